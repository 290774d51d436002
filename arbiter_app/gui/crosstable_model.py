"""The crosstable grid: one row per player (by start number), one column per round.

The model only formats what the tournament holds (`core.notation` writes the cells) and turns
typed input into a core edit handed to the document; it never changes the tournament itself.
Updates are incremental: after an edit only the rows of the players it touched are reported
changed (`refresh`), so a 1,500-player grid does not repaint or re-sort.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from arbiter_app.core import notation, numbers
from arbiter_app.core.edits import Changes
from arbiter_app.core.model import Colour, Player, RoundEntry, Tournament
from arbiter_app.core.repair import cleared_by
from arbiter_app.core.stage import counted_points, paired_rounds
from arbiter_app.gui import i18n, messages
from arbiter_app.gui.cell_edits import edit_for_input
from arbiter_app.gui.document import Document
from arbiter_app.gui.tables import ALIGN_LEFT, ALIGN_RIGHT, WITHDRAWN_FOREGROUND, withdrawn_look

Index = QModelIndex | QPersistentModelIndex

COL_NO, COL_NAME, COL_RATING, COL_FED, COL_POINTS = range(5)
FIXED = 5

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1  # RoundEntry of a round cell
START_NO_ROLE = Qt.ItemDataRole.UserRole + 2  # start number of the row
ROUND_ROLE = Qt.ItemDataRole.UserRole + 3  # round number of a round column (None elsewhere)

FINDING_BACKGROUND = QColor(255, 214, 204)


UNUSED_ROLES = frozenset(
    {
        Qt.ItemDataRole.DecorationRole,
        Qt.ItemDataRole.CheckStateRole,
        Qt.ItemDataRole.SizeHintRole,
        Qt.ItemDataRole.StatusTipRole,
        Qt.ItemDataRole.WhatsThisRole,
    }
)


def round_columns(t: Tournament) -> int:
    """Planned rounds, or — when the plan is unknown — the rounds paired plus one blank round
    to type the next one into."""
    if t.rounds:
        return max(t.rounds, t.rounds_paired)
    return t.rounds_paired + 1


class CrosstableModel(QAbstractTableModel):
    inputRefused = Signal(str)  # a translated message saying why typed input was refused
    cellEdited = Signal(int, int)  # start_no, round_no: input accepted (or unchanged)
    # An entry that would clear other games or byes (edit, undo text, the `Cleared` list,
    # start_no, round_no): not made; the grid asks first.
    repairRequested = Signal(object, str, object, int, int)

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._doc = document
        self._order: list[int] = []
        self._row_of: dict[int, int] = {}
        self._rounds = 0
        self._paired = 0  # the rounds paired (`core.stage.paired_rounds`): what the points count
        # The header the rows are sorted by (start numbers, the printed order, by default).
        self._sorted_by: tuple[int, Qt.SortOrder] = (COL_NO, Qt.SortOrder.AscendingOrder)
        self._marks: dict[tuple[int, int | None], str] = {}
        self._rebuild()

    # -- structure ---------------------------------------------------------------------------
    @property
    def tournament(self) -> Tournament:
        return self._doc.tournament

    def _rebuild(self) -> None:
        t = self.tournament
        self._rounds = round_columns(t)
        self._paired = paired_rounds(t)
        column, order = self._sorted_by
        if column >= FIXED + self._rounds:
            column, order = self._sorted_by = (COL_NO, Qt.SortOrder.AscendingOrder)
        self._order = self._sorted_order(column, order)
        self._row_of = {s: i for i, s in enumerate(self._order)}

    # -- sorting (a click on a header; No. again gives the start order back) -------------------
    def _sort_key(self, column: int) -> Callable[[Player], tuple[object, ...]]:
        t = self.tournament
        if column == COL_NAME:
            return lambda p: (p.name.casefold(), p.start_no)
        if column == COL_RATING:
            return lambda p: (p.rating, p.start_no)
        if column == COL_FED:
            return lambda p: (p.federation.casefold(), p.start_no)
        if column == COL_POINTS:
            paired = self._paired
            return lambda p: (counted_points(t, p, paired), p.start_no)
        round_no = self.round_of(column)
        if round_no is not None:  # a round: the points scored in it
            return lambda p: (t.points(p, round_no) - t.points(p, round_no - 1), p.start_no)
        return lambda p: (p.start_no,)

    def _sorted_order(self, column: int, order: Qt.SortOrder) -> list[int]:
        players = sorted(
            self.tournament.players,
            key=self._sort_key(column),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )
        return [p.start_no for p in players]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Rows by `column` (QHeaderView's sort indicator); persistent indexes (selection,
        current cell) follow their players."""
        if not 0 <= column < self.columnCount():
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        players = [self._order[i.row()] for i in before]
        self._sorted_by = (column, order)
        self._order = self._sorted_order(column, order)
        self._row_of = {s: i for i, s in enumerate(self._order)}
        after = [
            self.index(self._row_of[s], i.column()) for s, i in zip(players, before, strict=True)
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def set_document(self, document: Document) -> None:
        self.beginResetModel()
        self._doc = document
        self._marks = {}
        self._rebuild()
        self.endResetModel()

    def refresh(self, changes: Changes) -> None:
        """Report what `changes` touched: a reset for structural changes (players added or
        removed, the number of rounds changed), else dataChanged for the touched rows."""
        t = self.tournament
        same_shape = round_columns(t) == self._rounds and len(t.players) == len(self._order)
        if same_shape and changes.structure:
            same_shape = sorted(p.start_no for p in t.players) == sorted(self._order)
        if not same_shape:
            self.beginResetModel()
            self._rebuild()
            self.endResetModel()
        elif changes.structure or paired_rounds(t) != self._paired:
            # e.g. the scoring changed, or a round was paired: every row's points may change
            self._paired = paired_rounds(t)
            self._rows_changed(range(len(self._order)))
        else:
            self._rows_changed(self._row_of[s] for s in changes.players if s in self._row_of)

    def _rows_changed(self, rows: Iterable[int]) -> None:
        last_col = self.columnCount() - 1
        ordered = sorted(set(rows))
        i = 0
        while i < len(ordered):  # one signal per run of adjacent rows
            j = i
            while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
                j += 1
            self.dataChanged.emit(self.index(ordered[i], 0), self.index(ordered[j], last_col))
            i = j + 1

    def set_marks(self, marks: Mapping[tuple[int, int | None], str]) -> None:
        """Highlight cells with validation findings: key (start_no, round_no) or (start_no,
        None) for the player as a whole; value the tooltip text."""
        touched = {s for s, _ in self._marks} | {s for s, _ in marks}
        self._marks = dict(marks)
        self._rows_changed(self._row_of[s] for s in touched if s in self._row_of)

    # -- lookup ------------------------------------------------------------------------------
    def start_no(self, row: int) -> int:
        return self._order[row]

    def row_of(self, start_no: int) -> int:
        return self._row_of[start_no]

    @staticmethod
    def round_of(column: int) -> int | None:
        return column - FIXED + 1 if column >= FIXED else None

    @staticmethod
    def column_of(round_no: int) -> int:
        return FIXED + round_no - 1

    def player_at(self, row: int) -> Player:
        return self.tournament.player(self._order[row])

    # -- Qt model interface ------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._order)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIXED + self._rounds

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._order):
                return str(self._order[section])
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            fixed = (
                self.tr("No."),
                self.tr("Name"),
                self.tr("Rtg"),
                self.tr("Fed"),
                self.tr("Pts"),
            )
            if section < FIXED:
                return fixed[section]
            return str(self.round_of(section))
        if role == Qt.ItemDataRole.ToolTipRole:
            if section >= FIXED:
                return self.tr("Round {0}").format(self.round_of(section))
            tips = (
                self.tr("Start number"),
                self.tr("Name"),
                self.tr("Rating"),
                self.tr("Federation"),
                self.tr("Points"),
            )
            return tips[section]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() >= FIXED:
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role in UNUSED_ROLES:  # asked for every painted cell: answer before any work
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < len(self._order)) or not 0 <= col < FIXED + self._rounds:
            return None
        p = self.player_at(row)
        if role == START_NO_ROLE:
            return p.start_no
        if col >= FIXED:
            return self._round_data(p, col - FIXED + 1, role)
        return self._player_data(p, col, role)

    def _player_data(self, p: Player, col: int, role: int) -> Any:
        withdrawn = p.withdrawn_after is not None
        if role == Qt.ItemDataRole.DisplayRole:
            if col == COL_NO:
                return str(p.start_no)
            if col == COL_NAME:
                return p.name
            if col == COL_RATING:
                return str(p.rating) if p.rating else ""
            if col == COL_FED:
                return p.federation
            # Byes entered for a round not paired yet are shown in their cells, not counted.
            points = counted_points(self.tournament, p, self._paired)
            return numbers.points(points, i18n.decimal_point())
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_RIGHT if col in (COL_NO, COL_RATING, COL_POINTS) else ALIGN_LEFT
        if role == Qt.ItemDataRole.ToolTipRole and col == COL_NAME:
            lines = [" ".join(x for x in (p.title, p.name) if x)]
            if p.fide_id:
                lines.append(self.tr("FIDE ID {0}").format(p.fide_id))
            if withdrawn:
                lines.append(self.tr("Withdrew after round {0}").format(p.withdrawn_after))
            if (p.start_no, None) in self._marks:
                lines.append(self._marks[(p.start_no, None)])
            return "\n".join(lines)
        if withdrawn and role in (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.FontRole):
            return withdrawn_look(role, col == COL_NAME)
        if (
            role == Qt.ItemDataRole.BackgroundRole
            and col == COL_NAME
            and (p.start_no, None) in self._marks
        ):
            return QBrush(FINDING_BACKGROUND)
        return None

    def _round_data(self, p: Player, round_no: int, role: int) -> Any:
        entry = p.entry(round_no)
        withdrawn = p.is_withdrawn_in(round_no)
        if role == Qt.ItemDataRole.DisplayRole:
            return notation.format_entry(entry, withdrawn)
        if role == Qt.ItemDataRole.EditRole:
            return notation.format_entry(entry)
        if role == ENTRY_ROLE:
            return entry
        if role == ROUND_ROLE:
            return round_no
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [self._describe(round_no, entry, withdrawn)]
            if (p.start_no, round_no) in self._marks:
                lines.append(self._marks[(p.start_no, round_no)])
            return "\n".join(lines)
        if role == Qt.ItemDataRole.BackgroundRole and (p.start_no, round_no) in self._marks:
            return QBrush(FINDING_BACKGROUND)
        if role == Qt.ItemDataRole.ForegroundRole and withdrawn:
            return QBrush(WITHDRAWN_FOREGROUND)
        return None

    def _describe(self, round_no: int, entry: RoundEntry, withdrawn: bool) -> str:
        head = self.tr("Round {0}").format(round_no)
        if withdrawn and not entry.result.has_opponent:
            return self.tr("{0}: withdrawn").format(head)
        if entry.result.has_opponent and entry.opponent is not None:
            t = self.tournament
            name = t.player(entry.opponent).name if t.has_player(entry.opponent) else "?"
            colour = {
                Colour.WHITE: self.tr("white"),
                Colour.BLACK: self.tr("black"),
                Colour.NONE: self.tr("colour unknown"),
            }[entry.colour]
            return self.tr("{0}: {1} with {2} against {3} {4}").format(
                head, messages.result_name(entry.result), colour, entry.opponent, name
            )
        return self.tr("{0}: {1}").format(head, messages.result_name(entry.result))

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Typed input: parse, check, and hand the edit to the document. Invalid input is
        refused (returns False) with `inputRefused` saying why; the tournament is untouched."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() < FIXED:
            return False
        start_no = self._order[index.row()]
        round_no = index.column() - FIXED + 1
        message = self.check_input(start_no, round_no, str(value))
        if message is not None:
            self.inputRefused.emit(message)
            return False
        t = self.tournament
        cell = notation.parse(str(value))
        if not _changes_anything(t, start_no, round_no, cell):
            self.cellEdited.emit(start_no, round_no)
            return True
        text = self.tr("Round {0}, player {1}: {2}").format(
            round_no, start_no, str(value).strip() or self.tr("cleared")
        )
        edit = edit_for_input(t, start_no, round_no, cell)
        try:
            cleared = cleared_by(t, edit, [(start_no, round_no)])
            if cleared:
                # A change of pairings: nothing happens until the arbiter confirms (the grid
                # asks, after this editor has closed); see `core.repair`.
                self.repairRequested.emit(edit, text, cleared, start_no, round_no)
                return True
            self._doc.push(edit, text)
        except (ValueError, KeyError) as exc:  # the core refused the edit; nothing changed
            self.inputRefused.emit(self.tr("Not entered: {0}").format(exc))
            return False
        self.cellEdited.emit(start_no, round_no)
        return True

    def check_input(self, start_no: int, round_no: int, text: str) -> str | None:
        """None if `text` can go into the cell, else a translated message saying why not."""
        try:
            notation.check(self.tournament, start_no, round_no, notation.parse(text))
        except notation.NotationError as err:
            return messages.notation_error(err)
        return None


def _changes_anything(t: Tournament, start_no: int, round_no: int, cell: object) -> bool:
    """False when committing `cell` would leave the tournament as it is (an editor opened and
    closed without a change must not add an undo step or mark the file modified)."""
    p = t.player(start_no)
    entry = p.entry(round_no)
    if isinstance(cell, notation.GameInput):
        return RoundEntry(cell.opponent, cell.colour, cell.result) != entry
    if isinstance(cell, notation.ResultInput):
        return cell.result != entry.result
    if isinstance(cell, notation.ByeInput):
        return cell.result != entry.result or entry.opponent is not None
    return p.withdrawn_after != round_no - 1
