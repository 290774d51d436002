"""Leaving FIDE mode: the one step that cannot be undone (C.02, 2026 checklist: FIDE mode).

`leave` asks twice (Gate.LEAVE_FIDE_MODE, level 4), then returns the edit that records it: the
event's `FideMode` off with the last round paired, the reason and the time, and the journal
line. The faces apply it outside their undo history (the window clears its undo stack: an undo
of an older step would put back the journal as it was before, and with it the event inside FIDE
mode; redo after it would replay steps made under the other mode). An event outside FIDE mode
cannot return (`rejoin_refusal`).
"""

from __future__ import annotations

from arbiter_app.app.gates import Confirmer, passes
from arbiter_app.core.edits import AddJournal, Batch, ChangeSettings, Edit
from arbiter_app.core.fide_mode import leave_asks
from arbiter_app.core.model import FideMode, JournalEntry, Tournament
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.vocabulary.levels import Gate

__all__ = ["REJOIN_REFUSAL", "leave", "state_line"]

REJOIN_REFUSAL = "an event that has left FIDE mode cannot return to it"


def leave(t: Tournament, reason: str, confirmer: Confirmer, time: str) -> Edit | None:
    """The edit that takes `t` out of FIDE mode, once confirmed twice; None when the arbiter
    declined. `reason` is required (the journal and the TRF's line carry it)."""
    if not t.fide_mode.on:
        raise ValueError("the event is already outside FIDE mode")
    if not reason.strip():
        raise ValueError("leaving FIDE mode needs a reason")
    if not passes(leave_asks(t), confirmer):
        return None
    r = paired_rounds(t)
    mode = FideMode(on=False, left_round=r, reason=reason.strip(), time=time)
    entry = JournalEntry(time, r, Gate.LEAVE_FIDE_MODE.value, reason.strip())
    return Batch([ChangeSettings(fide_mode=mode), AddJournal(entry)], label="leave-fide-mode")


def state_line(t: Tournament) -> str:
    """The event's FIDE mode in one English line (the command line's `fide-mode FILE`)."""
    mode = t.fide_mode
    if mode.on:
        return "In FIDE mode."
    return f"Outside FIDE mode since round {mode.left_round or 0}: {mode.reason}"
