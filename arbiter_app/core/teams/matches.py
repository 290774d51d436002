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
from dataclasses import dataclass
from fractions import Fraction

from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.team_model import TeamSetup


@dataclass(frozen=True)
class BoardGame:
    board: int  # 1-based
    player: int  # start number; 0 = an empty board
    opponent: int  # start number; 0 = none
    result: Result
    points: Fraction  # game points (the event's game scoring)


@dataclass(frozen=True)
class TeamRound:
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
    """Rounds with records: the players' games and the team records (a round of byes only)."""
    marks = [r for r, _ in setup.byes] + [r for r, _, _ in setup.requested]
    marks += [f.round_no for f in setup.forfeits]
    return max(t.rounds_paired, *marks, 0)


def team_rounds(t: Tournament) -> dict[int, list[TeamRound]]:
    """Team number -> its rounds 1..rounds paired (empty for an individual event)."""
    setup = t.teams
    if setup is None:
        return {}
    boards = boards_of(t, setup)
    team_of = setup.team_of()
    out: dict[int, list[TeamRound]] = {team.number: [] for team in setup.teams}
    forfeits = {(f.round_no, f.white): f for f in setup.forfeits}
    forfeits.update({(f.round_no, f.black): f for f in setup.forfeits})
    pab = {(r, team) for r, team in setup.byes}
    requested = {(r, team): code for r, team, code in setup.requested}
    draw_gp = t.scoring.draw * boards
    win_gp = t.scoring.win * boards
    sc = setup.scoring
    for r in range(1, rounds_of(t, setup) + 1):
        games = {team.number: _games(t, setup, team.number, r, team_of) for team in setup.teams}
        gps = {n: sum((g.points for g in gs), Fraction(0)) for n, gs in games.items()}
        for team in setup.teams:
            n = team.number
            f = forfeits.get((r, n))
            if f is not None:
                mine, theirs = _FORFEIT.get(f.code, _FORFEIT["--"])
                result = mine if n == f.white else theirs
                won = result is Result.FORFEIT_WIN
                other = f.black if n == f.white else f.white
                mp = sc.win if won else sc.loss
                out[n].append(TeamRound(r, n, other, result, mp, win_gp if won else Fraction(0)))
                continue
            if (r, n) in pab:
                mp = sc.draw if sc.bye_mp is None else sc.bye_mp
                gp = draw_gp if sc.bye_gp is None else sc.bye_gp
                out[n].append(TeamRound(r, n, 0, Result.PAIRING_BYE, mp, gp))
                continue
            code = requested.get((r, n))
            if code is not None:
                bye = _BYE_CODES.get(code) or Result.ZERO_BYE
                mp = {Result.FULL_BYE: sc.win, Result.HALF_BYE: sc.draw}.get(bye, sc.loss)
                gp = {Result.FULL_BYE: win_gp, Result.HALF_BYE: draw_gp}.get(bye, Fraction(0))
                out[n].append(TeamRound(r, n, 0, bye, mp, gp))
                continue
            opponent = _opponent(t, games[n], team_of)
            if not opponent:
                out[n].append(TeamRound(r, n, 0, Result.NOT_PAIRED, sc.loss, Fraction(0)))
                continue
            mine_gp, their_gp = gps[n], gps.get(opponent, Fraction(0))
            if any(g.result.is_played for g in games[n]):
                result = (
                    Result.WIN
                    if mine_gp > their_gp
                    else Result.LOSS
                    if mine_gp < their_gp
                    else Result.DRAW
                )
            else:  # every board forfeited without a 330 record: the match was not played
                result = (
                    Result.FORFEIT_WIN
                    if mine_gp > their_gp
                    else Result.FORFEIT_LOSS
                    if mine_gp < their_gp
                    else Result.DOUBLE_FORFEIT
                )
            mp = {
                Result.WIN: sc.win,
                Result.DRAW: sc.draw,
                Result.FORFEIT_WIN: sc.win,
            }.get(result, sc.loss)
            out[n].append(TeamRound(r, n, opponent, result, mp, mine_gp, tuple(games[n])))
    return out


def _games(
    t: Tournament, setup: TeamSetup, team: int, r: int, team_of: dict[int, int]
) -> list[BoardGame]:
    lineup = setup.lineup(r, team)
    if lineup is not None:
        players = list(lineup.boards)
    else:
        players = [m for m in setup.team(team).members if t.has_player(m) and _in_round(t, m, r)]
    out = []
    for board, sn in enumerate(players, start=1):
        if not sn or not t.has_player(sn):
            out.append(BoardGame(board, 0, 0, Result.NOT_PAIRED, Fraction(0)))
            continue
        e = t.player(sn).entry(r)
        out.append(BoardGame(board, sn, e.opponent or 0, e.result, t.scoring.points(e.result)))
    return out


def _in_round(t: Tournament, sn: int, r: int) -> bool:
    """The player took a board in round r: a game or forfeit, or a board won because the
    opponent team left it empty (TRF-26 `0000 - +`, read as a point without a game)."""
    e = t.player(sn).entry(r)
    return e.result.has_opponent or e.result in (Result.FORFEIT_WIN, Result.FULL_BYE)


def _opponent(t: Tournament, games: list[BoardGame], team_of: dict[int, int]) -> int:
    """The team most of the boards' opponents belong to (0: none)."""
    count = Counter(team_of[g.opponent] for g in games if g.opponent and g.opponent in team_of)
    return count.most_common(1)[0][0] if count else 0
