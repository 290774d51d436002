"""Categories and prizes, by hand calculation on a six-player round robin.

The event (every pair meets once; W = win for the first named):

    A-B ½-½  A-C 1-0  A-D 1-0  A-E ½-½  A-F 1-0
    B-C ½-½  B-D 1-0  B-E 1-0  B-F ½-½
    C-D 1-0  C-E 1-0  C-F 1-0
    D-E ½-½  D-F 1-0
    E-F 1-0

Points: A 4, B 3½, C 3½, E 2, D 1½, F ½ (sum 15 = 15 games).
Sonneborn-Berger (C.07 9.1: beaten opponents' points + half of drawn opponents'):
    B = ½·4 (A) + ½·3½ (C) + 1½ (D) + 2 (E) + ½·½ (F) = 2 + 1.75 + 1.5 + 2 + 0.25 = 7.5
    C = 0 (A) + ½·3½ (B) + 1½ (D) + 2 (E) + ½ (F) = 1.75 + 1.5 + 2 + 0.5 = 5.75
so with SB the order is A, B, C, E, D, F; without tie-breaks B and C share places 2-3.
Players: A 2100 M 1990; B 1950 M 1985; C 1900 F 1992; D 1850 M 1970; E 1700 M 2011;
F unrated, F, 2012. Event 1-7 July 2026: ages on 1 January 2026 with the year only (birthday
taken as 31 December): E 2026-2011-1 = 14, F 13 (both U16), D 55 (S50), the others under 50.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest
from msgspec.structs import replace

from arbiter_app.core import standings as st
from arbiter_app.core.categories import Category, age_on, category_ranking
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.prizes import (
    PrizeGroup,
    PrizeTable,
    award,
    cents,
    split,
    table_from_dict,
)

W, D, L = Result.WIN, Result.DRAW, Result.LOSS
PLAYERS = {  # letter: (start no, rating, sex, birth)
    "A": (1, 2100, "M", "1990"), "B": (2, 1950, "M", "1985"), "C": (3, 1900, "F", "1992"),
    "D": (4, 1850, "M", "1970"), "E": (5, 1700, "M", "2011"), "F": (6, 0, "F", "2012"),
}  # fmt: skip
GAMES = [("A", "B", D), ("A", "C", W), ("A", "D", W), ("A", "E", D), ("A", "F", W),
         ("B", "C", D), ("B", "D", W), ("B", "E", W), ("B", "F", D),
         ("C", "D", W), ("C", "E", W), ("C", "F", W),
         ("D", "E", D), ("D", "F", W), ("E", "F", W)]  # fmt: skip
SN = {k: v[0] for k, v in PLAYERS.items()}
LETTER = {v[0]: k for k, v in PLAYERS.items()}


def event(tiebreaks: list[str]) -> tuple[Tournament, st.Standings]:
    t = Tournament(name="RR", start_date="2026-07-01", end_date="2026-07-07",
                   system=System.ROUND_ROBIN, rounds=5, tiebreaks=tiebreaks)  # fmt: skip
    for letter, (sn, rating, sex, born) in PLAYERS.items():
        t.add_player(Player(sn, letter, rating=rating, sex=sex, birth_date=born))
    next_round = dict.fromkeys(SN, 1)
    for a, b, result in GAMES:
        r = max(next_round[a], next_round[b])
        for x, y, colour, res in (
            (a, b, Colour.WHITE, result),
            (b, a, Colour.BLACK, result.mirror),
        ):
            p = t.player(SN[x])
            t.replace_player(p.with_entry(r, RoundEntry(SN[y], colour, res)))
            next_round[x] = r + 1
    return t, st.compute(t)


def paid(awards: list) -> dict[tuple[str, str], int]:
    return {(a.group, LETTER[a.start_no]): a.amount for a in awards}


OVERALL = Category("Overall")


def test_the_event_is_as_calculated_by_hand() -> None:
    _, s = event(["SB"])
    assert [(LETTER[r.start_no], r.points) for r in s.rows] == [
        ("A", 4), ("B", Fraction(7, 2)), ("C", Fraction(7, 2)), ("E", 2), ("D", Fraction(3, 2)),
        ("F", Fraction(1, 2)),
    ]  # fmt: skip
    assert s.row(SN["B"]).values[0] == Fraction(15, 2)
    assert s.row(SN["C"]).values[0] == Fraction(23, 4)


def test_ties_share_money_equally() -> None:
    """300/200/100: B and C tied on 3½ for places 2-3 share 200 + 100 = 300, 150 each."""
    t, s = event(["SB"])
    table = PrizeTable((PrizeGroup(OVERALL, (30000, 20000, 10000)),), "shared")
    assert paid(award(t, s, table)) == {
        ("Overall", "A"): 30000, ("Overall", "B"): 15000, ("Overall", "C"): 15000,
    }  # fmt: skip


def test_hort_system_and_by_tiebreak() -> None:
    """Hort: B (2nd on SB) 200/2 + (100 + 50)/2 = 175, C 100/2 + 75 = 125. By tie-break:
    B 200, C 100."""
    t, s = event(["SB"])
    groups = (PrizeGroup(OVERALL, (30000, 20000, 10000)),)
    assert paid(award(t, s, PrizeTable(groups, "hort"))) == {
        ("Overall", "A"): 30000, ("Overall", "B"): 17500, ("Overall", "C"): 12500,
    }  # fmt: skip
    assert paid(award(t, s, PrizeTable(groups, "tiebreak"))) == {
        ("Overall", "A"): 30000, ("Overall", "B"): 20000, ("Overall", "C"): 10000,
    }  # fmt: skip


def test_odd_cents_go_to_the_first_in_tiebreak_order() -> None:
    """Places 2-3 pay 100.01 + 0: 10001 cents for two, 5001 to B (better SB), 5000 to C."""
    t, s = event(["SB"])
    table = PrizeTable((PrizeGroup(OVERALL, (30000, cents("100.01"))),), "shared")
    got = paid(award(t, s, table))
    assert (got[("Overall", "B")], got[("Overall", "C")]) == (5001, 5000)
    assert sum(got.values()) == 30000 + 10001
    assert split(10, 3) == [4, 3, 3]


def test_one_prize_per_player_the_most_valuable() -> None:
    """Overall 300/200/100, Women 250, U16 50 (shared ties):
    C would get 150 overall (shared with B) or 250 as best woman: keeps the 250, so the overall
    prizes go to A 300, B 200 (alone at 2nd now) and E 100 (next, 2 points). E would also win
    U16 (50) but keeps the 100; U16 goes to F. Paid: 300 + 200 + 100 + 250 + 50 = 900."""
    t, s = event(["SB"])
    table = PrizeTable(
        (
            PrizeGroup(OVERALL, (30000, 20000, 10000)),
            PrizeGroup(Category("Women", sex="F"), (25000,)),
            PrizeGroup(Category.from_code("U16"), (5000,)),
        ),
        "shared",
    )
    assert paid(award(t, s, table)) == {
        ("Overall", "A"): 30000, ("Overall", "B"): 20000, ("Overall", "E"): 10000,
        ("Women", "C"): 25000, ("U16", "F"): 5000,
    }  # fmt: skip
    # Without the rule C takes both and E both.
    both = award(t, s, PrizeTable(table.groups, "shared", one_prize_per_player=False))
    assert paid(both)[("Women", "C")] == 25000 and paid(both)[("Overall", "C")] == 15000


def test_equal_prizes_follow_the_order_of_preference() -> None:
    """Overall 300/200/100 by tie-break, Women 100: C is 3rd overall (100) and best woman (100).
    By default the overall prize is preferred (table order): C keeps it, Women goes to F. With
    Women preferred C takes Women and the overall 3rd prize goes to E."""
    t, s = event(["SB"])
    groups = (
        PrizeGroup(OVERALL, (30000, 20000, 10000)),
        PrizeGroup(Category("Women", sex="F"), (10000,)),
    )
    default = paid(award(t, s, PrizeTable(groups, "tiebreak")))
    assert default[("Overall", "C")] == 10000 and default[("Women", "F")] == 10000
    women_first = paid(award(t, s, PrizeTable(groups, "tiebreak", preference=("Women",))))
    assert women_first[("Women", "C")] == 10000 and women_first[("Overall", "E")] == 10000
    assert ("Overall", "C") not in women_first


def test_categories_ranked_with_the_event_tiebreaks() -> None:
    """Rated 1800-2000 holds B, C, D: with SB, B (7.5) before C (5.75), then D. Without
    tie-breaks B and C share 1-2 in the category as they share 2-3 overall."""
    band = Category("1800-2000", rating_min=1800, rating_max=2000)
    t, s = event(["SB"])
    rows = category_ranking(t, s, band).rows
    assert [(LETTER[r.start_no], r.place, r.place_last) for r in rows] == [
        ("B", 1, 1), ("C", 2, 2), ("D", 3, 3),
    ]  # fmt: skip
    t, s = event([])
    rows = category_ranking(t, s, band).rows
    assert [(LETTER[r.start_no], r.place, r.place_last, r.overall) for r in rows] == [
        ("B", 1, 2, (2, 3)), ("C", 1, 2, (2, 3)), ("D", 3, 3, (5, 5)),
    ]  # fmt: skip


def test_category_membership() -> None:
    t, _ = event([])
    assert Category.from_code("U16").members(t) == {SN["E"], SN["F"]}
    assert Category.from_code("S50").members(t) == {SN["D"]}
    assert Category("Unrated", unrated=True).members(t) == {SN["F"]}
    assert Category("Women", sex="W").members(t) == {SN["C"], SN["F"]}
    # Age with the full date: 2010-03-05 is 15 on 1 January 2026, 16 on 1 July 2026.
    p = Player(9, "X", birth_date="2010/03/05")
    assert age_on(p, dt.date(2026, 1, 1)) == 15
    assert age_on(p, dt.date(2026, 7, 1)) == 16
    assert age_on(Player(9, "Y", birth_date="2010"), dt.date(2026, 1, 1)) == 15


def test_prize_table_json_form() -> None:
    table = table_from_dict({
        "currency": "SEK", "distribution": "hort", "preference": ["U16"],
        "prizes": [
            {"category": "Overall", "amounts": ["1000", 500, "250.50"]},
            {"category": "U16", "code": "U16", "amounts": ["100"]},
            {"category": "Women", "sex": "F", "amounts": ["100"]},
        ],
    })  # fmt: skip
    assert table.groups[0].amounts == (100000, 50000, 25050)
    assert table.groups[1].category.under == 16
    assert (table.distribution, table.preference, table.currency) == ("hort", ("U16",), "SEK")
    with pytest.raises(ValueError, match=r"prizes\[0\]: place 1: amount 10.5"):
        table_from_dict({"prizes": [{"category": "O", "amounts": [10.5]}]})
    with pytest.raises(ValueError, match="at most two decimals"):
        table_from_dict({"prizes": [{"category": "O", "amounts": ["10.555"]}]})
    with pytest.raises(ValueError, match="unknown key"):
        table_from_dict({"prizes": [{"category": "O", "amounts": [1], "sexx": "F"}]})


# Clubs as a national list gives them (the same club spelled with other case and spaces).
CLUBS = {"A": "SK Rockaden", "B": "Lunds ASK", "C": " sk rockaden ", "E": "SK ROCKADEN"}


def club_event(tiebreaks: list[str]) -> tuple[Tournament, st.Standings]:
    t, _ = event(tiebreaks)
    for letter, club in CLUBS.items():
        t.replace_player(replace(t.player(SN[letter]), club=club))
    return t, st.compute(t)


def test_club_category_is_the_overall_ranking_restricted_to_the_club() -> None:
    """SK Rockaden holds A, C and E (case and spaces ignored); B (Lunds ASK) and the players
    without a club are out. With SB the overall order is A 1, B 2, C 3, E 4, D 5, F 6 (module
    docstring), so the club's list is A 1 (overall 1), C 2 (overall 3), E 3 (overall 4).
    Without tie-breaks B and C share 2-3 overall: in the club C is alone in place 2, still
    shown as 2-3 overall."""
    club = Category("Club", clubs=frozenset({"SK Rockaden"}))
    t, s = club_event(["SB"])
    assert club.members(t) == {SN["A"], SN["C"], SN["E"]}
    rows = category_ranking(t, s, club).rows
    assert [(LETTER[r.start_no], r.place, r.place_last, r.overall) for r in rows] == [
        ("A", 1, 1, (1, 1)), ("C", 2, 2, (3, 3)), ("E", 3, 3, (4, 4)),
    ]  # fmt: skip
    assert [r.points for r in rows] == [Fraction(4), Fraction(7, 2), Fraction(2)]
    t, s = club_event([])
    rows = category_ranking(t, s, club).rows
    assert [(LETTER[r.start_no], r.place, r.place_last, r.overall) for r in rows] == [
        ("A", 1, 1, (1, 1)), ("C", 2, 2, (2, 3)), ("E", 3, 3, (4, 4)),
    ]  # fmt: skip
    # Two clubs: either one; combined with another condition: both must hold.
    both = Category("Clubs", clubs=frozenset({"sk rockaden", "LUNDS ASK"}))
    assert both.members(t) == {SN["A"], SN["B"], SN["C"], SN["E"]}
    rockaden_u16 = Category("Rockaden U16", under=16, clubs=frozenset({"SK Rockaden"}))
    assert rockaden_u16.members(t) == {SN["E"]}


def test_club_prize_from_the_json_table(tmp_path: Path) -> None:
    """Overall 100/50 and a club prize of 40 with one prize per player: A takes the overall
    100 (more than the club's 40), B 50 for place 2 overall; the club's prize goes to its
    next player, C (club place 2)."""
    from arbiter_app.io.prize_table import load_prize_table, save_prize_table

    table = table_from_dict({"prizes": [
        {"category": "Overall", "amounts": ["100", "50"]},
        {"category": "Best Rockaden", "clubs": ["SK Rockaden"], "amounts": ["40"]},
    ]})  # fmt: skip
    assert table.groups[1].category.clubs == frozenset({"SK Rockaden"})
    t, s = club_event(["SB"])
    assert paid(award(t, s, table)) == {
        ("Overall", "A"): 10000, ("Overall", "B"): 5000, ("Best Rockaden", "C"): 4000,
    }  # fmt: skip
    path = tmp_path / "prizes.json"
    save_prize_table(table, path)
    assert '"clubs": [\n        "SK Rockaden"\n      ]' in path.read_text(encoding="utf-8")
    assert load_prize_table(path) == table
    for bad in ("SK Rockaden", [""], [7]):
        with pytest.raises(ValueError, match=r"prizes\[0\]: (clubs|federations)"):
            table_from_dict({"prizes": [{"category": "C", "clubs": bad, "amounts": [1]}]})
