"""Waiting until background work has reached the GUI (tests, report printing).

Waits in a nested event loop woken by the signal that announces progress, rather than by
polling `processEvents()`: a busy loop of those is unsafe under PySide6 while a worker thread
computes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer, SignalInstance


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
