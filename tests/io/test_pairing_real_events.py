"""Real events re-paired from their history (the free pairings checker on published pairings).

What each file is, who paired it and why each round differs: docs/pairing.md ("Real events
re-paired"); sources and licences: tests/data/real/README.md.


XX Open Internacional de Gros 2010 (tests/data/pairing/README.md): the pairings in the file are
the ones the event published. Both engines reproduce rounds 1 and 3 exactly, board by board
with colours; rounds 2 and 4 differ, both engines alike, for the reasons in docs/pairing.md
(round 2: a later transposition with equal quality on every criterion; round 4: the published
round leaves one more strong colour preference unmet, C.13 in gacrux's numbering of the 2026
text).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arbiter_app.core.model import NOT_PAIRED, Tournament
from arbiter_app.core.pairing.checker import check_rounds
from arbiter_app.core.pairing.fpc import compare_rounds
from arbiter_app.core.pairing.round import RoundPairing
from arbiter_app.core.settings import PairingSettings
from arbiter_app.core.validate import Severity
from arbiter_app.io.pairing_engines import GacruxEngine, Py4swissEngine
from arbiter_app.io.trf import read_trf

GROS = Path(__file__).parents[1] / "data" / "pairing" / "javafo_example.trf"
REAL = Path(__file__).parents[1] / "data" / "real"
SLOW = pytest.mark.skipif(not os.environ.get("ARBITER_SLOW"), reason="slow: set ARBITER_SLOW=1")


@pytest.fixture(scope="module")
def comparisons() -> dict[str, list]:
    t = read_trf(GROS)
    return {e.name: compare_rounds(t, e) for e in (GacruxEngine(), Py4swissEngine())}


def test_rounds_one_and_three_equal_the_published_pairings(comparisons: dict) -> None:
    for name, rounds in comparisons.items():
        assert [c.round_no for c in rounds] == [1, 2, 3, 4], name
        assert [c.same for c in rounds] == [True, False, True, False], name
        # Round 1 as published (first boards of the file): 1-26, 27-2, 3-29, 30-4.
        assert rounds[0].by_engine.boards[:4] == ((1, 26), (27, 2), (3, 29), (30, 4))


def test_rounds_two_and_four_differ_the_same_way_in_both_engines(comparisons: dict) -> None:
    gacrux, py4swiss = comparisons["gacrux"], comparisons["py4swiss"]
    for a, b in zip(gacrux, py4swiss, strict=True):
        assert a.by_engine == b.by_engine
    # Round 2: the 1-point bracket, boards 4-12 (S2 order 16, 20, 17, ... instead of 17, 16, 21).
    assert [d.board for d in gacrux[1].differences] == list(range(4, 13))
    assert gacrux[1].differences[0].in_file == (4, 17)
    assert gacrux[1].differences[0].by_engine == (4, 16)
    # Round 4: from board 11 on (the 1.5 bracket and below).
    assert min(d.board or 99 for d in gacrux[3].differences) == 11


def test_the_published_rounds_break_no_absolute_rule() -> None:
    t = read_trf(GROS)
    assert [f for f in check_rounds(t) if f.severity is Severity.ERROR] == []


# -- bbpPairings' own expected pairings (Apache-2.0 test suite) ------------------------------
def expected(name: str, round_no: int) -> RoundPairing:
    """A bbpPairings `.output` file: the number of pairs, then `white black` (`n 0` = the PAB)."""
    numbers = [int(x) for x in (REAL / "bbppairings" / name).read_text().split()]
    pairs = [(numbers[1 + 2 * i], numbers[2 + 2 * i]) for i in range(numbers[0])]
    bye = next((w for w, b in pairs if b == 0), None)
    return RoundPairing(round_no, tuple(p for p in pairs if p[1] != 0), bye)


def pair_next(trf: str, round_no: int, engine: object) -> RoundPairing:
    t = read_trf(REAL / "bbppairings" / trf)
    return engine.pair(t, round_no)  # type: ignore[attr-defined, no-any-return]


def test_issue_7_round_15_each_engine_equals_bbppairings_of_its_edition() -> None:
    # bbpPairings' expected round 15 was rewritten on 2025-05-26 for the new Dutch text (its
    # "dutch-2025" branch, the text applied from 1 February 2026): gacrux gives exactly that.
    # The expected output of 2022 (the text before) is exactly py4swiss's pairing.
    assert pair_next("issue_7.trf", 15, GacruxEngine()) == expected("issue_7.output.expected", 15)
    assert pair_next("issue_7.trf", 15, Py4swissEngine()) == expected("issue_7.output.2022", 15)
    assert expected("issue_7.output.expected", 15) != expected("issue_7.output.2022", 15)


def test_dutch_2025_c9_both_engines_give_the_expected_bye() -> None:
    want = expected("dutch_2025_C9.output.expected", 2)
    assert want.bye == 4
    assert pair_next("dutch_2025_C9.trf", 2, GacruxEngine()) == want
    assert pair_next("dutch_2025_C9.trf", 2, Py4swissEngine()) == want


def test_dutch_2025_c5_only_the_2026_text_gives_the_bye_to_the_lowest_score() -> None:
    # Round 3 with player 4 absent (a pre-entered `Z`; the other players still to pair).
    # The 2026 text's new C.5 minimises the score of the bye's assignee: 6 (0 points) gets it,
    # 1-5 and 3-2 play (bbpPairings' expected output, and gacrux). The earlier text has no such
    # criterion: py4swiss pairs the 2-point players 1-3 and gives the bye to 5 (1 point).
    want = expected("dutch_2025_C5.output.expected", 3)
    assert want == RoundPairing(3, ((1, 5), (3, 2)), 6)
    assert pair_next("dutch_2025_C5.trf", 3, GacruxEngine()) == want
    assert pair_next("dutch_2025_C5.trf", 3, Py4swissEngine()) == RoundPairing(
        3, ((1, 3), (6, 2)), 5
    )


def test_a_round_with_only_pre_entered_absences_is_not_read_as_withdrawals() -> None:
    # dutch_2025_C5.trf: round 3 holds only player 4's `0000 - Z`. The others' blank round 3
    # is the round still to pair, not a withdrawal after round 2 (which once made the engines
    # see everybody absent and pair nobody).
    t = read_trf(REAL / "bbppairings" / "dutch_2025_C5.trf")
    assert [p.withdrawn_after for p in t.players] == [None] * 6


# -- history re-paired, round by round ---------------------------------------------------------
def rounds_same(t: Tournament, engine: object, rounds: list[int] | None = None) -> list[bool]:
    return [c.same for c in compare_rounds(t, engine, rounds)]  # type: ignore[arg-type]


def test_issue_7_sample_rounds() -> None:
    # The generator's event (60 players, 14 rounds); every round equals gacrux's pairing, and
    # py4swiss's except round 12, where the same pairs stand on boards 27 and 28 the other way.
    t = read_trf(REAL / "bbppairings" / "issue_7.trf")
    assert rounds_same(t, GacruxEngine(), [1, 12, 14]) == [True, True, True]
    (r12,) = compare_rounds(t, Py4swissEngine(), [12])
    assert [(d.board, d.in_file, d.by_engine) for d in r12.differences] == [
        (27, (58, 50), (55, 57)),
        (28, (55, 57), (58, 50)),
    ]


@pytest.mark.slow
@SLOW
def test_issue_7_every_round() -> None:
    t = read_trf(REAL / "bbppairings" / "issue_7.trf")
    assert rounds_same(t, GacruxEngine()) == [True] * 14
    assert rounds_same(t, Py4swissEngine()) == [True] * 11 + [False] + [True] * 2


def test_lichess_numbers_are_final_ranks_so_only_later_rounds_can_match() -> None:
    # lichess's export (2020) numbers the players by final rank and writes no rating, so the
    # pairing numbers lichess paired with (rating order, C.04.3 A.2) are not in the file.
    for name, same in (
        ("2020_06.trf", [False] * 4 + [True, False] + [True] * 4),
        ("2021_03.trf", [False] * 3 + [True] * 6),
    ):
        t = read_trf(REAL / "lichess" / name)
        ordered = sorted(t.players, key=lambda p: p.start_no)
        scores = [t.points(p) for p in ordered]
        assert scores == sorted(scores, reverse=True), name
        assert all(p.rating == 0 for p in ordered), name
        assert rounds_same(t, Py4swissEngine()) == same, name


def test_sharly_declares_baku_and_black_but_its_rounds_have_neither() -> None:
    # `192 FIDE_DUTCH_2026_BAKU` (read as the 2026 text with Baku acceleration) and `152 B`.
    # Re-paired that way, the accelerated rounds 1-3 differ and rounds 4-5 equal the file.
    t = read_trf(REAL / "sharly-chess" / "trf-import-test.trf")
    assert t.pairing == PairingSettings("dutch-2026", "black", "baku")
    assert rounds_same(t, GacruxEngine()) == [False, False, False, True, True]
    # Without the acceleration, round 1 differs only by colours: every board the other way
    # round, as `152 B` asks while the file's round 1 gives player 1 white.
    t.pairing = PairingSettings("dutch-2026", "black")
    (r1, *rest) = compare_rounds(t, GacruxEngine())
    assert [c.same for c in rest] == [True] * 4
    assert len(r1.differences) == 8
    assert all(d.by_engine == d.in_file[::-1] for d in r1.differences)  # type: ignore[index]
    # And with the initial colour read back from round 1 (C.04.3 E.5), all five rounds equal.
    t.pairing = PairingSettings("dutch-2026", "white")
    assert rounds_same(t, GacruxEngine()) == [True] * 5
    assert rounds_same(t, Py4swissEngine()) == [True] * 5


@pytest.mark.slow
@SLOW
def test_karl_mala_2005() -> None:
    t = read_trf(REAL / "swiss-manager" / "karl_mala_2005.trf")
    rounds = compare_rounds(t, Py4swissEngine())
    assert [len(c.differences) for c in rounds] == [62, 99, 56, 22, 1, 19, 3]
    # Round 5: one board, colours only.
    assert [(d.in_file, d.by_engine) for d in rounds[4].differences] == [((214, 251), (251, 214))]
    # Round 1: 177-259 was paired by hand on the last board; without them, only 223 and 224
    # trade places (consistent with their pairing numbers swapped after round 1).
    for s in (177, 259):
        t.replace_player(t.player(s).with_entry(1, NOT_PAIRED))
    (r1,) = compare_rounds(t, Py4swissEngine(), [1])
    assert [(d.in_file, d.by_engine) for d in r1.differences] == [
        ((224, 82), (223, 82)),
        ((83, 223), (83, 224)),
    ]


def test_swiss_manager_titles_and_colourless_forfeits_reach_the_engine() -> None:
    # Karl-Mala 2005 writes one-letter titles (`g`, `m`) and a forfeit without colours
    # (13: `153 - -`, 153: `13 - +`); py4swiss refused both until the engine TRF left titles
    # out and gave the forfeit an opposite pair of colours (it counts for no colour).
    t = read_trf(REAL / "swiss-manager" / "karl_mala_2005.trf")
    (r5,) = compare_rounds(t, Py4swissEngine(), [5])
    assert r5.error is None
    assert [(d.in_file, d.by_engine) for d in r5.differences] == [((214, 251), (251, 214))]
