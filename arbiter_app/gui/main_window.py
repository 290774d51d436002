"""The main window: crosstable grid, result palette, live standings, findings, undo.

Data flow (one direction, one path):

    typing / palette / dialogs ──> core Edit ──> Document.push (QUndoStack)
    Document.changed(Changes) ──> MainWindow.on_changed ──> grid rows, standings, findings

`on_changed` is the only place views are updated after an edit, undo or redo. Standings and
findings are computed on a snapshot of the tournament: synchronously up to `sync_limit` players,
above it in the worker process (`gui.recompute`, which keeps its own copy of the tournament and
is sent only what changed), so the window never blocks; a result that arrives after a newer
edit is dropped.

The window is the shell that joins the parts, each in its own module:

    grid.py            GridController: crosstable / round-robin table, palette, typing, Delete,
                       the cursor's advance, selection, the findings' cell marks
    standings_pane.py  StandingsPane: the standings table and its title
    findings_list.py   FindingsList: the findings dock
    file_actions.py    FileActions: new, open, import, save, export TRF, recent files, recovery
    window_menus.py    WindowMenus, the window's base class: the actions, menus and toolbar,
                       and the public methods they trigger (`open_path`, `save`,
                       `select_cell`, `apply_choice`, ...: the ones tests and the report
                       actions use), each handing over to the part that does the work

The window keeps the undo stack's wiring, the one update path, geometry and language.

For the report helper: `current_tournament()`, `current_standings()`, and
`add_export_action(action)` (File menu, export section).
"""

from __future__ import annotations

import contextlib
import gc

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QMessageBox, QSplitter, QWidget

from arbiter_app.core.edits import Changes, Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.standings import Standings
from arbiter_app.core.validate import FindingKind
from arbiter_app.gui import i18n
from arbiter_app.gui import settings as app_settings
from arbiter_app.gui.about import show_about
from arbiter_app.gui.arrangement import Arrangement
from arbiter_app.gui.crosstable_model import CrosstableModel
from arbiter_app.gui.document import Document
from arbiter_app.gui.fide_mode import FideModeControls
from arbiter_app.gui.file_actions import FileActions
from arbiter_app.gui.findings_list import FindingsList
from arbiter_app.gui.findings_model import FindingsModel
from arbiter_app.gui.grid import GridController
from arbiter_app.gui.named import named
from arbiter_app.gui.players_dock import players_dock
from arbiter_app.gui.players_view import PlayersView
from arbiter_app.gui.recompute import Computed, Mirror, Worker, recompute, snapshot
from arbiter_app.gui.recovery import Autosaver
from arbiter_app.gui.report_actions import install_report_actions
from arbiter_app.gui.round_view import RoundDock
from arbiter_app.gui.screen_fit import clamp_to_screen, fit_to_screen
from arbiter_app.gui.square_model import SquareModel
from arbiter_app.gui.standings_model import StandingsModel
from arbiter_app.gui.standings_pane import StandingsPane
from arbiter_app.gui.status_line import StatusLine
from arbiter_app.gui.team_crosstable import TeamBoardsDock, TeamCrosstableDock
from arbiter_app.gui.team_matches import TeamMatchDock
from arbiter_app.gui.team_standings import TeamStandingsDock
from arbiter_app.gui.tournament_actions import TournamentActions
from arbiter_app.gui.waiting import wait_for
from arbiter_app.gui.window_menus import WindowMenus

__all__ = ["MainWindow"]


# Bytes a player takes in a file, about: a TRF line is 89 characters and 10 a round (a
# 1,500 × 11 event: 200 bytes a player), a project file more.
PRELOAD_BYTES_PER_PLAYER = 150


