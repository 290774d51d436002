"""FIDE Tournament Report File (TRF-16 and TRF-26): read and write.

Layout reference: spec/fide-tiebreaks.md §10 (FIDE C.04 Annex 2 TRF16, Handbook TRF26). Columns
below are 1-based as in the FIDE documents; the code slices 0-based.

Reading
- `001` player records are parsed by column (start number 5–8, sex 10, title 11–13, name 15–47,
  rating 49–52, federation 54–56, FIDE id 58–68, birth date 70–79, points 81–84, rank 86–89,
  round r at 92+10(r−1): opponent, colour, result). When a round block is shifted (hand-edited
  files), the rest of the line is read as whitespace-separated tokens instead.
- Every round code `1 = 0 + - W D L H F U Z` (case-insensitive) and blank: blank with an
  opponent is a game without a result yet (PENDING), blank without one is NOT_PAIRED. `-` on
  both sides of a game is a double forfeit. Byes may be written `0000` or right-aligned `   0`.
- Headers 012–132, 142 / XXR (rounds), 162 (scoring, symbol at col 6, stride 9), 192 (ETT26
  system code), 202 / 212 (tie-break lists) fill the model; every other record, `###` comments
  and blank lines are kept for the rewrite.
- Encoding: UTF-8 (with or without BOM), else Windows-1252, else Latin-1.
- Withdrawal: rounds after a player's last round that are all zero-point byes (`Z` or blank)
  mean "withdrawn after round k" (k = that last round). A player with no other round is not
  taken as withdrawn (a late entry looks the same).
- Dates in 042/052 are normalised to ISO `YYYY-MM-DD` when they can be read.

Writing
- The points column is recomputed from the results under the tournament's scoring (TRF26:
  "standings points under the event's scoring"); `Player.points_in_file` is what a file
  *claimed* and is never written back.
- What TRF cannot say (a postponed game: TRF has no code for it, so it is written blank like a
  pending one; rule edition, tie-break profile, information-only columns (202/212 carry only
  the ranking list), withdrawal that does not follow from the rounds, player flags, fields too
  wide for their columns, scoring values record 162 cannot express) is written as one extension
  comment at the end of the file:

      ### arbiter-app {"players":{"12":{"round_entries":{"3":[7,"w","postponed"]}}},"version":1}

  Other programs skip it as a comment; this reader applies it. It holds exactly the difference
  between the model and what the TRF lines say, so writing then reading gives an equal model.
- Reading then writing a well-formed file gives the same lines: when the file is not laid out
  as this writer would lay it out (header order, `XXR` vs `142`, unknown records, comments,
  `   0` byes, `2024-08-01` dates, odd spacing), its lines are kept in `Tournament.extra["trf"]`
  and the writer reuses every line whose content the model still holds, regenerating only what
  changed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from itertools import starmap, zip_longest
from operator import eq
from pathlib import Path
from typing import Any

from arbiter_app.core.model import (
    Colour,
    Player,
    Result,
    RoundEntry,
    Scoring,
    Tournament,
)
from arbiter_app.core.standings import format_decimal
from arbiter_app.core.system import code_for, system_from_code
from arbiter_app.core.tiebreaks.trfcodes import from_trf, to_trf
from arbiter_app.io.codec import (
    Decoder,
    entry_from_json,
    entry_to_json,
    player_fields_from_json,
    player_to_json,
    settings_from_json,
    settings_to_json,
)
from arbiter_app.io.errors import InputError
from arbiter_app.io.files import write_atomic

__all__ = [
    "EXTENSION_PREFIX",
    "format_player_line",
    "format_trf",
    "parse_trf",
    "parse_trf_bytes",
    "player_lines",
    "read_trf",
    "write_trf",
]

RESULT_BY_CODE = {
    "1": Result.WIN,
    "=": Result.DRAW,
    "0": Result.LOSS,
    "W": Result.WIN_UNRATED,
    "D": Result.DRAW_UNRATED,
    "L": Result.LOSS_UNRATED,
    "+": Result.FORFEIT_WIN,
    "-": Result.FORFEIT_LOSS,
    "H": Result.HALF_BYE,
    "F": Result.FULL_BYE,
    "U": Result.PAIRING_BYE,
    "Z": Result.ZERO_BYE,
}
CODE_BY_RESULT = {result: code for code, result in RESULT_BY_CODE.items()} | {
    Result.DOUBLE_FORFEIT: "-",
    Result.NOT_PAIRED: " ",
    Result.PENDING: " ",
    Result.POSTPONED: " ",  # no TRF code: the extension comment says "postponed"
}
_COLOUR_BY_CHAR = {"w": Colour.WHITE, "b": Colour.BLACK, "-": Colour.NONE, " ": Colour.NONE}
_CHAR_BY_COLOUR = {Colour.WHITE: "w", Colour.BLACK: "b", Colour.NONE: "-"}

EXTENSION_PREFIX = "### arbiter-app "
_EXTENSION_VERSION = 1
_ROUND0 = 91  # 0-based index of round 1's opponent field (column 92)
_BLOCK = 10

# Header records that fill the model. Value: the model "key" the record holds.
_TEXT = {
    "012": "name",
    "022": "city",
    "032": "federation",
    "092": "type_text",
    "102": "chief_arbiter",
    "122": "time_control",
}
_DATES = {"042": "start_date", "052": "end_date"}
_KEY_OF = {
    **_TEXT,
    **_DATES,
    "062": "#players",  # derived: never stored, rewritten from the player list
    "072": "#rated",
    "112": "deputy_arbiters",
    "142": "rounds",
    "XXR": "rounds",
    "162": "scoring",
    "192": "system",
    "202": "tiebreaks",
    "212": "tiebreaks",
}
# The order this writer puts headers in (TRF-26 numbering order; XXR last for JaVaFo readers).
_CANONICAL = [
    "012",
    "022",
    "032",
    "042",
    "052",
    "062",
    "072",
    "092",
    "102",
    "112",
    "122",
    "142",
    "162",
    "192",
    "202",
    "XXR",
]


# -- reading ----------------------------------------------------------------------------------
def read_trf(path: str | Path) -> Tournament:
    """Read a TRF file; `InputError` (naming file, line and column) if it is not one."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), str(path)) from None
    return parse_trf_bytes(data, str(path))


