"""FIDE rating change (B.02) against published figures.

Sources (each test names its own):
- FIDE's rating calculator as quoted by chesschess.blogspot.com ("Topalov back at No.1 on Live
  Chess Ratings List", Sep 2008): Rtg 2812, Rc 2786, W = 1, K = 10 -> "Kasparov will gain 4.6
  points for the win against Carlsen, who in turn, will lose that many points."
- chesselo.com "FIDE rule of 400 points": a 2000 player against 2420 is rated "as though the
  opponent ... was rated 2400", against 1550 "as though ... 1600"; "If you are stronger (for
  400 points and more), your Expected Result for One Game will be 0.92. If you are weaker ...
  0.08."
- ChessBase, "FIDE changes rating regulations" (30 Sep 2025): before 1 October 2025 a 2650+
  player beating an opponent more than 400 below "earned ... 0.8 Elo points" a win (K = 10);
  "According to the new rule, the actual Elo rating difference now counts."
- chesstalk.com forum "K=40 now?" (2014): juniors rated 2000 drawing 19 games against 2200 with
  K = 40: "Expected result: 0.24 point/game. 0.26 * 19 * 40 = 197.6 points" (before the 700
  cap of B.02 8.3.4, which now reduces K to 36: hand calculation in the test).
"""

from __future__ import annotations

from fractions import Fraction

from msgspec.structs import replace

from arbiter_app.core import rating_change as rc
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament

W, D, L = Result.WIN, Result.DRAW, Result.LOSS
E2024 = rc.edition_for("2025-06-01")
E2025 = rc.edition_for("2025-10-01")


def event(
    start: str, ratings: dict[int, int], games: list[tuple[int, int, int, Result]]
) -> Tournament:
    """Players by start number with ratings; games (round, white, black, white's result)."""
    t = Tournament(name="t", start_date=start)
    for sn, rating in ratings.items():
        t.add_player(Player(sn, f"P{sn}", rating=rating, birth_date="1980"))
    for r, a, b, result in games:
        for sn, opp, colour, res in (
            (a, b, Colour.WHITE, result),
            (b, a, Colour.BLACK, result.mirror),
        ):
            p = t.player(sn)
            t.replace_player(p.with_entry(r, RoundEntry(opp, colour, res)))
    return t


def test_editions_by_date() -> None:
    assert rc.edition_for("2024-03-01").name == "B.02 2024-03-01"
    assert rc.edition_for("2025-09-30").uncapped_from is None
    assert rc.edition_for("2025-10-01").uncapped_from == 2650


def test_fide_calculator_kasparov_carlsen() -> None:
    """2812 beats 2786 with K = 10: +4.6, and the loser -4.6 (FIDE calculator, quoted)."""
    t = event("2008-09-01", {1: 2812, 2: 2786}, [(1, 1, 2, W)])
    a, b = rc.event_changes(t, {1: 10, 2: 10})
    assert a.change == Fraction(46, 10) and b.change == Fraction(-46, 10)
    # D = 26 is in the band 26-32 of table 8.1.2: PD 0.54 / 0.46.
    assert (a.games[0].expected, b.games[0].expected) == (Fraction(54, 100), Fraction(46, 100))


def test_400_point_rule_both_directions() -> None:
    """chesselo: 2000 v 2420 counts as v 2400 (0.08); 2000 v 1550 counts as v 1600 (0.92)."""
    assert rc.expected(2000, 2420, E2024) == Fraction(8, 100)
    assert rc.expected(2000, 2400, E2024) == Fraction(8, 100)
    assert rc.expected(2000, 1550, E2024) == Fraction(92, 100)
    assert rc.expected(2000, 1600, E2024) == Fraction(92, 100)


