"""The manual pairing session, driven by objectName: a hand-made rematch asks (Cancel by
default, and Cancel changes nothing), its end records the differences from the engine's
pairing as `### MPA` lines in the saved TRF; undo takes them back. Prohibited pairs in the
players view.

Boards from the rules (C.04.3): round 1 of four players is 1-3, 4-2 (S1 = 1 2 v S2 = 3 4,
colours alternating from white). With 1 and 2 winning, round 2 pairs the two leaders and the
two others: 2-1 and 3-4 (2 and 3 had black and are due white, C.04.3 E.1).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gatetools import Gates, real_dialogs
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QTableView
from pytestqt.qtbot import QtBot

from arbiter_app.core.boards import boards
from arbiter_app.core.edits import SetBye, SetGame
from arbiter_app.core.model import (
    Colour,
    FideMode,
    ManualPairing,
    Player,
    Result,
    System,
    Tournament,
)
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.round_view import RoundView


def new_event(n: int = 4) -> Tournament:
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=3)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    return t


def select_rows(view: RoundView, rows: tuple[int, ...]) -> None:
    view.table.clearSelection()
    for row in rows:
        view.table.selectionModel().select(
            view.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )


def select_players(table: QTableView, rows: tuple[int, ...]) -> None:
    table.clearSelection()
    for row in rows:
        table.selectionModel().select(
            table.model().index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )


def test_a_rematch_asks_and_the_end_writes_mpa_lines(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    asked: list[tuple[str, str, object]] = []
    answer = [QMessageBox.StandardButton.Cancel]

    def exec_(box: QMessageBox) -> object:
        asked.append((box.objectName(), box.text(), box.standardButton(box.defaultButton())))
        return answer[0]

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    real_dialogs(monkeypatch)
    w = window
    t = new_event()
    SetGame(1, 1, 3, Colour.WHITE, Result.WIN).apply(t)  # round 1 as C.04.3 pairs it
    SetGame(1, 4, 2, Colour.WHITE, Result.LOSS).apply(t)
    w.show_tournament(t)
    view = w.findChild(RoundView, "roundView")
    session = view.findChild(QAction, "actionEditPairings")
    assert session is not None and session.isCheckable()
    t = w.document.tournament
    view.pair_next()
    assert [(b.white, b.black) for b in boards(t, 2)] == [(2, 1), (3, 4)]

    session.trigger()  # start: the session is on round 2
    assert session.isChecked() and view.session.round_no == 2
    assert session.text() == "End session"
    select_rows(view, (0, 1))
    view.findChild(QAction, "actionExchangePlayers").trigger()  # 2-4 and 3-1: a rematch
    # The gate of the one table (level 3, C.02 2026 checklist §7), Cancel by default.
    (shown,) = asked
    assert shown == (
        "gateConfirmation",
        "This pairing breaks a rule of the pairing system: ✖ Players 2 and 4 already met "
        "(round 1). ✖ Players 3 and 1 already met (round 1). Make it anyway?",
        QMessageBox.StandardButton.Cancel,
    )
    assert [(b.white, b.black) for b in boards(t, 2)] == [(2, 1), (3, 4)]  # Cancel: unchanged

    answer[0] = QMessageBox.StandardButton.Ok
    select_rows(view, (0, 1))
    view.findChild(QAction, "actionExchangePlayers").trigger()
    assert [(b.white, b.black) for b in boards(t, 2)] == [(2, 4), (3, 1)]
    # Then the players moved: a pairing-integrity event (level 3, journaled).
    assert [text for _, text, _ in asked[1:]] == [
        shown[1],
        "Round 2: move player 1 away from the engine's pairing?",
    ]
    assert [(e.what, e.round_no) for e in t.journal] == [("player-moved", 2)]

    session.trigger()  # end: compared with the engine's 2-1, 3-4
    assert not session.isChecked() and view.session.round_no is None
    assert session.text() == "Edit pairings"
    assert t.manual_pairings == (
        ManualPairing(2, "arbiter", 2, 4),
        ManualPairing(2, "arbiter", 3, 1),
        ManualPairing(2, "engine", 2, 1),
        ManualPairing(2, "engine", 3, 4),
    )
    path = tmp_path / "club.trf"
    assert w.export_trf(path)
    lines = path.read_text().splitlines()
    assert [x for x in lines if x.startswith("### MPA")] == [
        "### MPA round=2 by=arbiter board=2-4",
        "### MPA round=2 by=arbiter board=3-1",
        "### MPA round=2 by=engine board=2-1",
        "### MPA round=2 by=engine board=3-4",
    ]
    w.document.undo_stack.undo()  # the session's record is one step
    assert t.manual_pairings == ()
    assert t.player(3).entry(2).opponent == 1  # the hand-made pairing stays until undone too


def test_must_not_meet_from_the_players_view(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, gates: Gates
) -> None:
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: warned.append(a[2]))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: warned.append(a[2]))
    w = window
    w.show_tournament(new_event())
    table = w.findChild(QTableView, "playersView")
    forbid = w.findChild(QAction, "actionForbidPair")
    assert table is not None and forbid is not None and forbid in table.actions()
    select_players(table, (0, 2))
    forbid.trigger()
    t = w.document.tournament
    assert t.prohibited == ((1, 3),)
    w.document.undo_stack.undo()
    assert t.prohibited == ()
    w.document.undo_stack.redo()
    view = w.findChild(RoundView, "roundView")
    view.pair_next()
    assert (1, 3) not in [(b.white, b.black) for b in boards(t, 1)]
    select_players(table, (0, 2))
    # After round 1 the list is fixed (C.02 2026 checklist §16): refused in FIDE mode
    # (level 5), the gate telling why; nothing changes.
    allow = w.findChild(QAction, "actionAllowPair")
    allow.trigger()
    assert gates.told == [("prohibited-after-round-1", 5)] and not gates.asked
    assert t.prohibited == ((1, 3),) and w.document.undo_stack.count() == 2
    assert t.player(1).entry(1).result is Result.PENDING
    # Outside FIDE mode it is confirmed (level 3, Cancel by default), then journaled.
    t.fide_mode = FideMode(on=False, left_round=1, reason="club rules")
    gates.told.clear()
    allow.trigger()
    assert gates.asked == [("prohibited-after-round-1", 3, False)] and t.prohibited == ((1, 3),)
    gates.answer = True
    allow.trigger()
    assert t.prohibited == () and [e.what for e in t.journal] == ["prohibited-after-round-1"]
    w.document.undo_stack.undo()  # the change and its journal line are one step
    assert t.prohibited == ((1, 3),) and t.journal == ()


def test_giving_the_bye_again_asks(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Round 1 gave 5 the PAB; round 2 as paired: 1-5, 3-4 and the PAB to 2. Giving the bye
    to 5 instead (2 takes his board) is a second PAB to 5, barred by C.04.1.4."""
    asked: list[str] = []

    def exec_(box: QMessageBox) -> object:
        asked.append(box.text())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    t = new_event(5)
    SetGame(1, 1, 3, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 4, 2, Colour.WHITE, Result.WIN).apply(t)
    SetBye(1, 5, Result.PAIRING_BYE).apply(t)
    SetGame(2, 1, 5, Colour.WHITE, Result.PENDING).apply(t)
    SetGame(2, 3, 4, Colour.WHITE, Result.PENDING).apply(t)
    SetBye(2, 2, Result.PAIRING_BYE).apply(t)
    window.show_tournament(t)
    view = window.findChild(RoundView, "roundView")
    t = window.document.tournament
    give = view.findChild(QAction, "actionGivePairingBye")
    assert not give.isEnabled()  # only in a session
    view.findChild(QAction, "actionEditPairings").trigger()
    assert view.session.round_no == 2
    row = next(i for i, b in enumerate(view.model.boards) if (b.white, b.black) == (1, 5))
    view.table.selectRow(row)
    real_dialogs(monkeypatch)  # every box answered OK
    give.trigger()
    # The manual pairing's gate, then 5 and 2 moved (a pairing-integrity event), both level 3.
    assert len(asked) == 2 and "Player 5 already had a bye" in asked[0]
    assert asked[1] == "Round 2: move player 1 away from the engine's pairing?"  # 1 meets 2
    assert t.player(5).entry(2).result is Result.PAIRING_BYE
    assert t.player(2).entry(2).opponent == 1


