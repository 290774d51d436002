"""Standings and findings of the tournament, for the main window.

Ordinary events are computed in the event loop (`recompute`). Big ones go to a worker
*process*: a worker thread would not do, because while pure-Python ranking code runs in a
thread, every call Qt makes into the table models (hundreds per repaint) has to wait for the
interpreter lock, and the window stops painting for as long as the ranking takes. The process
sends back the standings and findings (the explanation details stay behind; tooltips of a big
event are explained on demand).

The worker keeps its own copy of the tournament from one computation to the next and is sent
only what changed (`Mirror.update`): the players whose objects were replaced, the settings if
one changed, and the order of the start numbers. Pickling a whole 10,000-player event to the
worker costs seconds, and an engine that sees nothing but new `Player` objects cannot reuse
the rows of the players an edit did not touch; with the copy kept it can.

Its first copy is not sent either when the event comes from a big file: the window hands the
worker the file's bytes as soon as they are read (`Worker.preload`), and the worker reads them
itself (`io.project.parse_any`, a pure function of the bytes) while the window does the same;
the first update then starts from that reading (`Mirror.start_from_file`, `Update.staged`)
with whatever changed since. A whole copy is sent only to recover (below) and for events not
read from a big file (typed in, recovered, imported from a rating list).

A wrong standings list is worse than a slow one, so the copy cannot drift from the document
unnoticed:
- what to send is found by comparing the document with what was sent last (players are
  frozen values compared by identity, settings by value against a copy), never from an edit's
  `Changes` record;
- every update names the update it follows; a worker that holds anything else (a new process,
  another window's copy, a job that was lost) refuses it (`OutOfStep`) and the whole tournament
  is sent instead;
- after applying an update the worker checks the order of start numbers it holds against the
  document's (sent every time) and refuses on any difference;
- a job that fails for any other reason makes the next update a whole copy.

The standings come back the same way: as the rows that differ from the last standings the
window received (`Patch`), named by their state number as well.

Nothing here lives in module globals: the worker process's state is `serve`'s own
`WorkerState`, the process belongs to the window's `Worker`, the live standings to their
owners (`core.live.LiveStandings`). This module imports no Qt: it is what the worker process
imports.
"""

from __future__ import annotations

import copy
import multiprocessing
import threading
import uuid
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from operator import attrgetter
from typing import Any

import msgspec.structs
from msgspec import Struct

from arbiter_app.app.jobs import Job, Queue, ThreadJob
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import SETTINGS, Player, Tournament
from arbiter_app.core.standings import Details, Row, Standings
from arbiter_app.core.validate import Finding


class Computed(Struct, frozen=True):
    """What one recomputation produced, from one snapshot of the tournament."""

    generation: int
    snapshot: Tournament
    standings: Standings
    details: Details | None  # None when computed in the worker process
    findings: tuple[Finding, ...]
    error: str | None  # e.g. a bad tie-break descriptor: standings by points only


def snapshot(t: Tournament) -> Tournament:
    """A copy that stays as it is while the user edits on (players are frozen values)."""
    return msgspec.structs.replace(
        t,
        players=list(t.players),
        tiebreaks=list(t.tiebreaks),
        info_columns=list(t.info_columns),
        deputy_arbiters=list(t.deputy_arbiters),
        extra=dict(t.extra),
    )


def recompute(generation: int, t: Tournament, live: LiveStandings) -> Computed:
    """Everything the window shows after a change, computed here (the event loop); `live` is
    the document's live standings (what the last computation of this event may lend)."""
    ranked = live.rank(t)
    findings = tuple(live.check(t, ranked.standings))
    return Computed(generation, t, ranked.standings, ranked.details, findings, ranked.error)


# -- the worker's copy ----------------------------------------------------------------------

# The settings (`core.model.SETTINGS`) are sent, all of them, when any one changed.


class Update(Struct, frozen=True):
    """What the worker needs to bring its copy to the document's state number `seq`."""

    key: int  # the mirror (one per window) the copy belongs to
    seq: int
    base: int | None  # the state the update starts from; None: `whole` is the tournament
    whole: Tournament | None
    players: tuple[Player, ...] = ()  # players whose objects were replaced or added
    order: tuple[int, ...] = ()  # every start number, in list order, after the update
    settings: dict[str, Any] | None = None  # every setting, when any changed
    received: int | None = None  # the state whose standings the window holds, if any
    staged: bool = False  # start from the worker's own reading of the file (`preload`)


