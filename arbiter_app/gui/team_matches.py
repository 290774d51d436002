"""The match view of a team event (`teamMatchDock`): a round's matches, one at a time, entered
board by board from the keyboard as the round view enters a round (`gui.round_view`).

Choose the round and the match; the boards list the first-named team's players (the team with
white on board 1, C.04.6: it is named first) against the other team's. The keys are the round
view's (`core.vocabulary.results.ONE_KEY`: `1` `=` `0` `+` `-`, `--` both forfeited), read
for the first-named team's player on the current board; each is a core `SetResult` through
the window's undo stack (so undo takes it back), and the cursor moves to the next board, then
to the next match's first board. The match result, team crosstable, team standings and board
table follow at once (`MainWindow._show` hands every team dock the same rounds after each
edit).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core import numbers
from arbiter_app.core.edits import SetResult
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.teams.matches import BoardGame, TeamRound
from arbiter_app.core.teams.report import Match, matches
from arbiter_app.core.vocabulary.results import ONE_KEY, board_result
from arbiter_app.gui import i18n
from arbiter_app.gui.named import named
from arbiter_app.gui.shell import Shell
from arbiter_app.gui.table_views import compact
from arbiter_app.gui.team_crosstable import shrink
from arbiter_app.gui.team_print import write_round_pdf
from arbiter_app.io.team_lists import write_round_html

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class MatchModel(QAbstractTableModel):
    """One match's boards: board, first-named team's player, result, the other's player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: tuple[BoardGame, ...] = ()
        self.names: dict[int, str] = {}

    def load(self, games: tuple[BoardGame, ...], names: dict[int, str]) -> None:
        self.beginResetModel()
        self.games, self.names = games, names
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return [
            translate("TeamMatch", "Board"),
            translate("TeamMatch", "Player"),
            translate("TeamMatch", "Result"),
            translate("TeamMatch", "Opponent"),
        ][section]

    def _player(self, start_no: int) -> str:
        return f"{start_no} {self.names.get(start_no, '')}" if start_no else ""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        g = self.games[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(g.board)
            if column == 1:
                return self._player(g.player)
            if column == 2:
                return board_result(g.result) if g.opponent else ""
            return self._player(g.opponent)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class MatchTable(QTableView):
    """The boards; the round view's keys enter results (`--`: both forfeited)."""

    def __init__(self, dock: TeamMatchDock) -> None:
        super().__init__()
        self.setObjectName("teamMatchTable")
        self.dock = dock
        self._dash = QTimer(self, singleShot=True, interval=700)
        self._dash.timeout.connect(lambda: self.dock.enter(Result.FORFEIT_LOSS))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text == "-":
            if self._dash.isActive():
                self._dash.stop()
                self.dock.enter(Result.DOUBLE_FORFEIT)
            else:
                self._dash.start()
            return
        self.flush()
        if text in ONE_KEY:
            self.dock.enter(ONE_KEY[text])
            return
        super().keyPressEvent(event)

    def flush(self) -> None:
        """Enter a pending single `-` now (tests and focus changes)."""
        if self._dash.isActive():
            self._dash.stop()
            self.dock.enter(Result.FORFEIT_LOSS)


class TeamMatchDock(QDockWidget):
    """`show_event(t, rounds)` after every change of the open event."""

    def __init__(self, window: QMainWindow, shell: Shell) -> None:
        super().__init__(translate("TeamMatch", "Match"), window)
        self.setObjectName("teamMatchDock")
        self.shell = shell
        self.tournament: Tournament | None = None
        self.rounds: dict[int, list[TeamRound]] = {}
        self.matches: list[Match] = []
        self.model = MatchModel(self)
        self.spin = named(QSpinBox(minimum=1, maximum=1), "teamMatchRound")
        self.spin.valueChanged.connect(lambda _: self._fill_matches(0))
        self.combo = named(QComboBox(), "teamMatchCombo")
        self.combo.currentIndexChanged.connect(lambda _: self._load_boards(0))
        self.table = MatchTable(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        compact(self.table)
        header = self.table.horizontalHeader()
        for column, mode in enumerate(
            (
                QHeaderView.ResizeMode.ResizeToContents,
                QHeaderView.ResizeMode.Stretch,  # the names take the width
                QHeaderView.ResizeMode.ResizeToContents,
                QHeaderView.ResizeMode.Stretch,
            )
        ):
            header.setSectionResizeMode(column, mode)
        self.score = named(QLabel(), "teamMatchScore")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 4, 4, 0)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("TeamMatch", "Round")))
        top.addWidget(self.spin)
        top.addWidget(self.combo, 1)
        self.print_button = named(QPushButton(), "teamRoundPrint")
        self.print_button.setText(translate("TeamMatch", "Pairing list and match slips…"))
        self.print_button.clicked.connect(self.export_dialog)
        # (a narrow dock shortens the button and the match list rather than widen the window)
        shrink(self.print_button)
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(8)
        top.addWidget(self.print_button)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.score)
        self.setWidget(body)
        self.toggleViewAction().setObjectName("actionShowTeamMatch")
        self.hide()

    # -- showing ---------------------------------------------------------------------------
    def show_event(self, t: Tournament, rounds: dict[int, list[TeamRound]] | None) -> None:
        if t.teams is None or rounds is None:
            self.tournament, self.rounds, self.matches = None, {}, []
            self.model.load((), {})
            self.hide()
            return
        first = self.tournament is None
        self.tournament, self.rounds = t, rounds
        last = max((len(x) for x in rounds.values()), default=0)
        self.spin.blockSignals(True)
        self.spin.setMaximum(max(last, 1))
        if first:
            self.spin.setValue(max(last, 1))
        self.spin.blockSignals(False)
        self._fill_matches(self.combo.currentIndex(), self.table.currentIndex().row())
        self.show()

    def _fill_matches(self, index: int, row: int = 0) -> None:
        t = self.tournament
        if t is None or t.teams is None:
            return
        names = {team.number: team.name for team in t.teams.teams}
        self.matches = matches(t, self.rounds, self.spin.value())
        self.combo.blockSignals(True)
        self.combo.clear()
        for m in self.matches:
            other = m.first.opponent
            self.combo.addItem(
                translate("TeamMatch", "{0} {1} – {2} {3}").format(
                    m.first.team, names.get(m.first.team, ""), other, names.get(other, "")
                )
            )
        self.combo.setCurrentIndex(min(max(index, 0), len(self.matches) - 1))
        self.combo.blockSignals(False)
        self._load_boards(row)

    def _load_boards(self, row: int) -> None:
        t = self.tournament
        i = self.combo.currentIndex()
        if t is None or not 0 <= i < len(self.matches):
            self.model.load((), {})
            self.score.setText("")
            return
        m = self.matches[i]
        self.model.load(m.games(), {p.start_no: p.name for p in t.players})
        if self.model.rowCount():
            self.table.selectRow(min(max(row, 0), self.model.rowCount() - 1))
        theirs = m.second.gp if m.second is not None else None
        self.score.setText(
            translate("TeamMatch", "Match: {0} – {1}").format(
                numbers.exact(m.first.gp), "" if theirs is None else numbers.exact(theirs)
            )
        )

    def select(self, round_no: int, match: int, board: int = 1) -> None:
        """Show `match` (0-based, in the list's order) of `round_no` at `board`."""
        self.spin.setValue(round_no)
        self.combo.setCurrentIndex(match)
        self.table.selectRow(board - 1)
        self.table.setFocus()

    # -- the round's lists -------------------------------------------------------------------
    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("TeamMatch", "Pairing list and match slips"),
            "",
            translate("TeamMatch", "PDF (*.pdf);;HTML (*.html)"),
        )
        if path:
            self.export_round(Path(path))

    def export_round(self, path: Path) -> bool:
        """The shown round's team pairing list and match slips (`io.team_lists.round_html`)
        as PDF or HTML, by the suffix; False, said, if it cannot be written."""
        t = self.tournament
        if t is None:
            return False
        labels = i18n.report_labels()
        try:
            if path.suffix.lower() == ".pdf":
                write_round_pdf(t, self.rounds, self.spin.value(), path, labels)
            else:
                write_round_html(t, self.rounds, self.spin.value(), path, labels)
        except OSError as exc:
            self.shell.show_message(translate("TeamMatch", "Not written: {0}").format(exc))
            return False
        return True

    # -- results ---------------------------------------------------------------------------
    def enter(self, result: Result) -> None:
        """`result` for the first-named team's player on the current board."""
        row = self.table.currentIndex().row()
        games = self.model.games
        if not 0 <= row < len(games) or not games[row].player or not games[row].opponent:
            return
        g = games[row]
        match, last_board = self.combo.currentIndex(), row + 1 >= len(games)
        text = translate("TeamMatch", "Result on board {0}").format(g.board)
        if not self.shell.push(SetResult(self.spin.value(), g.player, result), text):
            return
        if not last_board:
            self.table.selectRow(row + 1)
        elif match + 1 < self.combo.count():
            self.combo.setCurrentIndex(match + 1)  # the next match, its first board
            self.table.selectRow(0)
