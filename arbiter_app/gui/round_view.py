"""The round view: the boards of one round, results from the keyboard, pair and unpair.

A dock beside the crosstable (`roundDock`, its widget `roundView`): a round selector, the
boards of the selected round in board order (`core.boards`: board, white, points, result,
black, points), `actionPrintPairings` (print preview of the pairing list, the players in
alphabetical order and the result slips, `gui.pairing_print`) and two actions:

- `actionPairRound` pairs the next round with the engine of the event (`io.pairing_engines`:
  Berger for round robins, else the Dutch engine of the pairing edition): the use case
  `app.pairing`, which `arbiter-app pair` runs too, its engine run a `Job` waited for with a
  progress dialog that can cancel (`gui.waiting.wait_job`); the round is checked by our own
  checker and written as one undo step (`core.pairing.round.pairing_edit`). It refuses while
  a game of the last round has no result.
- `actionUnpairRound` removes the last round's pairings (one undo step); if results were
  entered it asks first.

By hand: `actionSwapColours` swaps the colours of the selected board(s), `actionExchangePlayers`
exchanges the black players of two selected boards; both ask first when a board already has a
result (as the grid does), are one undo step each, and our checker's findings for the shown
round (`roundFindings`: rematch, colour limits, byes, prohibited pairs) follow every change.
`actionEditPairings` makes such changes a manual pairing session (gui/manual_pairing.py): each
rule a change breaks asks first, and the end records the differences from the engine.

Results are typed on the selected board from white's side: `1` `=` `0` `+` `-` and `--`
(double forfeit); each is a core `SetResult` through the window's undo stack, and the cursor
moves to the next board. The view reloads after every change (`standingsUpdated`), so
crosstable, standings and this view always show the same tournament.
"""

from __future__ import annotations

import html
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    SignalInstance,
)
from PySide6.QtGui import QAction, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.app import pairing, unpair
from arbiter_app.app.gates import passes
from arbiter_app.app.jobs import Job
from arbiter_app.core import numbers
from arbiter_app.core.boards import Board, boards
from arbiter_app.core.edits import Batch, Edit, SetBoardOrder, SetGame, SetResult
from arbiter_app.core.model import Colour, Result, Tournament
from arbiter_app.core.pairing.checker import (
    ISSUE_WORDS,
    PairingFinding,
    PairingIssue,
)
from arbiter_app.core.pairing.engine import PairingError, unimplemented_text
from arbiter_app.core.pairing.round import RoundPairing, left_out, next_round
from arbiter_app.core.pairing.sheets import pairing_sheet, without_game
from arbiter_app.core.pairing.shown_round import ShownRound
from arbiter_app.core.system import infer_system
from arbiter_app.core.validate import Severity
from arbiter_app.core.vocabulary.results import ONE_KEY, board_result
from arbiter_app.gui import i18n, team_round
from arbiter_app.gui.board_result import OtherResult
from arbiter_app.gui.gates import DialogConfirmer
from arbiter_app.gui.manual_pairing import ManualSession
from arbiter_app.gui.messages import result_name
from arbiter_app.gui.named import named
from arbiter_app.gui.shell import Shell
from arbiter_app.gui.table_views import compact
from arbiter_app.gui.waiting import wait_job

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises
T = TypeVar("T")


class RoundHost(Shell, Protocol):
    """What the round view uses of the window holding it (`MainWindow` is one): the parts'
    `Shell`, the signal after which it reloads and the dock it sits in."""

    @property
    def round_dock(self) -> QDockWidget: ...

    @property
    def standingsUpdated(self) -> SignalInstance: ...


# White's result for each key (C.04 TRF codes: 1 = 0 + -; `--` both forfeited).
def finding_texts() -> dict[PairingIssue, str]:
    """The words of each checker finding in the program's language (fields in braces)."""
    return {issue: translate("RoundView", words) for issue, words in ISSUE_WORDS.items()}


def finding_text(f: PairingFinding, texts: dict[PairingIssue, str] | None = None) -> str:
    """One checker finding in the program's language (`texts`: `finding_texts()`, when the
    caller words many)."""
    words = (texts or finding_texts())[f.issue]
    mark = "⚠ " if f.severity is Severity.WARNING else "✖ "
    return mark + f.words(words)


