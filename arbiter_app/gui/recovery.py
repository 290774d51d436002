"""Autosave and crash recovery.

While a tournament has unsaved changes, the running program keeps a copy in
`<data dir>/recovery/<session>.arbiter` (the native project format), written shortly after
each burst of edits and at least once a minute. A small `<session>.json` beside it says which
file the work belongs to. A lock file (`QLockFile`, holding the process id) marks the session
as alive; after a crash the lock is stale, and the next start finds the session with
`candidates()` and offers to restore it. A normal save or a normal close removes the copy.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from msgspec import Struct
from PySide6.QtCore import QLockFile, QObject, QTimer

from arbiter_app.app.jobs import Queue
from arbiter_app.core.model import Tournament
from arbiter_app.gui import settings
from arbiter_app.io.project import SUFFIX as PROJECT_SUFFIX

BURST_MS = 1500  # quiet time after the last edit before the copy is written
PERIOD_MS = 60_000  # and at least this often while there are unsaved changes
SUFFIX = PROJECT_SUFFIX
LEGACY_SUFFIX = ".arbiter.json"  # copies left by versions before the `.arbiter` extension


def recovery_dir() -> Path:
    path = settings.data_dir() / "recovery"
    path.mkdir(parents=True, exist_ok=True)
    return path


class Candidate(Struct, frozen=True):
    """Unsaved work left by a session that is no longer running."""

    session: str
    data: Path  # the recovered tournament (native project file)
    meta: Path
    original: Path | None  # the file the work belongs to (None: never saved)
    name: str  # what the window title showed
    saved_at: float  # time.time() of the copy

    def load(self) -> Tournament:
        from arbiter_app.io.project import load_project

        return load_project(self.data)

    def discard(self) -> None:
        _remove_session(self.data.parent, self.session)


def candidates(directory: Path | None = None) -> list[Candidate]:
    """Recovery copies whose session is not running (newest first). Unreadable metadata is
    skipped, never fatal: recovery must not stop the program from starting."""
    directory = directory or recovery_dir()
    found: list[Candidate] = []
    for meta in sorted(directory.glob("*.json")):
        if meta.name.endswith(LEGACY_SUFFIX):
            continue
        session = meta.stem
        data = directory / f"{session}{SUFFIX}"
        if not data.exists():
            data = directory / f"{session}{LEGACY_SUFFIX}"
            if not data.exists():
                continue
        lock = QLockFile(str(directory / f"{session}.lock"))
        lock.setStaleLockTime(0)  # stale only when its process is gone, whatever its age
        if not lock.tryLock(0):
            continue  # the session is alive (another window or process)
        lock.unlock()
        try:
            info = json.loads(meta.read_text(encoding="utf-8"))
            original = Path(info["original"]) if info.get("original") else None
            found.append(
                Candidate(
                    session,
                    data,
                    meta,
                    original,
                    str(info.get("name", "")),
                    float(info.get("saved_at", 0)),
                )
            )
        # Any JSON at all: a list (no .get), deep nesting, 5,000-digit numbers, a NUL in a path.
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            continue
    found.sort(key=lambda c: c.saved_at, reverse=True)
    _remove_stale_locks(directory, {c.session for c in found})
    return found


def _remove_stale_locks(directory: Path, keep: set[str]) -> None:
    """Locks of ended sessions that left nothing to recover (killed before any edit)."""
    for path in directory.glob("*.lock"):
        if path.stem in keep or (directory / f"{path.stem}.json").exists():
            continue
        lock = QLockFile(str(path))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            lock.unlock()  # removes the file


def _remove_session(directory: Path, session: str) -> None:
    for path in directory.glob(f"{session}*"):
        if path.suffix != ".lock":
            with contextlib.suppress(OSError):
                path.unlink()
    with contextlib.suppress(OSError):
        (directory / f"{session}.lock").unlink()


class Autosaver(QObject):
    """Keeps the recovery copy of one window's work up to date.

    The window calls `touch()` after every change and `clean()` when the work is saved or
    discarded; `snapshot` returns what to write (a copy of the tournament, cheap to take), or
    None when there is nothing unsaved. Writing happens in the background (an `app.jobs.Queue`),
    so a big event never stalls the window; writes and removals are its jobs, run one after
    the other, so a late write can never resurrect a copy that `clean()` removed.
    """

    def __init__(
        self,
        snapshot: Callable[[], tuple[Tournament, Path | None, str] | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._snapshot = snapshot
        self.directory = recovery_dir()
        self.session = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self._lock = QLockFile(str(self.directory / f"{self.session}.lock"))
        self._lock.tryLock(0)
        self._io = Queue("autosave")
        self._dirty = False
        self._closed = False
        self.last_error: str | None = None
        self._burst = QTimer(self)
        self._burst.setSingleShot(True)
        self._burst.setInterval(BURST_MS)
        self._burst.timeout.connect(lambda: self.write_now())
        self._period = QTimer(self)
        self._period.setInterval(PERIOD_MS)
        self._period.timeout.connect(self._periodic)
        self._period.start()

    @property
    def data_path(self) -> Path:
        return self.directory / f"{self.session}{SUFFIX}"

    @property
    def meta_path(self) -> Path:
        return self.directory / f"{self.session}.json"

    def touch(self) -> None:
        """Something changed: write the copy once the burst of edits is over."""
        self._dirty = True
        self._burst.start()

    def _periodic(self) -> None:
        if self._dirty:
            self.write_now()

    def write_now(self, wait: bool = False) -> bool:
        """Write the copy (if there is unsaved work); `wait` for the write to finish. Never
        raises: a failing autosave is kept in `last_error` and retried on the next edit or
        period."""
        self._burst.stop()
        if self._closed:
            return False
        state = self._snapshot()
        if state is None:
            self.clean()
            return False
        self._dirty = False
        job = self._io.submit(lambda _progress: self._write(state))
        return job.result() if wait else True

    def _write(self, state: tuple[Tournament, Path | None, str]) -> bool:
        """(worker thread) the project file first, then the metadata that makes it a
        candidate: a crash between the two leaves nothing half-offered."""
        from arbiter_app.io.files import write_atomic
        from arbiter_app.io.project import save_project

        tournament, original, name = state
        try:
            save_project(tournament, self.data_path)
            meta = {
                "original": str(original) if original else None,
                "name": name,
                "saved_at": time.time(),
                "pid": os.getpid(),
            }
            write_atomic(self.meta_path, json.dumps(meta).encode("utf-8"))
        except Exception as exc:  # autosave must never break editing
            self.last_error = str(exc)
            self._dirty = True
            return False
        self.last_error = None
        return True

    def _remove(self) -> None:
        for path in self.directory.glob(f"{self.session}*"):
            if path.suffix != ".lock":
                with contextlib.suppress(OSError):
                    path.unlink()

    def clean(self) -> None:
        """The work is saved (or deliberately discarded): remove the copy (waits for a write
        in progress, then removes)."""
        self._burst.stop()
        self._dirty = False
        if not self._closed:
            self._io.submit(lambda _progress: self._remove()).result()

    def close(self) -> None:
        """Normal end of the session: remove the copy and release the lock."""
        if self._closed:
            return
        self.clean()
        self._closed = True
        self._period.stop()
        self._io.close(wait=True)
        self._lock.unlock()
