"""The PySide6 user interface. Importing any part of it first applies `guard_none_refcount`."""

from __future__ import annotations

import sys


def guard_none_refcount() -> None:
    """Second line of defence against a PySide6 bug (6.12.0 on CPython 3.11, which the
    dependency pins exclude): its void methods return None without taking a reference, so every
    call costs None one reference, and after some thousands of calls CPython aborts with
    "none_dealloc: deallocating None" — at the latest when the process exits. None is a static
    object that is never freed; giving it 2**40 extra references makes the count last for any
    session. From Python 3.12 None is immortal (PEP 683) and nothing is touched."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    refcount = ctypes.c_ssize_t.from_address(id(None))  # PyObject.ob_refcnt comes first
    if refcount.value < 1 << 40:
        refcount.value += 1 << 40


guard_none_refcount()
