"""FIDE mode in the window (C.02, 2026 checklist; spec/fide-acceptance.md §3, §6, §14, §15).

The gates' dialogs are the real ones (`DialogConfirmer`): `QMessageBox.exec` is answered here
and every box shown is recorded (objectName, text), so the tests see what the arbiter sees.
The event: six players, round 1 paired and played (1-4 1-0, 5-2 ½-½, 3-6 0-1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from gatetools import REAL_CONFIRM, REAL_TELL
from guitools import (  # noqa: F401 - pytest fixtures
    gui_env_fixture,
    window_fixture,
)
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QInputDialog,
    QLabel,
    QMessageBox,
    QSpinBox,
)

from arbiter_app.core.edits import SetGame
from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.gui.gates import DialogConfirmer
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.round_view import RoundView

W = Colour.WHITE
OK, CANCEL = QMessageBox.StandardButton.Ok, QMessageBox.StandardButton.Cancel


def event(rounds: list[list[tuple[int, int, Result]]]) -> Tournament:
    t = Tournament(
        name="Club", start_date="2026-06-01", system=System.SWISS, rounds=5, tiebreaks=["BH", "SB"]
    )
    for i in range(1, 7):
        t.add_player(Player(i, f"Player {i}", rating=2400 - 10 * i))
    for r, games in enumerate(rounds, 1):
        for white, black, result in games:
            SetGame(r, white, black, W, result).apply(t)
    return t


ROUND_1 = [(1, 4, Result.WIN), (5, 2, Result.DRAW), (3, 6, Result.LOSS)]
ROUND_2 = [(1, 2, Result.WIN), (4, 3, Result.DRAW), (6, 5, Result.LOSS)]
ROUND_3 = [(1, 6, Result.PENDING), (2, 3, Result.PENDING), (4, 5, Result.PENDING)]


class Boxes:
    """The message boxes shown: (objectName, text); `answers` answer them in turn (then OK)."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []
        self.answers: list[QMessageBox.StandardButton] = []

    def names(self) -> list[str]:
        return [name for name, _ in self.shown]

    def take(self) -> list[tuple[str, str]]:
        shown, self.shown = self.shown, []
        return shown


@pytest.fixture(name="boxes")
def boxes_fixture(monkeypatch: pytest.MonkeyPatch) -> Iterator[Boxes]:
    boxes = Boxes()
    monkeypatch.setattr(DialogConfirmer, "tell", REAL_TELL)
    monkeypatch.setattr(DialogConfirmer, "confirm", REAL_CONFIRM)

    def exec_(box: QMessageBox) -> object:
        boxes.shown.append((box.objectName(), box.text()))
        return boxes.answers.pop(0) if boxes.answers else OK

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    yield boxes


def action(w: MainWindow, name: str) -> QAction:
    found = w.findChild(QAction, name)
    assert found is not None, name
    return found


def in_dialog(fn: Callable[[QDialogButtonBox | None], None]) -> None:
    """Run `fn` on the modal dialog the next action opens."""

    def run() -> None:
        dlg = QApplication.activeModalWidget()
        assert dlg is not None
        fn(dlg)  # type: ignore[arg-type]

    QTimer.singleShot(0, run)


def set_rounds(w: MainWindow, value: int) -> None:
    def fill(dlg: object) -> None:
        spin = dlg.findChild(QSpinBox, "tournamentRounds")  # type: ignore[attr-defined]
        spin.setValue(value)
        dlg.accept()  # type: ignore[attr-defined]

    in_dialog(fill)
    action(w, "actionTournamentSettings").trigger()


def choose_preset(w: MainWindow, preset: str) -> None:
    def fill(dlg: object) -> None:
        combo = dlg.findChild(QComboBox, "presetCombo")  # type: ignore[attr-defined]
        index = combo.findData(preset)
        combo.setCurrentIndex(index)
        combo.activated.emit(index)
        buttons = dlg.findChild(QDialogButtonBox, "buttonBox")  # type: ignore[attr-defined]
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    in_dialog(fill)
    action(w, "actionTiebreakSettings").trigger()


