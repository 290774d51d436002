"""Rule set `ssf`: the SSF member system's Buchholz ("kvalitetspoäng"), one test per step.

Source: seed 000_c84c6e92570492da.txt ("SSF Bucholz", steps 1-13), as interpreted in
spec/seeds-digest.md §1 (the decisions for what the seed leaves open are marked "digest").
Every tournament is built here, every expected number is worked out in the test's comment.
Notation: "1-2 W" = player 1 (White) beats player 2; values are the opponent values P's
Buchholz adds up (the per-round contributions of `explain`).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_app.core import standings
from arbiter_app.core.explain import explain
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.rules import get as get_rules
from arbiter_app.core.rules.base import CutRule

W, D, L = Result.WIN, Result.DRAW, Result.LOSS
FW, FL = Result.FORFEIT_WIN, Result.FORFEIT_LOSS
PAB = Result.PAIRING_BYE
HALF = Fraction(1, 2)


class Event:
    """A Swiss event of `players` players and `rounds` rounds, built game by game."""

    def __init__(self, players: int, rounds: int) -> None:
        self.t = Tournament(name="ssf test", rounds=rounds, system=System.SWISS, rules="ssf")
        self.rounds = rounds
        for sn in range(1, players + 1):
            self.t.add_player(Player(sn, f"Player {sn}"))

    def _set(self, sn: int, r: int, entry: RoundEntry) -> None:
        p = self.t.player(sn)
        assert p.entry(r).result is Result.NOT_PAIRED, (sn, r)
        self.t.replace_player(p.with_entry(r, entry))

    def game(self, r: int, white: int, black: int, result: Result) -> Event:
        """`white` against `black` in round `r`; `result` is White's."""
        mirror = result.mirror
        self._set(white, r, RoundEntry(black, Colour.WHITE, result))
        self._set(black, r, RoundEntry(white, Colour.BLACK, mirror))
        return self

    def bye(self, r: int, sn: int, result: Result = PAB) -> Event:
        self._set(sn, r, RoundEntry(None, Colour.NONE, result))
        return self

    def withdraw(self, sn: int, after: int) -> Event:
        from msgspec.structs import replace

        self.t.replace_player(replace(self.t.player(sn), withdrawn_after=after))
        return self

    def done(self) -> Tournament:
        for p in list(self.t.players):
            if len(p.rounds) < self.rounds:
                self.t.replace_player(p.with_entry(self.rounds, p.entry(self.rounds)))
        return self.t


def values(t: Tournament, sn: int, rules: str = "ssf") -> list[Fraction | None]:
    """The per-round values of player `sn`'s Buchholz (what each round adds)."""
    e = explain(t, sn, "BH", rules=rules)
    return [None if c.value is None else Fraction(c.value) for c in e.contributions]


def bh(t: Tournament, sn: int, code: str = "BH", rules: str = "ssf") -> Fraction:
    st = standings.compute(t, [code], rules=rules)
    value = st.row(sn).values[0]
    assert isinstance(value, Fraction)
    return value


def test_rule_set_is_registered_with_the_ssf_cut() -> None:
    """Steps 11-13 need the cut that prefers unplayed rounds; step 6 is a named option."""
    policy = get_rules("ssf")
    assert policy.cut_rule is CutRule.PREFERRED_FIRST
    assert get_rules("ssf").bye_win_zero is True  # type: ignore[attr-defined]
    assert get_rules("ssf-no-bye-zero").bye_win_zero is False  # type: ignore[attr-defined]


# -- steps 1-7: the opponent's value -----------------------------------------------------------


def _all_played() -> Tournament:
    # R1: 1-2 W, 3-4 D.  R2: 1-3 D, 2-4 W.  R3: 1-4 W, 2-3 L.
    # Scores: 1: 1+½+1 = 2.5, 2: 0+1+0 = 1, 3: ½+½+1 = 2, 4: ½+0+0 = 0.5.
    e = Event(4, 3)
    e.game(1, 1, 2, W).game(1, 3, 4, D)
    e.game(2, 1, 3, D).game(2, 2, 4, W)
    e.game(3, 1, 4, W).game(3, 2, 3, L)
    return e.done()


