"""Tournament > Settings… marks an event as Chess960 (Laws of Chess, Guidelines II): one undo
step; the standings' heading says so, as every list's title, and the TRF the window writes
(`### CHESS960`, docs/trf-dialects.md)."""

from __future__ import annotations

import pytest
from conftest import FIDE_TEC
from guitools import gui_env_fixture, window_fixture  # noqa: F401
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel

from arbiter_app.gui.dialogs import TournamentDialog
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.trf import format_trf


def test_the_checkbox_is_one_undo_step(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    assert window.open_path(FIDE_TEC / "held_swiss_5.trf", ask=False)

    def tick(dialog: TournamentDialog) -> int:
        box = dialog.findChild(QCheckBox, "tournamentChess960")
        assert not box.isChecked()
        box.setChecked(True)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(TournamentDialog, "exec", tick)
    window.findChild(type(window.action_settings), "actionTournamentSettings").trigger()
    t = window.document.tournament
    assert t.chess960
    assert "### CHESS960" in format_trf(t).splitlines()
    title = window.findChild(QLabel, "standingsTitle")
    assert window.wait_for_standings()
    # The heading every list prints (FIDE TEC exercise: 5 rounds, all played).
    assert title.text().startswith("Final standings – Chess960 · ")
    window.document.undo_stack.undo()
    assert not window.document.tournament.chess960
    assert window.wait_for_standings()
    assert title.text().startswith("Final standings · ")
    window.document.undo_stack.redo()
    assert window.document.tournament.chess960
