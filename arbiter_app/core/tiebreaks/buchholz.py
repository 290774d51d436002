"""Buchholz (C.07 8.1), Fore Buchholz (8.3) and Average of Opponents' Buchholz (8.2).

The elements (opponents' adjusted scores, dummies, virtual opponents) come from `elements`,
the cuts from `cuts`; the rule policy decides the unplayed rounds. BH and FB are not meant for
round robins (2026 note to Art. 8): they are computed there with Art. 15.2 (forfeits are games,
rest rounds give nothing) and the GUI warns.

FB: Buchholz "as if all paired games of the final round had ended in draws" — the opponents'
scores and the player's own score (for his dummies) are taken from the fore view
(`ScoreView(fore=True)`, see `context`). Before the tournament's final round is paired there is
nothing to draw and FB equals BH. FB takes the Cut/Median modifiers like BH (MTB26 lists
FB/C1 … FB/M2/P; the C.07 Art. 5 table's Cut-1 mark belongs to FB, not REP: one transcription
of the 2026 table puts it on REP, the 2024 table and the other 2026 sources on FB).

AOB: the exact average of the Buchholz (``AOB/F``: Fore Buchholz) of the opponents played
over the board, one addend per game (4.4); undefined without such games. It is ranked on the
exact value and printed with 2 decimals (rounded half up), which is what the TEC exercises
print (C.07 8.2 gives no precision).
"""

from __future__ import annotations

from fractions import Fraction

