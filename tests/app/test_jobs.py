"""The one shape of background work (`app.jobs`): progress, cancel, result, error."""

from __future__ import annotations

import threading

import pytest

from arbiter_app.app.jobs import Finished, Progress, ThreadJob


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
