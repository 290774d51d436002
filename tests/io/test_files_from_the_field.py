"""Files from the field (issue "Files from the field, second round"): rounds written without a
result letter, and dates whose order of fields only the event's other dates decide.

The two files in tests/data/dialects/ were written for these tests in the forms their producers
write (their README names the producers); the expected points and ranks are the ones the files
print, and the crosstable below is worked by hand in each test's docstring.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.core.dates import event_dates, readings
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.rules import CUTOVER_2026, default_name, start_date_unread
from arbiter_app.core.standings import compute
from arbiter_app.core.validate import FindingKind, validate
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.trf import format_trf, parse_trf, read_notes, read_trf


def note_texts(t: Tournament) -> list[str]:
    """The reader's notes as the command line prints them (English)."""
    return [ENGLISH_LABELS.note(n) for n in read_notes(t)]


DIALECTS = Path(__file__).parents[1] / "data" / "dialects"
HEAD = "001 {sno:>4} m    {name:<33} 2000 NOR           0 1990/01/01 {pts:>4} {rank:>4}"


def _player(sno: int, pts: str, *blocks: str) -> str:
    head = HEAD.format(sno=sno, name=f"Player {sno}", pts=pts, rank="")
    return (head + "".join(f"  {b:<8}" for b in blocks)).rstrip()