class Patch(Struct, frozen=True):
    """(worker -> window) Standings as the rows that differ from the standings of state `base`,
    which the window holds (`Mirror.received`): after an edit most rows are as they were, and
    pickling 10,000 rows (and comparing them again in the window) costs more than the edit's
    recomputation in the worker."""

    base: int
    frame: Standings  # everything but the rows
    size: int
    rows: tuple[tuple[int, Row], ...]  # (position, row) of the rows that differ

    def onto(self, old: Standings) -> Standings:
        if len(old.rows) != self.size:
            raise ValueError("standings patch for other standings")
        rows = list(old.rows)
        for i, row in self.rows:
            rows[i] = row
        return msgspec.structs.replace(self.frame, rows=tuple(rows))


def _patch(old: Standings, new: Standings, base: int) -> Patch | Standings:
    """(worker) `new` as a patch of `old` when only rows differ, else `new` itself."""
    frame = msgspec.structs.replace(new, rows=())
    if msgspec.structs.replace(old, rows=()) != frame or len(old.rows) != len(new.rows):
        return new
    # (Consecutive computations share their unchanged values: this compares mostly by identity.)
    changed = tuple(
        (i, b) for i, (a, b) in enumerate(zip(old.rows, new.rows, strict=True)) if a != b
    )
    return Patch(base, frame, len(new.rows), changed)


_start_no = attrgetter("start_no")


class OutOfStep(Exception):
    """The worker does not hold the state an update starts from: send the whole tournament."""


class Mirror:
    """(window side) What the worker's copy of one window's tournament is, so that only what
    changed since is sent. Used by one job at a time (the window waits for each result)."""

    def __init__(self) -> None:
        # Names this copy in the worker (random: no counter shared between windows).
        self.key = uuid.uuid4().int
        self.seq = 0
        self._sent: dict[int, Player] | None = None  # None: send the whole tournament
        self._order: tuple[int, ...] = ()
        self._unique = True  # no start number twice in `_order`
        self._settings: dict[str, Any] = {}
        # The standings of the last result, with its state: what the next one may patch.
        self.received: tuple[int, Standings] | None = None
        self._staged = False  # the next update starts from the worker's reading of the file
        self._lock = threading.Lock()

    @property
    def holds(self) -> bool:
        """Whether the worker is assumed to hold a copy (the next update is a change)."""
        return self._sent is not None

    def forget(self) -> None:
        """The worker's copy is unknown: the next update is the whole tournament."""
        with self._lock:
            self._sent = None
            self._staged = False

    def start_from_file(self, t: Tournament) -> None:
        """`t` was just read from the file the worker was given (`Worker.preload`): the worker
        holds an equal tournament, read from the same bytes, so the first update sends only
        what changed since `t` was read, as any later one."""
        with self._lock:
            self._sent = {p.start_no: p for p in t.players}
            self._order = tuple(map(_start_no, t.players))
            self._unique = len(set(self._order)) == len(self._order)
            self._settings = copy.deepcopy({name: getattr(t, name) for name in SETTINGS})
            self._staged = True

    def receive(self, seq: int, result: Standings | Patch) -> Standings:
        """The standings of state `seq` from the worker's answer (patched onto the standings
        received before, which it names); kept as the base of the next patch. ValueError if
        the patch names other standings than the ones kept (never expected: the worker
        patches only the ones the update said the window holds)."""
        with self._lock:
            if isinstance(result, Patch):
                if self.received is None or self.received[0] != result.base:
                    self.received = None
                    raise ValueError("standings patch for other standings")
                result = result.onto(self.received[1])
            self.received = (seq, result)
            return result

    def update(self, t: Tournament) -> Update:
        """The update from what was sent last to `t` (a snapshot that stays as it is)."""
        with self._lock:
            self.seq += 1
            order = tuple(map(_start_no, t.players))
            if order != self._order:
                self._unique = len(set(order)) == len(order)
            settings = {name: getattr(t, name) for name in SETTINGS}
            sent = self._sent
            received = None if self.received is None else self.received[0]
            staged, self._staged = self._staged, False
            if sent is None or not self._unique:
                # (A start number used twice cannot be addressed in a change: whole copies.)
                result = Update(self.key, self.seq, None, t, order=order, received=received)
                self._sent = {p.start_no: p for p in t.players}
            else:
                changed = tuple(
                    p for p, q in zip(t.players, map(sent.get, order), strict=True) if p is not q
                )
                result = Update(
                    self.key,
                    self.seq,
                    None if staged else self.seq - 1,
                    None,
                    changed,
                    order,
                    copy.deepcopy(settings) if settings != self._settings else None,
                    received,
                    staged,
                )
                if order != self._order:
                    self._sent = {p.start_no: p for p in t.players}
                else:
                    sent.update((p.start_no, p) for p in changed)
            self._order = order
            if result.whole is not None or result.settings is not None:
                self._settings = copy.deepcopy(settings)
            return result


