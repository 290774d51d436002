"""The live preview of the tie-break dialog: standings under the list being edited, with the
rows whose place differs from the tournament's current standings highlighted.

A place is the pair (first, last) of a position, so "6-7" becoming "6" is a change. The arrow
says whether the player moved up or down (midpoints of the places compared); the tooltip names
the place before. Values are formatted by the tie-break registry (`standings_model.format_value`),
nothing is computed here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from arbiter_app.core import numbers
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Row, Standings, compute
from arbiter_app.gui import i18n
from arbiter_app.gui.standings_model import format_value
from arbiter_app.gui.tables import (
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ReadOnlyTableModel,
    place,
    row_index,
    styled_font,
)

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
    return dataclasses.replace(t, **base)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Preview:
    """One preview computation (`generation` orders them; `baseline` only on the first)."""

    generation: int
    standings: Standings
    error: str | None  # the engine refused the list: points only
    baseline: Standings | None


def preview(generation: int, edited: Tournament, base: Tournament | None) -> Preview:
    """Standings of the edited copy (and of the unedited copy `base`, when asked)."""
    try:
        standings, error = compute(edited), None
    except ValueError as exc:
        standings, error = compute(edited, tiebreaks=[]), str(exc)
    baseline = _standings(base, None) if base is not None else None
    return Preview(generation, standings, error, baseline)


def _standings(t: Tournament, tiebreaks: list[str] | None) -> Standings:
    """Standings of `t` as the main window shows them (a bad list: by points only)."""
    try:
        return compute(t, tiebreaks=tiebreaks)
    except ValueError:
        return compute(t, tiebreaks=[])
