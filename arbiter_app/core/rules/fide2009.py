"""The legacy FIDE rule for unplayed games (SPP decision, Kallithea 2009; Handbook tie-break
annex, in force until 31 Aug 2023). Seed `001_08b210a6bdf8bf8c.txt`, NSF seed `004_...`.

- Opponents: "all unplayed games in which players are indirectly involved are considered to
  have been drawn": every unplayed round of an opponent (forfeit win or loss, any bye, the
  pairing-allocated bye included, absence, rounds after a withdrawal) counts as a draw.
- Own unplayed round: a game against a *virtual opponent* who starts the round with the
  player's score and draws every later round; the player's own result of that round counts
  as a normal result:  Svon = SPR + (1 − SfPR) + 0.5·(n − R)  (SPR: the player's score before
  round R, SfPR: his points in round R). With another scoring system, 1 and 0.5 are the win
  and draw points.
- n: "number of completed rounds" (seed 001). The NSF example takes n = the tournament's rounds;
  the two agree once the event is finished. Decision: n = rounds paired so far
  (`Context.rounds`), which is the seed's wording and equals the NSF reading in a finished event.
- The virtual opponent is used in SB too (× the points of the round), the seed's "for
  tie-break purposes"; a forfeit loss or zero bye contributes 0 there either way.
- Cuts: Cut-1 drops the lowest value whatever its origin (the NSF table shows it), so
  `CutRule.LOWEST`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from arbiter_app.core.rules.base import Category, CutRule, OwnValue, Policy
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput

if TYPE_CHECKING:
    from arbiter_app.core.rules.view import ScoreView

_PAB = int(Category.PAB_FPB)


class Fide2009(Policy):
    name: ClassVar[str] = "fide-2009"
    list_title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Report", "FIDE legacy (virtual opponent, 2009–2023)"
    )
    dialog_title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText", "FIDE legacy: virtual opponent (2009–2023)"
    )
    title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText",
        "FIDE legacy (2009-2023): opponents' unplayed games as draws, virtual opponent",
    )
    aliases: ClassVar[tuple[str, ...]] = ("legacy", "fide-legacy", "2009", "fide-2012")
    cut_rule: ClassVar[CutRule] = CutRule.LOWEST

    def adjusted_round(self, view: ScoreView, i: int, r: int) -> int:
        if view.cats[i][r] >= _PAB:
            return view.ctx.draw
        return view.pts[i][r]

    def adjusted_score(self, view: ScoreView, i: int) -> int:
        draw = view.ctx.draw
        return sum(draw if c >= _PAB else p for c, p in zip(view.cats[i], view.pts[i], strict=True))

    def own_unplayed(self, view: ScoreView, i: int, r: int) -> OwnValue:
        return virtual_opponent(view, i, r)


def virtual_opponent(view: ScoreView, i: int, r: int, cut_first: bool = False) -> OwnValue:
    """Svon = SPR + (win − SfPR) + draw·(n − R) for player `i`'s unplayed round `r` (0-based),
    with its inputs for the explanation (also the SSF's step 9)."""
    ctx = view.ctx
    spr = sum(view.pts[i][:r])  # the player's score before round r
    sfpr = view.pts[i][r]
    n = ctx.rounds
    svon = spr + (ctx.win - sfpr) + ctx.draw * (n - (r + 1))
    return OwnValue(
        svon,
        Basis.VIRTUAL_OPPONENT,
        (
            (ExplanationInput.SPR, spr),
            (ExplanationInput.SFPR, sfpr),
            (ExplanationInput.WIN, ctx.win),
            (ExplanationInput.DRAW, ctx.draw),
        ),
        ((ExplanationInput.N, n), (ExplanationInput.R, r + 1)),
        cut_first,
    )


POLICY = Fide2009()
