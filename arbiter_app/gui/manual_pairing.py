"""The round view's manual pairing session (`actionEditPairings`, checkable).

Checking it starts a session on the last paired round; while it runs, every hand-made change
of the round view (swap colours, exchange players, give the pairing-allocated bye to another
player: `actionGivePairingBye`) is judged by `core.pairing.manual.hand_issues` first, and one
that makes a rematch, an ineligible bye, breaks an absolute colour rule or pairs a prohibited
pair asks to confirm (the gate `MANUAL_PAIRING_BREAKS_RULE` of the one table of warning
levels, level 3, Cancel by default: C.02 verification checklist §7). Unchecking it ends the
session: the engine pairs the same input again (`core.pairing.round.history_for`, run by
`app.pairing.engine_job`) and each difference between its pairing and the round is kept as
a `ManualPairing` (`### MPA` lines in the TRF, the project file), one undo step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from arbiter_app.app.gates import passes
from arbiter_app.app.jobs import Job
from arbiter_app.app.pairing import engine_job
from arbiter_app.core.boards import Board
from arbiter_app.core.edits import Batch, Edit, SetBoardOrder, SetBye, SetGame
from arbiter_app.core.model import Colour, Result, Tournament
from arbiter_app.core.pairing.checker import PairingFinding
from arbiter_app.core.pairing.engine import PairingError
from arbiter_app.core.pairing.manual import differences, hand_issues, record_edit
from arbiter_app.core.pairing.round import (
    RoundPairing,
    current_pairing,
    history_for,
    next_round,
)
from arbiter_app.core.vocabulary.levels import Gate
from arbiter_app.gui.gates import DialogConfirmer
from arbiter_app.gui.named import named
from arbiter_app.gui.shell import Shell

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class _Round(Protocol):
    round_no: int


class SessionView(Protocol):
    """What the session uses of the round view (`gui.round_view.RoundView` is one)."""

    @property
    def window_(self) -> Shell: ...

    @property
    def tournament(self) -> Tournament: ...

    @property
    def model(self) -> _Round: ...

    def show_round(self, round_no: int) -> None: ...

    def wait_for(self, job: Job[RoundPairing]) -> RoundPairing | None: ...

    def selected_boards(self) -> list[Board]: ...

    def confirm_touching_results(self, chosen: list[Board]) -> bool: ...

    def order_with(self, replaced: dict[int, int]) -> list[int]: ...


class ManualSession(QObject):
    """The session's state (its round, or None) and its two actions."""

    def __init__(
        self, view: SessionView, parent: QWidget, words: Callable[[PairingFinding], str]
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.view = view
        self.words = words  # a checker finding in the program's language
        self.round_no: int | None = None
        self.action = named(QAction(parent, checkable=True), "actionEditPairings")
        self.action.toggled.connect(self._toggled)
        self.action_bye = named(QAction(parent), "actionGivePairingBye")
        self.action_bye.triggered.connect(self.give_bye)
        self.action_bye.setEnabled(False)

    def retranslate(self) -> None:
        # Checked (a session runs), the same action ends it.
        if self.round_no is None:
            self.action.setText(translate("ManualPairing", "Edit pairings"))
        else:
            self.action.setText(translate("ManualPairing", "End session"))
        self.action.setToolTip(
            translate(
                "ManualPairing",
                "Start a manual pairing session; uncheck to end it and record the differences "
                "from the engine's pairing",
            )
        )
        self.action_bye.setText(translate("ManualPairing", "Give bye"))
        self.action_bye.setToolTip(
            translate(
                "ManualPairing",
                "Give the pairing-allocated bye to the black player of the selected board",
            )
        )

    @property
    def active(self) -> bool:
        return self.round_no is not None

    def _set_checked(self, checked: bool) -> None:
        self.action.blockSignals(True)
        self.action.setChecked(checked)
        self.action.blockSignals(False)
        self.action_bye.setEnabled(checked)
        self.retranslate()

    def _toggled(self, checked: bool) -> None:
        done = self.start() if checked else self.end()
        self._set_checked(checked == done)

    # -- the session ------------------------------------------------------------------------
    def start(self) -> bool:
        """Start a session on the last paired round; False when no round is paired."""
        r = next_round(self.view.tournament) - 1
        if r < 1:
            self.view.window_.show_message(
                translate("ManualPairing", "Pair a round first, then edit its pairings.")
            )
            return False
        self.round_no = r
        self.view.show_round(r)
        self.view.window_.show_message(
            translate("ManualPairing", "Manual pairing session on round {0}.").format(r)
        )
        return True

    def end(self) -> bool:
        """Compare the round with the engine's pairing of the same input and record the
        differences (one undo step); False (the session goes on) when the engine fails."""
        r = self.round_no
        if r is None:
            return True
        t = self.view.tournament
        now = current_pairing(t, r)
        if not now.boards and now.bye is None:  # unpaired during the session: nothing to compare
            self.round_no = None
            return True
        try:
            job = engine_job(history_for(t, r), r)
        except PairingError as exc:
            self.view.window_.show_error(translate("ManualPairing", "End session"), str(exc))
            return False
        engine = self.view.wait_for(job)
        if engine is None:
            return False
        found = differences(now, engine)
        text = translate("ManualPairing", "Manual pairing session in round {0}").format(r)
        changed = found or any(m.round_no == r for m in t.manual_pairings)
        if changed and not self.view.window_.push(record_edit(t, r, found), text):
            return False
        self.round_no = None
        self.view.window_.show_message(
            translate(
                "ManualPairing", "Session ended: {0} difference(s) from the engine's pairing."
            ).format(len(found))
        )
        return True

    def confirm(self, boards: Iterable[tuple[int, int]] = (), bye: int | None = None) -> bool:
        """In a session: True when the hand-made `boards` and `bye` break no absolute rule or
        the arbiter confirms them (Cancel by default). Outside one: True."""
        if self.round_no is None:
            return True
        issues = hand_issues(self.view.tournament, self.round_no, boards, bye)
        if not issues:
            return True
        t = self.view.tournament
        words = " ".join(self.words(f) for f in issues)
        ask = Gate.MANUAL_PAIRING_BREAKS_RULE.ask(t.fide_mode.on, issues=words)
        return passes([ask], DialogConfirmer(self.parent_widget))

    def give_bye(self) -> bool:
        """The black player of the selected board takes the pairing-allocated bye; its holder
        takes his place on the board (one undo step)."""
        chosen = self.view.selected_boards()
        r = self.view.model.round_no
        t = self.view.tournament
        holder = current_pairing(t, r).bye
        if len(chosen) != 1 or holder is None:
            self.view.window_.show_message(
                translate(
                    "ManualPairing",
                    "Select one board of a round with a pairing-allocated bye.",
                )
            )
            return False
        board = chosen[0]
        if not self.confirm([(board.white, holder)], board.black):
            return False
        if not self.view.confirm_touching_results(chosen):
            return False
        edits: list[Edit] = [
            SetGame(r, board.white, holder, Colour.WHITE, Result.PENDING),
            SetBye(r, board.black, Result.PAIRING_BYE),
            SetBoardOrder(r, self.view.order_with({})),
        ]
        text = translate("ManualPairing", "Give the bye in round {0}").format(r)
        return self.view.window_.push(Batch(edits, label="give-bye"), text)
