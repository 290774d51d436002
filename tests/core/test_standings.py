"""Standings by partition refinement (C.07 4.2) on the TEC exercise (held_swiss_5.trf, values
printed in tests/data/fide-tec/expected.json), shared places and the seeded lots."""

from __future__ import annotations

import pytest
from conftest import FIDE_TEC

from arbiter_app.core import standings
from arbiter_app.core.tiebreaks import DescriptorError
from arbiter_app.io.trf import read_trf


def _order(st: standings.Standings) -> list[tuple[int, int, int]]:
    return [(r.start_no, r.rank, r.rank_last) for r in st.rows]


def test_refinement_applies_each_criterion_inside_tied_groups_only() -> None:
    """Points groups: 4.0 {2}; 3.5 {1, 3, 4, 16}; ... Inside 3.5, BH (printed 12.5, 15.5, 15.0,
    12.5) gives 3, 4, then {1, 16} tied on 12.5, which SB (8.00 vs 7.25) splits: 1 before 16."""
    st = standings.compute(read_trf(FIDE_TEC / "held_swiss_5.trf"), ["BH", "SB"])
    assert _order(st)[:5] == [(2, 1, 1), (3, 2, 2), (4, 3, 3), (1, 4, 4), (16, 5, 5)]


def test_shared_places_when_the_list_is_exhausted() -> None:
    """With BH alone, 1 and 16 (both 12.5) share 4th–5th place."""
    st = standings.compute(read_trf(FIDE_TEC / "held_swiss_5.trf"), ["BH"])
    assert _order(st)[3:5] == [(1, 4, 5), (16, 4, 5)]
    assert st.row(1).shared and not st.row(3).shared


def test_points_only() -> None:
    """No list: equal points share the place (the 3.5 group is 2nd–5th)."""
    st = standings.compute(read_trf(FIDE_TEC / "held_swiss_5.trf"), [])
    assert [(r.rank, r.rank_last) for r in st.rows if r.start_no in (1, 3, 4, 16)] == [(2, 5)] * 4
    assert st.tiebreaks == ()


def test_leading_pts_is_dropped() -> None:
    """TRF-26 record 212 lists PTS first; points always come first anyway."""
    st = standings.compute(read_trf(FIDE_TEC / "held_swiss_5.trf"), ["PTS", "bh-c1"])
    assert st.tiebreaks == ("BH/C1",)


def test_lots_are_seeded_and_stable() -> None:
    """LOT breaks every tie, and the same seed gives the same list on every run; another seed
    (an explicit new draw) may give another order."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    first = standings.compute(t, ["LOT"])
    assert len({r.rank for r in first.rows}) == len(first.rows)
    assert standings.compute(t, ["LOT"]) == first
    orders = set()
    for seed in range(6):
        t.lots_seed = seed
        orders.add(tuple(r.start_no for r in standings.compute(t, ["LOT"]).rows))
    assert len(orders) > 1


def test_bad_descriptor() -> None:
    with pytest.raises(DescriptorError, match="BH/X1"):
        standings.compute(read_trf(FIDE_TEC / "held_swiss_5.trf"), ["BH/X1"])


def test_values_for_everybody() -> None:
    """Per-player criteria are computed for every player, tied or not (printed in full)."""
    st = standings.compute(read_trf(FIDE_TEC / "held_swiss_5.trf"), ["BH", "DE"])
    assert all(r.values[0] is not None for r in st.rows)
    assert st.row(2).values[1] is None  # alone on 4.0: DE never applied to Bruno
