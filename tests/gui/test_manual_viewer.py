"""Help > Manual and F1 open the English manual (docs/manual) inside the program, offline;
F1 in a dialog opens that dialog's page, named by its objectName."""

from __future__ import annotations

from guitools import gui_env_fixture, window_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from arbiter_app.gui import manual
from arbiter_app.gui.dialogs import PlayerDialog
from arbiter_app.gui.main_window import MainWindow


def viewer_of(parent: object) -> manual.ManualViewer:
    found = parent.findChild(manual.ManualViewer, manual.VIEWER_NAME)  # type: ignore[attr-defined]
    assert found is not None
    return found


def test_help_manual_opens_the_contents(window: MainWindow, qtbot: QtBot) -> None:
    action = window.findChild(QAction, "actionManual")
    assert action.shortcut().toString() == "F1"
    assert action in window.menu_help.actions()
    action.trigger()
    viewer = viewer_of(window)
    assert viewer.isVisible() and viewer.page() == "index"
    text = viewer.browser.toPlainText()
    assert "arbiter-app manual" in text.splitlines()[0]  # the page's own title, rendered
    # A relative link is followed to its page (as clicking it does).
    viewer.browser.setSource(viewer.browser.source().resolved("TournamentDialog.md"))
    assert viewer.page() == "TournamentDialog"
    assert "Tournament settings" in viewer.browser.toPlainText()
    viewer.browser.backward()
    assert viewer.page() == "index"
    viewer.browser.forward()
    qtbot.keyClick(window.crosstable_view, Qt.Key.Key_F1)  # F1 in the main window
    assert viewer_of(window) is viewer and viewer.page() == "index"


def test_f1_in_a_dialog_opens_its_page(window: MainWindow, qtbot: QtBot) -> None:
    dialog = PlayerDialog(None, set(), window)
    dialog.setModal(True)  # as the window runs it (exec): the main window's F1 is blocked
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)  # (the focus enters it)
    qtbot.keyClick(dialog.name, Qt.Key.Key_F1)  # in a field of the dialog
    viewer = viewer_of(dialog)
    assert viewer.page() == "PlayerDialog"
    assert "FIDE ID" in viewer.browser.toPlainText()
    dialog.close()

    box = QMessageBox(window)  # as the gates make theirs (gui/gates.py)
    box.setObjectName("gateConfirmation")
    box.setText("A step that asks")
    box.setModal(True)
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    qtbot.keyClick(box.findChild(QLabel), Qt.Key.Key_F1)
    assert viewer_of(box).page() == "gateConfirmation"
    box.close()


def test_pages_are_found_and_a_missing_one_falls_back_to_the_contents(qtbot: QtBot) -> None:
    assert manual.manual_dir() is not None
    assert manual.page_path("TournamentDialog") is not None
    assert manual.page_path("../README") is None
    viewer = manual.ManualViewer()
    qtbot.addWidget(viewer)
    viewer.show_page("noSuchDialog")
    assert viewer.page() == "index"
    assert QApplication.instance() is not None