def test_step1_opponent_counts_with_the_final_score() -> None:
    """Step 1: "Man noterar vad varje enskild motståndare tagit för poängsumma".
    Player 1 met 2 (1 point), 3 (2 points), 4 (0.5): values 1, 2, 0.5; BH 3.5."""
    t = _all_played()
    assert values(t, 1) == [1, 2, HALF]
    assert bh(t, 1) == Fraction(7, 2)


def test_step2_postponed_game_of_opponent_counts_half() -> None:
    """Step 2: "Uppskjutna partier motståndare har räknas som halv kvp."
    R1: 1-2 W, 3-4 W.  R2: 2-3 postponed, 1-4 W.  Player 2 has 0 points and a postponed game:
    value 0 + ½ = 0.5. Player 4 lost both: 0. BH(1) = 0.5."""
    e = Event(4, 2)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 2, 3, Result.POSTPONED).game(2, 1, 4, W)
    t = e.done()
    assert values(t, 1) == [HALF, 0]
    assert bh(t, 1) == HALF


def test_step3_game_in_progress_adds_half_until_the_result_is_entered() -> None:
    """Step 3: a paired game still in progress raises the value by ½ "temporarily": the effect
    goes when the result is entered.  R1: 1-2 W, 3-4 W.  R2: 2-3 pending, 1-4 W.
    Player 2: 0 + ½ = 0.5 while pending; once 2 beats 3 it is simply 2's score, 1."""
    e = Event(4, 2)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 2, 3, Result.PENDING).game(2, 1, 4, W)
    t = e.done()
    assert values(t, 1) == [HALF, 0]
    for sn, res in ((2, W), (3, L)):
        p = t.player(sn)
        t.replace_player(p.with_entry(2, RoundEntry(p.entry(2).opponent, p.entry(2).colour, res)))
    assert values(t, 1) == [1, 0]


def test_step4_forfeit_win_of_opponent_counts_half() -> None:
    """Step 4: "W.o. vinster för motståndare ... räknas som en halv kvp." (subtract ½ each).
    R1: 1-2 W, 3-4 W.  R2: 2-3 forfeit win for 2, 1-4 W.  Player 2: 1 point, all of it a
    forfeit win: 1 − ½ = 0.5.  Player 4: 0.  BH(1) = 0.5."""
    e = Event(4, 2)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 2, 3, FW).game(2, 1, 4, W)
    t = e.done()
    assert values(t, 1) == [HALF, 0]
    assert bh(t, 1) == HALF


def test_step5_forfeit_loss_of_opponent_counts_half() -> None:
    """Step 5: "W.o. förluster för motståndare räknas som en halv kvp." (add ½ each).
    Same event: player 3 won R1 and lost R2 by forfeit: 1 + ½ = 1.5 — the value player 4 gets
    for round 1.  Player 4's R2 opponent is 1 (2 points).  BH(4) = 1.5 + 2 = 3.5."""
    e = Event(4, 2)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 2, 3, FW).game(2, 1, 4, W)
    t = e.done()
    assert values(t, 4) == [Fraction(3, 2), 2]
    assert bh(t, 4) == Fraction(7, 2)


def _byes() -> Tournament:
    # R1: 1-2 W, 3 bye.  R2: 1-3 W, 2 bye.  Scores: 1: 2, 2: 0+1 = 1, 3: 1+0 = 1.
    e = Event(3, 2)
    e.game(1, 1, 2, W).bye(1, 3)
    e.game(2, 1, 3, W).bye(2, 2)
    return e.done()


def test_step6_bye_win_of_opponent_counts_zero() -> None:
    """Step 6: "Frirondsvinster för motståndare räknas som noll kvp." (subtract 1 each).
    Players 2 and 3 each have 1 point, all of it a bye win: value 1 − 1 = 0.  BH(1) = 0."""
    t = _byes()
    assert values(t, 1) == [0, 0]
    assert bh(t, 1) == 0


