"""Baku acceleration (FIDE C.04.5.1): the groups, the virtual points and both engines' round 1.

Expected numbers are the text's own: "if there are 161 players ... is 82"; "In a nine-round
tournament, the accelerated rounds are five. The players in GA are assigned one virtual point
in the first three rounds, and half virtual point in the" fourth and fifth.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_app.core.model import Player, System, Tournament
from arbiter_app.core.pairing.acceleration import BAKU, baku_virtual_points, group_a
from arbiter_app.core.pairing.checker import check_rounds
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026
from arbiter_app.core.pairing.fpc import compare_rounds
from arbiter_app.core.pairing.generator import Settings, generate
from arbiter_app.core.settings import PairingSettings
from arbiter_app.core.validate import Severity
from arbiter_app.io.pairing_engines import GacruxEngine, Py4swissEngine, engine_trf


def event(n: int, rounds: int = 9) -> Tournament:
    t = Tournament(name="t", start_date="2026-06-01", system=System.SWISS, rounds=rounds)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i, name=f"P{i}", rating=2700 - i))
    t.pairing = PairingSettings(acceleration=BAKU)
    return t


def test_group_a_is_the_first_half_rounded_up_to_even() -> None:
    assert len(group_a(event(161))) == 82  # the text's example
    assert group_a(event(16)) == set(range(1, 9))
    assert len(group_a(event(10))) == 6  # 5 rounded up to the nearest even number


def test_virtual_points_of_a_nine_round_event() -> None:
    one, half = Fraction(1), Fraction(1, 2)
    assert baku_virtual_points(event(16))[1] == [one, one, one, half, half]
    assert 9 not in baku_virtual_points(event(16))  # GB players get none
    assert baku_virtual_points(event(16, rounds=7))[1] == [one, one, half, half]


def test_the_engines_get_xxa_and_250_records() -> None:
    lines = engine_trf(event(16), 1).text.splitlines()
    assert "XXA    1  1.0  1.0  1.0  0.5  0.5" in lines
    # TRF-26 250: match points at 5-8 ("empty for individuals"), game points at 10-13, rounds
    # 15-17 / 19-21, players 23-26 / 28-31 (spec/fide-tiebreaks.md, TRF-26 table).
    assert "250       1.0   1   3    1    8" in lines and "250       0.5   4   5    1    8" in lines


@pytest.mark.parametrize("engine", [GacruxEngine(), Py4swissEngine()], ids=lambda e: e.name)
def test_round_one_pairs_inside_each_group(engine: GacruxEngine) -> None:
    # GA (1-8, one virtual point) and GB (9-16) are separate score groups in round 1:
    # 1-5, 6-2, 3-7, 8-4 and 9-13, 14-10, 11-15, 16-12 (C.04.3 round 1 inside each group).
    assert engine.pair(event(16), 1).boards == (
        (1, 5), (6, 2), (3, 7), (8, 4), (9, 13), (14, 10), (11, 15), (16, 12),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("engine", "edition"), [(GacruxEngine(), DUTCH_2026), (Py4swissEngine(), DUTCH_2025)]
)
def test_an_accelerated_event_passes_our_checker_and_the_fpc(
    engine: GacruxEngine, edition: str
) -> None:
    t = generate(Settings(24, 7, 5, edition=edition, acceleration=BAKU), engine)
    assert [f for f in check_rounds(t) if f.severity is Severity.ERROR] == []
    assert [c.round_no for c in compare_rounds(t, engine) if not c.same] == []