Answer = tuple[Standings | Patch, tuple[Finding, ...], str | None]


class WorkerState:
    """(worker) What the worker keeps between jobs: the copy of one window's tournament, the
    standings last sent for it, and the live standings of the copy. It lives in the worker
    process (`serve`), or in the worker thread where no process can be started."""

    def __init__(self) -> None:
        self.held: tuple[int, int, Tournament] | None = None  # (mirror key, state, copy)
        self.sent: tuple[int, int, Standings] | None = None  # (mirror key, state, standings)
        self.staged: tuple[int, Tournament] | None = None  # (mirror key, the file as read)
        self.live = LiveStandings()

    def preload(self, key: int, data: bytes, source: str) -> None:
        """Read the file the window is reading (its bytes), for mirror `key`'s first update.
        A file that cannot be read stages nothing: that update then gets the whole copy."""
        from arbiter_app.io.project import parse_any

        self.staged = None
        try:
            self.staged = (key, parse_any(data, source))
        except Exception:  # (the window reports the file's problem; nothing is staged)
            return

    def apply(self, update: Update) -> Tournament:
        """Bring the copy to the update's state; OutOfStep if it cannot be done exactly."""
        held, self.held = self.held, None  # (held again once the update is applied and checked)
        if update.whole is not None:
            t = snapshot(update.whole)  # (a thread worker gets the window's snapshot itself)
            self.live.forget()
        elif update.staged:
            staged, self.staged = self.staged, None  # (used once)
            if staged is None or staged[0] != update.key:
                raise OutOfStep(update.seq)
            t = staged[1]
            self.live.forget()
            self._change(t, update)
        elif held is None or held[0] != update.key or held[1] != update.base:
            raise OutOfStep(update.seq)
        else:
            t = held[2]
            self._change(t, update)
        if tuple(map(_start_no, t.players)) != update.order:
            raise OutOfStep(update.seq)
        self.held = (update.key, update.seq, t)
        return t

    @staticmethod
    def _change(t: Tournament, update: Update) -> None:
        """Apply the update's settings and players to the copy `t`."""
        if update.settings is not None:
            for name, value in update.settings.items():
                setattr(t, name, value)
        by_start = {p.start_no: p for p in t.players}
        by_start.update((p.start_no, p) for p in update.players)
        try:  # the document's order, every player the copy's or the update's object
            t.players = [by_start[s] for s in update.order]
        except KeyError:
            raise OutOfStep(update.seq) from None

    def remote(self, update: Update) -> Answer:
        """Apply `update` to the copy, then the picklable part of `recompute`; the standings
        as a patch of the ones the window holds, when the worker sent those."""
        t = self.apply(update)
        ranked = self.live.rank(t, details=False)
        findings = tuple(self.live.check(t, ranked.standings))
        last, self.sent = self.sent, (update.key, update.seq, ranked.standings)
        if last is not None and update.received == last[1] and update.key == last[0]:
            return _patch(last[2], ranked.standings, last[1]), findings, ranked.error
        return ranked.standings, findings, ranked.error

    def held_copy(self, key: int) -> Tournament | None:
        """The copy held for mirror `key`, if any (for tests: compare with the document)."""
        return self.held[2] if self.held is not None and self.held[0] == key else None

    def release(self, key: int) -> None:
        """Drop the copy of mirror `key` (its window shows another tournament)."""
        if self.staged is not None and self.staged[0] == key:
            self.staged = None
        if self.held is not None and self.held[0] == key:
            self.held = None
            self.live.forget()
        if self.sent is not None and self.sent[0] == key:
            self.sent = None


CALLS = ("preload", "remote", "held_copy", "release")  # the WorkerState methods a Worker may call


def serve(conn: Connection) -> None:
    """(worker process) Answer calls of `WorkerState` methods until the window hangs up. The
    state is this function's own: the process serves one window."""
    state = WorkerState()
    while True:
        try:
            name, args = conn.recv()
        except (EOFError, OSError):
            return
        try:
            if name not in CALLS:
                raise ValueError(f"unknown call {name!r}")
            reply: tuple[bool, Any] = (True, getattr(state, name)(*args))
        except Exception as exc:
            reply = (False, exc)
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


class WorkerLost(Exception):
    """The worker process died or could not be started; a thread serves from now on."""


