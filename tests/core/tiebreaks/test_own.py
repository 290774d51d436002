"""Own-record tie-breaks (C.07 Art. 7): WIN, WON, BPG, BWG, REP, STD, TPN.

Sources: the FIDE TEC exercise values (tests/data/fide-tec/expected.json, IA Mario Held,
"Exercises in Tie-Breaking") and cases worked by hand from the article texts (2026 edition).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from values import SWISS_5, printed, ranked, swiss5_cases

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Scoring, System, Tournament
from arbiter_app.core.tiebreaks import format_value
from arbiter_app.io.trf import read_trf


def solo(rounds: list[RoundEntry], scoring: Scoring | None = None, **player: object) -> Tournament:
    """Player 1 with the given records; every opponent named exists as a player (records of the
    opponents do not matter to own-record criteria)."""
    opponents = {e.opponent for e in rounds if e.opponent is not None}
    players = [Player(start_no=1, name="P1", rounds=tuple(rounds), **player)]  # type: ignore[arg-type]
    players += [Player(start_no=sn, name=f"P{sn}") for sn in sorted(opponents)]
    return Tournament(players=players, rounds=len(rounds), scoring=scoring or Scoring())


B, Wh, N = Colour.BLACK, Colour.WHITE, Colour.NONE


# -- the TEC exercise ------------------------------------------------------------------------

_TEC_CASES = swiss5_cases(("WIN", "WON", "BPG", "BWG", "REP"))


@pytest.fixture(scope="module")
def swiss5() -> Tournament:
    return read_trf(SWISS_5)


@pytest.mark.parametrize(("code", "start_no", "expected"), _TEC_CASES)
def test_tec_exercise_values(swiss5: Tournament, code: str, start_no: int, expected: str) -> None:
    """Held's exercise, held_swiss_5: the printed WIN, WON, BPG, BWG and REP (e.g. player 9:
    R3 half-point bye, R4 forfeit loss, R5 pairing bye -> WIN 1, WON 0, REP 5 - 2 = 3)."""
    assert printed(swiss5, code)[start_no] == expected


def test_std_equals_the_score_in_one_half_zero_events(swiss5: Tournament) -> None:
    """C.07 7.7 with 1-½-0 scoring: a win (played or not) counts 1, a draw or half-point bye ½,
    everything else 0, so STD is each player's score: the points column of the TRF."""
    std = printed(swiss5, "STD", rule="fide-2026")
    for p in swiss5.players:
        assert p.points_in_file is not None
        assert std[p.start_no] == format_value("PTS", p.points_in_file)


# -- hand-worked cases -----------------------------------------------------------------------


def test_std_in_three_one_zero() -> None:
    """C.07 7.7 in a 3-1-0 event (draw = 1 point), round by round:
    R1 win 3 vs 0 -> 1;  R2 draw 1 vs 1 -> ½;  R3 loss 0 vs 3 -> 0;
    R4 pairing bye worth 3 > 1 (a draw) without playing -> 1;
    R5 half-point bye worth 1 = a draw without playing -> ½;
    R6 forfeit win 3 > 1 -> 1;  R7 zero-point bye 0 < 1 -> 0;
    R8 double forfeit: 0 without playing < 1 -> 0 (the decision in `own`).
    STD = 1 + ½ + 0 + 1 + ½ + 1 + 0 + 0 = 4.0, while the points are 3+1+0+3+1+3+0+0 = 11.
    WIN (7.1, 3 points): R1, R4, R6 = 3; WON (7.2): R1 = 1;
    REP (7.6): 8 rounds - H (R5) - Z (R7) - forfeit loss (R8) = 5."""
    t = solo(
        [
            RoundEntry(2, Wh, Result.WIN),
            RoundEntry(3, B, Result.DRAW),
            RoundEntry(4, Wh, Result.LOSS),
            RoundEntry(None, N, Result.PAIRING_BYE),
            RoundEntry(None, N, Result.HALF_BYE),
            RoundEntry(5, B, Result.FORFEIT_WIN),
            RoundEntry(None, N, Result.ZERO_BYE),
            RoundEntry(6, Wh, Result.DOUBLE_FORFEIT),
        ],
        scoring=Scoring(win=Fraction(3), draw=Fraction(1), loss=Fraction(0)),
    )
    assert t.points(t.player(1)) == 11
    assert printed(t, "STD", rule="fide-2026")[1] == "4.0"
    assert printed(t, "WIN")[1] == "3"
    assert printed(t, "WON")[1] == "1"
    assert printed(t, "REP")[1] == "5"
    assert printed(t, "GE")[1] == "5"  # the pre-Aug-2024 name of REP


