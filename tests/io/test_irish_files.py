"""The Irish Chess Union's sample files (tests/data/real/icu/, source and licence in its README):
what the Union's own reader of the same files prints in its tests (sanichi/icu_tournament
`spec/tournament_krause_spec.rb` @ badd294, "parsing variations on strict Krause"), and the
dates the issue "Files from the field, second round" reports as misread.

Points and ranks against each file's own columns are in tests/io/test_real_files.py.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from arbiter_app.core.model import Result
from arbiter_app.core.validate import FindingKind, validate
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.trf import read_notes, read_trf

ICU = Path(__file__).parents[1] / "data" / "real" / "icu"
# The spec's result letters: W a win, D a draw or a half-point bye, L a loss.
LETTER = {Fraction(1): "W", Fraction(1, 2): "D", Fraction(0): "L"}
DATE_KINDS = {
    FindingKind.END_BEFORE_START,
    FindingKind.ROUND_DATE_OUTSIDE_EVENT,
    FindingKind.ROUND_DATES_OUT_OF_ORDER,
}


def _results(path: Path, start_no: int) -> str:
    """A player's rounds as the spec writes them: one letter per round with a result (a game or
    a bye), none for a round he was not in."""
    t = read_trf(path)
    entries = t.player(start_no).rounds
    return "".join(
        LETTER[t.scoring.points(e.result)] for e in entries if e.result is not Result.NOT_PAIRED
    )


def test_bunratty_masters_2011_as_the_unions_reader_reads_it() -> None:
    """The spec: start 2011-02-25, finish 2011-02-27; player 1 (Short) 6 results, 4.0 points;
    player 16 (O'Connor) 2.5 with `DWLDDL` (two of them the `-` rounds, half-point byes by his
    total); player 24 (Murray) 0.5 with `LD` (his four `-` rounds are nothing)."""
    path = ICU / "bunratty_masters_2011.trf"
    t = read_trf(path)
    assert (t.start_date, t.end_date) == ("2011-02-25", "2011-02-27")
    assert len(_results(path, 1)) == 6 and t.points(t.player(1)) == 4
    assert _results(path, 16) == "DWLDDL" and t.points(t.player(16)) == Fraction(5, 2)
    assert _results(path, 24) == "LD" and t.points(t.player(24)) == Fraction(1, 2)


def test_bunratty_major_2011_as_the_unions_reader_reads_it() -> None:
    """The spec: player 1 (Clancy) 6 results, 4 points; player 10 (Foenander) 6 results, 3.5;
    player 40 (Cummins) 1 result, 0."""
    path = ICU / "bunratty_major_2011.trf"
    t = read_trf(path)
    assert (len(_results(path, 1)), t.points(t.player(1))) == (6, 4)
    assert (len(_results(path, 10)), t.points(t.player(10))) == (6, Fraction(7, 2))
    assert (len(_results(path, 40)), t.points(t.player(40))) == (1, 0)


def test_bunratty_round_dates_written_year_day_month_fit_the_event() -> None:
    """`132 … 11.25.02  11.26.02  11.26.02  11.26.02  11.27.02  11.27.02` beside
    `042 25.02.2011`: 25, 26 and 27 February 2011, so no round lies outside the event (read
    month-day-year they were 25-27 November 2002, six findings per file)."""
    for name in ("masters", "major", "minor", "challengers"):
        t = read_trf(ICU / f"bunratty_{name}_2011.trf")
        assert not [f for f in validate(t) if f.kind in DATE_KINDS], name


def test_challengers_player_32_takes_the_earliest_blank_round_as_his_bye() -> None:
    """Player 32 prints 1.5 with `-` in rounds 1, 3, 4, 5, 6 and a win in round 2: one
    half-point bye among five rounds. The earliest is taken, as the Union's reader does
    ("Automatic Total Correction": the first missing rounds become byes), with a note."""
    t = read_trf(ICU / "bunratty_challengers_2011.trf")
    results = [e.result for e in t.player(32).rounds]
    assert results[0] is Result.HALF_BYE
    assert results[2:] == [Result.NOT_PAIRED] * 4
    assert t.points(t.player(32)) == Fraction(3, 2)
    assert any("an assumption; players 32" in ENGLISH_LABELS.note(n) for n in read_notes(t))


def test_armstrong_cup_dates_two_digit_year_first() -> None:
    """`042 11.09.26` / `052 12.04.01` (2011-12 season, the issue's example, in the real file)
    and `042 10.09.13` / `052 11.03.13` with its 132 round dates (2010-11)."""
    t = read_trf(ICU / "armstrong_2012_with_bom.trf")
    assert (t.start_date, t.end_date) == ("2011-09-26", "2012-04-01")
    t = read_trf(ICU / "armstrong_2011.trf")
    assert (t.start_date, t.end_date) == ("2010-09-13", "2011-03-13")
    assert not [f for f in validate(t) if f.kind in DATE_KINDS]
