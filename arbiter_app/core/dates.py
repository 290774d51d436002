"""Dates in the forms people and programs write them, read as one date or not at all.

TRF-16/26 ask for `YYYY/MM/DD` (FIDE C.04 Annex 2, record 042); real files and typed entries
carry `28. 07. 2005` (Swiss-Manager era, FIDE's TRF-16 sample), `24/09/2010` (JaVaFo's sample),
`May 29, 2020` (lichess), `29.05.20`, `2005.07.28` (birth dates) and the TRF `132` form
`YY/MM/DD`. The order of day and month is decided by the separator and then by plausibility:

- four-digit year first (`2005/07/28`, `2005-07-28`, `2005.07.28`): year, month, day;
- dots (`28.07.2005`, `28. 07. 2005`, `29.05.20`): day, month, year, the European form;
  a second field above 12 (`05.29.2020`) can only be the day and swaps them;
- slashes or dashes with the year last (`24/09/2010`): day/month when the first field is above
  12, month/day when the second is; when both readings are dates, day/month (the form of the
  European producers that write it) — unless the two readings fall on different sides of
  `cutover` (a rule change: the C.07 2026 edition), where no choice is safe: the date is then
  *unread* and reported as ambiguous;
- two-digit fields with slashes (`24/08/01`): `YY/MM/DD` as in TRF record 132;
- an English month name (`May 29, 2020`, `29 May 2020`, `Jun 26, 2020`).

That is the reading of one date alone. An event's dates are read together (`event_dates`):
every reading of each (`readings`: day-month-year, year-month-day, month-day-year, two- and
four-digit years) is tried, and the one that fits the others is chosen — a start no later than
the end, round dates in order between them. A 2011 producer writes `11.09.26` to `12.04.01`
(year first, two digits) for a season from 26 September 2011 to 1 April 2012, which alone
would read as 11 September 2026 to 12 April 2001. Its weekend `11.09.26` to `11.09.27` read day
first is 11 September 2026 to 11 September 2027, which "fits" (round dates too): a reading from
one day to the same day of a later year is set aside while another reading fits.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import NamedTuple

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for name in names
}
# The forms as pattern texts, compiled on first use (by `re`'s own cache): a file's dates are
# read a few times per file, and most files write one form only.
_YEAR_FIRST = r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})"
_YEAR_LAST = r"(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})"
_TRF_SHORT = r"(\d{2})/(\d{2})/(\d{2})"
_NAMED_FIRST = r"([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})"
_NAMED_LAST = r"(\d{1,2})\.? ([A-Za-z]{3,9})\.?,? (\d{4})"
_MAX_TEXT = 40  # longer text is no date; keeps every pattern linear on hostile input


def _iso(year: int, month: int, day: int) -> str | None:
    if not 1800 <= year <= 2199:
        return None
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def _century(year: str) -> int:
    """A two-digit year: 00–69 -> 2000s, 70–99 -> 1900s (birth dates reach back)."""
    value = int(year)
    if len(year) == 4:
        return value
    return 2000 + value if value < 70 else 1900 + value


def read_date(text: str, cutover: str | None = None) -> tuple[str | None, bool]:
    """(ISO date or None, ambiguous): see the module docstring for the forms and the order."""
    text = re.sub(r"([./-])\s+", r"\1", text.strip())
    if not text or len(text) > _MAX_TEXT or not text.isascii():
        return None, False
    m = re.fullmatch(_YEAR_FIRST, text)
    if m:
        return _iso(int(m.group(1)), int(m.group(3)), int(m.group(4))), False
    m = re.fullmatch(_TRF_SHORT, text)
    if m:
        found = _iso(2000 + int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if found:
            return found, False
    m = re.fullmatch(_YEAR_LAST, text)
    if m:
        first, sep, second, year = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
        y = _century(year)
        day_month = _iso(y, second, first)
        month_day = _iso(y, first, second)
        if sep == ".":
            return day_month or month_day, False
        straddles = bool(day_month and month_day) and (
            cutover is not None and (str(day_month) < cutover) != (str(month_day) < cutover)
        )
        if straddles:
            return None, True
        return day_month or month_day, False
    for pattern, month_group, day_group in ((_NAMED_FIRST, 1, 2), (_NAMED_LAST, 2, 1)):
        m = re.fullmatch(pattern, text)
        if m and m.group(month_group).lower() in _MONTHS:
            month = _MONTHS[m.group(month_group).lower()]
            return _iso(int(m.group(3)), month, int(m.group(day_group))), False
    return None, False


_FIELDS = r"(\d{1,4})([-/.])(\d{1,2})\2(\d{1,4})"
# An event's dates that lie further apart are no reading of it (a league season spans less).
MAX_EVENT_DAYS = 400


def readings(text: str) -> list[str]:
    """Every date `text` can be: its one reading (`read_date`), or for three numbers every
    order of day, month and year (a two-digit year in 2000-2069 or 1970-1999), sorted."""
    return sorted(set(_readings_by_form(text).values()))


def _readings_by_form(text: str) -> dict[str, str]:
    """`readings` by the order of the fields that gives each ("ymd", "dmy", "mdy"; "" for a
    date in another form, e.g. a month's name, read as `read_date` reads it)."""
    text = re.sub(r"([./-])\s+", r"\1", text.strip())
    m = re.fullmatch(_FIELDS, text) if len(text) <= _MAX_TEXT else None
    if m is None:
        found = read_date(text)[0]
        return {"": found} if found else {}
    a, b, c = m.group(1), m.group(3), m.group(4)
    out: dict[str, str | None] = {}
    if len(a) in (2, 4) and len(c) <= 2:  # year first: y-m-d
        out["ymd"] = _iso(_century(a), int(b), int(c))
    if len(c) in (2, 4) and len(a) <= 2:  # year last: d-m-y, m-d-y
        out["dmy"] = _iso(_century(c), int(b), int(a))
        out["mdy"] = _iso(_century(c), int(a), int(b))
    return {form: found for form, found in out.items() if found}


def round_readings(text: str) -> list[str]:
    """Every date a round date (TRF 132) can be: `readings`, and year-day-month for a date
    written year first. The Bunratty 2011 files (Irish Chess Union, tests/data/real/icu) date
    their rounds `11.25.02` for 25 February 2011 beside `042 25.02.2011`; among the event's
    dates only a round date is read so, as the one reading that fits the start and end."""
    found = readings(text)
    text = re.sub(r"([./-])\s+", r"\1", text.strip())
    m = re.fullmatch(_FIELDS, text) if len(text) <= _MAX_TEXT else None
    if m is None or len(m.group(1)) not in (2, 4) or len(m.group(4)) > 2:
        return found
    swapped = _iso(_century(m.group(1)), int(m.group(4)), int(m.group(3)))
    return sorted({*found, swapped}) if swapped else found


class EventDates(NamedTuple):
    start: str | None  # ISO, or None: unread
    end: str | None
    undecided: bool  # several readings fit the event's other dates equally


def event_dates(
    start: str, end: str, round_dates: Sequence[str] = (), cutover: str | None = None
) -> EventDates:
    """The event's start and end read together with its round dates (TRF 132): each date
    alone as `read_date` reads it, unless that does not fit the others (an end before the
    start, round dates outside them or out of order) while other readings do — then the one
    reading of the start that fits; when several do, the start stays unread (`undecided`)."""
    first, _ = read_date(start, cutover)
    last, _ = read_date(end, cutover) if end.strip() else (None, False)
    witnesses = [text for text in round_dates if text.strip()]
    if not end.strip() and not witnesses:
        return EventDates(first, last, False)
    starts = _readings_by_form(start)
    ends: dict[str, str | None] = dict(_readings_by_form(end)) if end.strip() else {"": None}
    rounds = [round_readings(text) for text in witnesses]
    # The start and the end are written alike (one producer, one form): their fields are read
    # in the same order. The round dates may be written otherwise (`round_readings`).
    fitting = [
        (s, e)
        for s_form, s in starts.items()
        for e_form, e in ends.items()
        if (s_form == e_form or not s_form or not e_form) and _fits(s, e, rounds)
    ]
    # A reading from one day and month to the same day and month of a later year is what a
    # two-digit year written first gives read day first (`11.09.26` to `11.09.27`, a weekend
    # of 2011, reads 11 September 2026 to 11 September 2027): no reading while another fits.
    plausible = [(s, e) for s, e in fitting if not _whole_years(s, e)]
    if plausible:
        fitting = plausible
    if not fitting or (first, last) in fitting:
        return EventDates(first, last, False)
    chosen = sorted({s for s, _ in fitting})
    if len(chosen) > 1:
        return EventDates(None, None, True)  # the end is read with the start, or not at all
    ends_fitting = sorted({e or "" for _, e in fitting})
    if last not in ends_fitting:
        last = ends_fitting[0] if len(ends_fitting) == 1 else None
    return EventDates(chosen[0], last or None, False)


def _whole_years(start: str, end: str | None) -> bool:
    """Whether `end` is the same day and month as `start` in a later year (ISO dates)."""
    return end is not None and end[:4] > start[:4] and end[4:] == start[4:]


def _fits(start: str, end: str | None, rounds: list[list[str]]) -> bool:
    """Start <= round dates (in order) <= end, all within `MAX_EVENT_DAYS`."""
    begin = date.fromisoformat(start)
    latest = date.fromordinal(begin.toordinal() + MAX_EVENT_DAYS)
    limit = date.fromisoformat(end) if end else latest
    if not begin <= limit <= latest:
        return False
    previous = start
    for options in rounds:  # the earliest reading not before the previous round's keeps most
        found = next((d for d in options if previous <= d <= limit.isoformat()), None)
        if found is None:
            return False
        previous = found
    return True
