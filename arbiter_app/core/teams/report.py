"""What the team lists print: the final team standings, the team crosstable (each team's match
in each round: opponent, match and game points) and the board table (board prizes).

Codes and exact numbers only, as `core.report` for individual lists; the words are the
renderers' (`io.team_lists`: HTML, Excel, CSV; `gui.team_print`: PDF and print). The window's
team docks read the same functions, so a list shows what the screen shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from msgspec import Struct

from arbiter_app.core.model import Colour, Result, Tournament
from arbiter_app.core.teams.matches import BoardGame, TeamRound, boards_of, team_rounds
from arbiter_app.core.teams.prizes import BoardResult, board_prizes
from arbiter_app.core.teams.standings import TeamStandings, compute


class TeamCell(Struct, frozen=True):
    """One team's round in the crosstable."""

    opponent: int  # team number (0: a bye or no match)
    result: Result  # the match result (`core.teams.matches`)
    mp: Fraction
    gp: Fraction
    opponent_gp: Fraction | None  # the other team's game points (None: no opponent)
    finished: bool = True  # no board of the match waits for its result


class TeamReport(Struct, frozen=True):
    name: str
    standings: TeamStandings
    rounds: int
    board_count: int  # boards a match (the board table's reserves come after them)
    cells: dict[int, tuple[TeamCell, ...]]  # team number -> its rounds, 1 first
    boards: dict[int, list[BoardResult]]  # board -> its players ranked (board prizes)
    player_names: dict[int, str]
    team_names: dict[int, str]


class Match(Struct, frozen=True):
    """One match of a round: the first-named team's round (white on board 1, C.04.6 names
    that team first) and the other's."""

    round_no: int
    first: TeamRound  # the first-named team's round
    second: TeamRound | None

    def games(self) -> tuple[BoardGame, ...]:
        return self.first.games


def matches(t: Tournament, rounds: dict[int, list[TeamRound]], round_no: int) -> list[Match]:
    """The matches of `round_no` in order of the first-named team's number."""
    out = []
    seen: set[int] = set()
    for n in sorted(rounds):
        trs = rounds[n]
        if round_no > len(trs) or n in seen:
            continue
        tr = trs[round_no - 1]
        if not tr.opponent or not tr.games:
            continue
        other_rounds = rounds.get(tr.opponent, [])
        other = other_rounds[round_no - 1] if round_no <= len(other_rounds) else None
        seen.update((n, tr.opponent))
        first, second = tr, other
        if other is not None and other.games and not _white_on_board_one(t, tr, round_no):
            first, second = other, tr
        out.append(Match(round_no, first, second))
    return out


def _white_on_board_one(t: Tournament, tr: TeamRound, round_no: int) -> bool:
    board_one = next((g for g in tr.games if g.player), None)
    if board_one is None or not t.has_player(board_one.player):
        return True
    return t.player(board_one.player).entry(round_no).colour is not Colour.BLACK


def cells_of(rounds: dict[int, list[TeamRound]]) -> dict[int, tuple[TeamCell, ...]]:
    """The crosstable cells of `team_rounds`' result."""
    gp = {(tr.round_no, tr.team): tr.gp for trs in rounds.values() for tr in trs}
    return {
        n: tuple(
            TeamCell(
                tr.opponent,
                tr.result,
                tr.mp,
                tr.gp,
                gp.get((tr.round_no, tr.opponent)) if tr.opponent else None,
                not any(g.result.is_unfinished for g in tr.games),
            )
            for tr in trs
        )
        for n, trs in rounds.items()
    }


def build(
    t: Tournament,
    tiebreaks: Sequence[str] | None = None,
    rules: str | None = None,
    min_games: int = 1,
    standings: TeamStandings | None = None,
    rounds: dict[int, list[TeamRound]] | None = None,
) -> TeamReport:
    """The team lists of a team event (`t.teams` set); `standings` and `rounds`
    (`team_rounds(t)`) if the caller has them (the window: what it shows)."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    st = standings if standings is not None else compute(t, tiebreaks, rules)
    if rounds is None:
        rounds = team_rounds(t)
    return TeamReport(
        name=t.name,
        standings=st,
        rounds=max((len(x) for x in rounds.values()), default=0),
        board_count=boards_of(t, setup),
        cells=cells_of(rounds),
        boards=board_prizes(t, min_games, rounds),
        player_names={p.start_no: p.name for p in t.players},
        team_names={team.number: team.name for team in setup.teams},
    )
