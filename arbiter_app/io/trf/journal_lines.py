"""The journal, FIDE mode and full-point byes as the program's `###` lines (one grammar,
`program_lines.py`; docs/trf-dialects.md, "The program's `###` lines").

FIDE's checklist for tournament programs (C.02, 2026) asks that the final TRF record every
event: leaving FIDE mode "writes a `###` comment with the round", pairing-integrity events,
corrections, full-point byes and imported rounds that broke a rule each get a `###` line. This
program writes:

    ### FIDE-MODE round=R reason="..." time=...      the event left FIDE mode (Tournament.fide_mode)
    ### JOURNAL time=... round=R what=CODE why="..." detail="..."   one per journal event
    ### BYE round=R player=P type=F                  one per full-point bye given with its notice

`what` is a gate's code (`core.vocabulary.levels.Gate`); `why` and `detail` are left out when
empty. The BYE lines mark the full-point byes given in this program, after the level-2 notice
(`Gate.FULL_POINT_BYE`; the checklist: "full-point byes deprecated, a level-2 notice and a
`###` line"): an `F` in the `001` records of a round whose journal holds that notice. The `F`
itself is the bye, so the writer writes them anew each time and the reader takes nothing from
them; a file from another program (no journal) is written back without them. The
FIDE-MODE and JOURNAL lines are read back into the same `fide_mode` and journal. The writer
always writes these lines from the model (a file's own such lines are replaced); a line of
another program that uses a keyword its own way is kept as a comment, with a reader's note.
"""

from __future__ import annotations

from collections.abc import Iterator

from arbiter_app.core.model import FideMode, JournalEntry, Result, Tournament
from arbiter_app.core.vocabulary.levels import Gate
from arbiter_app.core.vocabulary.notes import Note, NoteKind, note
from arbiter_app.io.trf.program_lines import LineError, format_line, parse_line
from arbiter_app.io.trf.text import _At, _clean

__all__ = ["is_journal_line", "journal_lines", "read_journal_line"]

JOURNAL, FIDE_MODE, BYE = "JOURNAL", "FIDE-MODE", "BYE"
_FIELDS = {
    JOURNAL: ({"round", "what"}, {"time", "why", "detail"}),
    FIDE_MODE: ({"round"}, {"reason", "time"}),
    BYE: ({"round", "player", "type"}, set()),
}


def journal_lines(t: Tournament) -> Iterator[str]:
    """The `###` lines of `t`: leaving FIDE mode, the journal, the full-point byes."""
    mode = t.fide_mode
    if not mode.on:
        fields = [("round", str(mode.left_round or 0)), ("reason", _clean(mode.reason))]
        yield format_line(FIDE_MODE, [*fields, *_given("time", mode.time)])
    for j in t.journal:
        fields = [*_given("time", j.time), ("round", str(j.round_no)), ("what", _clean(j.what))]
        fields += [*_given("why", j.why), *_given("detail", j.detail)]
        yield format_line(JOURNAL, fields)
    # A full-point bye given with its notice (the journal's full-point-bye event of its round).
    noticed = {j.round_no for j in t.journal if j.what == Gate.FULL_POINT_BYE.value}
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.result is Result.FULL_BYE and r in noticed:
                fields = [("round", str(r)), ("player", str(p.start_no)), ("type", "F")]
                yield format_line(BYE, fields)


def _given(name: str, value: str) -> list[tuple[str, str]]:
    return [(name, _clean(value))] if value else []


def _record(line: str) -> tuple[str, dict[str, str]] | str | None:
    """(keyword, fields) of one of these lines; why it cannot be read (a text); None for any
    other line."""
    if not any(line.rstrip() == f"### {k}" or line.startswith(f"### {k} ") for k in _FIELDS):
        return None
    try:
        parsed = parse_line(line)
    except LineError as exc:
        return f"{exc} at column {exc.column}"
    if parsed is None:
        return None
    keyword, fields = parsed
    needed, optional = _FIELDS[keyword]
    missing = sorted(needed - set(fields))
    unknown = sorted(set(fields) - needed - optional)
    if missing:
        return f"field {missing[0]!r} missing"
    if unknown:
        return f"unknown field {unknown[0]!r}"
    numbers = [fields[k] for k in ("round", "player") if k in fields]
    if not all(x.isdecimal() and len(x) <= 5 for x in numbers):
        return "round and player must be whole numbers"
    return keyword, fields


def is_journal_line(line: str) -> bool:
    """A line the writer regenerates from the model (one of these lines, readable)."""
    return isinstance(_record(line), tuple)


def read_journal_line(t: Tournament, line: str, at: _At, notes: list[Note]) -> None:
    """Apply one `### JOURNAL` or `### FIDE-MODE` line (a `### BYE` line says what the
    records say); one this program cannot read is kept as a comment, noted."""
    record = _record(line)
    if record is None:
        return
    if isinstance(record, str):
        keyword = line[4:].split(" ", 1)[0].strip()
        notes.append(note(at.line, NoteKind.PROGRAM_LINE_KEPT, record=keyword, why=record))
        return
    keyword, fields = record
    if keyword == JOURNAL:
        entry = JournalEntry(
            fields.get("time", ""),
            int(fields["round"]),
            fields["what"],
            fields.get("why", ""),
            fields.get("detail", ""),
        )
        t.journal = (*t.journal, entry)
    elif keyword == FIDE_MODE:
        reason, time = fields.get("reason", ""), fields.get("time", "")
        t.fide_mode = FideMode(False, int(fields["round"]), reason, time)