def test_a_round_robin_says_so_before_pairing_a_prohibited_pair(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Berger round 1 of four (C.05 Annex 1): 1-4, 2-3. With 1-4 prohibited the window asks
    first, a level-3 confirmation (`Gate.PROHIBITED_UNHONOURED`; Cancel: nothing paired);
    paired anyway, the checker's error is shown."""
    from PySide6.QtWidgets import QLabel

    from arbiter_app.core.pairing.checker import PairingIssue
    from arbiter_app.core.pairing.forbidden import forbid_edit
    from arbiter_app.gui.round_view import finding_texts

    assert set(finding_texts()) == set(PairingIssue)  # every finding has its words
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.Cancel]

    def confirmation(box: QMessageBox) -> object:
        assert box.objectName() == "gateConfirmation"
        asked.append(box.text())
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
        return answer[0]

    from gatetools import real_dialogs

    real_dialogs(monkeypatch)
    monkeypatch.setattr(QMessageBox, "exec", confirmation)
    t = new_event(4)
    t.system = System.ROUND_ROBIN
    forbid_edit(t, 1, 4).apply(t)
    window.show_tournament(t)
    view = window.findChild(RoundView, "roundView")
    t = window.document.tournament
    assert not view.pair_next()
    assert "1–4" in asked[0] and boards(t, 1) == []
    answer[0] = QMessageBox.StandardButton.Ok
    assert view.pair_next()
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 4), (2, 3)]
    text = view.findChild(QLabel, "roundFindings").text()
    assert "Players 1 and 4 must not meet (prohibited pair)." in text
