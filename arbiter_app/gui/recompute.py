"""Standings and findings of one snapshot of the tournament, for the main window.

Small events are computed in the event loop. Big ones go to a worker *process*: a worker
thread would not do, because while pure-Python ranking code runs in a thread, every call Qt
makes into the table models (hundreds per repaint) has to wait for the interpreter lock, and the
window stops painting for as long as the ranking takes. The process gets a pickled snapshot and
sends back the standings and findings (the explanation details stay behind; tooltips of a big
event are explained on demand).

This module imports no Qt: it is what the worker process imports.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass

from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Details, Standings, compute, compute_with_details
from arbiter_app.core.validate import Finding, validate


@dataclass(frozen=True)
class Computed:
    """What one recomputation produced, from one snapshot of the tournament."""

    generation: int
    snapshot: Tournament
    standings: Standings
    details: Details | None  # None when computed in the worker process
    findings: tuple[Finding, ...]
    error: str | None  # e.g. a bad tie-break descriptor: standings by points only


def snapshot(t: Tournament) -> Tournament:
    """A copy that stays as it is while the user edits on (players are frozen values)."""
    return dataclasses.replace(
        t,
        players=list(t.players),
        tiebreaks=list(t.tiebreaks),
        info_columns=list(t.info_columns),
        deputy_arbiters=list(t.deputy_arbiters),
        extra=dict(t.extra),
    )


def rank(t: Tournament, details: bool = True) -> tuple[Standings, Details | None, str | None]:
    """Standings (with the details explanations need, if asked). Never raises for a bad
    tie-break list: the error is returned and points-only standings are given."""
    try:
        if details:
            standings, d = compute_with_details(t)
            return standings, d, None
        return compute(t), None, None
    except ValueError as exc:
        return compute(t, tiebreaks=[], info=[]), None, str(exc)


def recompute(generation: int, t: Tournament) -> Computed:
    """Everything the window shows after a change, computed here (the event loop)."""
    standings, details, error = rank(t)
    return Computed(generation, t, standings, details, tuple(validate(t)), error)


def _remote(t: Tournament) -> tuple[Standings, tuple[Finding, ...], str | None]:
    """(worker process) the picklable part of `recompute`."""
    standings, _details, error = rank(t, details=False)
    return standings, tuple(validate(t)), error


_pool: Executor | None = None
_pool_lock = threading.Lock()


def _executor() -> Executor:
    """One worker process for the whole program, started on first use ("spawn": a fresh
    interpreter that imports only the core, never a fork of the Qt process)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            try:
                _pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn")
                )
            except (OSError, ValueError, NotImplementedError):  # no processes here: threads
                _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="standings")
        return _pool


def _fall_back_to_threads() -> None:
    global _pool
    with _pool_lock:
        old, _pool = _pool, ThreadPoolExecutor(max_workers=1, thread_name_prefix="standings")
    if old is not None:
        old.shutdown(wait=False, cancel_futures=True)


def submit(generation: int, t: Tournament, done: Callable[[Computed], None]) -> None:
    """Compute `t` off the event loop; `done(result)` is called from a pool thread (the
    window turns it into a queued signal). A broken worker process is replaced by a thread,
    and the result is computed anyway."""

    def finished(future: Future[tuple[Standings, tuple[Finding, ...], str | None]]) -> None:
        try:
            standings, findings, error = future.result()
            result = Computed(generation, t, standings, None, findings, error)
        except Exception:  # the process died or could not take the job: never lose a result
            _fall_back_to_threads()
            result = recompute(generation, t)
        done(result)

    try:
        future = _executor().submit(_remote, t)
    except RuntimeError:  # the pool was shut down or broken
        _fall_back_to_threads()
        future = _executor().submit(_remote, t)
    future.add_done_callback(finished)
