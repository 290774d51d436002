"""The matches of a team event, read from its players' games.

A match is not stored: it is what the boards say. For each round and team this module gives a
`TeamRound`: the opponent team, the boards (from the round's lineup, TRF-26 300, or the team's
players that have a record in the round, in board order), the game points (the sum of the
boards' points under the event's game scoring; C.07 Art. 11) and the match result and match
points (`MatchScoring`). What the boards cannot say comes from the team records:

- a forfeited match (TRF-26 330): the present team wins by forfeit with every board's game
  points (a win on each board, as FIDE's Grandmommy's Cup sample prints in its 802 records),
  the absent one loses with none; `--` both lose;
- a pairing-allocated bye (TRF-26 320; C.04.6 1.4: a draw's points unless set);
- a requested bye (TRF-26 240 with team numbers): `F` a win's points, `H` a draw's, `Z` none;
- a team without a match or a bye in a paired round is not paired (a zero-point round).

`Result` (core/vocabulary/results.py) is the one vocabulary of what a round was: a match result
is a `Result` too (WIN, DRAW, LOSS, FORFEIT_WIN, FORFEIT_LOSS, DOUBLE_FORFEIT, PAIRING_BYE,
FULL_BYE, HALF_BYE, ZERO_BYE, NOT_PAIRED).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from fractions import Fraction
from functools import partial
from math import lcm

from msgspec import Struct

from arbiter_app.core.model import Player, Result, Tournament
from arbiter_app.core.team_model import Lineup, Team, TeamSetup


class BoardGame(Struct, frozen=True):
    board: int  # 1-based
    player: int  # start number; 0 = an empty board
    opponent: int  # start number; 0 = none
    result: Result
    points: Fraction  # game points (the event's game scoring)


class TeamRound(Struct, frozen=True):
    round_no: int
    team: int
    opponent: int  # team number; 0 = none (a bye or not paired)
    result: Result
    mp: Fraction
    gp: Fraction
    games: tuple[BoardGame, ...] = ()

    @property
    def played(self) -> bool:
        """A match played over the board (C.07 15.1: any other round is unplayed)."""
        return self.result in (Result.WIN, Result.DRAW, Result.LOSS)


_BYE_CODES = {"F": Result.FULL_BYE, "H": Result.HALF_BYE, "Z": Result.ZERO_BYE, "U": None}
_FORFEIT = {
    "+-": (Result.FORFEIT_WIN, Result.FORFEIT_LOSS),
    "-+": (Result.FORFEIT_LOSS, Result.FORFEIT_WIN),
    "--": (Result.DOUBLE_FORFEIT, Result.DOUBLE_FORFEIT),
}


def bye_points(t: Tournament, setup: TeamSetup) -> tuple[Fraction, Fraction]:
    """The match and game points of the pairing-allocated team bye: as set (TRF-26 320), else
    a draw's (C.04.6 art. 1.4: a drawn match, a draw on every board)."""
    sc = setup.scoring
    mp = sc.draw if sc.bye_mp is None else sc.bye_mp
    gp = t.scoring.draw * boards_of(t, setup) if sc.bye_gp is None else sc.bye_gp
    return mp, gp


def boards_of(t: Tournament, setup: TeamSetup) -> int:
    """Boards a match: as set, else the largest lineup or team's games in one round seen."""
    if setup.boards:
        return setup.boards
    most = max((len(x.boards) for x in setup.lineups), default=0)
    team_of = setup.team_of()
    for r in range(1, t.rounds_paired + 1):
        count: Counter[int] = Counter()
        for p in t.players:
            e = p.entry(r)
            if e.result.has_opponent and p.start_no in team_of:
                count[team_of[p.start_no]] += 1
        most = max(most, max(count.values(), default=0))
    return most


def rounds_of(t: Tournament, setup: TeamSetup) -> int:
    """Rounds paired: the players' games and the team records of a pairing (the team bye, a
    forfeited match). A requested bye (240) for a round not paired yet is not counted, as a
    player's (`core.stage`: entered before the pairing, counted once the round is paired),
    and as Gacrux totals a team's points (a bye "for a round that has been announced and not
    played" is left out)."""
    marks = [r for r, _ in setup.byes] + [f.round_no for f in setup.forfeits]
    return max(t.rounds_paired, *marks, 0)


class _Boards(Struct, frozen=True):
    """One team's boards in each round, and what the round's match needs from them."""

    games: list[list[BoardGame]]
    gp: list[Fraction]  # game points per round
    opponent: list[int]  # the opponent team per round (0: none)
    played: list[bool]  # some board played over the board


