"""The event settings' choice of an individual or a team event (`tournamentKind`), with the
boards a match (`tournamentBoards`), and a team event's match points and team tie-break list
(`TeamScoring`), for the tournament settings dialog (`gui.dialogs`).

Choosing a team event makes the event's team data (`core.team_model.TeamSetup`, the teams
added in the lineup editor, `gui.team_lineups`); choosing an individual event drops it; the
boards a match change the team data's `boards`. Each is one core edit (`MakeTeamEvent`), so
the dialog's OK is undone like any edit and undo brings the teams back.
"""

from __future__ import annotations

from fractions import Fraction

from msgspec.structs import replace
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QWidget

from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.team_model import MatchScoring, TeamSetup
from arbiter_app.core.teams.edits import MakeTeamEvent, settings_edit
from arbiter_app.core.teams.tiebreaks import parse_list
from arbiter_app.gui.named import named
from arbiter_app.gui.points_text import parse_points, show_points

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


def _shown(value: Fraction | None) -> str:
    return "" if value is None else show_points(value)


def _read(text: str) -> Fraction | None:
    """Blank: None (a draw's); else `parse_points` (ValueError when not a number)."""
    return parse_points(text) if text.strip() else None


class TeamScoring(QWidget):
    """A team event's match points for a won, drawn and lost match and a team bye (TRF-26
    362, 320; blank bye values: a draw's, C.04.6 1.4) and its team tie-break list (202),
    validated by the team engine's parser (`core.teams.tiebreaks.parse_list`)."""

    def __init__(self, t: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._t = t
        sc = t.teams.scoring if t.teams is not None else MatchScoring()
        self.win = named(QLineEdit(_shown(sc.win)), "teamMatchWin")
        self.draw = named(QLineEdit(_shown(sc.draw)), "teamMatchDraw")
        self.loss = named(QLineEdit(_shown(sc.loss)), "teamMatchLoss")
        self.bye_mp = named(QLineEdit(_shown(sc.bye_mp)), "teamByeMP")
        self.bye_gp = named(QLineEdit(_shown(sc.bye_gp)), "teamByeGP")
        for edit in (self.bye_mp, self.bye_gp):
            edit.setPlaceholderText(translate("TeamSettings", "a draw's"))
        codes = t.teams.tiebreaks if t.teams is not None else ()
        self.tiebreaks = named(QLineEdit(", ".join(codes)), "teamTiebreaks")
        self.tiebreaks.setPlaceholderText(translate("TeamSettings", "e.g. MPvGP, EDE, EMGSB"))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for label, edit in (
            (translate("TeamSettings", "win"), self.win),
            (translate("TeamSettings", "draw"), self.draw),
            (translate("TeamSettings", "loss"), self.loss),
            (translate("TeamSettings", "bye MP"), self.bye_mp),
            (translate("TeamSettings", "bye GP"), self.bye_gp),
        ):
            row.addWidget(QLabel(label))
            row.addWidget(edit)
        self.setLayout(row)

    def _codes(self) -> tuple[str, ...]:
        text = self.tiebreaks.text().replace(";", ",")
        return tuple(x.strip() for x in text.split(",") if x.strip())

    def _scoring(self) -> MatchScoring:
        win, draw, loss = (_read(x.text()) for x in (self.win, self.draw, self.loss))
        if win is None or draw is None or loss is None:
            raise ValueError("blank")
        return MatchScoring(win, draw, loss, _read(self.bye_mp.text()), _read(self.bye_gp.text()))

    def problem(self) -> str | None:
        try:
            self._scoring()
        except (ValueError, ZeroDivisionError):
            return translate(
                "TeamSettings", "Match points for win, draw, loss and a team bye are numbers."
            )
        try:
            parse_list(self._codes())
        except ValueError as exc:
            return translate("TeamSettings", "Team tie-breaks: {0}").format(exc)
        return None

    def edit(self) -> Edit | None:
        """One step for what changed (None: nothing did, or not a team event)."""
        if self._t.teams is None:
            return None
        return settings_edit(self._t.teams, self._scoring(), self._codes())