def _trf(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def test_swiss_manager_2011_unlettered_rounds_give_the_files_points_and_ranks() -> None:
    """Rounds `0000 -` with column 99 blank. By hand, from the games:
    player 2: 1/2 (R1 draw) + R2 ? + 1 (R3) + 1/2 (R4) = 2 + ?; the file prints 2.5: a
    half-point bye. Player 3: 1 + ? + 0 + 1 = 2 + ?; prints 2.0: nothing. Player 4:
    0 + 1 + 1 + ? prints 3.0: a full-point bye. Player 6: 0 + 0 + 0 + ? prints 0.0: nothing.
    Ranks by points (all different): 1, 4, 2, 3, 5, 6."""
    t = read_trf(DIALECTS / "swiss_manager_2011_unlettered.trf")
    assert t.player(2).entry(2).result is Result.HALF_BYE
    assert t.player(4).entry(4).result is Result.FULL_BYE
    assert t.player(3).entry(2).result is Result.NOT_PAIRED
    assert t.player(6).entry(4).result is Result.NOT_PAIRED
    assert not [f for f in validate(t) if f.severity.value == "error"]
    rows = compute(t).rows
    assert [(r.start_no, r.points, r.rank) for r in rows] == [
        (p.start_no, p.points_in_file, p.rank_in_file)
        for p in sorted(t.players, key=lambda p: p.rank_in_file or 0)
    ]
    assert [r.points for r in rows] == [Fraction(7, 2), 3, Fraction(5, 2), 2, Fraction(1, 2), 0]
    assert any("points column, the only witness" in text for text in note_texts(t))


def test_a_dash_in_the_colour_column_is_read_by_the_points_column() -> None:
    """`-` in the colour column, opponent and result blank (another 2011 producer). Players 2,
    4 and 6 print 2.5, 2.5 and 0.5 with 2.0, 2.0 and 0.0 from their games: half-point byes;
    player 3 prints 2.0 from his games alone: nothing. Ranks with ties as printed."""
    t = read_trf(DIALECTS / "dash_colour_2011.trf")
    assert [t.player(s).entry(r).result for s, r in ((2, 2), (4, 4), (6, 4), (3, 2))] == [
        Result.HALF_BYE,
        Result.HALF_BYE,
        Result.HALF_BYE,
        Result.NOT_PAIRED,
    ]
    standings = compute(t)
    for p in t.players:
        row = standings.row(p.start_no)
        assert row.points == p.points_in_file
        assert row.rank <= (p.rank_in_file or 0) <= row.rank_last
    assert not validate(t)


def test_a_column_that_does_not_decide_leaves_the_round_unpaired_with_a_note() -> None:
    """Two unlettered rounds worth 1.5 together: a half and a full bye, in an order nobody
    can tell; the file's 2.5 stays a points mismatch."""
    t = parse_trf(
        _trf(
            _player(1, "2.5", "   2 w 1", "0000 -", "0000 -"),
            _player(2, "0.0", "   1 b 0"),
        )
    )
    assert [e.result for e in t.player(1).rounds[1:]] == [Result.NOT_PAIRED] * 2
    assert any("does not decide" in text for text in note_texts(t))
    assert FindingKind.POINTS_MISMATCH in {f.kind for f in validate(t)}


def test_written_back_the_byes_carry_their_letters() -> None:
    t = read_trf(DIALECTS / "swiss_manager_2011_unlettered.trf")
    again = parse_trf(format_trf(t))
    assert again.player(2).entry(2).result is Result.HALF_BYE
    assert again.player(4).entry(4).result is Result.FULL_BYE
    assert (again.start_date, again.end_date) == ("2011-09-26", "2012-04-01")


# -- dates -----------------------------------------------------------------------------------
def test_year_first_two_digit_dates_are_read_by_the_round_dates() -> None:
    """`042 11.09.26`, `052 12.04.01` and 132 round dates in 2011-12: alone the first would read
    11 September 2026 and the end 12 April 2001 (an end before the start); the one reading that
    fits is 26 September 2011 to 1 April 2012, ranked under the tie-break rules in force then
    (the legacy rules, before 1 April 2024: docs/texts-in-force.md)."""
    t = read_trf(DIALECTS / "swiss_manager_2011_unlettered.trf")
    assert (t.start_date, t.end_date) == ("2011-09-26", "2012-04-01")
    assert default_name(t) == "fide-2009"
    assert not start_date_unread(t)


def test_every_reading_of_a_dotted_date() -> None:
    assert readings("11.09.26") == ["2011-09-26", "2026-09-11", "2026-11-09"]
    assert readings("28.07.2005") == ["2005-07-28"]
    assert event_dates("11.09.26", "12.04.01", (), CUTOVER_2026) == (
        "2011-09-26",
        "2012-04-01",
        False,
    )


def test_dates_the_file_cannot_decide_are_left_unread_and_said() -> None:
    """`10.11.12` to `11.10.12`: day first gives an end before the start; year first (10 Nov
    2010 to 12 Oct 2011) and month first (11 Oct to 10 Nov 2012) both fit: undecided."""
    t = parse_trf(_trf("012 Club", "042 10.11.12", "052 11.10.12", _player(1, "0.0")))
    assert t.start_date == "10.11.12"
    assert start_date_unread(t)
    assert FindingKind.START_DATE_UNREAD in {f.kind for f in validate(t)}


def test_an_end_before_the_start_and_bad_round_dates_are_findings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = _trf(
        "012 Club",
        "042 2024/05/10",
        "052 2024/05/01",
        "132" + " " * 88 + "  24/05/10  24/05/09  24/06/30",
        _player(1, "0.0"),
    )
    t = parse_trf(text)
    found = {(f.kind, f.round_no) for f in validate(t)}
    assert (FindingKind.END_BEFORE_START, None) in found
    # round 2 (9 May) is before round 1 (10 May) and before the start; round 3 after the end
    assert (FindingKind.ROUND_DATE_OUTSIDE_EVENT, 3) in found
    assert (FindingKind.ROUND_DATE_OUTSIDE_EVENT, 2) in found
    path = tmp_path / "club.trf"
    path.write_text(text)
    assert main(["validate", str(path)]) == 0
    err = capsys.readouterr().out + capsys.readouterr().err
    assert (
        f"{path}:3:5: warning: the end date 2024-05-01 is before the start date 2024-05-10" in err
    )


def test_round_dates_out_of_order_within_the_event() -> None:
    t = parse_trf(
        _trf(
            "042 2024/05/01",
            "052 2024/05/31",
            "132" + " " * 88 + "  24/05/10  24/05/09",
            _player(1, "0.0"),
        )
    )
    found = [f for f in validate(t) if f.kind is FindingKind.ROUND_DATES_OUT_OF_ORDER]
    assert [(f.round_no, f.arg("previous")) for f in found] == [(2, 1)]


def test_a_knsb_club_export_reads_its_round_dates_year_first() -> None:
    """A Dutch club program's rating export (KNSB, 2025; the form seen in a public test file
    whose licence is unknown, so written here for the purpose): `042 01/09/2025`, round dates
    `132 25.09.01 ...` (year first, dotted, two digits), `0000 -` for a round not played. The
    round dates fit the event only read year first: no finding; Joppe (0 + ? + ? + 1) prints
    1.0, so his two unlettered rounds are nothing."""
    text = _trf(
        "012 Interne competitie",
        "042 01/09/2025",
        "052 31/12/2025",
        "132" + " " * 88 + "  25.09.01  25.09.08  25.09.15  25.09.22",
        _player(1, "1.0", "   2 b 0", "0000 -", "0000 -", "   2 w 1"),
        _player(2, "1.0", "   1 w 1", "0000 -", "0000 -", "   1 b 0"),
    )
    t = parse_trf(text)
    assert (t.start_date, t.end_date) == ("2025-09-01", "2025-12-31")
    assert [e.result for e in t.player(1).rounds][1:3] == [Result.NOT_PAIRED] * 2
    assert not validate(t)


def test_season_dates_written_the_wrong_way_round_are_said() -> None:
    """A 2011-12 season written year first with start and end swapped (`042 12.04.01`, `052
    11.09.26`, rounds 26 Sep 2011 to 1 Apr 2012): no reading of the two fits the rounds, so
    each is read alone, day first: 12 April 2001 to 11 September 2026, the rounds inside.
    Nothing else is wrong, and the length says it: 25 years (25 x 365 + 6 leap days: 2004,
    2008, 2012, 2016, 2020, 2024 = 9,131) and 12 April to 11 September 2026 (18 + 31 + 30 + 31
    + 31 + 11 = 152): 9,283 days."""
    t = parse_trf(
        _trf(
            "042 12.04.01",
            "052 11.09.26",
            "132" + " " * 88 + "  11/09/26  11/10/31  11/12/05  12/04/01",
            _player(1, "0.0"),
        )
    )
    found = [f for f in validate(t) if f.kind is FindingKind.EVENT_TOO_LONG]
    assert [dict(f.args) for f in found] == [
        {"record": "052", "days": 9283, "start": "2001-04-12", "end": "2026-09-11"}
    ]
