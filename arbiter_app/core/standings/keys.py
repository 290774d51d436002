"""Sort keys: each criterion's values as exact integers, best first (C.07 4.2 compares the
players criterion by criterion).

Comparing Fractions is slow, so the values of one criterion are scaled by their common
denominator into integers (`rank_keys`): exact, with an undefined value (None) after every
defined one, the order of `tiebreaks.sort_key`. The scale (`_Scale`) is kept so that a new value
after an edit can be put on the old scale (`reuse._moved`).
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from math import lcm
from operator import attrgetter, is_not
from typing import NamedTuple

from arbiter_app.core.tiebreaks import Criterion, Descriptor, Value

Key = tuple[int, int | tuple[int, ...]] | int
_INT_FRACTION_NONE = frozenset({int, Fraction, type(None)})
_DENOMINATOR = attrgetter("denominator")
_DEFINED = partial(is_not, None)
_UNDEFINED: Key = (1, 0)


class _Scale(NamedTuple):
    """How one criterion's values became integer sort keys: value × `den` × `sign` (best
    first), `undefined` for None (above every defined key)."""

    den: int
    sign: int
    undefined: int

    def key(self, v: Value) -> int | None:
        """`v`'s key on this scale; None when it does not fit (a tuple, a denominator that does
        not divide `den`, a key not below `undefined`): the caller then ranks from scratch."""
        if v is None:
            return self.undefined
        if isinstance(v, int):
            k = self.sign * v * self.den
        elif isinstance(v, Fraction):
            times, rest = divmod(self.den, v.denominator)
            if rest:
                return None
            k = self.sign * v.numerator * times
        else:
            return None
        return k if k < self.undefined else None


def rank_keys(values: dict[int, Value], crit: Criterion, d: Descriptor) -> dict[int, Key]:
    """Sort keys, best first, None last (the order of `tiebreaks.sort_key`): plain integers,
    or `Key` tuples when some value is a tuple (the keys of one call are all of one kind).

    Exact: every Fraction is scaled by the common denominator of the criterion's values, so
    the refinement compares integers instead of Fractions.
    """
    return _keys_and_scale(values, crit, d)[0]


def _keys_and_scale(
    values: dict[int, Value], crit: Criterion, d: Descriptor
) -> tuple[dict[int, Key], _Scale | None]:
    """`rank_keys`, and the scale of the integer keys (None for tuple keys)."""
    # Values recur (and the context hands out one Fraction per value), so each distinct
    # object is examined once; `id` is safe as a key while `values` holds the objects. (C-level
    # map/zip throughout: this runs over every tied player of every criterion.)
    ids = list(map(id, values.values()))
    distinct = dict(zip(ids, values.values(), strict=True))
    # (`int` is tested first: `isinstance(x, Fraction)` goes through the numbers ABCs, slow for
    # the thousands of distinct ints of a criterion like LOT.)
    kinds = set(map(type, distinct.values()))
    den = 1
    if kinds <= _INT_FRACTION_NONE:  # (the usual case: no tuple; one pass at C level)
        if Fraction in kinds:  # (an int's denominator is 1)
            den = lcm(*set(map(_DENOMINATOR, filter(_DEFINED, distinct.values()))))
    else:
        for v in distinct.values():
            if v is None or isinstance(v, int):
                continue
            if isinstance(v, tuple):
                for x in v:
                    den = lcm(den, Fraction(x).denominator)
            else:
                den = lcm(den, v.denominator)
    sign = -1 if crit.lower_is_better == d.reverse else 1  # higher is better: descending

    def scaled(x: Fraction | int) -> int:
        if isinstance(x, int):
            return sign * x * den
        return sign * x.numerator * (den // x.denominator)

    if any(isinstance(v, tuple) for v in distinct.values()):

        def key(v: Value) -> Key:
            if v is None:
                return _UNDEFINED
            if isinstance(v, tuple):
                return (0, tuple(scaled(x) for x in v))
            return (0, scaled(v))

        tuple_keys = {k: key(v) for k, v in distinct.items()}
        return dict(zip(values, map(tuple_keys.__getitem__, ids), strict=True)), None
    # Plain integers (cheaper to sort): undefined values after every defined one.
    defined = {k: scaled(v) for k, v in distinct.items() if v is not None}  # type: ignore[arg-type]
    scale = _Scale(den, sign, max(defined.values(), default=0) + 1)
    int_keys: dict[int, Key] = {k: defined.get(k, scale.undefined) for k in distinct}
    return dict(zip(values, map(int_keys.__getitem__, ids), strict=True)), scale
