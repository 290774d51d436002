"""Start numbers by the C.04.2 initial ranking (rating, then title GM IM WGM FM WIM CM WFM WCM,
then name) and renumbering that keeps results attached."""

from __future__ import annotations

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.seeding import Renumber, initial_order


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
