"""Importing a rating list into the local database (`import_list`): the FIDE list (TXT or
XML, plain or zipped) or a national list (CSV/XLSX with a column mapping)."""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

from msgspec import Struct, field

from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists import national
from arbiter_app.io.ratinglists.fide import RATING_TYPES, open_list
from arbiter_app.io.ratinglists.paths import lists_dir
from arbiter_app.io.ratinglists.store import import_entries


class ImportResult(Struct, frozen=True):
    source: str
    kind: str
    list_date: str
    date_from: str
    players: int
    skipped: list[str] = field(default_factory=list)  # `file:line: why` for each line left out


def _is_national(path: Path, source: str | None) -> bool:
    if path.suffix.lower() in (".xlsx", ".xlsm", ".csv", ".tsv"):
        return True
    return source is not None and not source.startswith("fide")


def import_list(
    path: Path,
    *,
    directory: Path | None = None,
    source: str | None = None,
    rating_type: str | None = None,
    list_date: str | None = None,
    mapping: dict[str, str] | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    require_date: bool = False,
) -> ImportResult:
    """Import `path` into the database of its source (replacing that source's previous list).

    FIDE lists need nothing else (a single-type list says its type by its file name or
    `rating_type`). A national list (CSV/XLSX) needs a `source` name; its column mapping is
    the one remembered for the source, else guessed from the column names, with the fields
    given in `mapping` over it; the mapping used is remembered. `list_date` (ISO) overrides
    the date the file gives. `require_date`: a file that does not say its date (the combined
    FIDE download, a national spreadsheet) without `list_date` is refused before anything is
    read (`DateNeeded`), instead of taking the file's modification date: each list keeps its
    own date, and the file's is only when it was downloaded or copied.
    `progress(done, total)` reports bytes (FIDE lists) or rows (spreadsheets). The file
    system's complaints (a folder, no permission, a full disk) are InputErrors naming the file.
    """
    path = Path(path)
    with _located(path):
        if require_date and not list_date and not stated_date(path, source, rating_type):
            raise DateNeeded(
                "the file does not say the list's date: give it (--date YYYY-MM-DD; FIDE's "
                "lists are dated the first day of their month)",
                str(path),
            )
        return _import(
            path, directory, source, rating_type, list_date, mapping, progress, cancelled
        )


class DateNeeded(InputError):
    """The list's date is neither in the file nor given."""


def stated_date(path: Path, source: str | None = None, rating_type: str | None = None) -> str:
    """The list's date as the file says it (header or name), "" when it does not; reads only
    the header."""
    path = Path(path)
    if _is_national(path, source) or not path.exists():
        return ""
    with _located(path):
        lf, info, _entries = open_list(path, rating_type, [])
        lf.close()
    return info.list_date


@contextlib.contextmanager
def _located(path: Path) -> Iterator[None]:
    try:
        yield
    except OSError as exc:
        where = exc.filename if isinstance(exc.filename, str) else str(path)
        raise InputError(exc.strerror or str(exc), where) from exc
    except sqlite3.Error as exc:
        raise InputError(f"the rating-list database: {exc}", str(path)) from exc


def _import(
    path: Path,
    directory: Path | None,
    source: str | None,
    rating_type: str | None,
    list_date: str | None,
    mapping: dict[str, str] | None,
    progress: Callable[[int, int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> ImportResult:
    directory = lists_dir() if directory is None else Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    if list_date:
        try:
            dt.date.fromisoformat(list_date)
        except ValueError as exc:
            raise InputError(f"the list date {list_date!r} is not YYYY-MM-DD") from exc
    if not path.exists():
        raise InputError("no such file", str(path))
    if _is_national(path, source):
        return _import_national(path, directory, source, list_date, mapping, progress, cancelled)
    if rating_type is not None and rating_type not in RATING_TYPES:
        raise InputError(f"unknown rating type {rating_type!r}", str(path))
    skipped: list[str] = []
    lf, info, entries = open_list(path, rating_type, skipped)
    with lf:
        date, date_from = _date(path, info.list_date, list_date)
        name = source or info.kind
        meta = {
            "kind": info.kind,
            "list_date": date,
            "date_from": date_from,
            "file": str(path.resolve()),
            "rating_types": ",".join(info.rating_types),
        }
        report = None if progress is None else (lambda: progress(lf.done, lf.size))
        count = import_entries(directory / f"{name}.sqlite", entries, meta, report, cancelled)
    return ImportResult(name, info.kind, date, date_from, count, skipped)


def _date(path: Path, from_file: str, given: str | None) -> tuple[str, str]:
    if given:
        return given, "given"
    if from_file:
        return from_file, "file"
    stamp = dt.date.fromtimestamp(path.stat().st_mtime)
    return stamp.isoformat(), "file date"


def _import_national(
    path: Path,
    directory: Path,
    source: str | None,
    list_date: str | None,
    mapping: dict[str, str] | None,
    progress: Callable[[int, int], None] | None,
    cancelled: Callable[[], bool] | None,
) -> ImportResult:
    if not source:
        raise InputError("a national list needs a source name (e.g. 'ssf')", str(path))
    if source.startswith("fide") or not source.replace("-", "").replace("_", "").isalnum():
        raise InputError(
            f"{source!r} cannot name a national list (letters, digits, - and _; not fide…)",
            str(path),
        )
    frame = national.read_frame(path)
    columns = [str(c) for c in frame.columns]
    frame.columns = columns
    base = national.load_mappings(directory).get(source) or national.guess_mapping(columns)
    used = {**base, **(mapping or {})}
    national.check_mapping(used, columns, str(path))
    skipped: list[str] = []
    total = len(frame)
    date, date_from = _date(path, "", list_date)
    meta = {
        "kind": "national",
        "list_date": date,
        "date_from": date_from,
        "file": str(path.resolve()),
        "rating_types": "standard",
    }
    rows = national.entries(frame, used, str(path), skipped)
    done = [0]

    def counted() -> object:
        for e in rows:
            done[0] += 1
            yield e

    report = None if progress is None else (lambda: progress(done[0], total))
    count = import_entries(directory / f"{source}.sqlite", counted(), meta, report, cancelled)  # type: ignore[arg-type]
    national.remember_mapping(directory, source, used)
    return ImportResult(source, "national", date, date_from, count, skipped)
