"""Everything fits a 1366x768 laptop screen (tests/conftest.py gives the offscreen platform one
1366x768 screen with window frames): the main window on first start, status bar included; a
geometry restored from the settings; every dialog, also on a big event."""

from __future__ import annotations

from pathlib import Path

import every_dialog
import pytest
from conftest import FIDE_TEC
from guitools import gui_env_fixture  # noqa: F401
from msgspec.structs import replace
from PySide6.QtCore import QByteArray, QPoint, QRect
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Tournament
from arbiter_app.gui import settings as app_settings
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.trf import read_trf

SCREEN = QRect(0, 0, 1366, 768)


def test_the_test_screen_is_a_laptop(qapp: QApplication) -> None:
    assert QApplication.primaryScreen().availableGeometry() == SCREEN


def _inside(w: QWidget) -> None:
    frame = w.frameGeometry()
    assert SCREEN.contains(frame), f"{w.objectName()} {frame} is not inside {SCREEN}"


def test_first_start_shows_the_whole_window(qtbot: QtBot, gui_env: list[str]) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    _inside(w)
    bar = w.statusBar()
    assert bar.isVisible()
    top_left = bar.mapToGlobal(QPoint(0, 0))
    assert SCREEN.contains(QRect(top_left, bar.size()))
    # Not a postage stamp either: most of the laptop's screen is used.
    assert w.width() >= 1300 and w.height() >= 700
    w.document.undo_stack.setClean()


def test_restored_geometry_is_clamped(qtbot: QtBot, gui_env: list[str]) -> None:
    # A geometry saved on a big monitor, right of the laptop's screen.
    big = QMainWindow()
    big.setGeometry(2000, 300, 2400, 1300)
    s = app_settings.settings()
    s.setValue("mainWindow/geometry", big.saveGeometry())
    s.sync()
    assert isinstance(s.value("mainWindow/geometry"), QByteArray)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    _inside(w)
    w.document.undo_stack.setClean()


def _big_event() -> Tournament:
    """The 16-player exercise with its names made long (a long list and wide columns)."""
    t = read_trf(FIDE_TEC / "held_swiss_9.trf")
    t.players = [replace(p, name=f"{p.name} Longsurname-Doublebarrelled") for p in t.players]
    t.name = "Open championship of a very long name " * 3
    return t


DIALOGS = every_dialog.dialogs(_big_event, recoveries=40)


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_every_dialog_fits(qtbot: QtBot, tmp_path: Path, name: str) -> None:
    dialog = DIALOGS[name](tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.objectName() == name
    _inside(dialog)
    dialog.close()
