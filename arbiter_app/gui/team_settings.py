"""The event settings' choice of an individual or a team event (`tournamentKind`), with the
boards a match (`tournamentBoards`), for the tournament settings dialog (`gui.dialogs`).

Choosing a team event makes the event's team data (`core.team_model.TeamSetup`, the teams
added in the lineup editor, `gui.team_lineups`); choosing an individual event drops it; the
boards a match change the team data's `boards`. Each is one core edit (`MakeTeamEvent`), so
the dialog's OK is undone like any edit and undo brings the teams back.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.team_model import TeamSetup
from arbiter_app.core.teams.edits import MakeTeamEvent
from arbiter_app.gui.named import named

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


class EventKind(QWidget):
    def __init__(self, t: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._t = t
        self.kind = named(QComboBox(), "tournamentKind")
        self.kind.addItem(translate("TeamSettings", "Individual"), False)
        self.kind.addItem(translate("TeamSettings", "Team"), True)
        self.kind.setCurrentIndex(1 if t.teams is not None else 0)
        self.boards = named(QSpinBox(), "tournamentBoards")
        self.boards.setRange(1, 99)
        self.boards.setValue(t.teams.boards if t.teams is not None and t.teams.boards else 4)
        label = QLabel(translate("TeamSettings", "boards a match"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.kind)
        layout.addWidget(self.boards)
        layout.addWidget(label)
        layout.addStretch(1)
        self.kind.currentIndexChanged.connect(lambda _: self._follow())
        self._follow()

    def _follow(self) -> None:
        self.boards.setEnabled(bool(self.kind.currentData()))

    def edit(self) -> Edit | None:
        """The edit the choice asks for (None: nothing changed)."""
        setup = self._t.teams
        if not self.kind.currentData():
            return None if setup is None else MakeTeamEvent(None)
        if setup is None:
            return MakeTeamEvent(TeamSetup(boards=self.boards.value()))
        if setup.boards != self.boards.value():
            return MakeTeamEvent(replace(setup, boards=self.boards.value()))
        return None
