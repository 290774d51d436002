"""Tournament > Pairing…: the dialog changes the initial colour and the acceleration in one undo
step, and `arbiter-app pair` on the saved file honours both."""

from __future__ import annotations

from pathlib import Path

import pytest
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QComboBox

from arbiter_app.cli import main
from arbiter_app.core.boards import boards
from arbiter_app.core.model import Player, System, Tournament
from arbiter_app.core.pairing.acceleration import BAKU
from arbiter_app.core.settings import PairingSettings
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.pairing_settings_dialog import PairingSettingsDialog
from arbiter_app.io.project import load_any, save_project


def choose(d: PairingSettingsDialog, name: str, value: str) -> None:
    box = d.findChild(QComboBox, name)
    box.setCurrentIndex(box.findData(value))


def test_colour_and_acceleration_are_one_undo_step_and_pair_honours_them(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=9)
    for i in range(1, 17):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    path = tmp_path / "club.arbiter"
    save_project(t, path)
    assert window.open_path(path, ask=False)

    def set_and_accept(d: PairingSettingsDialog) -> int:
        choose(d, "pairingInitialColour", "black")
        choose(d, "pairingAcceleration", BAKU)
        assert not d.findChild(QCheckBox, "pairingSwapLastTwo").isChecked()
        d.accept()
        return int(d.result())

    monkeypatch.setattr(PairingSettingsDialog, "exec", set_and_accept)
    stack = window.document.undo_stack
    before = stack.count()
    window.findChild(QAction, "actionPairingSettings").trigger()
    chosen = PairingSettings(initial_colour="black", acceleration=BAKU)
    assert window.document.tournament.pairing == chosen
    assert stack.count() == before + 1
    stack.undo()
    assert window.document.tournament.pairing == PairingSettings()
    stack.redo()
    assert window.document.tournament.pairing == chosen

    save_project(window.document.tournament, path)
    assert main(["pair", str(path)]) == 0
    paired = load_any(path)
    assert paired.pairing == chosen
    # Baku (C.04.5.1): GA = players 1-8 carry one virtual point in round 1, so they pair among
    # themselves, S1 1-4 against S2 5-8 (C.04.3), and GB 9-16 likewise. Initial colour black
    # (C.04.3 E.5): the higher-ranked player of a board takes black when his pairing number is
    # odd, white when it is even. Without acceleration round 1 would be 1-9, 2-10, ...
    assert [(b.white, b.black) for b in boards(paired, 1)] == [
        (5, 1), (2, 6), (7, 3), (4, 8), (13, 9), (10, 14), (15, 11), (12, 16),
    ]  # fmt: skip
