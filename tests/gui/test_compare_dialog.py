"""Tournament > Compare rules… (CompareRulesDialog), driven by objectName, offscreen.

The event is the FIDE TEC exercise held_swiss_5 (IA Mario Held, "Exercises in Tie-Breaking",
rev. 2403220900; tests/data/fide-tec/). The exercise prints BH/C1 12.0 for Irina (8) and
Maria (11) under the 2023/2024 text and 12.0 / 11.0 under the March-2026 caps, SB 5.25 / 5.75:
with the list BH/C1, BH, SB Maria is ahead under 2024 (on SB) and Irina under 2026 (on BH/C1).
"""

from __future__ import annotations

from conftest import FIDE_TEC
from guitools import gui_env_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPlainTextEdit, QTableView
from pytestqt.qtbot import QtBot

from arbiter_app.gui.compare_dialog import (
    CHANGED_ROLE,
    DECIDING_ROLE,
    FIXED,
    START_NO_ROLE,
    CompareRulesDialog,
)
from arbiter_app.io.trf import read_trf


def _dialog(qtbot: QtBot) -> CompareRulesDialog:
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    dialog = CompareRulesDialog(t)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _rows(view: QTableView) -> dict[int, tuple[str, bool]]:
    model = view.model()
    return {
        model.data(model.index(r, 0), START_NO_ROLE): (
            model.data(model.index(r, 0)),
            bool(model.data(model.index(r, 0), CHANGED_ROLE)),
        )
        for r in range(model.rowCount())
    }


def test_side_by_side_with_changes_highlighted(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.objectName() == "CompareRulesDialog"
    # The event dates from 2024-08-01: its own rules are 2024; the right side offers 2026.
    right = dialog.findChild(QComboBox, "sideBCombo")
    assert right.currentData() == "fide-2026"
    for name in ("sideAList", "sideBList"):
        dialog.findChild(QLineEdit, name).setText("BH/C1, BH, SB")
    dialog.findChild(QLineEdit, "sideBList").editingFinished.emit()

    left_rows = _rows(dialog.findChild(QTableView, "sideATable"))
    right_rows = _rows(dialog.findChild(QTableView, "sideBTable"))
    assert left_rows[11] == ("7", True) and left_rows[8] == ("8", True)
    assert right_rows[8] == ("7", True) and right_rows[11] == ("8", True)
    assert {sn for sn, (_, changed) in left_rows.items() if changed} == {8, 11}
    assert "2" in dialog.findChild(QLabel, "compareSummary").text()

    # The deciding criterion (BH/C1, the first column of the list) is marked on both rows.
    view = dialog.findChild(QTableView, "sideBTable")
    model = view.model()
    row = next(
        r for r in range(model.rowCount()) if model.data(model.index(r, 0), START_NO_ROLE) == 8
    )
    assert model.headerData(FIXED, Qt.Orientation.Horizontal) == "BH/C1"
    assert model.data(model.index(row, FIXED), DECIDING_ROLE) is True
    assert model.data(model.index(row, FIXED + 1), DECIDING_ROLE) is False
    assert model.data(model.index(row, FIXED)) == "12.0"

    # Selecting Irina explains: BH/C1 differs, with both explanations and the 2026 cap.
    view.selectRow(row)
    text = dialog.findChild(QPlainTextEdit, "compareExplanation").toPlainText()
    assert "BH/C1" in text and "11 Maria ahead on SB 5.75 – 5.25" in text
    assert "BH/C1 12.0 – 12.0" in text and "BH/C1 11.0 – 12.0" in text
    assert "capped" in text
    # The other table follows the selection.
    other = dialog.findChild(QTableView, "sideATable")
    assert other.model().data(other.currentIndex(), START_NO_ROLE) == 8


def test_presets_and_bad_lists(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.set_sides("preset:fide-2024-swiss", "preset:fide-2026-swiss")
    c = dialog.comparison
    assert c is not None and (c.a.rules, c.b.rules) == ("fide-2024", "fide-2026")
    dialog.set_sides("fide-2024", "fide-2026", "BH/C1, NOPE")
    assert dialog.comparison is None
    summary = dialog.findChild(QLabel, "compareSummary").text()
    assert "NOPE" in summary
    assert dialog.findChild(QTableView, "sideATable").model().rowCount() == 0


def test_tournament_menu_opens_it(qtbot: QtBot, gui_env: list[str]) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication, QMenu

    from arbiter_app.gui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_path(FIDE_TEC / "held_swiss_5.trf", ask=False)
    menu = w.findChild(QMenu, "menuTournament")
    action = w.findChild(QAction, "actionCompareRules")
    assert action in menu.actions() and action.text() == "&Compare rules…"
    seen: list[str] = []

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        seen.append(dialog.objectName())
        dialog.reject()

    QTimer.singleShot(0, close_it)
    action.trigger()
    assert seen == ["CompareRulesDialog"]
    w.document.undo_stack.setClean()


def test_criteria_that_cannot_work_are_marked(qtbot: QtBot) -> None:
    # Seed 003 (DrawBoss, backgammon): no colours, so BPG cannot rank anybody.
    from conftest import SEEDS
    from msgspec.structs import replace

    t = replace(read_trf(SEEDS / "drawboss_example.trf"), rules="drawboss")
    dialog = CompareRulesDialog(t)
    qtbot.addWidget(dialog)
    dialog.set_sides("drawboss", "fide-2026", "BHL, BPG", "BH, BPG")
    model = dialog.findChild(QTableView, "sideATable").model()
    assert model.headerData(FIXED + 1, Qt.Orientation.Horizontal) == "BPG ⚠"
    assert "no colours" in model.headerData(FIXED + 1, Qt.Orientation.Horizontal, 3)
    assert model.headerData(FIXED, Qt.Orientation.Horizontal) == "BHL"
    assert "Left, BPG: this event has no colours" in dialog.summary.text()
