"""The round view on a team event: pairing a round of matches, and what a team arbiter reads
under the boards.

- `pair_team_round` pairs the next round through the one use case the command line's `pair`
  uses (`app.team_pairing`): the engine runs off the GUI thread (a `Job`; the round
  view's progress dialog cancels it), our checker's errors refuse the round, and the matches
  with their boards and the team bye are one undo step.
- the findings are the team checker's (`core.pairing.teams.check_team_round`, in team numbers:
  a rematch, a second bye, a team not paired); no colour finding of the players, whose boards
  alternate their colours by the event's board sequence (TRF-26 352), and C.04.6 has no
  absolute colour criterion;
- the byes line names the teams without a match (the team bye, a requested bye, a
  withdrawal), not the reserves who sat the round out.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from arbiter_app.app.jobs import Job
from arbiter_app.app.team_pairing import checked, meetings, start_team_round
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.checker import PairingFinding, PairingIssue
from arbiter_app.core.pairing.engine import PairingError
from arbiter_app.core.pairing.teams import (
    TEAM_ISSUE_WORDS,
    TeamPairing,
    left_out_teams,
    round_findings,
    team_pairing_of,
)
from arbiter_app.core.vocabulary.results import Result
from arbiter_app.gui.messages import result_name
from arbiter_app.gui.shell import Shell

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises

__all__ = [
    "left_out_text",
    "pair_team_round",
    "team_byes_text",
    "team_finding_texts",
    "team_findings",
]


def pair_team_round(
    shell: Shell,
    t: Tournament,
    round_no: int,
    wait: Callable[[Job[TeamPairing]], TeamPairing | None],
) -> bool:
    """Pair round `round_no` of the team event `t` and push it; True when it was paired."""
    title = translate("RoundView", "Pair next round")
    try:
        job = start_team_round(t, round_no)
    except PairingError as exc:
        shell.show_error(title, str(exc))
        return False
    pairing = wait(job)
    if pairing is None:
        return False
    paired = checked(t, pairing)
    if paired.errors:
        texts = team_finding_texts()
        shell.show_error(title, "\n".join(f.words(texts[f.issue]) for f in paired.errors))
        return False
    return shell.push(paired.edit, translate("RoundView", "Pair round {0}").format(round_no))


def team_finding_texts() -> dict[PairingIssue, str]:
    """The team checker's words in the program's language."""
    return {issue: translate("RoundView", words) for issue, words in TEAM_ISSUE_WORDS.items()}


def team_findings(t: Tournament, round_no: int) -> list[PairingFinding]:
    """The team checker's findings of the shown round (`round_findings`)."""
    return round_findings(t, round_no, meetings(t)) or []


def _why(t: Tournament, team: int, result: Result | None) -> str:
    assert t.teams is not None
    after = t.teams.team(team).withdrawn_after
    if result is None:
        return translate("RoundView", "withdrawn after round {0}").format(after)
    return result_name(result)


def _name(t: Tournament, team: int) -> str:
    assert t.teams is not None
    return f"{team} {t.teams.team(team).name}"


def team_byes_text(t: Tournament, round_no: int) -> str:
    """The teams without a match in a paired round: the team bye (TRF-26 320), a requested
    bye (240), a withdrawal; empty when there are none."""
    pab = team_pairing_of(t, round_no).bye
    listed: list[tuple[int, Result | None]] = [] if pab is None else [(pab, Result.PAIRING_BYE)]
    listed += left_out_teams(t, round_no)
    if not listed:
        return ""
    parts = [f"{_name(t, team)}: {_why(t, team, result)}" for team, result in sorted(listed)]
    return translate("RoundView", "Teams without a match: {0}").format(" · ".join(parts))


def left_out_text(t: Tournament, round_no: int) -> str:
    """Before pairing: the teams round `round_no` leaves out, and why."""
    parts = [
        f"{_name(t, team)} ({_why(t, team, why)})" for team, why in left_out_teams(t, round_no)
    ]
    if not parts:
        return ""
    return translate("RoundView", "Not paired in round {0}: {1}").format(round_no, "; ".join(parts))
