"""What a file read states beside the model: the header records as its producer wrote them.

The TRF reader keeps the header lines of a file it would not write identically
(`Tournament.declared`); a file it would write identically states nothing its model does not.
The checks that compare the model with the file's own claims (the player count of `062`, the
round dates of `132`) read them here, in one place.
"""

from __future__ import annotations

from arbiter_app.core.model import Tournament

# TRF 132: the date of round r at columns 92 + 10 (r - 1), as the 001 records' rounds.
_ROUND0 = 91
_BLOCK = 10


def _lines(t: Tournament, record: str) -> list[str]:
    prefix = record + " "
    return [line for line in t.declared if line.startswith(prefix)]


def declared_records(t: Tournament, record: str) -> list[str]:
    """The values of header `record` as the file read wrote them."""
    return [line[4:].strip() for line in _lines(t, record)]


def round_dates(t: Tournament) -> list[str]:
    """The round dates of the file's first `132` record, as written ("" for a round without
    one): round r's at columns 92 + 10 (r - 1)."""
    for line in _lines(t, "132"):
        return [line[base : base + _BLOCK].strip() for base in range(_ROUND0, len(line), _BLOCK)]
    return []
