"""Every table model passes Qt's model tester (pytest-qt `qtmodeltester`, issue 5 acceptance 2),
on the TEC exercise file (IA Mario Held, held_swiss_5.trf) and again after edits, undo, a
structural change and a file with findings."""

from __future__ import annotations

from pathlib import Path

from conftest import FIDE_TEC
from gatetools import Gates
from guitools import button, free_editing, gui_env_fixture, type_cell, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_app.core.edits import AddPlayer, ChangeSettings
from arbiter_app.core.model import Player
from arbiter_app.gui.main_window import MainWindow

HELD5 = FIDE_TEC / "held_swiss_5.trf"


def _check_all(qtmodeltester: object, w: MainWindow) -> None:
    for model in (w.crosstable_model, w.standings_model, w.findings_model):
        qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_models_on_open_and_after_edits(
    window: MainWindow, qtbot: QtBot, qtmodeltester: object, gates: Gates
) -> None:
    window.open_path(HELD5)
    free_editing(window, gates)
    _check_all(qtmodeltester, window)
    type_cell(qtbot, window, 1, 1, "9w0")
    window.select_cell(2, 5)
    qtbot.mouseClick(button(window, "resultWin"), Qt.MouseButton.LeftButton)
    _check_all(qtmodeltester, window)
    window.push(ChangeSettings(tiebreaks=["BH/C1", "SB"], rounds=7), "settings")
    window.push(AddPlayer(Player(17, "Zoe", rating=1500)), "add")
    assert window.standings_model.columnCount() == 4 + 2
    _check_all(qtmodeltester, window)
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    _check_all(qtmodeltester, window)


def test_models_with_findings(window: MainWindow, qtmodeltester: object, tmp_path: Path) -> None:
    text = HELD5.read_text(encoding="utf-8").replace(
        "1 b 0    10 w 0", "1 b 1    10 w 0"
    )  # Jessica's round-1 record contradicts Alyx's
    path = tmp_path / "bad.trf"
    path.write_text(text, encoding="utf-8")
    window.open_path(path)
    assert window.findings_model.rowCount() > 0
    _check_all(qtmodeltester, window)


def test_models_of_an_empty_tournament(window: MainWindow, qtmodeltester: object) -> None:
    _check_all(qtmodeltester, window)
    assert window.crosstable_model.rowCount() == 0
