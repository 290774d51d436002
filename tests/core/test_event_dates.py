"""An event's dates read together (`core.dates.event_dates`) when every field has two digits:
a reading from one day to the same day of a later year, and a start and end read in two
different orders, are no reading of one producer's dates. Each case worked by hand below."""

from __future__ import annotations

from arbiter_app.core.dates import event_dates
from arbiter_app.core.rules import CUTOVER_2026, default_name
from arbiter_app.io.trf import parse_trf

PLAYER = "001    1 m    Player 1                          2000 IRL           0 1990/01/01  0.0"


def test_a_year_first_weekend_is_not_read_as_a_year_from_2026() -> None:
    """`042 11.09.26`, `052 11.09.27`, rounds `11.09.26 11.09.26 11.09.27` (the Armstrong Cup
    producer's year-first form, a weekend): day first they read 11 Sep 2026, 11 Sep 2027 and
    rounds 11 Sep 2026, 11 Sep 2026, 11 Sep 2027 — in order within 400 days, so they "fit",
    but from a day to the same day a year later is what a swapped two-digit year gives. Year
    first: 26 to 27 September 2011, under the rules in force then (legacy, before 2024)."""
    text = "\n".join(
        [
            "012 Weekender",
            "042 11.09.26",
            "052 11.09.27",
            "132" + " " * 88 + "11.09.26  11.09.26  11.09.27",
            PLAYER,
        ]
    )
    t = parse_trf(text + "\n")
    assert (t.start_date, t.end_date) == ("2011-09-26", "2011-09-27")
    assert default_name(t) == "fide-2009"


def test_a_day_first_weekend_stays_day_first() -> None:
    """Swiss-Manager's `29.05.20` to `30.05.20`: 29 to 30 May 2020 (year first would be 20 May
    2029 to 20 May 2030, a whole year)."""
    assert event_dates("29.05.20", "30.05.20", (), CUTOVER_2026) == (
        "2020-05-29",
        "2020-05-30",
        False,
    )


def test_start_and_end_are_read_in_one_order() -> None:
    """`05.06.07` to `05.06.08`: day first 5 June 2007 to 5 June 2008 and month first 6 May
    2007 to 6 May 2008 are whole years; year first, 7 to 8 June 2005. Start month first (6 May
    2007) with end day first (5 June 2008), 396 days, is no reading: one producer wrote both."""
    assert event_dates("05.06.07", "05.06.08", (), CUTOVER_2026) == (
        "2005-06-07",
        "2005-06-08",
        False,
    )


def test_two_readings_that_fit_stay_undecided() -> None:
    """`10.11.12` to `11.10.12` (docs/trf-dialects.md): day first the end is before the start;
    year first 12 Nov 2010 to 12 Oct 2011 and month first 11 Oct to 10 Nov 2012 both fit."""
    assert event_dates("10.11.12", "11.10.12", (), CUTOVER_2026) == (None, None, True)
