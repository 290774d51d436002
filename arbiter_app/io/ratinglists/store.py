"""The local rating-list database: one SQLite file per imported list, and search over them.

Layout: `<user data dir>/ratinglists/<source>.sqlite` (`paths.lists_dir`), where `<source>` is
`fide` (the combined list), `fide-standard` / `fide-rapid` / `fide-blitz` (single-type lists)
or the name given to a national list. Each file holds a `meta` table (what list, its date, when
imported, how many players) and a `players` table with every field of `fide.Entry` plus two
search keys (`fold.name_keys`), each with an index.

Importing (`import_entries`) streams the players into `<source>.sqlite.part` in batches with
SQLite's journal off (the file is scratch until it is complete), builds the indexes after the
last row (much faster than keeping them up to date row by row), then swaps the finished file in
with `os.replace`. So a cancelled or failed import leaves the previous list untouched, and
importing again is the way to resume: the result is the same whatever happened before.

Search (`RatingLists.find`): the query is folded like the names; with a comma it is
"surname, first names" and matches the surname-first key by prefix; without one it matches
either key by prefix ("carlsen m", "magnus carl", "carl"). Each key is a range scan on its
index with a LIMIT, so a search costs the same on a 1.2-million-player list as on a small one
(benchmarks/ratings.py measures it). A number finds the FIDE ID.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from pathlib import Path

from msgspec import Struct

from arbiter_app.io.ratinglists.fide import FIELDS, Entry
from arbiter_app.io.ratinglists.fold import name_keys, query_keys
from arbiter_app.io.ratinglists.paths import SUFFIX

BATCH = 20_000
SCHEMA_VERSION = "1"

Progress = Callable[[int, int], None]  # (bytes done, bytes in all)
Cancelled = Callable[[], bool]


class ImportCancelled(Exception):
    """The user cancelled an import; the previous list is unchanged."""


class ListSummary(Struct, frozen=True):
    source: str
    kind: str  # fide, fide-standard, ..., national
    list_date: str  # ISO date of the list ("" unknown)
    date_from: str  # where the date came from: header, file name, given, file date
    file: str
    imported_at: str
    players: int
    path: Path


class Found(Struct, frozen=True):
    """A player found in a list, with the list it came from."""

    source: str
    list_date: str
    entry: Entry


_COLUMNS = ", ".join(FIELDS)
_INSERT = (
    f"INSERT OR REPLACE INTO players ({_COLUMNS}, k1, k2) "
    f"VALUES ({', '.join('?' * (len(FIELDS) + 2))})"
)
_TYPES = {f: "INTEGER" for f in FIELDS} | {
    f: "TEXT"
    for f in (
        "name", "federation", "sex", "title", "women_title", "other_titles", "foa_title",
        "flag", "local_id", "club",
    )
}  # fmt: skip


def _create(db: sqlite3.Connection, keyed: bool) -> None:
    """FIDE lists are keyed by FIDE ID (the row id itself: no extra index to build); a
    national list may have players without one, so its FIDE IDs get an index of their own."""
    columns = ", ".join(
        f"{f} INTEGER PRIMARY KEY" if f == "fide_id" and keyed else f"{f} {_TYPES[f]}"
        for f in FIELDS
    )
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    db.execute(f"CREATE TABLE players ({columns}, k1 TEXT, k2 TEXT)")


def import_entries(
    target: Path,
    entries: Iterable[Entry],
    meta: dict[str, str],
    progress: Callable[[], None] | None = None,
    cancelled: Cancelled | None = None,
) -> int:
    """Write `entries` to the database `target` (replacing it only when complete); the count.

    `progress` is called after each batch; `cancelled` is asked after each batch and, when it
    answers True, the import stops with `ImportCancelled` and `target` is left as it was.
    """
    part = target.with_name(target.name + ".part")
    with contextlib.suppress(FileNotFoundError):
        part.unlink()
    db = sqlite3.connect(part, isolation_level=None)
    count = 0
    try:
        db.execute("PRAGMA journal_mode=OFF")
        db.execute("PRAGMA synchronous=OFF")
        db.execute("PRAGMA cache_size=-65536")  # 64 MB for the index builds
        keyed = meta.get("kind", "").startswith("fide")
        _create(db, keyed)
        db.execute("BEGIN")
        rows = map(_row, entries)
        while batch := list(islice(rows, BATCH)):
            db.executemany(_INSERT, batch)
            count += len(batch)
            if progress is not None:
                progress()
            if cancelled is not None and cancelled():
                raise ImportCancelled
        db.execute("CREATE INDEX players_k1 ON players (k1)")
        db.execute("CREATE INDEX players_k2 ON players (k2) WHERE k2 IS NOT NULL")
        if not keyed:
            db.execute("CREATE INDEX players_fide_id ON players (fide_id)")
        stamp = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()
        info = meta | {"players": str(count), "imported_at": stamp, "schema": SCHEMA_VERSION}
        db.executemany("INSERT INTO meta VALUES (?, ?)", sorted(info.items()))
        db.execute("COMMIT")
        db.execute("PRAGMA journal_mode=DELETE")
    except BaseException:
        db.close()
        with contextlib.suppress(OSError):
            part.unlink()
        raise
    db.close()
    os.replace(part, target)
    return count


def _row(e: Entry) -> tuple[object, ...]:
    return (*e, *name_keys(e.name))


class RatingLists:
    """The imported lists in a directory (by default the user data directory's)."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    def path(self, source: str) -> Path:
        return self.directory / f"{source}{SUFFIX}"

    def summaries(self) -> list[ListSummary]:
        """Every imported list, FIDE lists first."""
        out = []
        for path in sorted(self.directory.glob(f"*{SUFFIX}")):
            with contextlib.suppress(sqlite3.Error):
                out.append(self._summary(path))
        return sorted(out, key=lambda s: (not s.kind.startswith("fide"), s.source))

    def _summary(self, path: Path) -> ListSummary:
        with contextlib.closing(_open(path)) as db:
            meta = dict(db.execute("SELECT key, value FROM meta"))
        return ListSummary(
            source=path.name[: -len(SUFFIX)],
            kind=meta.get("kind", ""),
            list_date=meta.get("list_date", ""),
            date_from=meta.get("date_from", ""),
            file=meta.get("file", ""),
            imported_at=meta.get("imported_at", ""),
            players=int(meta.get("players", "0")),
            path=path,
        )

    def _connections(self) -> Iterator[tuple[ListSummary, sqlite3.Connection]]:
        for summary in self.summaries():
            db = _open(summary.path)
            try:
                yield summary, db
            finally:
                db.close()

    def find(self, text: str, limit: int = 20) -> list[Found]:
        """Players whose name starts like `text` (or whose FIDE ID is `text`), every list."""
        text = text.strip()
        if text.isdigit():
            return self.by_fide_id(int(text))
        key, surname_first = query_keys(text)
        if not key:
            return []
        out: list[Found] = []
        for summary, db in self._connections():
            seen: set[int] = set()
            columns = ("k1",) if surname_first else ("k1", "k2")
            for column in columns:
                sql = (
                    f"SELECT rowid, {_COLUMNS} FROM players WHERE {column} >= ? "
                    f"AND {column} < ? ORDER BY {column} LIMIT ?"
                )
                for rowid, *values in db.execute(sql, (key, key + "\U0010ffff", limit)):
                    if rowid not in seen:
                        seen.add(rowid)
                        out.append(Found(summary.source, summary.list_date, Entry(*values)))
        out.sort(key=lambda f: (f.entry.name.casefold(), f.source))
        return out[:limit]

    def by_fide_id(self, fide_id: int) -> list[Found]:
        """The player with `fide_id` in every list that has them."""
        out = []
        for summary, db in self._connections():
            sql = f"SELECT {_COLUMNS} FROM players WHERE fide_id = ?"
            out += [
                Found(summary.source, summary.list_date, Entry(*row))
                for row in db.execute(sql, (fide_id,))
            ]
        return out

    def entries(self, source: str, fide_ids: Iterable[int]) -> dict[int, Entry]:
        """The players of the list `source` with these FIDE IDs (those it has), by FIDE ID."""
        wanted = sorted(set(fide_ids))
        out: dict[int, Entry] = {}
        with contextlib.closing(_open(self.path(source))) as db:
            for i in range(0, len(wanted), _CHUNK):
                chunk = wanted[i : i + _CHUNK]
                sql = (
                    f"SELECT {_COLUMNS} FROM players WHERE fide_id IN "
                    f"({', '.join('?' * len(chunk))})"
                )
                for row in db.execute(sql, chunk):
                    entry = Entry(*row)
                    if entry.fide_id is not None:
                        out[entry.fide_id] = entry
        return out


_CHUNK = 500  # SQLite's bound-parameter limit is 999 in old builds


def _open(path: Path) -> sqlite3.Connection:
    """Read-only: searching never changes (or locks out an import of) a list."""
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)
