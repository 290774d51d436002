"""C.07 as in force 1 Sep 2023 – 28 Feb 2026 (Sep-2023, Apr-2024 and Aug-2024 texts).

- 16.3 adjusted score: an opponent's rounds count at the points awarded, except requested byes
  followed only by VURs or in the last round (16.2.5), which count as draws (16.3.2).
- 16.4 dummy: each of the player's own unplayed rounds is a game against a dummy with the
  player's own *final* score (Apr-2024 wording), uncapped.
- 16.5 Cut-1 exception: a low cut takes the lowest VUR contribution first, unless it is lower
  than the least significant value (`CutRule.VUR_EXCEPTION`, implemented in
  `core.tiebreaks.cuts`).
"""

from __future__ import annotations

from itertools import compress, count, repeat
from operator import contains
from typing import TYPE_CHECKING, ClassVar

from arbiter_app.core.rules.base import Category, CutRule, OwnValue, Policy
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput

if TYPE_CHECKING:
    from arbiter_app.core.rules.view import ScoreView

_TRAILING = int(Category.BYE_TRAILING)
_VUR = frozenset(int(c) for c in Category if c.is_vur)


class Fide2024(Policy):
    name: ClassVar[str] = "fide-2024"
    list_title: ClassVar[str] = QT_TRANSLATE_NOOP("Report", "FIDE C.07 (2023/2024)")
    dialog_title: ClassVar[str] = QT_TRANSLATE_NOOP("TiebreakText", "FIDE C.07 (2023/2024)")
    title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText",
        "FIDE C.07 2023/2024: adjusted scores, uncapped dummy, VUR cut exception",
    )
    aliases: ClassVar[tuple[str, ...]] = ("fide-2023", "fide-2024-08", "2024", "2023")
    cut_rule: ClassVar[CutRule] = CutRule.VUR_EXCEPTION

    def adjusted_round(self, view: ScoreView, i: int, r: int) -> int:
        if view.cats[i][r] == _TRAILING:
            return view.ctx.draw  # 16.3.2
        return view.pts[i][r]  # 16.3.1

    def adjusted_score(self, view: ScoreView, i: int) -> int:
        # Only 16.2.5 rounds change (16.3.2); most players have none.
        score = view.score[i]
        cats = view.cats[i]
        if _TRAILING in cats:
            draw = view.ctx.draw
            score += sum(draw - p for c, p in zip(cats, view.pts[i], strict=True) if c == _TRAILING)
        return score

    def adjusted_scores(self, view: ScoreView) -> list[int]:
        # Only a player with a 16.2.5 round has an adjusted score other than the score: those
        # found at C level, the others not asked one by one.
        if view.ctx.round_robin:
            return list(view.score)
        out = list(view.score)
        for i in compress(count(), map(contains, view.cats, repeat(_TRAILING))):
            out[i] = self.adjusted_score(view, i)
        return out

    def dummy(self, view: ScoreView, i: int, r: int) -> OwnValue:
        """16.4: a dummy with the player's own score (FB: the Fore Buchholz own score)."""
        own = view.score[i]
        return OwnValue(
            own, Basis.DUMMY, ((ExplanationInput.OWN, own),), (), view.cats[i][r] in _VUR
        )

    def own_unplayed(self, view: ScoreView, i: int, r: int) -> OwnValue:
        return self.dummy(view, i, r)


POLICY = Fide2024()
