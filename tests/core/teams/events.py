"""Small team events built by hand for the team tests (the numbers in the tests are worked out
by hand from these games, in the tests' comments).

Four teams of two boards, a single round robin of three rounds (`round_robin()`):

    teams: A = 1 (players 1, 2), B = 2 (3, 4), C = 3 (5, 6), D = 4 (7, 8); first-named white
    R1  A-B: 1-3 1-0, 2-4 1/2  -> 1.5-0.5     C-D: 5-7 0-1, 6-8 1-0 -> 1-1
    R2  A-C: 1-5 1/2, 2-6 1/2  -> 1-1         B-D: 3-7 1-0, 4-8 1-0 -> 2-0
    R3  A-D: 1-7 0-1, 2-8 0-1  -> 0-2         B-C: 3-5 1/2, 4-6 0-1 -> 0.5-1.5

    match points 2-1-0: A 2+1+0 = 3, B 0+2+0 = 2, C 1+1+2 = 4, D 1+0+2 = 3
    game points:        A 1.5+1+0 = 2.5, B 0.5+2+0.5 = 3, C 1+1+1.5 = 3.5, D 1+0+2 = 3

`swiss_forfeit()` is the same event as a Swiss whose third round B-C was not played: B won it
by forfeit (TRF-26 330 `+-`), so B 0+2+2 = 4 MP and 0.5+2+2 = 4.5 GP, C 1+1+0 = 2 MP, 2 GP.
"""

from __future__ import annotations

from msgspec.structs import replace

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.team_model import ForfeitedMatch, Team, TeamSetup

W, D, L = Result.WIN, Result.DRAW, Result.LOSS
_MIRROR = {W: L, L: W, D: D}

# (round, white player, black player, white's result)
GAMES = [
    (1, 1, 3, W), (1, 2, 4, D), (1, 5, 7, L), (1, 6, 8, W),
    (2, 1, 5, D), (2, 2, 6, D), (2, 3, 7, W), (2, 4, 8, W),
    (3, 1, 7, L), (3, 2, 8, L), (3, 3, 5, D), (3, 4, 6, L),
]  # fmt: skip


def _event(games: list[tuple[int, int, int, Result]], rounds: int = 3) -> Tournament:
    t = Tournament(name="Hand example", rounds=rounds, start_date="2025-06-01")
    entries: dict[int, list[RoundEntry]] = {n: [RoundEntry()] * rounds for n in range(1, 9)}
    for r, white, black, result in games:
        entries[white][r - 1] = RoundEntry(black, Colour.WHITE, result)
        entries[black][r - 1] = RoundEntry(white, Colour.BLACK, _MIRROR[result])
    for n in range(1, 9):
        t.add_player(Player(n, f"Player {n}", rating=2000 - 10 * n, rounds=tuple(entries[n])))
    teams = tuple(
        Team(k, name, short_name=name[:1], members=(2 * k - 1, 2 * k))
        for k, name in enumerate(("Alpha", "Bravo", "Charlie", "Delta"), start=1)
    )
    t.teams = TeamSetup(teams=teams, boards=2)
    return t


def round_robin() -> Tournament:
    t = _event(GAMES)
    t.system = System.ROUND_ROBIN
    return t


def swiss_forfeit() -> Tournament:
    """Round 3 B-C forfeited by C: its boards are forfeits, and 330 says so for the match."""
    games = [g for g in GAMES if not (g[0] == 3 and g[1] in (3, 4))]
    t = _event(games)
    for white, black in ((3, 5), (4, 6)):
        t.replace_player(
            t.player(white).with_entry(3, RoundEntry(black, Colour.WHITE, Result.FORFEIT_WIN))
        )
        t.replace_player(
            t.player(black).with_entry(3, RoundEntry(white, Colour.BLACK, Result.FORFEIT_LOSS))
        )
    t.system = System.SWISS
    assert t.teams is not None

    t.teams = replace(t.teams, forfeits=(ForfeitedMatch(3, 2, 3, "+-"),))
    return t
