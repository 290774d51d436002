"""DrawBoss "Korrektion" criteria (Danish backgammon; seed ``003_58f04dcfe5ad8ffc.txt``, digest §4).

- ``RSUM`` ("Rating korrektion"): the sum of the opponents' ratings; a pairing-allocated or
  full-point bye counts as an opponent rated 500 ("BYE er sat til 500 i rating"; ``RSUM/B<n>``
  sets another value). Decisions where the seed is silent: a forfeit counts its scheduled
  opponent (the pairing was made); a half/zero-point bye or a round without pairing adds
  nothing; an unrated opponent counts 0, or the rating for unrated players if one is set
  (``RSUM/U1400``, ``--unrated``, the tournament setting).
- ``BHL`` ("Buchholz / Solkov" with its layers): a tuple — the sum of all opponents' scores,
  then the sum of the best R−1, R−2, …, best 1 (R = rounds played so far), compared left to right
  and printed ``9/7/5/3``. Players equal on every layer share the place.
- ``BHL/V1`` ("Buchholz Variant 1"): the same layers in the order R−2, R−1, R, R−3, R−4, …, 1
  (``5/7/9/3`` for opponent scores 3, 2, 2, 2). With fewer than three rounds the layers that
  do not exist (R−2 ≤ 0) are left out.
- ``BHM`` ("Buchholz median", DrawBoss's): drop the highest and the lowest opponent score; in
  an event of 9 rounds or more (the planned number of rounds) drop the two highest and the two
  lowest. FIDE's ``BH/M1`` / ``BH/M2`` fix the number instead.

The opponent scores are the Buchholz elements of the rule set in force (`core.tiebreaks.elements`):
under the ``drawboss`` rules (the DrawBoss presets) an opponent counts at their plain score and
"a bye counts as an opponent with 0 points"; under other rules the same layering applies to
their adjusted scores and dummies.
"""

from __future__ import annotations

from fractions import Fraction

