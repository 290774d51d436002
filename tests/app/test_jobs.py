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