def parse_trf_bytes(data: bytes, source: str = "<bytes>") -> Tournament:
    """Parse the bytes of a TRF file, detecting the encoding (kept for the rewrite)."""
    text, encoding = decode(data, source)
    t = parse_trf(text, source)
    if encoding != "utf-8":
        template = t.extra.setdefault("trf", {})
        assert isinstance(template, dict)
        template["encoding"] = encoding
    return t


def decode(data: bytes, source: str) -> tuple[str, str]:
    """Bytes to text: UTF-8 (BOM allowed), else Windows-1252, else Latin-1. Refuses binaries."""
    nul = data.find(b"\x00")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        column = nul - (data.rfind(b"\n", 0, nul) + 1) + 1
        raise InputError("binary data (a NUL byte): not a TRF text file", source, line, column)
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        return text, "utf-8" if encoding == "utf-8-sig" else encoding
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def parse_trf(text: str, source: str = "<text>") -> Tournament:
    """Parse TRF text into a Tournament (see the module docstring for what is kept how)."""
    lines, newline, final_newline = _split(text)
    _check_text(lines, source)
    parsed = _parse_lines(lines, source)
    t = parsed.tournament
    template: dict[str, Any] = {}
    # Without an arbiter-app comment in the text, `t` is exactly what the lines say, so
    # composing it adds no comment: compare the plain composition, without reading it back.
    if any(line.startswith(EXTENSION_PREFIX) for line in lines):
        same = _compose_with_extension(t) == lines
    else:
        # Line by line, up to the first difference: a file from another program usually
        # differs within its first lines, and composing 1,500 player lines costs more than
        # reading them.
        same = all(starmap(eq, zip_longest(lines, _compose_lines(t))))
    if not same:
        template["lines"] = [line for line in lines if not line.startswith(EXTENSION_PREFIX)]
        if parsed.bye != "0000":
            template["bye"] = parsed.bye
    if newline != "\n":
        template["newline"] = newline
    if not final_newline:
        template["final_newline"] = False
    if template:
        t.extra["trf"] = template
    return t


