"""The native project file (`*.arbiter`): versioned JSON holding everything the model holds.

    {"format": "arbiter-app", "format_version": 1, "written_by": "arbiter-app 0.1.0",
     "tournament": {...settings..., "players": [ {...one player per line...} ], "extra": {...}}}

- Points are exact fractions as strings (`"1/2"`); results and colours are the model's enum
  values; a round is `[opponent or null, colour, result]` (see `codec.py`).
- Saving is atomic (temporary file in the same directory, fsync, `os.replace`) and keeps the
  previous version as `<name>.bak`: a crash never leaves a half-written project.
- Loading checks everything before building the model: a damaged file (truncated, not JSON,
  wrong types, unknown codes) or one written by a newer version is refused with an
  `InputError` naming the line/column or the record; nothing is half-read.
- The extension is a single `.arbiter` so Windows can associate it (it takes only the text
  after the last dot; see installers/README.md). Earlier versions wrote `*.arbiter.json`: any
  JSON project file still opens, since `load_any` goes by content, not by name.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arbiter_app import __version__
from arbiter_app.core.collector import collector_paused
from arbiter_app.core.model import Tournament
from arbiter_app.io.errors import InputError
from arbiter_app.io.files import write_atomic
from arbiter_app.io.trf import parse_trf, parse_trf_bytes, stored_note

if TYPE_CHECKING:
    from arbiter_app.io.codec import Decoder

FORMAT = "arbiter-app"
FORMAT_VERSION = 1
SUFFIX = ".arbiter"


def save_project(t: Tournament, path: str | Path) -> None:
    """Write `t` to `path` atomically, keeping the previous file as `<name>.bak`."""
    write_atomic(Path(path), format_project(t).encode("utf-8"), backup=True)


def format_project(t: Tournament) -> str:
    """The project file text: readable, one player per line so diffs stay small."""
    # Imported here: reading a TRF (`load_any`) needs no project codec (a command's start).
    from arbiter_app.io.codec import player_to_json, settings_to_json

    try:
        extra = json.dumps(t.extra, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError) as exc:
        raise ValueError(
            f"Tournament.extra holds data a project file cannot store: {exc}"
        ) from None
    body = {**settings_to_json(t), "players": "\0players", "extra": "\0extra"}
    doc = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "written_by": f"arbiter-app {__version__}",
        "tournament": body,
    }
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    players = ",\n".join(
        "   " + json.dumps(player_to_json(p), ensure_ascii=False) for p in t.players
    )
    text = text.replace('"\\u0000players"', f"[\n{players}\n  ]" if players else "[]")
    text = text.replace('"\\u0000extra"', extra)
    return text + "\n"


def load_project(path: str | Path) -> Tournament:
    """Read a project file; `InputError` naming the place if it is damaged or too new."""
    path = Path(path)
    return parse_project(read_file(path), str(path))


def parse_project(data: bytes, source: str = "<project>") -> Tournament:
    from arbiter_app.io.codec import Decoder, tournament_from_json  # (see format_project)

    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise InputError(
            "not UTF-8 text: the project file is damaged", source, line, column
        ) from None
    if len(data) > MAX_BYTES:
        raise InputError(
            f"file of {len(data):,} bytes: larger than any project file ({MAX_BYTES:,} at most)",
            source,
        )
    try:
        doc: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"not valid JSON ({exc.msg}): the project file is damaged or truncated",
            source,
            exc.lineno,
            exc.colno,
        ) from None
    # An integer of 5,000 digits (ValueError), nesting deeper than the interpreter's stack.
    except (ValueError, RecursionError) as exc:
        raise InputError(f"not a readable project file ({exc})", source) from None
    d = Decoder(source)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise InputError('not an arbiter-app project file (no "format": "arbiter-app")', source)
    version = d.integer(doc.get("format_version"), "format_version", minimum=1)
    if version > FORMAT_VERSION:
        raise d.fail(
            "format_version",
            f"written by a newer arbiter-app (format version {version}; this version reads "
            f"up to {FORMAT_VERSION}): update arbiter-app to open it",
        )
    if "tournament" not in doc:
        raise d.fail("tournament", "missing: the project file is damaged")
    t = tournament_from_json(d, doc["tournament"])
    _check_trf_template(d, t.extra.get("trf"), "tournament.extra.trf")
    return t


MAX_BYTES = 256 * 1024 * 1024  # a project file: 9,999 players of 999 rounds fit easily


_ENCODINGS = {"utf-8", "cp1252", "latin-1", "utf-16", "utf-16-le", "utf-16-be"}
_NEWLINES = {"\n", "\r\n", "\r"}


def _check_trf_template(d: Decoder, value: object, path: str) -> None:
    """What the TRF writer reuses from an imported file (`Tournament.extra["trf"]`), checked so
    that a hand-edited project file cannot make the program write a TRF it cannot read back
    (an unknown encoding name, a line with control characters, a foreign newline)."""
    if value is None:
        return
    template = d.obj(value, path)
    if "encoding" in template:
        encoding = d.text(template["encoding"], f"{path}.encoding")
        if encoding not in _ENCODINGS:
            known = ", ".join(sorted(_ENCODINGS))
            raise d.fail(f"{path}.encoding", f"unknown encoding {encoding!r} (one of {known})")
    if "newline" in template and d.text(template["newline"], f"{path}.newline") not in _NEWLINES:
        raise d.fail(f"{path}.newline", "not a line ending (\\n, \\r\\n or \\r)")
    if "bye" in template and d.text(template["bye"], f"{path}.bye") not in ("0000", "   0"):
        raise d.fail(f"{path}.bye", "a bye's opponent is written '0000' or '   0'")
    if "final_newline" in template:
        d.boolean(template["final_newline"], f"{path}.final_newline")
    for key in ("lines", "notes"):
        if key in template:
            d.array(template[key], f"{path}.{key}")
    lines = [d.text(line, f"{path}.lines[{i}]") for i, line in enumerate(template.get("lines", []))]
    for i, text in enumerate(lines):
        if any(c in text for c in "\r\n"):
            raise d.fail(f"{path}.lines[{i}]", "not one line of TRF text")
    if lines:  # the writer reuses these lines: they must read as the TRF they came from
        try:
            parse_trf("\n".join(lines) + "\n", "template")
        except InputError as exc:
            where = f"{path}.lines[{(exc.line or 1) - 1}]"
            raise d.fail(where, f"not a readable TRF line: {exc.message}") from None
    for i, note in enumerate(template.get("notes", [])):
        items = d.array(note, f"{path}.notes[{i}]")
        if len(items) not in (2, 3):
            raise d.fail(f"{path}.notes[{i}]", "expected [line, code, fields]")
        d.integer(items[0], f"{path}.notes[{i}][0]", 0)
        d.text(items[1], f"{path}.notes[{i}][1]")
        if stored_note(items) is None:
            raise d.fail(f"{path}.notes[{i}]", "not a note of a TRF's reading")


def load_any(path: str | Path) -> Tournament:
    """A TRF or a project file, recognised by content (a project file is a JSON object)."""
    path = Path(path)
    return parse_any(read_file(path), str(path))


def parse_any(data: bytes, source: str) -> Tournament:
    """The bytes of a TRF or a project file (`load_any` without the reading); `source` names
    the file in messages. A pure function of its arguments: the same bytes give equal
    tournaments in any process (the window's worker reads a big file again this way)."""
    with collector_paused():  # (a big event is hundreds of thousands of objects)
        if looks_like_project(data):
            return parse_project(data, source)
        return parse_trf_bytes(data, source)


def looks_like_project(data: bytes) -> bool:
    """Whether a file's content is a project file rather than a TRF: a JSON object."""
    return data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{")


def is_project_path(path: str | Path) -> bool:
    """Whether a file name asks for the native format: `.arbiter`, or any `.json` (so the
    `.arbiter.json` of earlier versions too)."""
    return Path(path).name.lower().endswith((SUFFIX, ".json"))


def read_file(path: Path) -> bytes:
    """The file's bytes; an unreadable file is an InputError naming it."""
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise InputError("is a directory, not a file", str(path)) from None
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), str(path)) from None
