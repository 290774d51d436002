"""Dates in TRF headers and player records: `core.dates` reads the forms people write (its
docstring has them); a date that cannot be read, or stays ambiguous across the C.07 2026 rule
change, is kept as written; the validation reports it and the rules in force today are assumed
(`core.rules.default_name`)."""

from __future__ import annotations

import re

from arbiter_app.core import dates
from arbiter_app.core.model import Tournament
from arbiter_app.core.rules import CUTOVER_2026
from arbiter_app.core.vocabulary.notes import Note, NoteKind, note


def read_date(text: str) -> tuple[str | None, bool]:
    """(ISO date or None, ambiguous across the 2026 cut-over)."""
    return dates.read_date(text, CUTOVER_2026)


def normalise_date(text: str) -> str:
    """The ISO form of `text` when it reads as one date; else `text` as written."""
    found, _ = read_date(text)
    return found or text


def _trf_date(text: str) -> str:
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text)
    return f"{m.group(1)}/{m.group(2)}/{m.group(3)}" if m else text


def settle_dates(t: Tournament, round_dates: list[str], notes: list[Note], line: int) -> None:
    """042 and 052 (as written in `t`) read together with the 132 round dates
    (`core.dates.event_dates`): ISO when decided, else kept as written (validation reports a
    start date it cannot read). A reading other than the one each date alone gives is noted."""
    start, end = t.start_date, t.end_date
    found = dates.event_dates(start, end, round_dates, CUTOVER_2026)
    alone = (read_date(start)[0], read_date(end)[0] if end.strip() else None)
    t.start_date, t.end_date = stored_dates(start, end, round_dates)
    if found.undecided:
        notes.append(note(line, NoteKind.DATES_UNDECIDED, start=repr(start), end=repr(end)))
    elif (found.start, found.end) != alone and found.start:
        notes.append(
            note(
                line,
                NoteKind.DATES_READ,
                start=repr(start),
                end=repr(end),
                first=found.start,
                last=found.end or repr(end),
            )
        )


def stored_dates(start: str, end: str, round_dates: list[str]) -> tuple[str, str]:
    """What the model holds for 042 and 052 as written: ISO when read, else as written."""
    found = dates.event_dates(start, end, round_dates, CUTOVER_2026)
    return found.start or start, found.end or end


def round_dates_of(lines: list[str]) -> list[str]:
    """The round dates of the first 132 record among `lines` (YY/MM/DD each, from column 92)."""
    for line in lines:
        if line.startswith("132 "):
            return line[91:].split()
    return []
