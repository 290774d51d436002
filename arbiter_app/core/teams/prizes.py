"""Board prizes: the best result on each board by percentage, with a minimum of games.

A player's board is his place in the team's board order (reserves after the regular boards
share the reserve board, `boards + 1`), as team events award them (FIDE Olympiad: a prize per
board, the reserve board included). His games are the boards he sat on: every game in a
round's lineup, a board won because the opponent team left it empty included (he was there);
the percentage is his points over the points those games could give. Players with fewer games
than the minimum the regulations set are not ranked. Equal percentages share the place; more
games ranks first among equals (the longer the run, the harder the score), then the start
number for a stable list.
"""

from __future__ import annotations

from fractions import Fraction

from msgspec import Struct

from arbiter_app.core.model import Tournament
from arbiter_app.core.teams.matches import TeamRound, boards_of, team_rounds


class BoardResult(Struct, frozen=True):
    place: int
    board: int
    start_no: int
    team: int
    games: int
    points: Fraction
    percentage: Fraction  # 0..100, exact


def board_prizes(
    t: Tournament, min_games: int = 1, rounds: dict[int, list[TeamRound]] | None = None
) -> dict[int, list[BoardResult]]:
    """Board -> its players ranked by percentage (those with at least `min_games` games).
    `rounds`: `team_rounds(t)` if the caller has them (the window: those it ranked)."""
    setup = t.teams
    if setup is None:
        return {}
    boards = boards_of(t, setup)
    games: dict[int, int] = {}
    points: dict[int, Fraction] = {}
    for trs in (team_rounds(t) if rounds is None else rounds).values():
        for tr in trs:
            for g in tr.games:
                if g.player:
                    games[g.player] = games.get(g.player, 0) + 1
                    points[g.player] = points.get(g.player, Fraction(0)) + g.points
    win = t.scoring.win
    out: dict[int, list[BoardResult]] = {}
    for team in setup.teams:
        for i, sn in enumerate(team.members, start=1):
            n = games.get(sn, 0)
            if n < max(min_games, 1):
                continue
            board = min(i, boards + 1)
            pct = 100 * points[sn] / (n * win) if win else Fraction(0)
            out.setdefault(board, []).append(
                BoardResult(0, board, sn, team.number, n, points[sn], pct)
            )
    for board, rows in out.items():
        rows.sort(key=lambda r: (-r.percentage, -r.games, r.start_no))
        placed: list[BoardResult] = []
        for k, r in enumerate(rows):
            same = placed and placed[-1].percentage == r.percentage
            place = placed[-1].place if same else k + 1
            placed.append(
                BoardResult(place, r.board, r.start_no, r.team, r.games, r.points, r.percentage)
            )
        out[board] = placed
    return dict(sorted(out.items()))
