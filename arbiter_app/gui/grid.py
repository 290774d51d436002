"""The main window's grid: the crosstable (or round-robin table) with the result palette, and
what the keyboard and mouse do there: typing into cells, palette results for the selection,
Delete, the cursor moving on to the next board, the findings' cell marks, the context menu.

Every change still goes through the window (`MainWindow.push`: one core Edit, one undo step).
Texts keep the `MainWindow` translation context they had when this lived in the window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QMenu,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.edits import Batch, Edit, SetBye
from arbiter_app.core.model import NOT_PAIRED, Player, Result
from arbiter_app.core.repair import cleared_by
from arbiter_app.gui import messages
from arbiter_app.gui.cell_delegate import CellDelegate
from arbiter_app.gui.cell_edits import PaletteChoice, edit_for_palette, next_cell
from arbiter_app.gui.crosstable_model import COL_NAME, COL_NO, FIXED, CrosstableModel
from arbiter_app.gui.named import named
from arbiter_app.gui.palette import ResultPalette
from arbiter_app.gui.repair_confirm import confirm_repair
from arbiter_app.gui.shell import Shell
from arbiter_app.gui.square_model import SquareModel
from arbiter_app.gui.table_views import compact, fit_columns, sortable

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class GridController(QObject):
    """Builds the left pane (`crosstablePane`: palette over the grid stack) and handles the
    input there."""

    def __init__(
        self, window: Shell, parent: QWidget, crosstable: CrosstableModel, square: SquareModel
    ) -> None:
        """`parent`: the window as a widget (the parent of the palette and the menu)."""
        super().__init__(parent)
        self.widget = parent
        self.setObjectName("gridController")
        self.window = window
        self.model = crosstable
        self.square_model = square
        # the findings' cell marks the crosstable shows
        self._marks: dict[tuple[int, int | None], str] | None = None

        self.palette: ResultPalette = ResultPalette(parent)
        self.palette.chosen.connect(self.apply_choice)

        view = named(QTableView(), "crosstableView")
        view.setModel(crosstable)
        self.delegate = CellDelegate(crosstable, view)
        view.setItemDelegate(self.delegate)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        view.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        compact(view)
        sortable(view, COL_NO)
        view.verticalHeader().hide()
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(self._menu)
        self.view = view
        crosstable.inputRefused.connect(window.show_message)
        crosstable.cellEdited.connect(self._cell_edited)
        crosstable.repairRequested.connect(self._repair_requested)
        self.delegate.refused.connect(window.show_message)
        crosstable.modelReset.connect(self._size_columns)
        crosstable.modelReset.connect(self._forget_marks)

        pane = named(QWidget(), "crosstablePane")
        lv = QVBoxLayout(pane)
        lv.setContentsMargins(4, 4, 2, 0)
        lv.setSpacing(4)
        lv.addWidget(self.palette)
        # The round grid, or (round robins) the players-against-players table.
        square_view = named(QTableView(), "squareView")
        square_view.setModel(square)
        square_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        square_view.setWordWrap(False)
        compact(square_view)
        square_view.verticalHeader().hide()
        square.modelReset.connect(lambda: fit_columns(self.square_view, name_column=1))
        self.square_view: QTableView = square_view
        self.stack = named(QStackedWidget(), "gridStack")
        self.stack.addWidget(view)
        self.stack.addWidget(square_view)
        lv.addWidget(self.stack, 1)
        self.pane = pane

    # -- selection and cursor ----------------------------------------------------------------
    def selected_cells(self) -> list[tuple[int, int]]:
        """(start_no, round_no) of the selected round cells, top to bottom; the current cell
        when nothing is selected."""
        model = self.model
        indexes = self.view.selectionModel().selectedIndexes()
        if not indexes:
            current = self.view.currentIndex()
            indexes = [current] if current.isValid() else []
        cells = sorted(
            (i.row(), i.column()) for i in indexes if i.isValid() and i.column() >= FIXED
        )
        return [(model.start_no(r), c - FIXED + 1) for r, c in cells]

    def current_player(self) -> Player | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return self.model.player_at(index.row())

    def advance(self, start_no: int, round_no: int) -> None:
        """Move the cursor on after an entry: to the next game of the round without a result,
        in board order (`cell_edits.next_cell`); stay when there is none."""
        target = next_cell(self.window.document.tournament, round_no, start_no)
        if target is not None:
            self.select_cell(target, round_no)

    def select_cell(self, start_no: int, round_no: int | None) -> None:
        model = self.model
        try:
            row = model.row_of(start_no)
        except KeyError:
            return
        col = model.column_of(round_no) if round_no is not None else COL_NAME
        index = model.index(row, min(col, model.columnCount() - 1))
        self.view.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        self.view.scrollTo(index)

    def go_to(self, start_no: int, round_no: int | None) -> None:
        """Select the cell (or the player's name) and give the grid the keyboard."""
        self.select_cell(start_no, round_no)
        self.view.setFocus()

    # -- input -------------------------------------------------------------------------------
    def apply_choice(self, choice: PaletteChoice) -> bool:
        """A palette result for the selected cells; then the cursor goes to the next board."""
        self._cancel_cell_editor()  # a half-typed cell must not overwrite the palette's result
        cells = self.selected_cells()
        window = self.window
        if not cells:
            window.show_message(translate("MainWindow", "Select a round cell first."))
            return False
        t = window.document.tournament
        outcome = edit_for_palette(t, cells, choice)
        if outcome.refused:
            s, r = outcome.refused[0]
            window.show_message(
                translate(
                    "MainWindow",
                    "Round {0}, player {1}: no game is paired there; type the opponent and "
                    "colour first (12w).",
                ).format(r, s)
            )
        if outcome.edit is None:
            return False
        label = (
            translate("MainWindow", "withdrawn")
            if isinstance(choice, str)
            else messages.result_name(choice)
        )
        text = translate("MainWindow", "{0} in {1} cell(s)").format(label, len(cells))
        if not self.confirmed(outcome.edit, cells) or not window.push(outcome.edit, text):
            return False
        if len(cells) == 1:
            self.advance(*cells[0])
        return True

    def _cancel_cell_editor(self) -> None:
        view = self.view
        editor = view.indexWidget(view.currentIndex())
        if editor is not None and view.state() == QAbstractItemView.State.EditingState:
            self.delegate.closeEditor.emit(
                editor, QAbstractItemDelegate.EndEditHint.RevertModelCache
            )

    def clear_cells(self) -> bool:
        """Delete: the selected cells become not paired (their opponents too)."""
        cells = self.selected_cells()
        if not cells:
            return False
        t = self.window.document.tournament
        edits: list[Edit] = [
            SetBye(r, s, Result.NOT_PAIRED) for s, r in cells if t.player(s).entry(r) != NOT_PAIRED
        ]
        if not edits:
            return False
        edit = edits[0] if len(edits) == 1 else Batch(edits)
        if not self.confirmed(edit, cells):
            return False
        return self.window.push(
            edit, translate("MainWindow", "Clear {0} cell(s)").format(len(edits))
        )

    def confirmed(self, edit: Edit, cells: list[tuple[int, int]]) -> bool:
        """True when `edit` clears nothing beyond the `cells` acted on, or the arbiter said OK
        to the list of what it clears (`repairConfirmBox`); Cancel leaves everything."""
        t = self.window.document.tournament
        try:
            cleared = cleared_by(t, edit, cells)
        except (ValueError, KeyError):
            return True  # the edit refuses itself: `push` reports why
        if not cleared or confirm_repair(self.widget, t, cleared):
            return True
        self.window.show_message(
            translate("MainWindow", "Nothing changed: the pairings stay as they were.")
        )
        return False

    def _repair_requested(
        self, edit: Edit, text: str, cleared: object, start_no: int, round_no: int
    ) -> None:
        """Typed input that changes pairings: ask once the cell editor has closed (a question
        opened while it commits would take its focus and make it commit again)."""

        def ask() -> None:
            t = self.window.document.tournament
            items = cleared if isinstance(cleared, list) else []
            if confirm_repair(self.widget, t, items) and self.window.push(edit, text):
                self.window.show_message("")
                self.advance(start_no, round_no)
            else:
                self.window.show_message(
                    translate("MainWindow", "Nothing changed: the pairings stay as they were.")
                )
                self.select_cell(start_no, round_no)

        QTimer.singleShot(0, ask)

    def _cell_edited(self, start_no: int, round_no: int) -> None:
        self.window.show_message("")
        # After the editor has closed (it closes right after committing).
        QTimer.singleShot(0, lambda: self.advance(start_no, round_no))

    def _menu(self, pos: QPoint) -> None:
        w = self.window
        menu = QMenu(self.widget)
        menu.setObjectName("crosstableMenu")
        for action in (
            w.action_clear,
            None,
            w.action_withdraw,
            w.action_reinstate,
            w.action_edit_player,
            w.action_remove_player,
        ):
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        menu.exec(self.view.viewport().mapToGlobal(pos))

    # -- display -----------------------------------------------------------------------------
    def show_square(self, on: bool) -> None:
        """Switch between the round grid and the round-robin table (the palette and typing
        work in the round grid)."""
        self.window.action_square.setChecked(on)
        self.square_model.set_tournament(self.window.document.tournament, active=on)
        self.stack.setCurrentWidget(self.square_view if on else self.view)
        self.palette.setEnabled(not on)
        for action in self.palette.actions_by_name.values():
            action.setEnabled(not on)

    def show_marks(self, marks: dict[tuple[int, int | None], str]) -> None:
        """The findings' cell marks (each mark's row is repainted: only when they changed)."""
        if marks != self._marks:
            self._marks = marks
            self.model.set_marks(marks)

    def _forget_marks(self) -> None:
        """The crosstable was reset (another document clears its marks): set them again."""
        self._marks = None

    def _size_columns(self) -> None:
        """Columns as wide as their contents (sampled: cheap with thousands of rows); round
        columns all as wide as the widest, so the grid reads like a printed crosstable."""
        view = self.view
        fit_columns(view, name_column=COL_NAME)
        rounds = range(FIXED, self.model.columnCount())
        widest = max((view.columnWidth(c) for c in rounds), default=0)
        cell = max(widest, view.fontMetrics().horizontalAdvance("00w½") + 14)
        for col in rounds:
            view.setColumnWidth(col, cell)
