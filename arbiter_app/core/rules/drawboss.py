"""DrawBoss "Korrektion" (Danish backgammon; seed ``003_58f04dcfe5ad8ffc.txt``, digest §4).

DrawBoss sums the opponents' scores as they stand ("det samlede antal point ens modstandere har
opnået"): nothing is adjusted, and "a bye counts as an opponent with 0 points". So:

- an opponent counts at their plain score (a bye they received included: in the seed's example
  K's bye point is part of the 2 points A's Buchholz takes from K);
- the player's own bye (any round without an opponent) is an element worth 0;
- decision (the seed has no forfeits): a forfeit counts as a game against the scheduled
  opponent at their score — the pairing was made, only the game was not;
- cuts (medians) drop the lowest value whatever its origin (`CutRule.LOWEST`).

The DrawBoss criteria themselves (RSUM, BHL, BHL/V1, BHM) are in `core.tiebreaks.drawboss`;
plain BH/BH-C1/BH-M1 under this rule set follow the same reading.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from arbiter_app.core.rules.base import CutRule, OwnValue, Policy
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput

if TYPE_CHECKING:
    from arbiter_app.core.rules.view import ScoreView


class DrawBoss(Policy):
    name: ClassVar[str] = "drawboss"
    list_title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Report", "DrawBoss (Danish Backgammon Federation)"
    )
    dialog_title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText", "Denmark: DrawBoss (backgammon)"
    )
    title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText",
        "DrawBoss Korrektion (Denmark): plain opponent scores, a bye is worth 0",
    )
    aliases: ClassVar[tuple[str, ...]] = ("drawboss-korrektion",)
    cut_rule: ClassVar[CutRule] = CutRule.LOWEST

    def adjusted_round(self, view: ScoreView, i: int, r: int) -> int:
        return view.pts[i][r]

    def adjusted_score(self, view: ScoreView, i: int) -> int:
        return view.score[i]

    def adjusted_detail(self, view: ScoreView, i: int) -> tuple[int, ...]:
        return ()

    def own_unplayed(self, view: ScoreView, i: int, r: int) -> OwnValue:
        j = view.ctx.opp[i][r]
        if view.results[i][r].is_forfeit and j >= 0:
            score = view.score[j]
            return OwnValue(score, Basis.SCHEDULED_OPPONENT, ((ExplanationInput.SCORE, score),))
        return OwnValue(0, Basis.BYE_ZERO)


POLICY = DrawBoss()