def test_locked_settings_leaving_fide_mode_and_no_return(
    window: MainWindow, boxes: Boxes, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = window
    w.show_tournament(event([ROUND_1]))
    t = w.document.tournament
    fide = action(w, "actionFideMode")
    assert t.fide_mode.on and fide.isCheckable() and fide.isChecked() and fide.isEnabled()
    mark = w.findChild(QLabel, "fideModeMark")
    assert mark is not None and mark.isHidden()

    # In FIDE mode, after round 1: the number of rounds and the tie-break list are refused.
    set_rounds(w, 7)
    assert boxes.take() == [
        (
            "gateRefusal",
            "The number of rounds is locked once round 1 has been paired.\n\nRefused in FIDE mode.",
        )
    ]
    choose_preset(w, "builtin:nsf")
    assert boxes.take() == [
        (
            "gateRefusal",
            "The tie-break list is locked once round 1 has been paired.\n\nRefused in FIDE mode.",
        )
    ]
    assert (t.rounds, t.tiebreaks, w.document.undo_stack.count()) == (5, ["BH", "SB"], 0)

    # Leaving: the reason, then two confirmations; Cancel at the second keeps FIDE mode.
    reason = "The organiser added two rounds"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (reason, True))
    boxes.answers = [OK, CANCEL]
    fide.trigger()
    assert boxes.take() == [
        ("gateConfirmation", "Leave FIDE mode in round 1? This cannot be undone."),
        (
            "gateSecondConfirmation",
            "Second step: are you sure? Leave FIDE mode in round 1? This cannot be undone.",
        ),
    ]
    assert t.fide_mode.on and fide.isChecked()
    fide.trigger()
    assert boxes.names() == ["gateConfirmation", "gateSecondConfirmation"]
    boxes.take()
    mode = t.fide_mode
    assert (mode.on, mode.left_round, mode.reason) == (False, 1, reason) and mode.time
    assert [(e.what, e.round_no, e.why) for e in t.journal] == [("leave-fide-mode", 1, reason)]
    # The mark: the status bar, the title, the findings; the action off for good.
    assert mark.isVisible()
    assert mark.text() == f"Outside FIDE mode since round 1: {reason}"
    assert w.windowTitle().endswith(" — outside FIDE mode") and w.isWindowModified()
    assert not fide.isChecked() and not fide.isEnabled()
    kinds = [w.findings_model.finding(i).kind.value for i in range(w.findings_model.rowCount())]
    assert "outside-fide-mode" in kinds
    # The one edit that cannot be undone: the undo history is gone with it.
    assert w.document.undo_stack.count() == 0 and not w.document.undo_stack.canUndo()
    # No way back: the action is disabled, and even asked directly it stays off.
    fide.trigger()
    w.fide_mode._triggered(True)
    assert not t.fide_mode.on and not fide.isChecked() and not w.fide_mode.leave("again")

    # Outside FIDE mode the same changes ask twice (Cancel by default: nothing changes).
    boxes.answers = [OK, CANCEL]
    set_rounds(w, 7)
    assert boxes.take() == [
        ("gateConfirmation", "The number of rounds is locked once round 1 has been paired."),
        (
            "gateSecondConfirmation",
            "Second step: are you sure? The number of rounds is locked once round 1 has been "
            "paired.",
        ),
    ]
    assert t.rounds == 5
    set_rounds(w, 7)
    assert boxes.names() == ["gateConfirmation", "gateSecondConfirmation"] and t.rounds == 7
    boxes.take()
    choose_preset(w, "builtin:nsf")
    assert boxes.names() == ["gateConfirmation", "gateSecondConfirmation"]
    assert "The tie-break list is locked" in boxes.take()[0][1]
    assert t.tiebreaks != ["BH", "SB"]
    assert [e.what for e in t.journal] == ["leave-fide-mode", "locked-setting", "locked-setting"]
    # Each confirmed change is one undo step with its journal line; leaving stays.
    w.document.undo_stack.undo()
    w.document.undo_stack.undo()
    assert (t.rounds, t.tiebreaks) == (5, ["BH", "SB"])
    assert [e.what for e in t.journal] == ["leave-fide-mode"] and not t.fide_mode.on


def round_view(w: MainWindow, round_no: int) -> RoundView:
    view = w.findChild(RoundView, "roundView")
    assert view is not None
    view.show_round(round_no)
    return view