class BoardCache:
    """The boards of each team's rounds from the last reading, kept by whoever recomputes the
    same event after each edit (the live team standings of a document, a benchmark): a team's
    boards are read again only when one of its players was replaced (players are frozen
    values, so an unchanged player is the same object) or the team data changed."""

    def __init__(self) -> None:
        self._setup: TeamSetup | None = None
        self._rounds: tuple[int, int] = (0, 0)
        self._scoring: object = None
        self._teams: dict[int, tuple[tuple[Player, ...], _Boards]] = {}
        self._rounds_of: dict[int, list[TeamRound]] = {}  # team -> its rounds made last
        self._fresh: set[int] = set()  # the teams whose boards the last call read again
        self._team_of: dict[int, int] = {}  # `TeamSetup.team_of` of the setup kept

    def team_of(self, t: Tournament, setup: TeamSetup, rounds: int, boards: int) -> dict[int, int]:
        """`setup.team_of()`; forgets everything kept when the team data, the rounds, the
        boards a match or the game scoring changed."""
        key = (rounds, boards)
        if setup is not self._setup or key != self._rounds or t.scoring is not self._scoring:
            self._setup, self._rounds, self._scoring = setup, key, t.scoring
            self._teams = {}
            self._rounds_of = {}
            self._team_of = setup.team_of()
        return self._team_of

    def boards(
        self, t: Tournament, setup: TeamSetup, read: Callable[[Team], _Boards]
    ) -> dict[int, _Boards]:
        """Each team's boards: kept, or `read` again for a team with a replaced player."""
        self._fresh = set()
        out = {}
        by_no = {p.start_no: p for p in t.players}
        for team in setup.teams:
            members = tuple(by_no[m] for m in team.members if m in by_no)
            kept = self._teams.get(team.number)
            if (
                kept is None
                or len(kept[0]) != len(members)
                or any(a is not b for a, b in zip(kept[0], members, strict=True))
            ):
                kept = (members, read(team))
                self._teams[team.number] = kept
                self._fresh.add(team.number)
            out[team.number] = kept[1]
        return out

    def rounds(
        self, team: int, opponents: list[int], make: Callable[[int], TeamRound]
    ) -> list[TeamRound]:
        """The team's rounds 1..len(opponents), `make(r)` for round r: made again when its
        boards were read again, else only the rounds against a team whose boards were (a match
        result reads both teams' boards). A team whose rounds come out equal keeps the same
        list object, which is how the team criteria see which teams changed
        (`core.teams.reuse`)."""
        kept = self._rounds_of.get(team)
        fresh = self._fresh
        if kept is None or team in fresh or len(kept) != len(opponents):
            made = [make(r) for r in range(1, len(opponents) + 1)]
        elif fresh.isdisjoint(opponents):
            return kept
        else:
            made = [
                make(r) if o in fresh else old
                for r, (o, old) in enumerate(zip(opponents, kept, strict=True), start=1)
            ]
        if made == kept:
            return kept
        self._rounds_of[team] = made
        return made


