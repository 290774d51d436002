"""Berger tables for round robins (FIDE Handbook C.05 Annex 1).

The Annex prints the tables for 3/4 up to 15/16 players; this module builds every table by the
construction the printed tables follow, so the same code serves any even number N (an odd
number of players is paired as N + 1 with "the highest number counts as a bye"):

- Players 1 … N−1 turn round the fixed player N. In round r the "centre" player c is the one
  with 2c ≡ r + 1 (mod N−1); c meets N, with white in odd rounds (round 1: 1–N, round 3:
  2–N) and black in even rounds (round 2: N–9 for N = 16).
- Board b (2 … N/2) of round r pairs c + (b−1) (white) with c − (b−1) (black), counted modulo
  N−1 in 1 … N−1. Round 1 is then 1–N, 2–(N−1), … and round 2 for N = 16 is 16–9, 10–8, …, 1–2,
  exactly as printed.

Double round robin (C.05 Annex 1, last paragraph): the second cycle repeats the first with
colours reversed; "it is recommended to reverse the order of the last two rounds of the first
cycle" to avoid three consecutive games with the same colour. That exchange is an option here
(`swap_last_two`); when chosen, the second cycle repeats the first cycle as played.

The drawing of lots (C.05: the pairing numbers are drawn) gives each player a Berger number;
`draw_numbers` does it from a seed so the draw can be recorded and repeated.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from msgspec import Struct

__all__ = [
    "BergerGame",
    "BergerRound",
    "draw_numbers",
    "round_count",
    "schedule",
    "table",
]


class BergerGame(NamedTuple):
    """One board of a Berger table in Berger numbers; `black` is the bye number for a bye."""

    white: int
    black: int


class BergerRound(Struct, frozen=True):
    """One round: its games in board order, and the number that has the bye (odd counts)."""

    number: int
    games: tuple[BergerGame, ...]
    bye: int | None = None


def _even(players: int) -> int:
    if players < 2:
        raise ValueError(f"a round robin needs at least 2 players, not {players}")
    return players + players % 2


def table(players: int) -> list[list[BergerGame]]:
    """The single-cycle Berger table for `players` (odd counts use the next even table).

    Round r is `table(n)[r - 1]`; board b is its element b − 1, the bye number included.
    """
    n = _even(players)
    m = n - 1  # players 1 … n−1 turn; n is fixed
    half = n // 2
    rounds: list[list[BergerGame]] = []
    for r in range(1, n):
        # 2c ≡ r + 1 (mod n − 1); n − 1 is odd, so 2 has an inverse: (m + 1) // 2.
        c = ((r + 1) * ((m + 1) // 2) - 1) % m + 1
        first = BergerGame(c, n) if r % 2 else BergerGame(n, c)
        games = [first]
        for b in range(2, half + 1):
            white = (c + b - 2) % m + 1
            black = (c - b) % m + 1
            games.append(BergerGame(white, black))
        rounds.append(games)
    return rounds


def round_count(players: int, double: bool = False) -> int:
    """Rounds of a (double) round robin with `players`."""
    rounds = _even(players) - 1
    return 2 * rounds if double else rounds


def schedule(players: int, double: bool = False, swap_last_two: bool = False) -> list[BergerRound]:
    """Every round of a (double) round robin for `players`, games in board order.

    For an odd count the game of the extra number N is the bye (C.05 Annex 1: "the highest
    number counts as a bye") and is left out of the boards; boards keep the table's order.
    `swap_last_two` (double round robins only) exchanges the last two rounds of the first cycle,
    as C.05 Annex 1 recommends.
    """
    n = _even(players)
    first = table(players)
    if double and swap_last_two and len(first) >= 2:
        first[-2], first[-1] = first[-1], first[-2]
    cycles = [first]
    if double:
        cycles.append([[BergerGame(g.black, g.white) for g in games] for games in first])
    out: list[BergerRound] = []
    for games in (g for cycle in cycles for g in cycle):
        bye = None
        boards = []
        for g in games:
            if players % 2 and n in g:
                bye = g.white if g.black == n else g.black
            else:
                boards.append(g)
        out.append(BergerRound(len(out) + 1, tuple(boards), bye))
    return out


def draw_numbers(start_numbers: list[int], seed: int) -> dict[int, int]:
    """Drawing of lots: each start number gets a Berger number 1 … len, from `seed`.

    The same seed gives the same draw, so recording the seed (or the numbers) records the draw.
    """
    numbers = list(range(1, len(start_numbers) + 1))
    random.Random(seed).shuffle(numbers)
    return dict(zip(start_numbers, numbers, strict=True))
