"""Fixtures and helpers for the GUI tests. The test modules import the fixtures by their
function names (`window_fixture`, `gui_env_fixture`; pytest knows them as `window`, `gui_env`):
a conftest.py here would shadow the root one that other tests import constants from.

Every test runs offscreen with its own settings and data directories
(`ARBITER_APP_CONFIG_DIR`, `ARBITER_APP_DATA_DIR`), so nothing touches the user's real
settings or recovery files, and error boxes are recorded instead of shown modally.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from arbiter_app.core import numbers
from arbiter_app.core.model import FideMode, Tournament
from arbiter_app.core.standings import compute
from arbiter_app.gui import grid, settings
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.standings_model import format_value


@pytest.fixture(name="gui_env")
def gui_env_fixture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Isolated settings/data directories; `show_error` recorded (returned list) not shown."""
    monkeypatch.setenv(settings.CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(settings.DATA_ENV, str(tmp_path / "data"))
    settings.set_application_names()
    errors: list[str] = []

    def record(self: MainWindow, title: str, text: str) -> None:
        errors.append(text)
        self.last_error = text
        self.show_message(text)

    monkeypatch.setattr(MainWindow, "show_error", record)
    # Never a modal question in a test: unless a test answers it, "discard" (and say so).
    monkeypatch.setattr(
        MainWindow,
        "ask_save_changes",
        lambda self: errors.append("asked to save") or QMessageBox.StandardButton.Discard,
    )
    # Nor the question before a change of pairings: "Cancel" (and say so). Tests of the
    # question itself put the real one back (`real_repair_box`).
    monkeypatch.setattr(
        grid,
        "confirm_repair",
        lambda parent, t, cleared: errors.append("asked to re-pair") and False,
    )
    yield errors


@pytest.fixture(name="window")
def window_fixture(qtbot: QtBot, gui_env: list[str]) -> Iterator[MainWindow]:
    w = MainWindow()
    w.show()
    qtbot.waitExposed(w)
    yield w
    # Closed here rather than by qtbot (which closes before fixtures end): unsaved changes
    # are dropped without asking.
    w.document.undo_stack.setClean()
    w.close()
    w.deleteLater()


def free_editing(w: MainWindow, gates: object) -> None:
    """For a story that edits a finished event freely (an old round's result, the tie-break
    list): the open event outside FIDE mode, where those steps ask (and the test says OK)
    instead of being refused (core.fide_mode, core.results_rules). Set on the model, so the
    undo stack and the modified marker stay as the story left them."""
    t = w.document.tournament
    t.fide_mode = FideMode(on=False, left_round=t.rounds_paired, reason="a test edits freely")
    w.fide_mode.refresh()
    gates.answer = True  # type: ignore[attr-defined]


def cell(w: MainWindow, start_no: int, round_no: int) -> str:
    m = w.crosstable_model
    return str(m.data(m.index(m.row_of(start_no), m.column_of(round_no))))


def cell_index(w: MainWindow, start_no: int, round_no: int) -> QModelIndex:
    m = w.crosstable_model
    return m.index(m.row_of(start_no), m.column_of(round_no))


def current_cell(w: MainWindow) -> tuple[int, int | None]:
    index = w.crosstable_view.currentIndex()
    m = w.crosstable_model
    return m.start_no(index.row()), m.round_of(index.column())


def open_editor(qtbot: QtBot, w: MainWindow, start_no: int, round_no: int, first: str) -> QLineEdit:
    """Put the cursor on the cell and type the first character on the grid, which opens the
    cell editor with it (as a user starting to type does)."""
    w.select_cell(start_no, round_no)
    view = w.crosstable_view
    qtbot.keyClicks(view, first)
    editor = view.indexWidget(view.currentIndex())
    assert isinstance(editor, QLineEdit), "typing on the grid should open the cell editor"
    return editor


def type_cell(qtbot: QtBot, w: MainWindow, start_no: int, round_no: int, text: str) -> QLineEdit:
    """Type `text` into the cell from the keyboard and press Enter."""
    editor = open_editor(qtbot, w, start_no, round_no, text[0])
    qtbot.keyClicks(editor, text[1:])
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits and closes through a queued call
    QApplication.processEvents()
    return editor


def pane(w: MainWindow) -> list[tuple[str, ...]]:
    """The standings pane as displayed: one tuple of cell texts per row."""
    m = w.standings_model
    return [
        tuple(str(m.data(m.index(r, c))) for c in range(m.columnCount()))
        for r in range(m.rowCount())
    ]


def expected_pane(t: Tournament) -> list[tuple[str, ...]]:
    """What the pane must show for `t`, from `core.standings.compute` (formatted here
    independently of the model: shared places `a-b`, exact decimals)."""
    st = compute(t)
    rows = []
    for r in st.rows:
        p = t.player(r.start_no)
        rank = f"{r.rank}-{r.rank_last}" if r.rank != r.rank_last else str(r.rank)
        name = f"{p.name} (wd)" if p.withdrawn_after is not None else p.name
        values = tuple(  # the ranking list, then the information-only columns
            format_value(d, v) for d, v in zip(st.columns, r.column_values, strict=True)
        )
        rows.append((rank, str(r.start_no), name, numbers.points(r.points), *values))
    return rows


def button(w: QWidget, name: str) -> QWidget:
    found = w.findChild(QWidget, name)
    assert found is not None, f"no widget named {name}"
    return found
