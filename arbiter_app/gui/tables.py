"""What the table models share: read-only item flags, text alignment, the look of a withdrawn
player's row, and the place text of a standings row.

The crosstable (editable round cells), the standings pane, the tie-break preview, the findings
list and the square list each format their own columns; these are the few rules they must
agree on, so the panes look alike.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from arbiter_app.core.report import place_text
from arbiter_app.core.standings import Row

Index = QModelIndex | QPersistentModelIndex

ALIGN_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)  # names
ALIGN_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)  # numbers
WITHDRAWN_FOREGROUND = QColor(128, 128, 128)


class ReadOnlyTableModel(QAbstractTableModel):
    """A table whose cells can be selected but not edited: changes go through core edits from
    the crosstable and the dialogs, never through these views."""

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _READ_ONLY


# Built once: `|` on Qt's Python enums costs microseconds, and a repaint asks every cell.
_READ_ONLY = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def styled_font(*, bold: bool = False, italic: bool = False) -> QFont:
    """The application font, bold and/or italic (FontRole). Only what is asked for is set: a
    FontRole font overrides just the attributes it sets, the view's font keeps the rest."""
    font = QFont()
    if bold:
        font.setBold(True)
    if italic:
        font.setItalic(True)
    return font


def withdrawn_look(role: int, name_column: bool) -> QBrush | QFont | None:
    """A withdrawn player's cells: grey text, the name in italics (crosstable and standings)."""
    if role == Qt.ItemDataRole.ForegroundRole:
        return QBrush(WITHDRAWN_FOREGROUND)
    if role == Qt.ItemDataRole.FontRole and name_column:
        return styled_font(italic=True)
    return None


def place(row: Row) -> str:
    """The standings row's place, `3-4` when shared (`core.report.place_text`)."""
    return place_text(row.rank, row.rank_last)


def row_index(start_nos: Iterable[int], start_no: int) -> int:
    """The row showing `start_no`, given the start numbers in row order (KeyError if none)."""
    for i, s in enumerate(start_nos):
        if s == start_no:
            return i
    raise KeyError(start_no)
