"""The grid never loses a result behind the arbiter's back (pytest-qt, real widgets).

The event (8 players + 9; round 1 finished, round 2 in progress, board order stored):
    round 1: 1-5 1-0, 6-2 ½-½, 3-7 0-1, 8-4 1-0, 9 not paired
    round 2: board 1 5-6 (no result), board 2 2-3 (no result), board 3 7-8 postponed,
             board 4 1-4 (no result); 9 has the pairing-allocated bye
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from gatetools import Gates
from guitools import (  # noqa: F401  (fixtures)
    cell,
    current_cell,
    gui_env_fixture,
    type_cell,
    window_fixture,
)
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.gui import grid, repair_confirm
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.project import save_project

W, B, N = Colour.WHITE, Colour.BLACK, Colour.NONE
R = Result
OK, CANCEL = QMessageBox.StandardButton.Ok, QMessageBox.StandardButton.Cancel


def event() -> Tournament:
    games = {
        1: [(1, 5, R.WIN), (6, 2, R.DRAW), (3, 7, R.LOSS), (8, 4, R.WIN)],
        2: [(5, 6, R.PENDING), (2, 3, R.PENDING), (7, 8, R.POSTPONED), (1, 4, R.PENDING)],
    }
    rounds: dict[int, list[RoundEntry]] = {s: [] for s in range(1, 10)}
    for pairs in games.values():
        for white, black, result in pairs:
            rounds[white].append(RoundEntry(black, W, result))
            rounds[black].append(RoundEntry(white, B, result.mirror))
    rounds[9] = [RoundEntry(), RoundEntry(None, N, R.PAIRING_BYE)]
    t = Tournament(name="Grid rules", rounds=5)
    for s in range(1, 10):
        t.add_player(Player(s, f"P{s}", rating=2000 - s, rounds=tuple(rounds[s])))
    t.board_order = {2: (5, 2, 7, 1)}
    return t


@pytest.fixture(name="opened")
def opened_fixture(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> MainWindow:
    path = tmp_path / "grid.arbiter"
    save_project(event(), path)
    assert window.open_path(path)
    # The real question (guitools answers Cancel without showing it).
    monkeypatch.setattr(grid, "confirm_repair", repair_confirm.confirm_repair)
    return window


def answer(button: QMessageBox.StandardButton, seen: list[dict[str, object]]) -> None:
    """When the repair question shows, note what it says and press `button` (gives up after
    about five seconds, so a question that never comes cannot leak into another test)."""
    tries = [500]

    def act() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "repairConfirmBox":
            tries[0] -= 1
            if tries[0] > 0:
                QTimer.singleShot(10, act)
            return
        seen.append(
            {
                "text": box.text(),
                "items": box.informativeText().splitlines(),
                "default_cancel": box.defaultButton() is box.button(CANCEL),
            }
        )
        target = box.button(button)
        assert isinstance(target, QPushButton)
        target.click()

    QTimer.singleShot(0, act)


def snapshot(w: MainWindow) -> list[Player]:
    return list(w.document.tournament.players)


def palette(w: MainWindow, name: str) -> Callable[[], None]:
    return lambda: w.findChild(type(w.action_clear), name).trigger()


# -- re-pairing asks first ------------------------------------------------------------------
def test_typing_a_new_opponent_lists_every_game_it_clears_and_cancel_keeps_all(
    opened: MainWindow, qtbot: QtBot
) -> None:
    before = snapshot(opened)
    seen: list[dict[str, object]] = []
    answer(CANCEL, seen)
    type_cell(qtbot, opened, 5, 2, "7w1")  # 5 plays 6, and 7 has a postponed game with 8
    qtbot.waitUntil(lambda: bool(seen))
    assert seen[0]["items"] == [
        "Round 2: P5 (5) – P6 (6) no result yet",
        "Round 2: P7 (7) – P8 (8) postponed",
    ]
    assert seen[0]["default_cancel"] is True
    assert "changes the pairings" in str(seen[0]["text"])
    QApplication.processEvents()
    assert snapshot(opened) == before
    assert opened.document.undo_stack.count() == 0
    assert cell(opened, 5, 2) == "6w" and cell(opened, 7, 2) == "8wP"
    assert "Nothing changed" in opened.cell_message.text()


def test_ok_re_pairs_as_one_undo_step(opened: MainWindow, qtbot: QtBot, gates: Gates) -> None:
    before = snapshot(opened)
    seen: list[dict[str, object]] = []
    answer(OK, seen)
    gates.answer = True  # players moved in a round without results: asked, journaled
    type_cell(qtbot, opened, 5, 2, "7w1")
    qtbot.waitUntil(lambda: opened.document.undo_stack.count() == 1)
    assert gates.asked == [("player-moved", 3, False)]
    assert [cell(opened, s, 2) for s in (5, 7, 6, 8)] == ["7w1", "5b0", "", ""]
    opened.document.undo_stack.undo()
    assert snapshot(opened) == before


def test_re_pairing_finished_games_lists_their_results(opened: MainWindow, qtbot: QtBot) -> None:
    seen: list[dict[str, object]] = []
    answer(CANCEL, seen)
    type_cell(qtbot, opened, 1, 1, "3w1")  # 1 beat 5; 3 lost to 7
    qtbot.waitUntil(lambda: bool(seen))
    assert seen[0]["items"] == ["Round 1: P1 (1) – P5 (5) 1 – 0", "Round 1: P3 (3) – P7 (7) 0 – 1"]
    QApplication.processEvents()
    assert cell(opened, 1, 1) == "5w1" and cell(opened, 3, 1) == "7w0"


def test_a_result_for_the_existing_game_just_sets_it(opened: MainWindow, qtbot: QtBot) -> None:
    type_cell(qtbot, opened, 5, 2, "6w=")  # the game already in the cell
    type_cell(qtbot, opened, 2, 2, "1")  # a bare result
    QApplication.processEvents()
    assert opened.document.undo_stack.count() == 2
    assert [cell(opened, s, 2) for s in (5, 6, 2, 3)] == ["6w½", "5b½", "3w1", "2b0"]


# -- palette and Delete follow the same rule ----------------------------------------------------
def test_a_palette_bye_on_a_game_asks_and_cancel_keeps_it(opened: MainWindow, gates: Gates) -> None:
    before = snapshot(opened)
    seen: list[dict[str, object]] = []
    opened.select_cell(5, 2)
    answer(CANCEL, seen)
    palette(opened, "actionResultHalfBye")()
    assert seen[0]["items"] == ["Round 2: P5 (5) – P6 (6) no result yet"]
    assert snapshot(opened) == before and opened.document.undo_stack.count() == 0
    answer(OK, seen)
    gates.answer = True  # 5 leaves his board for a bye: a player moved (asked, journaled)
    palette(opened, "actionResultHalfBye")()
    assert gates.asked == [("player-moved", 3, False)]
    assert cell(opened, 5, 2) == "H" and cell(opened, 6, 2) == ""
    assert opened.document.undo_stack.count() == 1


def test_a_palette_result_on_a_game_does_not_ask(opened: MainWindow) -> None:
    opened.select_cell(5, 2)
    palette(opened, "actionResultWin")()  # no question: nothing but this game's result
    assert cell(opened, 5, 2) == "6w1" and cell(opened, 6, 2) == "5b0"
    assert opened.document.undo_stack.count() == 1


def test_delete_on_a_game_asks_and_ok_is_one_undo_step(opened: MainWindow, gates: Gates) -> None:
    before = snapshot(opened)
    gates.answer = True  # round 2 is paired: a change of round 1 is a correction (it asks)
    seen: list[dict[str, object]] = []
    opened.select_cell(8, 1)
    answer(CANCEL, seen)
    opened.action_clear.trigger()
    assert seen[-1]["items"] == ["Round 1: P8 (8) – P4 (4) 1 – 0"]
    assert snapshot(opened) == before
    answer(OK, seen)
    opened.action_clear.trigger()
    assert cell(opened, 8, 1) == "" and cell(opened, 4, 1) == ""
    assert gates.asked == [("correct-previous-round", 3, False)]
    assert [e.what for e in opened.document.tournament.journal] == ["correct-previous-round"]
    assert opened.document.undo_stack.count() == 1
    opened.document.undo_stack.undo()
    assert snapshot(opened) == before


def test_delete_on_a_bye_only_clears_that_cell(opened: MainWindow) -> None:
    opened.select_cell(9, 2)
    opened.action_clear.trigger()  # nobody else's game or bye: no question
    assert cell(opened, 9, 2) == ""
    assert opened.document.undo_stack.count() == 1


# -- Enter: the next game without a result, in board order ---------------------------------------
def test_enter_goes_through_the_round_in_board_order(opened: MainWindow, qtbot: QtBot) -> None:
    # Board 1 (5-6): result; next board 2 (2-3), not 6's mirrored cell nor row 6.
    type_cell(qtbot, opened, 5, 2, "1")
    assert current_cell(opened) == (2, 2)
    # Board 2: next is board 4 (1-4): board 3 is postponed, 9's bye is no board.
    type_cell(qtbot, opened, 2, 2, "=")
    assert current_cell(opened) == (1, 2)
    # Board 4: no game of round 2 waits for a result any more (7-8 is postponed): stay.
    type_cell(qtbot, opened, 1, 2, "0")
    assert current_cell(opened) == (1, 2)
    assert opened.document.undo_stack.count() == 3


def test_enter_from_a_late_board_wraps_to_the_first_one_waiting(
    opened: MainWindow, qtbot: QtBot
) -> None:
    type_cell(qtbot, opened, 4, 2, "1")  # board 4, from the black side
    assert current_cell(opened) == (5, 2)  # board 1's first player
    opened.select_cell(5, 2)
    opened.findChild(type(opened.action_clear), "actionResultDraw").trigger()  # palette: same
    assert current_cell(opened) == (2, 2)


def test_enter_never_lands_on_a_cell_that_would_re_pair(opened: MainWindow, qtbot: QtBot) -> None:
    """Whatever the entry, the cursor only goes to a game waiting for its result (or, while a
    round is being paired, to a player not paired yet): never a finished game, a bye or a
    postponed game, where the next keystroke would change a pairing."""
    t = opened.document.tournament
    for text, s in (("1", 5), ("=", 2), ("1", 1)):
        type_cell(qtbot, opened, s, 2, text)
        target, rnd = current_cell(opened)
        assert rnd == 2
        entry = t.player(target).entry(2)
        assert target == s or entry.result is Result.PENDING


# -- the findings list shows the file's own claims from the start ------------------------------
def test_the_files_claims_are_listed_when_it_opens_and_go_with_an_edit(
    window: MainWindow, qtbot: QtBot
) -> None:
    """held_swiss_5's rank column holds the start numbers (10 of them against the order of
    points, see tests/core/test_validate.py: no order of points, one finding that says so):
    listed as soon as the file opens, gone once a result is edited (the column then describes
    another list)."""
    from conftest import FIDE_TEC

    window.open_path(FIDE_TEC / "held_swiss_5.trf")
    window.wait_for_standings()
    model = window.findings_model
    kinds = [model.finding(i).kind.value for i in range(model.rowCount())]
    # ... and the question a TRF leaves open: Nick (12) has no game after round 3.
    assert kinds == ["rank-unordered", "no-game-after"]
    assert model.finding(0).args == {"count": 10, "total": 16}
    type_cell(qtbot, window, 2, 5, "0")  # a bare result: no question
    window.wait_for_standings()
    assert [model.finding(i).kind.value for i in range(model.rowCount())] == ["no-game-after"]


def test_the_withdrawal_question_is_confirmed_from_the_findings_list(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Issue 24: reading a TRF never withdraws anyone; "no game after round 3: withdrawn?" is
    a finding, its line takes the grid to the round, and Withdraw (one undo step) confirms."""
    from conftest import FIDE_TEC
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QTableView

    window.open_path(FIDE_TEC / "held_swiss_5.trf")
    window.wait_for_standings()
    assert window.document.tournament.player(12).withdrawn_after is None
    model = window.findings_model
    row = next(i for i in range(model.rowCount()) if model.finding(i).kind.value == "no-game-after")
    assert model.finding(row).start_no == 12 and model.finding(row).round_no == 4
    view = window.findChild(QTableView, "findingsView")
    assert view is not None
    view.clicked.emit(model.index(row, 0))  # the grid goes to player 12, round 4
    withdraw = window.findChild(QAction, "actionWithdraw")
    assert withdraw is not None
    withdraw.trigger()
    window.wait_for_standings()
    assert window.document.tournament.player(12).withdrawn_after == 3
    kinds = [model.finding(i).kind.value for i in range(model.rowCount())]
    assert "no-game-after" not in kinds
    window.document.undo_stack.undo()
    window.wait_for_standings()
    assert window.document.tournament.player(12).withdrawn_after is None
