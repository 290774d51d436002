"""The lineup editor of a team event (`teamsDialog`): the teams with their players in board
order (regulars, then reserves) and each round's lineup.

Every change is collected in the dialog and OK makes them one undoable step of core edits
(`core.teams.edits`: `EditTeam`, `RemoveTeam`, `SetLineup` in a `Batch`, all or nothing; a
team's withdrawal after a round is part of its `EditTeam`); the
core refuses what cannot be (a start number that is no player, a player twice, a lineup player
not in the team) and the window says why. A lineup is written as start numbers board by board
(`0` an empty board); a round without one takes the team's players in board order (TRF-26 300
is written only for an out-of-order lineup; a lineup once set is changed, not removed, here).
"""

from __future__ import annotations

from msgspec.structs import replace
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.edits import Batch, Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.team_model import Lineup, Team
from arbiter_app.core.teams.edits import EditTeam, RemoveTeam, SetLineup
from arbiter_app.gui.named import named

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


def numbers_text(values: tuple[int, ...]) -> str:
    return ", ".join(str(v) for v in values)


def parse_numbers(text: str) -> tuple[int, ...]:
    """`1, 2 3` -> (1, 2, 3); ValueError naming the piece that is not a number."""
    out = []
    for piece in text.replace(",", " ").split():
        if not piece.isdecimal():
            raise ValueError(piece)
        out.append(int(piece))
    return tuple(out)


