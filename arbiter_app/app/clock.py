"""The journal's time, read by the application layer for every face (the core never reads a
clock: it is given the time with each journaled edit)."""

from __future__ import annotations

from datetime import datetime

__all__ = ["now"]


def now() -> str:
    """Local time to the second, ISO 8601 with its offset (the journal's time)."""
    return datetime.now().astimezone().isoformat(timespec="seconds")
