"""The two conversion tables of the FIDE Rating Regulations (B.02), `core.b02`.

Source: the printed B.02 tables (FIDE Rating Regulations 2024, tables 8.1.1 and 8.1.2,
handbook.fide.com/chapter/B022024) and the TEC exercise (tests/data/fide-tec/expected.json,
IA Mario Held, "Exercises in Tie-Breaking") for the rounding to hundredths.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_app.core import b02


@pytest.mark.parametrize(
    ("p", "dp"),
    [
        # FIDE Rating Regulations, table 8.1.1 (p -> dp), values read from the printed table.
        (50, 0),
        (75, 193),
        (100, 800),
        (0, -800),
        (99, 677),
        (1, -677),
        (92, 401),
        (67, 125),
        (38, -87),
        (62, 87),
        (13, -322),
    ],
)
def test_b02_dp_spot_checks(p: int, dp: int) -> None:
    assert b02.dp(p) == dp


@pytest.mark.parametrize(
    ("d", "higher"),
    [
        # FIDE Rating Regulations, table 8.1.2 (D -> PD for the higher-rated player, H), read
        # from the printed table: 0-3 .50, 4-10 .51, 92-98 .63, 99-106 .64, 392-411 .92,
        # 620-735 .99, over 735 1.00.
        (0, 50),
        (3, 50),
        (4, 51),
        (10, 51),
        (98, 63),
        (99, 64),
        (400, 92),
        (411, 92),
        (412, 93),
        (735, 99),
        (736, 100),
        (2000, 100),
    ],
)
def test_b02_pd_spot_checks(d: int, higher: int) -> None:
    assert b02.pd(d) == higher
    assert b02.pd(-d) == 100 - higher  # the L column is 1 - H on every line of the table


def test_b02_table_shapes() -> None:
    """101 entries p = 0.00 .. 1.00, antisymmetric; 51 bands of D (50 + "over 735")."""
    assert len(b02.DP) == 101
    assert all(b02.DP[k] == -b02.DP[100 - k] for k in range(101))
    assert list(b02.DP) == sorted(b02.DP)
    assert len(b02.PD_BANDS) + 1 == 51
    tops = [top for top, _ in b02.PD_BANDS]
    assert tops == sorted(tops) and tops[-1] == 735
    assert [pd for _, pd in b02.PD_BANDS] == list(range(50, 100))
    with pytest.raises(ValueError):
        b02.dp(101)


@pytest.mark.parametrize(
    ("p", "hundredths"),
    [(Fraction(3, 8), 38), (Fraction(2, 3), 67), (Fraction(1, 8), 13), (Fraction(5, 8), 63)],
)
def test_fraction_rounded_half_up_to_hundredths(p: Fraction, hundredths: int) -> None:
    """0.375 -> 0.38 is what the TEC exercise prints for held_swiss_5 player 11 (TPR 1776)."""
    assert b02.hundredths(p) == hundredths
