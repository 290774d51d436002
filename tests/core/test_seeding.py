"""Start numbers by the C.04.2 initial ranking (rating, then title GM IM WGM FM WIM CM WFM WCM,
then name) and renumbering that keeps results attached."""

from __future__ import annotations

import msgspec.structs
import pytest

from arbiter_app.core.edits import SetResult
from arbiter_app.core.fide_mode import trial
from arbiter_app.core.model import Colour, FideMode, Player, Result, RoundEntry, Tournament
from arbiter_app.core.seeding import (
    LATE_FLAG,
    CloseEntries,
    Renumber,
    SetSeeding,
    admit,
    has_late_entries,
    initial_order,
    late_entry,
    renumber_asks,
)
from arbiter_app.core.vocabulary.levels import Gate, Level


def event() -> Tournament:
    t = Tournament(name="t")
    for sn, name, rating, title in [
        (1, "Öberg, Märta", 1900, "WFM"),
        (2, "Adams, Al", 1900, ""),
        (3, "Berg, Bo", 2100, ""),
        (4, "Cole, Cy", 1900, "CM"),
        (5, "Nilsson, Nils", 0, ""),
        (6, "Dahl, Di", 1900, "WIM"),
        (7, "Oberg, Max", 1900, "WFM"),
    ]:
        t.add_player(Player(sn, name, rating=rating, title=title))
    # Round 1: 3 beats 5, 1 draws 2; round 2: 5 beats 1 (black).
    games = [(1, 3, 5, Result.WIN), (1, 1, 2, Result.DRAW), (2, 1, 5, Result.LOSS)]
    for r, a, b, res in games:
        for x, y, c, rr in ((a, b, Colour.WHITE, res), (b, a, Colour.BLACK, res.mirror)):
            t.replace_player(t.player(x).with_entry(r, RoundEntry(y, c, rr)))
    return t


def test_initial_order() -> None:
    """2100 first; the five 1900s by title WIM (Dahl), CM (Cole), WFM (Oberg Max and Öberg
    Märta: by name, accents ignored: "oberg mar" < "oberg max"), none (Adams); unrated last."""
    names = [p.name for p in initial_order(event().players)]
    assert names == [
        "Berg, Bo", "Dahl, Di", "Cole, Cy", "Öberg, Märta", "Oberg, Max", "Adams, Al",
        "Nilsson, Nils",
    ]  # fmt: skip


def test_renumber_keeps_results_and_undo_restores() -> None:
    t = event()
    before = [(p.start_no, p.name, p.rounds) for p in t.players]
    edit = Renumber()
    edit.apply(t)
    sn = {p.name: p.start_no for p in t.players}
    assert [p.start_no for p in t.players] == [1, 2, 3, 4, 5, 6, 7]
    assert sn["Berg, Bo"] == 1 and sn["Nilsson, Nils"] == 7 and sn["Öberg, Märta"] == 4
    berg, nilsson, marta = (t.player(sn[n]) for n in ("Berg, Bo", "Nilsson, Nils", "Öberg, Märta"))
    assert berg.entry(1) == RoundEntry(7, Colour.WHITE, Result.WIN)
    assert nilsson.entry(1) == RoundEntry(1, Colour.BLACK, Result.LOSS)
    assert marta.entry(2) == RoundEntry(7, Colour.WHITE, Result.LOSS)
    assert nilsson.entry(2) == RoundEntry(4, Colour.BLACK, Result.WIN)
    assert t.points(nilsson) == 1 and t.points(berg) == 1
    edit.revert(t)
    assert [(p.start_no, p.name, p.rounds) for p in t.players] == before
    assert t.player(5).name == "Nilsson, Nils"


# -- the record-172 methods (TRF26.pdf, tag 172) ------------------------------------------------
# Entered in the order E, A, G, B, F, C, D (start numbers 1..7): name, FIDE, national, title.
ENTRIES = [
    ("Ek", 0, 0, ""),
    ("Alm", 2000, 1900, ""),
    ("Gran", 1950, 1950, ""),
    ("Berg", 0, 2100, ""),
    ("Falk", 1800, 1950, ""),
    ("Carl", 1950, 2050, "FM"),
    ("Dahl", 1950, 0, "IM"),
]


def entered() -> Tournament:
    t = Tournament(name="seeding")
    for sn, (name, fide, national, title) in enumerate(ENTRIES, start=1):
        t.add_player(Player(sn, name, rating=fide, national_rating=national, title=title))
    return t