def test_400_point_rule_no_longer_for_2650_and_above() -> None:
    """ChessBase 2025: +0.8 a win under the old rule (K = 10, PD 0.92). From 1 Oct 2025 the
    real difference counts for the 2650+ player. Hand calculation for 2800 v 2250: D = 550 is
    in the band 518-559 of table 8.1.2, PD 0.97, so a win gives 10 × (1 - 0.97) = +0.3."""
    games = [(1, 1, 2, W)]
    before = rc.event_changes(event("2025-09-01", {1: 2800, 2: 2250}, games), {1: 10, 2: 20})
    after = rc.event_changes(event("2025-10-01", {1: 2800, 2: 2250}, games), {1: 10, 2: 20})
    assert before[0].change == Fraction(8, 10)
    assert after[0].change == Fraction(3, 10)
    # The lower-rated player is below 2650: the cap still applies to them (PD 0.08, K 20):
    # 20 × (0 - 0.08) = -1.6 both before and after.
    assert before[1].change == after[1].change == Fraction(-16, 10)
    # A loss against the much weaker player now costs 10 × (0 - 0.97) = -9.7 (was -9.2).
    loss = [(1, 1, 2, L)]
    assert rc.event_changes(event("2025-10-01", {1: 2800, 2: 2250}, loss), {1: 10})[
        0
    ].change == Fraction(-97, 10)
    assert rc.event_changes(event("2025-09-01", {1: 2800, 2: 2250}, loss), {1: 10})[
        0
    ].change == Fraction(-92, 10)


def test_k40_junior_draws_and_the_700_cap() -> None:
    """chesstalk 2014: 2000 v 2200, expected 0.24 a game (D = 200: band 198-206, PD 0.76 for
    the higher-rated, 0.24 for the lower). 17 draws, K 40: 17 × 40 = 680 <= 700, change
    0.26 × 17 × 40 = 176.8. 19 draws (the forum's case, 197.6 before 8.3.4): 19 × 40 = 760 > 700,
    so K = 700 // 19 = 36 and the change is 0.26 × 19 × 36 = 177.84."""
    for n, k_used, change in ((17, 40, Fraction(17680, 100)), (19, 36, Fraction(17784, 100))):
        ratings = {1: 2000} | {100 + i: 2200 for i in range(n)}
        games = [(i + 1, 1, 100 + i, D) for i in range(n)]
        (junior,) = [
            c
            for c in rc.event_changes(event("2026-05-01", ratings, games), {1: 40})
            if c.start_no == 1
        ]
        assert junior.games[0].expected == Fraction(24, 100)
        assert (junior.k_given, junior.k, junior.change) == (40, k_used, change)


def test_only_rated_games_against_rated_opponents_count() -> None:
    """8.3.1 "for each game played against a rated player": the unrated opponent (rating 0),
    the forfeit and the game of less than one move do not count; byes have no opponent."""
    t = event("2026-04-01", {1: 1900, 2: 0, 3: 1900, 4: 1900, 5: 1900}, [
        (1, 1, 2, W),  # unrated opponent
        (2, 1, 3, D),  # counts: 20 × (0.5 - 0.5) = 0
        (4, 1, 5, L),  # counts: 20 × (0 - 0.5) = -10
    ])  # fmt: skip
    p1 = t.player(1)
    p1 = p1.with_entry(3, RoundEntry(4, Colour.WHITE, Result.FORFEIT_WIN))
    p1 = p1.with_entry(5, RoundEntry(4, Colour.BLACK, Result.WIN_UNRATED))
    p1 = p1.with_entry(6, RoundEntry(None, Colour.NONE, Result.FULL_BYE))
    t.replace_player(p1)
    (c1,) = [c for c in rc.event_changes(t, {1: 20}) if c.start_no == 1]
    assert [g.round_no for g in c1.games] == [2, 4]
    assert c1.change == Fraction(-10)
    assert c1.new_rating == 1890
    # The unrated player gets no change (first ratings are out of scope).
    assert 2 not in [c.start_no for c in rc.event_changes(t)]


def test_default_k_by_8_3_3() -> None:
    assert rc.default_k(2250, 2008, 2026, "standard") == 40  # the year of the 18th birthday
    assert rc.default_k(2250, 2007, 2026, "standard") == 20
    assert rc.default_k(2300, 2010, 2026, "standard") == 20  # junior at 2300: no longer 40
    assert rc.default_k(2400, 1980, 2026, "standard") == 10
    assert rc.default_k(1500, 2012, 2026, "rapid") == 20


