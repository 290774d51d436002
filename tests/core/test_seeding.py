"""Start numbers by the C.04.2 initial ranking (rating, then title GM IM WGM FM WIM CM WFM WCM,
then name) and renumbering that keeps results attached."""

from __future__ import annotations

import pytest

from arbiter_app.core.edits import EditError
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.seeding import Renumber, SetSeeding, initial_order


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
    with pytest.raises(EditError, match=r"round 4 has been paired \(C.04.2 2.3\)"):
        Renumber([2, 1, 3, 4, 5, 6, 7]).apply(t)  # an exchange is refused as well
    assert t.player(1).name == "Alm"