@pytest.mark.parametrize(
    ("method", "order"),
    [
        # FIDE only: Alm 2000; at 1950 Dahl (IM), Carl (FM), Gran; Falk 1800; unrated Berg, Ek.
        ("FIDE", "Alm Dahl Carl Gran Falk Berg Ek"),
        # national only: Berg 2100, Carl 2050, Falk and Gran 1950 (by name), Alm 1900; Dahl
        # (IM) before Ek among the unrated.
        ("NRO", "Berg Carl Falk Gran Alm Dahl Ek"),
        # FIDE, else national: Berg 2100 (national), Alm 2000, at 1950 Dahl, Carl, Gran;
        # Falk 1800; Ek.
        ("FIDON", "Berg Alm Dahl Carl Gran Falk Ek"),
        # national, else FIDE: Berg 2100, Carl 2050, at 1950 Dahl (FIDE, IM), Falk, Gran;
        # Alm 1900; Ek.
        ("NIDOF", "Berg Carl Dahl Falk Gran Alm Ek"),
        # the higher: Berg 2100, Carl 2050, Alm 2000, at 1950 Dahl (IM), Falk, Gran; Ek.
        ("HBFN", "Berg Carl Alm Dahl Falk Gran Ek"),
        # the lower of the defined ones: Berg 2100 (only national), at 1950 Dahl (only FIDE,
        # IM), Carl (FM), Gran; Alm 1900; Falk 1800; Ek.
        ("LBFN", "Berg Dahl Carl Gran Alm Falk Ek"),
        # any other method: the order as entered.
        ("OTHER", "Ek Alm Gran Berg Falk Carl Dahl"),
    ],
)
def test_seeding_by_each_record_172_method(method: str, order: str) -> None:
    t = entered()
    SetSeeding(method).apply(t)
    Renumber().apply(t)
    assert " ".join(t.player(sn).name for sn in range(1, 8)) == order


def test_renumbering_is_refused_once_round_4_is_paired() -> None:
    """C.04.2 2.3: start numbers may change until round 4 has been paired, not after."""
    t = entered()
    for r in range(1, 4):  # three rounds: Ek v Alm, the others not paired
        t.replace_player(t.player(1).with_entry(r, RoundEntry(2, Colour.WHITE, Result.DRAW)))
        t.replace_player(t.player(2).with_entry(r, RoundEntry(1, Colour.BLACK, Result.DRAW)))
    Renumber().apply(t)  # after round 3: allowed
    assert t.player(1).name == "Alm"
    t.replace_player(t.player(1).with_entry(4, RoundEntry(2, Colour.WHITE, Result.DRAW)))
    t.replace_player(t.player(2).with_entry(4, RoundEntry(1, Colour.BLACK, Result.DRAW)))
    # After round 4 every renumbering meets the gate (an exchange too): refused in FIDE mode,
    # asked twice outside it (the gate table's entry for C.04.2 2.3).
    exchange = Renumber([2, 1, 3, 4, 5, 6, 7])
    (ask,) = renumber_asks(t, trial(t, exchange))
    assert (ask.gate, ask.level, ask.args["round"]) == (Gate.RENUMBER_AFTER_ROUND_4, 5, 4)
    assert ask.describe() == (
        "Start numbers can no longer change: round 4 has been paired. Refused in FIDE mode."
    )
    assert renumber_asks(t, trial(t, Renumber())) == []  # (in that order already: no change)
    t.fide_mode = FideMode(on=False, left_round=4)
    assert [a.level for a in renumber_asks(t, trial(t, exchange))] == [Level.TWO_STEP]
    # An edit that keeps the numbers meets nothing.
    assert renumber_asks(t, trial(t, SetResult(4, 1, Result.WIN))) == []
    assert t.player(1).name == "Alm"


# -- late entries: C.04.2 2.5 (provisional numbers until the list of participants is closed) --
def with_late_entry(rounds: int) -> Tournament:
    """A 2400 (1), B 2300 (2), C 2200 (3), D 2100 (4), E 2000 (5), F 1900 (6) have played
    `rounds` rounds (1 v 4, 2 v 5, 3 v 6 each round, draws); G 2250 joins late as 7 (marked);
    D's rating is then corrected to 2350."""
    t = Tournament(name="late")
    for sn, (name, rating) in enumerate(
        [("A", 2400), ("B", 2300), ("C", 2200), ("D", 2100), ("E", 2000), ("F", 1900)], start=1
    ):
        t.add_player(Player(sn, name, rating=rating))
    for r in range(1, rounds + 1):
        for a, b in ((1, 4), (2, 5), (3, 6)):
            t.replace_player(t.player(a).with_entry(r, RoundEntry(b, Colour.WHITE, Result.DRAW)))
            t.replace_player(t.player(b).with_entry(r, RoundEntry(a, Colour.BLACK, Result.DRAW)))
    t.add_player(late_entry(t, Player(7, "G", rating=2250)))
    t.replace_player(msgspec.structs.replace(t.player(4), rating=2350))
    return t


def test_closing_the_list_before_round_4_is_the_initial_ranking() -> None:
    """After round 2: the full initial ranking, the corrected D included: A 2400, D 2350,
    B 2300, G 2250, C 2200, E 2000, F 1900; D's games stay his (v A, now 1)."""
    t = with_late_entry(2)
    assert LATE_FLAG in t.player(7).flags
    CloseEntries().apply(t)
    assert [t.player(sn).name for sn in range(1, 8)] == ["A", "D", "B", "G", "C", "E", "F"]
    assert t.player(2).rounds[0].opponent == 1 and not has_late_entries(t)


