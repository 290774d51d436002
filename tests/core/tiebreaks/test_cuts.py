"""The Cut/Median modifiers in one place (C.07 Art. 14 with the 16.5 VUR exception)."""

from __future__ import annotations

from arbiter_app.core.rules import CutRule
from arbiter_app.core.tiebreaks.cuts import apply_cuts

V, X = True, False  # VUR (cut first) or not


def test_buchholz_cuts_the_vur_even_when_it_is_not_the_lowest() -> None:
    """16.5.1 for BH: TEC #4 David, 2024 rules: values 3.0, dummy 3.5 (VUR), 1.5, 3.5, 3.5
    (in half points). BH-C1 cuts the dummy: 15.0 - 3.5 = 11.5."""
    values = [6, 7, 3, 7, 7]
    total, cuts = apply_cuts(values, values, [X, V, X, X, X], 1, 0, CutRule.VUR_EXCEPTION)
    assert (total, cuts) == (23, [(1, "low")])


def test_legacy_cuts_the_lowest_whatever_its_origin() -> None:
    """Legacy / NSF: the lowest value is cut even if another round was unplayed."""
    values = [6, 7, 3, 7, 7]
    total, cuts = apply_cuts(values, values, [X, V, X, X, X], 1, 0, CutRule.LOWEST)
    assert (total, cuts) == (27, [(2, "low")])


def test_sonneborn_berger_cuts_the_higher_of_vur_and_lsv() -> None:
    """16.5.1 explanatory note, spec §6.5 C (2024 rules, quarter points): values (opponent
    scores) 0.5, 2.5, 2.5, 1.5; amounts 0.5, 1.25, 0, 1.5; VURs in R2 and R3. C1: LSV R1 (0.5)
    is higher than the lowest VUR contribution R3 (0), so R1 goes. C2 (16.5.2): LSV is now R4
    (1.5), higher than R3's 0: R4 goes. 3.25 -> 1.25."""
    values = [2, 10, 10, 6]  # quarters
    amounts = [2, 5, 0, 6]
    total, cuts = apply_cuts(values, amounts, [X, V, V, X], 2, 0, CutRule.VUR_EXCEPTION)
    assert (total, cuts) == (5, [(0, "low"), (3, "low")])


def test_sb_lsv_tie_takes_the_lowest_product() -> None:
    """14.1.1 (4th bullet): several opponents with the lowest score: cut the lowest product.
    TEC round robin #6: opponents 3.5, 3.5, 1.5 (drawn), 1.5 (won), 3.5; SB-C1 cuts the draw
    against the 1.5 opponent: 2.25 - 0.75 = 1.50."""
    values = [7, 7, 3, 3, 7]  # halves
    amounts = [0, 0, 3, 6, 0]  # quarters
    total, cuts = apply_cuts(values, amounts, [X] * 5, 1, 0, CutRule.VUR_EXCEPTION)
    assert (total, cuts) == (6, [(2, "low")])


def test_median_cuts_low_then_high() -> None:
    """14.3: the least and the most significant value, in that order."""
    values = [5, 1, 9, 4]
    total, cuts = apply_cuts(values, values, [X] * 4, 1, 1, CutRule.VUR_EXCEPTION)
    assert (total, cuts) == (9, [(1, "low"), (2, "high")])


def test_high_cut_has_no_vur_exception() -> None:
    values = [5, 1, 9, 4]
    total, cuts = apply_cuts(values, values, [X, X, V, X], 0, 1, CutRule.VUR_EXCEPTION)
    assert (total, cuts) == (10, [(2, "high")])


def test_more_cuts_than_elements_gives_zero() -> None:
    """Spec §12 point 2: the cuts run out with the elements; the sum of nothing is 0."""
    total, cuts = apply_cuts([3, 4], [3, 4], [X, X], 5, 0, CutRule.VUR_EXCEPTION)
    assert total == 0 and len(cuts) == 2


def test_preferred_first_rule() -> None:
    """A national rule (SSF): an unplayed round is cut first even when it is not the lowest."""
    values = [2, 8, 6]
    total, cuts = apply_cuts(values, [2, 8, 6], [X, V, V], 1, 0, CutRule.PREFERRED_FIRST)
    assert (total, cuts) == (10, [(2, "low")])
