"""The one shape of background work (`app.jobs`): progress, cancel, result, error."""

from __future__ import annotations

import os
import threading

import pytest

from arbiter_app.app.jobs import Finished, ProcessJob, Progress, ThreadJob


def test_a_thread_job_reports_progress_stops_when_cancelled_and_says_its_error() -> None:
    go = threading.Event()

    def work(progress: Progress) -> int:
        progress.report(1, 4)
        go.wait(10)
        if progress.cancelled():
            raise RuntimeError("cancelled")
        return 4

    job = ThreadJob(work)
    assert not job.wait(0.05) and job.progress() == (1, 4)
    with pytest.raises(TimeoutError):
        job.result(timeout=0)
    job.cancel()
    go.set()
    assert job.wait(10)
    with pytest.raises(RuntimeError, match="cancelled"):
        job.result()
    assert job.error() == "RuntimeError: cancelled"

    told = threading.Event()  # `then` runs in the job's thread once it is done
    seen: list[int] = []
    done = ThreadJob(lambda progress: 7, then=lambda j: seen.append(j.result()) or told.set())
    assert done.result(timeout=10) == 7 and done.error() is None
    assert told.wait(10) and seen == [7]
    assert Finished(3).done() and Finished(3).result() == 3


def test_a_process_job_whose_child_dies_says_so() -> None:
    """A child that ends without answering (here `os._exit`, as a kill or a crash would) is
    the job's error in its words, not an EOFError out of the pipe."""
    job: ProcessJob[None] = ProcessJob(os._exit, (3,), ValueError, "gacrux")
    assert job.wait(30)
    with pytest.raises(ValueError, match="gacrux stopped without an answer"):
        job.result(timeout=30)
    with pytest.raises(ValueError, match="gacrux stopped"):  # asked again: the same answer
        job.result()


def test_a_queue_runs_its_jobs_one_after_the_other_in_order() -> None:
    """The standings worker's calls and the autosave's writes: each job starts after the one
    before has ended, in the order given; a failing job or `then` stops nothing after it."""
    from arbiter_app.app.jobs import Queue

    q = Queue("test")
    gate = threading.Event()
    order: list[str] = []

    def first(progress: Progress) -> str:
        gate.wait(10)  # the second job is submitted while this one runs
        order.append("first")
        return "a"

    def broken(progress: Progress) -> str:
        raise ValueError("bad input")

    a = q.submit(first)
    b = q.submit(broken)
    c = q.submit(
        lambda progress: order.append("third") or "c", then=lambda job: order.append("then")
    )
    assert not c.wait(0.05) and order == []
    gate.set()
    assert c.result(timeout=10) == "c" and a.result(timeout=0) == "a"
    with pytest.raises(ValueError, match="bad input"):
        b.result(timeout=0)
    q.close(wait=True)
    assert order == ["first", "third", "then"]
    with pytest.raises(RuntimeError, match="closed"):
        q.submit(first)
