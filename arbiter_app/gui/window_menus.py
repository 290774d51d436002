"""The main window's actions, menus and toolbar, and the methods they trigger.

`WindowMenus` is the base of `MainWindow` (gui/main_window.py): it builds every action of the
window (objectName, text, shortcut, tip), the menus (File with its export section, Edit,
Tournament, View, Language, Help) and the toolbar, and holds the window's public commands
(`save`, `open_path`, `import_trf`, `apply_choice`, ...), each handing over to the part that
does the work (`FileActions`, `TournamentActions`, `GridController`). The texts keep the
window's translation context, "MainWindow".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QTableView

from arbiter_app.core.model import Player, Tournament
from arbiter_app.gui import i18n, manual
from arbiter_app.gui.about import version_text
from arbiter_app.gui.cell_edits import WITHDRAW, PaletteChoice
from arbiter_app.gui.document import Document
from arbiter_app.gui.file_actions import FileActions
from arbiter_app.gui.findings_list import FindingsList
from arbiter_app.gui.grid import GridController
from arbiter_app.gui.recovery import Candidate
from arbiter_app.gui.tournament_actions import TournamentActions

__all__ = ["WindowMenus"]

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class WindowMenus(QMainWindow):
    # What the actions hand over to: made by `MainWindow` before it builds them.
    document: Document
    files: FileActions
    tournament_actions: TournamentActions
    grid: GridController
    crosstable_view: QTableView
    findings_dock: FindingsList
    players_dock: QDockWidget
    about: Callable[[], None]  # Help > About (`MainWindow.about`)

    def _action(
        self,
        name: str,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
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
        self.action_new = a(
            "actionNew", translate("MainWindow", "&New"), self.files.new_tournament, key.New
        )
        self.action_open = a(
            "actionOpen", translate("MainWindow", "&Open…"), self.files.open_dialog, key.Open
        )
        self.action_save = a("actionSave", translate("MainWindow", "&Save"), self.save, key.Save)
        self.action_save_as = a(
            "actionSaveAs", translate("MainWindow", "Save &As…"), self.save_as, "Ctrl+Shift+S"
        )
        self.action_import_trf = a(
            "actionImportTrf",
            translate("MainWindow", "&Import TRF…"),
            self.import_trf,
            tip=translate("MainWindow", "Read a FIDE TRF file as a new, unsaved tournament"),
        )
        self.action_export_trf = a(
            "actionExportTrf",
            translate("MainWindow", "&Export TRF…"),
            self.export_trf,
            tip=translate(
                "MainWindow",
                "Write the tournament as a FIDE TRF file (the open file stays as it is)",
            ),
        )
        self.action_quit = a("actionQuit", translate("MainWindow", "&Quit"), self.close, key.Quit)
        self.action_undo = a("actionUndo", translate("MainWindow", "&Undo"), self._undo, key.Undo)
        self.action_redo = a("actionRedo", translate("MainWindow", "&Redo"), self._redo, "Ctrl+Y")
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        self.action_clear = a(
            "actionClearCell",
            translate("MainWindow", "&Clear cell"),
            self.grid.clear_cells,
            key.Delete,
        )
        # Delete only acts on the grid itself, never inside an open cell editor.
        self.action_clear.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.crosstable_view.addAction(self.action_clear)
        self.removeAction(self.action_clear)
        self.action_settings = a(
            "actionTournamentSettings",
            translate("MainWindow", "Tournament &settings…"),
            self.tournament_actions.tournament_settings,
            "Ctrl+T",
        )
        self.action_pairing_settings = a(
            "actionPairingSettings",
            translate("MainWindow", "Pa&iring…"),
            self.tournament_actions.pairing_settings,
            tip=translate("MainWindow", "Text, initial colour and acceleration of the pairings"),
        )
        self.action_prizes = a(
            "actionPrizes",
            translate("MainWindow", "&Prizes…"),
            self.tournament_actions.prizes,
            tip=translate("MainWindow", "Prize table and prize list: overall and per category"),
        )
        self.action_rating_changes = a(
            "actionRatingChanges",
            translate("MainWindow", "&Rating changes…"),
            self.tournament_actions.rating_changes,
            tip=translate("MainWindow", "FIDE rating change of every rated player (B.02)"),
        )
        self.action_tiebreaks = a(
            "actionTiebreakSettings",
            translate("MainWindow", "&Tie-breaks…"),
            self.tournament_actions.tiebreak_settings,
            "Ctrl+Shift+T",
            tip=translate(
                "MainWindow", "Choose and order the tie-break list, with a preview of the standings"
            ),
        )
        self.action_compare_rules = a(
            "actionCompareRules",
            translate("MainWindow", "&Compare rules…"),
            self.tournament_actions.compare_rules,
            tip=translate(
                "MainWindow", "The standings under two rule sets or tie-break lists side by side"
            ),
        )
        self.action_journal = a(
            "actionJournal",
            translate("MainWindow", "&Journal…"),
            self.tournament_actions.journal,
            tip=translate("MainWindow", "The events FIDE mode records: confirmations, corrections"),
        )
        self.action_add_player = a(
            "actionAddPlayer",
            translate("MainWindow", "&Add player…"),
            self.tournament_actions.add_player,
            "Ctrl+Shift+N",
        )
        self.action_edit_player = a(
            "actionEditPlayer",
            translate("MainWindow", "&Edit player…"),
            self.tournament_actions.edit_player,
            "Ctrl+E",
        )
        self.action_withdraw = a(
            "actionWithdraw",
            translate("MainWindow", "&Withdraw from this round"),
            lambda: self.apply_choice(WITHDRAW),
        )
        self.action_reinstate = a(
            "actionReinstate",
            translate("MainWindow", "&Reinstate"),
            self.tournament_actions.reinstate,
        )
        self.action_remove_player = a(
            "actionRemovePlayer",
            translate("MainWindow", "Re&move player"),
            self.tournament_actions.remove_player,
        )
        self.action_square: QAction = a(
            "actionSquareView",
            translate("MainWindow", "Round-robin &table"),
            lambda: self.grid.show_square(self.action_square.isChecked()),
            "Ctrl+R",
            tip=translate(
                "MainWindow", "Show a round robin as players against players (read-only)"
            ),
        )
        self.action_square.setCheckable(True)
        self.action_square.setEnabled(False)
        self.action_about = a(
            "actionAbout",
            translate("MainWindow", "&About arbiter-app…"),
            self.about,
            tip=version_text(),
        )
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)  # macOS: application menu
        # Help > Manual (F1); F1 in a dialog opens the dialog's page (gui/manual.py).
        self.action_manual = a(
            "actionManual",
            translate("MainWindow", "&Manual"),
            # The page of the dialog that has the focus (a dialog of this window that is not
            # a window of its own), else the contents.
            lambda: manual.show_help(QApplication.focusWidget() or self),
            key.HelpContents,
            tip=translate("MainWindow", "The English manual, with a page for every dialog"),
        )
        manual.has_own_help_key(self)
        manual.install_help_key()

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu(translate("MainWindow", "&File"))
        m.setObjectName("menuFile")
        m.addAction(self.action_new)
        m.addAction(self.action_open)
        self.menu_recent = m.addMenu(translate("MainWindow", "Open &recent"))
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

        m = bar.addMenu(translate("MainWindow", "&Edit"))
        m.setObjectName("menuEdit")
        m.addAction(self.action_undo)
        m.addAction(self.action_redo)
        m.addSeparator()
        m.addAction(self.action_clear)
        self.menu_edit = m

        m = bar.addMenu(translate("MainWindow", "&Tournament"))
        m.setObjectName("menuTournament")
        m.addAction(self.action_settings)
        m.addAction(self.action_tiebreaks)
        m.addAction(self.action_pairing_settings)
        m.addAction(self.action_compare_rules)
        m.addAction(self.action_prizes)
        m.addAction(self.action_rating_changes)
        m.addAction(self.action_journal)
        m.addSeparator()
        m.addAction(self.action_add_player)
        m.addAction(self.action_edit_player)
        m.addAction(self.action_withdraw)
        m.addAction(self.action_reinstate)
        m.addAction(self.action_remove_player)
        self.menu_tournament = m

        m = bar.addMenu(translate("MainWindow", "&View"))
        m.setObjectName("menuView")
        m.addAction(self.action_square)
        m.addAction(self.findings_dock.toggleViewAction())
        m.addAction(self.players_dock.toggleViewAction())
        self.menu_view = m

        m = bar.addMenu(translate("MainWindow", "&Help"))
        m.setObjectName("menuHelp")
        m.addAction(self.action_manual)
        m.addAction(self.action_about)
        self.menu_help = m
        # Language: chosen here, applied at once, remembered (gui.i18n).
        self.menu_language = i18n.install_language_menu(self, before=m.menuAction())

        tb = self.addToolBar(translate("MainWindow", "Main"))
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
        self.files.fill_recent_menu()

    # == the File menu's export section (gui.report_actions fills it) =======================
    def add_export_action(self, action: QAction) -> None:
        """Put a print/export action in the File menu's export section."""
        self.menu_file.insertAction(self._export_end, action)
        self.addAction(action)

    # == what the actions trigger: each hands over to the part that does the work ===========
    def _undo(self) -> None:
        self.document.session.undo()  # (the session's history is the document's undo stack)

    def _redo(self) -> None:
        self.document.session.redo()

    # -- file operations (file_actions.py) ---------------------------------------------------
    def show_tournament(self, t: Tournament, source: Path | None = None) -> bool:
        return self.files.show_tournament(t, source)

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        return self.files.open_path(path, ask)

    def import_trf(self, path: str | Path | None = None) -> bool:
        return self.files.import_trf(path)

    def save(self) -> bool:
        return self.files.save()

    def save_as(self, path: str | Path | None = None) -> bool:
        return self.files.save_as(path)

    def export_trf(self, path: str | Path | None = None) -> bool:
        return self.files.export_trf(path)

    def offer_recovery(
        self,
        found: list[Candidate] | None = None,
        choose: Callable[[list[Candidate]], tuple[str, Candidate | None]] | None = None,
    ) -> bool:
        return self.files.offer_recovery(found, choose)

    # -- the Tournament menu (tournament_actions.py) ------------------------------------------
    def tiebreak_settings(self) -> bool:
        return self.tournament_actions.tiebreak_settings()

    # -- grid (grid.py) ----------------------------------------------------------------------
    def apply_choice(self, choice: PaletteChoice) -> bool:
        return self.grid.apply_choice(choice)

    def select_cell(self, start_no: int, round_no: int | None) -> None:
        self.grid.select_cell(start_no, round_no)

    def current_player(self) -> Player | None:
        return self.grid.current_player()
