"""The program's own TRF lines: `###` lines in one grammar, and prohibited pairs (260, XXP).

The grammar (docs/trf-dialects.md, "The program's `###` lines"), one for every `###` line this
program writes (manual pairing differences and a Chess960 event here; journal events, leaving
FIDE mode and bye notices in `journal_lines.py`):

    line    = "### " KEYWORD *(" " name "=" value)
    KEYWORD = an upper-case letter, then upper-case letters, digits and "-"
    name    = a lower-case letter, then lower-case letters, digits and "-"
    value   = a run of printable characters without space and '"',
              or '"' text '"' where text writes '"' as \\" and "\\" as \\\\

`### arbiter-app {json}` (lower-case, extension.py) is not such a line and keeps its meaning.
A `###` line with another keyword, or one that is not in this grammar (a field mask, another
program's note), is a comment: kept verbatim for the rewrite, never applied.

Prohibited pairs ("must not meet", spec/fide-tiebreaks.md §10.3 and §10.4): TRF-26 record
`260` — columns 5-7 first round, 9-11 last round, the ids at 13-16, 18-21, … (every two of
them must not meet; gacrux reads it, `gacrux/trf2json.py: parse_trf_prohibited`) — and JaVaFo's
`XXP id id` (all rounds; py4swiss reads it, `py4swiss/trf/sections/x_section.py`). The writer
writes each pair both ways, round 1 to the event's last round in `260`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from itertools import combinations

from arbiter_app.core.model import MANUAL_SIDES, ManualPairing, Tournament
from arbiter_app.core.vocabulary.notes import Note, NoteKind, note
from arbiter_app.io.trf.text import _At

__all__ = [
    "CHESS960",
    "MPA",
    "chess960_lines",
    "format_line",
    "is_chess960_line",
    "is_own_line",
    "kept_lines_say",
    "mpa_lines",
    "mpa_record",
    "parse_line",
    "prohibited_lines",
    "read_mpa",
    "read_prohibited",
]

MPA = "MPA"  # a manual pairing session's difference from the engine (core.pairing.manual)
# The event is played as Chess960 (Laws of Chess, Guidelines II); TRF-26 has no record for it.
CHESS960 = "CHESS960"
# Every keyword the program writes (the journal, leaving FIDE mode and the bye notices are
# `journal_lines.py`'s; docs/trf-dialects.md).
KEYWORDS = (MPA, "JOURNAL", "FIDE-MODE", "BYE", CHESS960)
# A 260 record without a known number of rounds covers every round up to this one.
ALL_ROUNDS = 999

# (pattern texts, compiled on first use by `re`'s cache: only files with `###` lines read them,
# only events with something to write in them write them)
_FIELD = r' ([a-z][a-z0-9-]*)=("(?:[^"\\]|\\.)*"|[^ "]+)'
_PLAIN = r'[^ "\\]+'


class LineError(ValueError):
    """A `###` line of a known keyword outside the grammar: `column` (1-based) and why."""

    def __init__(self, column: int, message: str) -> None:
        super().__init__(message)
        self.column = column


def format_line(keyword: str, fields: Iterable[tuple[str, str]]) -> str:
    """One `###` line in the grammar (values quoted when they hold a space or a quote)."""
    parts = [f"### {keyword}"]
    for name, value in fields:
        if not re.fullmatch(_PLAIN, value):
            value = '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
        parts.append(f"{name}={value}")
    return " ".join(parts)


def parse_line(line: str) -> tuple[str, dict[str, str]] | None:
    """(keyword, fields) of a line in the grammar whose keyword is one of `KEYWORDS`; None for
    any other `###` line (a comment). A known keyword with fields outside the grammar, or a
    field given twice, raises `LineError`."""
    head = re.match(r"### ([A-Z][A-Z0-9-]*)(?= |$)", line)
    if head is None or head.group(1) not in KEYWORDS:
        return None
    fields: dict[str, str] = {}
    pos = head.end()
    rest = line.rstrip()
    while pos < len(rest):
        m = re.compile(_FIELD).match(rest, pos)  # (`re.compile` answers from its cache)
        if m is None:
            raise LineError(pos + 2, "expected name=value")
        name, value = m.group(1), m.group(2)
        if name in fields:
            raise LineError(pos + 2, f"field {name!r} given twice")
        if value.startswith('"'):
            value = re.sub(r"\\(.)", r"\1", value[1:-1])
        fields[name] = value
        pos = m.end()
    return head.group(1), fields


def mpa_record(raw: str, t: Tournament) -> ManualPairing | str | None:
    """What a `### MPA` line says: the record, or why it cannot be read (a line of another
    program that uses the keyword its own way: kept as a comment, with a note); None for a
    line that is no `### MPA` line."""
    if not (raw.startswith(f"### {MPA} ") or raw.rstrip() == f"### {MPA}"):
        return None
    try:
        parsed = parse_line(raw)
    except LineError as exc:
        return f"{exc} at column {exc.column}"
    fields = parsed[1] if parsed is not None else {}
    unknown = sorted(set(fields) - {"round", "by", "board", "bye"})
    if unknown:
        return f"unknown field {unknown[0]!r}"
    side = fields.get("by", "")
    if side not in MANUAL_SIDES:
        return f"'by' is not one of {', '.join(MANUAL_SIDES)}"
    if ("board" in fields) == ("bye" in fields):
        return "expected either board=WHITE-BLACK or bye=PLAYER"
    white_text, _, black_text = fields.get("board", "").partition("-")
    texts = [fields.get("round"), fields.get("bye", white_text)]
    texts += [] if "bye" in fields else [black_text]
    if not all(x and x.isdecimal() and len(x) <= 5 and int(x) > 0 for x in texts):
        return "round and players must be positive whole numbers"
    numbers = [int(x) for x in texts if x]
    missing = [n for n in numbers[1:] if not t.has_player(n)]
    if missing:
        return f"no player with start number {missing[0]}"
    black = numbers[2] if len(numbers) > 2 else None
    return ManualPairing(numbers[0], side, numbers[1], black)


def is_own_line(raw: str, t: Tournament) -> bool:
    """A line the writer regenerates from the model: prohibited pairs, and `### MPA` lines this
    program reads (another program's are comments, kept as they are)."""
    return raw[:4] in ("260 ", "XXP ") or isinstance(mpa_record(raw, t), ManualPairing)


def kept_lines_say(
    lines: Iterable[str], t: Tournament
) -> tuple[tuple[tuple[int, int], ...], tuple[ManualPairing, ...]]:
    """The prohibited pairs and manual-pairing records a file's kept lines say: when the model
    still holds exactly these, the writer keeps the lines as the file wrote them."""
    pairs: set[tuple[int, int]] = set()
    found: list[ManualPairing] = []
    for raw in lines:
        if raw[:4] in ("260 ", "XXP "):
            ids = [
                int(x) for x in (raw[12:] if raw[:3] == "260" else raw[4:]).split() if x.isdecimal()
            ]
            pairs.update((min(a, b), max(a, b)) for a, b in combinations(ids, 2) if a != b)
            continue
        record = mpa_record(raw, t)
        if isinstance(record, ManualPairing):
            found.append(record)
    return tuple(sorted(pairs)), tuple(found)


# -- the event's variant ---------------------------------------------------------------------
def chess960_lines(t: Tournament) -> Iterator[str]:
    """`### CHESS960` (no fields) when the event is played as Chess960."""
    if t.chess960:
        yield format_line(CHESS960, [])


def is_chess960_line(raw: str) -> bool:
    """A `### CHESS960` line (its fields, none today, are ignored: a later version may add
    some, e.g. the starting positions)."""
    return raw.startswith(f"### {CHESS960}") and raw[4 + len(CHESS960) :][:1] in ("", " ")


# -- manual pairing differences -------------------------------------------------------------
def mpa_lines(t: Tournament) -> Iterator[str]:
    """`### MPA round=R by=arbiter|engine board=W-B` or `bye=P`, one per difference."""
    for m in t.manual_pairings:
        what = ("bye", str(m.white)) if m.black is None else ("board", f"{m.white}-{m.black}")
        yield format_line(MPA, [("round", str(m.round_no)), ("by", m.by), what])


def read_mpa(t: Tournament, line: str, at: _At, notes: list[Note]) -> None:
    """Apply one `### MPA` line; one this program cannot read is kept as a comment, noted."""
    record = mpa_record(line, t)
    if isinstance(record, ManualPairing):
        t.manual_pairings = (*t.manual_pairings, record)
    elif record is not None:
        notes.append(note(at.line, NoteKind.PROGRAM_LINE_KEPT, record=MPA, why=record))


# -- prohibited pairs -----------------------------------------------------------------------
def prohibited_lines(
    t: Tournament, number: Mapping[int, int] | None = None, last_round: int | None = None
) -> Iterator[str]:
    """A 260 and an XXP line per prohibited pair of players in `t` (`number`: start number to
    the number the file uses, for an engine's renumbered TRF)."""
    pairs = [(a, b) for a, b in t.prohibited if t.has_player(a) and t.has_player(b)]
    if number is not None:
        pairs = [(number[a], number[b]) for a, b in pairs]
    last = last_round or t.total_rounds or ALL_ROUNDS
    for a, b in pairs:
        yield f"260 {1:>3} {last:>3} {a:>4} {b:>4}"
    for a, b in pairs:
        yield f"XXP {a:>4} {b:>4}"


def read_prohibited(t: Tournament, line: str, at: _At, notes: list[Note]) -> None:
    """Apply one 260 or XXP line: every two of its players must not meet."""
    if line.startswith("260"):
        first, last = line[4:7].strip(), line[8:11].strip()
        for text, column in ((first, 5), (last, 9)):
            if text and not text.isdecimal():
                raise at.error(column, f"record 260: {text!r} is not a round number")
        ids_text, id_column = line[12:], 13
        first_round = int(first or 1)
        last_round = int(last or 0) or first_round  # gacrux: a blank last round is the first
        if first_round > 1 or (t.rounds and last_round < t.rounds):
            notes.append(
                note(at.line, NoteKind.PROHIBITED_SOME_ROUNDS, first=first_round, last=last_round)
            )
    else:
        ids_text, id_column = line[4:], 5
    ids: list[int] = []
    for m in re.finditer(r"\S+", ids_text):
        text = m.group()
        column = id_column + m.start()
        if not text.isdecimal() or len(text) > 4:
            raise at.error(column, f"record {line[:3]}: {text!r} is not a start number")
        if not t.has_player(int(text)):
            raise at.error(column, f"record {line[:3]}: no player with start number {text}")
        ids.append(int(text))
    if len(ids) < 2:
        raise at.error(id_column, f"record {line[:3]}: expected at least two start numbers")
    pairs = set(t.prohibited)
    pairs.update((min(a, b), max(a, b)) for a, b in combinations(ids, 2) if a != b)
    t.prohibited = tuple(sorted(pairs))
