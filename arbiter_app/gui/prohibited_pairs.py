"""The players view's prohibited pairings ("must not meet": siblings, team-mates).

Two actions on the players table (its context menu): `actionForbidPair` makes the two
selected players a prohibited pair, `actionAllowPair` removes them from the list; each is one
undo step (`core.pairing.forbidden`). Once round 1 is paired both meet the gate
`PROHIBITED_AFTER_ROUND_1` (C.02 verification checklist §16: prohibited pairs are set before
round 1): refused in FIDE mode, confirmed outside it (the document's gate, `app.steps`).
`actionProhibitedPairs` shows the list.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QTableView, QWidget

from arbiter_app.app.session import NotTaken
from arbiter_app.core.edits import EditError
from arbiter_app.core.pairing.forbidden import allow_edit, forbid_edit
from arbiter_app.gui.document import Document
from arbiter_app.gui.named import named
from arbiter_app.gui.players_model import PlayersModel

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class ProhibitedPairs:
    """The three actions, added to `table`'s context menu."""

    def __init__(self, panel: QWidget, table: QTableView, model: PlayersModel) -> None:
        self.panel, self.table, self.model = panel, table, model
        self.action_forbid = named(QAction(panel), "actionForbidPair")
        self.action_forbid.triggered.connect(lambda: self.change(forbid=True))
        self.action_allow = named(QAction(panel), "actionAllowPair")
        self.action_allow.triggered.connect(lambda: self.change(forbid=False))
        self.action_list = named(QAction(panel), "actionProhibitedPairs")
        self.action_list.triggered.connect(self.show_list)
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        for action in (self.action_forbid, self.action_allow, self.action_list):
            table.addAction(action)
        self.retranslate()

    def retranslate(self) -> None:
        self.action_forbid.setText(translate("PlayersView", "Must not meet"))
        self.action_forbid.setToolTip(
            translate(
                "PlayersView",
                "The two selected players must not be paired (siblings, team-mates); "
                "set before round 1",
            )
        )
        self.action_allow.setText(translate("PlayersView", "May meet"))
        self.action_list.setText(translate("PlayersView", "Prohibited pairs…"))

    @property
    def document(self) -> Document:
        return self.model.document

    def selected(self) -> list[int]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.player_at(r).start_no for r in rows]

    def change(self, forbid: bool) -> bool:
        """Add (or remove) the two selected players as a prohibited pair; one undo step."""
        chosen = self.selected()
        title = translate("PlayersView", "Prohibited pairs")
        if len(chosen) != 2:
            QMessageBox.information(
                self.panel, title, translate("PlayersView", "Select two players.")
            )
            return False
        a, b = chosen
        t = self.document.tournament
        try:
            edit = (forbid_edit if forbid else allow_edit)(t, a, b)
        except EditError as exc:
            QMessageBox.warning(self.panel, title, str(exc))
            return False
        text = (
            translate("PlayersView", "Players {0} and {1} must not meet")
            if forbid
            else translate("PlayersView", "Players {0} and {1} may meet")
        )
        try:  # once round 1 is paired the document's gate refuses or asks (its dialogs)
            self.document.push(edit, text.format(a, b))
        except NotTaken:
            return False
        return True

    def show_list(self) -> None:
        t = self.document.tournament
        lines = [
            f"{a} {t.player(a).name} – {b} {t.player(b).name}"
            for a, b in t.prohibited
            if t.has_player(a) and t.has_player(b)
        ]
        box = QMessageBox(self.panel)
        box.setObjectName("prohibitedPairsBox")
        box.setWindowTitle(translate("PlayersView", "Prohibited pairs"))
        box.setText("\n".join(lines) or translate("PlayersView", "No prohibited pairs."))
        box.exec()
