"""Comparing rule editions (core.compare) against the FIDE TEC exercise's own figures.

Source: IA Mario Held, "Exercises in Tie-Breaking", FIDE TEC rev. 2403220900, transcribed in
tests/data/fide-tec/ (copies of ../shared/fixtures/fide-tec/); `expected.json` holds the values
the exercise prints under the 2023/2024 text and re-derived under the March-2026 16.4 caps.

The oracle (tests/tec_oracle.py) ranks the players itself from those printed values and derives
which places change and, per pair whose order changes, the first criterion deciding it
differently. The comparison must say the same, with the same printed values.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import tec_oracle as oracle
from conftest import FIDE_TEC

from arbiter_app.core.compare import SideError, compare, explain_change, parse_side
from arbiter_app.core.tiebreaks import format_value
from arbiter_app.io.trf import read_trf

EXPECTED = oracle.EXPECTED
SWISS_5 = oracle.SWISS_5


@pytest.mark.parametrize("codes", [["SB", "FB"], ["FB", "SB/C1"], ["SB/C1"]])
def test_changes_match_the_exercise_figures(codes: list[str]) -> None:
    # SB, SB/C1 and FB are printed for every player under both editions, exactly (quarters).
    expected_moves = oracle.moves(codes)
    assert expected_moves, "the chosen lists must change some place for the test to mean much"

    t = read_trf(FIDE_TEC / SWISS_5)
    c = compare(t, "fide-2024", "fide-2026", tiebreaks=codes)
    assert {ch.start_no: (ch.place_a[0], ch.place_b[0]) for ch in c.changes} == expected_moves

    for pair in c.pairs:
        code = oracle.deciding(codes, pair.first, pair.second)
        assert (pair.code_a, pair.code_b) == (code, code)
        for edition, values in (("fide-2024", pair.values_a), ("fide-2026", pair.values_b)):
            assert [format_value(code, v) for v in values] == [
                oracle.printed(edition, code, pair.first),
                oracle.printed(edition, code, pair.second),
            ]


def test_bh_cut1_decides_irina_and_maria() -> None:
    # The exercise prints BH/C1 12.0 for Irina (8) and Maria (11) under 2024, 12.0 and 11.0
    # under 2026 (Maria's forfeit win, 16.4.1 cap), BH 13.5 for both in 2024 and SB 5.25 / 5.75:
    # 2024 ranks Maria first on SB, 2026 Irina first on BH/C1, the first criterion that differs.
    t = read_trf(FIDE_TEC / SWISS_5)
    c = compare(t, "fide-2024", "fide-2026", tiebreaks=["BH/C1", "BH", "SB"])
    assert [(ch.start_no, ch.place_a, ch.place_b) for ch in c.changes] == [
        (11, (7, 7), (8, 8)),
        (8, (8, 8), (7, 7)),
    ]
    (pair,) = c.pairs
    assert (pair.first, pair.second, pair.order_a, pair.order_b) == (11, 8, -1, 1)
    assert pair.code_a == pair.code_b == "BH/C1"
    assert pair.values_a == (Fraction(12), Fraction(12))
    assert pair.values_b == (Fraction(11), Fraction(12))
    assert pair.decided_a is not None and pair.decided_a.code == "SB"
    assert (pair.decided_a.first, pair.decided_a.second) == (Fraction(23, 4), Fraction(21, 4))
    assert pair.decided_b is not None and pair.decided_b.code == "BH/C1"
    explained = explain_change(c, pair)
    assert [e.value for e in explained["a"]] == [Fraction(12), Fraction(12)]
    assert [e.value for e in explained["b"]] == [Fraction(11), Fraction(12)]
    assert {e.rules for e in explained["b"]} == {"fide-2026"}
    # Maria's 2026 BH/C1: the forfeit round's dummy is capped (16.4.1) and shows in the rounds.
    assert any(x.basis == "dummy-capped" for x in explained["b"][0].contributions)


def test_editions_agree_where_the_exercise_says_so() -> None:
    # held_swiss_9 and the round robin: ranking by points then DE (the exercise's
    # ranks_PTS_DE) does not depend on the edition, and both sides give the printed ranks.
    for name in ("held_swiss_9.trf", "held_round_robin.trf"):
        t = read_trf(FIDE_TEC / name)
        c = compare(t, "fide-2024:DE", "fide-2026:DE")
        assert c.changes == ()
        ranks = EXPECTED[name]["ranks_PTS_DE"]
        for st in (c.a, c.b):
            got = {str(r.start_no): r.rank for r in st.rows}
            assert {k: v for k, v in got.items() if k in ranks} == {
                k: v for k, v in ranks.items() if k != "note" and not isinstance(v, dict)
            }


def test_sides_parse() -> None:
    assert parse_side("fide-2024").rules == "fide-2024"
    side = parse_side("fide-2026:BH/C1, BH ,SB")
    assert (side.rules, side.tiebreaks) == ("fide-2026", ("BH/C1", "BH", "SB"))
    assert parse_side("preset:NSF").preset == "nsf"
    assert parse_side("file").rules is None
    assert parse_side("file:SB").tiebreaks == ("SB",)
    for bad in ("", "fide-1999", "preset:nope", "fide-2024:BH,XYZ"):
        with pytest.raises(SideError):
            parse_side(bad)


def test_preset_side_uses_its_list_and_rules() -> None:
    t = read_trf(FIDE_TEC / SWISS_5)
    c = compare(t, "preset:fide-2024-swiss", "preset:fide-2026-swiss")
    assert (c.a.rules, c.b.rules) == ("fide-2024", "fide-2026")
    assert c.a.tiebreaks == ("DE", "WIN", "BPG", "BH/C1", "BH", "SB", "LOT")
