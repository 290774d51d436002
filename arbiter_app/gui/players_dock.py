"""The players view in a dock of the main window (`playersDock`, View menu, Ctrl+Shift+L)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow

from arbiter_app.gui import settings
from arbiter_app.gui.document import Document
from arbiter_app.gui.named import named
from arbiter_app.gui.players_view import PlayersView

translate = QCoreApplication.translate


def players_dock(window: QMainWindow) -> QDockWidget:
    document: Document = window.document  # type: ignore[attr-defined]
    dock = named(QDockWidget(translate("PlayersView", "Players"), window), "playersDock")
    dock.setWidget(PlayersView(document, settings.data_dir() / "ratinglists", dock))
    dock.setFeatures(
        QDockWidget.DockWidgetFeature.DockWidgetClosable
        | QDockWidget.DockWidgetFeature.DockWidgetMovable
    )
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    action = dock.toggleViewAction()
    action.setObjectName("actionShowPlayers")
    action.setShortcut(QKeySequence("Ctrl+Shift+L"))
    return dock