class MainWindow(WindowMenus):
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
        self._worker = Worker()  # big events are computed there (started on first use)
        self._edited: set[int] = set()  # players changed since the file was opened
        self._loading = False  # (set_document's own update is not an edit)
        self._computed.connect(self._on_computed, Qt.ConnectionType.QueuedConnection)
        self.files = FileActions(self, self)
        self.tournament_actions = TournamentActions(self, self)

        self.crosstable_model = CrosstableModel(self.document, self)
        self.square_model = SquareModel(self.document.tournament, self)
        self.standings_model = StandingsModel(self)
        self.findings_model = FindingsModel(self)
        self._build_views()
        self._build_actions()
        self._build_menus()
        install_report_actions(self)  # Print, preview, PDF/Excel/HTML export (gui.printing)
        self.fide_mode = FideModeControls(self, self.menu_tournament)  # and the edits' gates
        self.autosaver = Autosaver(self.files.autosave_state, self)
        self.arrangement = Arrangement(self)  # registration, or the rounds (gui.arrangement)
        self._restore_geometry()
        self.set_document(self.document)

    # == construction ========================================================================
    def _build_views(self) -> None:
        self.grid = GridController(self, self, self.crosstable_model, self.square_model)
        # (the names tests and the report actions know the parts by)
        self.result_palette = self.grid.palette
        self.crosstable_view = self.grid.view
        self.cell_delegate = self.grid.delegate
        self.square_view = self.grid.square_view
        self.grid_stack = self.grid.stack

        self.standings_pane = StandingsPane(self.standings_model)
        self.standings_pane.playerActivated.connect(lambda s: self.grid.go_to(s, None))
        self.standings_view = self.standings_pane.view
        self.standings_title = self.standings_pane.title

        splitter = named(QSplitter(Qt.Orientation.Horizontal), "mainSplitter")
        splitter.addWidget(self.grid.pane)
        splitter.addWidget(self.standings_pane)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.setCentralWidget(splitter)

        # The players view (gui.players_view): registration from the rating lists.
        self.players_dock = players_dock(self)
        view = self.players_dock.widget()
        assert isinstance(view, PlayersView)
        self.players_view = view
        dock = FindingsList(self.findings_model, self)
        dock.cellActivated.connect(self.grid.go_to)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self.findings_dock = dock
        self.findings_view = dock.view

        # A team event's live team standings (team_standings.py): at the bottom, right of the
        # round view's tabs (whose team tables fill less than half a laptop's width). On the
        # right of the window it took the players' standings' width: at 1366×768 their points
        # column was cut off.
        self.team_dock = TeamStandingsDock(self)
        self.addDockWidget(
            Qt.DockWidgetArea.BottomDockWidgetArea, self.team_dock, Qt.Orientation.Horizontal
        )

        # The boards of a round, pair / unpair (round_view.py).
        self.round_dock = RoundDock(self, self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.round_dock)
        self.tabifyDockWidget(dock, self.round_dock)  # a tab beside the findings
        self.round_view = self.round_dock.view

        # A team event's crosstable, board table and match view (team_crosstable.py,
        # team_matches.py), fed from the team standings' rounds (`_show_teams`).
        # Tabs at the bottom beside the round view (the full width their rounds need; a tab
        # bar of three on the right would widen the window's minimum).
        self.team_match_dock = TeamMatchDock(self, self)
        self.team_crosstable_dock = TeamCrosstableDock(self)
        self.team_boards_dock = TeamBoardsDock(self)
        for team_dock in (self.team_match_dock, self.team_crosstable_dock, self.team_boards_dock):
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, team_dock)
            self.tabifyDockWidget(self.round_dock, team_dock)

        self.cell_message = named(StatusLine(), "cellMessage")
        self.status_summary = named(QLabel(), "statusSummary")
        self.statusBar().addWidget(self.cell_message, 1)
        self.statusBar().addPermanentWidget(self.status_summary)

    # == report helper interface ==============================================================
    def current_tournament(self) -> Tournament:
        return self.document.tournament

    def current_standings(self) -> Standings:
        """The standings of the tournament as it is now (computed here if the pane is behind)."""
        latest = self._latest
        if latest is not None and latest.generation == self._generation:
            return latest.standings
        t = snapshot(self.document.tournament)
        return recompute(self._generation, t, self.document.live).standings

    # == the one update path ==================================================================
    def on_changed(self, changes: Changes) -> None:
        """Every edit, undo and redo ends here: update the grid rows it touched, recompute the
        standings and findings once, keep the recovery copy current."""
        if not self._loading:
            self._edited |= changes.players
        if changes.structure:
            self.players_view.refresh()
        self.crosstable_model.refresh(changes)
        self.square_model.refresh(changes)
        self.arrangement.follow(self.document.tournament)
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
        self._show(recompute(self._generation, snapshot(t), self.document.live))

    def standings_worker(self) -> str:
        """Where big events are ranked now (`gui.recompute.Worker.kind`)."""
        return self._worker.kind

    def preload(self, data: bytes, source: str) -> Mirror | None:
        """(file_actions) Hand a big file's bytes to the worker, which reads them while the
        window does (`gui.recompute`). Judged by size before reading: a file of fewer bytes
        than `sync_limit` players take (`PRELOAD_BYTES_PER_PLAYER`) is
        ranked here; a guess either way costs time only (a worker started for nothing, or
        the whole first copy), never a wrong result."""
        if len(data) < self.sync_limit * PRELOAD_BYTES_PER_PLAYER:
            return None
        mirror = Mirror()
        self._worker.preload(mirror, data, source)
        return mirror

    def _start_worker(self) -> None:
        self._computing = True

        def done(result: Computed) -> None:  # (a pool thread)
            with contextlib.suppress(RuntimeError):  # the window was deleted meanwhile
                self._computed.emit(result)

        t = snapshot(self.document.tournament)
        self._worker.submit(self._generation, t, self.document.mirror, done)

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
        self.standings_pane.show_result(result)
        self.team_dock.show_event(t)
        self._show_teams(t)
        findings = [
            f
            for f in result.findings
            # The file's own claims (points and rank columns, player count) describe the file
            # as read; once results were edited here they no longer apply (a player's points
            # for that player, the ranks and the count for everyone).
            if not (
                f.kind.describes_file
                and self._edited
                and (f.kind is not FindingKind.POINTS_MISMATCH or f.start_no in self._edited)
            )
        ]
        self.findings_dock.show_findings(findings, t)
        self.grid.show_marks(self.findings_model.cell_marks())
        self.status_summary.setText(
            # (label: number, so no language needs a plural form: "1 anmärkningar")
            self.tr("Players: {0} · rounds: {1} of {2} · findings: {3}").format(
                len(t.players), paired_rounds(t), t.total_rounds, self.findings_model.rowCount()
            )
        )
        round_robin = result.standings.system.is_round_robin
        self.action_square.setEnabled(round_robin)
        if not round_robin and self.action_square.isChecked():
            self.grid.show_square(False)
        self.standingsUpdated.emit()

    def _show_teams(self, t: Tournament) -> None:
        """The team docks, from the rounds the team standings were ranked from."""
        model = self.team_dock.model
        ctx = model.context if t.teams is not None else None
        rounds = ctx.rounds if ctx is not None else None
        report = self.team_crosstable_dock.show_event(t, model.standings, rounds)
        self.team_boards_dock.show_event(report)
        self.team_match_dock.show_event(t, rounds)

    # == documents ============================================================================
    def set_document(self, document: Document) -> None:
        old = self.document
        if old is not document:
            self._worker.release(old.mirror)  # (the worker's copy of the old tournament)
            old.changed.disconnect(self.on_changed)
            old.undo_stack.cleanChanged.disconnect(self.clean_changed)
            old.undo_stack.indexChanged.disconnect(self._update_actions)
            old.deleteLater()
        self.document = document
        document.setParent(self)
        document.changed.connect(self.on_changed)
        document.undo_stack.cleanChanged.connect(self.clean_changed)
        document.undo_stack.indexChanged.connect(self._update_actions)
        self.crosstable_model.set_document(document)
        self.players_view.set_document(document)
        self.fide_mode.follow(document)
        # Registration is the first job of a new event; once round 1 is paired, the grid needs
        # the room (View > Players brings the players view back).
        self.arrangement.follow(document.tournament)
        self.square_model.set_tournament(document.tournament)
        # The loading itself is not an edit: the file's own claims (points and rank columns)
        # are shown with the first standings, which small events compute right here.
        self._edited = set()
        self._loading = True
        try:
            self.on_changed(
                Changes(
                    frozenset(p.start_no for p in document.tournament.players), frozenset(), True
                )
            )
        finally:
            self._loading = False
        if len(document.tournament.players) >= 500:
            # A big file just read leaves many new long-lived objects, for which the cyclic
            # collector owes one full pass (~35 ms with 1,500 players): taken now, with the
            # opening, rather than in the middle of one of the first edits.
            gc.collect()
        self._edited = set()  # (the loading itself is not an edit)
        self.clean_changed(document.undo_stack.isClean())
        self._update_actions()

    def clean_changed(self, clean: bool) -> None:
        """`QUndoStack.cleanChanged` drives the modified marker (and the recovery copy)."""
        name = self.document.display_name or self.tr("Untitled")
        self.setWindowTitle(
            self.tr("{0}[*] — arbiter-app").format(name) + self.fide_mode.title_suffix()
        )
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

    # == layout and geometry ==================================================================
    def _restore_geometry(self) -> None:
        s = app_settings.settings()
        geometry = s.value("mainWindow/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
            clamp_to_screen(self)  # saved on a bigger or since removed monitor
        else:
            fit_to_screen(self, QSize(1366, 768))  # a laptop's whole screen at most
        # (The docks' arrangement follows the event shown: `gui.arrangement`.)
        split = s.value("mainWindow/splitter")
        if isinstance(split, QByteArray) and not split.isEmpty():
            self.splitter.restoreState(split)
        else:
            self.splitter.setSizes([780, 580])

    def _save_geometry(self) -> None:
        s = app_settings.settings()
        s.setValue("mainWindow/geometry", self.saveGeometry())
        self.arrangement.remember()
        s.setValue("mainWindow/splitter", self.splitter.saveState())
        s.sync()

    def about(self) -> None:
        """Help > About: version, licence, the rule texts implemented."""
        show_about(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.arrangement.shown()  # (the docks are arranged once the window is shown)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and i18n.first_change(self):
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        """The window in the language just chosen: fixed texts are swapped by
        `i18n.retranslate`; texts built from data (titles, tooltips, the standings' words) are
        built again here."""
        i18n.retranslate(self)
        # Built from the lists ("fide: list of …") and the rating types' names ("Standard →
        # Rapid"): made again, as the findings' messages kept as text.
        self.players_view.refresh()
        self.findings_model.retranslate()
        self.round_view.reload()  # (its byes line is built from the round)
        self.clean_changed(self.document.undo_stack.isClean())
        self._update_actions()
        if self._latest is not None:
            self._show(self._latest)
        i18n.refresh_models(
            (
                self.crosstable_model,
                self.square_model,
                self.standings_model,
                self.findings_model,
                self.round_view.model,
            )
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self._save_geometry()
        self.autosaver.close()
        self._worker.release(self.document.mirror)
        self._worker.close()
        event.accept()
