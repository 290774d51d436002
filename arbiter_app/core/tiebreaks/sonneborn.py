"""Sonneborn-Berger (C.07 9.1) and Koya (9.2).

SB: for every element (see `elements`) the opponent's value × the points the player scored in
that round, summed in unit². With 1-½-0 this is Σ beaten opponents + ½ Σ drawn opponents;
with other scoring both factors are tournament points (as Gacrux). Own unplayed rounds use the
policy's dummy/virtual opponent × the points awarded for the round (HPB ½, forfeit win 1,
forfeit loss and zero bye 0, PAB its value). Cuts: the least significant value is the element
of the lowest-scored opponent, ties → the lowest product (14.1.1, 4th bullet); the 16.5 VUR
exception compares contributions (see `cuts`).

KS: points scored in the rounds against opponents whose (raw, final) score is at least 50% of
the maximum possible score, the threshold moved by ``/L±n`` half points (14.5). Every round
against an opponent counts, forfeits included (as Gacrux). The maximum is win points × games a
player can play: the rounds so far, minus the rest rounds of an odd round robin and the games
against participants who never played (Gacrux does the same).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import repeat
from operator import mul

from arbiter_app.core.tiebreaks.base import (
    Contribution,
    Criterion,
    Descriptor,
    Explanation,
    Value,
    explained,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import UNFINISHED, Context
from arbiter_app.core.tiebreaks.cuts import cut_total
from arbiter_app.core.tiebreaks.elements import elements, explain_elements
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationNote


def _sb(ctx: Context, d: Descriptor) -> dict[int, Value]:
    # Own rows and the opponents' adjusted scores: reach 1, for `ctx.targets`.
    e = elements(ctx, False, d.forfeits_played, targets=True)
    low, high = d.low_cuts, d.high_cuts
    rule = ctx.policy.cut_rule
    if low or high:
        totals = [
            cut_total(vals, list(map(mul, vals, pts)), pref, low, high, rule)
            for vals, pts, pref in zip(e.values, e.points, e.prefer, strict=True)
        ]
    else:  # (the sums of the products at C level: every player's)
        totals = list(map(sum, map(map, repeat(mul), e.values, e.points)))
    start_nos = map(ctx.start_nos.__getitem__, ctx.targets)
    return dict(zip(start_nos, ctx.points_each(totals, squared=True), strict=True))


def _explain_sb(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    i = ctx.index[start_no]
    records, total = explain_elements(
        ctx, i, False, d.forfeits_played, products=True, low=d.low_cuts, high=d.high_cuts
    )
    return explained(
        ctx,
        d,
        start_no,
        ctx.points2(total),
        tuple(records),
        ((ExplanationNote.CUT_RULE, ctx.policy.cut_rule.value),),
    )


def koya_threshold(ctx: Context, d: Descriptor) -> tuple[int, int]:
    """(maximum possible score, doubled threshold) in units: qualified iff 2·score ≥ threshold."""
    rounds = ctx.rounds
    games = rounds
    if ctx.round_robin:
        n = len(ctx.players)
        cycle = n if n % 2 else n - 1
        cycles = max(1, rounds // cycle) if cycle > 0 else 1
        if n % 2 and rounds % n == 0:
            games -= rounds // n
        never = sum(1 for opps in ctx.opp if all(j < 0 for j in opps))
        games -= never * cycles
    maximum = ctx.win * max(games, 0)
    return maximum, maximum + (d.limit or 0) * ctx.unit


def _ks(ctx: Context, d: Descriptor) -> dict[int, Value]:
    _, threshold2 = koya_threshold(ctx, d)
    score = ctx.score
    view = ctx.view()
    qualified = [2 * s >= threshold2 for s in score]
    out: dict[int, Value] = {}
    for sn, opps, pts, cats in zip(ctx.start_nos, ctx.opp, view.pts, view.cats, strict=True):
        total = 0
        for j, p, c in zip(opps, pts, cats, strict=True):
            if j >= 0 and c != UNFINISHED and qualified[j]:
                total += p
        out[sn] = ctx.points(total)
    return out


def _explain_ks(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    maximum, threshold2 = koya_threshold(ctx, d)
    i = ctx.index[start_no]
    view = ctx.view()
    records = []
    total = 0
    for r, (j, p, c) in enumerate(zip(ctx.opp[i], view.pts[i], view.cats[i], strict=True)):
        if j < 0 or c == UNFINISHED:
            continue
        ok = 2 * ctx.score[j] >= threshold2
        total += p if ok else 0
        records.append(
            Contribution(
                round=r + 1,
                opponent=ctx.start_nos[j],
                result=view.results[i][r],
                value=ctx.points(ctx.score[j]),
                points=ctx.points(p),
                amount=ctx.points(p) if ok else None,
                basis=Basis.QUALIFIED if ok else Basis.BELOW_THRESHOLD,
            )
        )
    return explained(
        ctx,
        d,
        start_no,
        ctx.points(total),
        tuple(records),
        (
            (ExplanationNote.MAXIMUM, ctx.points(maximum)),
            (ExplanationNote.THRESHOLD, Fraction(threshold2, 2 * ctx.unit)),
        ),
    )


register(
    Criterion(
        code=Code.SB,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Sonneborn-Berger"),
        name=QT_TRANSLATE_NOOP("Report", "Sonneborn-Berger"),
        summary=QT_TRANSLATE_NOOP(
            "TiebreakText", "Opponents' scores times the points scored against them"
        ),
        description=QT_TRANSLATE_NOOP(
            "Report", "Sonneborn-Berger: opponents' scores times the points scored against them"
        ),
        article="C.07 9.1",
        compute=_sb,
        explain=_explain_sb,
        aliases=("SONNEBORN-BERGER",),
        params=frozenset({"C", "M", "P"}),
        precision=2,
        reach=1,
    )
)
register(
    Criterion(
        code=Code.KS,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Koya"),
        name=QT_TRANSLATE_NOOP("Report", "Koya"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Points against opponents with at least 50 %"),
        traits=frozenset({"round-robin"}),
        description=QT_TRANSLATE_NOOP(
            "Report", "Koya: points scored against opponents with at least 50% of the maximum"
        ),
        article="C.07 9.2",
        compute=_ks,
        explain=_explain_ks,
        aliases=("KOYA",),
        params=frozenset({"L"}),
        precision=1,
    )
)
