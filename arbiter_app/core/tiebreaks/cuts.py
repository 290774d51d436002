"""The Cut and Median modifiers (C.07 Art. 14), with the Art. 16.5 VUR exception, in one place.

Every "sum of values" criterion (BH, FB, SB, ARO ...) hands its elements here. An element has
a *value* (what ranks it: the opponent's score, a rating) and an *amount* (what enters the sum:
the same for BH, value × points for SB) and a `prefer` flag (a VUR under 16.5, or whatever the
policy's own cut rule prefers).

- Low cuts come first, one at a time (14.3/14.4 "in that order"). The least significant value
  (LSV) is the element with the lowest value; equal values → the lowest amount (SB-C1, the 4th
  bullet of 14.1.1). Under `CutRule.VUR_EXCEPTION` (16.5.1) the candidate V is the preferred
  element with the lowest *amount* (16.5.1 speaks of contributions, not dummy scores); V is cut
  unless its amount is lower than the LSV's amount, in which case the LSV is cut ("the higher of
  the two"; for BH V is never lower, so V is cut). 16.5.2: the rule is applied again to the
  remaining elements for every further low cut.
- High cuts (Median) take the most significant value (highest value, then highest amount), with
  no VUR exception.
- When the elements run out the remaining cuts do nothing and the sum is 0 (C.07 14.1 is silent;
  Gacrux's reading; the number of elements equals the number of rounds in a Swiss event, so
  this only arises with rest rounds in round robins or absurd cuts).
- Among equal candidates the earliest round is cut (only the explanation can tell).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, count
from operator import sub

from arbiter_app.core.rules.base import CutRule


def apply_cuts(
    values: Sequence[int],
    amounts: Sequence[int],
    prefer: Sequence[bool],
    low: int,
    high: int,
    rule: CutRule,
) -> tuple[int, list[tuple[int, str]]]:
    """Sum of `amounts` after `low` low cuts and `high` high cuts.

    Returns the total and the cut elements as (position, "low" | "high"), in cutting order.
    """
    alive = list(range(len(values)))
    cuts: list[tuple[int, str]] = []
    # Each element's order key made once (the LSV: lowest value, then lowest amount, then the
    # earliest round), looked up by position in C rather than built by a Python key function
    # at every comparison.
    least = list(zip(values, amounts, alive, strict=True))
    for _ in range(low):
        if not alive:
            break
        lsv = min(alive, key=least.__getitem__)
        chosen = lsv
        if rule is not CutRule.LOWEST:
            preferred = [k for k in alive if prefer[k]]
            if preferred:
                v = min(preferred, key=lambda k: (amounts[k], values[k], k))
                if rule is CutRule.PREFERRED_FIRST or amounts[v] >= amounts[lsv]:
                    chosen = v
        alive.remove(chosen)
        cuts.append((chosen, "low"))
    if high:
        most = list(zip(values, amounts, [-k for k in range(len(values))], strict=True))
        for _ in range(high):
            if not alive:
                break
            top = max(alive, key=most.__getitem__)
            alive.remove(top)
            cuts.append((top, "high"))
    return sum(amounts[k] for k in alive), cuts


def cut_total(
    values: Sequence[int],
    amounts: Sequence[int],
    prefer: Sequence[bool],
    low: int,
    high: int,
    rule: CutRule,
) -> int:
    """`apply_cuts`'s total without its bookkeeping: fast paths for no cut, Cut-1 and cuts
    without a preferred element (the common cases); the general loop otherwise."""
    if not low and not high:
        return sum(amounts)
    if low == 1 and not high:
        # Cut-1, the usual case: one pass, the element apply_cuts would remove. The LSV is the
        # first in (value, amount) order; the preferred candidate V the one with the lowest
        # amount; only the removed amount matters for the sum.
        if not values:
            return 0
        # BH passes its values as the amounts: then the LSV's amount is the least value.
        cut = min(values) if values is amounts else min(zip(values, amounts, strict=True))[1]
        if rule is not CutRule.LOWEST and any(prefer):
            v = min(compress(amounts, prefer))
            if rule is CutRule.PREFERRED_FIRST or v >= cut:
                cut = v
        return sum(amounts) - cut
    if rule is CutRule.LOWEST or not any(prefer):
        # No preference: the low cuts take the first elements in (value, amount) order, the
        # high cuts the last of the rest — the same elements the loop in apply_cuts removes.
        ordered = sorted(zip(values, amounts, strict=True))
        kept = ordered[low : max(low, len(ordered) - high)]
        return sum(a for _, a in kept)
    return apply_cuts(values, amounts, prefer, low, high, rule)[0]


def cut_totals(
    values: Sequence[Sequence[int]],
    prefer: Sequence[Sequence[bool]],
    low: int,
    high: int,
    rule: CutRule,
) -> list[int]:
    """`cut_total` of every player's elements whose amounts are their values (BH, FB), one
    row per player. Cut-1 is done at C level for every row: the sum less the least value,
    or, for a row with a preferred element (under `VUR_EXCEPTION` or `PREFERRED_FIRST`), less
    the least preferred value V: with the values as the amounts V is never lower than the
    least value, so V is the one cut (16.5.1, `cut_total`'s Cut-1)."""
    if low != 1 or high or not all(values):
        return [cut_total(v, v, p, low, high, rule) for v, p in zip(values, prefer, strict=True)]
    totals = list(map(sub, map(sum, values), map(min, values)))
    if rule is not CutRule.LOWEST:
        flagged = list(compress(count(), map(any, prefer)))
        rows = list(map(values.__getitem__, flagged))
        least_preferred = map(min, map(compress, rows, map(prefer.__getitem__, flagged)))
        for k, total in zip(flagged, map(sub, map(sum, rows), least_preferred), strict=True):
            totals[k] = total
    return totals
