"""The format-neutral report (`core.report`): what every final list (print, PDF, HTML, Excel,
CSV) is rendered from.

Sources:
- NSF example (seed 004, `tests/data/seeds/nsf_example.trf`, values in `expected.json`): the
  seed prints points, the per-round Buchholz contributions and BH, BH-Cut-1, BH-Median for all
  nine players under the legacy virtual-opponent rule (`fide-2009`).
- FIDE TEC exercise (Held, `held_swiss_5.trf`): the TRF's points column and crosstable; values
  in `tests/data/fide-tec/expected.json` (`fide-2024` block) as the exercise prints them.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from conftest import FIDE_TEC, SEEDS, read_as_printed
from msgspec.structs import replace

from arbiter_app.core import report as rep
from arbiter_app.core.model import Colour, Result, RoundEntry, System
from arbiter_app.io.trf import read_trf

NSF = SEEDS / "nsf_example.trf"
HELD5 = FIDE_TEC / "held_swiss_5.trf"
NSF_EXPECTED = json.loads((SEEDS / "expected.json").read_text(encoding="utf-8"))["nsf_example.trf"]
HELD_EXPECTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))[
    "held_swiss_5.trf"
]["fide-2024"]
NSF_LIST = ["BH/M1", "BH/C1", "BH"]


@pytest.fixture(scope="module")
def nsf() -> rep.Report:
    t = read_trf(NSF)
    return rep.build(
        t, tiebreaks=NSF_LIST, rules="fide-2009", parts=(rep.STANDINGS, rep.DETAILS, rep.PROGRESS)
    )


def test_nsf_values_as_the_seed_prints_them(nsf: rep.Report) -> None:
    """Seed 004 prints BH, BH-C1 and BH-Median for every player; the report carries the same
    decimal strings (and exact values)."""
    assert [c.descriptor for c in nsf.criteria] == NSF_LIST
    assert len(nsf.rows) == 9
    for row in nsf.rows:
        sn = str(row.start_no)
        assert row.points.text == NSF_EXPECTED["points"][sn]
        assert row.points.value == Fraction(NSF_EXPECTED["points"][sn])
        for crit, value in zip(nsf.criteria, row.values, strict=True):
            assert value.text == NSF_EXPECTED[crit.descriptor][sn], (sn, crit.descriptor)
            assert value.value == Fraction(value.text)
            assert value.places == 1 and value.numeric


def test_nsf_details_are_the_seeds_per_round_contributions(nsf: rep.Report) -> None:
    """The seed prints each player's five Buchholz contributions; BH keeps all five, BH-C1 cuts
    one and BH-M1 cuts one low and one high (C.07 14.1, 14.3), and the remaining ones add up to
    the printed value."""
    details = {(d.start_no, d.descriptor): d for d in nsf.details}
    assert len(details) == 9 * 3
    for sn, printed in NSF_EXPECTED["contributions_by_round"].items():
        for descriptor, cuts in (("BH", 0), ("BH/C1", 1), ("BH/M1", 2)):
            d = details[(int(sn), descriptor)]
            rounds = [c for c in d.contributions if c.round_no is not None]
            assert [c.round_no for c in rounds] == [1, 2, 3, 4, 5]
            assert [c.value.text for c in rounds] == printed
            assert sum(c.cut for c in rounds) == cuts
            kept = sum((c.value.value for c in rounds if not c.cut), Fraction(0))
            assert isinstance(d.value.value, Fraction)
            assert kept == d.value.value
            assert d.value.text == NSF_EXPECTED[descriptor][sn]


def test_nsf_virtual_opponent_is_noted(nsf: rep.Report) -> None:
    """Eva (5) lost round 3 by forfeit and had the round-4 bye: under the legacy rule both are
    valued with a virtual opponent (seed 001/004), and the details say so with the formula's
    inputs."""
    d = next(d for d in nsf.details if d.start_no == 5 and d.descriptor == "BH")
    notable = {c.round_no: c for c in d.contributions if c.notable}
    assert set(notable) == {3, 4}
    assert all(c.kind == "virtual-opponent" for c in notable.values())
    assert "SPR" in notable[3].note and "n 5" in notable[3].note


def test_progress_after_each_round(nsf: rep.Report) -> None:
    """Points after each round from the crosstable (Charlotte, no. 3: 1, 0, +, 1, 1 →
    1.0, 1.0, 2.0, 3.0, 4.0); the last column is the final list."""
    by_no = {p.start_no: p for p in nsf.progress}
    assert [n.text for n in by_no[3].points] == ["1.0", "1.0", "2.0", "3.0", "4.0"]
    for row in nsf.rows:
        last = by_no[row.start_no]
        assert last.points[-1].text == row.points.text
        assert last.places[-1] == (row.rank, row.rank_last)
    # After round 1, five players had won: they share places 1-5.
    assert by_no[3].ranks[0] == "1-5"


def test_shared_places_printed_as_a_range() -> None:
    """held_swiss_5 by points only: Bruno 4.0 alone, then four players on 3.5 share 2-5
    (the TRF's points column)."""
    r = rep.build(read_trf(HELD5), tiebreaks=[], rules="fide-2024")
    assert r.rows[0].rank_text == "1" and r.rows[0].name == "Bruno"
    group = [x for x in r.rows if x.points.text == "3.5"]
    assert {x.name for x in group} == {"Alyx", "Charline", "David", "Stephan"}
    assert {x.rank_text for x in group} == {"2-5"}
    assert all(x.shared for x in group)


def test_withdrawn_player_is_marked() -> None:
    """Nick (12) has zero-point byes in rounds 4 and 5 after his last game: withdrawn after
    round 3, a withdrawal the arbiter confirms (the TRF cannot say it); his crosstable cells
    after that show the withdrawal."""
    r = rep.build(read_as_printed(HELD5), tiebreaks=[], rules="fide-2024")
    nick = r.row(12)
    assert nick.withdrawn and nick.withdrawn_after == 3
    assert r.any_withdrawn
    cells = next(c for c in r.crosstable if c.start_no == 12).cells
    assert [c.withdrawn for c in cells] == [False, False, False, True, True]


def test_crosstable_cells_follow_the_trf() -> None:
    """Bruno (2): `10 b 1, 7 w 1, 1 b =, 16 w 1, 3 b =` in the TRF."""
    r = rep.build(read_trf(HELD5), tiebreaks=[], rules="fide-2024")
    assert r.crosstable[0].start_no == 2
    cells = r.crosstable[0].cells
    assert [c.text for c in cells] == ["10b1", "7w1", "1b½", "16w1", "3b½"]
    assert [c.opponent for c in cells] == [10, 7, 1, 16, 3]
    assert cells[0].colour is Colour.BLACK and cells[2].result is Result.DRAW
    assert sum((c.points for c in cells), Fraction(0)) == Fraction(4)
    # Rows are in standings order, like the standings rows.
    assert [c.start_no for c in r.crosstable] == [x.start_no for x in r.rows]


def test_criteria_carry_precision_modifiers_and_the_registry_description() -> None:
    """Precision as the FIDE exercise prints: BH 1 decimal, SB 2, ARO integer (C.07; TEC)."""
    r = rep.build(read_trf(HELD5), tiebreaks=["BH/C1", "SB", "ARO"], rules="fide-2024")
    bh, sb, aro = r.criteria
    assert (bh.places, sb.places, aro.places) == (1, 2, 0)
    assert bh.modifiers == (("cut", 1),)
    assert sb.modifiers == () and "Sonneborn" in sb.name
    assert "Buchholz" in bh.name
    for row in r.rows:
        sn = str(row.start_no)
        assert row.values[0].text == HELD_EXPECTED["BH/C1"][sn]
        assert row.values[1].text == HELD_EXPECTED["SB"][sn]
        assert row.values[2].text == HELD_EXPECTED["ARO"][sn]


def test_header_says_how_the_list_was_ranked() -> None:
    t = read_trf(NSF)
    r = rep.build(t, tiebreaks=["BH/C1", "BH"], rules="fide-2009", profile="nsf")
    h = r.header
    assert h.name.startswith("NSF NGP example")
    assert (h.start_date, h.end_date) == ("2017-04-21", "2017-04-23")
    assert h.system is System.SWISS
    assert (h.rounds_planned, h.rounds_paired, h.rounds_complete, h.final) == (5, 5, 5, True)
    assert h.rules == "fide-2009"
    assert h.tiebreaks == ("BH/C1", "BH")
    assert h.profile == "nsf" and "NSF" in h.profile_title
    assert h.scoring == (1, Fraction(1, 2), 0)
    assert h.players == 9
    assert h.program.startswith("arbiter-app ")


def test_unfinished_round_is_not_a_final_list() -> None:
    """A game still pending in round 5: the list is 'after round 4', not final."""
    t = read_trf(HELD5)
    bruno = t.player(2)
    t.replace_player(bruno.with_entry(5, RoundEntry(3, Colour.BLACK, Result.PENDING)))
    charline = t.player(3)
    t.replace_player(charline.with_entry(5, RoundEntry(2, Colour.WHITE, Result.PENDING)))
    h = rep.build(t, tiebreaks=[], rules="fide-2024").header
    assert (h.rounds_paired, h.rounds_complete, h.final) == (5, 4, False)


def test_undefined_values_are_empty_not_zero() -> None:
    """ARO is undefined for players without rated opponents (NSF example: nobody is rated)."""
    r = rep.build(read_trf(NSF), tiebreaks=["ARO"], rules="fide-2009")
    assert all(not row.values[0].defined and row.values[0].text == "" for row in r.rows)


def test_given_standings_are_used_as_they_are() -> None:
    """The GUI passes the standings it already shows; the report does not recompute them."""
    from arbiter_app.core.standings import compute

    t = read_trf(HELD5)
    st = compute(t, ["BH"], "fide-2024")
    fake = replace(st, rows=tuple(reversed(st.rows)))
    r = rep.build(t, fake, parts=())
    assert [x.start_no for x in r.rows] == [x.start_no for x in fake.rows]
    assert r.details == () and r.progress == ()


def test_core_report_holds_no_prose(nsf: rep.Report) -> None:
    """Labels are the renderers' job: the report's strings are data (names from the file, codes,
    numbers, the registry's source texts) — never 'Final standings' or column titles."""
    texts = repr(nsf)
    for prose in ("Final standings", "Crosstable", "Rk.", "Pts", "withdrew"):
        assert prose not in texts


def test_list_after_a_round() -> None:
    """The list as it stood after round 2 of held_swiss_5 (TRF round blocks): Bruno won both
    (10 b 1, 7 w 1) → 2.0; David had a win and the R2 half-point bye → 1.5; not a final list."""
    r = rep.build(read_trf(HELD5), tiebreaks=[], rules="fide-2024", after_round=2)
    h = r.header
    assert (h.rounds_planned, h.rounds_paired, h.rounds_complete, h.final) == (5, 2, 2, False)
    assert r.row(2).points.text == "2.0"
    assert r.row(4).points.text == "1.5"
    assert all(len(c.cells) == 2 for c in r.crosstable)
    with pytest.raises(ValueError):
        rep.build(read_trf(HELD5), after_round=6)
