"""Pairing the next round of a team event: one use case for the command line and the window.

The engine of the event (`io.team_engines`: the Berger table for teams in a declared round
robin, gacrux's FIDE Swiss Team Pairing System, C.04.6, otherwise) pairs the round's matches
from the TRF-26 this program writes; our own checker (`core.pairing.teams.check_team_round`)
checks them against the teams to pair, and the edit that writes the matches as their boards
and the team bye is one undo step (`core.pairing.teams.team_pairing_edit`).

- `pair_team_round` pairs at once (`pair FILE`);
- `start_team_round` starts the engine off the caller's thread (a `Job`, the window
  waits in its event loop with a progress dialog that cancels) and `checked` takes its answer.

Who is not paired and why (a withdrawn team, a requested bye) is
`core.pairing.teams.left_out_teams`; those teams are not in the engine's TRF as teams to pair
(TRF-26 240 records) and the checker refuses a pairing that places one of them.
"""

from __future__ import annotations

from msgspec import Struct

from arbiter_app.app.jobs import Finished, Job, ProcessJob
from arbiter_app.core.edits import Edit
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.pairing.checker import PairingFinding
from arbiter_app.core.pairing.engine import PairingError
from arbiter_app.core.pairing.teams import (
    TeamPairing,
    check_team_round,
    team_pairing_edit,
    teams_to_pair,
)
from arbiter_app.core.validate import Severity
from arbiter_app.io.team_engines import (
    gacrux_team_trf,
    pair_teams,
    pair_teams_with_gacrux,
    team_engine_name,
)

__all__ = ["TeamRoundPaired", "checked", "meetings", "pair_team_round", "start_team_round"]


class TeamRoundPaired(Struct, frozen=True):
    """A round of matches from the engine, our checker's findings on it and the edit that
    writes it (apply it only when `errors` is empty)."""

    pairing: TeamPairing
    findings: tuple[PairingFinding, ...]
    edit: Edit

    @property
    def errors(self) -> list[PairingFinding]:
        return [f for f in self.findings if f.severity is Severity.ERROR]


def meetings(t: Tournament) -> int:
    """How often two teams may meet: twice in a double round robin, else once (C.04.6 [C1])."""
    return 2 if t.system is System.DOUBLE_ROUND_ROBIN else 1


def checked(t: Tournament, pairing: TeamPairing) -> TeamRoundPaired:
    """The engine's `pairing` of `t`, checked (C.04.6 art. 2.1 absolute criteria)."""
    r = pairing.round_no
    findings = check_team_round(t, pairing, teams_to_pair(t, r), meetings(t))
    return TeamRoundPaired(pairing, tuple(findings), team_pairing_edit(t, pairing))


def pair_team_round(t: Tournament, round_no: int) -> TeamRoundPaired:
    """Round `round_no` of the team event `t` paired now and checked; PairingError when the
    engine cannot pair it."""
    return checked(t, pair_teams(t, round_no))


def start_team_round(t: Tournament, round_no: int) -> Job[TeamPairing]:
    """The engine started on round `round_no` off the caller's thread (gacrux in a child
    process that a cancel stops at once; Berger at once); PairingError when the event cannot
    be handed to it (no round count, a round after the last ...). The TRF is written here (it
    reads the tournament); only its text crosses to the child."""
    if team_engine_name(t) == "berger":
        return Finished(pair_teams(t, round_no))
    text = gacrux_team_trf(t, round_no)
    return ProcessJob(pair_teams_with_gacrux, (text, round_no), PairingError, "gacrux")
