"""The round view's Other result… (`actionOtherResult`): a board's result typed in full, White
first, for the results the Laws know with unequal shares (½-0, 0-½, 0-0; Laws of Chess art.
12.9.7) and every other spelling of `core.vocabulary.results.board_sides_from`.

The result keys enter one side and mirror it; this enters each side as typed (`SetSides`).
The edit goes through the window's gates like any other (FIDE mode asks before ½-0, 0-½ and
0-0, and refuses 1-1: `core.results_rules`).

Correct for the rating report… (`actionRatingOnlyCorrection`): the selected board's result
corrected for the rating report only (C.04.2 4.3: a mistake found after the last two rounds;
`app.corrections.rating_only`), with the arbiter's reason: a journal line, one undo step; the
board keeps the result as played.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLineEdit, QTableView, QWidget

from arbiter_app.app.clock import now
from arbiter_app.app.corrections import rating_only
from arbiter_app.core.corrections import RatingCorrection
from arbiter_app.core.edits import Edit, SetResult, SetSides
from arbiter_app.core.vocabulary.results import board_sides_from
from arbiter_app.gui.gates import DialogConfirmer

translate = QCoreApplication.translate

__all__ = ["OtherResult", "board_edit"]


class _Board(Protocol):
    white: int
    black: int
    number: int


def board_edit(round_no: int, white: int, text: str) -> Edit | None:
    """The edit for a board result typed as `text` (White first); None when it is none."""
    sides = board_sides_from(text)
    if sides is None:
        return None
    w, b = sides
    if b is w.mirror:
        return SetResult(round_no, white, w)
    return SetSides(round_no, white, w, b)


class OtherResult(QObject):
    def __init__(self, view: QWidget, table: QTableView) -> None:
        super().__init__(view)
        self.view = view
        self.table = table
        self.action = QAction(view)
        self.action.setObjectName("actionOtherResult")
        self.action.triggered.connect(lambda _checked=False: self.ask())
        self.action_rating = QAction(view)
        self.action_rating.setObjectName("actionRatingOnlyCorrection")
        self.action_rating.triggered.connect(lambda _checked=False: self.rating_only())
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("RoundView", "Other result…"))
        self.action.setToolTip(
            translate(
                "RoundView",
                "Type the selected board's result, White first: also ½-0, 0-½ and 0-0",
            )
        )
        self.action_rating.setText(translate("RoundView", "Correct for the rating report…"))
        self.action_rating.setToolTip(
            translate(
                "RoundView",
                "Record the selected board's corrected result for the rating report only: the "
                "standings keep the result as played (C.04.2 4.3)",
            )
        )

    def _selected(self) -> _Board | None:
        """The board of the round view's current row (None: no row)."""
        boards: list[_Board] = self.view.model.boards  # type: ignore[attr-defined]
        row = self.table.currentIndex().row()
        return boards[row] if 0 <= row < len(boards) else None

    def ask(self, text: str | None = None) -> bool:
        """Ask for the selected board's result (or take `text`) and push it."""
        view, board = self.view, self._selected()
        if board is None:
            return False
        if text is None:
            text, ok = QInputDialog.getText(
                view,
                translate("RoundView", "Other result"),
                translate("RoundView", "Board {0}: the result, White first (e.g. ½-0)").format(
                    board.number
                ),
                QLineEdit.EchoMode.Normal,
            )
            if not ok:
                return False
        round_no: int = view.model.round_no  # type: ignore[attr-defined]
        edit = board_edit(round_no, board.white, text)
        if edit is None:
            view.window_.show_message(  # type: ignore[attr-defined]
                translate("RoundView", "Not a board result: {0}").format(text)
            )
            return False
        label = translate("RoundView", "Result on board {0}").format(board.number)
        return bool(view.window_.push(edit, label))  # type: ignore[attr-defined]

    def rating_only(self, text: str | None = None, reason: str | None = None) -> bool:
        """Record the selected board's corrected result for the rating report only."""
        view, board = self.view, self._selected()
        if board is None:
            return False
        title = translate("RoundView", "Correct for the rating report")
        if text is None:
            text, ok = QInputDialog.getText(
                view,
                title,
                translate("RoundView", "Board {0}: the result, White first (e.g. ½-0)").format(
                    board.number
                ),
            )
            if not ok:
                return False
        if reason is None:
            reason, ok = QInputDialog.getText(
                view, title, translate("RoundView", "Why is the result corrected?")
            )
            if not ok:
                return False
        sides = board_sides_from(text)
        round_no: int = view.model.round_no  # type: ignore[attr-defined]
        if sides is None:
            view.window_.show_message(  # type: ignore[attr-defined]
                translate("RoundView", "Not a board result: {0}").format(text)
            )
            return False
        correction = RatingCorrection(round_no, board.white, board.black, *sides)
        edit = rating_only(
            view.window_.document.tournament,  # type: ignore[attr-defined]
            correction,
            reason,
            DialogConfirmer(view),
            now(),
        )
        if edit is None:
            return False
        label = translate("RoundView", "Correction for the rating report, board {0}")
        return bool(view.window_.push(edit, label.format(board.number)))  # type: ignore[attr-defined]