def test_step6_is_a_named_option_that_can_be_switched_off() -> None:
    """Step 6 is doubted by the seed's own author, so it is the option `bye-win-zero` of the rule
    set: under `ssf-no-bye-zero` the same byes count their point: values 1 and 1, BH(1) = 2."""
    t = _byes()
    assert values(t, 1, rules="ssf-no-bye-zero") == [1, 1]
    assert bh(t, 1, rules="ssf-no-bye-zero") == 2


def test_step7_withdrawn_opponent_gets_half_per_missed_round() -> None:
    """Step 7: a withdrawn opponent counts his points "plus en halv kvp. per rond personen som
    bryter inte spelat efter uttåget".  R1: 1-2 W, 3-4 W; player 2 withdraws after round 1.
    R2: 1-3 D, 4 bye.  R3: 1-4 W, 3 bye.  Player 2: 0 points + ½ × 2 missed rounds = 1."""
    e = Event(4, 3)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 1, 3, D).bye(2, 4)
    e.game(3, 1, 4, W).bye(3, 3)
    t = e.withdraw(2, 1).done()
    assert values(t, 1)[0] == 1


# -- steps 8-10: the player's own rounds -------------------------------------------------------


def test_step8_no_compensation_after_own_withdrawal_and_cut_first() -> None:
    """Step 8: after his own withdrawal a player gets no compensating kvp (0), and such a round
    is cut first.  Same event as step 7, seen from player 2: R1 opponent 1 (2.5 points: W, D, W
    → 1 + ½ + 1), R2 and R3 after the withdrawal: 0 each.  BH = 2.5; BH-C1 cuts one of the
    withdrawn rounds: 2.5."""
    e = Event(4, 3)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 1, 3, D).bye(2, 4)
    e.game(3, 1, 4, W).bye(3, 3)
    t = e.withdraw(2, 1).done()
    assert values(t, 2) == [Fraction(5, 2), 0, 0]
    assert bh(t, 2) == Fraction(5, 2)
    assert bh(t, 2, "BH/C1") == Fraction(5, 2)
    cut = [c.round for c in explain(t, 2, "BH/C1", rules="ssf").contributions if c.cut]
    assert cut == [2]


def test_step9_own_bye_is_a_virtual_opponent() -> None:
    """Step 9: "Svon = SPR + (1 – SfPR) + 0.5 * (n – R)".  R1: 1-2 W, 3 bye.  R2: 2-3 D, 1 bye.
    R3: 1-3 W, 2 bye.  Player 1's bye in round 2: SPR = 1 (after R1), SfPR = 1, n = 3, R = 2:
    1 + 0 + 0.5 × 1 = 1.5."""
    e = Event(3, 3)
    e.game(1, 1, 2, W).bye(1, 3)
    e.game(2, 2, 3, D).bye(2, 1)
    e.game(3, 1, 3, W).bye(3, 2)
    t = e.done()
    assert values(t, 1)[1] == Fraction(3, 2)


def test_step9_seed_example_2_bye_in_round_6_of_9() -> None:
    """Step 9, the seed's Example 2 ("in Round 6 of a nine-round tournament ... Player P's score
    after 5 rounds is 3.5"): SfPR = 1, so Svon = 3.5 + (1 − 1) + 0.5 × (6 − 6) = 3.5 after
    round 6 and 3.5 + 0 + 0.5 × (9 − 6) = 5.0 at the end.  P (player 1) meets a fresh opponent
    in every other round: W W W D L before the bye; the bye is a pairing-allocated bye."""
    e = Event(9, 9)
    for r, res in zip((1, 2, 3, 4, 5), (W, W, W, D, L), strict=True):
        e.game(r, 1, r + 1, res)
    e.bye(6, 1)
    for r, opp in ((7, 7), (8, 8), (9, 9)):
        e.game(r, 1, opp, L)
    t = e.done()
    assert values(t, 1)[5] == 5
    early = Tournament(name="after round 6", rounds=9, system=System.SWISS, rules="ssf")
    for p in t.players:
        early.add_player(Player(p.start_no, p.name, rounds=p.rounds[:6]))
    assert values(early, 1)[5] == Fraction(7, 2)


