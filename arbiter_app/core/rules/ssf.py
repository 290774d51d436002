"""SSF Buchholz ("kvalitetspoäng"): the Swedish federation member system's unplayed-round rules.

Source: seed ``000_c84c6e92570492da.txt`` ("SSF Bucholz", H. Berggren Torell, 2023-08-27), as
the member system computed it before SSF adopted the 2023 FIDE rules; digest §1. With ``BH/C1``
this is SSF's first Swiss tie-break (seed ``002``).

An opponent Q is valued at Q's final score, adjusted (steps 1–7):

1. start from Q's score in the tournament;
2. each **postponed** game of Q counts ½;
3. each game of Q that is paired but **not finished** adds ½ (only while it has no result: the
   engine recomputes on every edit, so the effect goes when the result is entered);
4. each **forfeit win** of Q counts ½ (not byes);
5. each **forfeit loss** of Q counts ½ (a double forfeit is a forfeit loss for both);
6. each **bye win** of Q counts 0 — the rule set option `bye_win_zero`, on in ``ssf``. The seed's
   author doubts this step ("högst oklart", reported to SSF), so ``ssf-no-bye-zero`` is the same
   rule set with step 6 off (a bye win then counts at its points);
7. if Q **withdrew**, each round Q did not play after withdrawing counts ½.

Rounds of Q the seed does not mention count at face value: a requested half-point bye ½, and a
zero-point bye or a round Q was not paired in (Q not withdrawn) 0. "½" and "1" are the draw and
win points of the event's scoring.

The player P's own rounds:

8. after P's own withdrawal: **no compensation** — such a round is worth 0 (and a cut takes it
   first);
9. a **bye** of P (pairing-allocated, full-point or half-point bye) is a virtual opponent,
   ``Svon = SPR + (1 − SfPR) + 0.5·(n − R)`` (SPR: P's score before round R, SfPR: P's points in
   round R, n: rounds completed = rounds paired so far);
   digest decisions for what the seed does not spell out: a **forfeit** win or loss, or a
   **postponed** game, of P is valued at the scheduled opponent's adjusted score (steps 1–7); a
   round P was **not paired** in (absent, late entry, zero-point bye) is worth 0.
10. every value is computed after these adjustments.

SSF Cut-1 (steps 11–13) with "unplayed" = bye, forfeit win, forfeit loss, postponed, or a round P
was not paired in (step 13's parenthesis omits "postponed"; step 12 lists it and the digest reads
both the same): no unplayed round → cut the lowest value; one → cut **that** round even if a
played round gives less; several → cut the lowest **among the unplayed** rounds
(`CutRule.PREFERRED_FIRST`). A Cut-2 repeats the choice on the remaining elements.

Round robins (the SSF Berger list uses no Buchholz) follow C.07 15.2 like every rule set: the
policy is not asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from arbiter_app.core.model import Result
from arbiter_app.core.rules.base import Category, CutRule, OwnValue, Policy
from arbiter_app.core.rules.fide2009 import virtual_opponent
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput

if TYPE_CHECKING:
    from arbiter_app.core.rules.view import ScoreView

# Step 9: the byes of P that are a virtual opponent.
_OWN_BYES = frozenset({Result.PAIRING_BYE, Result.FULL_BYE, Result.HALF_BYE})
# Steps 2-5, 7: rounds of Q that count ½ whatever Q scored in them.
_HALF = frozenset(
    {
        Result.POSTPONED,  # step 2
        Result.PENDING,  # step 3
        Result.ADJOURNED,  # step 3 (a game without a result yet)
        Result.FORFEIT_WIN,  # step 4
        Result.FORFEIT_LOSS,  # step 5
        Result.DOUBLE_FORFEIT,  # step 5
    }
)
# Step 7: rounds after a withdrawal that Q "did not play".
_ABSENT = frozenset({Result.ZERO_BYE, Result.NOT_PAIRED})


class Ssf(Policy):
    name: ClassVar[str] = "ssf"
    list_title: ClassVar[str] = QT_TRANSLATE_NOOP("Report", "Swedish Chess Federation (SSF)")
    dialog_title: ClassVar[str] = QT_TRANSLATE_NOOP("TiebreakText", "Sweden: SSF member system")
    title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText",
        "SSF member system (Sweden, before 2023-09): adjusted opponents, virtual opponent, SSF Cut-1 (step 6 on)",  # noqa: E501
    )
    aliases: ClassVar[tuple[str, ...]] = ("ssf-buchholz", "sweden")
    cut_rule: ClassVar[CutRule] = CutRule.PREFERRED_FIRST
    bye_win_zero: ClassVar[bool] = True  # step 6

    # -- steps 1-7: the opponent's value ----------------------------------------------------
    def adjusted_round(self, view: ScoreView, i: int, r: int) -> int:
        ctx = view.ctx
        result = view.results[i][r]
        points = view.pts[i][r]
        if ctx.players[i].is_withdrawn_in(r + 1) and (
            result in _ABSENT or result in (Result.FORFEIT_LOSS, Result.DOUBLE_FORFEIT)
        ):
            return points + ctx.draw if result in _ABSENT else ctx.draw  # step 7
        if result in _HALF:
            return ctx.draw  # steps 2-5
        if self.bye_win_zero and view.cats[i][r] == Category.PAB_FPB and points == ctx.win:
            return 0  # step 6: a bye *win* (a bye worth less is not one)
        return points

    def adjusted_score(self, view: ScoreView, i: int) -> int:
        # Every round: unfinished games change the value too (steps 2-3).
        return sum(self.adjusted_round(view, i, r) for r in range(len(view.cats[i])))

    def adjusted_detail(self, view: ScoreView, i: int) -> tuple[int, ...]:
        # Unfinished games change the value too (steps 2-3), so every round is checked.
        if view.ctx.round_robin:
            return ()
        return tuple(
            r + 1
            for r in range(len(view.cats[i]))
            if self.adjusted_round(view, i, r) != view.pts[i][r]
        )

    # -- steps 8-9: the player's own unplayed rounds -------------------------------------------
    def own_unplayed(self, view: ScoreView, i: int, r: int) -> OwnValue:
        ctx = view.ctx
        result = view.results[i][r]
        j = ctx.opp[i][r]
        if ctx.players[i].is_withdrawn_in(r + 1):
            return OwnValue(0, Basis.OWN_WITHDRAWAL, cut_first=True)  # step 8
        if result.is_forfeit and j >= 0:
            adjusted = view.adjusted[j]  # decision on step 9: the scheduled opponent
            return OwnValue(
                adjusted,
                Basis.SCHEDULED_OPPONENT,
                ((ExplanationInput.ADJUSTED, adjusted),),
                cut_first=True,
            )
        if result in _OWN_BYES or result.is_forfeit:
            # Step 9 (a forfeit whose opponent is not in the file has nobody else to value).
            return virtual_opponent(view, i, r, cut_first=True)
        return OwnValue(0, Basis.NOT_PAIRED, cut_first=True)  # decision on step 9: absent = 0

    def unfinished_cut_first(self, view: ScoreView, i: int, r: int) -> bool:
        """Steps 12-13: an own postponed game is an unplayed round for the cut (valued, as a
        game, at the scheduled opponent's adjusted score); a game in progress is not."""
        return view.results[i][r] is Result.POSTPONED


class SsfNoByeZero(Ssf):
    """The SSF rule set with step 6 switched off: an opponent's bye win counts its points."""

    name: ClassVar[str] = "ssf-no-bye-zero"
    list_title: ClassVar[str] = ""  # printed as its code
    dialog_title: ClassVar[str] = QT_TRANSLATE_NOOP("TiebreakText", "Sweden: SSF, step 6 off")
    title: ClassVar[str] = QT_TRANSLATE_NOOP(
        "TiebreakText",
        "SSF member system with step 6 off (an opponent's bye win counts as a win)",
    )
    aliases: ClassVar[tuple[str, ...]] = ("ssf-step6-off",)
    bye_win_zero: ClassVar[bool] = False


POLICY = Ssf()
POLICY_NO_BYE_ZERO = SsfNoByeZero()