def test_closing_the_list_after_round_4_places_only_the_late_entry() -> None:
    """After round 4 the numbers of the players already numbered may not change for the
    correction (2.3): they keep their order A, B, C, D, E, F; G (2250) goes before the first
    of them the initial ranking puts below him, C (2200): A 1, B 2, G 3, C 4, D 5, E 6, F 7.
    Undo gives the provisional numbers and the mark back."""
    t = with_late_entry(4)
    before = list(t.players)
    assert renumber_asks(t, trial(t, Renumber()))  # a renumbering: the gate (2.3)
    assert renumber_asks(t, trial(t, CloseEntries())) == []  # the late entry's number (2.5)
    edit = CloseEntries()
    edit.apply(t)
    assert [t.player(sn).name for sn in range(1, 8)] == ["A", "B", "G", "C", "D", "E", "F"]
    assert t.player(5).rounds[3].opponent == 1  # D v A in round 4
    edit.revert(t)
    assert list(t.players) == before


# -- late entries: C.04.2 2.4 (an appropriate TPN on arrival, no points for unplayed rounds) --
def six_after(rounds: int) -> Tournament:
    """`with_late_entry` without G and without D's correction."""
    t = with_late_entry(rounds)
    t.remove_player(7)
    t.replace_player(msgspec.structs.replace(t.player(4), rating=2100))
    return t


def test_a_late_entry_gets_its_place_in_the_ranking_on_arrival() -> None:
    """After round 2, G (2250) arrives. Worked by hand: the initial ranking (2.2) puts G
    between B (2300, 2) and C (2200, 3), so G's appropriate TPN (2.4) is 3; C, D, E, F move
    down one each (4, 5, 6, 7), and their games go with them (2.5: the charts corrected):
    C's opponent in both rounds is F, now 7. G has no game in rounds 1-2: no points (2.4).
    Undo gives the event back as it was."""
    from arbiter_app.app.players import typed_edit

    t = six_after(2)
    before = list(t.players)
    edit, player = typed_edit(t, Player(7, "G", rating=2250))
    assert player.start_no == 3
    edit.apply(t)
    assert [t.player(sn).name for sn in range(1, 8)] == ["A", "B", "G", "C", "D", "E", "F"]
    assert [e.opponent for e in t.player(4).rounds] == [7, 7]
    assert [e.opponent for e in t.player(7).rounds] == [4, 4]
    assert LATE_FLAG in t.player(3).flags and t.points(t.player(3)) == 0
    assert t.player(3).rounds == ()
    edit.revert(t)
    assert list(t.players) == before


def test_a_late_entry_after_round_4_and_with_the_arbiters_own_order() -> None:
    """After round 4 the others' order still stands (2.3) and G still gets his place: 3.
    H (1800) ranks below everybody: 7, nobody moves. With record-172 OTHER (the arbiter's
    own order) G takes the next number, 7. Before round 1 nobody is a late entry: G is 7,
    unmarked, until the arbiter renumbers."""
    from arbiter_app.core.seeding import admit

    t = six_after(4)
    edit, (g,) = admit(t, [Player(7, "G", rating=2250)])
    edit.apply(t)
    assert g.start_no == 3 and t.player(3).name == "G"
    edit, (h,) = admit(t, [Player(8, "H", rating=1800)])
    edit.apply(t)
    assert h.start_no == 8 and [p.name for p in t.players][-2:] == ["F", "H"]
    t = six_after(4)
    SetSeeding("OTHER").apply(t)
    edit, (g,) = admit(t, [Player(7, "G", rating=2250)])
    edit.apply(t)
    assert g.start_no == 7 and t.player(7).name == "G"
    t = six_after(0)
    edit, (g,) = admit(t, [Player(7, "G", rating=2250)])
    edit.apply(t)
    assert g.start_no == 7 and LATE_FLAG not in t.player(7).flags


def test_a_late_entry_after_round_3_changes_no_result() -> None:
    """C.04.2 2.4: G (2250) arrives after round 3 and takes 2 (between 2300 and 2200); the
    others move down with their games. That is no correction of rounds 1-3 and no
    renumbering (2.5), so FIDE mode's gates ask nothing (`app.steps.asks_of`, both faces)."""
    from arbiter_app.app.steps import asks_of
    from arbiter_app.core.edits import SetGame

    t = Tournament(name="x", start_date="2026-06-01", rounds=7)
    for sn in range(1, 7):
        t.add_player(Player(sn, f"P{sn}", rating=2400 - 100 * sn))
    for r in range(1, 4):
        for a, b in ((1, 4), (2, 5), (3, 6)):
            SetGame(r, a, b, Colour.WHITE, Result.DRAW).apply(t)
    edit, (g,) = admit(t, [Player(7, "G", rating=2250)])
    assert g.start_no == 2 and asks_of(t, edit) == []
