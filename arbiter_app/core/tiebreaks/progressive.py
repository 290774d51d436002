"""Sum of progressive scores (C.07 7.5) and the primary score (PTS).

PS: the sum of the player's cumulative score after each round, every round counted at the
points awarded (unplayed ones included). ``PS/Cn`` drops the cumulative scores after rounds
1..n (14.1.1 names Cut-1; MTB26 also lists PS/C2, read the same way). Art. 16 does not apply to
PS (it is not in 16's scope), so a VUR in round 1 changes nothing.
"""

from __future__ import annotations

from fractions import Fraction

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
from arbiter_app.core.tiebreaks.context import Context
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis


def _ps(ctx: Context, d: Descriptor) -> dict[int, Value]:
    cut = d.cut
    unit = ctx.unit
    return {
        sn: Fraction(sum(prefix[cut + 1 :]), unit)
        for sn, prefix in zip(ctx.start_nos, ctx.view().prefix, strict=True)
    }


def _explain_ps(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    i = ctx.index[start_no]
    view = ctx.view()
    prefix = view.prefix[i]
    records = tuple(
        Contribution(
            round=r + 1,
            opponent=ctx.start_nos[ctx.opp[i][r]] if ctx.opp[i][r] >= 0 else None,
            result=view.results[i][r],
            value=ctx.points(prefix[r + 1]),
            points=ctx.points(view.pts[i][r]),
            amount=ctx.points(prefix[r + 1]),
            basis=Basis.CUMULATIVE,
            cut="low" if r < d.cut else None,
        )
        for r in range(ctx.rounds)
    )
    return explained(
        ctx,
        d,
        start_no,
        Fraction(sum(prefix[d.cut + 1 :]), ctx.unit),
        records,
    )


register(
    Criterion(
        code=Code.PS,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Progressive score"),
        name=QT_TRANSLATE_NOOP("Report", "Progressive score"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Sum of the running score after each round"),
        description=QT_TRANSLATE_NOOP(
            "Report", "Progressive score: sum of the running score after each round"
        ),
        article="C.07 7.5",
        compute=_ps,
        explain=_explain_ps,
        aliases=("CUMULATIVE",),
        params=frozenset({"C"}),
        precision=1,
    )
)
