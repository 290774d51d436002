"""The live preview of the tie-break dialog: standings under the list being edited, with the
rows whose place differs from the tournament's current standings highlighted.

A place is the pair (first, last) of a position, so "6-7" becoming "6" is a change. The arrow
says whether the player moved up or down (midpoints of the places compared); the tooltip names
the place before. Values are formatted by the tie-break registry (`standings_model.format_value`).

`PreviewModel` is the table; `PreviewPane` shows it and gets the standings, through the dialog's
`core.live.LiveStandings` (`preview`): a copy of the tournament carrying the edited settings
(`copy_with`) shares the tournament's player objects, so after each change of the list or a
setting the computation starts from the last one (the players' rows are reused; the result is
the one `core.standings.compute` gives). Big events are computed in a worker thread.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import msgspec.structs
from msgspec import Struct
from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.app.jobs import ThreadJob
from arbiter_app.core import numbers
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Row, Standings
from arbiter_app.gui import i18n
from arbiter_app.gui import tiebreak_text as text
from arbiter_app.gui.named import named
from arbiter_app.gui.standings_model import format_value
from arbiter_app.gui.tables import (
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ReadOnlyTableModel,
    place,
    row_index,
    styled_font,
)
from arbiter_app.gui.waiting import wait_for

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises

Index = QModelIndex | QPersistentModelIndex

COL_RANK, COL_BEFORE, COL_NO, COL_NAME, COL_POINTS = range(5)
FIXED = 5
CHANGED_ROLE = Qt.ItemDataRole.UserRole + 10  # bool: the row's place changed
START_NO_ROLE = Qt.ItemDataRole.UserRole + 11
HIGHLIGHT = QColor(255, 236, 179)  # amber: noticeable without hiding the text
UP = QColor(0, 120, 0)
DOWN = QColor(170, 0, 0)
SAME = QColor(90, 90, 90)  # a shared place split or joined around the same midpoint


class PreviewModel(ReadOnlyTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[Row, ...] = ()
        self._tiebreaks: tuple[str, ...] = ()
        self._before: dict[int, Row] = {}
        self._names: dict[int, str] = {}
        self._withdrawn: set[int] = set()

    def set_preview(self, standings: Standings, baseline: Standings, t: Tournament) -> None:
        self.beginResetModel()
        self._rows = standings.rows
        self._tiebreaks = standings.tiebreaks
        self._before = {r.start_no: r for r in baseline.rows}
        self._names = {p.start_no: p.name for p in t.players}
        self._withdrawn = {p.start_no for p in t.players if p.withdrawn_after is not None}
        self.endResetModel()

    def changed(self, row: Row) -> bool:
        before = self._before.get(row.start_no)
        return before is not None and (before.rank, before.rank_last) != (row.rank, row.rank_last)

    def changed_start_nos(self) -> set[int]:
        return {r.start_no for r in self._rows if self.changed(r)}

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        return self._tiebreaks

    def row_of(self, start_no: int) -> int:
        return row_index((r.start_no for r in self._rows), start_no)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIXED + len(self._tiebreaks)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < FIXED:
                return (
                    self.tr("Rk."),
                    self.tr("Before"),
                    self.tr("No."),
                    self.tr("Name"),
                    self.tr("Pts"),
                )[section]
            return self._tiebreaks[section - FIXED]
        if role == Qt.ItemDataRole.ToolTipRole and section == COL_BEFORE:
            return self.tr("The place with the tournament's current tie-break settings")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        col = index.column()
        row = self._rows[index.row()]
        changed = self.changed(row)
        before = self._before.get(row.start_no)
        if role == CHANGED_ROLE:
            return changed
        if role == START_NO_ROLE:
            return row.start_no
        if role == Qt.ItemDataRole.DisplayRole:
            if col == COL_RANK:
                return place(row)
            if col == COL_BEFORE:
                return f"{_arrow(row, before)} {place(before)}" if changed and before else ""
            if col == COL_NO:
                return str(row.start_no)
            if col == COL_NAME:
                name = self._names.get(row.start_no, "")
                return self.tr("{0} (wd)").format(name) if row.start_no in self._withdrawn else name
            if col == COL_POINTS:
                return numbers.points(row.points, i18n.decimal_point())
            k = col - FIXED
            return i18n.number(format_value(self._tiebreaks[k], row.values[k]))
        if role == Qt.ItemDataRole.BackgroundRole and changed:
            return QBrush(HIGHLIGHT)
        if role == Qt.ItemDataRole.ForegroundRole and changed and col == COL_BEFORE and before:
            return QBrush(_colour(row, before))
        if role == Qt.ItemDataRole.FontRole and changed and col == COL_RANK:
            return styled_font(bold=True)
        if role == Qt.ItemDataRole.ToolTipRole and changed and before:
            return self.tr("Place {0}, was {1} with the current settings").format(
                place(row), place(before)
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_LEFT if col == COL_NAME else ALIGN_RIGHT
        return None


def _mid(row: Row) -> int:
    return row.rank + row.rank_last


def _colour(row: Row, before: Row) -> QColor:
    if _mid(row) < _mid(before):
        return UP
    return DOWN if _mid(row) > _mid(before) else SAME


def _arrow(row: Row, before: Row) -> str:
    if _mid(row) < _mid(before):
        return "▲"
    if _mid(row) > _mid(before):
        return "▼"
    return "•"


# -- the computation (in the event loop, or in the dialog's worker thread for big events) --


def copy_with(t: Tournament, **fields: object) -> Tournament:
    """A copy of `t` with `fields` changed; the players (frozen values) are shared, every
    mutable container is new, so nothing done to the copy reaches `t`."""
    base: dict[str, object] = {
        "players": list(t.players),
        "tiebreaks": list(t.tiebreaks),
        "info_columns": list(t.info_columns),
        "deputy_arbiters": list(t.deputy_arbiters),
        "extra": dict(t.extra),
    }
    base.update(fields)
    return msgspec.structs.replace(t, **base)


class Preview(Struct, frozen=True):
    """One preview computation (`generation` orders them; `baseline` only on the first)."""

    generation: int
    standings: Standings
    error: str | None  # the engine refused the list: points only
    baseline: Standings | None


def preview(
    generation: int, edited: Tournament, base: Tournament | None, live: LiveStandings
) -> Preview:
    """Standings of the edited copy (and first, when asked, of the unedited copy `base`), both
    through `live`, the dialog's live standings: the players are the tournament's own objects
    in every copy, so each computation starts from the last one (`LiveStandings.compute`)."""
    baseline = live.rank(base, details=False).standings if base is not None else None
    ranked = live.rank(edited, details=False)
    return Preview(generation, ranked.standings, ranked.error, baseline)


class PreviewPane(QWidget):
    """The dialog's right-hand side (`previewPane`): the standings under the list being edited
    (`previewTable`) and a line saying under which rules and how many players move
    (`previewTitle`); the dialog adds its parameter editor below (`box`).

    `request` recomputes: at once for ordinary events; for big ones in the worker thread, the
    newest request winning (a result for an older state is dropped). `edited` gives the
    tournament with the settings as edited at the moment a computation starts."""

    updated = Signal()  # the table shows the settings as last requested
    _computed = Signal(object)  # Preview, from the worker thread

    def __init__(
        self,
        tournament: Tournament,
        live: LiveStandings,
        edited: Callable[[], Tournament],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("previewPane")
        self._t = tournament
        self._live = live
        self._edited = edited
        # The standings as the tournament stands (the "before" of the preview); big events
        # compute it, like every preview, in the worker thread.
        self._baseline: Standings | None = None
        self._generation = 0
        self._computing = False
        self._job: ThreadJob[Preview] | None = None  # one computation at a time (_computing)
        self._computed.connect(self._on_computed, Qt.ConnectionType.QueuedConnection)

        self.model = PreviewModel(self)
        self.view = named(QTableView(), "previewTable")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 6)
        self.view.setWordWrap(False)
        self.model.modelReset.connect(self._size_columns)
        self.title = named(QLabel(), "previewTitle")
        self.title.setWordWrap(True)
        label = QLabel(translate("TiebreakDialog", "Previe&w with this list:"))
        label.setBuddy(self.view)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(4, 0, 0, 0)
        self.box.addWidget(label)
        self.box.addWidget(self.view, 1)
        self.box.addWidget(self.title)

    def request(self, in_thread: bool) -> None:
        """Show the preview of the settings as edited now (`in_thread`: a big event)."""
        self._generation += 1
        if not in_thread:
            self._show(preview(self._generation, self._edited(), self._base(), self._live))
        elif not self._computing:
            self._start_worker()

    def _base(self) -> Tournament | None:
        return copy_with(self._t) if self._baseline is None else None

    def _start_worker(self) -> None:
        self._computing = True
        generation, edited, base, live = self._generation, self._edited(), self._base(), self._live

        def then(job: ThreadJob[Preview]) -> None:
            if job.error() is None:
                with contextlib.suppress(RuntimeError):  # the dialog was deleted meanwhile
                    self._computed.emit(job.result())

        self._job = ThreadJob(
            lambda _progress: preview(generation, edited, base, live), "tiebreak-preview", then
        )

    def _on_computed(self, result: Preview) -> None:
        self._computing = False
        if result.baseline is not None:
            self._baseline = result.baseline
        if result.generation != self._generation:
            self._start_worker()
            return
        self._show(result)

    def wait(self, timeout_ms: int = 10_000) -> bool:
        """Run the event loop until the preview shows the settings as last requested."""
        return wait_for(self.updated, lambda: not self._computing, timeout_ms)

    def shut_down(self) -> None:
        """The dialog closes: a computation under way is left to end, its result unused."""
        if self._job is not None:
            self._job.cancel()  # (the computation ends by itself; nothing is shown)

    def _show(self, result: Preview) -> None:
        if result.baseline is not None:
            self._baseline = result.baseline
        assert self._baseline is not None
        standings, error = result.standings, result.error
        self.model.set_preview(standings, self._baseline, self._t)
        moved = len(self.model.changed_start_nos())
        parts = [
            translate("TiebreakDialog", "Rules: {0}").format(text.rules_title(standings.rules)),
            translate("TiebreakDialog", "{0} players change place").format(moved)
            if moved != 1
            else translate("TiebreakDialog", "1 player changes place"),
        ]
        if error:
            parts.append(translate("TiebreakDialog", "List not used: {0}").format(error))
        self.title.setText(" · ".join(parts))
        self.updated.emit()

    def _size_columns(self) -> None:
        self.view.resizeColumnsToContents()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
