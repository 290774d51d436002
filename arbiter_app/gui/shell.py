"""What the main window's parts (`grid`, `file_actions`, `tournament_actions`) use of the window
that holds them. `MainWindow` is one; the parts import this, never the window, so the window
and its parts import one way only."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Player
from arbiter_app.core.standings import Standings
from arbiter_app.gui.document import Document
from arbiter_app.gui.recompute import Mirror
from arbiter_app.gui.recovery import Autosaver


class Shell(Protocol):
    document: Document
    autosaver: Autosaver
    menu_recent: QMenu
    action_clear: QAction
    action_withdraw: QAction
    action_reinstate: QAction
    action_edit_player: QAction
    action_remove_player: QAction
    action_square: QAction

    def push(self, edit: Edit, text: str) -> bool:
        """Apply a core edit as one undo step (False, reported, if it is refused)."""

    def show_message(self, text: str) -> None:
        """One line in the status bar."""

    def show_error(self, title: str, text: str) -> None: ...

    def ask_save_changes(self) -> QMessageBox.StandardButton: ...

    def is_modified(self) -> bool: ...

    def set_document(self, document: Document) -> None:
        """Show `document` (the old one is dropped)."""

    def clean_changed(self, clean: bool) -> None: ...

    def select_cell(self, start_no: int, round_no: int | None) -> None: ...

    def current_standings(self) -> Standings:
        """The standings of the tournament as it is now."""

    def current_player(self) -> Player | None:
        """The player of the grid's current row."""

    def preload(self, data: bytes, source: str) -> Mirror | None:
        """Hand the bytes of a file being opened to the worker if the event looks big enough
        to be ranked there; the mirror of the copy it reads (None: not handed over)."""
