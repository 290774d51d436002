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
from typing import Any

from arbiter_app import __version__
from arbiter_app.core.model import Tournament
from arbiter_app.io.codec import Decoder, player_to_json, settings_to_json, tournament_from_json
from arbiter_app.io.errors import InputError
from arbiter_app.io.files import write_atomic
from arbiter_app.io.trf import parse_trf_bytes

FORMAT = "arbiter-app"
FORMAT_VERSION = 1
SUFFIX = ".arbiter"


def save_project(t: Tournament, path: str | Path) -> None:
    """Write `t` to `path` atomically, keeping the previous file as `<name>.bak`."""
    write_atomic(Path(path), format_project(t).encode("utf-8"), backup=True)


def format_project(t: Tournament) -> str:
    """The project file text: readable, one player per line so diffs stay small."""
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
    return parse_project(_read_bytes(path), str(path))


def parse_project(data: bytes, source: str = "<project>") -> Tournament:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise InputError(
            "not UTF-8 text: the project file is damaged", source, line, column
        ) from None
    try:
        doc: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"not valid JSON ({exc.msg}): the project file is damaged or truncated",
            source,
            exc.lineno,
            exc.colno,
        ) from None
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
    return tournament_from_json(d, doc["tournament"])


def load_any(path: str | Path) -> Tournament:
    """A TRF or a project file, recognised by content (a project file is a JSON object)."""
    path = Path(path)
    data = _read_bytes(path)
    if looks_like_project(data):
        return parse_project(data, str(path))
    return parse_trf_bytes(data, str(path))


def looks_like_project(data: bytes) -> bool:
    """Whether a file's content is a project file rather than a TRF: a JSON object."""
    return data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{")


def is_project_path(path: str | Path) -> bool:
    """Whether a file name asks for the native format: `.arbiter`, or any `.json` (so the
    `.arbiter.json` of earlier versions too)."""
    return Path(path).name.lower().endswith((SUFFIX, ".json"))


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise InputError("is a directory, not a file", str(path)) from None
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), str(path)) from None
