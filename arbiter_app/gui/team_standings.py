"""The live team standings of a team event (`teamStandingsDock`, at the bottom, beside the
team tables).

Shown only when the open event has teams (`Tournament.teams`); after every edit, undo and redo
the window hands it the new state (`MainWindow._show`, the one update path) and it ranks the
teams again (`core.teams.standings.compute`, computing again only what the edit can have
changed, `core.teams.reuse.TeamRun`). Each value explains itself in a tooltip: the rounds
behind a score, Buchholz or Sonneborn-Berger value (`core.teams.tiebreaks.contributions`), with
the cut ones marked.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QLabel,
    QMainWindow,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core import numbers
from arbiter_app.core.model import Tournament
from arbiter_app.core.teams.reuse import TeamRun
from arbiter_app.core.teams.standings import (
    TeamStandings,
    Value,
    compute_with_context,
    team_list,
)
from arbiter_app.core.teams.tiebreaks import (
    TeamContext,
    TeamDescriptor,
    TeamDescriptorError,
    contributions,
)
from arbiter_app.gui import i18n
from arbiter_app.gui.named import named
from arbiter_app.gui.table_views import compact
from arbiter_app.io import team_lists
from arbiter_app.io.labels import ENGLISH_LABELS

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises
_FIXED = 5  # rank, number, team, MP, GP
_SCORES = (TeamDescriptor.parse("MP"), TeamDescriptor.parse("GP"))  # columns 3 and 4


def _number(value: Fraction) -> str:
    return i18n.number(numbers.exact(value))  # `10,5` in Swedish, as the rest of the window


def value_text(value: Value) -> str:
    """A value as the team lists print it (`io.team_lists.value_text`), with the window's
    decimal separator."""
    return i18n.number(team_lists.value_text(ENGLISH_LABELS, value))


class TeamStandingsModel(QAbstractTableModel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.standings: TeamStandings | None = None
        self.context: TeamContext | None = None
        self.descriptors: list[TeamDescriptor] = []

    def set_standings(
        self,
        st: TeamStandings | None,
        ctx: TeamContext | None = None,
        descriptors: list[TeamDescriptor] | None = None,
    ) -> None:
        """The standings and what explains them (the context they were computed from: a
        tooltip reads its rounds when it is asked for, not before)."""
        self.beginResetModel()
        self.standings = st
        self.context = ctx
        self.descriptors = [*_SCORES, *(descriptors or [])]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if self.standings is None or parent.isValid() else len(self.standings.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if self.standings is None else _FIXED + len(self.standings.codes)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or self.standings is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            fixed = [
                translate("TeamStandings", "Rk"),
                translate("TeamStandings", "No"),
                translate("TeamStandings", "Team"),
                translate("TeamStandings", "MP"),
                translate("TeamStandings", "GP"),
            ]
            return fixed[section] if section < _FIXED else self.standings.codes[section - _FIXED]
        if role == Qt.ItemDataRole.ToolTipRole:
            tips = [
                translate("TeamStandings", "Rank"),
                translate("TeamStandings", "Team pairing number"),
                translate("TeamStandings", "Team"),
                translate("TeamStandings", "Match points (C.07 Art. 11)"),
                translate("TeamStandings", "Game points (C.07 Art. 11)"),
            ]
            return tips[section] if section < _FIXED else self.standings.codes[section - _FIXED]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        st = self.standings
        if st is None or not index.isValid():
            return None
        row = st.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            fixed = [str(row.rank), str(row.team.number), row.team.name]
            fixed += [_number(row.mp), _number(row.gp)]
            return fixed[column] if column < _FIXED else value_text(row.values[column - _FIXED])
        if role == Qt.ItemDataRole.TextAlignmentRole and column != 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column >= 3:
            return self._tooltip(row.team.number, column)
        return None

    def _tooltip(self, team: int, column: int) -> str | None:
        if self.context is None or column - 3 >= len(self.descriptors):
            return None
        parts = contributions(self.context, self.descriptors[column - 3], team)
        if not parts:
            return None
        lines = []
        for c in parts:
            if c.score == 0 and c.own == c.value:  # a score: the round's points
                lines.append(
                    translate("TeamStandings", "Round {0}: {1}").format(
                        c.round_no, _number(c.value)
                    )
                )
                continue
            against = (
                translate("TeamStandings", "team {0}").format(c.opponent)
                if c.opponent
                else translate("TeamStandings", "own score (unplayed round)")
            )
            text = translate("TeamStandings", "Round {0}, {1}: {2}").format(
                c.round_no, against, _number(c.value)
            )
            if c.value != c.score:
                text += f" = {_number(c.score)} × {_number(c.own)}"
            if c.cut:
                text += " " + translate("TeamStandings", "(cut)")
            lines.append(text)
        return "\n".join(lines)


class TeamStandingsDock(QDockWidget):
    """The dock; `show_event(t)` after every change of the open event."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(translate("TeamStandings", "Team standings"), window)
        self.setObjectName("teamStandingsDock")
        self.model = TeamStandingsModel(self)
        self.cache = TeamRun()  # the last computation of the open event (reused after an edit)
        body = QWidget()
        self.title = named(QLabel(), "teamStandingsTitle")
        self.title.setWordWrap(True)
        view = named(QTableView(), "teamStandingsView")
        view.setModel(self.model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.verticalHeader().hide()
        compact(view)
        self.view = view
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 4, 4, 0)
        layout.addWidget(self.title)
        layout.addWidget(view, 1)
        self.setWidget(body)
        self.toggleViewAction().setObjectName("actionShowTeamStandings")
        self.hide()

    def show_event(self, t: Tournament) -> None:
        if t.teams is None:
            if self.model.standings is not None:
                self.model.set_standings(None)
            self.hide()
            return
        try:
            st, ctx = compute_with_context(t, cache=self.cache)
        except TeamDescriptorError as exc:
            self.model.set_standings(None)
            self.title.setText(translate("TeamStandings", "Team tie-breaks: {0}").format(exc))
            self.show()
            return
        columns = self.model.columnCount()
        self.model.set_standings(st, ctx, team_list(t))
        self.title.setText(
            translate("TeamStandings", "{0} teams, ranked by {1}").format(
                len(st.rows), ", ".join(["MP" if st.primary == "MP" else "GP", *st.codes])
            )
        )
        if self.model.columnCount() != columns:  # (fitting every row's text costs: once)
            self.view.resizeColumnsToContents()
        self.show()
