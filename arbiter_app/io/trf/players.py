"""TRF `001` player records read by column, or by tokens when shifted."""

from __future__ import annotations

import re
from fractions import Fraction

from msgspec import Struct, field

from arbiter_app.core.model import (
    Colour,
    Player,
    Result,
    RoundEntry,
)
from arbiter_app.io.trf.adjustments import adjusted_columns, may_adjust
from arbiter_app.io.trf.codes import _BLOCK, _COLOUR_BY_CHAR, _ROUND0, RESULT_BY_CODE
from arbiter_app.io.trf.text import MAX_ROUNDS, _At

# -- player records -----------------------------------------------------------------------------
# Blank columns between the fixed fields of a 001 record (§10.1): a character here means the
# fields are shifted, and reading them by column would give wrong ratings or ids silently.
_GAPS = (9, 14, 48, 53, 57, 69)


class _Shifted(Exception):
    """A round block is not where the columns say; read the rest of the line by tokens."""

    def __init__(self, column: int) -> None:
        super().__init__(column)
        self.column = column


class PlayerRecord(Struct, frozen=True):
    """One `001` record as read."""

    player: Player
    # How a bye's opponent was written ("0000", "   0"), or "" (the parse keeps the first: a
    # record read with others by `io.trf.columns` says it only when it is their first).
    bye: str
    unlettered: tuple[int, ...]  # rounds `0000 -` / `-` without a letter (`io.trf.witness`)
    # Read by its words, off the column grid: a blank round is invisible there, so the round
    # count is only known to be right when it matches the other records (`parse`).
    in_sequence: bool
    # Rounds whose columns are a form the reader's notes may report (`adjustments.may_adjust`).
    adjusted: tuple[int, ...] = ()


def _parse_player(line: str, at: _At, blocks: Blocks | None = None) -> PlayerRecord:
    """One `001` record, by its columns, or by its words when they are shifted."""
    start_text = line[4:8].strip()
    misplaced = _misplaced_start(line)
    if misplaced:
        raise at.error(5, misplaced)
    if not start_text.isdecimal() or int(start_text) == 0:
        raise at.error(5, f"start number {start_text!r} is not a number from 1 to 9999")
    start_no = int(start_text)
    for column in _GAPS:
        if len(line) >= column and line[column - 1] != " ":
            raise at.error(
                column,
                f"player {start_no}'s record is misaligned: column {column} should be blank, "
                f"found {line[column - 1]!r} (a field too long or shifted?)",
            )
    rating_text = line[48:52].strip()
    if rating_text and not rating_text.isdecimal():
        raise at.error(49, f"rating {rating_text!r} of player {start_no} is not a number")
    birth_date = _birth_date(line, start_no, at)
    in_sequence = False
    try:
        points, rank, rounds, bye, unlettered, adjusted = _parse_tail_columns(
            line, start_no, at, Blocks() if blocks is None else blocks
        )
    except _Shifted as shifted:
        try:
            points, rank, rounds, bye, unlettered, in_sequence = _parse_tail_tokens(
                line, start_no, at
            )
            adjusted = adjusted_columns(line)  # (`code_notes` reads the columns as written)
        except _Shifted:
            raise at.error(
                shifted.column,
                f"cannot read player {start_no}'s record from column {shifted.column} on "
                "(misaligned round data)",
            ) from None
    if len(rounds) > MAX_ROUNDS:
        raise at.error(
            _ROUND0 + 1 + _BLOCK * MAX_ROUNDS,
            f"player {start_no} has {len(rounds)} rounds: at most {MAX_ROUNDS}",
        )
    player = Player(
        start_no=start_no,
        name=line[14:47].strip(),
        title=line[10:13].strip(),
        sex=line[9:10].strip(),
        rating=int(rating_text or 0),
        federation=line[53:56].strip(),
        fide_id=line[57:68].strip(),
        birth_date=birth_date,
        rounds=tuple(rounds),
        points_in_file=points,
        rank_in_file=rank,
    )
    return PlayerRecord(player, bye, tuple(unlettered), in_sequence, tuple(adjusted))


