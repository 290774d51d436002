"""Unplayed rounds beyond the worked examples: /P, round robins (Art. 15.2), preliminary
standings, Koya limits, Fore Buchholz. Each test writes out its hand calculation."""

from __future__ import annotations

from fractions import Fraction

import pytest
from conftest import FIDE_TEC
from games import D, Games, W

from arbiter_app.core import standings
from arbiter_app.core.explain import explain
from arbiter_app.core.model import Result, System
from arbiter_app.core.tiebreaks import format_value
from arbiter_app.io.trf import read_trf


def _value(t: object, code: str, start_no: int, rules: str = "fide-2024") -> str:
    st = standings.compute(t, [code], rules=rules)  # type: ignore[arg-type]
    return format_value(code, st.row(start_no).values[0])


@pytest.mark.parametrize("rules", ["fide-2024", "fide-2026"])
def test_bh_p_counts_the_forfeit_against_the_scheduled_opponent(rules: str) -> None:
    """Spec §12 point 10 (MTB26 /P): TEC #11 Maria won R4 by forfeit against Jessica, whose
    adjusted score is 1.5 (spec §6.5 B). BH 13.5 (2024, dummy 2.5) becomes
    13.5 - 2.5 + 1.5 = 12.5, and the round is no VUR/dummy under either edition."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    assert _value(t, "BH/P", 11, rules) == "12.5"
    r4 = explain(t, 11, "BH/P", rules=rules).contributions[3]
    assert (r4.opponent, r4.basis, r4.vur) == (9, "forfeit-as-game", False)


def test_round_robin_forfeits_are_games() -> None:
    """15.2: in the TEC round robin #6 Helene's R4 forfeit win against Franck (1.5) is a game;
    BH = 3.5 + 3.5 + 1.5 + 1.5 + 3.5 = 13.5 (plain scores, nothing adjusted)."""
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    assert _value(t, "BH", 6) == "13.5"
    assert explain(t, 6, "BH").contributions[3].basis == "forfeit-as-game"


def test_round_robin_rest_round_has_no_element() -> None:
    """15.2 / Gacrux: a round without an opponent in a round robin contributes nothing. Three
    players, three rounds, each rests once; A beat B, B beat C, A drew C: A 1.5, B 1, C 0.5.
    BH(A) = 1 + 0.5 = 1.5; no dummy for the rest round (under Swiss rules it would add 1.5)."""
    g = Games(3, "ABC")
    g.game(1, "A", "B", W)
    g.bye(1, "C", Result.NOT_PAIRED)
    g.game(2, "B", "C", W)
    g.bye(2, "A", Result.NOT_PAIRED)
    g.game(3, "C", "A", D)
    g.bye(3, "B", Result.NOT_PAIRED)
    t = g.finish()
    t.system = System.ROUND_ROBIN
    assert _value(t, "BH", 1) == "1.5"
    t.system = System.SWISS
    # Read as a Swiss (2024 rules), A's own unpaired R2 becomes a dummy with A's score 1.5.
    e = explain(t, 1, "BH", rules="fide-2024")
    assert e.contributions[1].basis == "dummy" and e.contributions[1].value == Fraction(3, 2)


def test_pending_game_left_out_or_drawn() -> None:
    """Preliminary standings. X: R1 win, R2 zero-point bye, R3 game pending against Y.
    Left out (default): X has 1; the pending game is no unplayed round, so the R2 bye is
    followed by a non-VUR round (16.2.3) and keeps its 0: adjusted score 1 (were the pending
    game a VUR, the bye would be trailing and count ½). Y beat filler F1 in R1 and F2 in R2.
    F1 is unpaired in R2–R3 (trailing, 16.2.5: two draws): adjusted 1.0; F2 is unpaired in R1
    (followed by a game: 0) and R3 (trailing: ½): 0.5. BH(Y) = 1 + 1.0 + 0.5 = 2.5.
    Counted as a draw (Turneringsservice option): X 1.5 and Y 2.5, BH(Y) = 1.5 + 1.0 + 0.5."""
    g = Games(3, "XY")
    g.game(1, "X", g.filler(), W)
    g.bye(2, "X", Result.ZERO_BYE)
    g.game(1, "Y", g.filler(), W)
    g.game(2, "Y", g.filler(), W)
    g.game(3, "X", "Y", Result.PENDING)
    t = g.finish()
    st = standings.compute(t, ["BH"], rules="fide-2024")
    assert (st.row(1).points, st.row(2).points) == (1, 2)
    assert format_value("BH", st.row(2).values[0]) == "2.5"
    t.unfinished_as_draw = True
    st = standings.compute(t, ["BH"], rules="fide-2024")
    assert (st.row(1).points, st.row(2).points) == (Fraction(3, 2), Fraction(5, 2))
    assert format_value("BH", st.row(2).values[0]) == "3.0"


def test_rounds_not_yet_paired_are_not_unplayed() -> None:
    """A 7-round event after 2 rounds: only the two rounds count. A won R1 and took a half-point
    bye in R2 (the last round so far: 16.2.5). The filler lost R1 and is unpaired in R2
    (trailing: a draw), adjusted 0.5. A's own score is 1.5; the 2026 cap is draw × rounds so
    far = 0.5 × 2 = 1.0 (not 0.5 × 7): BH = 0.5 + 1.0 = 1.5. (Two more fillers play in R2: a
    round counts once it is paired, `core.stage`; byes alone are announced, not a round.)"""
    g = Games(2, "A")
    g.game(1, "A", g.filler(), W)
    g.bye(2, "A", Result.HALF_BYE)
    g.game(2, g.filler(), g.filler(), W)
    t = g.finish()
    t.rounds = 7
    e = explain(t, 1, "BH", rules="fide-2026")
    assert len(e.contributions) == 2
    assert e.value == Fraction(3, 2)
    assert dict(e.contributions[1].numbers) == {"own": Fraction(3, 2), "cap-rounds": 1}


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        # TEC round robin, max 5 points, 50% = 2.5: only 1, 2, 3 (3.5 each) qualify.
        ("KS", ["2.0", "0.5", "0.5", "1.0", "0.5", "0.0"]),
        # +1 half point: 3.0, the same three qualify.
        ("KS/L+1", ["2.0", "0.5", "0.5", "1.0", "0.5", "0.0"]),
        # +3 half points: 4.0, nobody qualifies.
        ("KS/L+3", ["0.0"] * 6),
        # -2 half points: 1.5, everybody qualifies: KS = the player's points.
        ("KS/L-2", ["3.5", "3.5", "3.5", "1.5", "1.5", "1.5"]),
    ],
)
def test_koya_limit(code: str, expected: list[str]) -> None:
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    st = standings.compute(t, [code])
    assert [format_value(code, st.row(k).values[0]) for k in range(1, 7)] == expected


def test_fore_buchholz_final_round_bye_keeps_its_points() -> None:
    """Spec §12 point 9: TEC #9 Jessica had a PAB in the final round; in FB it keeps its point
    (only paired games become draws). Her FB 9.5 (printed) vs BH 9.0: her R1/R2 opponents'
    final games become draws."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    e = explain(t, 9, "FB", rules="fide-2024")
    r5 = e.contributions[4]
    assert r5.result is Result.PAIRING_BYE and r5.points == 1
    assert format_value("FB", e.value) == "9.5"