def test_step9_digest_own_forfeit_and_postponed_count_the_scheduled_opponent() -> None:
    """Digest decision on step 9: P's own forfeit win or loss, and P's own postponed game, are
    valued at the scheduled opponent's adjusted score (steps 1-7).
    R1: 1-2 W, 3-4 W.  R2: 1-3 forfeit win for 1, 2-4 postponed.
    Player 3 (1 point: W, then a forfeit loss): 1 + ½ = 1.5 for player 1's round 2.
    Player 4 (0 points, a postponed game): 0 + ½ = 0.5 for player 2's round 2."""
    e = Event(4, 2)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 1, 3, FW).game(2, 2, 4, Result.POSTPONED)
    t = e.done()
    assert values(t, 1)[1] == Fraction(3, 2)
    assert values(t, 2)[1] == HALF


def test_step9_digest_round_not_paired_is_worth_zero() -> None:
    """Digest decision on step 9: a round P was not paired in (absent, late entry) is worth 0.
    R1: 2-3 W, player 1 not paired.  R2: 1-2 W, 3 bye.  Player 1's values: 0, then player 2
    (1 point from round 1, 0 in round 2) = 1."""
    e = Event(3, 2)
    e.game(1, 2, 3, W)
    e.game(2, 1, 2, W).bye(2, 3)
    t = e.done()
    assert values(t, 1) == [0, 1]


def test_step10_every_value_after_the_adjustments() -> None:
    """Step 10: the sum is taken over real and virtual opponents after steps 1-9.
    R1: 1-2 W, 3-4 W, 5 bye.  R2: 1 bye, 2-3 L, 4-5 L.  R3: 1-3 W, 2-4 L, 5 bye.
    Player 1: R1 player 2 (0 points) 0; R2 own bye: SPR 1 + (1 − 1) + 0.5 × (3 − 2) = 1.5;
    R3 player 3 (W, W, L = 2, no adjustment) 2.  BH = 0 + 1.5 + 2 = 3.5.  Player 5 (bye,
    W, bye = 3 points) is valued 3 − 1 − 1 = 1 by player 4 (step 6)."""
    e = Event(5, 3)
    e.game(1, 1, 2, W).game(1, 3, 4, W).bye(1, 5)
    e.bye(2, 1).game(2, 2, 3, L).game(2, 4, 5, L)
    e.game(3, 1, 3, W).game(3, 2, 4, L).bye(3, 5)
    t = e.done()
    assert values(t, 1) == [0, Fraction(3, 2), 2]
    assert bh(t, 1) == Fraction(7, 2)
    assert values(t, 4)[1] == 1


# -- steps 11-13: SSF Cut-1 --------------------------------------------------------------------


def test_step11_no_unplayed_round_cuts_the_lowest_value() -> None:
    """Step 11: with no unplayed rounds the lowest value is dropped.  The all-played event of
    step 1: player 1's values 1, 2, 0.5 → BH-C1 = 3.5 − 0.5 = 3.0."""
    t = _all_played()
    assert bh(t, 1, "BH/C1") == 3


def test_step12_one_unplayed_round_is_cut_even_when_a_game_gives_less() -> None:
    """Step 12: with exactly one unplayed round, that round's value is dropped "även om ett
    spelat parti hade gett ett lägre värde".  Event of step 10: player 1's values 0 (played),
    1.5 (own bye), 2 (played).  BH-C1 cuts the bye: 0 + 2 = 2.0 (not 3.5, the lowest cut)."""
    e = Event(5, 3)
    e.game(1, 1, 2, W).game(1, 3, 4, W).bye(1, 5)
    e.bye(2, 1).game(2, 2, 3, L).game(2, 4, 5, L)
    e.game(3, 1, 3, W).game(3, 2, 4, L).bye(3, 5)
    t = e.done()
    assert bh(t, 1, "BH/C1") == 2
    assert bh(t, 1, "BH/C1", rules="fide-2009") == Fraction(7, 2)