from arbiter_app.core.tiebreaks.base import (
    Criterion,
    Descriptor,
    Explanation,
    Value,
    explained,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import PLAYED, Context
from arbiter_app.core.tiebreaks.cuts import cut_totals
from arbiter_app.core.tiebreaks.elements import elements, explain_elements
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationNote


def buchholz_units(ctx: Context, d: Descriptor, fore: bool, targets: bool = False) -> list[int]:
    """BH (or FB) of every player in units, with the descriptor's cuts (`targets`: of the
    players of `ctx.targets` only, in that order)."""
    e = elements(ctx, fore, d.forfeits_played, targets)
    low, high = d.low_cuts, d.high_cuts
    if not low and not high:
        return [sum(v) for v in e.values]
    return cut_totals(e.values, e.prefer, low, high, ctx.policy.cut_rule)


def _targets_as_points(ctx: Context, units: list[int]) -> dict[int, Value]:
    start_nos = map(ctx.start_nos.__getitem__, ctx.targets)
    return dict(zip(start_nos, ctx.points_each(units), strict=True))


# A player's BH/FB reads their own rows and their opponents' adjusted scores: reach 1.
def _bh(ctx: Context, d: Descriptor) -> dict[int, Value]:
    return _targets_as_points(ctx, buchholz_units(ctx, d, fore=False, targets=True))


def _fb(ctx: Context, d: Descriptor) -> dict[int, Value]:
    return _targets_as_points(ctx, buchholz_units(ctx, d, fore=True, targets=True))


def _explain(ctx: Context, d: Descriptor, start_no: int, fore: bool) -> Explanation:
    i = ctx.index[start_no]
    records, total = explain_elements(
        ctx, i, fore, d.forfeits_played, products=False, low=d.low_cuts, high=d.high_cuts
    )
    notes: list[tuple[str | int | Fraction, ...]] = [
        (ExplanationNote.CUT_RULE, ctx.policy.cut_rule.value)
    ]
    if fore and ctx.final_round_paired:
        notes.append((ExplanationNote.FORE_ROUND, ctx.rounds))
    return explained(
        ctx,
        d,
        start_no,
        ctx.points(total),
        tuple(records),
        tuple(notes),
    )


def _explain_bh(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    return _explain(ctx, d, start_no, fore=False)


def _explain_fb(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    return _explain(ctx, d, start_no, fore=True)


def _aob_parts(ctx: Context, d: Descriptor) -> tuple[list[int], list[list[int]]]:
    """Opponents' full BH (or FB) in units, and each player's OTB opponents (indices)."""
    full = Descriptor(name="FB" if d.fore else "BH")
    bh = buchholz_units(ctx, full, fore=d.fore)
    view = ctx.view()
    opps = [
        [j for c, j in zip(cats, row, strict=True) if c == PLAYED and j >= 0]
        for cats, row in zip(view.cats, ctx.opp, strict=True)
    ]
    return bh, opps


def _aob(ctx: Context, d: Descriptor) -> dict[int, Value]:
    bh, opps = _aob_parts(ctx, d)
    unit = ctx.unit
    out: dict[int, Value] = {}
    for sn, row in zip(ctx.start_nos, opps, strict=True):
        out[sn] = Fraction(sum(bh[j] for j in row), unit * len(row)) if row else None
    return out


def _explain_aob(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    bh, opps = _aob_parts(ctx, d)
    i = ctx.index[start_no]
    view = ctx.view()
    contributions = []
    from arbiter_app.core.tiebreaks.base import Contribution

    for r, (c, j) in enumerate(zip(view.cats[i], ctx.opp[i], strict=True)):
        counted = c == PLAYED and j >= 0
        contributions.append(
            Contribution(
                round=r + 1,
                opponent=ctx.start_nos[j] if j >= 0 else None,
                result=view.results[i][r],
                value=ctx.points(bh[j]) if counted else None,
                amount=ctx.points(bh[j]) if counted else None,
                basis=Basis.FORE_BUCHHOLZ
                if d.fore and counted
                else Basis.BUCHHOLZ
                if counted
                else Basis.NOT_OTB,
            )
        )
    value = _aob(ctx, d)[start_no]
    return explained(
        ctx,
        d,
        start_no,
        value,
        tuple(contributions),
        ((ExplanationNote.GAMES, len(opps[i])),),
    )


register(
    Criterion(
        code=Code.BH,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Buchholz"),
        name=QT_TRANSLATE_NOOP("Report", "Buchholz"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Sum of the opponents' scores"),
        traits=frozenset({"buchholz"}),
        variants=(
            ("BH", QT_TRANSLATE_NOOP("Report", "Buchholz, no cut")),
            ("BH/C1", QT_TRANSLATE_NOOP("Report", "Buchholz Cut-1")),
            ("BH/C2", QT_TRANSLATE_NOOP("Report", "Buchholz Cut-2")),
            ("BH/M1", QT_TRANSLATE_NOOP("Report", "Buchholz median")),
            ("BH/M2", QT_TRANSLATE_NOOP("Report", "Buchholz Median-2")),
        ),
        description=QT_TRANSLATE_NOOP(
            "Report", "Buchholz: sum of the opponents' scores (unplayed rounds per the rules)"
        ),
        article="C.07 8.1",
        compute=_bh,
        explain=_explain_bh,
        aliases=("BUCHHOLZ",),
        params=frozenset({"C", "M", "P"}),
        precision=1,
        reach=1,
    )
)
register(
    Criterion(
        code=Code.FB,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Fore Buchholz"),
        name=QT_TRANSLATE_NOOP("Report", "Fore Buchholz"),
        summary=QT_TRANSLATE_NOOP(
            "TiebreakText", "Buchholz with the last round's games counted as draws"
        ),
        traits=frozenset({"buchholz"}),
        description=QT_TRANSLATE_NOOP(
            "Report", "Fore Buchholz: Buchholz with every final-round game counted as a draw"
        ),
        article="C.07 8.3",
        compute=_fb,
        explain=_explain_fb,
        params=frozenset({"C", "M", "P"}),
        precision=1,
        reach=1,
    )
)
register(
    Criterion(
        code=Code.AOB,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Average of opponents' Buchholz"),
        name=QT_TRANSLATE_NOOP("Report", "Average Buchholz of opponents"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Average Buchholz of the opponents played"),
        traits=frozenset({"buchholz"}),
        description=QT_TRANSLATE_NOOP(
            "Report", "Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB"
        ),
        article="C.07 8.2",
        compute=_aob,
        explain=_explain_aob,
        params=frozenset({"F"}),
        precision=2,
    )
)
