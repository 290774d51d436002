"""Autosave and crash recovery (issue 5 acceptance 4): a real program process is killed after
unsaved edits; the next start offers the recovered tournament, with the edits.

Tournament: IA Mario Held's TEC exercise (held_swiss_5.trf), saved as a project file first.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import FIDE_TEC
from guitools import (
    cell,
    gui_env_fixture,  # noqa: F401 - pytest fixtures
)
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Result
from arbiter_app.gui import app, recovery, settings
from arbiter_app.io.project import load_project, save_project
from arbiter_app.io.trf import read_trf

HELD5 = FIDE_TEC / "held_swiss_5.trf"

# The program, started on FILE: Bruno (2) wins his round-5 game by the palette, then it waits
# (the autosave runs in its event loop) until it is killed.
CHILD = textwrap.dedent(
    """
    import sys
    from PySide6.QtWidgets import QToolButton
    from arbiter_app.gui import app

    qapp = app.application([])
    window = app.start(sys.argv[1])
    window.show()
    window.select_cell(2, 5)
    window.findChild(QToolButton, "resultWin").click()
    print("edited", flush=True)
    qapp.exec()
    """
)


def _kill_after_autosave(project: Path, env: dict[str, str], data_dir: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(project)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "edited"
        folder = data_dir / "recovery"
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            metas = [p for p in folder.glob("*.json") if not p.name.endswith(recovery.SUFFIX)]
            if metas:
                break
            time.sleep(0.1)
        else:
            pytest.fail(
                "the program wrote no recovery copy: "
                + (child.stderr.read() if child.stderr else "")
            )
        time.sleep(0.2)  # the copy is complete once its metadata exists; be generous
    finally:
        child.send_signal(signal.SIGKILL)  # a crash: no closeEvent, no cleanup
        child.wait(timeout=30)
        for pipe in (child.stdout, child.stderr):
            if pipe is not None:
                pipe.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killed_program_offers_its_unsaved_edits(
    qtbot: QtBot, gui_env: list[str], tmp_path: Path
) -> None:
    project = tmp_path / "event.arbiter.json"
    save_project(read_trf(HELD5), project)
    data_dir = Path(os.environ[settings.DATA_ENV])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    _kill_after_autosave(project, env, data_dir)

    # The saved file does not have the edit; the recovery copy does.
    assert load_project(project).player(2).entry(5).result is Result.DRAW
    found = recovery.candidates()
    assert len(found) == 1
    assert found[0].original == project
    assert found[0].load().player(2).entry(5).result is Result.WIN

    offered: list[list[recovery.Candidate]] = []

    def restore(cands: list[recovery.Candidate]) -> tuple[str, recovery.Candidate | None]:
        offered.append(cands)
        return "restore", cands[0]

    window = app.start(None, choose=restore)
    try:
        assert offered and offered[0][0].session == found[0].session
        assert cell(window, 2, 5) == "3b1"  # Bruno's win over Charline is back
        assert cell(window, 3, 5) == "2w0"
        assert window.isWindowModified()  # recovered work is unsaved work
        assert window.document.path == project
        assert window.windowTitle().startswith("event.arbiter.json")
        assert recovery.candidates() == []  # offered once, then it is this session's work
        assert window.save()
        assert load_project(project).player(2).entry(5).result is Result.WIN
    finally:
        window.document.undo_stack.setClean()
        window.close()


def test_recovery_dialog_restores_the_chosen_work(
    qtbot: QtBot, gui_env: list[str], tmp_path: Path
) -> None:
    """The dialog the start-up shows, answered by clicking `recoverButton`."""
    t = read_trf(HELD5)
    folder = recovery.recovery_dir()
    save_project(t, folder / f"dead-1{recovery.SUFFIX}")
    (folder / "dead-1.json").write_text(
        '{"original": null, "name": "held_swiss_5.trf", "saved_at": 1}', encoding="utf-8"
    )

    def answer() -> None:
        dlg = QApplication.activeModalWidget()
        assert dlg is not None and dlg.objectName() == "RecoveryDialog"
        dlg.findChild(QPushButton, "recoverButton").click()

    QTimer.singleShot(0, answer)
    window = app.start(None)
    try:
        assert window.document.tournament == t
        assert window.isWindowModified()
        assert window.document.path is None  # never saved: Save asks where
    finally:
        window.document.undo_stack.setClean()
        window.close()


def test_discard_removes_the_copies(qtbot: QtBot, gui_env: list[str]) -> None:
    folder = recovery.recovery_dir()
    save_project(read_trf(HELD5), folder / f"dead-2{recovery.SUFFIX}")
    (folder / "dead-2.json").write_text('{"original": null, "saved_at": 1}', encoding="utf-8")
    window = app.start(None, choose=lambda cands: ("discard", None))
    try:
        assert recovery.candidates() == []
        assert window.document.source is not None  # the bundled example instead
    finally:
        window.close()


def test_a_copy_named_the_old_way_is_still_offered(tmp_path: Path) -> None:
    """Recovery copies were `<session>.arbiter.json` before the native extension became
    `.arbiter`: one left by a crash of such a version is still found, restores, and is removed
    when discarded."""
    t = read_trf(HELD5)
    save_project(t, tmp_path / f"old{recovery.LEGACY_SUFFIX}")
    (tmp_path / "old.json").write_text(
        '{"original": null, "name": "held_swiss_5.trf", "saved_at": 1}', encoding="utf-8"
    )
    [found] = recovery.candidates(tmp_path)
    assert found.data == tmp_path / "old.arbiter.json"
    assert found.load() == t
    found.discard()
    assert list(tmp_path.iterdir()) == []


def test_autosave_follows_the_undo_stack(qtbot: QtBot, gui_env: list[str], tmp_path: Path) -> None:
    """Unsaved edits are copied; undoing back to the saved state removes the copy."""
    window = app.start(HELD5)
    try:
        window.select_cell(2, 5)
        window.apply_choice(Result.WIN)
        assert window.autosaver.write_now(wait=True)
        assert window.autosaver.data_path.exists()
        assert load_project(window.autosaver.data_path).player(2).entry(5).result is Result.WIN
        # Another running session's copy is not offered.
        assert recovery.candidates() == []
        window.document.undo_stack.undo()
        assert not window.autosaver.data_path.exists()
    finally:
        window.document.undo_stack.setClean()
        window.close()


def test_stale_locks_without_work_are_removed(qtbot: QtBot, gui_env: list[str]) -> None:
    folder = recovery.recovery_dir()
    child = subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.QtCore import QLockFile; import sys;"
            "l = QLockFile(sys.argv[1]); assert l.tryLock(0); import os; os._exit(0)",
            str(folder / "gone-1.lock"),
        ],
        timeout=60,
    )
    assert child.returncode == 0 and (folder / "gone-1.lock").exists()
    assert recovery.candidates() == []
    assert not (folder / "gone-1.lock").exists()
