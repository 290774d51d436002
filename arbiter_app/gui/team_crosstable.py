"""A team event's team crosstable and board table, live (`teamCrosstableDock`,
`teamBoardsDock`).

The crosstable shows each team in the order of the team standings and, in each round, the
opponent team's number with the match and game points scored against it (`core.teams.report`,
the cells the printed team list prints: `io.team_lists.cell_text`), then the totals. The board
table shows each board's players ranked by percentage (`core.teams.prizes`, the board prizes).
Both are handed the rounds the team standings were computed from after every edit, undo and
redo (`MainWindow._show` through `TeamStandingsDock`), so they never read the boards twice.
From the crosstable dock the team lists are written as PDF, HTML, Excel or CSV, and the lineup
editor (`gui.team_lineups`) opens.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.model import Tournament
from arbiter_app.core.teams.matches import TeamRound
from arbiter_app.core.teams.report import TeamReport, build
from arbiter_app.core.teams.standings import TeamStandings
from arbiter_app.gui import i18n
from arbiter_app.gui.named import named
from arbiter_app.gui.table_views import compact
from arbiter_app.io import team_lists

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


def _view(name: str) -> QTableView:
    view = named(QTableView(), name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    compact(view)
    return view


def shrink(button: QPushButton) -> None:
    """A button a narrow dock may shorten (its text elided by the style) instead of widening
    the window: a dock's minimum width is the window's."""
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    button.setMinimumWidth(button.fontMetrics().horizontalAdvance("M") * 4)


class _TextModel(QAbstractTableModel):
    """Heads and rows of text (what the printed list prints), the text columns left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heads: list[str] = []
        self.rows: list[list[str]] = []
        self.text_columns: set[int] = set()

    def set_rows(self, heads: list[str], rows: list[list[str]], text_columns: set[int]) -> None:
        self.beginResetModel()
        self.heads, self.rows, self.text_columns = heads, rows, text_columns
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.heads)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.heads[section] if section < len(self.heads) else None
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            row = self.rows[index.row()]
            return row[index.column()] if index.column() < len(row) else ""
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() not in self.text_columns:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class TeamCrosstableDock(QDockWidget):
    """Teams x rounds; `show_event(t, standings, rounds)` after every change."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(translate("TeamCrosstable", "Team crosstable"), window)
        self.setObjectName("teamCrosstableDock")
        self.window_ = window
        self.model = _TextModel(self)
        self.view = _view("teamCrosstableView")
        self.view.setModel(self.model)
        self.report: TeamReport | None = None
        self.export_button = named(QPushButton(), "teamListsExport")
        self.export_button.setText(translate("TeamCrosstable", "Export team lists…"))
        self.export_button.clicked.connect(self.export_dialog)
        self.lineups_button = named(QPushButton(), "teamLineupsButton")
        self.lineups_button.setText(translate("TeamCrosstable", "Teams and lineups…"))
        self.lineups_button.clicked.connect(self.edit_lineups)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 4, 4, 0)
        row = QHBoxLayout()
        self.print_button = named(QPushButton(), "teamListsPrint")
        self.print_button.setText(translate("TeamCrosstable", "Print team lists…"))
        self.print_button.clicked.connect(self.print_lists)
        shrink(self.print_button)
        shrink(self.lineups_button)
        shrink(self.export_button)
        row.addWidget(self.lineups_button)
        row.addStretch(1)
        row.addWidget(self.print_button)
        row.addWidget(self.export_button)
        layout.addLayout(row)
        layout.addWidget(self.view, 1)
        self.setWidget(body)
        self.toggleViewAction().setObjectName("actionShowTeamCrosstable")
        self.hide()

    def show_event(
        self,
        t: Tournament,
        standings: TeamStandings | None,
        rounds: dict[int, list[TeamRound]] | None,
    ) -> TeamReport | None:
        if t.teams is None or standings is None or rounds is None:
            self.report = None
            self.model.set_rows([], [], set())
            self.hide()
            return None
        report = build(t, standings=standings, rounds=rounds)
        self.report = report
        columns = self.model.columnCount()
        heads, rows = team_lists.crosstable_table(report, i18n.report_labels())
        self.model.set_rows(heads, rows, {2})
        if self.model.columnCount() != columns:
            self.view.resizeColumnsToContents()
        self.show()
        return report

    def edit_lineups(self) -> bool:
        """The lineup editor (`gui.team_lineups`); OK is one undoable step."""
        from arbiter_app.gui.team_lineups import TeamsDialog

        shell = self.window_
        t = shell.document.tournament  # type: ignore[attr-defined]
        if t.teams is None:
            return False
        dialog = TeamsDialog(t, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        edit = dialog.edit()
        text = translate("TeamCrosstable", "Teams and lineups")
        return edit is not None and bool(shell.push(edit, text))  # type: ignore[attr-defined]

    def print_lists(self) -> bool:
        """The team lists on a printer (the pages of the PDF)."""
        if self.report is None:
            return False
        from arbiter_app.gui.team_print import print_html
        from arbiter_app.io.html import QT

        page = team_lists.render(self.report, i18n.report_labels(), flavour=QT)
        return print_html(page, self)

    def export_dialog(self) -> None:
        if self.report is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("TeamCrosstable", "Export team lists"),
            "",
            translate("TeamCrosstable", "PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)"),
        )
        if path:
            self.export(Path(path))

    def export(self, path: Path) -> bool:
        """Write the team lists to `path` in the format its suffix names (False, reported, on
        failure: nothing half-written, `write_atomic`)."""
        if self.report is None:
            return False
        labels = i18n.report_labels()
        suffix = path.suffix.lower()
        try:
            if suffix == ".pdf":
                from arbiter_app.gui.team_print import write_pdf

                write_pdf(self.report, path, labels)
            elif suffix in (".html", ".htm"):
                team_lists.write_html(self.report, path, labels)
            elif suffix == ".xlsx":
                team_lists.write_xlsx(self.report, path, labels)
            elif suffix == ".csv":
                team_lists.write_csv(self.report, path, labels)
            else:
                raise OSError(translate("TeamCrosstable", "unknown format {0}").format(suffix))
        except OSError as exc:
            show = getattr(self.window_, "show_message", None)
            if show is not None:
                show(translate("TeamCrosstable", "Not written: {0}").format(exc))
            return False
        return True


class TeamBoardsDock(QDockWidget):
    """The board table (board prizes); `show_event(report)` after every change."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(translate("TeamCrosstable", "Board results"), window)
        self.setObjectName("teamBoardsDock")
        self.model = _TextModel(self)
        self.view = _view("teamBoardsView")
        self.view.setModel(self.model)
        self.setWidget(self.view)
        self.toggleViewAction().setObjectName("actionShowTeamBoards")
        self.hide()

    def show_event(self, report: TeamReport | None) -> None:
        if report is None:
            self.model.set_rows([], [], set())
            self.hide()
            return
        labels = i18n.report_labels()
        rows: list[list[str]] = []
        heads: list[str] = []
        for title, board_heads, board_rows in team_lists.board_tables(report, labels):
            heads = [translate("TeamCrosstable", "Board"), *board_heads]
            rows.extend([title, *r] for r in board_rows)
        columns = self.model.columnCount()
        self.model.set_rows(heads, rows, {0, 3, 4})
        if self.model.columnCount() != columns:
            self.view.resizeColumnsToContents()
        self.show()
