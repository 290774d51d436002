"""The main window's findings list (`findingsDock`): what validation found, one line each;
clicking a line takes the grid to the cell. It shows itself when there is something to fix and
goes when all is fixed (the View menu shows it any time).

Texts keep the `MainWindow` translation context they had when this lived in the window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, Signal
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QTableView, QWidget

from arbiter_app.core.model import Tournament
from arbiter_app.core.validate import Finding
from arbiter_app.gui.findings_model import FindingsModel
from arbiter_app.gui.named import named
from arbiter_app.gui.table_views import compact

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class FindingsList(QDockWidget):
    cellActivated = Signal(int, object)  # start_no, round_no (None: the player's name)

    def __init__(self, model: FindingsModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("MainWindow", "Findings"), parent)
        self.setObjectName("findingsDock")
        self.model = model
        self._shown: int | None = None  # the count last shown (None: never)
        view = named(QTableView(), "findingsView")
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setWordWrap(False)
        compact(view)
        view.verticalHeader().hide()
        view.horizontalHeader().setStretchLastSection(True)
        view.setColumnWidth(0, 60)
        view.setColumnWidth(1, 160)
        view.clicked.connect(self.jump)
        view.activated.connect(self.jump)
        self.view = view
        self.setWidget(view)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )

    def show_findings(self, findings: Sequence[Finding], t: Tournament) -> None:
        self.model.set_findings(list(findings), t)
        count = self.model.rowCount()
        self.setWindowTitle(translate("MainWindow", "Findings ({0})").format(count))
        if self._shown is None or (count > 0) != (self._shown > 0):
            self.setVisible(count > 0)
        self._shown = count

    def jump(self, index: QModelIndex) -> None:
        """The cell a finding is about (its first player when it names several)."""
        if not index.isValid():
            return
        f = self.model.finding(index.row())
        start_no = f.start_no
        if start_no is None:
            players = f.args.get("players")
            start_no = players[0] if isinstance(players, tuple) and players else None
        if start_no is not None:
            self.cellActivated.emit(int(start_no), f.round_no)
