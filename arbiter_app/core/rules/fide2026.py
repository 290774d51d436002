"""C.07 March 2026 (in force from 1 Mar 2026): the 2024 rules with the dummy capped.

16.4: the dummy's score is the player's own score, but not more than
- 16.4.1, for forfeits (categories 16.2.2 and 16.2.4): the scheduled opponent's adjusted score;
- 16.4.2, for every other unplayed round (16.2.1, .3, .5): draw points × number of rounds.

"Number of rounds in the tournament" is the number of rounds paired so far (the planned number
once the event is finished; see `core.tiebreaks.context`). A double forfeit is a forfeit loss
for both players, so it is capped by the (scheduled) opponent's adjusted score. A forfeit whose
opponent is not in the file falls back to the 16.4.2 cap.

16.5.1 ranks the VUR candidates by *contribution* (not by dummy score): two VURs can carry
different dummies under the caps (16.5.1 compares "contributions"; the newer Gacrux tests
agree).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from arbiter_app.core.rules.base import Category, CutRule, OwnValue
from arbiter_app.core.rules.fide2024 import Fide2024
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput

if TYPE_CHECKING:
    from arbiter_app.core.rules.view import ScoreView

_FORFEITS = (int(Category.FORFEIT_WIN), int(Category.FORFEIT_LOSS))
_VUR = frozenset(int(c) for c in Category if c.is_vur)


class Fide2026(Fide2024):
    name: ClassVar[str] = "fide-2026"
    list_title: ClassVar[str] = QT_TRANSLATE_NOOP("Report", "FIDE C.07 (March 2026)")
    dialog_title: ClassVar[str] = QT_TRANSLATE_NOOP("TiebreakText", "FIDE C.07 (March 2026)")
    title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText",
        "FIDE C.07 March 2026: adjusted scores, capped dummy, VUR cut exception",
    )
    aliases: ClassVar[tuple[str, ...]] = ("fide-2026-03", "2026", "fide")
    cut_rule: ClassVar[CutRule] = CutRule.VUR_EXCEPTION

    def own_unplayed(self, view: ScoreView, i: int, r: int) -> OwnValue:
        # Called for every unplayed round of every player: plain int tests on the category
        # (Category is an IntEnum) instead of building the enum member.
        ctx = view.ctx
        own = view.score[i]
        c = view.cats[i][r]
        j = ctx.opp[i][r]
        if c in _FORFEITS and j >= 0:
            cap = view.adjusted[j]  # 16.4.1
            cap_name = ExplanationInput.CAP_OPPONENT
        else:
            cap = ctx.draw * ctx.rounds  # 16.4.2
            cap_name = ExplanationInput.CAP_ROUNDS
        inputs = ((ExplanationInput.OWN, own), (cap_name, cap))
        if own <= cap:
            return OwnValue(own, Basis.DUMMY, inputs, (), c in _VUR)
        return OwnValue(cap, Basis.DUMMY_CAPPED, inputs, (), c in _VUR)


POLICY = Fide2026()
