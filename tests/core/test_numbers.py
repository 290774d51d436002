"""The one number formatter (`core.numbers`): exact decimals, the rule's precision, the locale's
separator. Expected texts are hand calculations shown next to each case."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_app.core import numbers


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (Fraction(4), "4.0"),  # points print one decimal (crosstables: 4.0)
        (Fraction(7, 2), "3.5"),
        (Fraction(9, 4), "2.25"),  # a quarter needs two decimals to stay exact
        (Fraction(-1, 2), "-0.5"),
        (0, "0.0"),
    ],
)
def test_points_are_exact(value: Fraction | int, text: str) -> None:
    assert numbers.points(value) == text


def test_decimal_comma_on_screen() -> None:
    """sv/nb/da/bg write 12,5: the separator is a parameter, the digits are the same."""
    assert numbers.points(Fraction(25, 2), ",") == "12,5"
    assert numbers.rounded(Fraction(2, 3), 2, ",") == "0,67"
    assert numbers.exact((Fraction(9), Fraction(7, 2)), ",") == "9,0/3,5"
    assert numbers.localise("9/7/5.5", ",") == "9/7/5,5"


def test_no_short_exact_form_is_refused_or_kept_as_a_fraction() -> None:
    with pytest.raises(ValueError):
        numbers.decimal(Fraction(1, 3), 1)
    assert numbers.exact(Fraction(1, 3)) == "1/3"
    assert numbers.exact(7) == "7"
    assert numbers.exact(None) == ""


@pytest.mark.parametrize(
    ("value", "places", "text"),
    [
        (Fraction(5, 2), 0, "3"),  # 2.5 -> 3: half away from zero
        (Fraction(-5, 2), 0, "-3"),
        (Fraction(1, 8), 2, "0.13"),  # 0.125 -> 0.13
        (Fraction(2, 3), 1, "0.7"),  # 0.666... -> 0.7
        (Fraction(1546, 1), 0, "1546"),  # ARO, an integer
    ],
)
def test_rounded_to_the_rule_precision(value: Fraction, places: int, text: str) -> None:
    assert numbers.rounded(value, places) == text


def test_scoring_values_as_a_system_is_written() -> None:
    """`1-½-0`, `3-1-0`, and a quarter as a decimal."""
    assert [numbers.scoring(x) for x in (Fraction(1), Fraction(1, 2), Fraction(0))] == [
        "1",
        "½",
        "0",
    ]
    assert numbers.scoring(Fraction(1, 4)) == "0.25"
