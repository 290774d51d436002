"""The editor of a crosstable cell: a line edit that refuses invalid input in place.

While the text is not a valid entry for the cell (`CrosstableModel.check_input`), Enter and Tab
do not commit it: the editor stays open, turns red and says why (tooltip at the editor and
`refused`, which the window shows in its status bar). Leaving the editor with invalid text
discards it; the tournament is never touched by invalid input.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
    QWidget,
)

from arbiter_app.gui.crosstable_model import FIXED, START_NO_ROLE, CrosstableModel

Index = QModelIndex | QPersistentModelIndex
INVALID_STYLE = "QLineEdit { background: #ffd6cc; }"


class CellValidator(QValidator):
    """Acceptable when the cell takes the text; Intermediate otherwise (typing may go on)."""

    def __init__(
        self, model: CrosstableModel, start_no: int, round_no: int, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._start_no = start_no
        self._round_no = round_no

    def message(self, text: str) -> str | None:
        return self._model.check_input(self._start_no, self._round_no, text)

    def validate(self, text: str, pos: int) -> object:
        if self.message(text) is None:
            return QValidator.State.Acceptable
        return QValidator.State.Intermediate


class CellDelegate(QStyledItemDelegate):
    refused = Signal(str)  # translated message: why Enter did not commit

    def __init__(self, model: CrosstableModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        if index.column() < FIXED:
            return super().createEditor(parent, option, index)
        editor = QLineEdit(parent)
        editor.setObjectName("cellEditor")
        editor.setFrame(False)
        start_no = int(index.data(START_NO_ROLE))
        round_no = index.column() - FIXED + 1
        editor.setValidator(CellValidator(self._model, start_no, round_no, editor))
        editor.textEdited.connect(lambda _text, e=editor: _mark(e, valid=None))
        return editor

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QLineEdit):
            # A key that opened the editor replaces the text (Qt types it in after this call).
            editor.setText(str(index.data(Qt.ItemDataRole.EditRole) or ""))
            editor.selectAll()
            return
        super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QLineEdit):
            model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)
            return
        super().setModelData(editor, model, index)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (
            isinstance(obj, QLineEdit)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key()
            in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            validator = obj.validator()
            if isinstance(validator, CellValidator):
                message = validator.message(obj.text())
                if message is not None:
                    _mark(obj, valid=False)
                    obj.setToolTip(message)
                    QToolTip.showText(obj.mapToGlobal(obj.rect().bottomLeft()), message, obj)
                    self.refused.emit(message)
                    return True  # stay in the editor: refused in place
            if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                # Like Enter: commit and go on to the next board (not to the next round).
                self.commitData.emit(obj)
                self.closeEditor.emit(obj, QAbstractItemDelegate.EndEditHint.NoHint)
                return True
        return super().eventFilter(obj, event)


def _mark(editor: QLineEdit, valid: bool | None) -> None:
    editor.setStyleSheet(INVALID_STYLE if valid is False else "")
    if valid is None:
        editor.setToolTip("")
