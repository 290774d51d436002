"""The rule-edition policy interface: how unplayed rounds count in tie-breaks.

C.07 changed the treatment of unplayed rounds three times (legacy virtual opponent, the
2023/2024 dummy, the 2026 capped dummy); national federations have their own variants (SSF,
DrawBoss). The criteria never test an edition: they ask the policy three questions, and adding
a federation means adding one small module with a `Policy` subclass:

1. `adjusted_round(view, i, r)`: what round `r` of player `i` counts for when `i` appears as
   somebody else's opponent (C.07 16.3 "adjusted score"; legacy: every unplayed game a draw).
2. `own_unplayed(view, i, r)`: what the player's *own* unplayed round is worth in their BH/SB
   (C.07 16.4 dummy, capped in 2026; legacy virtual opponent), and whether a low cut should
   take it first.
3. `cut_rule`: which element a low cut removes (`CutRule`).

Everything is in integer *units* (`Context.unit` units = one point) so the inner loops stay in
integers; `view.ctx.points(x)` converts back to a Fraction.

Round robins (pre-determined pairings, C.07 15.2) are handled outside the policies: forfeits
are regular games, nothing is adjusted, a round without an opponent contributes no element.
"""

from __future__ import annotations

from enum import Enum, IntEnum
from functools import partial
from typing import TYPE_CHECKING, ClassVar

from msgspec import Struct

from arbiter_app.core.vocabulary.bases import Basis

if TYPE_CHECKING:
    from arbiter_app.core.rules.view import ScoreView


class Category(IntEnum):
    """What a round was for one player (C.07 15.1 and the Art. 16.2 categories).

    `UNFINISHED` is a paired game without a result (preliminary standings, left out of the
    score): it is not an unplayed round (the player is available), so it is not a VUR and it
    makes earlier requested byes category 16.2.3.
    """

    PLAYED = 0  # over-the-board game with a result (TRF 1 = 0 W D L)
    UNFINISHED = 1  # pending / postponed, not counted as a draw
    PAB_FPB = 2  # 16.2.1 pairing-allocated bye or full-point bye
    FORFEIT_WIN = 3  # 16.2.2
    BYE_FOLLOWED = 4  # 16.2.3 requested bye (H, Z, not paired) followed by a non-VUR round
    FORFEIT_LOSS = 5  # 16.2.4 (a double forfeit is a forfeit loss for both)
    BYE_TRAILING = 6  # 16.2.5 requested bye followed only by VURs, or in the last round

    @property
    def is_vur(self) -> bool:
        """Voluntary unplayed round (16.1.2): a requested bye or a forfeit loss."""
        return self in _VUR

    @property
    def is_forfeit(self) -> bool:
        return self in (Category.FORFEIT_WIN, Category.FORFEIT_LOSS)


_VUR = frozenset({Category.BYE_FOLLOWED, Category.FORFEIT_LOSS, Category.BYE_TRAILING})


class CutRule(Enum):
    """Which element a low cut (Cut-n, Median-n) removes."""

    LOWEST = "lowest"  # the least significant value, whatever its origin (legacy, NSF)
    VUR_EXCEPTION = "vur-exception"  # C.07 16.5.1/16.5.2 (2023 onward)
    PREFERRED_FIRST = "preferred-first"  # the lowest `cut_first` element whenever one exists


class OwnValue(Struct, frozen=True):
    """The value of a player's own unplayed round in their BH/SB, with the reason.

    `value` is in units; None means the round contributes no element at all. `basis` is the
    explanation code (``dummy``, ``dummy-capped``, ``virtual-opponent``, ``no-opponent`` ...),
    `inputs` the named point amounts behind it (units) and `counts` named plain integers
    (e.g. the round numbers of the virtual-opponent formula). `cut_first` marks the element as
    the one a low cut prefers (a VUR under 16.5).
    """

    value: int | None
    basis: Basis
    inputs: tuple[tuple[str, int], ...] = ()
    counts: tuple[tuple[str, int], ...] = ()
    cut_first: bool = False


class Policy:
    """One rule edition or national rule set. Subclasses set the class attributes and override
    `adjusted_round` and `own_unplayed`; instances are stateless and shared."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""  # one line of English (the CLI, the About box)
    # The rule set's name in printed lists' headers (context Report) and in the tie-break
    # dialog (context TiebreakText), marked for translation; "" for none.
    list_title: ClassVar[str] = ""
    dialog_title: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    cut_rule: ClassVar[CutRule] = CutRule.VUR_EXCEPTION

    def adjusted_round(self, view: ScoreView, i: int, r: int) -> int:
        """Units round `r` (0-based) of player index `i` counts for as someone's opponent.

        Asked for every round that is not a played game (unplayed rounds and unfinished games;
        `view.results[i][r]` tells which); played games always count at their result.
        """
        raise NotImplementedError

    def adjusted_score(self, view: ScoreView, i: int) -> int:
        """Player `i`'s adjusted score (units): the rounds at `adjusted_round`.

        Every policy's adjusted score reads player `i`'s own rows only (a live recomputation
        after an edit re-derives it for the edited players alone: `ScoreView.patched`)."""
        total = view.score[i]
        for r, cat in enumerate(view.cats[i]):
            if cat != Category.PLAYED:
                total += self.adjusted_round(view, i, r) - view.pts[i][r]
        return total

    def adjusted_scores(self, view: ScoreView) -> list[int]:
        """Every player's adjusted score (units). Round robins: the score itself (15.2)."""
        if view.ctx.round_robin:
            return list(view.score)
        return list(map(partial(self.adjusted_score, view), range(len(view.score))))

    def adjusted_detail(self, view: ScoreView, i: int) -> tuple[int, ...]:
        """Rounds (1-based) of player `i` whose points the adjusted score replaced."""
        if view.ctx.round_robin:
            return ()
        return tuple(
            r + 1
            for r, cat in enumerate(view.cats[i])
            if cat != Category.PLAYED and self.adjusted_round(view, i, r) != view.pts[i][r]
        )

    def own_unplayed(self, view: ScoreView, i: int, r: int) -> OwnValue:
        """The value of player `i`'s own unplayed round `r` (0-based) in their BH/SB (Swiss)."""
        raise NotImplementedError

    def unfinished_cut_first(self, view: ScoreView, i: int, r: int) -> bool:
        """Whether player `i`'s own unfinished game in round `r` (an element valued at the
        opponent's adjusted score, like a game) is one a low cut takes first. FIDE: never; SSF:
        a postponed game (seed 000 steps 12-13)."""
        return False

    def __repr__(self) -> str:
        return f"<rules {self.name}>"