def player_lines(text: str) -> dict[int, int]:
    """Start number -> 1-based line number of its `001` record (to point messages at it)."""
    out: dict[int, int] = {}
    for n, line in enumerate(_split(text)[0], start=1):
        if line.startswith("001") and line[4:8].strip().isdigit():
            out.setdefault(int(line[4:8]), n)
    return out


def _split(text: str) -> tuple[list[str], str, bool]:
    """Lines (without terminators), the newline style, and whether the text ends in one."""
    text = text.rstrip("\x1a")  # DOS end-of-file marker
    match = re.search(r"\r\n|\r|\n", text)
    newline = match.group(0) if match else "\n"
    lines = re.split(r"\r\n|\r|\n", text)
    final_newline = lines[-1] == ""
    if final_newline:
        lines.pop()
    return lines, newline, final_newline or not text


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _check_text(lines: list[str], source: str) -> None:
    if not any(line.strip() for line in lines):
        raise InputError("empty file: no TRF records", source, 1)
    for n, line in enumerate(lines, start=1):
        bad = _CONTROL.search(line)
        if bad:
            raise InputError(
                f"binary data (control character {ord(bad.group()):#04x}): not a TRF text file",
                source,
                n,
                bad.start() + 1,
            )


@dataclass
class _Parsed:
    tournament: Tournament
    bye: str = "0000"  # how the file writes a bye's opponent: "0000" or "   0"
    lines: dict[int, int] = field(default_factory=dict)  # start number -> line number


def _parse_lines(lines: list[str], source: str) -> _Parsed:
    t = Tournament()
    parsed = _Parsed(t)
    known_records = 0
    deputies: list[str] = []
    extension: tuple[int, str] | None = None
    bye_seen = False
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if line.startswith("###"):
            if line.startswith(EXTENSION_PREFIX):
                extension = (n, line)
            continue
        record = line[:3]
        if (len(line) > 3 and line[3] != " ") or len(record) < 3:
            raise InputError(
                f"not a TRF record: expected a 3-character code and a space, found {line[:12]!r}",
                source,
                n,
                min(len(line), 3) + 1,
            )
        at = _At(source, n)
        if record == "001":
            known_records += 1
            player, bye = _parse_player(line, at)
            if player.start_no in parsed.lines:
                raise at.error(
                    5,
                    f"start number {player.start_no} appears twice (first on line "
                    f"{parsed.lines[player.start_no]})",
                )
            t.players.append(player)  # unique (checked above); the index is built on lookup
            parsed.lines[player.start_no] = n
            if bye and not bye_seen:
                parsed.bye, bye_seen = bye, True
            continue
        key = _KEY_OF.get(record)
        if key is None:
            continue  # unknown records (NRS, 132, 240, team records, ...) are kept verbatim
        known_records += 1
        value = _parse_header(record, line, at)
        if key == "deputy_arbiters":
            deputies.append(value)
        elif not key.startswith("#"):
            setattr(t, key, value)
    if not known_records:
        raise InputError("no TRF records found (no 001 player or known header line)", source, 1)
    _check_truncated(t, lines, parsed.lines, source)
    t.deputy_arbiters = deputies
    _complete_rounds(t)
    if extension is not None:
        _apply_extension(t, extension[1], _At(source, extension[0]))
    return parsed


def _check_truncated(t: Tournament, lines: list[str], where: dict[int, int], source: str) -> None:
    """A player record that stops before the points column while the others carry rounds.

    Every TRF writer fills columns 81–89 (points, rank) before the rounds, so such a line was
    cut off (a damaged file), not a player without games: refuse it rather than read a player
    whose games silently vanished.
    """
    if not any(p.rounds for p in t.players):
        return
    for p in t.players:
        n = where[p.start_no]
        length = len(lines[n - 1].rstrip())
        if not p.rounds and length < 84:
            raise InputError(
                f"player {p.start_no}'s record ends at column {length} before the points "
                "(81–84) and the rounds: truncated line?",
                source,
                n,
                length + 1,
            )


@dataclass(frozen=True)
class _At:
    """Where we are, to build errors that name file, line and column."""

    source: str
    line: int

    def error(self, column: int, message: str) -> InputError:
        return InputError(message, self.source, self.line, column)


