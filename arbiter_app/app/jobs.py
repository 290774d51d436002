"""Background work in one shape for every face: a `Job` (progress, cancel, result, error).

A use case that takes long (an engine pairing a round, a list being read, an export) starts a
`Job` and hands it to its face, which waits the way the face waits: the command line blocks in
`result()`, the window runs its event loop and polls (`gui/waiting.py`, `wait_job`, with a
progress dialog whose Cancel calls `cancel()`). Three kinds:

- `Finished`: the work was instant (a Berger table) or done already;
- `ProcessJob`: a function in a child process (spawned: nothing of the caller's state is
  shared; only the arguments and the answer cross), so that `cancel()` stops it at once even
  inside a C extension or an engine's search;
- `ThreadJob`: a function in a thread of this process, given a `Progress` to report to and to
  ask whether it was cancelled (work that must share the caller's objects: reading a list
  into the open catalogue).

Work that must be done in order, one piece after the other, goes to a `Queue`: one thread of
its own runs its `ThreadJob`s in the order they were given (the window's standings worker,
whose calls follow each other's state; the autosave's writes and removals, so that a late
write never brings back a copy that was removed). Its jobs are waited for like any other.

`result()` raises the work's error as the exception the use case names (`error_type`), never
an engine's own class, so faces catch one exception per use case.
"""

from __future__ import annotations

import multiprocessing as mp
import queue
import threading
import traceback
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

