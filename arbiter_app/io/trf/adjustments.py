"""The round codes a reader adjusts, reported (C.02 2026 checklist, TRF import: "report every
adjustment made on reading").

TRF-06 (the 2006 "General Data-Exchange Format for tournament results", Christian Krause) knew
only the results `1 = 0 + -`: a round without an opponent was written `0000 - +` (a point
without a game: Swiss-Manager's pairing-allocated bye before TRF-16 added `U`), `0000 - =` or
`0000 - -`; TRF-16 and TRF-26 added the bye letters `U F H Z`. Files of other producers write
`Z` beside an opponent for a game still being played (lichess). Each such form is read as
docs/trf-dialects.md says ("Rounds without an opponent"); this module makes one reader's note
per form a file uses: how many rounds, what they were read as, and the first one. (A team
event's `0000 - +` and `0000 - -` are TRF-26's own forms for a player of a team whose opponents
did not come or who was left out: not adjustments, no note.)
"""

from __future__ import annotations

from collections.abc import Iterable

from arbiter_app.core.model import Tournament
from arbiter_app.core.vocabulary.notes import Note, NoteKind, note
from arbiter_app.core.vocabulary.results import RESULTS

__all__ = ["adjusted_columns", "code_notes", "may_adjust"]

_ROUND0, _BLOCK = 91, 10  # round 1's opponent at column 92, ten columns a round
_WITHOUT_OPPONENT = ("0000", "    ", "   0")
_FORMS = {
    "+": "TRF-06 and Swiss-Manager before TRF-16's bye letters",
    "=": "TRF-06; bbpPairings' unplayed draw",
    "-": "TRF-06; lichess and bbpPairings: absent",
}


def may_adjust(block: str) -> bool:
    """Whether a round's columns (its opponent's first, eight or more) are written in a form
    `code_notes` reports when the round is read from them: a TRF-06 result without an
    opponent, or `Z` beside an opponent (lichess' game being played). The reader passes the
    rounds so written, and `code_notes` looks at those alone."""
    if len(block) < 8:
        return False
    code = block[7]
    return code in _FORMS if block[:4] in _WITHOUT_OPPONENT else code in "zZ"


def adjusted_columns(line: str) -> list[int]:
    """For a `001` line whose rounds were read by its words, not its columns: the rounds whose
    columns hold a result `code_notes` may report beside what the words gave (up to the first
    round of fewer than eight columns)."""
    out = []
    for r, base in enumerate(range(_ROUND0, len(line), _BLOCK), start=1):
        text = line[base : base + _BLOCK - 2]
        if len(text) < 8:
            break
        if text[7] in _FORMS or text[7] in "zZ":
            out.append(r)
    return out


def code_notes(
    t: Tournament, lines: list[str], places: Iterable[tuple[int, int, tuple[int, ...]]]
) -> list[Note]:
    """One note per adjusted form in the `001` records read by their columns. `places`: for
    each record with rounds that `may_adjust`, its 1-based line, start number and those rounds,
    in the players' order."""
    found: dict[tuple[str, str, str], list[tuple[int, int, int]]] = {}
    for n, start_no, rounds in places:
        entries = t.player(start_no).rounds
        line = lines[n - 1]
        for r in rounds:
            if r > len(entries):
                break
            entry = entries[r - 1]
            text = line[_ROUND0 + _BLOCK * (r - 1) : _ROUND0 + _BLOCK * r - 2]
            opponent, code = text[:4], text[7]
            if opponent in _WITHOUT_OPPONENT and code in _FORMS and entry.opponent is None:
                key = (f"'{opponent} {text[5]} {code}'", _FORMS[code])
            elif code in "zZ" and entry.opponent is not None and entry.result.is_unfinished:
                key = (f"'{code}' beside an opponent", "lichess: a game being played")
            else:
                continue
            found.setdefault((*key, RESULTS[entry.result].name), []).append((n, start_no, r))
    notes = []
    for (written, who, read), places_of in found.items():
        n, player, r = places_of[0]
        notes.append(
            note(
                n,
                NoteKind.ROUND_CODE_ADJUSTED,
                count=len(places_of),
                written=written,
                who=who,
                read=read,
                player=player,
                round=r,
            )
        )
    return notes
