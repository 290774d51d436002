"""Issue 3, acceptance 3: the legacy FIDE rule (2009–2023, `fide-2009`).

- Seed 001_08b210a6bdf8bf8c.txt (FIDE Annex 3 "virtual opponent", Bulgarian text, 2014): the
  five worked examples of Svon = SPR + (1 − SfPR) + 0.5·(n − R), n = completed rounds.
- Seed 004_d39f5c01eda49bac.txt (NSF): the whole example table, transcribed in
  tests/data/seeds/nsf_example.trf with its printed values in tests/data/seeds/expected.json.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from conftest import SEEDS

from arbiter_app.core import standings
from arbiter_app.core.explain import explain
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.tiebreaks import format_value
from arbiter_app.io.trf import read_trf

NSF = json.loads((SEEDS / "expected.json").read_text(encoding="utf-8"))["nsf_example.trf"]


class Builder:
    """A Swiss tournament of player P (start number 1) against fresh opponents, one per round,
    with both sides of every game recorded (mirrored), so P's running score is what the seed
    says. Opponents' own records beyond their game with P are left unpaired."""

    def __init__(self, rounds: int) -> None:
        self.t = Tournament(name="seed 001", rounds=rounds, rules="fide-2009")
        self.rounds = rounds
        self.t.add_player(Player(1, "P"))
        self.next = 2

    def _opponent(self) -> int:
        sn = self.next
        self.next += 1
        self.t.add_player(Player(sn, f"Opponent {sn}"))
        return sn

    def game(self, r: int, result: Result, opponent_result: Result | None = None) -> int:
        q = self._opponent()
        p = self.t.player(1).with_entry(r, RoundEntry(q, Colour.WHITE, result))
        self.t.replace_player(p)
        other = opponent_result or result.mirror
        self.t.replace_player(self.t.player(q).with_entry(r, RoundEntry(1, Colour.BLACK, other)))
        return q

    def bye(self, r: int, result: Result) -> None:
        self.t.replace_player(self.t.player(1).with_entry(r, RoundEntry(None, Colour.NONE, result)))

    def pad(self) -> None:
        """Every player gets a record for every round (rounds not set: not paired)."""
        for p in list(self.t.players):
            if len(p.rounds) < self.rounds:
                self.t.replace_player(p.with_entry(self.rounds, p.entry(self.rounds)))

    def value(self, r: int) -> Fraction:
        self.pad()
        e = explain(self.t, 1, "BH")
        c = e.contributions[r - 1]
        assert c.basis == "virtual-opponent"
        assert isinstance(c.value, Fraction)
        return c.value


W, D, L = Result.WIN, Result.DRAW, Result.LOSS


def test_example_1_opponent_absent_in_round_1_of_9() -> None:
    """R1 of 9, P's opponent does not show (P +1), P had 0: 0 + (1 − 1) + 0.5·8 = 4."""
    b = Builder(9)
    b.game(1, Result.FORFEIT_WIN)
    for r in range(2, 10):
        b.game(r, D)
    assert b.value(1) == 4


def test_example_2_player_absent_in_last_round() -> None:
    """R11 of 11, P does not show (0), P had 5.5: 5.5 + (1 − 0) + 0 = 6.5."""
    b = Builder(11)
    for r, res in enumerate([W, W, W, W, W, D, L, L, L, L], start=1):
        b.game(r, res)
    b.game(11, Result.FORFEIT_LOSS)
    assert b.value(11) == Fraction(13, 2)


def test_example_3_double_forfeit_in_last_round() -> None:
    """R11 of 11, both absent, both had 4.5: Svon 5.5 for each of them."""
    b = Builder(11)
    for r, res in enumerate([W, W, W, W, D, L, L, L, L, L], start=1):
        b.game(r, res)
    q = b.game(11, Result.DOUBLE_FORFEIT, Result.DOUBLE_FORFEIT)
    # The opponent also had 4.5 before R11 (same mirrored history is not needed: give him 4.5).
    for r, res in enumerate([W, W, W, W, D, L, L, L, L, L], start=1):
        b.t.replace_player(
            b.t.player(q).with_entry(r, RoundEntry(None, Colour.NONE, _bye_for(res)))
        )
    assert b.value(11) == Fraction(11, 2)
    e = explain(b.t, q, "BH")
    assert e.contributions[10].basis == "virtual-opponent"
    assert e.contributions[10].value == Fraction(11, 2)


def _bye_for(res: Result) -> Result:
    return {W: Result.FULL_BYE, D: Result.HALF_BYE, L: Result.ZERO_BYE}[res]


def test_example_4_bye_in_round_9_of_11() -> None:
    """R9 of 11, P has a bye (+1), P had 1: 1 + (1 − 1) + 0.5·2 = 2."""
    b = Builder(11)
    for r, res in enumerate([W, L, L, L, L, L, L, L], start=1):
        b.game(r, res)
    b.bye(9, Result.PAIRING_BYE)
    b.game(10, L)
    b.game(11, L)
    assert b.value(9) == 2


def test_example_5_two_forfeit_wins() -> None:
    """R7 and R9 of 9, the opponent absent both times, P had 3 after R6 and 5 after R8:
    3 + 0 + 0.5·2 = 4 and 5 + 0 + 0 = 5."""
    b = Builder(9)
    for r, res in enumerate([W, W, W, L, L, L], start=1):
        b.game(r, res)
    b.game(7, Result.FORFEIT_WIN)
    b.game(8, W)
    b.game(9, Result.FORFEIT_WIN)
    assert b.value(7) == 4
    assert b.value(9) == 5


@pytest.mark.parametrize("code", ["BH", "BH/C1", "BH/M1"])
def test_nsf_table(code: str) -> None:
    """Seed 004 (NSF): BH, BH-Cut-1 and BH-Median for all 9 players, legacy rule (Cut-1 drops
    the lowest value whatever its origin)."""
    t = read_trf(SEEDS / "nsf_example.trf")
    st = standings.compute(t, [code], rules="fide-2009")
    got = {str(r.start_no): format_value(code, r.values[0]) for r in st.rows}
    assert got == NSF[code]


@pytest.mark.parametrize("start_no", range(1, 10))
def test_nsf_contributions_by_round(start_no: int) -> None:
    """Seed 004 prints every player's per-round Buchholz contribution."""
    t = read_trf(SEEDS / "nsf_example.trf")
    e = explain(t, start_no, "BH", rules="fide-2009")
    got = [format_value("BH", c.value) for c in e.contributions]
    assert got == NSF["contributions_by_round"][str(start_no)]


def test_nsf_adjusted_scores() -> None:
    """Seed 004 prints every player's adjusted points (their unplayed games as draws)."""
    t = read_trf(SEEDS / "nsf_example.trf")
    ctx = standings.make_context(t, rules="fide-2009")
    got = {
        str(sn): format_value("BH", ctx.points(a))
        for sn, a in zip(ctx.start_nos, ctx.view().adjusted, strict=True)
    }
    assert got == NSF["adjusted"]


def test_nsf_virtual_opponent_example() -> None:
    """Seed 004: R4 of 5, Anita (1.5 after R3) loses by forfeit: 1.5 + 1 + 0.5·1 = 3.0."""
    t = read_trf(SEEDS / "nsf_example.trf")
    c = explain(t, 1, "BH", rules="fide-2009").contributions[3]
    assert c.basis == "virtual-opponent"
    assert dict(c.numbers) == {
        "SPR": Fraction(3, 2),
        "SfPR": 0,
        "win": 1,
        "draw": Fraction(1, 2),
        "n": 5,
        "R": 4,
    }
    assert c.value == 3
