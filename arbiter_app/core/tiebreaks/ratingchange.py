"""``RCHG``: the FIDE rating change (B.02) as an information column of the final list.

Not a tie-break (no regulation ranks by it): it is meant for `Tournament.info_columns` /
``--info RCHG``, printed after the ranking list in every final list (print, PDF, HTML, Excel,
CSV). The value is `core.rating_change`'s Σ K × (score − PD) for a rated player, exact to the
hundredth; unrated players have none. K as every face takes it (`core.rating_change.inputs`:
the rating list's K kept in the event, else B.02 8.3.3 for the event's rating type);
``RCHG/K10`` gives every player K 10. The explanation lists every rated game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter_app.core.tiebreaks.base import (
    Contribution,
    Criterion,
    Descriptor,
    DescriptorError,
    Explanation,
    Value,
    explained,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import Context
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput, ExplanationNote

if TYPE_CHECKING:
    from arbiter_app.core import rating_change as rc


def _k(d: Descriptor) -> int | None:
    k = d.option("K")
    if k is None:
        return None
    if not k.isdigit() or int(k) <= 0:
        raise DescriptorError(f"{d.code}: /K needs a development coefficient, e.g. /K20")
    return int(k)


def _changes(ctx: Context, d: Descriptor) -> dict[int, rc.PlayerChange]:
    """Every rated player's change, computed once per context (the values and each
    explanation share it)."""
    key = ("rchg", d.code)
    cached = ctx.cache.get(key)
    if isinstance(cached, dict):
        return cached
    from arbiter_app.core import rating_change as rc  # (only where RCHG is asked for)

    k = _k(d)
    changes = rc.event_changes(ctx.tournament, every_k=k)
    out = {c.start_no: c for c in changes}
    ctx.cache[key] = out
    return out


def _rchg(ctx: Context, d: Descriptor) -> dict[int, Value]:
    changes = _changes(ctx, d)
    return {
        sn: (changes[sn].change if sn in changes else None)
        for sn in (ctx.start_nos[i] for i in ctx.targets)
    }


def _explain(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    change = _changes(ctx, d).get(start_no)
    if change is None:
        return explained(ctx, d, start_no, None)
    records = [
        Contribution(
            round=g.round_no,
            opponent=g.opponent,
            result=ctx.tournament.player(start_no).entry(g.round_no).result,
            value=g.opponent_rating,
            points=g.score,
            amount=g.change,
            basis=Basis.RATING,  # the opponent's rating: the ordinary value (vocabulary.bases)
            numbers=((ExplanationInput.PD, g.expected), (ExplanationInput.K, change.k)),
        )
        for g in change.games
    ]
    notes = (
        (ExplanationNote.REGULATIONS, change.edition),
        (ExplanationNote.K, change.k),
        (ExplanationNote.EXPECTED, change.expected),
    )
    return explained(ctx, d, start_no, change.change, records, notes)


register(
    Criterion(
        code=Code.RCHG,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Rating change"),
        name=QT_TRANSLATE_NOOP("Report", "Rating change"),
        summary=QT_TRANSLATE_NOOP(
            "TiebreakText", "FIDE rating change (B.02), for information after the list"
        ),
        description=QT_TRANSLATE_NOOP(
            "Report",
            "FIDE rating change under B.02: sum of K x (score - PD) over the games against "
            "rated opponents (information only)",
        ),
        article="B.02 8.3",
        compute=_rchg,
        explain=_explain,
        params=frozenset({"K"}),
        score_kinds=False,
        precision=2,
    )
)
