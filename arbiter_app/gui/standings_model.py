"""The live standings pane: rank (shared places `3-4`), start no., name, points, one column per
tie-break of the tournament's list, then the information-only columns (marked "(info)": printed,
never used for ranking); withdrawn players marked.

It shows `core.standings.compute`'s rows as they are (formatting only: the tie-break registry
formats each value). After a recomputation only the positions whose row changed are reported
(`dataChanged`, one signal per run of adjacent changed positions), so the view keeps its scroll
position and selection and repaints only those rows: after an edit of a big event most of the
visible rows are as they were, and painting a whole pane costs more than computing it. A
tie-break value's tooltip is its explanation, built on demand by the `explainer` the window
passes in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import compress
from operator import ne
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from arbiter_app.core import numbers
from arbiter_app.core import tiebreaks as registry
from arbiter_app.core.model import Player
from arbiter_app.core.standings import Row, Standings, Value
from arbiter_app.gui import i18n
from arbiter_app.gui.crosstable_model import UNUSED_ROLES
from arbiter_app.gui.tables import (
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ReadOnlyTableModel,
    place,
    row_index,
    withdrawn_look,
)

Index = QModelIndex | QPersistentModelIndex
Explainer = Callable[[int, int], str | None]  # (tie-break column, start_no) -> tooltip text

COL_RANK, COL_NO, COL_NAME, COL_POINTS = range(4)
FIXED = 4
START_NO_ROLE = Qt.ItemDataRole.UserRole + 2

# data() is asked for several roles of every painted cell: the enum members looked up once.
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole


class Line(NamedTuple):
    """One displayed row: the engine's row plus what the pane shows of the player."""

    row: Row
    name: str
    title: str
    withdrawn_after: int | None


def _shown(p: Player | None) -> tuple[str, str, int | None] | None:
    """What the pane shows of a player besides the engine's row."""
    return None if p is None else (p.name, p.title, p.withdrawn_after)


def _runs(positions: list[int]) -> list[tuple[int, int]]:
    """Runs of adjacent positions, (first, last) each, from ascending `positions`."""
    runs: list[tuple[int, int]] = []
    for i in positions:
        if runs and runs[-1][1] == i - 1:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs


def format_value(descriptor: str, value: Value) -> str:
    """The tie-break registry's exact decimal string for `value`."""
    if value is None:
        return ""
    try:
        return registry.format_value(descriptor, value) or ""
    except ValueError:  # unknown descriptor: still show the number exactly
        return numbers.exact(value)


