"""The main window: crosstable grid, result palette, live standings, findings, undo.

Data flow (one direction, one path):

    typing / palette / dialogs ──> core Edit ──> Document.push (QUndoStack)
    Document.changed(Changes) ──> MainWindow.on_changed ──> grid rows, standings, findings

`on_changed` is the only place views are updated after an edit, undo or redo. Standings and
findings are computed on a snapshot of the tournament: synchronously up to `sync_limit` players,
above it in the worker process (`gui.recompute`, which keeps its own copy of the tournament and
is sent only what changed), so the window never blocks; a result that arrives after a newer
edit is dropped.

For the report helper: `current_tournament()`, `current_standings()`, and
`add_export_action(action)` (File menu, export section).
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.edits import Changes, Edit, EditPlayer, Reinstate
from arbiter_app.core.model import Player, Result, Tournament
from arbiter_app.core.standings import Standings
from arbiter_app.core.validate import FindingKind
from arbiter_app.gui import i18n, messages
from arbiter_app.gui import recompute as recompute_mod
from arbiter_app.gui import settings as app_settings
from arbiter_app.gui.about import show_about, version_text
from arbiter_app.gui.cell_delegate import CellDelegate
from arbiter_app.gui.cell_edits import WITHDRAW, PaletteChoice, edit_for_palette
from arbiter_app.gui.crosstable_model import COL_NAME, FIXED, CrosstableModel
from arbiter_app.gui.dialogs import PlayerDialog, TournamentDialog
from arbiter_app.gui.document import Document
from arbiter_app.gui.explain_text import explanation_text
from arbiter_app.gui.findings_model import FindingsModel
from arbiter_app.gui.palette import ResultPalette
from arbiter_app.gui.printing import install_report_actions
from arbiter_app.gui.recompute import Computed, recompute, snapshot
from arbiter_app.gui.recovery import Autosaver, Candidate, candidates
from arbiter_app.gui.square_model import SquareModel
from arbiter_app.gui.standings_model import StandingsModel
from arbiter_app.gui.tiebreak_dialog import TiebreakDialog
from arbiter_app.gui.waiting import wait_for
from arbiter_app.io.project import SUFFIX as PROJECT_SUFFIX
from arbiter_app.io.project import is_project_path


def _filters() -> tuple[str, str, str]:
    """File dialog filters (project, TRF, all tournaments), translated."""
    translate = QCoreApplication.translate  # the name pyside6-lupdate recognises
    return (
        translate("MainWindow", "arbiter-app project (*.arbiter *.json)"),
        translate("MainWindow", "FIDE TRF (*.trf *.txt)"),
        translate("MainWindow", "Tournaments (*.arbiter *.json *.trf *.txt)"),
    )


def _is_trf(path: Path) -> bool:
    return path.suffix.lower() in (".trf", ".txt")


class MainWindow(QMainWindow):
    standingsUpdated = Signal()  # the standings pane shows the tournament as it is now
    _computed = Signal(object)  # Computed, from the worker (delivered queued)

    # Up to this many players the standings are computed in the event loop (an edit of a
    # 3,000-player event takes well under 0.1 s there); above it in the worker process, which
    # keeps its own copy of the tournament, so that the window stays responsive.
    sync_limit = 3000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.document = Document(Tournament(), parent=self)
        self.last_error: str | None = None
        self._generation = 0
        self._shown_generation = -1
        self._computing = False
        self._latest: Computed | None = None
        self._mirror = recompute_mod.Mirror()  # the worker's copy of the tournament
        # the findings' cell marks the crosstable shows
        self._marks: dict[tuple[int, int | None], str] | None = None
        self._edited: set[int] = set()  # players changed since the file was opened
        self._findings_shown: int | None = None
        self._computed.connect(self._on_computed, Qt.ConnectionType.QueuedConnection)

        self.crosstable_model = CrosstableModel(self.document, self)
        self.square_model = SquareModel(self.document.tournament, self)
        self.standings_model = StandingsModel(self)
        self.findings_model = FindingsModel(self)
        self._build_views()
        self._build_actions()
        self._build_menus()
        install_report_actions(self)  # Print, preview, PDF/Excel/HTML export (gui.printing)
        self.autosaver = Autosaver(self._autosave_state, self)
        self._restore_geometry()
        self._set_document(self.document)

    # == construction ========================================================================
    def _build_views(self) -> None:
        self.palette = ResultPalette(self)
        self.palette.chosen.connect(self.apply_choice)

        view = QTableView(objectName="crosstableView")
        view.setModel(self.crosstable_model)
        self.cell_delegate = CellDelegate(self.crosstable_model, view)
        view.setItemDelegate(self.cell_delegate)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        view.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        _compact(view)
        view.verticalHeader().hide()
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(self._crosstable_menu)
        self.crosstable_view = view
        self.crosstable_model.inputRefused.connect(self.show_message)
        self.crosstable_model.cellEdited.connect(self._cell_edited)
        self.cell_delegate.refused.connect(self.show_message)
        self.crosstable_model.modelReset.connect(self._size_crosstable)
        self.crosstable_model.modelReset.connect(self._forget_marks)

        left = QWidget(objectName="crosstablePane")
        lv = QVBoxLayout(left)
        lv.setContentsMargins(4, 4, 2, 0)
        lv.setSpacing(4)
        lv.addWidget(self.palette)
        # The round grid, or (round robins) the players-against-players table.
        square = QTableView(objectName="squareView")
        square.setModel(self.square_model)
        square.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        square.setWordWrap(False)
        _compact(square)
        square.verticalHeader().hide()
        self.square_model.modelReset.connect(lambda: _fit_columns(self.square_view, name_column=1))
        self.square_view = square
        self.grid_stack = QStackedWidget(objectName="gridStack")
        self.grid_stack.addWidget(view)
        self.grid_stack.addWidget(square)
        lv.addWidget(self.grid_stack, 1)

        sview = QTableView(objectName="standingsView")
        sview.setModel(self.standings_model)
        sview.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        sview.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        sview.setAlternatingRowColors(True)
        sview.setWordWrap(False)
        _compact(sview)
        sview.verticalHeader().hide()
        sview.doubleClicked.connect(self._standings_activated)
        self.standings_model.modelReset.connect(self._size_standings)
        self.standings_view = sview
        self.standings_title = QLabel(objectName="standingsTitle")
        self.standings_title.setWordWrap(True)
        right = QWidget(objectName="standingsPane")
        rv = QVBoxLayout(right)
        rv.setContentsMargins(2, 4, 4, 0)
        rv.setSpacing(4)
        rv.addWidget(self.standings_title)
        rv.addWidget(sview, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal, objectName="mainSplitter")
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.setCentralWidget(splitter)

        fview = QTableView(objectName="findingsView")
        fview.setModel(self.findings_model)
        fview.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        fview.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        fview.setWordWrap(False)
        _compact(fview)
        fview.verticalHeader().hide()
        fview.horizontalHeader().setStretchLastSection(True)
        fview.setColumnWidth(0, 60)
        fview.setColumnWidth(1, 160)
        fview.clicked.connect(self.jump_to_finding)
        fview.activated.connect(self.jump_to_finding)
        self.findings_view = fview
        dock = QDockWidget(self.tr("Findings"), self, objectName="findingsDock")
        dock.setWidget(fview)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self.findings_dock = dock

        self.cell_message = QLabel(objectName="cellMessage")
        self.status_summary = QLabel(objectName="statusSummary")
        self.statusBar().addWidget(self.cell_message, 1)
        self.statusBar().addPermanentWidget(self.status_summary)

    def _action(
        self,
        name: str,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | str | None = None,
        tip: str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        a = self._action
        self.action_new = a("actionNew", self.tr("&New"), self.new_tournament, key.New)
        self.action_open = a("actionOpen", self.tr("&Open…"), self.open_dialog, key.Open)
        self.action_save = a("actionSave", self.tr("&Save"), self.save, key.Save)
        self.action_save_as = a("actionSaveAs", self.tr("Save &As…"), self.save_as, "Ctrl+Shift+S")
        self.action_import_trf = a(
            "actionImportTrf",
            self.tr("&Import TRF…"),
            self.import_trf,
            tip=self.tr("Read a FIDE TRF file as a new, unsaved tournament"),
        )
        self.action_export_trf = a(
            "actionExportTrf",
            self.tr("&Export TRF…"),
            self.export_trf,
            tip=self.tr("Write the tournament as a FIDE TRF file (the open file stays as it is)"),
        )
        self.action_quit = a("actionQuit", self.tr("&Quit"), self.close, key.Quit)
        self.action_undo = a("actionUndo", self.tr("&Undo"), self._undo, key.Undo)
        self.action_redo = a("actionRedo", self.tr("&Redo"), self._redo, "Ctrl+Y")
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        self.action_clear = a(
            "actionClearCell", self.tr("&Clear cell"), self.clear_cells, key.Delete
        )
        # Delete only acts on the grid itself, never inside an open cell editor.
        self.action_clear.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.crosstable_view.addAction(self.action_clear)
        self.removeAction(self.action_clear)
        self.action_settings = a(
            "actionTournamentSettings",
            self.tr("Tournament &settings…"),
            self.tournament_settings,
            "Ctrl+T",
        )
        self.action_tiebreaks = a(
            "actionTiebreakSettings",
            self.tr("&Tie-breaks…"),
            self.tiebreak_settings,
            "Ctrl+Shift+T",
            tip=self.tr("Choose and order the tie-break list, with a preview of the standings"),
        )
        self.action_add_player = a(
            "actionAddPlayer", self.tr("&Add player…"), self.add_player, "Ctrl+Shift+N"
        )
        self.action_edit_player = a(
            "actionEditPlayer", self.tr("&Edit player…"), self.edit_player, "Ctrl+E"
        )
        self.action_withdraw = a(
            "actionWithdraw",
            self.tr("&Withdraw from this round"),
            lambda: self.apply_choice(WITHDRAW),
        )
        self.action_reinstate = a("actionReinstate", self.tr("&Reinstate"), self.reinstate)
        self.action_remove_player = a(
            "actionRemovePlayer", self.tr("Re&move player"), self.remove_player
        )
        self.action_square = a(
            "actionSquareView",
            self.tr("Round-robin &table"),
            lambda: self.show_square(self.action_square.isChecked()),
            "Ctrl+R",
            tip=self.tr("Show a round robin as players against players (read-only)"),
        )
        self.action_square.setCheckable(True)
        self.action_square.setEnabled(False)
        self.action_about = a(
            "actionAbout", self.tr("&About arbiter-app…"), self.about, tip=version_text()
        )
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)  # macOS: application menu

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu(self.tr("&File"))
        m.setObjectName("menuFile")
        m.addAction(self.action_new)
        m.addAction(self.action_open)
        self.menu_recent = m.addMenu(self.tr("Open &recent"))
        self.menu_recent.setObjectName("menuRecentFiles")
        m.addSeparator()
        m.addAction(self.action_save)
        m.addAction(self.action_save_as)
        m.addSeparator()
        m.addAction(self.action_import_trf)
        m.addAction(self.action_export_trf)
        # Export section: print/export actions go here (add_export_action), before this mark.
        self._export_end = m.addSeparator()
        self._export_end.setObjectName("exportSectionEnd")
        m.addAction(self.action_quit)
        self.menu_file = m

        m = bar.addMenu(self.tr("&Edit"))
        m.setObjectName("menuEdit")
        m.addAction(self.action_undo)
        m.addAction(self.action_redo)
        m.addSeparator()
        m.addAction(self.action_clear)
        self.menu_edit = m

        m = bar.addMenu(self.tr("&Tournament"))
        m.setObjectName("menuTournament")
        m.addAction(self.action_settings)
        m.addAction(self.action_tiebreaks)
        m.addSeparator()
        m.addAction(self.action_add_player)
        m.addAction(self.action_edit_player)
        m.addAction(self.action_withdraw)
        m.addAction(self.action_reinstate)
        m.addAction(self.action_remove_player)
        self.menu_tournament = m

        m = bar.addMenu(self.tr("&View"))
        m.setObjectName("menuView")
        m.addAction(self.action_square)
        m.addAction(self.findings_dock.toggleViewAction())
        self.menu_view = m

        m = bar.addMenu(self.tr("&Help"))
        m.setObjectName("menuHelp")
        m.addAction(self.action_about)
        self.menu_help = m
        # Language (issue 9): chosen here, applied at once, remembered (gui.i18n).
        self.menu_language = i18n.install_language_menu(self, before=m.menuAction())

        tb = self.addToolBar(self.tr("Main"))
        tb.setObjectName("mainToolBar")
        tb.setMovable(False)
        for action in (
            self.action_new,
            self.action_open,
            self.action_save,
            None,
            self.action_undo,
            self.action_redo,
            None,
            self.action_settings,
            self.action_add_player,
        ):
            if action is None:
                tb.addSeparator()
            else:
                tb.addAction(action)
        self.toolbar = tb
        self._fill_recent_menu()

    # == report helper interface ==============================================================
    def current_tournament(self) -> Tournament:
        return self.document.tournament

    def current_standings(self) -> Standings:
        """The standings of the tournament as it is now (computed here if the pane is behind)."""
        latest = self._latest
        if latest is not None and latest.generation == self._generation:
            return latest.standings
        return recompute(self._generation, snapshot(self.document.tournament)).standings

    def add_export_action(self, action: QAction) -> None:
        """Put a print/export action in the File menu's export section."""
        self.menu_file.insertAction(self._export_end, action)
        self.addAction(action)

    # == the one update path ==================================================================
    def on_changed(self, changes: Changes) -> None:
        """Every edit, undo and redo ends here: update the grid rows it touched, recompute the
        standings and findings once, keep the recovery copy current."""
        self._edited |= changes.players
        self.crosstable_model.refresh(changes)
        self.square_model.refresh(changes)
        self._request_recompute()
        self._update_actions()
        self.autosaver.touch()

    def _request_recompute(self) -> None:
        self._generation += 1
        self._dispatch()

    def _dispatch(self) -> None:
        """Compute the current state (`_generation`) where its size says."""
        t = self.document.tournament
        if len(t.players) > self.sync_limit:
            if not self._computing:
                self._start_worker()
            # else: the running job's result is stale; _on_computed starts the next one
            return
        self._show(recompute(self._generation, snapshot(t)))

    def _start_worker(self) -> None:
        self._computing = True

        def done(result: Computed) -> None:  # (a pool thread)
            with contextlib.suppress(RuntimeError):  # the window was deleted meanwhile
                self._computed.emit(result)

        t = snapshot(self.document.tournament)
        recompute_mod.submit(self._generation, t, self._mirror, done)

    def _on_computed(self, result: Computed) -> None:
        self._computing = False
        if result.generation == self._generation:
            self._show(result)
        elif self._shown_generation != self._generation:
            self._dispatch()  # edits arrived meanwhile: compute the current state

    def wait_for_standings(self, timeout_ms: int = 10_000) -> bool:
        """Run the event loop until the standings pane is current (tests, report printing)."""
        return wait_for(
            self.standingsUpdated, lambda: self._shown_generation == self._generation, timeout_ms
        )

    def _show(self, result: Computed) -> None:
        self._latest = result
        self._shown_generation = result.generation
        t = result.snapshot
        players = {p.start_no: p for p in t.players}
        self.standings_model.set_standings(result.standings, players, self._explainer(result))
        findings = [
            f
            for f in result.findings
            # The file's points column describes the file as read; once a player's results
            # were edited here it no longer applies (it is not written back from the model).
            if not (f.kind is FindingKind.POINTS_MISMATCH and f.start_no in self._edited)
        ]
        self.findings_model.set_findings(findings, t)
        marks = self.findings_model.cell_marks()
        if marks != self._marks:  # (each mark's row is repainted: only when they changed)
            self._marks = marks
            self.crosstable_model.set_marks(marks)
        self._update_titles(result)
        round_robin = result.standings.system.is_round_robin
        self.action_square.setEnabled(round_robin)
        if not round_robin and self.action_square.isChecked():
            self.show_square(False)
        self.standingsUpdated.emit()

    def _forget_marks(self) -> None:
        """The crosstable was reset (another document clears its marks): set them again."""
        self._marks = None

    def _explainer(self, result: Computed) -> Callable[[int, int], str | None]:
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

    def _update_titles(self, result: Computed) -> None:
        t = result.snapshot
        st = result.standings
        rounds = t.rounds_paired
        if st.tiebreaks:
            text = self.tr("Standings after round {0} · rules {1} · tie-breaks {2}").format(
                rounds, st.rules, ", ".join(st.tiebreaks)
            )
        else:
            text = self.tr("Standings after round {0} · by points (no tie-break list)").format(
                rounds
            )
        if result.error:
            text += "\n" + self.tr("Tie-break list not used: {0}").format(result.error)
        self.standings_title.setText(text)
        count = self.findings_model.rowCount()
        self.findings_dock.setWindowTitle(self.tr("Findings ({0})").format(count))
        # The list appears when there is something to fix and goes when all is fixed (the
        # View menu shows it any time).
        if self._findings_shown is None or (count > 0) != (self._findings_shown > 0):
            self.findings_dock.setVisible(count > 0)
        self._findings_shown = count
        self.status_summary.setText(
            self.tr("{0} players · {1} of {2} rounds · {3} findings").format(
                len(t.players), rounds, t.total_rounds, self.findings_model.rowCount()
            )
        )

    # == documents ============================================================================
    def _set_document(self, document: Document) -> None:
        old = self.document
        if old is not document:
            recompute_mod.release(self._mirror)  # (a worker's copy of the old tournament)
            old.changed.disconnect(self.on_changed)
            old.undo_stack.cleanChanged.disconnect(self._clean_changed)
            old.undo_stack.indexChanged.disconnect(self._update_actions)
            old.deleteLater()
        self.document = document
        document.setParent(self)
        document.changed.connect(self.on_changed)
        document.undo_stack.cleanChanged.connect(self._clean_changed)
        document.undo_stack.indexChanged.connect(self._update_actions)
        self.crosstable_model.set_document(document)
        self.square_model.set_tournament(document.tournament)
        self.on_changed(
            Changes(frozenset(p.start_no for p in document.tournament.players), frozenset(), True)
        )
        if len(document.tournament.players) >= 500:
            # A big file just read leaves many new long-lived objects, for which the cyclic
            # collector owes one full pass (~35 ms with 1,500 players): taken now, with the
            # opening, rather than in the middle of one of the first edits.
            gc.collect()
        self._edited = set()  # (the loading itself is not an edit)
        self._clean_changed(document.undo_stack.isClean())
        self._update_actions()

    def _clean_changed(self, clean: bool) -> None:
        """`QUndoStack.cleanChanged` drives the modified marker (and the recovery copy)."""
        name = self.document.display_name or self.tr("Untitled")
        self.setWindowTitle(self.tr("{0}[*] — arbiter-app").format(name))
        self.setWindowModified(not clean)
        if clean:
            self.autosaver.clean()

    def _update_actions(self, *_args: object) -> None:
        stack = self.document.undo_stack
        self.action_undo.setEnabled(stack.canUndo())
        self.action_redo.setEnabled(stack.canRedo())
        # What would be undone goes in the tooltip and status bar; the label stays short.
        undo = self.tr("Undo: {0}").format(stack.undoText()) if stack.canUndo() else ""
        redo = self.tr("Redo: {0}").format(stack.redoText()) if stack.canRedo() else ""
        for action, tip in ((self.action_undo, undo), (self.action_redo, redo)):
            action.setToolTip(tip or action.text().replace("&", ""))
            action.setStatusTip(tip)

    def _undo(self) -> None:
        self.document.undo_stack.undo()

    def _redo(self) -> None:
        self.document.undo_stack.redo()

    def is_modified(self) -> bool:
        return not self.document.undo_stack.isClean()

    def push(self, edit: Edit, text: str) -> bool:
        """Apply a core edit as one undo step; a refused edit is reported, nothing changes."""
        try:
            self.document.push(edit, text)
        except (ValueError, KeyError) as exc:
            self.show_message(self.tr("Not done: {0}").format(exc))
            return False
        return True

    # -- file operations ---------------------------------------------------------------------
    def new_tournament(self) -> bool:
        return self.show_tournament(Tournament())

    def show_tournament(self, t: Tournament, source: Path | None = None) -> bool:
        """Work on `t` as a new, untitled document (Save asks where); `source` names it."""
        if not self.maybe_save():
            return False
        self._set_document(Document(t, path=None, source=source))
        return True

    def open_dialog(self) -> bool:
        if not self.maybe_save():
            return False
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open tournament"),
            self._dialog_dir(),
            f"{_filters()[2]};;{_filters()[1]}",
        )
        return self.open_path(name, ask=False) if name else False

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open a TRF or native file. Save goes back to the same file in the same format."""
        if ask and not self.maybe_save():
            return False
        path = Path(path)
        t = self._read(path)
        if t is None:
            return False
        self._set_document(Document(t, path=path, source=path))
        app_settings.add_recent_file(path)
        self._fill_recent_menu()
        return True

    def import_trf(self, path: str | Path | None = None) -> bool:
        """Read a TRF as a new untitled tournament (Save then asks where to keep it)."""
        if not self.maybe_save():
            return False
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self, self.tr("Import TRF"), self._dialog_dir(), _filters()[1]
            )
            if not name:
                return False
            path = name
        path = Path(path)
        t = self._read(path)
        if t is None:
            return False
        self._set_document(Document(t, path=None, source=path))
        return True

    def _read(self, path: Path) -> Tournament | None:
        from arbiter_app.io.errors import InputError
        from arbiter_app.io.project import load_any

        try:
            return load_any(path)
        except (InputError, OSError) as exc:
            self.show_error(self.tr("Cannot open the file"), str(exc))
            return None

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            source = self.document.source
            if source is None:
                suggestion = str(Path(self._dialog_dir()) / f"tournament{PROJECT_SUFFIX}")
            elif self.document.path is None and _is_trf(source):  # imported: suggest a project
                suggestion = str(source.with_suffix(PROJECT_SUFFIX))
            else:
                suggestion = str(source)
            name, chosen = QFileDialog.getSaveFileName(
                self, self.tr("Save tournament"), suggestion, f"{_filters()[0]};;{_filters()[1]}"
            )
            if not name:
                return False
            path = name
            if chosen == _filters()[0] and not is_project_path(name):
                path = name + PROJECT_SUFFIX
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the tournament to `path` (TRF by suffix, else the native file), atomically:
        a failed save leaves the old file as it was and the window still modified."""
        from arbiter_app.io.project import save_project
        from arbiter_app.io.trf import write_trf

        try:
            if _is_trf(path):
                write_trf(self.document.tournament, path)
            else:
                save_project(self.document.tournament, path)
        except Exception as exc:
            self.show_error(self.tr("The tournament was not saved"), f"{path}: {exc}")
            return False
        self.document.path = path
        self.document.source = path
        self.document.undo_stack.setClean()
        self._clean_changed(True)
        app_settings.add_recent_file(path)
        self._fill_recent_menu()
        self.show_message(self.tr("Saved {0}").format(path))
        return True

    def export_trf(self, path: str | Path | None = None) -> bool:
        from arbiter_app.io.trf import write_trf

        if path is None:
            source = self.document.source
            suggestion = str(source.with_suffix(".trf")) if source else self._dialog_dir()
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export TRF"), suggestion, _filters()[1]
            )
            if not name:
                return False
            path = name
        try:
            write_trf(self.document.tournament, Path(path))
        except Exception as exc:
            self.show_error(self.tr("The TRF file was not written"), f"{path}: {exc}")
            return False
        self.show_message(self.tr("Exported {0}").format(path))
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current work (saved, or the user said so)."""
        if not self.is_modified():
            return True
        answer = self.ask_save_changes()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.autosaver.clean()
            return True
        return False

    def ask_save_changes(self) -> QMessageBox.StandardButton:
        box = QMessageBox(self)
        box.setObjectName("unsavedChangesBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(
            self.tr("“{0}” has changes that are not saved.").format(
                self.document.display_name or self.tr("Untitled")
            )
        )
        box.setInformativeText(self.tr("Save them before closing it?"))
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        return QMessageBox.StandardButton(box.exec())

    def show_error(self, title: str, text: str) -> None:
        self.last_error = text
        self.show_message(text)
        box = QMessageBox(
            QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("errorBox")
        box.exec()

    def show_message(self, text: str) -> None:
        """A one-line message in the status bar (refused input, saved, ...)."""
        self.cell_message.setText(text)
        self.cell_message.setToolTip(text)

    def _dialog_dir(self) -> str:
        recent = app_settings.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def _fill_recent_menu(self) -> None:
        self.menu_recent.clear()
        files = app_settings.recent_files()
        for i, f in enumerate(files):
            action = self.menu_recent.addAction(f"&{i + 1} {Path(f).name}")
            action.setObjectName(f"actionRecentFile{i}")
            action.setToolTip(f)
            action.triggered.connect(lambda _c=False, f=f: self.open_path(f))
        self.menu_recent.setEnabled(bool(files))

    # -- recovery ----------------------------------------------------------------------------
    def _autosave_state(self) -> tuple[Tournament, Path | None, str] | None:
        if not self.is_modified():
            return None
        doc = self.document
        return snapshot(doc.tournament), doc.path or doc.source, doc.display_name

    def offer_recovery(
        self,
        found: list[Candidate] | None = None,
        choose: Callable[[list[Candidate]], tuple[str, Candidate | None]] | None = None,
    ) -> bool:
        """Offer unsaved work left by a crashed session. `choose` answers instead of the
        dialog (tests): ("restore", candidate) | ("discard", None) | ("later", None)."""
        found = candidates() if found is None else found
        if not found:
            return False
        action, chosen = (choose or self._ask_recovery)(found)
        if action == "discard":
            for c in found:
                c.discard()
            return False
        if action != "restore" or chosen is None:
            return False
        try:
            t = chosen.load()
        except Exception as exc:
            self.show_error(self.tr("The recovered tournament cannot be read"), str(exc))
            return False
        original = chosen.original
        native = original is not None and not _is_trf(original)
        doc = Document(t, path=original if native else None, source=original)
        self._set_document(doc)
        doc.undo_stack.resetClean()  # recovered work is unsaved work
        self._clean_changed(False)
        chosen.discard()
        self.autosaver.touch()
        self.show_message(self.tr("Recovered unsaved work — save it to keep it."))
        return True

    def _ask_recovery(self, found: list[Candidate]) -> tuple[str, Candidate | None]:
        dlg = RecoveryDialog(found, self)
        dlg.exec()
        return dlg.choice

    # -- settings and players ----------------------------------------------------------------
    def tournament_settings(self) -> bool:
        dlg = TournamentDialog(self.document.tournament, self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        changes = dlg.edits()
        if not changes:
            return False
        from arbiter_app.core.edits import Batch

        edit = changes[0] if len(changes) == 1 else Batch(changes, "tournament-settings")
        return self.push(edit, self.tr("Tournament settings"))

    def tiebreak_settings(self) -> bool:
        """The tie-break dialog (issue 6); OK is one undoable ChangeSettings."""
        dlg = TiebreakDialog(self.document.tournament, self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        edit = dlg.edit()
        return edit is not None and self.push(edit, self.tr("Tie-break settings"))

    def add_player(self) -> bool:
        from arbiter_app.core.edits import AddPlayer

        taken = {p.start_no for p in self.document.tournament.players}
        dlg = PlayerDialog(None, taken, self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        player = dlg.player()
        ok = self.push(AddPlayer(player), self.tr("Add player {0}").format(player.name))
        if ok:
            self.select_cell(player.start_no, None)
        return ok

    def _current_player(self) -> Player | None:
        index = self.crosstable_view.currentIndex()
        if not index.isValid():
            return None
        return self.crosstable_model.player_at(index.row())

    def edit_player(self) -> bool:
        p = self._current_player()
        if p is None:
            return False
        taken = {q.start_no for q in self.document.tournament.players}
        dlg = PlayerDialog(p, taken, self)
        if dlg.exec() != QDialog.DialogCode.Accepted or dlg.player() == p:
            return False
        return self.push(EditPlayer(dlg.player()), self.tr("Edit player {0}").format(p.name))

    def reinstate(self) -> bool:
        p = self._current_player()
        if p is None or p.withdrawn_after is None:
            return False
        return self.push(Reinstate(p.start_no), self.tr("Reinstate {0}").format(p.name))

    def remove_player(self) -> bool:
        from arbiter_app.core.edits import RemovePlayer

        p = self._current_player()
        if p is None:
            return False
        return self.push(RemovePlayer(p.start_no), self.tr("Remove {0}").format(p.name))

    def show_square(self, on: bool) -> None:
        """Switch between the round grid and the round-robin table (the palette and typing
        work in the round grid)."""
        self.action_square.setChecked(on)
        self.square_model.set_tournament(self.document.tournament, active=on)
        self.grid_stack.setCurrentWidget(self.square_view if on else self.crosstable_view)
        self.palette.setEnabled(not on)
        for action in self.palette.actions_by_name.values():
            action.setEnabled(not on)

    # == grid interaction =====================================================================
    def selected_cells(self) -> list[tuple[int, int]]:
        """(start_no, round_no) of the selected round cells, top to bottom; the current cell
        when nothing is selected."""
        model = self.crosstable_model
        indexes = self.crosstable_view.selectionModel().selectedIndexes()
        if not indexes:
            current = self.crosstable_view.currentIndex()
            indexes = [current] if current.isValid() else []
        cells = sorted(
            (i.row(), i.column()) for i in indexes if i.isValid() and i.column() >= FIXED
        )
        return [(model.start_no(r), c - FIXED + 1) for r, c in cells]

    def apply_choice(self, choice: PaletteChoice) -> bool:
        """A palette result for the selected cells; then the cursor goes to the next board."""
        self._cancel_cell_editor()  # a half-typed cell must not overwrite the palette's result
        cells = self.selected_cells()
        if not cells:
            self.show_message(self.tr("Select a round cell first."))
            return False
        t = self.document.tournament
        outcome = edit_for_palette(t, cells, choice)
        if outcome.refused:
            s, r = outcome.refused[0]
            self.show_message(
                self.tr(
                    "Round {0}, player {1}: no game is paired there; type the opponent and "
                    "colour first (12w)."
                ).format(r, s)
            )
        if outcome.edit is None:
            return False
        label = self.tr("withdrawn") if isinstance(choice, str) else messages.result_name(choice)
        text = self.tr("{0} in {1} cell(s)").format(label, len(cells))
        if not self.push(outcome.edit, text):
            return False
        if len(cells) == 1:
            self.advance(*cells[0])
        return True

    def _cancel_cell_editor(self) -> None:
        view = self.crosstable_view
        editor = view.indexWidget(view.currentIndex())
        if editor is not None and view.state() == QAbstractItemView.State.EditingState:
            self.cell_delegate.closeEditor.emit(
                editor, QAbstractItemDelegate.EndEditHint.RevertModelCache
            )

    def clear_cells(self) -> bool:
        """Delete: the selected cells become not paired (their opponents too)."""
        from arbiter_app.core.edits import Batch, SetBye
        from arbiter_app.core.model import NOT_PAIRED, Result

        cells = self.selected_cells()
        if not cells:
            return False
        t = self.document.tournament
        edits: list[Edit] = [
            SetBye(r, s, Result.NOT_PAIRED) for s, r in cells if t.player(s).entry(r) != NOT_PAIRED
        ]
        if not edits:
            return False
        edit = edits[0] if len(edits) == 1 else Batch(edits)
        return self.push(edit, self.tr("Clear {0} cell(s)").format(len(edits)))

    def _cell_edited(self, start_no: int, round_no: int) -> None:
        self.show_message("")
        # After the editor has closed (it closes right after committing).
        QTimer.singleShot(0, lambda: self.advance(start_no, round_no))

    def advance(self, start_no: int, round_no: int) -> None:
        """Move the cursor to the next board of the round: the next player below whose game
        still needs a result or a pairing; else simply the next row."""
        model = self.crosstable_model
        row = model.row_of(start_no)
        rows = model.rowCount()

        def needs_input(r: int) -> bool:
            p = model.player_at(r)
            e = p.entry(round_no)
            return not p.is_withdrawn_in(round_no) and (
                e.result.is_unfinished or e.result is Result.NOT_PAIRED
            )

        target = next((r for r in range(row + 1, rows) if needs_input(r)), None)
        if target is None:
            target = next((r for r in range(0, row) if needs_input(r)), None)
        if target is None:
            target = min(row + 1, rows - 1)
        self.select_cell(model.start_no(target), round_no)

    def select_cell(self, start_no: int, round_no: int | None) -> None:
        model = self.crosstable_model
        try:
            row = model.row_of(start_no)
        except KeyError:
            return
        col = model.column_of(round_no) if round_no is not None else COL_NAME
        index = model.index(row, min(col, model.columnCount() - 1))
        view = self.crosstable_view
        view.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        view.scrollTo(index)

    def jump_to_finding(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        f = self.findings_model.finding(index.row())
        start_no = f.start_no
        if start_no is None:
            players = f.args.get("players")
            start_no = players[0] if isinstance(players, tuple) and players else None
        if start_no is not None:
            self.select_cell(int(start_no), f.round_no)
            self.crosstable_view.setFocus()

    def _standings_activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.select_cell(self.standings_model.line(index.row()).row.start_no, None)
            self.crosstable_view.setFocus()

    def _crosstable_menu(self, pos: object) -> None:
        menu = QMenu(self)
        menu.setObjectName("crosstableMenu")
        for action in (
            self.action_clear,
            None,
            self.action_withdraw,
            self.action_reinstate,
            self.action_edit_player,
            self.action_remove_player,
        ):
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        menu.exec(self.crosstable_view.viewport().mapToGlobal(pos))  # type: ignore[arg-type]

    # == layout and geometry ==================================================================
    def _size_crosstable(self) -> None:
        """Columns as wide as their contents (sampled: cheap with thousands of rows); round
        columns all as wide as the widest, so the grid reads like a printed crosstable."""
        view = self.crosstable_view
        _fit_columns(view, name_column=COL_NAME)
        rounds = range(FIXED, self.crosstable_model.columnCount())
        widest = max((view.columnWidth(c) for c in rounds), default=0)
        cell = max(widest, view.fontMetrics().horizontalAdvance("00w½") + 14)
        for col in rounds:
            view.setColumnWidth(col, cell)

    def _size_standings(self) -> None:
        _fit_columns(self.standings_view, name_column=2)

    def _restore_geometry(self) -> None:
        s = app_settings.settings()
        geometry = s.value("mainWindow/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1366, 768)
        state = s.value("mainWindow/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        split = s.value("mainWindow/splitter")
        if isinstance(split, QByteArray) and not split.isEmpty():
            self.splitter.restoreState(split)
        else:
            self.splitter.setSizes([780, 580])
        if not isinstance(state, QByteArray) or state.isEmpty():
            self.resizeDocks([self.findings_dock], [110], Qt.Orientation.Vertical)

    def _save_geometry(self) -> None:
        s = app_settings.settings()
        s.setValue("mainWindow/geometry", self.saveGeometry())
        s.setValue("mainWindow/state", self.saveState())
        s.setValue("mainWindow/splitter", self.splitter.saveState())
        s.sync()

    def about(self) -> None:
        """Help > About: version, licence, the rule texts implemented."""
        show_about(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and i18n.first_change(self):
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        """The window in the language just chosen (issue 9): fixed texts are swapped by
        `i18n.retranslate`; texts built from data (titles, tooltips, the standings' words) are
        built again here."""
        i18n.retranslate(self)
        self._clean_changed(self.document.undo_stack.isClean())
        self._update_actions()
        if self._latest is not None:
            self._show(self._latest)
        i18n.refresh_models(
            (self.crosstable_model, self.square_model, self.standings_model, self.findings_model)
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self._save_geometry()
        self.autosaver.close()
        recompute_mod.release(self._mirror)
        event.accept()


def _fit_columns(view: QTableView, name_column: int, max_name: int = 190) -> None:
    view.resizeColumnsToContents()
    if view.columnWidth(name_column) > max_name:
        view.setColumnWidth(name_column, max_name)


def _compact(view: QTableView) -> None:
    """Fixed row heights and no per-row measuring: cheap with thousands of rows."""
    vh = view.verticalHeader()
    vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    vh.setDefaultSectionSize(view.fontMetrics().height() + 6)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setHighlightSections(False)
    # Fitting columns measures the visible rows plus this many: cheap with 1,500 players.
    view.horizontalHeader().setResizeContentsPrecision(60)


class RecoveryDialog(QDialog):
    """Unsaved work from a session that ended abnormally: restore, discard or decide later."""

    def __init__(self, found: list[Candidate], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RecoveryDialog")
        self.setWindowTitle(self.tr("Recover unsaved work"))
        self.choice: tuple[str, Candidate | None] = ("later", None)
        self._found = found
        text = QLabel(
            self.tr("arbiter-app did not close normally. This unsaved work was kept; restore it?")
        )
        text.setWordWrap(True)
        self.list = QListWidget(objectName="recoveryList")
        from datetime import datetime

        for c in found:
            when = datetime.fromtimestamp(c.saved_at).strftime("%Y-%m-%d %H:%M")
            item = QListWidgetItem(f"{c.name or self.tr('Untitled')} — {when}")
            item.setToolTip(str(c.original or ""))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        buttons = QDialogButtonBox()
        restore = buttons.addButton(self.tr("Restore"), QDialogButtonBox.ButtonRole.AcceptRole)
        restore.setObjectName("recoverButton")
        discard = buttons.addButton(self.tr("Discard"), QDialogButtonBox.ButtonRole.DestructiveRole)
        discard.setObjectName("discardButton")
        later = buttons.addButton(self.tr("Not now"), QDialogButtonBox.ButtonRole.RejectRole)
        later.setObjectName("laterButton")
        restore.clicked.connect(self._restore)
        discard.clicked.connect(self._discard)
        later.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.list)
        layout.addWidget(buttons)

    def _restore(self) -> None:
        row = self.list.currentRow()
        self.choice = ("restore", self._found[row] if 0 <= row < len(self._found) else None)
        self.accept()

    def _discard(self) -> None:
        self.choice = ("discard", None)
        self.accept()