from arbiter_app.core.model import Result
from arbiter_app.core.tiebreaks.base import (
    Contribution,
    Criterion,
    Descriptor,
    DescriptorError,
    Explanation,
    Number,
    Value,
    explained,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import Context
from arbiter_app.core.tiebreaks.cuts import apply_cuts
from arbiter_app.core.tiebreaks.elements import elements, explain_elements
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput, ExplanationNote

BYE_RATING = 500  # seed 003: "BYE er sat til 500 i rating"
MEDIAN_TWO_FROM = 9  # seed 003: "ved 9 runder eller mere fjernes de to højeste og to laveste"
_BYES_WITH_RATING = frozenset({Result.PAIRING_BYE, Result.FULL_BYE})


# -- pure functions ---------------------------------------------------------------------------
def layer_sizes(rounds: int, variant: int = 0) -> list[int]:
    """How many best values each layer sums: [R, R−1, …, 1], or Variant 1's
    [R−2, R−1, R, R−3, …, 1] (sizes below 1 left out)."""
    plain = list(range(rounds, 0, -1))
    if variant == 0:
        return plain
    head = [k for k in (rounds - 2, rounds - 1, rounds) if k >= 1]
    return head + [k for k in plain if k not in head]


def layers(values: list[int], sizes: list[int]) -> tuple[int, ...]:
    """Sum of the best `k` values for every `k` in `sizes` (all values when k exceeds them)."""
    best = sorted(values, reverse=True)
    prefix = [0]
    for v in best:
        prefix.append(prefix[-1] + v)
    return tuple(prefix[min(k, len(best))] for k in sizes)


def median_cuts(planned_rounds: int) -> int:
    """Values DrawBoss drops at each end: one, or two from 9 rounds on."""
    return 2 if planned_rounds >= MEDIAN_TWO_FROM else 1


# -- BHL, BHL/V1 ------------------------------------------------------------------------------
def _variant(d: Descriptor) -> int:
    v = d.option("V")
    if v is None or v == "0":
        return 0
    if v == "1":
        return 1
    raise DescriptorError(f"{d.code}: only /V1 (DrawBoss Variant 1) exists")


# BHL, BHM, RSUM read the player's rows and the opponents' scores or ratings (reach 1): they
# are computed for `ctx.targets`.
def _bhl(ctx: Context, d: Descriptor) -> dict[int, Value]:
    sizes = layer_sizes(ctx.rounds, _variant(d))
    e = elements(ctx, targets=True)
    out: dict[int, Value] = {}
    for i, values in zip(ctx.targets, e.values, strict=True):
        out[ctx.start_nos[i]] = (
            tuple(ctx.points(x) for x in layers(values, sizes)) if sizes else None
        )
    return out


def _explain_bhl(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    i = ctx.index[start_no]
    sizes = layer_sizes(ctx.rounds, _variant(d))
    records, _ = explain_elements(ctx, i, fore=False, forfeits_played=False, products=False)
    value = _bhl(ctx, d)[start_no]
    return explained(
        ctx,
        d,
        start_no,
        value,
        tuple(records),
        ((ExplanationNote.LAYERS, *sizes),),
    )


# -- BHM --------------------------------------------------------------------------------------
def _bhm(ctx: Context, d: Descriptor) -> dict[int, Value]:
    n = median_cuts(ctx.planned_rounds)
    e = elements(ctx, targets=True)
    rule = ctx.policy.cut_rule
    out: dict[int, Value] = {}
    for i, values, prefer in zip(ctx.targets, e.values, e.prefer, strict=True):
        total, _ = apply_cuts(values, values, prefer, n, n, rule)
        out[ctx.start_nos[i]] = ctx.points(total)
    return out


def _explain_bhm(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    i = ctx.index[start_no]
    n = median_cuts(ctx.planned_rounds)
    records, total = explain_elements(
        ctx, i, fore=False, forfeits_played=False, products=False, low=n, high=n
    )
    return explained(
        ctx,
        d,
        start_no,
        ctx.points(total),
        tuple(records),
        ((ExplanationNote.CUT_EACH_END, n), (ExplanationNote.PLANNED_ROUNDS, ctx.planned_rounds)),
    )


# -- RSUM -------------------------------------------------------------------------------------
def _bye_rating(d: Descriptor) -> int:
    b = d.option("B")
    if b is None:
        return BYE_RATING
    if not b.isdigit():
        raise DescriptorError(f"{d.code}: /B needs the rating a bye counts as, e.g. /B500")
    return int(b)


def _rsum_round(ctx: Context, d: Descriptor, i: int, r: int) -> tuple[int, Basis]:
    """(rating added, basis) for round `r` of player `i`."""
    j = ctx.opp[i][r]
    result = ctx.results[i][r]
    if j >= 0 and result.has_opponent:
        rating = ctx.players[j].rating
        if rating:
            return rating, Basis.RATING
        unrated = d.unrated if d.unrated is not None else ctx.unrated
        return (unrated, Basis.UNRATED_RATING) if unrated is not None else (0, Basis.UNRATED)
    if result in _BYES_WITH_RATING:
        return _bye_rating(d), Basis.BYE_RATING
    return 0, Basis.NO_OPPONENT


def _rsum(ctx: Context, d: Descriptor) -> dict[int, Value]:
    return {
        ctx.start_nos[i]: sum(_rsum_round(ctx, d, i, r)[0] for r in range(ctx.rounds))
        for i in ctx.targets
    }


def _explain_rsum(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    i = ctx.index[start_no]
    records = []
    total = 0
    for r in range(ctx.rounds):
        j = ctx.opp[i][r]
        rating, basis = _rsum_round(ctx, d, i, r)
        total += rating
        numbers: tuple[tuple[str, Number], ...] = ()
        if basis is Basis.BYE_RATING:
            numbers = ((ExplanationInput.BYE_RATING, rating),)
        records.append(
            Contribution(
                round=r + 1,
                opponent=ctx.start_nos[j] if j >= 0 else None,
                result=ctx.results[i][r],
                value=rating,
                points=Fraction(ctx.view().pts[i][r], ctx.unit),
                amount=rating,
                basis=basis,
                numbers=numbers,
            )
        )
    return explained(ctx, d, start_no, total, tuple(records))


register(
    Criterion(
        code=Code.RSUM,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Rating correction"),
        name=QT_TRANSLATE_NOOP("Report", "Rating correction"),
        summary=QT_TRANSLATE_NOOP(
            "TiebreakText", "DrawBoss: sum of the opponents' ratings, a bye rated 500"
        ),
        traits=frozenset({"rating"}),
        description=QT_TRANSLATE_NOOP(
            "Report", "DrawBoss rating correction: sum of the opponents' ratings, a bye rated 500"
        ),
        article="DrawBoss (seed 003)",
        compute=_rsum,
        explain=_explain_rsum,
        params=frozenset({"B", "U"}),
        score_kinds=False,
        precision=0,
        reach=1,
    )
)
register(
    Criterion(
        code=Code.BHL,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Layered Buchholz"),
        name=QT_TRANSLATE_NOOP("Report", "Layered Buchholz"),
        summary=QT_TRANSLATE_NOOP(
            "TiebreakText", "DrawBoss: all opponents, then the best R−1, … in turn"
        ),
        traits=frozenset({"buchholz"}),
        variants=(("BHL/V1", QT_TRANSLATE_NOOP("Report", "Buchholz Variant 1")),),
        description=QT_TRANSLATE_NOOP(
            "Report",
            "DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, "
            "compared in turn (/V1: order R-2, R-1, R, R-3, ...)",
        ),
        article="DrawBoss (seed 003)",
        compute=_bhl,
        explain=_explain_bhl,
        params=frozenset({"V"}),
        score_kinds=False,
        precision=1,
        trim_zeros=True,  # seed 003 prints whole points bare: 9/7/5/3
        reach=1,
    )
)
register(
    Criterion(
        code=Code.BHM,
        title=QT_TRANSLATE_NOOP("TiebreakText", "DrawBoss median Buchholz"),
        name=QT_TRANSLATE_NOOP("Report", "Buchholz median (DrawBoss)"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "DrawBoss: highest and lowest opponent dropped"),
        traits=frozenset({"buchholz"}),
        description=QT_TRANSLATE_NOOP(
            "Report",
            "DrawBoss median Buchholz: drop the highest and lowest opponent "
            "(the two highest and lowest from 9 rounds on)",
        ),
        article="DrawBoss (seed 003)",
        compute=_bhm,
        explain=_explain_bhm,
        score_kinds=False,
        precision=1,
        trim_zeros=True,  # seed 003 prints whole points bare: 9/7/5/3
        reach=1,
    )
)
