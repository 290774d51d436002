"""The main window's Tournament menu: the settings and tie-break dialogs and the player
actions (add, edit, reinstate, remove); each OK is one undoable core Edit.

Texts keep the `MainWindow` translation context they had when this lived in the window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QDialog, QWidget

from arbiter_app.app.players import typed_edit
from arbiter_app.core.edits import Batch, EditPlayer, Reinstate, RemovePlayer
from arbiter_app.core.rating_change import HAND, with_source
from arbiter_app.gui.compare_dialog import CompareRulesDialog
from arbiter_app.gui.dialogs import PlayerDialog, TournamentDialog
from arbiter_app.gui.shell import Shell
from arbiter_app.gui.tiebreak_dialog import TiebreakDialog

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class TournamentActions(QObject):
    def __init__(self, window: Shell, parent: QWidget) -> None:
        """`parent`: the window as a widget (the parent of the dialogs)."""
        super().__init__(parent)
        self.widget = parent
        self.setObjectName("tournamentActions")
        self.window = window

    def tournament_settings(self) -> bool:
        dlg = TournamentDialog(self.window.document.tournament, self.widget)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        changes = dlg.edits()
        if not changes:
            return False
        edit = changes[0] if len(changes) == 1 else Batch(changes, "tournament-settings")
        return self.window.push(edit, translate("MainWindow", "Tournament settings"))

    def tiebreak_settings(self) -> bool:
        """The tie-break dialog; OK is one undoable ChangeSettings."""
        dlg = TiebreakDialog(self.window.document.tournament, self.widget)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        edit = dlg.edit()
        return edit is not None and self.window.push(
            edit, translate("MainWindow", "Tie-break settings")
        )

    def pairing_settings(self) -> bool:
        """Tournament > Pairing…; OK is one undoable AmendSettings."""
        from arbiter_app.gui.pairing_settings_dialog import PairingSettingsDialog

        dlg = PairingSettingsDialog(self.window.document.tournament, self.widget)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        edit = dlg.edit()
        return edit is not None and self.window.push(
            edit, translate("MainWindow", "Pairing settings")
        )

    def compare_rules(self) -> None:
        """Tournament > Compare rules…: read-only, so nothing to undo."""
        dlg = CompareRulesDialog(self.window.document.tournament, self.widget)
        dlg.exec()

    def journal(self) -> None:
        """Tournament > Journal…: the journal of gated events, read-only."""
        from arbiter_app.gui.journal_dialog import JournalDialog

        JournalDialog(self.window.document.tournament, self.widget).exec()

    def prizes(self) -> bool:
        """The prize table and prize list of the current standings (gui.prizes_dialog); a
        changed table is kept in the tournament as one undo step."""
        from arbiter_app.gui.prizes_dialog import PrizesDialog

        w = self.window
        dlg = PrizesDialog(w.document.tournament, w.current_standings(), self.widget)
        dlg.exec()
        edit = dlg.edit()
        return edit is not None and w.push(edit, translate("MainWindow", "Prize table"))

    def rating_changes(self) -> None:
        """FIDE rating changes of the event (gui.rating_change_dialog)."""
        from arbiter_app.gui import settings
        from arbiter_app.gui.rating_change_dialog import RatingChangeDialog

        w = self.window
        directory = settings.data_dir() / "ratinglists"
        RatingChangeDialog(w.document.tournament, directory, self.widget).exec()

    def add_player(self) -> bool:
        taken = {p.start_no for p in self.window.document.tournament.players}
        dlg = PlayerDialog(None, taken, self.widget)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        edit, player = typed_edit(self.window.document.tournament, dlg.player())
        ok = self.window.push(edit, translate("MainWindow", "Add player {0}").format(player.name))
        if ok:
            self.window.select_cell(player.start_no, None)
        return ok

    def edit_player(self) -> bool:
        p = self.window.current_player()
        if p is None:
            return False
        taken = {q.start_no for q in self.window.document.tournament.players}
        dlg = PlayerDialog(p, taken, self.widget)
        if dlg.exec() != QDialog.DialogCode.Accepted or dlg.player() == p:
            return False
        edited = dlg.player()
        if edited.rating != p.rating:  # a rating typed by hand is marked (core.rating_source)
            edited = with_source(edited, HAND)
        return self.window.push(
            EditPlayer(edited), translate("MainWindow", "Edit player {0}").format(p.name)
        )

    def reinstate(self) -> bool:
        p = self.window.current_player()
        if p is None or p.withdrawn_after is None:
            return False
        return self.window.push(
            Reinstate(p.start_no), translate("MainWindow", "Reinstate {0}").format(p.name)
        )

    def remove_player(self) -> bool:
        p = self.window.current_player()
        if p is None:
            return False
        return self.window.push(
            RemovePlayer(p.start_no), translate("MainWindow", "Remove {0}").format(p.name)
        )
