"""The two lists of the tie-break dialog: the criteria available and the ranking list.

`AvailableModel` lists every criterion of the registry with its name, a short description and
the reasons it makes no sense in this event (marked, never hidden). `SelectedModel` is the
ordered ranking list (FIDE descriptors); it is reordered with the buttons or by drag and drop:

- a drag inside the ranking list moves rows (`moveRows`, which `QListView` calls for internal
  moves; `dropMimeData` with `MIME_ROWS` does the same for a drop made by other means);
- a drag from the available list adds its criterion (`MIME_CODES`, a copy);
- a drag from the ranking list onto the available list removes the entries
  (`RankingView.startDrag`).

`CriteriaView` gives the keyboard what the mouse has: Enter / Insert / Delete / Ctrl+Up /
Ctrl+Down emit `command` (Enter is consumed here so it never presses the dialog's OK button).
`CriterionDelegate` paints each entry as a name line and a grey description or reason line.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QDrag, QFont, QFontMetrics, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from arbiter_app.core.tiebreaks import DescriptorError, descriptor
from arbiter_app.core.vocabulary.reasons import Reason
from arbiter_app.gui import tiebreak_text as text

Index = QModelIndex | QPersistentModelIndex

MIME_CODES = "application/x-arbiter-app-tiebreak-codes"  # JSON list of descriptors
MIME_ROWS = "application/x-arbiter-app-tiebreak-rows"  # JSON {"model": id, "rows": [...]}

CODE_ROLE = Qt.ItemDataRole.UserRole + 1  # the descriptor / criterion code
REASONS_ROLE = Qt.ItemDataRole.UserRole + 2  # tuple of applicability reason codes
SECOND_LINE_ROLE = Qt.ItemDataRole.UserRole + 3  # the grey line under the name

UNSUITABLE = QColor(150, 150, 150)
REASON_COLOUR = QColor(170, 90, 0)
WARNING_SIGN = "⚠"


class AvailableModel(QAbstractListModel):
    """Every criterion the engine offers (criterion codes), with reasons per code."""

    def __init__(self, codes: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._codes = list(codes)
        self._reasons: dict[str, tuple[Reason, ...]] = {}

    @property
    def codes(self) -> list[str]:
        return list(self._codes)

    def code(self, row: int) -> str:
        return self._codes[row]

    def row_of(self, code: str) -> int:
        return self._codes.index(code)

    def reasons(self, code: str) -> tuple[Reason, ...]:
        return self._reasons.get(code, ())

    def set_reasons(self, reasons: dict[str, tuple[Reason, ...]]) -> None:
        if reasons != self._reasons:
            self._reasons = dict(reasons)
            if self._codes:
                self.dataChanged.emit(self.index(0), self.index(len(self._codes) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._codes)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._codes):
            return None
        code = self._codes[index.row()]
        reasons = self._reasons.get(code, ())
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{text.name(code)}  {code}"
        if role == SECOND_LINE_ROLE:
            if reasons:
                return f"{WARNING_SIGN} {text.reasons(reasons)}"
            return text.description(code)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            parts = [text.name(code), code, text.description(code)]
            return ". ".join(parts + ([text.reasons(reasons)] if reasons else []))
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(code, code, reasons)
        if role == CODE_ROLE:
            return code
        if role == REASONS_ROLE:
            return reasons
        if role == Qt.ItemDataRole.ForegroundRole and reasons:
            return QBrush(UNSUITABLE)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.isValid():
            return base | Qt.ItemFlag.ItemIsDragEnabled
        return Qt.ItemFlag.ItemIsDropEnabled  # a ranking entry dropped here is removed

    def mimeTypes(self) -> list[str]:
        return [MIME_CODES, MIME_ROWS]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        codes = [self._codes[i.row()] for i in sorted(indexes, key=lambda i: i.row())]
        data.setData(MIME_CODES, json.dumps(codes).encode())
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return data.hasFormat(MIME_ROWS)

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        # Accepting the move is all: the ranking list's view removes what it dragged away.
        return data.hasFormat(MIME_ROWS) and action == Qt.DropAction.MoveAction


class SelectedModel(QAbstractListModel):
    """The ordered ranking list. Every change emits `listChanged` once."""

    listChanged = Signal()

    def __init__(self, items: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[str] = list(items or [])
        self._reasons: list[tuple[Reason, ...]] = [() for _ in self._items]

    # -- the list ----------------------------------------------------------------------------
    @property
    def items(self) -> list[str]:
        return list(self._items)

    def set_items(self, items: list[str]) -> None:
        self.beginResetModel()
        self._items = list(items)
        self._reasons = [() for _ in self._items]
        self.endResetModel()
        self.listChanged.emit()

    def insert(self, row: int, codes: list[str]) -> None:
        row = max(0, min(row, len(self._items)))
        if not codes:
            return
        self.beginInsertRows(QModelIndex(), row, row + len(codes) - 1)
        self._items[row:row] = codes
        self._reasons[row:row] = [() for _ in codes]
        self.endInsertRows()
        self.listChanged.emit()

    def remove(self, rows: list[int]) -> None:
        for row in sorted(set(rows), reverse=True):
            if 0 <= row < len(self._items):
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._items[row]
                del self._reasons[row]
                self.endRemoveRows()
        self.listChanged.emit()

    def set_item(self, row: int, code: str) -> None:
        if self._items[row] != code:
            self._items[row] = code
            self.dataChanged.emit(self.index(row), self.index(row))
            self.listChanged.emit()

    def move(self, row: int, to: int) -> bool:
        """Move one entry so that it ends at position `to` (0-based)."""
        n = len(self._items)
        if not (0 <= row < n and 0 <= to < n) or row == to:
            return False
        return self.moveRows(QModelIndex(), row, 1, QModelIndex(), to + 1 if to > row else to)

    def set_reasons(self, reasons: list[tuple[Reason, ...]]) -> None:
        if len(reasons) == len(self._items) and reasons != self._reasons:
            self._reasons = list(reasons)
            if self._items:
                self.dataChanged.emit(self.index(0), self.index(len(self._items) - 1))

    def reasons(self, row: int) -> tuple[Reason, ...]:
        return self._reasons[row]

    # -- Qt model interface ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        row = index.row()
        code = self._items[row]
        reasons = self._reasons[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{row + 1}. {text.descriptor_text(code)}  {code}"
        if role == SECOND_LINE_ROLE:
            return f"{WARNING_SIGN} {text.reasons(reasons)}" if reasons else None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            words = f"{row + 1}. {text.descriptor_text(code)}, {code}"
            return f"{words}. {text.reasons(reasons)}" if reasons else words
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(_name_of(code), code, reasons)
        if role == CODE_ROLE:
            return code
        if role == REASONS_ROLE:
            return reasons
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if index.isValid():
            return (
                Qt.ItemFlag.ItemIsEnabled
                | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsDragEnabled
            )
        return Qt.ItemFlag.ItemIsDropEnabled  # drops go between entries, never onto one

    def mimeTypes(self) -> list[str]:
        return [MIME_ROWS, MIME_CODES]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        data = QMimeData()
        data.setData(MIME_ROWS, json.dumps({"model": id(self), "rows": rows}).encode())
        data.setData(MIME_CODES, json.dumps([self._items[r] for r in rows]).encode())
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def _own_rows(self, data: QMimeData) -> list[int] | None:
        if not data.hasFormat(MIME_ROWS):
            return None
        try:
            payload = json.loads(bytes(data.data(MIME_ROWS).data()).decode())
        except ValueError:
            return None
        if payload.get("model") != id(self):
            return None
        return [r for r in payload.get("rows", []) if isinstance(r, int)]

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return self._own_rows(data) is not None or data.hasFormat(MIME_CODES)

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        """A drop before `row` (-1: at the end; onto an entry: before it)."""
        if action == Qt.DropAction.IgnoreAction:
            return True
        if parent.isValid():
            row = parent.row()
        if row < 0:
            row = len(self._items)
        own = self._own_rows(data)
        if own is not None:
            return self._move_block(own, row)
        if data.hasFormat(MIME_CODES):
            try:
                codes = json.loads(bytes(data.data(MIME_CODES).data()).decode())
                codes = [descriptor(c).code for c in codes]
            except (ValueError, TypeError, DescriptorError):
                return False
            self.insert(row, codes)
            return True
        return False

    def _move_block(self, rows: list[int], before: int) -> bool:
        """Move the entries `rows` (kept in their order) to just before entry `before`."""
        n = len(self._items)
        rows = sorted(r for r in set(rows) if 0 <= r < n)
        if not rows:
            return False
        kept = [i for i in range(n) if i not in rows]
        at = before - sum(1 for r in rows if r < before)
        order = kept[:at] + rows + kept[at:]  # old positions in their new order
        if order == list(range(n)):
            return True
        self.layoutAboutToBeChanged.emit()
        new_position = {old: new for new, old in enumerate(order)}
        for index in self.persistentIndexList():  # selection and current entry follow
            self.changePersistentIndex(index, self.index(new_position[index.row()]))
        self._items = [self._items[i] for i in order]
        self._reasons = [self._reasons[i] for i in order]
        self.layoutChanged.emit()
        self.listChanged.emit()
        return True

    def moveRows(
        self,
        sourceParent: Index,
        sourceRow: int,
        count: int,
        destinationParent: Index,
        destinationChild: int,
    ) -> bool:
        n = len(self._items)
        if sourceParent.isValid() or destinationParent.isValid() or count < 1:
            return False
        if not (sourceRow >= 0 and sourceRow + count <= n and 0 <= destinationChild <= n):
            return False
        if sourceRow <= destinationChild <= sourceRow + count:
            return False  # onto itself
        if not self.beginMoveRows(
            QModelIndex(), sourceRow, sourceRow + count - 1, QModelIndex(), destinationChild
        ):
            return False
        block = self._items[sourceRow : sourceRow + count]
        block_reasons = self._reasons[sourceRow : sourceRow + count]
        del self._items[sourceRow : sourceRow + count]
        del self._reasons[sourceRow : sourceRow + count]
        at = destinationChild - count if destinationChild > sourceRow else destinationChild
        self._items[at:at] = block
        self._reasons[at:at] = block_reasons
        self.endMoveRows()
        self.listChanged.emit()
        return True

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        if parent.isValid() or row < 0 or row + count > len(self._items) or count < 1:
            return False
        self.remove(list(range(row, row + count)))
        return True


def _name_of(code: str) -> str:
    try:
        return descriptor(code).name
    except DescriptorError:
        return code


def _tooltip(name: str, code: str, reasons: tuple[Reason, ...]) -> str:
    lines = [f"{text.descriptor_text(code)} ({code})", text.description(name)]
    try:
        from arbiter_app.core.tiebreaks import lookup

        article = lookup(name).article
    except DescriptorError:
        article = ""
    if article:
        lines.append(article)
    lines.extend(f"{WARNING_SIGN} {text.reason(r)}" for r in reasons)
    return "\n".join(x for x in lines if x)


class CriteriaView(QListView):
    """A list for criteria; keys emit `command`: "activate" (Enter/Return), "insert",
    "delete", "up", "down" (Ctrl+Up / Ctrl+Down)."""

    command = Signal(str)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        name = None
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            name = "activate"
        elif key == Qt.Key.Key_Insert:
            name = "insert"
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            name = "delete"
        elif ctrl and key == Qt.Key.Key_Up:
            name = "up"
        elif ctrl and key == Qt.Key.Key_Down:
            name = "down"
        if name is None:
            super().keyPressEvent(event)
            return
        event.accept()
        self.command.emit(name)


class RankingView(CriteriaView):
    """The ranking list's view: internal drags move entries (`QListView` → `moveRows`); a
    drag dropped on another list (the available criteria) removes the dragged entries."""

    def startDrag(self, supportedActions: Qt.DropAction) -> None:
        model = self.model()
        rows = sorted({i.row() for i in self.selectedIndexes()})
        if not rows or not isinstance(model, SelectedModel):
            return
        drag = QDrag(self)
        drag.setMimeData(model.mimeData([model.index(r) for r in rows]))
        result = drag.exec(Qt.DropAction.MoveAction, Qt.DropAction.MoveAction)
        target = drag.target()
        if (
            result == Qt.DropAction.MoveAction
            and target is not None
            and target not in (self, self.viewport())
        ):
            model.remove(rows)


class CriterionDelegate(QStyledItemDelegate):
    """Two lines per entry: the name (DisplayRole) and, smaller and grey, `SECOND_LINE_ROLE`
    (a description, or the reasons in orange when there are any)."""

    def _second(self, index: Index) -> str:
        value = index.data(SECOND_LINE_ROLE)
        return str(value) if value else ""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        fm = QFontMetrics(option.font)
        lines = 2 if self._second(index) else 1
        small = QFontMetrics(_small(option.font))
        height = fm.height() + (small.height() + 1 if lines == 2 else 0) + 8
        return QSize(fm.horizontalAdvance(str(index.data())) + 16, height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        main, opt.text = opt.text, ""
        widget = opt.widget
        style = widget.style() if isinstance(widget, QWidget) else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        group = (
            QPalette.ColorGroup.Active
            if opt.state & QStyle.StateFlag.State_Active
            else QPalette.ColorGroup.Inactive
        )
        reasons = index.data(REASONS_ROLE)
        rect = opt.rect.adjusted(6, 4, -6, -4)
        painter.save()
        fm = QFontMetrics(opt.font)
        if selected:
            colour = opt.palette.color(group, QPalette.ColorRole.HighlightedText)
        elif reasons and index.data(Qt.ItemDataRole.ForegroundRole) is not None:
            colour = UNSUITABLE
        else:
            colour = opt.palette.color(group, QPalette.ColorRole.Text)
        painter.setPen(colour)
        painter.setFont(opt.font)
        first = QRect(rect.left(), rect.top(), rect.width(), fm.height())
        elided = fm.elidedText(main, Qt.TextElideMode.ElideRight, first.width())
        painter.drawText(
            first, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), elided
        )
        second = self._second(index)
        if second:
            font = _small(opt.font)
            sfm = QFontMetrics(font)
            painter.setFont(font)
            if selected:
                painter.setPen(opt.palette.color(group, QPalette.ColorRole.HighlightedText))
            else:
                painter.setPen(REASON_COLOUR if reasons else QColor(110, 110, 110))
            line = QRect(rect.left(), first.bottom() + 1, rect.width(), sfm.height())
            painter.drawText(
                line,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                sfm.elidedText(second, Qt.TextElideMode.ElideRight, line.width()),
            )
        painter.restore()


def _small(font: QFont) -> QFont:
    small = QFont(font)
    size = font.pointSizeF()
    if size > 0:
        small.setPointSizeF(max(size - 1.0, 7.0))
    return small


def configure(view: QListView, *, ranking: bool) -> None:
    """Selection, drag and drop and look shared by the two lists."""
    view.setItemDelegate(CriterionDelegate(view))
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setUniformItemSizes(False)
    view.setDragEnabled(True)
    view.setAcceptDrops(True)
    view.setDropIndicatorShown(True)
    view.setDragDropOverwriteMode(False)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
    view.setDefaultDropAction(Qt.DropAction.MoveAction if ranking else Qt.DropAction.CopyAction)
    view.setAlternatingRowColors(False)
