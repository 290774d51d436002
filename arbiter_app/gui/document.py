"""One open tournament: the model, where it is saved, and its undo stack.

Every change goes through `Document.push(edit)`: the core `Edit` is applied once, wrapped in an
`EditCommand` and put on the document's `QUndoStack`; undo and redo call the edit's `revert()` /
`apply()`. Each of the three emits `changed(Changes)` — the single path the main window's
`on_changed` listens to. Nothing else mutates the tournament.

The document also owns what is kept about its tournament between computations: its live
standings (`core.live.LiveStandings`: the last computation, which the next one after an edit
starts from) and, for big events, what the worker process holds of it (`Mirror`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from arbiter_app.core.edits import Changes, Edit, EditError
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Tournament
from arbiter_app.gui.recompute import Mirror


class EditCommand(QUndoCommand):
    """A core edit on the undo stack. Created after the edit was applied (see `Document.push`),
    so the first `redo()` QUndoStack.push makes only reports the change."""

    def __init__(self, document: Document, edit: Edit, text: str, changes: Changes) -> None:
        super().__init__(text)
        self.document = document
        self.edit = edit
        self._pending: Changes | None = changes

    def redo(self) -> None:
        if self._pending is not None:
            changes, self._pending = self._pending, None
        else:
            changes = self.edit.apply(self.document.tournament)
        self.document.changed.emit(changes)

    def undo(self) -> None:
        self.document.changed.emit(self.edit.revert(self.document.tournament))


class NotTaken(EditError):
    """A step that a gate refused or the arbiter cancelled (the dialog said why)."""


class Document(QObject):
    changed = Signal(object)  # Changes

    def __init__(
        self,
        tournament: Tournament,
        path: Path | None = None,
        source: Path | None = None,
        parent: QObject | None = None,
        mirror: Mirror | None = None,
    ) -> None:
        super().__init__(parent)
        self.tournament = tournament
        self.path = path  # the native project file Save writes to (None: ask)
        self.source = source or path  # the file it was read from (title, Save As suggestion)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undoStack")
        self.live = LiveStandings()
        # What the worker holds of this tournament (given: the worker was handed its file).
        self.mirror = mirror or Mirror()
        # The gates every edit passes before it is applied (FIDE mode's warning levels,
        # `app.steps.checked`): set by the window, which asks with its dialogs. It returns the
        # edit to apply (with its journal lines) or None when refused or cancelled.
        self.gate: Callable[[Tournament, Edit], Edit | None] | None = None

    @property
    def display_name(self) -> str:
        if self.source is not None:
            return self.source.name
        return self.tournament.name or ""

    def push(self, edit: Edit, text: str) -> Changes:
        """Apply `edit` and record it for undo. If the edit refuses (raises), nothing is
        recorded and the exception propagates to the caller, which reports it. A step its
        gates stop (`gate`) raises `NotTaken`."""
        if self.gate is not None:
            gated = self.gate(self.tournament, edit)
            if gated is None:
                raise NotTaken("the step was not taken")
            edit = gated
        changes = edit.apply(self.tournament)
        self.undo_stack.push(EditCommand(self, edit, text, changes))
        return changes
