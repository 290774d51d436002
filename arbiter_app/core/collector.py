"""The cyclic garbage collector paused while a big event is built, checked or ranked.

Reading a file, checking it and formatting a list allocate an object or more per record and
make no reference cycles; with a big event in memory each automatic pass of the cyclic
collector (started by those allocations) walks all of it again: reading 10,000 players took
twice as long with it running. Reference counting still frees everything that is dropped.
The collector is left alone if the program had paused it, and runs again afterwards.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    enabled = gc.isenabled()
    if enabled:
        gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
