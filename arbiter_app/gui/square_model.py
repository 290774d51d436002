"""The round-robin table: players against players (N×N), as round robins are printed.

Row player's results against the column player, in round order (`1`, `½`, `0`, `+`, `-`; two
in a double round robin, e.g. `1 ½`), the diagonal blank, then the points. Read-only: results
are entered in the round grid (or with the palette), which this table follows through the same
`refresh` path.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from arbiter_app.core import notation, numbers
from arbiter_app.core.edits import Changes
from arbiter_app.core.model import Colour, Tournament
from arbiter_app.gui import i18n, messages
from arbiter_app.gui.tables import ALIGN_LEFT, ReadOnlyTableModel

Index = QModelIndex | QPersistentModelIndex
COL_NO, COL_NAME = 0, 1
FIXED = 2
DIAGONAL = QColor(200, 200, 200)


class SquareModel(ReadOnlyTableModel):
    def __init__(self, tournament: Tournament, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._t = tournament
        self._active = False  # empty while not shown: N×N costs nothing for a big Swiss
        self._order: list[int] = []
        self._row_of: dict[int, int] = {}

    def _rebuild(self) -> None:
        players = self._t.players if self._active else []
        self._order = sorted(p.start_no for p in players)
        self._row_of = {s: i for i, s in enumerate(self._order)}

    def set_tournament(self, tournament: Tournament, active: bool | None = None) -> None:
        self.beginResetModel()
        self._t = tournament
        if active is not None:
            self._active = active
        self._rebuild()
        self.endResetModel()

    def refresh(self, changes: Changes) -> None:
        if not self._active:
            return
        if changes.structure or len(self._t.players) != len(self._order):
            self.set_tournament(self._t)
            return
        # A game changes two rows and the two mirrored cells; repaint the rows and columns.
        rows = sorted(self._row_of[s] for s in changes.players if s in self._row_of)
        if rows:
            last_col = self.columnCount() - 1
            self.dataChanged.emit(self.index(rows[0], 0), self.index(rows[-1], last_col))
            self.dataChanged.emit(
                self.index(0, FIXED + rows[0]), self.index(self.rowCount() - 1, FIXED + rows[-1])
            )

    def start_no(self, row: int) -> int:
        return self._order[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._order)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIXED + len(self._order) + 1

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < self.columnCount():
            return None
        if section == COL_NO:
            return self.tr("No.")
        if section == COL_NAME:
            return self.tr("Name")
        if section == self.columnCount() - 1:
            return self.tr("Pts")
        return str(self._order[section - FIXED])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._order):
            return None
        col = index.column()
        if not 0 <= col < self.columnCount():
            return None
        p = self._t.player(self._order[index.row()])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_LEFT if col == COL_NAME else int(Qt.AlignmentFlag.AlignCenter)
        if col == COL_NO:
            return str(p.start_no) if role == Qt.ItemDataRole.DisplayRole else None
        if col == COL_NAME:
            return p.name if role == Qt.ItemDataRole.DisplayRole else None
        if col == self.columnCount() - 1:
            if role == Qt.ItemDataRole.DisplayRole:
                return numbers.points(self._t.points(p), i18n.decimal_point())
            return None
        other = self._order[col - FIXED]
        if other == p.start_no:
            return QBrush(DIAGONAL) if role == Qt.ItemDataRole.BackgroundRole else None
        games = [(r, e) for r, e in enumerate(p.rounds, start=1) if e.opponent == other]
        if role == Qt.ItemDataRole.DisplayRole:
            return " ".join(notation.format_result(e.result) or "?" for _, e in games)
        if role == Qt.ItemDataRole.ToolTipRole and games:
            colours = {
                Colour.WHITE: self.tr("white"),
                Colour.BLACK: self.tr("black"),
                Colour.NONE: self.tr("colour unknown"),
            }
            return "\n".join(
                self.tr("Round {0}: {1} with {2}").format(
                    r, messages.result_name(e.result), colours[e.colour]
                )
                for r, e in games
            )
        return None
