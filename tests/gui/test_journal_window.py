"""The journal in the window (Tournament > Journal…, `JournalDialog`) and a TRF with a broken
round opened (C.02 2026 checklist, TRF import: "a level-3 warning and a `###` comment")."""

from __future__ import annotations

from pathlib import Path

from gatetools import real_dialogs
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot

from arbiter_app.gui.journal_dialog import JournalDialog
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.trf import read_trf

REMATCH = Path(__file__).parents[1] / "data" / "fide-mode" / "rematch.trf"


def test_a_broken_round_asks_on_opening_and_is_journaled(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch
) -> None:
    path = REMATCH
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Ok]
    asked: list[tuple[str, str]] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append((box.objectName(), box.text()))
        return answers.pop(0)

    real_dialogs(monkeypatch)
    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert not window.open_path(path)  # Cancel (the default button): not opened
    assert asked == [
        (
            "gateConfirmation",
            "Round 2 breaks a pairing rule: Players 3 and 1 already met (round 1). "
            "Players 4 and 2 already met (round 1).",
        )
    ]
    assert window.open_path(path)
    t = window.document.tournament
    assert [(j.round_no, j.what) for j in t.journal] == [(2, "broken-round-read")]
    window.wait_for_standings()
    model = window.findings_model
    kinds = [
        (model.finding(i).kind.value, model.finding(i).round_no) for i in range(model.rowCount())
    ]
    assert ("broken-round-read", 2) in kinds

    opened: list[JournalDialog] = []
    monkeypatch.setattr(JournalDialog, "exec", lambda d: opened.append(d) or 0)
    action = window.findChild(QAction, "actionJournal")
    assert action is not None
    action.trigger()
    dialog = opened[0]
    assert isinstance(dialog, QDialog) and dialog.objectName() == "JournalDialog"
    table = dialog.findChild(QTableWidget, "journalTable")
    assert table is not None and table.rowCount() == 1
    assert [table.item(0, c).text() for c in (1, 2)] == [
        "2",
        "Round read that breaks a pairing rule",
    ]
    assert table.item(0, 2).toolTip() == "broken-round-read"  # the code the files keep
    assert "Players 3 and 1 already met" in table.item(0, 4).text()
    label = dialog.findChild(QLabel, "journalFideMode")
    assert label is not None and label.text() == "The event is in FIDE mode."

    exported = tmp_path / "exported.trf"
    assert window.export_trf(exported)
    assert any("what=broken-round-read" in x for x in exported.read_text().splitlines())
    assert read_trf(exported).journal == t.journal


def test_no_final_list_while_an_adjourned_game_is_open(window: MainWindow, monkeypatch) -> None:
    """C.02 (2026) checklist, adjourned games: no final standings in FIDE mode; outside it the
    arbiter confirms (level 3)."""
    from arbiter_app.core.edits import SetGame
    from arbiter_app.core.model import Colour, FideMode, Player, Result, Tournament

    t = Tournament(name="Club", start_date="2026-06-01", rounds=2)
    for i in range(1, 5):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    for r, a, b, c, d, first in ((1, 1, 3, 2, 4, Result.ADJOURNED), (2, 4, 1, 3, 2, Result.WIN)):
        SetGame(r, a, b, Colour.WHITE, first).apply(t)
        SetGame(r, c, d, Colour.WHITE, Result.DRAW).apply(t)
    window.show_tournament(t)
    shown: list[str] = []
    real_dialogs(monkeypatch)
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: shown.append(box.objectName()) or QMessageBox.StandardButton.Cancel,
    )
    action = window.findChild(QAction, "actionExportHtml")
    assert action is not None
    action.trigger()  # refused before any file is asked for
    assert shown == ["gateRefusal"]
    window.document.tournament.fide_mode = FideMode(False, 2, "club rules")
    action.trigger()  # outside FIDE mode: asked (Cancel: nothing written)
    assert shown == ["gateRefusal", "gateConfirmation"]