# A record laid out as TRF-16 lays it out: the blank columns between the fields (`_GAPS`) and
# 80, 85, 90-91 blank, start number, rating and rank of digits and blanks. Such records are read
# by columns, all of a file at once (`io.trf.columns`), with the checks the layout has answered
# left out; any other is read by `_parse_player`.
_PLAIN = re.compile(r"001 [ 0-9]{4} .{4} .{33} [ 0-9]{4} .{3} .{11} .{10} .{4} [ 0-9]{4}  ")


_START_WORD = re.compile(r"001 +([0-9]+)")


def _misplaced_start(line: str) -> str:
    """What is wrong when the record's first word is a number that runs past column 8 (TRF-16
    §10.1: the start number is right-aligned in columns 5-8), or "": a number of five digits
    or more (above 9999, which TRF cannot hold), or the record shifted right. (A number ending
    before column 8 is read: left-aligned numbers are common.)"""
    match = _START_WORD.match(line)
    if match is None or match.end(1) <= 8:
        return ""
    number = match.group(1)
    if len(number) > 4:
        return f"start number {number} is above 9999: TRF has four columns for it (5-8)"
    shift = match.end(1) - 8
    return (
        f"start number {int(number)} ends at column {match.end(1)}, not 8: the record is "
        f"shifted {shift} column{'s' if shift > 1 else ''} right?"
    )


def _date_shifted(line: str) -> bool:
    """A birth date one column right (71-80, a hand edit or an older writer): column 70 blank,
    a token ending at column 80, column 81 blank. (A points value of five characters, `100.0`
    or `-10.5`, also starts at column 80, but runs on into column 81.)"""
    return (
        len(line) >= 80
        and line[69] == " "
        and line[79] != " "
        and " " not in line[70:80]
        and (len(line) == 80 or line[80] == " ")
    )


def _birth_date(line: str, start_no: int, at: _At) -> str:
    """Columns 70-79, or 71-80 when shifted; one that runs into the points column is refused,
    never cut short."""
    if _date_shifted(line):
        return line[70:80].strip()
    if len(line) >= 80 and line[79] != " " and not POINTS_COLUMN.fullmatch(line[79:84].strip()):
        raise at.error(
            80,
            f"player {start_no}'s birth date {line[69:81].strip()!r} runs into the points "
            "column (81-84): shifted field?",
        )
    return line[69:79].strip()


_Tail = tuple[Fraction | None, int | None, list[RoundEntry], str, list[int], list[int]]
_TokenTail = tuple[Fraction | None, int | None, list[RoundEntry], str, list[int], bool]


def _unlettered(opponent: str, colour: str, code: str) -> bool:
    """`0000 -` (or `   0 -`, or `-` alone) with no result letter: a Swiss-Manager-style
    export of 2011 writes a bye so, and another producer of 2011 writes `-` with blank opponent
    and result for a half-point bye (docs/trf-dialects.md); only the points column tells."""
    return code == " " and colour == "-" and opponent.strip() in ("", "0", "0000")


def _parse_tail_columns(line: str, start_no: int, at: _At, blocks: Blocks) -> _Tail:
    # Column 80: the first of five characters of points (`100.0`, `-10.5`), or the end of a
    # shifted birth date (`_birth_date`).
    points_text = line[80:84] if _date_shifted(line) else line[79:84]
    points = blocks.points.get(points_text)
    if points is None:
        points = _parse_points(points_text, start_no, at, 81)
        if points is not None:
            blocks.points[points_text] = points
    rank_text = line[85:89].strip()
    if rank_text and not rank_text.isdecimal():
        raise _Shifted(86)
    if line[84:85].strip():
        raise _Shifted(85)
    if line[89:91].strip():
        raise _Shifted(90)
    rounds, bye, unlettered, adjusted = _round_blocks(line, start_no, at, blocks)
    return points, (int(rank_text) if rank_text else None), rounds, bye, unlettered, adjusted


def _round_blocks(
    line: str, start_no: int, at: _At, blocks: Blocks
) -> tuple[list[RoundEntry], str, list[int], list[int]]:
    """The rounds of one record by their columns (`_read_block`), the bye's opponent as
    written, the rounds written without a result letter and those written in a form the notes
    may report (`adjustments.may_adjust`)."""
    end = len(line.rstrip())  # trailing blanks are no rounds (editors and exports pad lines)
    rounds: list[RoundEntry] = []
    bye = ""
    unlettered: list[int] = []
    adjusted: list[int] = []
    for i, base in enumerate(range(_ROUND0, end, _BLOCK)):
        text = line[base : base + _BLOCK]
        entry, written_bye, no_letter = _read_block(text, i, start_no, at, blocks)
        if written_bye and not bye:
            bye = written_bye
        if no_letter:
            unlettered.append(i + 1)
        if may_adjust(text):
            adjusted.append(i + 1)
        rounds.append(entry)
    return rounds, bye, unlettered, adjusted