def _parse_header(record: str, line: str, at: _At) -> Any:
    value = line[4:].strip()
    if record in _TEXT or record == "112":
        return value
    if record in _DATES:
        return normalise_date(value)
    if record in ("062", "072"):
        return int(value) if value.isdigit() else value
    if record in ("142", "XXR"):
        if not value.isdigit():
            raise at.error(5, f"number of rounds {value!r} is not a whole number")
        return int(value)
    if record == "162":
        return _parse_scoring(line, at)
    if record == "192":
        return system_from_code(value) if value else None
    # 202 / 212: comma-separated descriptors; 212 starts with PTS (212 PTS,X,Y == 202 X,Y).
    # Self-defined codes come as OTHER_<code> (C.07 4.1); ours are read back as our codes.
    items = [from_trf(item) for item in value.split(",") if item.strip()]
    if record == "212" and items and items[0].upper() == "PTS":
        items = items[1:]
    return items


_SCORE_ITEM = re.compile(r"([A-Za-z])\s*(-?\d+(?:\.\d+)?)")
_SCORE_SYMBOLS = "WDLAPX"


def _parse_scoring(line: str, at: _At) -> Scoring:
    """Record 162: symbol at column 6, its points at 7–10, then every 9 columns (TRF-26).

    W: win, forfeit win, full-point bye; D: draw, half-point bye; L: loss; A: absence
    (zero-point bye, forfeit loss); P: pairing-allocated bye (default W); X: unknown result,
    which the model has no value for (the line itself is kept for the rewrite).
    """
    values: dict[str, Fraction] = {}
    body = line[4:]
    for match in _SCORE_ITEM.finditer(body):
        symbol = match.group(1).upper()
        if symbol not in _SCORE_SYMBOLS:
            raise at.error(
                match.start() + 5, f"unknown scoring symbol {match.group(1)!r} in record 162"
            )
        values[symbol] = Fraction(match.group(2))
    leftover = _SCORE_ITEM.sub("", body).strip()
    if leftover:
        raise at.error(5 + body.index(leftover[0]), f"cannot read record 162 near {leftover!r}")
    default = Scoring()
    absence = values.get("A", default.zero_bye)
    return Scoring(
        win=values.get("W", default.win),
        draw=values.get("D", default.draw),
        loss=values.get("L", default.loss),
        forfeit_loss=absence,
        zero_bye=absence,
        pairing_bye=values.get("P"),
    )


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


# -- player records -----------------------------------------------------------------------------
# Blank columns between the fixed fields of a 001 record (§10.1): a character here means the
# fields are shifted, and reading them by column would give wrong ratings or ids silently.
_GAPS = (9, 14, 48, 53, 57, 69)


class _Shifted(Exception):
    """A round block is not where the columns say; read the rest of the line by tokens."""

    def __init__(self, column: int) -> None:
        super().__init__(column)
        self.column = column


def _parse_player(line: str, at: _At) -> tuple[Player, str]:
    """One `001` record -> (Player, how a bye's opponent was written or "")."""
    start_text = line[4:8].strip()
    if not start_text.isdigit() or int(start_text) == 0:
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
    if rating_text and not rating_text.isdigit():
        raise at.error(49, f"rating {rating_text!r} of player {start_no} is not a number")
    try:
        points, rank, rounds, bye = _parse_tail_columns(line, start_no, at)
    except _Shifted as shifted:
        try:
            points, rank, rounds, bye = _parse_tail_tokens(line, start_no, at)
        except _Shifted:
            raise at.error(
                shifted.column,
                f"cannot read player {start_no}'s record from column {shifted.column} on "
                "(misaligned round data)",
            ) from None
    player = Player(
        start_no=start_no,
        name=line[14:47].strip(),
        title=line[10:13].strip(),
        sex=line[9:10].strip(),
        rating=int(rating_text or 0),
        federation=line[53:56].strip(),
        fide_id=line[57:68].strip(),
        birth_date=line[69:79].strip(),
        rounds=tuple(rounds),
        points_in_file=points,
        rank_in_file=rank,
    )
    return player, bye