def team_rounds(t: Tournament, cache: BoardCache | None = None) -> dict[int, list[TeamRound]]:
    """Team number -> its rounds 1..rounds paired (empty for an individual event). `cache`:
    the boards of the last reading of the same event (`BoardCache`)."""
    setup = t.teams
    if setup is None:
        return {}
    boards = boards_of(t, setup)
    total = rounds_of(t, setup)
    team_of = setup.team_of() if cache is None else cache.team_of(t, setup, total, boards)
    out: dict[int, list[TeamRound]] = {}
    forfeits = {(f.round_no, f.white): f for f in setup.forfeits}
    forfeits.update({(f.round_no, f.black): f for f in setup.forfeits})
    pab = {(r, team) for r, team in setup.byes}
    requested = {(r, team): code for r, team, code in setup.requested}
    draw_gp = t.scoring.draw * boards
    bye_mp, bye_gp = bye_points(t, setup)
    win_gp = t.scoring.win * boards
    sc = setup.scoring
    lineups = {(x.round_no, x.team): x for x in setup.lineups}
    points = {result: t.scoring.points(result) for result in Result}

    by_no = {p.start_no: p for p in t.players}

    def read(team: Team) -> _Boards:
        games = [_games(by_no, team, r, lineups, points) for r in range(1, total + 1)]
        return _Boards(
            games,
            [_sum(g.points for g in gs) for gs in games],
            [_opponent(gs, team_of) for gs in games],
            [any(g.result.is_played for g in gs) for gs in games],
        )

    if cache is None:
        by_team = {team.number: read(team) for team in setup.teams}
    else:
        by_team = cache.boards(t, setup, read)
    zero = Fraction(0)
    match_points = {Result.WIN: sc.win, Result.DRAW: sc.draw, Result.FORFEIT_WIN: sc.win}

    def match(n: int, own: _Boards, r: int) -> TeamRound:
        f = forfeits.get((r, n))
        if f is not None:
            mine, theirs = _FORFEIT.get(f.code, _FORFEIT["--"])
            result = mine if n == f.white else theirs
            won = result is Result.FORFEIT_WIN
            other = f.black if n == f.white else f.white
            mp = sc.win if won else sc.loss
            return TeamRound(r, n, other, result, mp, win_gp if won else Fraction(0))
        if (r, n) in pab:
            return TeamRound(r, n, 0, Result.PAIRING_BYE, bye_mp, bye_gp)
        code = requested.get((r, n))
        if code is not None:
            bye = _BYE_CODES.get(code) or Result.ZERO_BYE
            mp = {Result.FULL_BYE: sc.win, Result.HALF_BYE: sc.draw}.get(bye, sc.loss)
            gp = {Result.FULL_BYE: win_gp, Result.HALF_BYE: draw_gp}.get(bye, Fraction(0))
            return TeamRound(r, n, 0, bye, mp, gp)
        opponent = own.opponent[r - 1]
        if not opponent:
            return TeamRound(r, n, 0, Result.NOT_PAIRED, sc.loss, zero)
        other_boards = by_team.get(opponent)
        mine_gp = own.gp[r - 1]
        their_gp = other_boards.gp[r - 1] if other_boards is not None else zero
        # (compared as integers: Fraction's comparison is the costliest step here)
        order = (mine_gp.numerator * their_gp.denominator) - (
            their_gp.numerator * mine_gp.denominator
        )
        if own.played[r - 1]:
            result = Result.WIN if order > 0 else Result.LOSS if order < 0 else Result.DRAW
        elif order > 0:  # every board forfeited without a 330 record: not played
            result = Result.FORFEIT_WIN
        elif order < 0:
            result = Result.FORFEIT_LOSS
        elif mine_gp:
            # Level on boards forfeited both ways (1-1): the match points follow the game
            # points as in a played match, a drawn match, as Gacrux (FIDE's reference
            # implementation) scores it; only a match with no point at all is lost by both.
            result = Result.DRAW
        else:
            result = Result.DOUBLE_FORFEIT
        mp = match_points.get(result, sc.loss)
        return TeamRound(r, n, opponent, result, mp, mine_gp, tuple(own.games[r - 1]))

    for team in setup.teams:
        n = team.number
        own = by_team[n]
        if cache is None:
            out[n] = [match(n, own, r) for r in range(1, total + 1)]
        else:
            out[n] = cache.rounds(n, own.opponent, partial(match, n, own))
    return out


def _sum(values: Iterable[Fraction]) -> Fraction:
    """Exact, but in integers: the boards' points have small denominators (halves)."""
    items = list(values)
    if not items:
        return Fraction(0)
    unit = 1
    for v in items:
        unit = lcm(unit, v.denominator)
    return Fraction(sum(v.numerator * (unit // v.denominator) for v in items), unit)


def _games(
    by_no: dict[int, Player],
    team: Team,
    r: int,
    lineups: dict[tuple[int, int], Lineup],
    points: dict[Result, Fraction],
) -> list[BoardGame]:
    lineup = lineups.get((r, team.number))
    if lineup is not None:
        players = list(lineup.boards)
    else:
        players = [m for m in team.members if m in by_no and _in_round(by_no[m], r)]
    out = []
    for board, sn in enumerate(players, start=1):
        player = by_no.get(sn) if sn else None
        if player is None:
            out.append(BoardGame(board, 0, 0, Result.NOT_PAIRED, Fraction(0)))
            continue
        e = player.entry(r)
        out.append(BoardGame(board, sn, e.opponent or 0, e.result, points[e.result]))
    return out


_AT_A_BOARD = frozenset({Result.FORFEIT_WIN, Result.FULL_BYE})


def _in_round(player: Player, r: int) -> bool:
    """The player took a board in round r: a game or forfeit, or a board won because the
    opponent team left it empty (TRF-26 `0000 - +`, read as a point without a game)."""
    result = player.entry(r).result
    return result.has_opponent or result in _AT_A_BOARD


def _opponent(games: list[BoardGame], team_of: dict[int, int]) -> int:
    """The team most of the boards' opponents belong to (0: none)."""
    count = Counter(team_of[g.opponent] for g in games if g.opponent and g.opponent in team_of)
    return count.most_common(1)[0][0] if count else 0