# A round block read: (entry, the bye's opponent as written or "", written `0000 -` without
# a result letter).
Block = tuple[RoundEntry, str, bool]


class Blocks(Struct):
    """What one parse has read and the file repeats: round blocks (a game by the six columns
    after its opponent, its colour and result; anything else by its ten columns) and points."""

    games: dict[str, tuple[Colour, Result]] = field(default_factory=dict)
    opponents: dict[str, int] = field(default_factory=dict)  # an opponent's columns, read
    others: dict[str, Block] = field(default_factory=dict)
    points: dict[str, Fraction] = field(default_factory=dict)  # the points column as written


def _read_block(text: str, index: int, start_no: int, at: _At, blocks: Blocks) -> Block:
    """Round `index + 1`'s ten columns (`text`) by what the parse knows of its parts: a game
    (an opponent named) by the six columns after its opponent, its colour and result, anything
    else by its ten columns; read (`_block`) the first time."""
    opponent = text[:4]
    game = blocks.games.get(text[4:])
    if game is not None:
        numbers = blocks.opponents
        number = numbers.get(opponent)
        if number is None and opponent.strip().isdecimal():
            number = numbers[opponent] = int(opponent)
        if number:
            return RoundEntry(number, game[0], game[1]), "", False
    found = blocks.others.get(text)
    if found is None:
        found = _block(text, _ROUND0 + _BLOCK * index, start_no, index + 1, at)
        entry = found[0]
        if entry.opponent is not None and not may_adjust(text):
            blocks.games[text[4:]] = (entry.colour, entry.result)
        else:
            blocks.others[text] = found
    return found


def _block(text: str, base: int, start_no: int, round_no: int, at: _At) -> Block:
    """The ten columns of one round (opponent 92-95, colour 97, result 99 for round 1)."""
    block = text[: _BLOCK - 2].ljust(_BLOCK - 2)
    gaps = block[4] + block[6] + text[_BLOCK - 2 :]
    opponent, colour, code = block[:4], block[5], block[7]
    if gaps.strip() or not (opponent.strip() == "" or opponent.strip().isdecimal()):
        raise _Shifted(base + 1)
    if colour.lower() not in _COLOUR_BY_CHAR:
        raise _Shifted(base + 6)
    if opponent.strip() and colour == " " and len(text) <= 5:
        raise at.error(
            base + 6,
            f"line ends in round {round_no} of player {start_no}: opponent without colour "
            "or result (truncated line?)",
        )
    entry = _entry(opponent, colour, code, start_no, round_no, at, base + 8)
    written_bye = opponent if entry.opponent is None and opponent.strip() else ""
    return entry, written_bye, _unlettered(opponent, colour, code)


def _parse_points(text: str, start_no: int, at: _At, column: int) -> Fraction | None:
    text = text.strip()
    if not text:
        return None
    if not POINTS_COLUMN.fullmatch(text):
        raise _Shifted(column)
    return Fraction(text)


_COLOUR_TOKENS = {"w", "b", "-"}
POINTS_COLUMN = re.compile(r"-?\d{1,4}(\.\d{1,2})?")  # negative: a penalty (TRF-26 299)


def _small(token: str) -> bool:
    """A start number or rank as TRF writes it: 1 to 4 decimal digits."""
    return token.isdecimal() and len(token) <= 4


