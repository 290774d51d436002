"""The main window's standings pane (`standingsPane`): a title saying after which round, by
which rules and tie-break list, over the live standings table, whose cells explain their value
in a tooltip. Double-clicking a row takes the grid to that player.

Texts keep the `MainWindow` translation context they had when this lived in the window.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QModelIndex, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView, QVBoxLayout, QWidget

from arbiter_app.core.rules import assumed_for
from arbiter_app.core.stage import StageCounter
from arbiter_app.gui.explain_text import explanation_text
from arbiter_app.gui.i18n import report_labels
from arbiter_app.gui.named import named
from arbiter_app.gui.recompute import Computed
from arbiter_app.gui.standings_model import COL_RANK, StandingsModel
from arbiter_app.gui.table_views import compact, fit_columns, fit_name_to_width, sortable
from arbiter_app.gui.tiebreak_text import rules_title

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class StandingsPane(QWidget):
    playerActivated = Signal(int)  # start number of the row double-clicked

    def __init__(self, model: StandingsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standingsPane")
        self.model = model
        self._stage = StageCounter()  # the heading's count, per replaced player only
        view = named(QTableView(), "standingsView")
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        compact(view)
        sortable(view, COL_RANK)
        view.verticalHeader().hide()
        view.doubleClicked.connect(self._activated)
        model.modelReset.connect(self._fit)
        self.view: QTableView = view
        self.title = named(QLabel(), "standingsTitle")
        self.title.setWordWrap(True)
        rv = QVBoxLayout(self)
        rv.setContentsMargins(2, 4, 4, 0)
        rv.setSpacing(4)
        rv.addWidget(self.title)
        rv.addWidget(view, 1)

    def _fit(self) -> None:
        """Columns to their content, the name column to the room the others leave (at 1366
        pixels the last tie-break, LOT, is in view without scrolling; a long name is elided)."""
        fit_columns(self.view, name_column=2)
        fit_name_to_width(self.view, 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        fit_name_to_width(self.view, 2)

    def show_result(self, result: Computed) -> None:
        """The standings of one computation, with its title."""
        players = {p.start_no: p for p in result.snapshot.players}
        self.model.set_standings(result.standings, players, _explainer(result))
        st = result.standings
        # The heading every list prints (`core.stage`: after which round, and the games
        # without a result and how they count), in the program's language.
        labels = report_labels()
        heading = labels.variant(
            labels.stage_title(self._stage.stage(result.snapshot)), result.snapshot.chess960
        )
        if not result.snapshot.rounds_paired and not st.tiebreaks:
            # (core.standings: the C.04.2 initial ranking until round 1 is paired)
            text = translate("MainWindow", "{0} · rating, title, name (C.04.2)").format(heading)
        elif st.tiebreaks:
            text = translate("MainWindow", "{0} · rules {1} · tie-breaks {2}").format(
                heading, rules_title(st.rules), ", ".join(st.tiebreaks)
            )
        else:
            text = translate("MainWindow", "{0} · by points (no tie-break list)").format(heading)
        unread = assumed_for(result.snapshot, st.rules)
        if unread:  # never a silent choice of edition (core.rules.assumed_for)
            text += "\n" + translate(
                "MainWindow", "Rules {0} assumed: the start date “{1}” could not be read"
            ).format(rules_title(st.rules), unread)
        if result.error:
            text += "\n" + translate("MainWindow", "Tie-break list not used: {0}").format(
                result.error
            )
        self.title.setText(text)

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.playerActivated.emit(self.model.line(index.row()).row.start_no)


def _explainer(result: Computed) -> Callable[[int, int], str | None]:
    """The tooltip text of column `k` for a player: the arithmetic behind the value."""

    def explain(k: int, start_no: int) -> str | None:
        from arbiter_app.core import explain as core

        code = result.standings.columns[k]  # the list, then the information columns
        try:
            if result.details is None:  # computed in the worker process: from scratch
                e = core.explain(result.snapshot, start_no, code)
            else:  # this very computation's inputs: one player's arithmetic, no re-ranking
                e = core.explain_with(result.details, start_no, code, result.standings)
        except (KeyError, ValueError, IndexError):
            return None
        return explanation_text(e)

    return explain
