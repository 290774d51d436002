"""One open tournament in the window: the Qt adapter of `app.session.Session`.

The session owns the tournament, where it is saved, its live standings and its history; the
document makes that history the window's `QUndoStack` and reports every change as a signal.
Every change goes through `Document.push(edit)`: the core `Edit` is applied once by the
session, wrapped in an `EditCommand` and put on the stack; undo and redo call the edit's
`revert()` / `apply()`. Each of the three emits `changed(Changes)` — the single path the main
window's `on_changed` listens to. Nothing else mutates the tournament.

For big events the document also keeps what the worker process holds of the tournament
(`Mirror`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from arbiter_app.app.session import Session
from arbiter_app.core.edits import Changes, Edit
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


class _StackHistory:
    """The session's history as the document's undo stack (`app.session.History`)."""

    def __init__(self, document: Document) -> None:
        self.document = document

    def record(self, edit: Edit, text: str, changes: Changes) -> None:
        self.document.undo_stack.push(EditCommand(self.document, edit, text, changes))

    def undo(self, t: Tournament) -> Changes | None:
        self.document.undo_stack.undo()  # (the change is the `changed` signal)
        return None

    def redo(self, t: Tournament) -> Changes | None:
        self.document.undo_stack.redo()
        return None


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
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undoStack")
        self.session = Session(tournament, path, source, _StackHistory(self))
        # What the worker holds of this tournament (given: the worker was handed its file).
        self.mirror = mirror or Mirror()

    @property
    def tournament(self) -> Tournament:
        return self.session.tournament

    @property
    def path(self) -> Path | None:
        """The native project file Save writes to (None: ask)."""
        return self.session.path

    @path.setter
    def path(self, value: Path | None) -> None:
        self.session.path = value

    @property
    def source(self) -> Path | None:
        """The file it was read from (title, Save As suggestion)."""
        return self.session.source

    @source.setter
    def source(self, value: Path | None) -> None:
        self.session.source = value

    @property
    def live(self) -> LiveStandings:
        return self.session.live

    @property
    def display_name(self) -> str:
        return self.session.display_name

    def push(self, edit: Edit, text: str) -> Changes:
        """Apply `edit` and record it for undo. If the edit refuses (raises), nothing is
        recorded and the exception propagates to the caller, which reports it. The session
        passes it through its gates first, asking with the window's dialogs (its `confirmer`,
        set by `gui.fide_mode`); a step they stop raises `app.session.NotTaken`."""
        return self.session.push(edit, text)
