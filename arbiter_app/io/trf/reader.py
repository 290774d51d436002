"""Reading a TRF file (see the package docstring)."""

from __future__ import annotations

from itertools import starmap, zip_longest
from operator import eq
from pathlib import Path
from typing import Any

from arbiter_app.core.model import (
    Tournament,
)
from arbiter_app.core.vocabulary.notes import Note, NoteKind
from arbiter_app.io.declared import declared_lines
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.codes import EXTENSION_PREFIX
from arbiter_app.io.trf.parse import _parse_lines
from arbiter_app.io.trf.text import _check_text, _split, decode
from arbiter_app.io.trf.writer import _compose_lines, _compose_with_extension


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


def parse_trf(text: str, source: str = "<text>") -> Tournament:
    """Parse TRF text into a Tournament (see the module docstring for what is kept how)."""
    lines, newline, final_newline = _split(text)
    _check_text(lines, source)
    parsed = _parse_lines(lines, source)
    t = parsed.tournament
    template: dict[str, Any] = {}
    # Without an arbiter-app comment in the text, `t` is exactly what the lines say, so
    # composing it adds no comment: compare the plain composition, without reading it back.
    # Either way with the file's own rank column (`ranks` None): whether the layout is ours
    # does not depend on the ranks, and reading never ranks the event (a writer ranks anew).
    if any(line.startswith(EXTENSION_PREFIX) for line in lines):
        same = _compose_with_extension(t, None) == lines
    else:
        # Line by line, up to the first difference: a file from another program usually
        # differs within its first lines, and composing 1,500 player lines costs more than
        # reading them.
        same = all(starmap(eq, zip_longest(lines, _compose_lines(t))))
    if not same:
        template["lines"] = [line for line in lines if not line.startswith(EXTENSION_PREFIX)]
        if parsed.bye != "0000":
            template["bye"] = parsed.bye
    if parsed.notes:
        template["notes"] = [n.to_json() for n in parsed.notes]
    if newline != "\n":
        template["newline"] = newline
    if not final_newline:
        template["final_newline"] = False
    if template:
        t.extra["trf"] = template
    t.declared = declared_lines(t.extra)
    return t


def read_notes(t: Tournament) -> list[Note]:
    """What the reader noted while reading `t` from TRF (`core.vocabulary.notes`), e.g. a
    record given twice (which one is used), team records skipped, a 240 bye for a round not
    yet paired."""
    template = t.extra.get("trf")
    notes = template.get("notes", []) if isinstance(template, dict) else []
    found = (stored_note(item) for item in notes) if isinstance(notes, list) else ()
    return [n for n in found if n is not None]


def stored_note(item: object) -> Note | None:
    """A note as the template keeps it, `[line, code, {field: value}]`, or `[line, text]` as
    an older version kept it (`NoteKind.WRITTEN`); None for anything else."""
    if not isinstance(item, list) or not item or type(item[0]) is not int:
        return None
    if len(item) == 2 and isinstance(item[1], str):
        return Note(item[0], NoteKind.WRITTEN, {"text": item[1]})
    if len(item) != 3 or item[1] not in NoteKind.__members__.values():
        return None
    args = item[2]
    if not isinstance(args, dict) or not all(
        isinstance(k, str) and type(v) in (str, int) for k, v in args.items()
    ):
        return None
    kind = NoteKind(item[1])
    try:
        Note(item[0], kind, args).text()
    except (KeyError, IndexError, ValueError):  # fields the kind's words do not have
        return None
    return Note(item[0], kind, args)


def tiebreaks_record(text: str) -> tuple[str, int] | None:
    """(record, 1-based line) of the tie-break list a TRF text declares: its last 202 or 212
    record, the one the reader uses (to report an error in it as the file's)."""
    found = None
    for n, line in enumerate(_split(text)[0], start=1):
        if line[:4] in ("202 ", "212 "):
            found = (line[:3], n)
    return found


def player_lines(text: str) -> dict[int, int]:
    """Start number -> 1-based line number of its `001` record (to point messages at it)."""
    out: dict[int, int] = {}
    for n, line in enumerate(_split(text)[0], start=1):
        if line.startswith("001") and line[4:8].strip().isdecimal():
            out.setdefault(int(line[4:8]), n)
    return out
