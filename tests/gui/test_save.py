"""Saving from the window (issue 5 acceptance 5): saving over a file is atomic — a save that
fails midway leaves the old file intact and the window still modified; recent files and window
geometry go to (isolated) QSettings.

Tournament: IA Mario Held's TEC exercise (held_swiss_5.trf).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import FIDE_TEC
from guitools import button, cell, gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Result
from arbiter_app.gui import settings
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io import files
from arbiter_app.io.project import load_project
from arbiter_app.io.trf import read_trf

HELD5 = FIDE_TEC / "held_swiss_5.trf"


def _edited_project(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> Path:
    """Open the exercise, save it as a project, then win Bruno's round 5 (unsaved)."""
    window.open_path(HELD5)
    path = tmp_path / "event.arbiter.json"
    assert window.save_as(path)
    assert not window.isWindowModified()
    window.select_cell(2, 5)
    qtbot.mouseClick(button(window, "resultWin"), Qt.MouseButton.LeftButton)
    assert window.isWindowModified()
    return path


def _fail_fsync(fd: int) -> None:
    raise OSError(28, "No space left on device")


def _fail_replace(src: object, dst: object) -> None:
    raise OSError(5, "Input/output error")


def _fail_write(self: object, data: bytes) -> int:
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize(
    ("target", "replacement"),
    [
        (os, ("fsync", _fail_fsync)),  # the data is written, not yet on disk
        (os, ("replace", _fail_replace)),  # the very last step
    ],
)
def test_interrupted_save_leaves_the_old_file(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    gui_env: list[str],
    target: object,
    replacement: tuple[str, object],
) -> None:
    path = _edited_project(window, qtbot, tmp_path)
    before = path.read_bytes()
    name, fail = replacement
    monkeypatch.setattr(target, name, fail)
    window.findChild(QAction, "actionSave").trigger()
    monkeypatch.undo()
    assert path.read_bytes() == before  # the old file, byte for byte
    assert load_project(path).player(2).entry(5).result is Result.DRAW
    assert window.isWindowModified()  # the work is still unsaved, still in the window
    assert cell(window, 2, 5) == "3b1"
    assert gui_env and "not saved" not in gui_env[-1] and str(path) in gui_env[-1]
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []
    # A later save succeeds and writes the edit.
    assert window.save()
    assert load_project(path).player(2).entry(5).result is Result.WIN


def test_a_failing_write_midway_keeps_the_old_file(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The write itself breaks off (disk full while writing the temporary file)."""
    path = _edited_project(window, qtbot, tmp_path)
    before = path.read_bytes()
    real_fdopen = os.fdopen

    class Breaking:
        def __init__(self, handle: object) -> None:
            self._h = handle

        def __enter__(self) -> Breaking:
            return self

        def __exit__(self, *exc: object) -> None:
            self._h.close()  # type: ignore[attr-defined]

        def write(self, data: bytes) -> int:
            self._h.write(data[: len(data) // 2])  # type: ignore[attr-defined]
            self._h.flush()  # type: ignore[attr-defined]
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "fdopen", lambda fd, mode: Breaking(real_fdopen(fd, mode)))
    assert not window.save()
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert window.isWindowModified()


def test_save_writes_trf_back_when_the_file_is_a_trf(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "event.trf"
    path.write_bytes(HELD5.read_bytes())
    window.open_path(path)
    window.select_cell(2, 5)
    qtbot.mouseClick(button(window, "resultWin"), Qt.MouseButton.LeftButton)
    assert window.save()
    assert not window.isWindowModified()
    assert read_trf(path).player(2).entry(5).result is Result.WIN


def test_imported_trf_is_untitled_and_export_keeps_the_document(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.import_trf(HELD5)
    assert window.document.path is None
    asked: list[str] = []

    def save_name(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append(str(args[2]))  # the suggested name
        return str(tmp_path / "held.arbiter"), ""

    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", save_name)
    window.select_cell(2, 5)
    window.apply_choice(Result.WIN)
    assert window.save()  # asks for a project name first
    assert asked and asked[0].endswith("held_swiss_5.arbiter")
    assert window.document.path == tmp_path / "held.arbiter"
    assert window.export_trf(tmp_path / "copy.trf")
    assert window.document.path == tmp_path / "held.arbiter"
    assert read_trf(tmp_path / "copy.trf").player(2).entry(5).result is Result.WIN
    assert settings.recent_files()[0] == str((tmp_path / "held.arbiter").resolve())


def test_save_as_adds_the_native_extension(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the project filter chosen, a name typed without an extension gets `.arbiter` (the
    single extension Windows can associate, installers/README.md); a name that already asks for
    a project, like the `.arbiter.json` of earlier versions, is kept as typed."""
    window.open_path(HELD5)
    names = iter([tmp_path / "event", tmp_path / "old.arbiter.json"])

    def save_name(*args: object, **kwargs: object) -> tuple[str, str]:
        project_filter = str(args[3]).split(";;")[0]
        return str(next(names)), project_filter

    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", save_name)
    assert window.save_as()
    assert window.document.path == tmp_path / "event.arbiter"
    assert load_project(tmp_path / "event.arbiter") == window.document.tournament
    assert window.save_as()
    assert window.document.path == tmp_path / "old.arbiter.json"
    assert load_project(tmp_path / "old.arbiter.json") == window.document.tournament


def test_open_error_names_the_file_and_keeps_the_window(
    window: MainWindow, tmp_path: Path, gui_env: list[str]
) -> None:
    bad = tmp_path / "broken.trf"
    bad.write_text("001    1 m    Alyx   2200 NOR  0 1990/01/01  1.0    1     9 w Q\n")
    window.open_path(HELD5)
    assert not window.open_path(bad)
    assert gui_env and "broken.trf" in gui_env[-1]
    assert window.document.source == HELD5  # still the file that was open


def test_settings_are_isolated_and_keep_recent_files_and_geometry(
    qtbot: QtBot, gui_env: list[str], tmp_path: Path
) -> None:
    w = MainWindow()
    w.open_path(HELD5)
    w.resize(700, 500)  # (the offscreen screen is 800×600; larger is clamped)
    w.close()
    ini = Path(os.environ[settings.CONFIG_ENV]) / "arbiter-app.ini"
    assert ini.exists()
    assert settings.recent_files() == [str(HELD5.resolve())]
    again = MainWindow()
    try:
        assert (again.size().width(), again.size().height()) == (700, 500)
        names = [a.objectName() for a in again.menu_recent.actions()]
        assert names == ["actionRecentFile0"]
    finally:
        again.close()