def _parse_tail_tokens(line: str, start_no: int, at: _At) -> _TokenTail:
    """Fallback for shifted lines: find the points token, then rank, then round triples.

    A triple is `opponent colour [result]`; a missing result (game not finished) is recognised
    because the token after it is then a colour. Blank (not paired) rounds are invisible to
    tokens, so this is only used when the columns cannot be read.
    """
    tokens = [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", line)]
    k = next(
        (
            i
            for i, (tok, col) in enumerate(tokens)
            if col > 60 and re.fullmatch(r"\d{1,4}\.\d{1,2}", tok)
        ),
        None,
    )
    if k is None or k + 1 >= len(tokens) or not _small(tokens[k + 1][0]):
        raise _Shifted(81)
    points = Fraction(tokens[k][0])
    rank = int(tokens[k + 1][0])
    rest = tokens[k + 2 :]
    # The shift of the rounds, from where the rank ends (column 89 in the letter): a round
    # whose opponent ends on the grid 95 + shift + 10 (r - 1) is round r, and the blank rounds
    # before it are kept. Off the grid, the rounds are read in sequence (flagged).
    shift = tokens[k + 1][1] + len(tokens[k + 1][0]) - 1 - 89
    on_grid = True
    rounds: list[RoundEntry] = []
    unlettered: list[int] = []
    bye = ""
    i = 0
    while i < len(rest):
        opp, col = rest[i]
        if not _small(opp) or i + 1 >= len(rest) or rest[i + 1][0].lower() not in _COLOUR_TOKENS:
            raise _Shifted(col)
        colour = rest[i + 1][0]
        code, code_col = " ", rest[i + 1][1] + 2
        step = 2
        if i + 2 < len(rest):
            candidate, ccol = rest[i + 2]
            next_is_colour = i + 3 < len(rest) and rest[i + 3][0].lower() in _COLOUR_TOKENS
            if len(candidate) == 1 and not (candidate.isdecimal() and next_is_colour):
                code, code_col, step = candidate, ccol, 3
        offset = col + len(opp) - 1 - 95 - shift
        if on_grid and offset % _BLOCK == 0 and offset // _BLOCK >= len(rounds):
            rounds.extend([RoundEntry()] * (offset // _BLOCK - len(rounds)))
        else:
            on_grid = False
        entry = _entry(opp.rjust(4), colour, code, start_no, len(rounds) + 1, at, code_col)
        if entry.opponent is None and not bye:
            bye = opp.rjust(4)
        if _unlettered(opp, colour, code):
            unlettered.append(len(rounds) + 1)
        rounds.append(entry)
        i += step
    return points, rank, rounds, bye, unlettered, not on_grid


def _entry(
    opponent: str, colour: str, code: str, start_no: int, round_no: int, at: _At, column: int
) -> RoundEntry:
    opp = int(opponent) if opponent.strip() else 0
    if code == " ":
        result = Result.PENDING if opp else Result.NOT_PAIRED
    else:
        found = RESULT_BY_CODE.get(code.upper())
        if found is None:
            raise at.error(
                column, f"unknown result code {code!r} in round {round_no} (player {start_no})"
            )
        result = found
    if not opp:
        unpaired = _UNPAIRED_TEAM.get(code) if at.team else None
        result = unpaired or _UNPAIRED.get(code, result)
        if result.is_bye:
            return RoundEntry(None, Colour.NONE, result)
    elif result is Result.ZERO_BYE:
        result = Result.PENDING  # lichess writes `Z` for a game still being played ("Ongoing")
    return RoundEntry(opp or None, _COLOUR_BY_CHAR[colour.lower()], result)


# A game result written without an opponent (`0000 - +`, `0000 w -`, a bare `-`): which bye or
# absence its producer means (docs/trf-dialects.md has the sources).
# - `+`: the pairing-allocated bye. Swiss-Manager wrote it so before TRF-16 had `U` (FIDE's
#   TRF-16 sample, 2005: the one player without an opponent in an odd round); bbpPairings
#   reads it as "participated in the pairing" (a PAB, which bars the next one, C.04.1 c.3).
# - `-`: an absence, scoring like a zero-point bye: lichess writes `-` for "Absent";
#   bbpPairings reads `0000 - -` as not paired, a loss; FIDE's TRF-26 team sample writes it for
#   a player left out of the line-up.
# - `=`: a half-point bye (bbpPairings: an unplayed draw, not paired).
_UNPAIRED = {"+": Result.PAIRING_BYE, "-": Result.ZERO_BYE, "=": Result.HALF_BYE}
# In a team event a `+` without opponent is a player of a team whose opponents did not come
# (TRF-26: "XXXX C +"): a point without a game, not a bye allocated to the player.
_UNPAIRED_TEAM = {"+": Result.FULL_BYE}