class Worker:
    """(window side) A long-lived worker for one window: a process ("spawn": a fresh
    interpreter that imports only the core, never a fork of the Qt process) started on first
    use and kept, which keeps the copy between jobs and is sent each edit (`Mirror`). Each call
    is a `Job` of this object's `app.jobs.Queue`: answered in order, one at a time, since each
    one starts from the state the one before left. Where no process can be started (or the
    process died) a `WorkerState` in the queue's thread serves instead."""

    def __init__(self, processes: bool = True) -> None:
        self._queue = Queue("standings")
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._local: WorkerState | None = None if processes else WorkerState()

    @property
    def kind(self) -> str:
        """Where jobs run now: "process", "thread" (no process could be started, or it died)
        or "unused" (nothing asked yet). The frozen build's smoke test reports it."""
        if self._local is not None:
            return "thread"
        return "process" if self._process is not None else "unused"

    def call(
        self, name: str, *args: Any, then: Callable[[ThreadJob[Any]], None] | None = None
    ) -> Job[Any]:
        """`WorkerState.<name>(*args)` in the worker, a job whose result is the answer (or its
        exception); `then(job)` is called in the queue's thread once it is done."""
        return self._queue.submit(lambda _progress: self._round_trip(name, args), then)

    def _round_trip(self, name: str, args: tuple[Any, ...]) -> Any:
        if self._local is not None:
            return getattr(self._local, name)(*args)
        try:
            conn = self._connection()
            conn.send((name, args))
            ok, value = conn.recv()
        except Exception as exc:  # no process here, or it died: a thread from now on
            self._stop_process()
            self._local = WorkerState()
            raise WorkerLost(str(exc)) from exc
        if not ok:
            raise value
        return value

    def _connection(self) -> Connection:
        if self._conn is None:
            context = multiprocessing.get_context("spawn")
            mine, theirs = context.Pipe()
            process = context.Process(target=serve, args=(theirs,), daemon=True)
            process.start()
            theirs.close()
            self._process, self._conn = process, mine
        return self._conn

    def _stop_process(self) -> None:
        conn, process = self._conn, self._process
        self._conn = self._process = None
        if conn is not None:
            conn.close()  # (the process ends when it reads the end of the pipe)
        if process is not None and process.is_alive():
            process.join(timeout=1)
            if process.is_alive():
                process.terminate()

    def close(self) -> None:
        """End the worker (the window closes)."""
        self._queue.submit(lambda _progress: self._stop_process())
        self._queue.close()

    def submit(
        self, generation: int, t: Tournament, mirror: Mirror, done: Callable[[Computed], None]
    ) -> None:
        """Compute `t` (a snapshot that stays as it is) off the event loop, in the worker that
        keeps `mirror`'s copy; `done(result)` is called from this object's thread (the window
        turns it into a queued signal). A worker that is out of step gets the whole tournament;
        a lost worker process is replaced by a thread, and the result is computed anyway."""

        def send(update: Update) -> None:
            self.call("remote", update, then=lambda job: finished(job, update))

        def finished(job: Job[Answer], update: Update) -> None:
            try:
                answer, findings, error = job.result()
            except OutOfStep:
                mirror.forget()
                if update.whole is None:  # (a whole copy always applies: never a loop)
                    send(mirror.update(t))
                    return
                done(recompute(generation, t, LiveStandings()))
                return
            except Exception:  # the process died or could not take the job: never lose a result
                mirror.forget()
                done(recompute(generation, t, LiveStandings()))
                return
            try:
                standings = mirror.receive(update.seq, answer)
            except ValueError:  # (never expected) a patch of other standings: ask them whole
                send(mirror.update(t))
                return
            done(Computed(generation, t, standings, None, findings, error))

        send(mirror.update(t))

    def preload(self, mirror: Mirror, data: bytes, source: str) -> None:
        """Let the worker read the file `mirror`'s tournament is being read from (see the
        module docstring); the window calls `mirror.start_from_file` once it has read it.
        Nothing is lost if this fails: the first update then finds nothing staged and the
        whole tournament is sent."""
        self.call("preload", mirror.key, data, source)

    def held_copy(self, mirror: Mirror, timeout: float = 60.0) -> Tournament | None:
        """The worker's copy for `mirror` (a copy of it, from a process), or None (tests)."""
        result: Tournament | None = self.call("held_copy", mirror.key).result(timeout)
        return result

    def release(self, mirror: Mirror) -> None:
        """Let the worker drop `mirror`'s copy (memory) if it holds one."""
        if mirror.holds:
            mirror.forget()
            self.call("release", mirror.key)
