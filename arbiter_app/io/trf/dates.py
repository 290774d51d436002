"""Dates in TRF headers and player records."""

from __future__ import annotations

import re

_ISO = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
_EUROPEAN = re.compile(r"(\d{1,2})[.](\d{1,2})[.](\d{4})")
_SHORT = re.compile(r"(\d{2})/(\d{2})/(\d{2})")


def normalise_date(text: str) -> str:
    """`2024/08/01`, `2024-08-01`, `2024.08.01`, `01.08.2024`, `24/08/01` -> `2024-08-01`.

    Text that is not a date (or not a valid one) is kept as written.
    """
    for pattern, order in ((_ISO, (1, 2, 3)), (_EUROPEAN, (3, 2, 1)), (_SHORT, (1, 2, 3))):
        m = pattern.fullmatch(text)
        if m:
            year, month, day = (int(m.group(i)) for i in order)
            if pattern is _SHORT:
                year += 2000
            if 1 <= month <= 12 and 1 <= day <= 31:
                return f"{year:04d}-{month:02d}-{day:02d}"
    return text


def _trf_date(text: str) -> str:
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text)
    return f"{m.group(1)}/{m.group(2)}/{m.group(3)}" if m else text
