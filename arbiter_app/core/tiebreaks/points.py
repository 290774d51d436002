"""PTS: the primary score (the points), as a criterion so lists like TRF-26 212 ``PTS,BH``
and Gacrux's ``-t PTS ...`` read naturally. ``:GP``/``:MP`` are accepted; in an individual
event both are the points."""

from __future__ import annotations

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
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput


def _pts(ctx: Context, d: Descriptor) -> dict[int, Value]:
    return {sn: ctx.points(s) for sn, s in zip(ctx.start_nos, ctx.score, strict=True)}


def _explain_pts(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    i = ctx.index[start_no]
    view = ctx.view()
    records = tuple(
        Contribution(
            round=r + 1,
            opponent=ctx.start_nos[ctx.opp[i][r]] if ctx.opp[i][r] >= 0 else None,
            result=view.results[i][r],
            value=ctx.points(view.pts[i][r]),
            points=ctx.points(view.pts[i][r]),
            amount=ctx.points(view.pts[i][r]),
            basis=Basis.POINTS,
        )
        for r in range(ctx.rounds)
    )
    # The arbiter's bonus or penalty (TRF-26 299) is in the score but in no round.
    bonus = ((ExplanationInput.BONUS, ctx.points(ctx.bonus[i])),) if ctx.bonus[i] else ()
    return explained(ctx, d, start_no, ctx.points(ctx.score[i]), records, bonus)


register(
    Criterion(
        code=Code.PTS,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Points"),
        name=QT_TRANSLATE_NOOP("Report", "Points"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "The primary score"),
        traits=frozenset({"primary"}),
        description=QT_TRANSLATE_NOOP("Report", "Points: the primary score"),
        article="C.07 4.2",
        compute=_pts,
        explain=_explain_pts,
        aliases=("POINTS",),
        precision=1,
    )
)
