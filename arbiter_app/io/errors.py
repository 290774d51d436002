"""The one error type for bad input files: it always names the place.

`str(error)` is a single line in the compiler style editors and terminals understand:

    held.trf:12:99: unknown result code 'Q' in round 1 (player 4)
    game.arbiter: tournament.players[3].rounds[1]: unknown result 'wn'
    game.arbiter:7:12: not valid JSON (Expecting ',' delimiter)

Line and column are 1-based (as in the FIDE TRF documents); `record` names a place in a
structured file when there is no useful line number.
"""

from __future__ import annotations


class InputError(Exception):
    """A file could not be read as what it claims to be. Raised before anything is changed."""

    def __init__(
        self,
        message: str,
        source: str | None = None,
        line: int | None = None,
        column: int | None = None,
        record: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        self.record = record

    @property
    def location(self) -> str:
        """`file:line:column`, `file: record` or whatever part of it is known."""
        place = self.source or ""
        if self.line is not None:
            place += f":{self.line}"
            if self.column is not None:
                place += f":{self.column}"
        if self.record:
            place = f"{place}: {self.record}" if place else self.record
        return place

    def __str__(self) -> str:
        message = " ".join(self.message.split())  # always one line
        return f"{self.location}: {message}" if self.location else message

    def __repr__(self) -> str:
        return (
            f"InputError({self.message!r}, source={self.source!r}, line={self.line!r}, "
            f"column={self.column!r}, record={self.record!r})"
        )
