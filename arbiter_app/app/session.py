"""One open tournament as every face holds it: a `Session`.

A session owns the tournament, where it was read from and is saved to, its live standings
(`core.live.LiveStandings`: the last computation, which the next one after an edit starts
from), its history (every edit, for undo and redo) and the findings policy (`asks(step)`: what
a step does with records that contradict each other, `core.policy`, one table for every
face). The window's `gui/document.py` is its Qt adapter (the history is the window's
`QUndoStack`, each change a signal); a command of the command line holds a plain one.

Every change is `push(edit)`: the core `Edit` is applied once and recorded; `undo()` and
`redo()` call the edit's `revert()` / `apply()`. Nothing else mutates the tournament.

`push` is also the one door of FIDE mode's gates (`app.steps.checked`) for both faces: with a
`Confirmer` (the session's own, `confirmer`: the window's dialogs; or one given with the step:
a command's `--confirm`) the edit passes its gates first and what is applied is the step they
let through, with its journal lines; a step a gate refused or the arbiter declined raises
`NotTaken` and changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from arbiter_app.app.clock import now
from arbiter_app.app.gates import Confirmer
from arbiter_app.app.steps import checked
from arbiter_app.core import policy
from arbiter_app.core.edits import Changes, Edit, EditError
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Tournament
from arbiter_app.core.validate import validate
from arbiter_app.core.vocabulary.levels import Ask

__all__ = ["EditHistory", "History", "NotTaken", "Session"]


class NotTaken(EditError):
    """A step that a gate refused or the arbiter declined (the confirmer said why)."""


class History(Protocol):
    def record(self, edit: Edit, text: str, changes: Changes) -> None:
        """Keep `edit` (applied already, with `changes`) as the next step to undo."""

    def undo(self, t: Tournament) -> Changes | None:
        """Revert the last step; its changes (None: reported elsewhere, or nothing to undo)."""

    def redo(self, t: Tournament) -> Changes | None:
        """Apply the last undone step again, as `undo`."""


class EditHistory:
    """A plain history: two lists of (edit, text)."""

    def __init__(self) -> None:
        self.done: list[tuple[Edit, str]] = []
        self.undone: list[tuple[Edit, str]] = []

    def record(self, edit: Edit, text: str, changes: Changes) -> None:
        self.done.append((edit, text))
        self.undone.clear()

    def undo(self, t: Tournament) -> Changes | None:
        if not self.done:
            return None
        edit, text = self.done.pop()
        self.undone.append((edit, text))
        return edit.revert(t)

    def redo(self, t: Tournament) -> Changes | None:
        if not self.undone:
            return None
        edit, text = self.undone.pop()
        self.done.append((edit, text))
        return edit.apply(t)


class Session:
    def __init__(
        self,
        tournament: Tournament,
        path: Path | None = None,
        source: Path | None = None,
        history: History | None = None,
        confirmer: Confirmer | None = None,
    ) -> None:
        self.tournament = tournament
        # Who answers the gates of every step pushed (None: steps are pushed as they are).
        self.confirmer = confirmer
        self.path = path  # the native project file Save writes to (None: ask)
        self.source = source or path  # the file it was read from (title, Save As suggestion)
        self.history: History = history or EditHistory()
        self.live = LiveStandings()

    @property
    def display_name(self) -> str:
        if self.source is not None:
            return self.source.name
        return self.tournament.name or ""

    def push(
        self, edit: Edit, text: str = "", confirmer: Confirmer | None = None, why: str = ""
    ) -> Changes:
        """Apply `edit` through its gates (`confirmer`, else the session's; `why` goes into its
        journal lines) and record it for undo. If the edit refuses (raises), nothing is
        recorded and the exception propagates to the caller, which reports it; `NotTaken`
        when a gate stopped it."""
        confirmer = confirmer or self.confirmer
        if confirmer is not None:
            step = checked(self.tournament, edit, confirmer, now(), why)
            if step is None:
                raise NotTaken("the step was not taken")
            edit = step
        changes = edit.apply(self.tournament)
        self.history.record(edit, text, changes)
        return changes

    def asks(self, step: str) -> list[Ask]:
        """What `step` (a row of the findings policy, `core.policy.POLICY`) asks before it
        goes on with this tournament's records: the gate `RECORDS_CONTRADICT` while some
        contradict each other."""
        t = self.tournament
        return policy.asks(step, validate(t), t.fide_mode.on)

    def undo(self) -> Changes | None:
        return self.history.undo(self.tournament)

    def redo(self) -> Changes | None:
        return self.history.redo(self.tournament)
