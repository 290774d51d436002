"""LOT: the drawing of lots (C.07 4.2), reproducible.

Each player draws a number from SHA-256 of the tournament's `lots_seed` and their start number,
so the same list prints the same on every run and machine, a player's lot does not change when
other players are added or removed, and a new draw is an explicit arbiter action (a new seed),
never a side effect of editing a result (seed 002 asks for exactly that). The value shown is
the player's place in the draw over the whole field (1 = drawn first = ranked higher).
"""

from __future__ import annotations

from arbiter_app.core.tiebreaks.base import Criterion, Descriptor, Explanation, Value, register
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import Context
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.explanation_notes import ExplanationNote


def lot_key(seed: int, start_no: int) -> bytes:
    import hashlib  # (here: a command that draws no lots does not load it)

    return hashlib.sha256(f"arbiter-app/lots/{seed}/{start_no}".encode()).digest()


def _draw(ctx: Context) -> dict[int, int]:
    """Every player's place in the draw, kept by the context (and by the contexts
    `Context.updated` derives for the same field: the draw of one field never changes)."""
    seed = ctx.tournament.lots_seed
    if ctx.lot_draw is None or ctx.lot_draw[0] != seed:
        order = sorted(ctx.start_nos, key=lambda sn: (lot_key(seed, sn), sn))
        ctx.lot_draw = (seed, {sn: k + 1 for k, sn in enumerate(order)})
    return ctx.lot_draw[1]


def _lot(ctx: Context, d: Descriptor) -> dict[int, Value]:
    # The seed and the field only (reach 0; the seed is part of a live run's signature).
    place = _draw(ctx)
    start_nos = ctx.start_nos
    return {start_nos[i]: place[start_nos[i]] for i in ctx.targets}


def _explain_lot(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    value = _draw(ctx)[start_no]
    return Explanation(
        d.code,
        start_no,
        ctx.policy.name,
        value,
        notes=((ExplanationNote.SEED, ctx.tournament.lots_seed),),
    )


register(
    Criterion(
        code=Code.LOT,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Drawing of lots"),
        name=QT_TRANSLATE_NOOP("Report", "Drawing of lots"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Seeded: the same draw every time"),
        traits=frozenset({"decider"}),
        description=QT_TRANSLATE_NOOP(
            "Report", "Drawing of lots, seeded by the tournament so it is the same every time"
        ),
        article="C.07 4.2",
        compute=_lot,
        explain=_explain_lot,
        aliases=("LOTS",),
        score_kinds=False,
        precision=0,
        lower_is_better=True,
        reach=0,
    )
)
