"""Berger tables against the published C.05 Annex 1 tables, and the construction's properties.

Source of the expected tables: tests/data/berger/c05-annex1.txt (FIDE Handbook C.05 Annex 1,
quoted with its source note).
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations, pairwise
from pathlib import Path

import pytest

from arbiter_app.core.pairing.berger import (
    BergerGame,
    draw_numbers,
    round_count,
    schedule,
    table,
)

DATA = Path(__file__).parents[2] / "data" / "berger" / "c05-annex1.txt"


def published() -> dict[int, list[list[tuple[int, int]]]]:
    """The printed tables by even player count: rounds of (white, black) in board order."""
    tables: dict[int, list[list[tuple[int, int]]]] = {}
    current: list[list[tuple[int, int]]] = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        head = re.match(r"(\d+) or (\d+) players:", line)
        if head:
            current = tables.setdefault(int(head.group(2)), [])
        elif line.startswith("Rd "):
            _, games = line.split(":", 1)
            current.append([(int(a), int(b)) for a, b in re.findall(r"(\d+)-(\d+)", games)])
    return tables


PUBLISHED = published()


def test_the_published_file_has_every_table() -> None:
    assert sorted(PUBLISHED) == [4, 6, 8, 10, 12, 14, 16]
    for n, rounds in PUBLISHED.items():
        assert len(rounds) == n - 1 and all(len(r) == n // 2 for r in rounds)


@pytest.mark.parametrize("players", range(3, 17))
def test_single_round_robin_equals_the_published_table(players: int) -> None:
    even = players + players % 2
    assert [[tuple(g) for g in r] for r in table(players)] == PUBLISHED[even]


@pytest.mark.parametrize("players", range(3, 17))
def test_schedule_boards_and_bye_follow_the_published_table(players: int) -> None:
    even = players + players % 2
    rounds = schedule(players)
    assert len(rounds) == even - 1 == round_count(players)
    for got, printed in zip(rounds, PUBLISHED[even], strict=True):
        if players % 2:
            # "the highest number counts as a bye": its opponent has the bye, boards keep order
            (game,) = [g for g in printed if even in g]
            assert got.bye == (game[0] if game[1] == even else game[1])
            printed = [g for g in printed if even not in g]
        else:
            assert got.bye is None
        assert [tuple(g) for g in got.games] == printed


@pytest.mark.parametrize("players", range(3, 17))
def test_double_round_robin_repeats_the_table_with_colours_reversed(players: int) -> None:
    even = players + players % 2
    rounds = schedule(players, double=True)
    assert len(rounds) == 2 * (even - 1) == round_count(players, double=True)
    first, second = rounds[: even - 1], rounds[even - 1 :]
    for a, b in zip(first, second, strict=True):
        assert [tuple(g) for g in b.games] == [(g.black, g.white) for g in a.games]
        assert a.bye == b.bye


def test_recommended_exchange_of_the_last_two_rounds_of_the_first_cycle() -> None:
    # C.05 Annex 1: "reverse the order of the last two rounds of the first cycle".
    plain = schedule(10, double=True)
    swapped = schedule(10, double=True, swap_last_two=True)
    assert swapped[7].games == plain[8].games and swapped[8].games == plain[7].games
    assert swapped[:7] == plain[:7]
    # The second cycle repeats the first as played, colours reversed.
    assert swapped[17].games == tuple(BergerGame(g.black, g.white) for g in swapped[8].games)


def test_the_exchange_avoids_three_same_colours_across_the_cycles() -> None:
    # C.05 Annex 1 gives the reason: "to avoid three consecutive games with the same colour".
    def worst_run(rounds: list) -> int:
        longest = 0
        for p in range(1, 11):
            colours = ["w" if g.white == p else "b" for r in rounds for g in r.games if p in g]
            run = 1
            for x, y in pairwise(colours):
                run = run + 1 if x == y else 1
                longest = max(longest, run)
        return longest

    assert worst_run(schedule(10, double=True)) == 3
    assert worst_run(schedule(10, double=True, swap_last_two=True)) == 2


@pytest.mark.parametrize("players", [17, 18, 24, 31, 40, 64])
def test_larger_tables_everyone_meets_everyone_once(players: int) -> None:
    rounds = schedule(players)
    meetings = Counter(frozenset(g) for r in rounds for g in r.games)
    real = set(range(1, players + 1))
    assert set(meetings) == {frozenset(p) for p in combinations(real, 2)}
    assert set(meetings.values()) == {1}
    for r in rounds:
        seen = [p for g in r.games for p in g] + ([r.bye] if r.bye else [])
        assert sorted(seen) == sorted(real)
    if players % 2:
        assert sorted(r.bye for r in rounds) == sorted(real)  # each rests exactly once


@pytest.mark.parametrize("players", [18, 24, 40, 64])
def test_larger_tables_colour_balance(players: int) -> None:
    # With N even every player has N-1 games: whites and blacks differ by exactly one.
    whites = Counter(g.white for r in schedule(players) for g in r.games)
    for p in range(1, players + 1):
        assert abs(2 * whites[p] - (players - 1)) == 1


@pytest.mark.parametrize("players", [17, 18, 24, 40])
def test_larger_tables_agree_with_gacrux(players: int) -> None:
    # A second, independent construction: Otto Milvang's "Berger explained" in gacrux (MIT).
    from gacrux.berger import bergertablesGeneric

    theirs = bergertablesGeneric(players)["pairing"]
    even = players + players % 2
    for r, games in enumerate(table(players), start=1):
        assert [tuple(g) for g in games] == [
            (theirs[r][b]["white"], theirs[r][b]["black"]) for b in range(1, even // 2 + 1)
        ]


def test_drawing_of_lots_is_a_repeatable_permutation() -> None:
    start = [10, 20, 30, 40, 50, 60]
    a = draw_numbers(start, seed=7)
    assert sorted(a) == start and sorted(a.values()) == [1, 2, 3, 4, 5, 6]
    assert draw_numbers(start, seed=7) == a
    assert any(draw_numbers(start, seed=s) != a for s in range(8, 12))


def test_too_few_players() -> None:
    with pytest.raises(ValueError):
        table(1)