def _parse_tail_columns(
    line: str, start_no: int, at: _At
) -> tuple[Fraction | None, int | None, list[RoundEntry], str]:
    points = _parse_points(line[79:84], start_no, at, 81)
    rank_text = line[85:89].strip()
    if rank_text and not rank_text.isdigit():
        raise _Shifted(86)
    if line[84:85].strip():
        raise _Shifted(85)
    rounds: list[RoundEntry] = []
    bye = ""
    base = _ROUND0
    if line[89:91].strip():
        raise _Shifted(90)
    while base < len(line):
        block = line[base : base + _BLOCK - 2].ljust(_BLOCK - 2)
        gaps = block[4] + block[6] + line[base + 8 : base + 10]
        opponent, colour, code = block[:4], block[5], block[7]
        round_no = len(rounds) + 1
        if gaps.strip() or not (opponent.strip() == "" or opponent.strip().isdigit()):
            raise _Shifted(base + 1)
        if colour.lower() not in _COLOUR_BY_CHAR:
            raise _Shifted(base + 6)
        if opponent.strip() and not opponent.strip().isdigit():
            raise _Shifted(base + 1)
        if opponent.strip() and colour == " " and len(line) <= base + 5:
            raise at.error(
                base + 6,
                f"line ends in round {round_no} of player {start_no}: opponent without colour "
                "or result (truncated line?)",
            )
        entry = _entry(opponent, colour, code, start_no, round_no, at, base + 8)
        if entry.opponent is None and opponent.strip() and not bye:
            bye = opponent
        rounds.append(entry)
        base += _BLOCK
    return points, (int(rank_text) if rank_text else None), rounds, bye


def _parse_points(text: str, start_no: int, at: _At, column: int) -> Fraction | None:
    text = text.strip()
    if not text:
        return None
    if not re.fullmatch(r"\d+(\.\d+)?", text):
        raise _Shifted(column)
    return Fraction(text)


_COLOUR_TOKENS = {"w", "b", "-"}