def test_rounding_half_up() -> None:
    assert rc.rounded(Fraction(18905, 10)) == 1891
    assert rc.rounded(Fraction(18904, 10)) == 1890
    assert rc.rounded(Fraction(-5, 10)) == 0


def test_the_events_rating_type_sets_the_default_k() -> None:
    """A junior (born 2010, 2000) losing to a 2000: PD 0.50. Standard: K 40 (8.3.3, under 18
    and under 2300), change -20; rapid event: K 20, change -10. Undo restores standard."""
    t = event("2026-05-01", {1: 2000, 2: 2000}, [(1, 1, 2, L)])
    t.replace_player(replace(t.player(1), birth_date="2010"))
    assert rc.event_changes(t)[0].change == -20
    edit = rc.SetRatingType("rapid")
    edit.apply(t)
    assert rc.event_rating_type(t) == "rapid" and rc.event_changes(t)[0].change == -10
    edit.revert(t)
    assert rc.event_rating_type(t) == "standard"


def test_rchg_information_column_and_stored_k() -> None:
    """RCHG in the final list = the change of `event_changes`. Kasparov-Carlsen (FIDE
    calculator: +4.6 / -4.6 with K 10): both rated 2400 or more, so K 10 by 8.3.3 without a
    stored K. A K stored at registration wins (20 here: 20 x 0.46 = 9.2); /K40 gives every
    player 40 (18.4). The unrated player has no value."""
    from arbiter_app.core import standings

    t = event("2008-09-01", {1: 2812, 2: 2786, 3: 0}, [(1, 1, 2, W)])
    st = standings.compute(t, tiebreaks=[], info=["RCHG"])
    assert [st.row(sn).info_values[0] for sn in (1, 2, 3)] == [
        Fraction(46, 10), Fraction(-46, 10), None,
    ]  # fmt: skip
    for sn in (1, 2):
        t.replace_player(replace(t.player(sn), fide_id=f"{sn}00"))
        rc.SetKFactor(f"{sn}00", 20).apply(t)
    st = standings.compute(t, tiebreaks=[], info=["RCHG"])
    assert [st.row(sn).info_values[0] for sn in (1, 2)] == [Fraction(92, 10), Fraction(-92, 10)]
    st = standings.compute(t, tiebreaks=[], info=["RCHG/K40"])
    assert st.row(1).info_values[0] == Fraction(184, 10)


def test_a_rating_taken_from_another_type_is_no_official_rating() -> None:
    """Rapid event (B.02 8.3.3: K 20 in rapid). P1 2000 from the rapid list, P2 seeded by his
    standard 2100 (no rapid rating), P3 2000 from the rapid list. Round 1: P1 beats P2; round 2:
    P1 draws P3. P2 has no rapid rating: he gets no change, and the game against him is not
    rated for P1 (8.3.1: games against rated players). P1: only the draw v P3, PD .50: 0; P3
    the same. A hand-typed rating counts as the official one."""
    t = event("2026-05-01", {1: 2000, 2: 2100, 3: 2000}, [(1, 1, 2, W), (2, 1, 3, D)])
    rc.SetRatingType("rapid").apply(t)
    sources = {1: "fide:rapid", 2: "fide:standard", 3: "fide:rapid"}
    for sn, source in sources.items():
        t.replace_player(rc.with_source(t.player(sn), source))
    assert rc.official_rating(t, t.player(2)) == 0
    changes = {c.start_no: c for c in rc.event_changes(t)}
    assert sorted(changes) == [1, 3]
    assert [g.round_no for g in changes[1].games] == [2] and changes[1].change == 0
    t.replace_player(rc.with_source(t.player(2), rc.HAND))
    changes = {c.start_no: c for c in rc.event_changes(t)}
    # Now P2's 2100 counts: P1 beat him, D -100 -> PD .36: +0.64 x 20 = +12.80.
    assert changes[1].change == Fraction("12.80") and changes[2].change == Fraction("-12.80")
