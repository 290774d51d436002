"""The list of validation findings (`core.validate`): round, player, what is wrong.

Clicking a line jumps to the cell in the crosstable (the window connects `activated`/`clicked`);
the same findings highlight their cells in the grid (`cell_marks`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from arbiter_app.core.model import Tournament
from arbiter_app.core.validate import Finding, Severity
from arbiter_app.gui import messages
from arbiter_app.gui.tables import ReadOnlyTableModel

Index = QModelIndex | QPersistentModelIndex
COL_ROUND, COL_PLAYER, COL_TEXT = range(3)
FINDING_ROLE = Qt.ItemDataRole.UserRole + 1
ERROR_FOREGROUND = QColor(160, 0, 0)


class FindingsModel(ReadOnlyTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._findings: tuple[Finding, ...] = ()
        self._texts: tuple[str, ...] = ()
        self._names: dict[int, str] = {}

    def set_findings(self, findings: Sequence[Finding], t: Tournament) -> None:
        findings = tuple(findings)
        names = {
            f.start_no: t.player(f.start_no).name
            for f in findings
            if f.start_no is not None and _known(t, f.start_no)
        }
        if findings == self._findings and names == self._names:
            return
        self.beginResetModel()  # a short list, rebuilt whole
        self._findings = findings
        self._texts = tuple(messages.finding_text(f) for f in findings)
        self._names = names
        self.endResetModel()

    def retranslate(self) -> None:
        """The messages again, in the language just installed (they are kept as text)."""
        self._texts = tuple(messages.finding_text(f) for f in self._findings)

    def finding(self, row: int) -> Finding:
        return self._findings[row]

    def cell_marks(self) -> dict[tuple[int, int | None], str]:
        """(start_no, round_no or None) -> tooltip lines, for the grid's highlighting. A finding
        about a whole round (several byes) marks each player it names."""
        marks: dict[tuple[int, int | None], list[str]] = {}
        for f, text in zip(self._findings, self._texts, strict=True):
            players = [f.start_no] if f.start_no is not None else _named_players(f)
            for s in players:
                marks.setdefault((s, f.round_no), []).append(text)
        return {k: "\n".join(v) for k, v in marks.items()}

    # -- Qt model interface ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._findings)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical or not 0 <= section < 3:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Round"), self.tr("Player"), self.tr("Problem"))[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._findings):
            return None
        if not 0 <= index.column() < 3:
            return None
        f = self._findings[index.row()]
        col = index.column()
        if role == FINDING_ROLE:
            return f
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if col == COL_ROUND:
                return "" if f.round_no is None else str(f.round_no)
            if col == COL_PLAYER:
                if f.start_no is None:
                    return ""
                return f"{f.start_no} {self._names.get(f.start_no, '')}".strip()
            text = self._texts[index.row()]
            if f.severity is Severity.WARNING:
                return self.tr("Warning: {0}").format(text)
            return text
        if role == Qt.ItemDataRole.ForegroundRole and f.severity is Severity.ERROR:
            return QBrush(ERROR_FOREGROUND)
        return None


def _known(t: Tournament, start_no: int | None) -> bool:
    return start_no is not None and t.has_player(start_no)


def _named_players(f: Finding) -> list[int]:
    players = f.args.get("players")
    if isinstance(players, tuple):
        return [p for p in players if isinstance(p, int)]
    return []
