"""Rating-based tie-breaks (C.07 Art. 10); the B.02 tables they use are tested in
tests/core/test_b02.py.

Sources: the FIDE TEC exercise values (tests/data/fide-tec/expected.json, IA Mario Held,
"Exercises in Tie-Breaking"), the printed B.02 tables (FIDE Rating Regulations 2024, tables
8.1.1 and 8.1.2, handbook.fide.com/chapter/B022024), and small cases worked by hand below.
"""

from __future__ import annotations

import pytest
from values import SWISS_5, printed, ranked, swiss5_cases

from arbiter_app.core import b02
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.tiebreaks.rating import (
    average,
    perfect_performance,
    performance,
)
from arbiter_app.io.trf import read_trf


def tournament(
    ratings: dict[int, int], rounds: list[list[tuple[int, int, Result]]], **settings: object
) -> Tournament:
    """Players `ratings` (start no -> rating); `rounds[r]` lists (white, black, white's
    result) games; a player not in a round's games is not paired in it."""
    entries: dict[int, list[RoundEntry]] = {sn: [] for sn in ratings}
    for games in rounds:
        seen = set()
        for white, black, result in games:
            entries[white].append(RoundEntry(black, Colour.WHITE, result))
            entries[black].append(RoundEntry(white, Colour.BLACK, result.mirror))
            seen |= {white, black}
        for sn in ratings.keys() - seen:
            entries[sn].append(RoundEntry())
    players = [
        Player(start_no=sn, name=f"P{sn}", rating=rating, rounds=tuple(entries[sn]))
        for sn, rating in ratings.items()
    ]
    return Tournament(players=players, rounds=len(rounds), **settings)  # type: ignore[arg-type]


W, D, L = Result.WIN, Result.DRAW, Result.LOSS


# -- the TEC exercise ------------------------------------------------------------------------

_TEC_CASES = swiss5_cases(("ARO", "ARO/C1", "TPR", "APRO", "PTP"))


@pytest.fixture(scope="module")
def swiss5() -> Tournament:
    return read_trf(SWISS_5)


@pytest.mark.parametrize(("code", "start_no", "expected"), _TEC_CASES)
def test_tec_exercise_values(
    swiss5: Tournament, code: str, start_no: int, expected: str | None
) -> None:
    """Held's exercise, held_swiss_5: the printed ARO, ARO-C1, TPR, APRO and PTP (null =
    undefined: player 12 has a single game, so ARO-C1 has nothing left)."""
    assert printed(swiss5, code)[start_no] == (expected or "")


def test_tec_ptp_player_3_by_hand(swiss5: Tournament) -> None:
    """Player 3 scored 3.5 against 1700, 1950, 1850, 2050, 2150 (all OTB). At R = 2112 the
    differences 412, 162, 262, 62, -38 give PD .93 + .71 + .82 + .59 + .45 = 3.50 >= 3.5; at
    2111, 411 -> .92 and 61 -> .58: total 3.48 < 3.5. So PTP = 2112, as the exercise prints."""
    opponents = [1700, 1950, 1850, 2050, 2150]
    assert sum(b02.pd(2112 - r) for r in opponents) == 350
    assert sum(b02.pd(2111 - r) for r in opponents) == 348
    assert perfect_performance(opponents, 7) == 2112
    assert printed(swiss5, "PTP")[3] == "2112"


# -- hand-worked cases -----------------------------------------------------------------------


def _one_player_vs(opponents: list[int], results: list[Result]) -> Tournament:
    ratings = {1: 2000} | {k + 2: r for k, r in enumerate(opponents)}
    return tournament(ratings, [[(1, k + 2, res)] for k, res in enumerate(results)])


def test_aro_cuts_and_medians() -> None:
    """Opponents 1500, 1600, 1700, 1850, 2000 (C.07 10.1 with 14.1-14.4):
    ARO = 8650 / 5 = 1730; C1 drops 1500: 7150 / 4 = 1787.5 -> 1788 (0.5 rounded up);
    C2 drops 1500, 1600: 5550 / 3 = 1850; M1 drops 1500 and 2000: 5150 / 3 = 1716.67 -> 1717;
    M2 drops 1500, 1600, 1850, 2000: 1700."""
    t = _one_player_vs([1500, 1600, 1700, 1850, 2000], [W, D, L, W, D])
    expected = {"ARO": "1730", "ARO/C1": "1788", "ARO/C2": "1850", "ARO/M1": "1717"}
    expected["ARO/M2"] = "1700"
    for code, value in expected.items():
        assert printed(t, code)[1] == value, code


def test_hundred_percent_and_zero_score() -> None:
    """2 wins against 1800 and 2000: TPR = ARO 1900 + dp(1.00) 800 = 2700. PTP: at
    R = 2000 + 736 both differences exceed 735 (PD 1.00 + 1.00 = 2 >= 2); at 2735 the
    difference 735 gives .99, total 1.99 < 2, so PTP = 2736 (no special rule for 100%).
    2 losses: TPR = 1900 - 800 = 1100; PTP = lowest opponent - 800 = 1000 (C.07 10.3)."""
    won = _one_player_vs([1800, 2000], [W, W])
    assert printed(won, "TPR")[1] == "2700"
    assert printed(won, "PTP")[1] == "2736"
    assert b02.pd(2735 - 2000) + b02.pd(2735 - 1800) == 199
    lost = _one_player_vs([1800, 2000], [L, L])
    assert printed(lost, "TPR")[1] == "1100"
    assert printed(lost, "PTP")[1] == "1000"


