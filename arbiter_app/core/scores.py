"""Every player's score before a round, in one pass and in whole numbers.

Board order (`core.boards`, C.04.1 F.1) and the round checker's topscorers (C.04.3 A.7) ask
for the score of every player before the round on each change the window shows; summing
`Fraction`s per player made that the largest cost of an edit at 1,500 players. The points of
each result in the event's scoring are exact fractions; in the unit of their common
denominator every score is an integer, so comparisons stay exact.
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm

from arbiter_app.core.model import Result, Tournament


def points_in_unit(
    t: Tournament, unfinished_as_draw: bool = False
) -> tuple[dict[Result, int], int]:
    """Points per result as integers of a common `unit` (exact: the lcm of the denominators);
    with `unfinished_as_draw`, pending, postponed and adjourned games count as draws."""
    values = {r: Fraction(t.scoring.points(r)) for r in Result}
    if unfinished_as_draw:
        for r in Result:
            if r.is_unfinished:
                values[r] = Fraction(t.scoring.draw)
    unit = lcm(*(v.denominator for v in values.values()))
    return {r: v.numerator * (unit // v.denominator) for r, v in values.items()}, unit


def scores_before(t: Tournament, round_no: int) -> tuple[int, dict[int, int]]:
    """(unit, start number -> score of rounds 1..round_no-1 in 1/unit points), as the
    pairing counts it: an adjourned game as a draw (C.04.2 3.1)."""
    table, unit = points_in_unit(t)
    table[Result.ADJOURNED] = table[Result.DRAW]
    get = table.__getitem__
    upto = max(round_no - 1, 0)
    return unit, {p.start_no: sum(get(e.result) for e in p.rounds[:upto]) for p in t.players}
