"""Findings about a team event's lineups and team records (`core.vocabulary.findings`).

- `LINEUP_ORDER` (warning): in a round, a reserve (listed after the team's regular boards)
  sits above a regular player. FIDE's team competitions fix the board order before the first
  round, and a reserve replaces a regular player by moving up below the players above him
  (FIDE Olympiad regulations). Other changes of order between regular players are what TRF-26
  record 300 ("out-of-order line-up") exists for, and FIDE's own sample has many: they are
  not reported.
- `TWO_TEAMS` (error): a player listed for two teams.
- `TEAM_POINTS_MISMATCH` (error, about the file's claims): the match and game points a file
  gives a team (TRF-26 310 columns 55-67) are not what its results give.

A live check (`TeamChecks`) makes a team's findings again only when its rounds changed.
"""

from __future__ import annotations

from fractions import Fraction

from arbiter_app.core.model import Tournament
from arbiter_app.core.team_model import Team
from arbiter_app.core.teams.matches import BoardCache, TeamRound, boards_of, team_rounds
from arbiter_app.core.vocabulary.findings import Arg, Finding, FindingKind


class TeamChecks:
    """What the next `team_findings` of the same event may reuse (kept by the live check of a
    document, `core.live.LiveStandings`, never shared between events): the boards
    (`BoardCache`) and each team's findings with the rounds they were made from. A team whose
    rounds are the same list as then, under the same team record and boards a match, has the
    same findings (they read nothing else)."""

    def __init__(self) -> None:
        self.boards = BoardCache()
        self.kept: dict[int, tuple[list[TeamRound], Team, int, str, list[Finding]]] = {}


def team_findings(t: Tournament, checks: TeamChecks | None = None) -> list[Finding]:
    """The team findings of `t`; `checks`: the last check of the same event (`TeamChecks`)."""
    setup = t.teams
    if setup is None:
        return []
    out: list[Finding] = []
    first: dict[int, str] = {}
    record = "310" if any(team.mp_in_file is not None for team in setup.teams) else "013"
    for team in setup.teams:
        for m in team.members:
            if m in first and first[m] != team.name:
                two: tuple[tuple[str, Arg], ...] = (
                    ("team", first[m]),
                    ("other_team", team.name),
                    ("record", record),
                )
                out.append(Finding(FindingKind.TWO_TEAMS, m, None, two))
            first.setdefault(m, team.name)
    rounds = team_rounds(t, checks.boards if checks is not None else None)
    boards = boards_of(t, setup)
    kept: dict[int, tuple[list[TeamRound], Team, int, str, list[Finding]]] = {}
    for team in setup.teams:
        mine = rounds.get(team.number, [])
        last = checks.kept.get(team.number) if checks is not None else None
        if (
            last is not None
            and last[0] is mine
            and last[1] is team
            and last[2] == boards
            and last[3] == record
        ):
            found = last[4]
        else:
            found = _team(team, mine, boards)
        kept[team.number] = (mine, team, boards, record, found)
        out.extend(found)
    if checks is not None:
        checks.kept = kept
    return out


def _team(team: Team, rounds: list[TeamRound], boards: int) -> list[Finding]:
    """One team's lineup findings and the check of its points claimed in the file."""
    out: list[Finding] = []
    position = {m: i for i, m in enumerate(team.members, start=1)}
    for tr in rounds:
        seated = [g for g in tr.games if g.player in position]
        for i, upper in enumerate(seated):
            below = [g for g in seated[i + 1 :] if position[g.player] <= boards]
            if position[upper.player] <= boards or not below:
                continue
            lower = below[0]
            order: tuple[tuple[str, Arg], ...] = (
                ("team", team.name),
                ("player", upper.player),
                ("position", position[upper.player]),
                ("board", upper.board),
                ("other", lower.player),
                ("other_position", position[lower.player]),
            )
            out.append(Finding(FindingKind.LINEUP_ORDER, upper.player, tr.round_no, order))
    if team.mp_in_file is not None or team.gp_in_file is not None:
        mp = sum((tr.mp for tr in rounds), Fraction(0))
        gp = sum((tr.gp for tr in rounds), Fraction(0))
        wrong_mp = team.mp_in_file is not None and team.mp_in_file != mp
        wrong_gp = team.gp_in_file is not None and team.gp_in_file != gp
        if wrong_mp or wrong_gp:
            points: tuple[tuple[str, Arg], ...] = (
                ("team", team.name),
                ("mp_file", team.mp_in_file),
                ("gp_file", team.gp_in_file),
                ("mp", mp),
                ("gp", gp),
                ("record", "310"),
                ("team_no", team.number),  # (locates the team's own 310 line)
            )
            out.append(Finding(FindingKind.TEAM_POINTS_MISMATCH, None, None, points))
    return out
