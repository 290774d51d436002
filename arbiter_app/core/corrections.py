"""Corrections for the rating report only (C.04.2 4.3).

Once a later round is paired, a wrong result can be corrected only in the last two rounds
(core.results_rules: the previous round asks, an older one is refused in FIDE mode); a mistake
found later is corrected after the event "in the rating report only". Such a correction is a
journal event (`Gate.RATING_ONLY_CORRECTION`) whose `detail` holds the game and its corrected
result as plain data, `white=1 black=4 result=loss/win` (each side's `Result` code):

- the event's records, pairings and standings keep the result as played and published (the
  pairings made from it stand, C.04.2 4.3);
- the rating report (`io.rating_report`) rates the corrected result: `for_rating` is the event
  with every such correction applied, the latest one of a game winning.
"""

from __future__ import annotations

import re

from msgspec import Struct

from arbiter_app.core.edits import Batch, Edit, SetResult, SetSides
from arbiter_app.core.fide_mode import trial
from arbiter_app.core.model import JournalEntry, Result, Tournament
from arbiter_app.core.vocabulary.levels import Gate

__all__ = ["RatingCorrection", "for_rating", "rating_corrections"]

_DETAIL = re.compile(r"white=(\d+) black=(\d+) result=(\w+)/(\w+)")
_CODES = {r.value: r for r in Result}


class RatingCorrection(Struct, frozen=True):
    round_no: int
    white: int
    black: int
    white_result: Result
    black_result: Result

    def detail(self) -> str:
        """The journal entry's `detail` (parsed back by `rating_corrections`)."""
        return (
            f"white={self.white} black={self.black} "
            f"result={self.white_result.value}/{self.black_result.value}"
        )

    def entry(self, time: str, why: str) -> JournalEntry:
        return JournalEntry(
            time, self.round_no, Gate.RATING_ONLY_CORRECTION.value, why, self.detail()
        )

    def edit(self) -> Edit:
        w, b = self.white_result, self.black_result
        if b is w.mirror:
            return SetResult(self.round_no, self.white, w)
        return SetSides(self.round_no, self.white, w, b)


def rating_corrections(t: Tournament) -> list[RatingCorrection]:
    """The event's corrections for the rating report, in the journal's order."""
    out = []
    for e in t.journal:
        if e.what != Gate.RATING_ONLY_CORRECTION.value:
            continue
        m = _DETAIL.fullmatch(e.detail)
        if m is None or m[3] not in _CODES or m[4] not in _CODES:
            continue  # (not written by this program: left to the arbiter)
        w, b = _CODES[m[3]], _CODES[m[4]]
        out.append(RatingCorrection(e.round_no, int(m[1]), int(m[2]), w, b))
    return out


def for_rating(t: Tournament) -> Tournament:
    """`t` as the rating report rates it: its rating-only corrections applied (a copy; `t`
    itself when it has none)."""
    found = rating_corrections(t)
    if not found:
        return t
    return trial(t, Batch([c.edit() for c in found], label="rating-only"))
