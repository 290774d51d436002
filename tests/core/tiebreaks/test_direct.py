"""Direct Encounter (C.07 Art. 6) on small hand-made groups; each test states the article and
the hand calculation. The official DE exercises are in test_fide_tec.py."""

from __future__ import annotations

from fractions import Fraction

from games import D, Games, L, W

from arbiter_app.core import standings
from arbiter_app.core.model import Result


def _ranks(t: object, tiebreaks: list[str], names: str) -> dict[str, tuple[int, object]]:
    st = standings.compute(t, tiebreaks)  # type: ignore[arg-type]
    return {n: (st.row(k).rank, st.row(k).values) for k, n in enumerate(names, start=1)}


def test_repeated_meeting_is_averaged() -> None:
    """6.1.2: A beat B twice, C beat A, B beat C. Averaged addends: A 1 + 0, B 0 + 1, C 1 + 0,
    so all three have 1 and DE cannot separate them (summing would put A first with 2)."""
    g = Games(5, "ABC")
    g.game(1, "A", "B", W)
    g.game(2, "A", "C", L)
    g.game(3, "B", "C", W)
    g.game(4, "A", "B", W)
    g.top_up(Fraction(5, 2), "A", "B", "C")
    ranks = _ranks(g.finish(), ["DE"], "ABC")
    assert {n: r for n, (r, _) in ranks.items()} == {"A": 1, "B": 1, "C": 1}
    assert {n: v for n, (_, v) in ranks.items()} == {"A": (1,), "B": (1,), "C": (1,)}


def test_swiss_top_place_whatever_the_missing_games() -> None:
    """6.3: A beat B, C and D; B beat C and D; C and D never met. Separate scores A 3, B 2,
    C 0, D 0; at best C and D reach 1. A (3) beats every best case, then B (2) does; Art. 6
    restarts on {C, D}, who never met and have 0 each with 1 possible: still tied."""
    g = Games(5, "ABCD")
    g.game(1, "A", "B", W)
    g.game(2, "A", "C", W)
    g.game(3, "A", "D", W)
    g.game(2, "B", "D", W)
    g.game(3, "B", "C", W)
    g.top_up(3, "A", "B", "C", "D")
    ranks = _ranks(g.finish(), ["DE"], "ABCD")
    assert {n: r for n, (r, _) in ranks.items()} == {"A": 1, "B": 2, "C": 3, "D": 3}


def test_swiss_no_one_alone_on_top() -> None:
    """6.3: A beat B; C met neither. A has 1, but C could reach 1 against A (and 1 against B):
    no one is alone on top whatever the missing games, so DE leaves the three tied."""
    g = Games(3, "ABC")
    g.game(1, "A", "B", W)
    g.top_up(2, "A", "B", "C")
    ranks = _ranks(g.finish(), ["DE"], "ABC")
    assert {n: r for n, (r, _) in ranks.items()} == {"A": 1, "B": 1, "C": 1}


def test_forfeits_only_with_p() -> None:
    """6.1.1: A won against B by forfeit. Without /P the forfeit is not an encounter (they have
    not met: 6.3, each could reach 1, tied); DE/P counts it as a game: A 1, B 0."""
    g = Games(3, "AB")
    g.game(1, "A", "B", Result.FORFEIT_WIN)
    g.top_up(2, "A", "B")
    t = g.finish()
    assert {n: r for n, (r, _) in _ranks(t, ["DE"], "AB").items()} == {"A": 1, "B": 1}
    assert {n: r for n, (r, _) in _ranks(t, ["DE/P"], "AB").items()} == {"A": 1, "B": 2}


def test_type_a_is_recomputed_on_each_subgroup() -> None:
    """4.2 / 4.3 type A: A beat B, B beat C, C beat A (each 1 in the separate standings: DE
    leaves them tied). PS separates A (1 + 1.5 + 1.5 = 4) from B and C (2.5 each). DE again,
    now on {B, C} only: B beat C, so B is second."""
    g = Games(3, "ABC")
    g.game(1, "A", "B", W)
    g.game(2, "B", "C", W)
    g.game(3, "C", "A", W)
    g.game(1, "C", g.filler(), D)
    g.game(2, "A", g.filler(), D)
    g.game(3, "B", g.filler(), D)
    t = g.finish()
    st = standings.compute(t, ["DE", "PS", "DE"])
    assert [(r.start_no, r.rank) for r in st.rows[:3]] == [(1, 1), (2, 2), (3, 3)]
    values = {r.start_no: r.values for r in st.rows[:3]}
    assert values[1][2] is None  # A was alone when the second DE was applied
    assert (values[2][2], values[3][2]) == (1, 2)
    # Without the second DE, B and C share 2nd-3rd place.
    st = standings.compute(t, ["DE", "PS"])
    assert [(r.start_no, r.rank, r.rank_last) for r in st.rows[:3]] == [
        (1, 1, 1),
        (2, 2, 3),
        (3, 2, 3),
    ]