def _three_player_round_robin() -> Tournament:
    """A 2000, B 1800, C 1600. R1 A-B 1-0 (C rests), R2 A-C ½-½ (B rests), R3 B-C 1-0."""
    return tournament({1: 2000, 2: 1800, 3: 1600}, [[(1, 2, W)], [(1, 3, D)], [(2, 3, W)]])


def test_tpr_ptp_apro_appo_by_hand() -> None:
    """TPR: A 1.5/2 = .75 -> +193 on ARO 1700 = 1893; B 1/2 -> 0 on 1800 = 1800; C .5/2 = .25
    -> -193 on 1900 = 1707.
    PTP (table 8.1.2): A needs 1.5 from 1800, 1600: at 1903 PD(103) .64 + PD(303) .86 = 1.50,
    at 1902 .64 + .85 = 1.49 -> 1903. B needs 1 from 2000, 1600: at 1798 PD(-202) .24 +
    PD(198) .76 = 1.00, at 1797 .24 + .75 = .99 -> 1798. C needs .5 from 2000, 1800: at 1694
    PD(-306) .14 + PD(-106) .36 = .50, at 1693 .14 + PD(-107) .35 = .49 -> 1694.
    APRO: A (1800 + 1707) / 2 = 1753.5 -> 1754; B (1893 + 1707) / 2 = 1800;
    C (1893 + 1800) / 2 = 1846.5 -> 1847.
    APPO: A (1798 + 1694) / 2 = 1746; B (1903 + 1694) / 2 = 1798.5 -> 1799;
    C (1903 + 1798) / 2 = 1850.5 -> 1851."""
    t = _three_player_round_robin()
    rr = System.ROUND_ROBIN
    assert printed(t, "TPR", system=rr) == {1: "1893", 2: "1800", 3: "1707"}
    assert printed(t, "PTP", system=rr) == {1: "1903", 2: "1798", 3: "1694"}
    assert printed(t, "APRO", system=rr) == {1: "1754", 2: "1800", 3: "1847"}
    assert printed(t, "APPO", system=rr) == {1: "1746", 2: "1799", 3: "1851"}


def test_unrated_players_drop_the_criterion_unless_rated_by_rule() -> None:
    """C.07 10 (preamble): with unrated players present the rating tie-breaks are dropped
    unless the regulations say how unrated players count. Player 3 is unrated.
    Without a rule every value is undefined (printed empty), even player 2's, who never met
    player 3. With /U1400: player 1 met 2 (1800) and 3 (1400): ARO 1600; player 2 met 1 (2000):
    2000; player 3 met 1: 2000; RTNG/U1400 of player 3 is 1400.
    `Tournament.unrated_rating` = 1500 is the same rule (ARO of 1 = 1650); the descriptor's
    /U1400 overrides it."""
    t = tournament({1: 2000, 2: 1800, 3: 0}, [[(1, 2, W)], [(3, 1, D)]])
    for code in ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG", "ARO/C1"):
        assert set(printed(t, code).values()) == {""}, code
    assert printed(t, "ARO/U1400") == {1: "1600", 2: "2000", 3: "2000"}
    assert printed(t, "RTNG/U1400")[3] == "1400"
    t.unrated_rating = 1500
    assert printed(t, "ARO")[1] == "1650"
    assert printed(t, "ARO/U1400")[1] == "1600"


def test_rtng_order_and_reverse() -> None:
    """C.07 10.6: RTNG ranks the highest rating first; RTNG/R the lowest first."""
    t = tournament({1: 1900, 2: 2100, 3: 1700}, [[(1, 2, D)]])
    for code, order in (("RTNG", [2, 1, 3]), ("RTNG/R", [3, 1, 2])):
        assert ranked(t, code) == order, code
    assert printed(t, "RTNG") == {1: "1900", 2: "2100", 3: "1700"}


def test_forfeits_never_count_in_rating_criteria() -> None:
    """2026 Art. 15.2: in a round robin all forfeits stay unplayed rounds for Art. 10 (and a
    forfeit is not a game "played over the board" in a Swiss event either). Player 1 beat 2
    (1800) over the board and won by forfeit against 3 (1600): ARO 1800, TPR 1800 + 800."""
    t = tournament({1: 2000, 2: 1800, 3: 1600}, [[(1, 2, W)], [(1, 3, Result.FORFEIT_WIN)]])
    for system in (System.ROUND_ROBIN, System.SWISS):
        for rule in ("fide-2026", "fide-2024"):
            assert printed(t, "ARO", rule, system)[1] == "1800"
            assert printed(t, "TPR", rule, system)[1] == "2600"
    assert printed(t, "ARO")[3] == ""  # player 3 played no game over the board


def test_pure_functions() -> None:
    assert average([]) is None
    assert average([1887, 1888]) == 1888  # 1887.5 rounded up
    assert performance([], 0) is None
    assert perfect_performance([], 0) is None
    with pytest.raises(ValueError):
        performance([2000], 3)  # 1.5 points in one game


def test_tpr_and_ptp_agree_with_gacrux() -> None:
    """Differential check of the two formulas against Gacrux's `rating` module (Otto Milvang's
    FIDE reference implementation) on random inputs: up to 11 opponents, any score."""
    from decimal import Decimal
    from random import Random

    gacrux_rating = pytest.importorskip("gacrux.rating")
    rng = Random(20260301)
    for _ in range(500):
        opponents = [rng.randint(1000, 2850) for _ in range(rng.randint(1, 11))]
        half = rng.randint(0, 2 * len(opponents))
        score = Decimal(half) / 2
        assert performance(opponents, half) == (
            gacrux_rating.ComputeTournamentPerformanceRating(score, opponents)
        )
        assert perfect_performance(opponents, half) == (
            gacrux_rating.ComputePerfectTournamentPerformance(score, opponents)
        )