def test_results_byes_and_corrections(window: MainWindow, boxes: Boxes) -> None:
    w = window
    w.show_tournament(event([ROUND_1, ROUND_2, ROUND_3]))
    t = w.document.tournament
    view = round_view(w, 3)
    view.table.selectRow(0)  # board 1: 1 - 6

    # 1-1 is refused (level 5 in FIDE mode); nothing changes.
    assert not view.other_result.ask("1-1")
    assert boxes.take() == [
        (
            "gateRefusal",
            "Round 3, board 1: both players cannot win (1 – 1).\n\nRefused in FIDE mode.",
        )
    ]
    assert t.player(1).entry(3).result is Result.PENDING
    # ½-0 is a result the Laws know (art. 12.9.7): it asks, Cancel by default.
    boxes.answers = [CANCEL]
    assert not view.other_result.ask("½-0")
    assert boxes.take() == [
        ("gateConfirmation", "Round 3, board 1: ½ – 0 gives the players unequal shares.")
    ]
    assert view.other_result.ask("½-0")
    boxes.take()
    assert (t.player(1).entry(3).result, t.player(6).entry(3).result) == (
        Result.DRAW,
        Result.LOSS,
    )
    assert view.model.index(0, 3).data() == "½ – 0"
    assert [e.what for e in t.journal] == ["result-asymmetric"]

    # A result changed two rounds back: refused in FIDE mode (C.04.2 4.3).
    w.select_cell(1, 1)
    assert not w.apply_choice(Result.LOSS)
    assert boxes.take() == [
        (
            "gateRefusal",
            "Round 1 is older than the previous round: its results can no longer change.\n\n"
            "Refused in FIDE mode.",
        )
    ]
    assert t.player(1).entry(1).result is Result.WIN
    # ... but it can be recorded for the rating report only (C.04.2 4.3): asked, journaled,
    # the board keeps the result as played.
    view = round_view(w, 1)
    view.table.selectRow(0)  # board 1: 1 - 4
    assert view.other_result.rating_only("0-1", "score sheet")
    assert boxes.take() == [
        (
            "gateConfirmation",
            "Round 1, board 1: record the correction for the rating report only?",
        )
    ]
    assert [(e.what, e.why, e.detail) for e in t.journal][-1] == (
        "rating-only-correction",
        "score sheet",
        "white=1 black=4 result=loss/win",
    )
    assert t.player(1).entry(1).result is Result.WIN
    w.document.undo_stack.undo()
    assert [e.what for e in t.journal] == ["result-asymmetric"]
    # The previous round: asks, and is journaled.
    w.select_cell(1, 2)
    assert w.apply_choice(Result.DRAW)
    assert boxes.take() == [
        ("gateConfirmation", "Round 3 has been paired: change a result of round 2?")
    ]
    assert t.player(2).entry(2).result is Result.DRAW
    assert [e.what for e in t.journal] == ["result-asymmetric", "correct-previous-round"]


def test_byes(window: MainWindow, boxes: Boxes) -> None:
    w = window
    w.show_tournament(event([ROUND_1]))
    t = w.document.tournament
    # A half-point bye announced for round 2, then one for round 3: the second asks.
    w.select_cell(6, 2)
    assert w.apply_choice(Result.HALF_BYE)
    assert boxes.take() == []
    boxes.answers = [CANCEL]
    w.select_cell(6, 3)
    assert not w.apply_choice(Result.HALF_BYE)
    assert boxes.take() == [
        ("gateConfirmation", "Player 6 already has a half-point bye (round 2).")
    ]
    assert t.player(6).entry(3).result is Result.NOT_PAIRED
    assert w.apply_choice(Result.HALF_BYE)
    assert t.player(6).entry(3).result is Result.HALF_BYE
    boxes.take()
    # A full-point bye: a notice to acknowledge, and a journal line.
    w.select_cell(5, 2)
    assert w.apply_choice(Result.FULL_BYE)
    assert boxes.take() == [("gateNotice", "Player 5 gets a full-point bye in round 2.")]
    assert t.player(5).entry(2).result is Result.FULL_BYE
    assert [(e.what, e.round_no) for e in t.journal] == [
        ("second-half-bye", 3),
        ("full-point-bye", 2),
    ]


def test_file_new_is_in_fide_mode(window: MainWindow) -> None:
    """C.02 (2026) checklist: FIDE mode is on by default for every new event."""
    action(window, "actionNew").trigger()
    fide = action(window, "actionFideMode")
    assert window.document.tournament.fide_mode.on and fide.isChecked() and fide.isEnabled()
    mark = window.findChild(QLabel, "fideModeMark")
    assert mark is not None and mark.isHidden()