def _parse_tail_tokens(
    line: str, start_no: int, at: _At
) -> tuple[Fraction | None, int | None, list[RoundEntry], str]:
    """Fallback for shifted lines: find the points token, then rank, then round triples.

    A triple is `opponent colour [result]`; a missing result (game not finished) is recognised
    because the token after it is then a colour. Blank (not paired) rounds are invisible to
    tokens, so this is only used when the columns cannot be read.
    """
    tokens = [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", line)]
    k = next(
        (i for i, (tok, col) in enumerate(tokens) if col > 60 and re.fullmatch(r"\d+\.\d+", tok)),
        None,
    )
    if k is None or k + 1 >= len(tokens) or not tokens[k + 1][0].isdigit():
        raise _Shifted(81)
    points = Fraction(tokens[k][0])
    rank = int(tokens[k + 1][0])
    rest = tokens[k + 2 :]
    rounds: list[RoundEntry] = []
    bye = ""
    i = 0
    while i < len(rest):
        opp, col = rest[i]
        if not opp.isdigit() or i + 1 >= len(rest) or rest[i + 1][0].lower() not in _COLOUR_TOKENS:
            raise _Shifted(col)
        colour = rest[i + 1][0]
        code, code_col = " ", rest[i + 1][1] + 2
        step = 2
        if i + 2 < len(rest):
            candidate, ccol = rest[i + 2]
            next_is_colour = i + 3 < len(rest) and rest[i + 3][0].lower() in _COLOUR_TOKENS
            if len(candidate) == 1 and not (candidate.isdigit() and next_is_colour):
                code, code_col, step = candidate, ccol, 3
        entry = _entry(opp.rjust(4), colour, code, start_no, len(rounds) + 1, at, code_col)
        if entry.opponent is None and not bye:
            bye = opp.rjust(4)
        rounds.append(entry)
        i += step
    return points, rank, rounds, bye


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
    return RoundEntry(opp or None, _COLOUR_BY_CHAR[colour.lower()], result)


def _complete_rounds(t: Tournament) -> None:
    """Pad every player to the rounds paired, mark double forfeits, infer withdrawals."""
    n = t.rounds_paired
    for p in list(t.players):
        rounds = list(p.rounds) + [RoundEntry()] * (n - len(p.rounds))
        for r, e in enumerate(rounds, start=1):
            if e.result is Result.FORFEIT_LOSS and e.opponent is not None:
                other = t.player(e.opponent).entry(r) if t.has_player(e.opponent) else None
                if (
                    other is not None
                    and other.opponent == p.start_no
                    and other.result in (Result.FORFEIT_LOSS, Result.DOUBLE_FORFEIT)
                ):
                    rounds[r - 1] = replace(e, result=Result.DOUBLE_FORFEIT)
        t.replace_player(replace(p, rounds=tuple(rounds), withdrawn_after=infer_withdrawal(rounds)))


def infer_withdrawal(rounds: tuple[RoundEntry, ...] | list[RoundEntry]) -> int | None:
    """k when rounds k+1.. are all zero-point byes / not paired and round k is anything else.

    Issue 2: "Rounds after a player's last played round that are all zero-point byes are read as
    withdrawn after round k". "Played" is read as "had any other record" (a game, a forfeit, a
    bye with points): a forfeit win in round 3 followed by `Z Z` is a withdrawal after round 3.
    """
    absent = (Result.ZERO_BYE, Result.NOT_PAIRED)
    last = max((r for r, e in enumerate(rounds, start=1) if e.result not in absent), default=0)
    if last == 0 or last == len(rounds):
        return None
    return last


# -- extension comment --------------------------------------------------------------------------
def _extension(t: Tournament, back: Tournament) -> dict[str, Any]:
    """What `t` holds that the TRF lines (read back as `back`) do not say."""
    ext: dict[str, Any] = {}
    mine, theirs = settings_to_json(t), settings_to_json(back)
    settings = {k: v for k, v in mine.items() if theirs[k] != v}
    if settings:
        ext["tournament"] = settings
    players: dict[str, Any] = {}
    for p in t.players:
        pj, qj = player_to_json(p), player_to_json(back.player(p.start_no))
        diff = {k: v for k, v in pj.items() if k != "points_in_file" and qj[k] != v}
        if "rounds" in diff and len(p.rounds) == len(back.player(p.start_no).rounds):
            del diff["rounds"]
            q = back.player(p.start_no)
            diff["round_entries"] = {
                str(r): entry_to_json(e)
                for r, (e, f) in enumerate(zip(p.rounds, q.rounds, strict=True), start=1)
                if e != f
            }
        if diff:
            players[str(p.start_no)] = diff
    if players:
        ext["players"] = players
    if ext:
        ext["version"] = _EXTENSION_VERSION
    return ext


def _apply_extension(t: Tournament, line: str, at: _At) -> None:
    column = len(EXTENSION_PREFIX) + 1
    try:
        data = json.loads(line[len(EXTENSION_PREFIX) :])
    except json.JSONDecodeError as exc:
        raise at.error(column + exc.pos, f"unreadable arbiter-app comment ({exc.msg})") from None
    d = Decoder(at.source)
    path = f"line {at.line} (arbiter-app comment)"
    try:
        data = d.obj(data, path)
        version = d.integer(data.get("version"), f"{path}.version")
        if version > _EXTENSION_VERSION:
            raise d.fail(path, f"written by a newer arbiter-app (comment version {version})")
        d.known_keys(data, {"version", "tournament", "players"}, path)
        if "tournament" in data:
            settings = d.obj(data["tournament"], f"{path}.tournament")
            d.known_keys(data["tournament"], set(settings_to_json(Tournament())), path)
            for key, value in settings_from_json(d, settings, f"{path}.tournament").items():
                setattr(t, key, value)
        for sno, diff in d.obj(data.get("players", {}), f"{path}.players").items():
            ppath = f"{path}.players.{sno}"
            diff = dict(d.obj(diff, ppath))
            if not sno.isdigit() or not t.has_player(int(sno)):
                raise d.fail(ppath, f"no player with start number {sno}")
            player = t.player(int(sno))
            entries = d.obj(diff.pop("round_entries", {}), f"{ppath}.round_entries")
            player = replace(player, **player_fields_from_json(d, diff, ppath, partial=True))
            for r, value in entries.items():
                if not r.isdigit() or not 1 <= int(r) <= len(player.rounds):
                    raise d.fail(f"{ppath}.round_entries", f"no round {r}")
                entry = entry_from_json(d, value, f"{ppath}.round_entries.{r}")
                player = player.with_entry(int(r), entry)
            t.replace_player(player)
    except InputError as exc:
        raise at.error(column, exc.message if exc.record is None else str(exc)) from None


# -- writing ----------------------------------------------------------------------------------
def write_trf(t: Tournament, path: str | Path) -> None:
    """Write `t` as TRF, atomically (a failed write leaves any existing file untouched)."""
    template = _template(t)
    encoding = str(template.get("encoding", "utf-8"))
    text = format_trf(t)
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError:
        data = text.encode("utf-8")
    write_atomic(Path(path), data)


def format_trf(t: Tournament) -> str:
    """The TRF text of `t` (lines as described in the module docstring)."""
    template = _template(t)
    newline = str(template.get("newline", "\n"))
    lines = _compose_with_extension(t)
    end = newline if template.get("final_newline", True) else ""
    return newline.join(lines) + end


def _template(t: Tournament) -> dict[str, Any]:
    template = t.extra.get("trf")
    return template if isinstance(template, dict) else {}


def _compose_with_extension(t: Tournament) -> list[str]:
    lines = _compose(t)
    back = _parse_lines(lines, "<written>").tournament
    ext = _extension(t, back)
    if ext:
        text = json.dumps(ext, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        lines.append(EXTENSION_PREFIX + text)
    return lines


def _compose(t: Tournament) -> list[str]:
    template = _template(t)
    bye = str(template.get("bye", "0000"))
    lines = template.get("lines")
    if not isinstance(lines, list) or not lines:
        return list(_compose_lines(t, bye))
    return _compose_from_template(t, [str(x) for x in lines], bye)


def _compose_lines(t: Tournament, bye: str = "0000") -> Iterator[str]:
    """The canonical lines of `t` (no template), one at a time."""
    yield from _headers(t, _CANONICAL)
    for p in t.players:
        yield _player_line(t, p, bye)


def _compose_from_template(t: Tournament, template: list[str], bye: str) -> list[str]:
    out: list[str] = []
    done: set[str] = set()
    raw_lines: dict[int, str] = {}
    for raw in template:
        if raw.startswith("001") and raw[4:8].strip().isdigit():
            raw_lines.setdefault(int(raw[4:8]), raw)
    players = iter(t.players)
    first_slot = last_slot = None
    for raw in template:
        record = raw[:3]
        if record == "001":
            first_slot = len(out) if first_slot is None else first_slot
            player = next(players, None)
            if player is not None:
                out.append(_player_line(t, player, bye, raw_lines.get(player.start_no)))
            last_slot = len(out)
            continue
        key = _KEY_OF.get(record)
        if key is None or raw.startswith("###") or (len(raw) > 3 and raw[3] != " "):
            out.append(raw)
            continue
        if key == "deputy_arbiters":
            if key not in done:
                raws = [x for x in template if x[:3] == "112"]
                same = [x[4:].strip() for x in raws] == t.deputy_arbiters
                out.extend(raws if same else _headers(t, ["112"]))
                done.add(key)
            continue
        done.add(key)
        if _parse_header(record, raw, _At("<template>", 0)) == _model_value(t, key):
            out.append(raw)
        else:
            out.extend(_headers(t, [record]))
    missing = [r for r in _CANONICAL if _KEY_OF[r] not in done and not _KEY_OF[r].startswith("#")]
    rest = list(players)
    if rest:
        i = len(out) if last_slot is None else last_slot
        out[i:i] = [_player_line(t, p, bye) for p in rest]
    i = len(out) if first_slot is None else first_slot
    out[i:i] = _headers(t, missing)
    return out


def _model_value(t: Tournament, key: str) -> Any:
    if key == "#players":
        return len(t.players)
    if key == "#rated":
        return sum(1 for p in t.players if p.rating > 0)
    return getattr(t, key)


def _clean(text: str) -> str:
    """Text safe for one TRF line: no line breaks or control characters."""
    return _CONTROL.sub(" ", text.replace("\r", " ").replace("\n", " ").replace("\t", " "))


def _headers(t: Tournament, records: list[str]) -> list[str]:
    """The header lines for `records` (in that order) that `t` has a value for."""
    out: list[str] = []
    for record in records:
        key = _KEY_OF[record]
        if record in _TEXT and getattr(t, key):
            out.append(f"{record} {_clean(getattr(t, key))}")
        elif record in _DATES and getattr(t, key):
            out.append(f"{record} {_clean(_trf_date(getattr(t, key)))}")
        elif key.startswith("#"):
            out.append(f"{record} {_model_value(t, key)}")
        elif record == "112":
            out.extend(f"112 {_clean(name)}" for name in t.deputy_arbiters)
        elif record in ("142", "XXR") and t.rounds:
            out.append(f"{record} {t.rounds}")
        elif record == "162":
            line = _scoring_line(t.scoring)
            if line:
                out.append(line)
        elif record == "192" and t.system is not None:
            out.append(f"192 {code_for(t.system)}")
        elif record in ("202", "212") and t.tiebreaks:
            codes = [to_trf(code) for code in t.tiebreaks]  # OTHER_<code> unless FIDE's
            items = ["PTS", *codes] if record == "212" else codes
            out.append(f"{record} {_clean(','.join(items))}")
    return out


def _scoring_line(scoring: Scoring) -> str | None:
    """Record 162 when the scoring differs from 1-½-0 (TRF-26: "only when different")."""
    default = Scoring()
    items = [("W", scoring.win), ("D", scoring.draw), ("L", scoring.loss)]
    if scoring.zero_bye != default.zero_bye:
        items.append(("A", scoring.zero_bye))
    if scoring.pairing_bye is not None:
        items.append(("P", scoring.pairing_bye))
    if [v for _, v in items] == [default.win, default.draw, default.loss]:
        return None
    line = "162 "
    for symbol, value in items:
        text = _decimal(value, 1)
        if text is None or len(text) > 4:
            continue  # not expressible: the extension comment carries the exact value
        line = line.ljust(len(line) + (1 if line == "162 " else 4)) + symbol + text.rjust(4)
    return line if line != "162 " else None


def _decimal(value: Fraction, places: int) -> str | None:
    try:
        return format_decimal(value, places)
    except ValueError:
        return None


def _fit(text: str, width: int) -> str:
    return _clean(text)[:width]


def _block(entry: RoundEntry, bye: str) -> str:
    if entry.opponent is None:
        if entry.result is Result.NOT_PAIRED and entry.colour is Colour.NONE:
            return " " * _BLOCK
        opponent = bye
    elif 1 <= entry.opponent <= 9999:
        opponent = f"{entry.opponent:>4}"
    else:
        raise ValueError(f"opponent {entry.opponent} does not fit a TRF file (1 to 9999)")
    colour = _CHAR_BY_COLOUR[entry.colour]
    return f"  {opponent} {colour} {CODE_BY_RESULT[entry.result]}"


def format_player_line(
    player: Player, points: Fraction | None, bye: str = "0000", rounds: int = 0
) -> str:
    """The `001` record of `player` (points as given; `rounds` pads with blank rounds)."""
    p = player
    if not 1 <= p.start_no <= 9999:
        raise ValueError(f"start number {p.start_no} does not fit a TRF file (1 to 9999)")
    points_text = "" if points is None else (_decimal(points, 1) or "")
    if len(points_text) > 5:
        points_text = ""  # does not fit columns 80-84; readers recompute points anyway
    rating = str(p.rating) if 0 < p.rating <= 9999 else ""
    rank = p.rank_in_file
    rank_text = str(rank) if rank is not None and 0 <= rank <= 9999 else ""
    head = (
        f"001 {p.start_no:>4} {_fit(p.sex, 1):1}{_fit(p.title, 3):>3} {_fit(p.name, 33):<33} "
        f"{rating:>4} {_fit(p.federation, 3):<3} {_fit(p.fide_id, 11):>11} "
        f"{_fit(p.birth_date, 10):>10}{points_text:>5} {rank_text:>4}"
    )
    entries = list(p.rounds) + [RoundEntry()] * (rounds - len(p.rounds))
    return (head + "".join(_block(e, bye) for e in entries)).rstrip()


def _player_line(t: Tournament, player: Player, bye: str, raw: str | None = None) -> str:
    """The player's line: the file's own line while it still says the same, else a new one."""
    points = t.points(player)
    line = format_player_line(player, points, bye)
    if raw is not None and raw != line and _same_line(raw, player, points, bye):
        return raw
    return line


def _same_line(raw: str, player: Player, points: Fraction, bye: str) -> bool:
    try:
        old, _ = _parse_player(raw, _At("<template>", 0))
    except InputError:
        return False
    if old.points_in_file != points:
        return False
    return format_player_line(old, points, bye) == format_player_line(player, points, bye)
