"""Waiting until background work has reached the GUI (tests, report printing), and the
window's way of waiting for an `app.jobs.Job` (a progress dialog that can cancel).

Waits in a nested event loop woken by the signal that announces progress (or by a timer for a
job, which has no signal), rather than by polling `processEvents()`: a busy loop of those is
unsafe under PySide6 while a worker thread computes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEventLoop, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QProgressDialog, QWidget

from arbiter_app.app.jobs import Job


def wait_for(signal: SignalInstance, done: Callable[[], bool], timeout_ms: int) -> bool:
    """Run the event loop until `done()` holds, checking each time `signal` is emitted, for at
    most `timeout_ms`; whether `done()` holds at the end."""
    if done():
        return True
    loop = QEventLoop()
    timer = QTimer(singleShot=True, interval=timeout_ms)
    timer.timeout.connect(loop.quit)
    signal.connect(loop.quit)
    timer.start()
    try:
        while not done() and timer.isActive():
            loop.exec()
    finally:
        signal.disconnect(loop.quit)
        timer.stop()
    return done()


def wait_job(job: Job[Any], parent: QWidget, label: str, cancel: str, name: str) -> bool:
    """Run the event loop until `job` is done, showing a window-modal progress dialog (object
    name `name`, after 300 ms) whose Cancel cancels the job; False when it was cancelled.
    The caller then takes `job.result()` (which raises the job's error)."""
    if job.done():
        return True
    dialog = QProgressDialog(label, cancel, 0, 0, parent)
    dialog.setObjectName(name)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(300)
    loop = QEventLoop()
    cancelled = False

    def look() -> None:
        nonlocal cancelled
        if job.done():
            loop.quit()
        elif dialog.wasCanceled():
            job.cancel()
            cancelled = True
            loop.quit()
        else:
            seen = job.progress()
            if seen is not None:
                dialog.setRange(0, seen[1])
                dialog.setValue(seen[0])

    timer = QTimer(interval=20)
    timer.timeout.connect(look)
    timer.start()
    try:
        look()
        if not (cancelled or job.done()):
            loop.exec()
    finally:
        timer.stop()
        dialog.close()
    return not cancelled