__all__ = ["Finished", "Job", "ProcessJob", "Progress", "Queue", "ThreadJob"]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Job(Protocol[T_co]):
    def done(self) -> bool:
        """Whether the answer (or the error) is there."""

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds`; whether the job is done."""

    def result(self, timeout: float | None = None) -> T_co:
        """The answer (waits up to `timeout` seconds, None: as long as it takes); the work's
        error as the job's `error_type`; TimeoutError while it still works."""

    def cancel(self) -> None:
        """Stop the work; `result()` then raises the error `cancelled`."""

    def progress(self) -> tuple[int, int] | None:
        """(done, total) as the work last reported it; None when it reports none."""


class Finished(Generic[T]):
    """A job whose answer is there from the start."""

    def __init__(self, value: T) -> None:
        self._value = value

    def done(self) -> bool:
        return True

    def wait(self, seconds: float) -> bool:
        return True

    def result(self, timeout: float | None = None) -> T:
        return self._value

    def cancel(self) -> None:
        return None

    def progress(self) -> tuple[int, int] | None:
        return None


def _child(
    target: Callable[..., Any],
    args: tuple[Any, ...],
    expected: type[Exception],
    name: str,
    out: Any,
) -> None:
    try:
        out.send(("ok", target(*args)))
    except expected as exc:  # the work's own refusal, in its words
        out.send(("error", str(exc)))
    except Exception as exc:  # a defect: reported with its kind, never a hang
        out.send(("error", f"{name} failed: {type(exc).__name__}: {exc}"))


class ProcessJob(Generic[T]):
    """`target(*args)` in a spawned child process. `target` is a module-level function (it is
    imported again in the child); its exceptions come back as `error_type(message)`, a defect's
    message naming `name` (e.g. the engine)."""

    def __init__(
        self,
        target: Callable[..., T],
        args: tuple[Any, ...],
        error_type: type[Exception] = RuntimeError,
        name: str = "the work",
    ) -> None:
        self._error_type = error_type
        self._name = name
        self._value: T | None = None
        self._got = False
        self._error: str | None = None
        context = mp.get_context("spawn")
        self._conn, child = context.Pipe(duplex=False)
        self._process = context.Process(
            target=_child, args=(target, args, error_type, name, child), daemon=True
        )
        self._process.start()
        child.close()

    def done(self) -> bool:
        return self.wait(0)

    def wait(self, seconds: float) -> bool:
        if self._got or self._error is not None:
            return True
        return bool(self._conn.poll(seconds)) or not self._process.is_alive()

    def result(self, timeout: float | None = None) -> T:
        if self._got:
            return self._value  # type: ignore[return-value]
        if self._error is not None:
            raise self._error_type(self._error)
        if not self._conn.poll(timeout):
            if self._process.is_alive():
                raise TimeoutError("the work is still going on")
            self._error = "the work stopped without an answer"
            raise self._error_type(self._error)
        try:
            status, value = self._conn.recv()
        except EOFError:  # the child died before it answered (killed, out of memory, exit)
            self._process.join()
            self._error = f"{self._name} stopped without an answer"
            raise self._error_type(self._error) from None
        self._process.join()
        if status != "ok":
            self._error = str(value)
            raise self._error_type(self._error)
        self._value, self._got = value, True
        return value  # type: ignore[no-any-return]

    def cancel(self) -> None:
        if self._process.is_alive():
            self._process.terminate()
            self._process.join()
        if not self._got:
            self._error = self._error or "cancelled"

    def progress(self) -> tuple[int, int] | None:
        return None


class Progress:
    """What a `ThreadJob`'s work reports to (how far) and asks (whether to stop)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._seen: tuple[int, int] | None = None

    def report(self, done: int, total: int) -> None:
        with self._lock:
            self._seen = (done, total)

    def cancelled(self) -> bool:
        return self._stop.is_set()

    def seen(self) -> tuple[int, int] | None:
        with self._lock:
            return self._seen


class ThreadJob(Generic[T]):
    """`work(progress)` in a daemon thread. The work stops itself when `progress.cancelled()`
    says so (a thread cannot be killed); its exceptions come back as raised. `then(job)` is
    called in that thread once the job is done (a face posts it to its own thread: the
    window by a queued signal)."""

    def __init__(
        self,
        work: Callable[[Progress], T],
        name: str = "job",
        then: Callable[[ThreadJob[T]], None] | None = None,
        start: bool = True,
    ) -> None:
        self._work = work
        self._then = then
        self._progress = Progress()
        self._finished = threading.Event()
        self._value: T | None = None
        self._error: BaseException | None = None
        if start:  # (else a `Queue` runs it in its thread)
            threading.Thread(target=self.run, name=name, daemon=True).start()

    def run(self) -> None:
        """Do the work in the calling thread (the job's own, or its queue's)."""
        try:
            self._value = self._work(self._progress)
        except Exception as exc:  # handed to whoever asks for the result
            self._error = exc
        finally:
            self._finished.set()
        if self._then is not None:
            self._then(self)

    def error(self) -> str | None:
        """The work's error in words (an OSError by its reason), None when it succeeded."""
        exc = self._error
        if exc is None:
            return None
        if isinstance(exc, OSError):
            return str(exc.strerror or exc)
        return f"{type(exc).__name__}: {exc}"

    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self, seconds: float) -> bool:
        return self._finished.wait(seconds)

    def result(self, timeout: float | None = None) -> T:
        if not self._finished.wait(timeout):
            raise TimeoutError("the work is still going on")
        if self._error is not None:
            raise self._error
        return self._value  # type: ignore[return-value]

    def cancel(self) -> None:
        self._progress._stop.set()

    def cancelled(self) -> bool:
        return self._progress.cancelled()

    def progress(self) -> tuple[int, int] | None:
        return self._progress.seen()


class Queue:
    """Jobs run one after the other, in the order submitted, by one thread of this queue
    (started with the first job). `close()` lets the jobs submitted before it finish; `wait`
    waits for them."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._jobs: queue.SimpleQueue[ThreadJob[Any] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._closed = False

    def submit(
        self, work: Callable[[Progress], T], then: Callable[[ThreadJob[T]], None] | None = None
    ) -> ThreadJob[T]:
        """`work(progress)` as the queue's next job; `then(job)` is called in the queue's
        thread once it is done. RuntimeError once the queue is closed."""
        job: ThreadJob[T] = ThreadJob(work, self._name, then, start=False)
        with self._lock:
            if self._closed:
                raise RuntimeError(f"the {self._name} queue is closed")
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name=self._name, daemon=True)
                self._thread.start()
            self._jobs.put(job)
        return job

    def _serve(self) -> None:
        while (job := self._jobs.get()) is not None:
            try:
                job.run()
            except Exception:  # its `then` failed: said on stderr, and the next jobs still run
                traceback.print_exc()

    def close(self, wait: bool = False) -> None:
        """Take no more jobs; the ones submitted run to their end (`wait`: this call waits)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            thread = self._thread
            self._jobs.put(None)
        if wait and thread is not None and thread is not threading.current_thread():
            thread.join()