def test_win_counts_a_pairing_bye_only_when_worth_a_win() -> None:
    """C.07 7.1: "as many points as awarded for a win". R1 win, R2 pairing bye, R3 forfeit win,
    R4 full-point bye: WIN 4 with the PAB worth 1; 3 when the PAB is worth ½ (TRF-26 162).
    WON counts R1 only, and also a TRF `W` (a win in under one move is an OTB game)."""
    rounds = [
        RoundEntry(2, B, Result.WIN),
        RoundEntry(None, N, Result.PAIRING_BYE),
        RoundEntry(3, Wh, Result.FORFEIT_WIN),
        RoundEntry(None, N, Result.FULL_BYE),
    ]
    assert printed(solo(rounds), "WIN")[1] == "4"
    half_pab = Scoring(pairing_bye=Fraction(1, 2))
    assert printed(solo(rounds, half_pab), "WIN")[1] == "3"
    assert printed(solo(rounds), "WON")[1] == "1"
    with_w = [*rounds, RoundEntry(4, B, Result.WIN_UNRATED)]
    assert printed(solo(with_w), "WON")[1] == "2"
    assert printed(solo(with_w), "BWG")[1] == "2"  # R1 and R5 won with Black


def test_black_games_over_the_board_only() -> None:
    """C.07 7.3/7.4: games played over the board with Black. R1 black win, R2 black loss,
    R3 black forfeit win (not OTB), R4 black draw of less than one move (TRF `D`: OTB),
    R5 white win: BPG 3 (R1, R2, R4), BWG 1 (R1). The same in a round robin: the articles say
    "over the board" (decision in `own`, spec §12 point 12)."""
    t = solo(
        [
            RoundEntry(2, B, Result.WIN),
            RoundEntry(3, B, Result.LOSS),
            RoundEntry(4, B, Result.FORFEIT_WIN),
            RoundEntry(5, B, Result.DRAW_UNRATED),
            RoundEntry(6, Wh, Result.WIN),
        ]
    )
    for system in (System.SWISS, System.ROUND_ROBIN):
        assert printed(t, "BPG", system=system)[1] == "3"
        assert printed(t, "BWG", system=system)[1] == "1"


def test_rep_after_withdrawal() -> None:
    """C.07 7.6 with 16.1.1: rounds after a withdrawal are zero-point byes. Player 1 played
    R1-R2, was paired but lost R3 by forfeit, withdrew after R3; R4-R5 are not paired:
    REP = 5 - 1 (forfeit loss) - 2 (ZPB) = 2. Player 2 lost R1 and has a game without a result
    yet in R2 (a round he came for), R3-R5 not paired (zero-point byes): REP = 5 - 3 = 2."""
    t = solo(
        [
            RoundEntry(2, Wh, Result.WIN),
            RoundEntry(3, B, Result.DRAW),
            RoundEntry(4, Wh, Result.FORFEIT_LOSS),
            RoundEntry(),
            RoundEntry(),
        ],
        withdrawn_after=3,
    )
    assert printed(t, "REP")[1] == "2"
    t.replace_player(
        Player(
            start_no=2,
            name="P2",
            rounds=(RoundEntry(1, B, Result.LOSS), RoundEntry(5, Wh, Result.PENDING)),
        )
    )
    assert printed(t, "REP")[2] == "2"


def test_tpn_order_and_reverse() -> None:
    """C.07 7.8: by tournament pairing number ascending; TPN/R descending."""
    t = Tournament(players=[Player(start_no=sn, name=f"P{sn}") for sn in (3, 1, 2)])
    for code, order in (("TPN", [1, 2, 3]), ("TPN/R", [3, 2, 1])):
        assert ranked(t, code) == order, code
    assert printed(t, "TPN") == {3: "3", 1: "1", 2: "2"}