class StandingsModel(ReadOnlyTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tiebreaks: tuple[str, ...] = ()  # every value column: the list, then info columns
        self._ranked = 0  # how many of them are the ranking list
        self._rows: tuple[Row, ...] = ()
        self._players: Mapping[int, Player] = {}  # by start number
        self._explainer: Explainer | None = None
        self._tips: dict[tuple[int, int], str | None] = {}
        self.standings: Standings | None = None
        # The header the rows are sorted by; by rank (the engine's order) unless the user
        # clicked another (Rk. again gives the ranking back).
        self._sorted_by: tuple[int, Qt.SortOrder] = (COL_RANK, Qt.SortOrder.AscendingOrder)

    # -- updates -----------------------------------------------------------------------------
    def set_standings(
        self,
        standings: Standings,
        players: Mapping[int, Player],
        explainer: Explainer | None = None,
    ) -> None:
        """Show new standings (`players`: the tournament's, by start number); only changed
        positions are reported when the shape stays."""
        old_rows, old_players = self._rows, self._players
        if self._sorted_by[0] >= FIXED + len(standings.columns):
            self._sorted_by = (COL_RANK, Qt.SortOrder.AscendingOrder)
        rows = self._arranged(standings.rows, players)
        self.standings = standings
        self._explainer = explainer
        self._tips = {}
        self._rows, self._players = rows, players
        if (
            standings.columns != self._tiebreaks
            or len(standings.tiebreaks) != self._ranked
            or len(rows) != len(old_rows)
        ):
            self.beginResetModel()
            self._tiebreaks = standings.columns
            self._ranked = len(standings.tiebreaks)
            self.endResetModel()
            return
        # Rows kept from the previous standings are the same objects (and equal values are
        # shared): the comparison is mostly by identity, at C speed.
        changed = set(compress(range(len(rows)), map(ne, old_rows, rows)))
        renamed = [  # (a player's name, title or withdrawal shown beside an unchanged row)
            s
            for s, p in players.items()
            if old_players.get(s) is not p and _shown(old_players.get(s)) != _shown(p)
        ]
        if renamed:
            position = {row.start_no: i for i, row in enumerate(rows)}
            changed.update(position[s] for s in renamed if s in position)
        last = self.columnCount() - 1
        for first, end in _runs(sorted(changed)):
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    # -- sorting ---------------------------------------------------------------------------
    def _arranged(self, rows: tuple[Row, ...], players: Mapping[int, Player]) -> tuple[Row, ...]:
        """`rows` in the order of the sorted header (as they come when sorted by rank)."""
        column, order = self._sorted_by
        descending = order == Qt.SortOrder.DescendingOrder
        if column == COL_RANK:
            return tuple(reversed(rows)) if descending else rows
        if column == COL_NO:
            return tuple(sorted(rows, key=lambda r: r.start_no, reverse=descending))
        if column == COL_NAME:
            return tuple(
                sorted(
                    rows,
                    key=lambda r: (players[r.start_no].name.casefold(), r.start_no),
                    reverse=descending,
                )
            )
        if column == COL_POINTS:
            return tuple(sorted(rows, key=lambda r: (r.points, -r.rank), reverse=descending))
        k = column - FIXED
        # Undefined values last in either direction; ties keep the ranking's order.
        defined = [r for r in rows if r.column_values[k] is not None]
        undefined = [r for r in rows if r.column_values[k] is None]
        defined.sort(key=lambda r: (r.column_values[k], -r.rank), reverse=descending)
        return tuple(defined + undefined)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Rows by `column` (QHeaderView's sort indicator); selections follow their players."""
        if self.standings is None or not 0 <= column < self.columnCount():
            self._sorted_by = (column, order) if column >= 0 else self._sorted_by
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        players = [self._rows[i.row()].start_no for i in before]
        self._sorted_by = (column, order)
        self._rows = self._arranged(self.standings.rows, self._players)
        self._tips = {}
        position = {r.start_no: i for i, r in enumerate(self._rows)}
        after = [self.index(position[s], i.column()) for s, i in zip(players, before, strict=True)]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def clear(self) -> None:
        self.beginResetModel()
        self._tiebreaks = ()
        self._ranked = 0
        self._rows = ()
        self._players = {}
        self._tips = {}
        self.standings = None
        self.endResetModel()

    # -- lookup ------------------------------------------------------------------------------
    @property
    def tiebreaks(self) -> tuple[str, ...]:
        """The ranking list's columns."""
        return self._tiebreaks[: self._ranked]

    @property
    def columns(self) -> tuple[str, ...]:
        """Every value column: the ranking list, then the information-only columns."""
        return self._tiebreaks

    def is_info(self, k: int) -> bool:
        """Whether value column `k` is for information only (never used for ranking)."""
        return k >= self._ranked

    def line(self, row: int) -> Line:
        r = self._rows[row]
        p = self._players[r.start_no]
        return Line(r, p.name, p.title, p.withdrawn_after)

    def row_of(self, start_no: int) -> int:
        return row_index((row.start_no for row in self._rows), start_no)

    # -- Qt model interface ------------------------------------------------------------------
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
                return (self.tr("Rk."), self.tr("No."), self.tr("Name"), self.tr("Pts"))[section]
            k = section - FIXED
            if self.is_info(k):
                return self.tr("{0} (info)").format(self._tiebreaks[k])
            return self._tiebreaks[k]
        if role == Qt.ItemDataRole.ToolTipRole:
            if section < FIXED:
                return (
                    self.tr("Rank (shared places shown as 3-4)"),
                    self.tr("Start number"),
                    self.tr("Name"),
                    self.tr("Points"),
                )[section]
            tip = _criterion_tip(self._tiebreaks[section - FIXED])
            if self.is_info(section - FIXED):
                tip += "\n" + self.tr("For information, not used for ranking")
            return tip
        return None

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if role in UNUSED_ROLES:  # asked for every painted cell: answer before any work
            return None
        r = index.row()
        col = index.column()
        if not (0 <= r < len(self._rows) and 0 <= col < FIXED + len(self._tiebreaks)):
            return None
        if role == _ALIGNMENT:
            return ALIGN_LEFT if col == COL_NAME else ALIGN_RIGHT
        row = self._rows[r]
        player = self._players[row.start_no]
        withdrawn = row.withdrawn or player.withdrawn_after is not None
        if role == START_NO_ROLE:
            return row.start_no
        if role == _DISPLAY:
            if col == COL_RANK:
                return place(row)
            if col == COL_NO:
                return str(row.start_no)
            if col == COL_NAME:
                return self.tr("{0} (wd)").format(player.name) if withdrawn else player.name
            if col == COL_POINTS:
                return numbers.points(row.points, i18n.decimal_point())
            k = col - FIXED
            return i18n.number(format_value(self._tiebreaks[k], row.column_values[k]))
        if role == _TOOLTIP:
            if col == COL_NAME and withdrawn:
                if player.withdrawn_after is not None:
                    return self.tr("Withdrawn after round {0}").format(player.withdrawn_after)
                return self.tr("Withdrawn")
            if col == COL_RANK and row.shared:
                return self.tr(
                    "Places {0} to {1} shared: the tie-breaks do not separate them"
                ).format(row.rank, row.rank_last)
            if col >= FIXED:
                return self._tip(col - FIXED, row.start_no)
            return None
        if withdrawn:
            return withdrawn_look(role, col == COL_NAME)
        return None

    def _tip(self, k: int, start_no: int) -> str | None:
        key = (k, start_no)
        if key not in self._tips:
            self._tips[key] = self._explainer(k, start_no) if self._explainer else None
        return self._tips[key]


def _criterion_tip(descriptor: str) -> str:
    try:
        d = registry.parse_descriptor(descriptor)
        # The registry's English line, in the program's language (marked in core.tiebreaks).
        text = QCoreApplication.translate("Report", registry.lookup(d.name).description)
        return f"{descriptor}: {text}"
    except (ValueError, KeyError):
        return descriptor