def test_step13_several_unplayed_rounds_cut_the_lowest_of_them() -> None:
    """Step 13: with several unplayed rounds the one giving the lowest value among them is
    dropped, even if a played game gives less.
    R1: 1-2 W, 3-4 W, 5 bye.  R2: 1 bye, 2-3 L, 4-5 L.  R3: 1-3 W, 2-4 L, 5 bye.
    R4: 1-5 forfeit win for 1, 2-3 L, 4 bye.
    Scores: 2: 0; 3: W W L W = 3; 5: bye W bye, forfeit loss = 3.
    Player 5's adjusted value: 3 − 1 − 1 (two bye wins, step 6) + ½ (forfeit loss, step 5)
    = 1.5.  Player 1's values: R1 player 2: 0; R2 own bye: 1 + 0 + 0.5 × (4 − 2) = 2;
    R3 player 3: 3; R4 forfeit win, the scheduled opponent 5: 1.5.  BH = 6.5.
    Unplayed: R2 (2) and R4 (1.5): the cut takes R4 → BH-C1 = 5.0 (the played 0 stays)."""
    e = Event(5, 4)
    e.game(1, 1, 2, W).game(1, 3, 4, W).bye(1, 5)
    e.bye(2, 1).game(2, 2, 3, L).game(2, 4, 5, L)
    e.game(3, 1, 3, W).game(3, 2, 4, L).bye(3, 5)
    e.game(4, 1, 5, FW).game(4, 2, 3, L).bye(4, 4)
    t = e.done()
    assert values(t, 1) == [0, 2, 3, Fraction(3, 2)]
    assert bh(t, 1) == Fraction(13, 2)
    assert bh(t, 1, "BH/C1") == 5
    cut = [c.round for c in explain(t, 1, "BH/C1", rules="ssf").contributions if c.cut]
    assert cut == [4]


def test_step12_own_postponed_game_is_the_unplayed_round_cut() -> None:
    """Step 12 lists "uppskjutet" (postponed) among the unplayed rounds: with one postponed game
    that round is cut, valued (digest) at the scheduled opponent's adjusted score.
    R1: 1-2 W, 3-4 W.  R2: 1-3 postponed, 2-4 W.  R3: 1-4 W, 2-3 L.
    Player 3: W, postponed, W = 2 points + ½ (step 2) = 2.5.  Player 2: 0 + 1 + 0 = 1.
    Player 4: 0 + 0 + 0 = 0.  Player 1's values: 1, 2.5, 0.  BH = 3.5; BH-C1 cuts the postponed
    round 2 (not the 0 of round 3): 1.0."""
    e = Event(4, 3)
    e.game(1, 1, 2, W).game(1, 3, 4, W)
    e.game(2, 1, 3, Result.POSTPONED).game(2, 2, 4, W)
    e.game(3, 1, 4, W).game(3, 2, 3, L)
    t = e.done()
    assert values(t, 1) == [1, Fraction(5, 2), 0]
    assert bh(t, 1, "BH/C1") == 1


@pytest.mark.parametrize("rules", ["ssf", "ssf-no-bye-zero"])
def test_round_robin_is_not_adjusted(rules: str) -> None:
    """C.07 15.2 applies to every rule set: in a round robin the opponents count at their
    scores (the SSF Berger list uses SB, not Buchholz).  Triple round robin of 3 with a bye
    (rest) round each: 1-2 W, 2-3 D, 1-3 W.  SB(1) = 1 × score(2) + 1 × score(3) = 0.5 + 0.5."""
    e = Event(3, 3)
    e.game(1, 1, 2, W).bye(1, 3, Result.NOT_PAIRED)
    e.game(2, 2, 3, D).bye(2, 1, Result.NOT_PAIRED)
    e.game(3, 1, 3, W).bye(3, 2, Result.NOT_PAIRED)
    t = e.done()
    t.system = System.ROUND_ROBIN
    assert standings.compute(t, ["SB"], rules=rules).row(1).values[0] == 1