# Below the boards the view lists this many findings, then says how many more there are: a
# round of a big event entered by hand can have a thousand, and a label of a thousand lines
# helps nobody (every finding: `arbiter-app check-pairings FILE`).
SHOWN_FINDINGS = 12


class RoundModel(QAbstractTableModel):
    """The boards of one round: board, white, points, result, black, points."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tournament = Tournament()
        self.round_no = 1
        self.boards: list[Board] = []

    def load(self, t: Tournament, round_no: int, on_boards: list[Board] | None = None) -> None:
        """Show `round_no` of `t` (`on_boards`: its boards, when the caller has them)."""
        self.beginResetModel()
        self.tournament, self.round_no = t, round_no
        if on_boards is None:
            on_boards = boards(t, round_no) if round_no >= 1 else []
        self.boards = on_boards
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.boards)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (
            translate("RoundView", "Board"),
            translate("RoundView", "White"),
            translate("RoundView", "Pts"),
            translate("RoundView", "Result"),
            translate("RoundView", "Black"),
            translate("RoundView", "Pts"),
        )[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.TextAlignmentRole,
        ):
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if index.column() in (1, 4):
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        board = self.boards[index.row()]
        t, r = self.tournament, self.round_no
        # A record may name an opponent the file has no player for (validation says so, as an
        # error): the board is shown with that number, never a crash.
        white = t.player(board.white) if t.has_player(board.white) else None
        black = t.player(board.black) if t.has_player(board.black) else None
        column = index.column()
        if column == 0:
            return board.number
        if column in (1, 4):
            p = white if column == 1 else black
            if p is None:
                number = board.white if column == 1 else board.black
                return translate("RoundView", "{0}  (no such player)").format(number)
            return f"{p.start_no}  {p.name}"
        if column in (2, 5):
            p = white if column == 2 else black
            if p is None:
                return ""
            return i18n.number(numbers.points(t.points(p, r - 1)))  # `4,5` in Swedish
        if white is not None:
            theirs = black.entry(r).result if black is not None else None
            return shown_result(white.entry(r).result, theirs)
        return shown_result(black.entry(r).result.mirror) if black is not None else ""


def shown_result(white: Result, black: Result | None = None) -> str:
    """A board's result in the view: as the pairing list prints it (`1 – 0`, `½ – 0`), but a
    forfeit in points and words (`1 – 0 forfeit`), which `+ – -` on screen does not say."""
    points = _FORFEIT_POINTS.get(white)
    if points is None:
        return board_result(white, black)
    return translate("RoundView", "{0} forfeit").format(points)


_FORFEIT_POINTS = {
    Result.FORFEIT_WIN: "1 – 0",
    Result.FORFEIT_LOSS: "0 – 1",
    Result.DOUBLE_FORFEIT: "0 – 0",
}


class RoundTable(QTableView):
    """The boards table; result keys on the selected board (see the module docstring)."""

    def __init__(self, view: RoundView) -> None:
        super().__init__()
        self.setObjectName("roundTable")
        self.round_view = view
        self._dash = QTimer(self, singleShot=True, interval=700)
        self._dash.timeout.connect(self._single_dash)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text == "-":
            if self._dash.isActive():  # `--`: both players forfeited
                self._dash.stop()
                self.round_view.enter(Result.DOUBLE_FORFEIT)
            else:
                self._dash.start()
            return
        if self._dash.isActive():
            self._dash.stop()
            self._single_dash()
        if text in ONE_KEY:
            self.round_view.enter(ONE_KEY[text])
            return
        super().keyPressEvent(event)

    def _single_dash(self) -> None:
        self.round_view.enter(Result.FORFEIT_LOSS)

    def flush(self) -> None:
        """Enter a pending single `-` now (tests and focus changes)."""
        if self._dash.isActive():
            self._dash.stop()
            self._single_dash()


class RoundView(QWidget):
    def __init__(self, window: RoundHost) -> None:
        super().__init__()
        self.setObjectName("roundView")
        self.window_ = window
        self.model = RoundModel(self)
        self.spin = named(QSpinBox(minimum=1, maximum=1), "roundSpin")
        self.spin.valueChanged.connect(lambda _: self.reload(keep_round=True))
        self.table = RoundTable(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # One line a board (a laptop shows as many boards as fit), the names take the width.
        compact(self.table)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        for column in range(6):
            mode = (
                QHeaderView.ResizeMode.Stretch
                if column in (1, 4)
                else QHeaderView.ResizeMode.ResizeToContents
            )
            header.setSectionResizeMode(column, mode)
        self.label = named(QLabel(), "roundLabel")
        # The round's byes and absences, under the boards (as the printed pairing list).
        self.byes = named(QLabel(), "roundByes")
        self.byes.setWordWrap(True)
        self.byes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.findings = named(QLabel(), "roundFindings")
        self.findings.setWordWrap(True)
        # Each finding is a link to its player's board (`show_board`).
        self.findings.setTextFormat(Qt.TextFormat.RichText)
        self.findings.linkActivated.connect(lambda href: self.show_board(int(href)))
        self.findings.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # The findings scroll in a few lines' height: the boards keep the room.
        self.findings_area = named(QScrollArea(), "roundFindingsArea")
        self.findings_area.setWidget(self.findings)
        self.findings_area.setWidgetResizable(True)
        self.findings_area.setFrameShape(QFrame.Shape.NoFrame)
        self.findings_area.setMaximumHeight(self.fontMetrics().lineSpacing() * 5 + 8)
        # Before pairing: who the next round leaves out and why (withdrawn, a bye or absence
        # entered for it); everyone else is paired (C.04.1), as the engine pairs the same TRF.
        self.left_out = named(QLabel(), "roundLeftOut")
        self.left_out.setWordWrap(True)
        self.action_pair = named(QAction(self), "actionPairRound")
        self.action_pair.triggered.connect(self.pair_next)
        self.action_unpair = named(QAction(self), "actionUnpairRound")
        self.action_unpair.triggered.connect(self.unpair_last)
        self.action_print = named(QAction(self), "actionPrintPairings")
        self.action_print.triggered.connect(self.print_pairings)
        self.action_swap = named(QAction(self), "actionSwapColours")
        self.action_swap.triggered.connect(self.swap_colours)
        self.action_exchange = named(QAction(self), "actionExchangePlayers")
        self.action_exchange.triggered.connect(self.exchange_players)
        self.other_result = OtherResult(self, self.table)  # ½-0, 0-½, 0-0 (gui/board_result.py)
        # The manual pairing session (`actionEditPairings`, gui/manual_pairing.py).
        self.session = ManualSession(self, self, finding_text)
        bar = QHBoxLayout()
        bar.addWidget(self.label)
        bar.addWidget(self.spin)
        bar.addStretch(1)
        # A tool bar, not a row of buttons: in a narrow dock the last actions go behind its
        # extension button instead of making the window wider than a small screen.
        tools = named(QToolBar(self), "roundTools")
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (
            self.action_pair,
            self.action_unpair,
            self.action_swap,
            self.action_exchange,
            self.other_result.action,
            self.other_result.action_rating,
            self.session.action,
            self.session.action_bye,
            self.action_print,
        ):
            tools.addAction(action)
        bar.addWidget(tools, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.table)
        layout.addWidget(self.byes)
        layout.addWidget(self.left_out)
        layout.addWidget(self.findings_area)
        self.job: Job[RoundPairing] | None = None
        self.shown = ShownRound()  # what the view shows of the event, kept between edits
        self.retranslate()
        window.standingsUpdated.connect(self.reload)

    def retranslate(self) -> None:
        self.label.setText(translate("RoundView", "Round"))
        self.action_pair.setText(translate("RoundView", "Pair next round"))
        self.action_unpair.setText(translate("RoundView", "Unpair last round"))
        self.action_print.setText(translate("RoundView", "Print pairings…"))
        self.action_swap.setText(translate("RoundView", "Swap colours"))
        self.action_swap.setToolTip(
            translate("RoundView", "Swap the colours of the selected board")
        )
        self.findings.setToolTip(translate("RoundView", "Click a finding to show its board"))
        self.action_exchange.setText(translate("RoundView", "Exchange players"))
        self.action_exchange.setToolTip(
            translate("RoundView", "Exchange the black players of the two selected boards")
        )
        self.session.retranslate()
        self.other_result.retranslate()

    @property
    def tournament(self) -> Tournament:
        return self.window_.document.tournament

    # -- showing ---------------------------------------------------------------------------
    def reload(self, *_args: object, keep_round: bool = False) -> None:
        # A hidden view (a tab behind the findings) catches up when shown: big events pay
        # the boards and the check (~25 ms at 1,500 players) only while someone looks.
        if not self.isVisible() and not getattr(self, "_force", False):
            self._stale = True
            return
        self._stale = False
        t = self.tournament
        last = max(self.shown.next_round(t) - 1, 1)
        self.spin.blockSignals(True)
        self.spin.setMaximum(max(last, t.rounds_paired, 1))
        if not keep_round and self.spin.value() != last and getattr(self, "_follow", True):
            self.spin.setValue(last)
        self.spin.blockSignals(False)
        row = self.table.currentIndex().row()
        # (Kept between edits while only results change: `core.pairing.shown_round`.)
        on_boards, found = self.shown.round(t, self.spin.value())
        if t.teams is not None:  # the team checker's findings (gui/team_round.py)
            found = team_round.team_findings(t, self.spin.value())
        self.model.load(t, self.spin.value(), on_boards)
        if self.model.rowCount():
            self.table.selectRow(min(max(row, 0), self.model.rowCount() - 1))
        self.show_byes(t, self.spin.value())
        self.show_findings(found)
        self.show_left_out()

    def show_left_out(self) -> None:
        """The players the next round will not pair, and why (before it is paired)."""
        t = self.tournament
        r = self.shown.next_round(t)
        if t.teams is not None:
            text = "" if t.rounds and r > t.rounds else team_round.left_out_text(t, r)
            self.left_out.setText(text)
            self.left_out.setVisible(bool(text))
            return
        out = left_out(t, r) if not (t.rounds and r > t.rounds) else []
        parts = []
        for start_no, result in out:
            p = t.player(start_no)
            why = (
                translate("RoundView", "withdrawn after round {0}").format(p.withdrawn_after)
                if result is None
                else result_name(result)
            )
            parts.append(f"{start_no} {p.name} ({why})")
        lines = []
        if parts:
            lines.append(
                translate("RoundView", "Not paired in round {0}: {1}").format(r, "; ".join(parts))
            )
        if unimplemented_text(t) is not None and not infer_system(t).is_round_robin:
            # Never a silent choice of text (C.04.3 of the event's date has no engine here).
            lines.append(
                translate(
                    "RoundView",
                    "No engine implements the pairing text in force on {0} (before 1 July "
                    "2017): the FIDE (Dutch) text of 2017 pairs this event.",
                ).format(t.start_date)
            )
        self.left_out.setText("\n".join(lines))
        self.left_out.setVisible(bool(lines))

    def show_byes(self, t: Tournament, round_no: int) -> None:
        """Who has no game in the round: byes and absences (`core.pairing.sheets`)."""
        if t.teams is not None:  # the teams without a match, not the reserves
            text = team_round.team_byes_text(t, round_no)
            self.byes.setText(text)
            self.byes.setVisible(bool(text))
            return
        listed = without_game(t, round_no)
        lines = [
            translate("RoundView", "{0} {1}: {2}").format(s, t.player(s).name, result_name(r))
            for s, r in listed
        ]
        heading = translate("RoundView", "Byes and absences")
        self.byes.setText(f"{heading}: " + " · ".join(lines) if lines else "")
        self.byes.setVisible(bool(lines))

    def show_findings(self, found: list[PairingFinding]) -> None:
        """Our checker's findings for the shown round (C.04.1; `core.pairing.checker`)."""
        teams = self.tournament.teams is not None
        texts = team_round.team_finding_texts() if teams else finding_texts()
        lines = [
            f'<a href="{f.start_no}">{html.escape(finding_text(f, texts))}</a>'
            for f in found[:SHOWN_FINDINGS]
        ]
        if len(found) > SHOWN_FINDINGS:
            more = len(found) - SHOWN_FINDINGS
            lines.append(html.escape(translate("RoundView", "… and {0} more.").format(more)))
        self.findings.setText("<br>".join(lines))
        self.findings.setVisible(bool(found))
        self.findings_area.setVisible(bool(found))

    def show_board(self, start_no: int) -> bool:
        """Select the board `start_no` plays on in the shown round (a finding's link)."""
        for row, board in enumerate(self.model.boards):
            if start_no in (board.white, board.black):
                self.table.selectRow(row)
                self.table.scrollTo(self.model.index(row, 0))
                self.table.setFocus()
                return True
        return False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if getattr(self, "_stale", True):
            self.reload()

    def show_round(self, round_no: int) -> None:
        self._force = True
        try:
            self.spin.setMaximum(max(self.spin.maximum(), round_no))
            self.spin.setValue(round_no)
            self.reload(keep_round=True)
        finally:
            self._force = False

    # -- results ---------------------------------------------------------------------------
    def enter(self, result: Result) -> None:
        row = self.table.currentIndex().row()
        if not 0 <= row < len(self.model.boards):
            return
        board = self.model.boards[row]
        r = self.model.round_no
        edit = SetResult(r, board.white, result)
        text = translate("RoundView", "Result on board {0}").format(board.number)
        self._follow = False
        try:
            done = self.window_.push(edit, text)
        finally:
            self._follow = True
        if done and row + 1 < self.model.rowCount():
            self.table.selectRow(row + 1)

    # -- pairing ---------------------------------------------------------------------------
    def pair_next(self) -> bool:
        """Pair the next round (the use case `app.pairing`, as `arbiter-app pair`); True when
        a round was paired."""
        title = translate("RoundView", "Pair next round")
        t = self.tournament
        if t.teams is not None:  # matches, not boards (app.team_pairing)
            return self._pair_matches(t)
        try:
            plan = pairing.plan(t)
        except pairing.AllPaired:
            self.window_.show_message(translate("RoundView", "All rounds are paired."))
            return False
        except pairing.Unfinished as exc:
            QMessageBox.warning(
                self,
                title,
                translate("RoundView", "Round {0} has games without a result.").format(
                    exc.round_no - 1
                ),
            )
            return False
        except PairingError as exc:
            self.window_.show_error(title, str(exc))
            return False
        # A pairing rests on the scores the records give: the step "pair" of the one policy
        # (core.policy), as `arbiter-app pair` applies it, then the use case's own gates.
        asks = self.window_.document.session.asks("pair") + plan.asks()
        if not passes(asks, DialogConfirmer(self)):
            return False
        try:
            self.job = plan.job()
        except PairingError as exc:
            self.window_.show_error(title, str(exc))
            return False
        found = self._wait(self.job)
        self.job = None
        if found is None:
            return False
        errors = plan.check(found).errors
        if errors:
            self.window_.show_error(title, "\n".join(f.describe() for f in errors))
            return False
        r = plan.round_no
        text = translate("RoundView", "Pair round {0}").format(r)
        if self.window_.push(plan.edit(found), text):
            self.spin.setMaximum(max(self.spin.maximum(), r))
            self.show_round(r)
            self.window_.round_dock.raise_()  # show the new boards (a tab beside the findings)
            return True
        return False

    def _pair_matches(self, t: Tournament) -> bool:
        """Pair the next round of a team event (gui.team_round); True when it was paired."""
        r = next_round(t)
        if t.rounds and r > t.rounds:
            self.window_.show_message(translate("RoundView", "All rounds are paired."))
            return False
        if not team_round.pair_team_round(self.window_, t, r, self._wait):
            return False
        self.spin.setMaximum(max(self.spin.maximum(), r))
        self.show_round(r)
        self.window_.round_dock.raise_()
        return True

    def _wait(self, job: Job[T]) -> T | None:
        """Wait for the engine in the event loop, with a cancellable progress dialog."""
        label = translate("RoundView", "Pairing…")
        if not wait_job(job, self, label, translate("RoundView", "Cancel"), "pairingProgress"):
            return None
        try:
            return job.result(timeout=0)
        except (PairingError, TimeoutError) as exc:
            self.window_.show_error(translate("RoundView", "Pair next round"), str(exc))
            return None

    # -- changing a pairing by hand --------------------------------------------------------
    def _selected_boards(self) -> list[Board]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.boards[r] for r in rows if 0 <= r < len(self.model.boards)]

    def _confirm_touching_results(self, chosen: list[Board]) -> bool:
        """The same question as the grid asks before a finished game is changed."""
        r = self.model.round_no
        finished = [
            b
            for b in chosen
            if self.tournament.player(b.white).entry(r).result is not Result.PENDING
        ]
        if not finished:
            return True
        answer = QMessageBox.question(
            self,
            translate("RoundView", "Change pairing"),
            translate(
                "RoundView", "Board {0} has a result. Change the pairing and drop the result?"
            ).format(finished[0].number),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _order_with(self, replaced: dict[int, int]) -> list[int]:
        """The round's board order with first-named players replaced (old → new)."""
        return [replaced.get(b.white, b.white) for b in self.model.boards]

    def swap_colours(self) -> bool:
        """Swap colours on the selected board(s); one undo step, findings shown after."""
        chosen = self._selected_boards()
        if not chosen or not self.session.confirm([(b.black, b.white) for b in chosen]):
            return False
        if not self._confirm_touching_results(chosen):
            return False
        r = self.model.round_no
        edits: list[Edit] = [
            SetGame(r, b.black, b.white, Colour.WHITE, Result.PENDING) for b in chosen
        ]
        edits.append(SetBoardOrder(r, self._order_with({b.white: b.black for b in chosen})))
        text = translate("RoundView", "Swap colours in round {0}").format(r)
        return self.window_.push(Batch(edits, label="swap-colours"), text)

    def exchange_players(self) -> bool:
        """Exchange the black players of the two selected boards (a-b, c-d → a-d, c-b)."""
        chosen = self._selected_boards()
        if len(chosen) != 2:
            return False
        first, second = chosen
        made = [(first.white, second.black), (second.white, first.black)]
        if not self.session.confirm(made) or not self._confirm_touching_results(chosen):
            return False
        r = self.model.round_no
        edits: list[Edit] = [
            SetGame(r, first.white, second.black, Colour.WHITE, Result.PENDING),
            SetGame(r, second.white, first.black, Colour.WHITE, Result.PENDING),
            SetBoardOrder(r, self._order_with({})),
        ]
        text = translate("RoundView", "Exchange players in round {0}").format(r)
        return self.window_.push(Batch(edits, label="exchange-players"), text)

    # The names the manual pairing session uses (gui/manual_pairing.py, `SessionView`).
    wait_for = _wait
    selected_boards = _selected_boards
    confirm_touching_results = _confirm_touching_results
    order_with = _order_with

    def print_pairings(self) -> None:
        """Print preview of the shown round: pairing list, names list, result slips."""
        from arbiter_app.gui.pairing_print import preview_pairings
        from arbiter_app.gui.report_actions import gui_labels

        if not self.model.boards:
            return
        sheet = pairing_sheet(self.tournament, self.model.round_no)
        preview_pairings(sheet, gui_labels(), self)

    def unpair_last(self) -> bool:
        """Remove the last paired round's pairings (the use case `app.unpair`, as `arbiter-app
        unpair`; one undo step); asks if results exist."""
        try:
            plan = unpair.plan(self.tournament)
        except unpair.NothingPaired:
            return False
        if not passes(plan.asks(), DialogConfirmer(self)):
            return False
        text = translate("RoundView", "Unpair round {0}").format(plan.round_no)
        return self.window_.push(plan.edit(), text)


class RoundDock(QDockWidget):
    def __init__(self, window: RoundHost, parent: QWidget) -> None:
        super().__init__(translate("RoundView", "Round"), parent)
        self.setObjectName("roundDock")
        self.view = RoundView(window)
        self.setWidget(self.view)