def test_cut_with_fewer_elements_than_cuts_is_zero() -> None:
    """Spec §12 point 2: BH/C9 on a 5-round event leaves nothing: 0."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    assert _value(t, "BH/C9", 1) == "0.0"


def test_legacy_virtual_opponent_differs_from_dummy() -> None:
    """fide-2009 on TEC #4 David: R2 half-point bye with 1.0 before it:
    Svon = 1 + (1 - 0.5) + 0.5 × (5 - 2) = 3.0, and Nick's adjusted score counts every unplayed
    round (PAB, forfeit win, two zero byes) as a draw: 0 + 4 × 0.5 = 2.0."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    e = explain(t, 4, "BH", rules="fide-2009")
    assert e.contributions[1].value == 3 and e.contributions[1].basis == "virtual-opponent"
    assert e.contributions[0].value == 2


def test_fore_buchholz_before_the_final_round_is_paired() -> None:
    """C.07 8.3: FB draws the paired games of the *final round*. After round 2 of 3 nothing is
    drawn yet, so FB = BH. Differential finding F1 (/tmp/team/gacrux-findings.md): A beat B and
    drew C; B 1.0 and C 1.0 give BH(A) = FB(A) = 2.0 (drawing round 2 would give 1.5)."""
    g = Games(2, "ABCD")
    g.game(1, "A", "B", W)
    g.game(1, "C", "D", D)
    g.game(2, "C", "A", D)
    g.game(2, "B", "D", W)
    t = g.finish()
    t.rounds = 3
    st = standings.compute(t, ["BH", "FB"], rules="fide-2026")
    assert [format_value("BH", v) for v in st.row(1).values] == ["2.0", "2.0"]
    t.rounds = 2  # now round 2 is the final round: B 0.5 + C 1.0 (its R2 result drawn anyway)
    st = standings.compute(t, ["BH", "FB"], rules="fide-2026")
    assert [format_value("BH", v) for v in st.row(1).values] == ["2.0", "1.5"]