class TeamsDialog(QDialog):
    def __init__(self, t: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teamsDialog")
        self.setWindowTitle(translate("TeamLineups", "Teams and lineups"))
        assert t.teams is not None
        self._t = t
        self.teams: dict[int, Team] = {team.number: team for team in t.teams.teams}
        self.lineups: dict[tuple[int, int], tuple[int, ...]] = {
            (x.round_no, x.team): x.boards for x in t.teams.lineups
        }
        self._current: int | None = None
        self.list = named(QListWidget(), "teamList")
        self.add_button = named(QPushButton(translate("TeamLineups", "Add team")), "teamAdd")
        self.remove_button = named(
            QPushButton(translate("TeamLineups", "Remove team")), "teamRemove"
        )
        self.name = named(QLineEdit(), "teamName")
        self.short_name = named(QLineEdit(), "teamShortName")
        self.federation = named(QLineEdit(), "teamFederation")
        self.captain = named(QLineEdit(), "teamCaptain")
        self.members = named(QLineEdit(), "teamMembers")
        self.members.setPlaceholderText(translate("TeamLineups", "start numbers in board order"))
        # A team's withdrawal: not paired after that round (core.pairing.teams.left_out_teams).
        self.withdrawn = named(QSpinBox(), "teamWithdrawnAfter")
        self.withdrawn.setRange(-1, max(t.total_rounds, t.rounds_paired, 1))
        self.withdrawn.setSpecialValueText(translate("TeamLineups", "not withdrawn"))
        self.round = named(QSpinBox(), "lineupRound")
        self.round.setRange(1, max(t.total_rounds, t.rounds_paired, 1))
        self.lineup = named(QLineEdit(), "lineupBoards")
        self.lineup.setPlaceholderText(translate("TeamLineups", "board order (no lineup)"))
        self.message = named(QLabel(), "teamsDialogMessage")
        self.message.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("TeamLineups", "Name"), self.name)
        form.addRow(translate("TeamLineups", "Short name"), self.short_name)
        form.addRow(translate("TeamLineups", "Federation or club"), self.federation)
        form.addRow(translate("TeamLineups", "Captain"), self.captain)
        form.addRow(translate("TeamLineups", "Players"), self.members)
        form.addRow(translate("TeamLineups", "Withdrawn after round"), self.withdrawn)
        form.addRow(translate("TeamLineups", "Round"), self.round)
        form.addRow(translate("TeamLineups", "Lineup"), self.lineup)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addWidget(self.add_button)
        left.addWidget(self.remove_button)
        top = QHBoxLayout()
        top.addLayout(left)
        top.addLayout(form, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.add_button.clicked.connect(self.add_team)
        self.remove_button.clicked.connect(self.remove_team)
        self.list.currentRowChanged.connect(lambda _: self._select())
        self.round.valueChanged.connect(lambda _: self._show_lineup())
        self._fill()

    # -- the list --------------------------------------------------------------------------
    def _numbers(self) -> list[int]:
        return sorted(self.teams)

    def _fill(self, select: int | None = None) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for n in self._numbers():
            self.list.addItem(f"{n}  {self.teams[n].name}")
        self.list.blockSignals(False)
        numbers = self._numbers()
        if numbers:
            row = numbers.index(select) if select in numbers else 0
            self._current = None
            self.list.setCurrentRow(row)
            self._select()

    def _select(self) -> None:
        if not self._store():
            return
        numbers = self._numbers()
        row = self.list.currentRow()
        self._current = numbers[row] if 0 <= row < len(numbers) else None
        team = self.teams.get(self._current) if self._current is not None else None
        for edit, text in (
            (self.name, team.name if team else ""),
            (self.short_name, team.short_name if team else ""),
            (self.federation, team.federation if team else ""),
            (self.captain, team.captain if team else ""),
            (self.members, numbers_text(team.members) if team else ""),
        ):
            edit.setText(text)
        after = team.withdrawn_after if team else None
        self.withdrawn.setValue(-1 if after is None else after)
        self._show_lineup()

    def _show_lineup(self) -> None:
        key = (self.round.value(), self._current or 0)
        self._lineup_key = key
        self.lineup.setText(numbers_text(self.lineups.get(key, ())))

    def _store(self) -> bool:
        """Keep the form's values in the working copy (False, said, if they cannot be read)."""
        n = self._current
        if n is None or n not in self.teams:
            return True
        try:
            members = parse_numbers(self.members.text())
            lineup = parse_numbers(self.lineup.text())
        except ValueError as exc:
            self.message.setText(translate("TeamLineups", "Not a start number: {0}").format(exc))
            return False
        self.message.setText("")
        self.teams[n] = replace(
            self.teams[n],
            name=self.name.text().strip() or self.teams[n].name,
            short_name=self.short_name.text().strip(),
            federation=self.federation.text().strip(),
            captain=self.captain.text().strip(),
            members=members,
            withdrawn_after=None if self.withdrawn.value() < 0 else self.withdrawn.value(),
        )
        key = getattr(self, "_lineup_key", (self.round.value(), n))
        if lineup:
            self.lineups[key] = lineup
        else:
            self.lineups.pop(key, None)
        return True

    def add_team(self) -> None:
        if not self._store():
            return
        n = max(self.teams, default=0) + 1
        self.teams[n] = Team(n, translate("TeamLineups", "Team {0}").format(n))
        self._fill(select=n)

    def remove_team(self) -> None:
        if self._current is None:
            return
        n = self._current
        self.teams.pop(n, None)
        self.lineups = {k: v for k, v in self.lineups.items() if k[1] != n}
        self._current = None
        self._fill()

    # -- OK ----------------------------------------------------------------------------------
    def accept(self) -> None:
        if self._store():
            super().accept()

    def edits(self) -> list[Edit]:
        """The core edits for what changed: teams removed, added or changed, then lineups."""
        setup = self._t.teams
        assert setup is not None
        before = {team.number: team for team in setup.teams}
        out: list[Edit] = [RemoveTeam(n) for n in sorted(set(before) - set(self.teams))]
        out += [EditTeam(team) for n, team in sorted(self.teams.items()) if before.get(n) != team]
        old = {(x.round_no, x.team): x.boards for x in setup.lineups}
        for (r, n), boards in sorted(self.lineups.items()):
            if old.get((r, n)) != boards:
                opponent = next(
                    (x.opponent for x in setup.lineups if (x.round_no, x.team) == (r, n)), 0
                )
                out.append(SetLineup(Lineup(r, n, opponent, boards)))
        return out

    def edit(self) -> Edit | None:
        """All of it as one step (None: nothing changed)."""
        found = self.edits()
        return Batch(found, "team-lineups") if found else None
