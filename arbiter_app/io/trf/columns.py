"""A file's `001` player records read together, column by column.

The records of one file are laid out alike: every field and every round at fixed columns
(TRF-16 §10.1; round r at 92+10(r-1)). So each field is sliced out of all records at once, and
each round of all records at once: a game (an opponent named) reads as its opponent's number
and its colour and result columns, and those read the same in every record (and the same as
one by one: `players._read_block`), so each distinct one is read once per file and the round's
games are made all at once; anything else (a bye, a blank round) is read once per distinct ten
columns and its entry, immutable, shared. The loops over records and rounds run in C (`map`,
`zip`, `compress`); Python runs once per record (its `Player`), once per distinct opponent,
colour-and-result or other block, and once per round that is no game.

What this reads is what `players._parse_player` reads, record for record. A record this does not
read is left to it: one laid out otherwise (`players._PLAIN`), or whose fields or rounds it
refuses or reads by words (a message, a shifted record), or with a round that says more than
its entry: written without a result letter (`io.trf.witness`), or in a form the reader's notes
report (`adjustments.may_adjust`). A bye's opponent as written matters only in the file's first
record with a bye (how the file writes them): only that record says it.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from itertools import compress, count, repeat
from operator import is_, itemgetter, not_, or_
from typing import Any

from arbiter_app.core.model import Colour, Player, Result, RoundEntry
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.adjustments import may_adjust
from arbiter_app.io.trf.codes import _BLOCK, _ROUND0
from arbiter_app.io.trf.players import (
    _PLAIN,
    POINTS_COLUMN,
    Blocks,
    PlayerRecord,
    _read_block,
    _Shifted,
)
from arbiter_app.io.trf.text import MAX_ROUNDS, _At

__all__ = ["read_records"]

# The fields of a record (`players._parse_player` names them), sliced with their blanks.
_START, _SEX, _TITLE, _NAME = slice(4, 8), slice(9, 10), slice(10, 13), slice(14, 47)
_RATING, _FEDERATION, _FIDE_ID, _BIRTH = slice(48, 52), slice(53, 56), slice(57, 68), slice(69, 79)
_POINTS, _RANK = slice(79, 84), slice(85, 89)
_BLANK4 = "    "
_FIRST, _SECOND = itemgetter(0), itemgetter(1)
_NO_GAME = (Colour.NONE, Result.NOT_PAIRED)  # (a marker, compared by identity: no game read)
_is_none = partial(is_, None)


def read_records(
    lines: list[str], at: _At, blocks: Blocks
) -> tuple[list[PlayerRecord | None], set[int]]:
    """The `001` records `lines` (in the file's order), each read as `_parse_player` reads it,
    or None for one left to it (see the module docstring), and the start numbers of those
    read with a forfeit loss beside an opponent (`parse._complete_rounds`). `at` says whether
    the event is a team event; nothing here is reported (a record with something to say is
    left)."""
    rows = [*map(str.ljust, lines, repeat(_ROUND0))]  # (columns beyond a line read as blanks)
    ok = [*map(bool, map(_PLAIN.match, rows))]
    starts = _numbers(rows, _START, None, ok)
    for i in compress(count(), map(not_, starts)):
        ok[i] = False  # (no start number, or 0: `_parse_player` refuses it)
    ratings = _numbers(rows, _RATING, 0, ok)
    ranks = _numbers(rows, _RANK, None, ok)
    points = _points(rows, ok, blocks)
    # Trailing blanks are no rounds (editors and exports pad lines); the last block may be short.
    ends = map(len, map(str.rstrip, rows))
    counts = [max(0, end - _ROUND0 + _BLOCK - 1) // _BLOCK for end in ends]
    for i in compress(count(), map(MAX_ROUNDS.__lt__, counts)):
        ok[i] = False  # (`_parse_player` refuses it)
    columns, byes, forfeited = _rounds(rows, counts, ok, at, blocks)
    first_bye = min((i for i in byes if ok[i]), default=-1)  # (only it says how: see above)
    strip = str.strip
    out: list[PlayerRecord | None] = []
    by_record = zip(*columns, strict=True) if columns else repeat(())
    for i, (row, rounds) in enumerate(zip(rows, by_record, strict=False)):
        if not ok[i]:
            out.append(None)
            continue
        n = counts[i]
        player = Player(
            start_no=starts[i],
            name=strip(row[_NAME]),
            title=strip(row[_TITLE]),
            sex=strip(row[_SEX]),
            rating=ratings[i],
            federation=strip(row[_FEDERATION]),
            fide_id=strip(row[_FIDE_ID]),
            birth_date=strip(row[_BIRTH]),
            rounds=rounds if n == len(rounds) else rounds[:n],
            points_in_file=points[i],
            rank_in_file=ranks[i],
        )
        out.append(PlayerRecord(player, byes[i] if i == first_bye else "", (), False))
    return out, {starts[i] for i in forfeited if ok[i]}


def _numbers(rows: list[str], columns: slice, blank: int | None, ok: list[bool]) -> list[Any]:
    """A four-column number field of every record, `blank` where it is blank; a record whose
    field is not one number is left (`ok`)."""
    texts = [*map(itemgetter(columns), rows)]
    try:
        return [blank if text == _BLANK4 else int(text) for text in texts]
    except ValueError:  # (a field of two numbers, or a record not laid out plainly)
        pass
    out = []
    for i, text in enumerate(texts):
        if text == _BLANK4:
            out.append(blank)
        elif text.strip().isdecimal():
            out.append(int(text))
        else:
            ok[i] = False
            out.append(None)
    return out


def _points(rows: list[str], ok: list[bool], blocks: Blocks) -> list[Fraction | None]:
    """The points column (81-84, column 80 blank: `_PLAIN`) of every record, each distinct
    text read once (`Blocks.points`); a record whose column is no points value is left."""
    texts = [*map(itemgetter(_POINTS), rows)]
    known = blocks.points
    values = [*map(known.get, texts)]
    for i in compress(count(), map(_is_none, values)):
        value = known.get(texts[i])
        text = texts[i].strip()
        if value is None and text:
            if not POINTS_COLUMN.fullmatch(text):
                ok[i] = False  # (`_parse_player` reads such a record by its words)
                continue
            value = known[texts[i]] = Fraction(text)
        values[i] = value
    return values


def _rounds(
    rows: list[str], counts: list[int], ok: list[bool], at: _At, blocks: Blocks
) -> tuple[list[list[RoundEntry]], dict[int, str], set[int]]:
    """Round by round, the entry of every record (beyond a record's last round: anything;
    `counts` says where each ends), the records with a bye whose opponent is written (-> how
    their first one is written) and those with a forfeit loss beside an opponent.

    A round's ten columns read as `players._read_block` reads them: a game (an opponent named)
    by its opponent's number and the six columns after it, read once per file (the first game
    written so teaches them), so that all the round's games are made at once; anything else by
    its ten columns, once per file (`_entry`)."""
    numbers, games = blocks.opponents, blocks.games
    # A game's colour and result columns as read (`Blocks.games`), or `_NO_GAME` for columns
    # no game was read from when first met (the rounds so written are read one by one).
    kinds: dict[str, tuple[Colour, Result]] = {}
    others: dict[str, tuple[RoundEntry | None, str]] = {}  # no game: ten columns -> entry
    byes: dict[int, str] = {}
    forfeited: set[int] = set()
    columns = []
    for k in range(max(compress(counts, ok), default=0)):
        base = _ROUND0 + _BLOCK * k
        opponents = [*map(itemgetter(slice(base, base + 4)), rows)]
        after = [*map(itemgetter(slice(base + 4, base + _BLOCK)), rows)]
        numbered = [*map(numbers.get, opponents)]
        if None in numbered:  # (opponents not met before: as `players._read_block` reads them)
            for i in compress(count(), map(is_, numbered, repeat(None))):
                number = numbers.get(opponents[i])
                if number is None:
                    opponent = opponents[i]
                    number = int(opponent) if opponent.strip().isdecimal() else 0
                    numbers[opponent] = number
                numbered[i] = number
        found: list[Any] = [*map(kinds.get, after)]  # (None until each is read below)
        if None in found:  # (colour and result columns not met before)
            for i in compress(count(), map(is_, found, repeat(None))):
                written = after[i]
                kind = kinds.get(written)
                if kind is None:
                    if numbered[i]:  # (a game: `Blocks.games` learns its columns)
                        _entry(opponents[i] + written, k, at, blocks)
                    kind = kinds[written] = games.get(written, _NO_GAME)
                found[i] = kind
        column = [*map(RoundEntry, numbered, map(_FIRST, found), map(_SECOND, found))]
        lost = {written for written, kind in kinds.items() if kind[1] is Result.FORFEIT_LOSS}
        if not lost.isdisjoint(after):
            found_lost = compress(count(), map(lost.__contains__, after))
            forfeited.update(i for i in found_lost if numbered[i])
        no_game = map(or_, map(not_, numbered), map(is_, found, repeat(_NO_GAME)))
        for i in compress(count(), no_game):
            if k >= counts[i] or not ok[i]:
                continue  # (past its last round: not used)
            text = opponents[i] + after[i]
            read = others.get(text)
            if read is None:
                read = others[text] = _entry(text, k, at, blocks)
            entry, written_bye = read
            if entry is None:
                ok[i] = False  # (a block this does not read)
                continue
            column[i] = entry
            if entry.result is Result.FORFEIT_LOSS and entry.opponent is not None:
                forfeited.add(i)
            if written_bye:
                byes.setdefault(i, written_bye)
        columns.append(column)
    return columns, byes, forfeited


def _entry(text: str, k: int, at: _At, blocks: Blocks) -> tuple[RoundEntry | None, str]:
    """The entry of round k+1's ten columns and the bye's opponent as written (or ""); no
    entry if they say more than it or are refused."""
    if may_adjust(text):
        return None, ""
    try:
        entry, written_bye, no_letter = _read_block(text, k, 0, at, blocks)
    except (_Shifted, InputError):
        return None, ""
    return (None, "") if no_letter else (entry, written_bye)
