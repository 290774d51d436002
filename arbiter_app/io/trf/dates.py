"""Dates in TRF headers and player records: `core.dates` reads the forms people write (its
docstring has them); a date that cannot be read, or stays ambiguous across the C.07 2026 rule
change, is kept as written; the validation reports it and the rules in force today are assumed
(`core.rules.default_name`)."""

from __future__ import annotations

import re

from arbiter_app.core import dates
from arbiter_app.core.rules import CUTOVER_2026


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
