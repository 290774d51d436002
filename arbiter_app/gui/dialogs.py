"""Tournament settings and players: `TournamentDialog` (with a players tab) and `PlayerDialog`.

The dialogs work on copies and only *describe* what changed: `TournamentDialog.edits()` and
`PlayerDialog.player()` give core edits / values the window pushes as one undo step.
"""

from __future__ import annotations

from typing import Any

import msgspec.structs
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core import edits
from arbiter_app.core.edits import Edit
from arbiter_app.core.model import MAX_START_NO, Player, Scoring, System, Tournament
from arbiter_app.core.profiles import Profile
from arbiter_app.gui.named import named
from arbiter_app.gui.points_text import parse_points, show_points
from arbiter_app.gui.screen_fit import fit_to_screen
from arbiter_app.gui.team_settings import EventKind, TeamScoring

TITLES = ("", "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM")
SCORING_PRESETS = ("1-1/2-0", "3-1-0", "2-1-0")


class CheckedDialog(QDialog):
    """A dialog whose OK is refused while `problem()` names something wrong with the input: the
    problem is shown in `message` and the dialog stays open."""

    message: QLabel

    def problem(self) -> str | None:
        return None

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.message.setText(problem)
            return
        super().accept()

    def _lay_out(self, content: QWidget | QLayout, message_name: str) -> None:
        """`content`, then the (red) message line, then OK and Cancel."""
        self.message = named(QLabel(), message_name)
        self.message.setStyleSheet("color: #a00000")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if isinstance(content, QLayout):
            layout.addLayout(content)
        else:
            layout.addWidget(content)
        layout.addWidget(self.message)
        layout.addWidget(buttons)


class PlayerDialog(CheckedDialog):
    """Add or edit one player's identity (name, title, rating, federation, FIDE id …)."""

    def __init__(
        self, player: Player | None, taken: set[int], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerDialog")
        self._original = player
        self._taken = taken - ({player.start_no} if player else set())
        self.setWindowTitle(self.tr("Edit player") if player else self.tr("Add player"))
        form = QFormLayout()
        self.start_no = named(QSpinBox(), "playerStartNo")
        self.start_no.setRange(1, MAX_START_NO)
        free = max(taken, default=0) + 1
        self.start_no.setValue(player.start_no if player else free)
        self.start_no.setEnabled(player is None)  # renumbering would break every pairing
        self.name = named(QLineEdit(), "playerName")
        self.title = named(QComboBox(), "playerTitle")
        self.title.setEditable(True)
        self.title.addItems(list(TITLES))
        self.rating = named(QSpinBox(), "playerRating")
        self.rating.setRange(0, 3500)
        self.rating.setSpecialValueText(self.tr("unrated"))
        self.federation = named(QLineEdit(), "playerFederation")
        self.federation.setMaxLength(3)
        self.club = named(QLineEdit(), "playerClub")
        self.fide_id = named(QLineEdit(), "playerFideId")
        self.sex = named(QComboBox(), "playerSex")
        self.sex.addItem("", "")
        self.sex.addItem(self.tr("male"), "m")
        self.sex.addItem(self.tr("female"), "w")
        self.birth_date = named(QLineEdit(), "playerBirthDate")
        self.birth_date.setPlaceholderText(self.tr("YYYY/MM/DD"))
        # Room for a whole name as TRF-16 holds it (33 characters) and a club's: the fields
        # set the dialog's width.
        room = self.name.fontMetrics().horizontalAdvance("x" * 36)
        self.name.setMinimumWidth(room)
        self.club.setMinimumWidth(room)
        form.addRow(self.tr("Start number"), self.start_no)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Rating"), self.rating)
        form.addRow(self.tr("Federation"), self.federation)
        form.addRow(self.tr("Club"), self.club)
        form.addRow(self.tr("FIDE ID"), self.fide_id)
        form.addRow(self.tr("Sex"), self.sex)
        form.addRow(self.tr("Birth date"), self.birth_date)
        if player:
            self.name.setText(player.name)
            self.title.setCurrentText(player.title)
            self.rating.setValue(player.rating)
            self.federation.setText(player.federation)
            self.club.setText(player.club)
            self.fide_id.setText(player.fide_id)
            self.sex.setCurrentIndex(max(0, self.sex.findData(player.sex)))
            self.birth_date.setText(player.birth_date)
        self._lay_out(form, "playerDialogMessage")

    def problem(self) -> str | None:
        if not self.name.text().strip():
            return self.tr("The name is required.")
        if self.start_no.value() in self._taken:
            return self.tr("Start number {0} is taken.").format(self.start_no.value())
        fed = self.federation.text().strip()
        if fed and not (len(fed) == 3 and fed.isalpha()):
            return self.tr("The federation is a three-letter code (NOR, FRA, …).")
        fide_id = self.fide_id.text().strip()
        if fide_id and not fide_id.isdigit():
            return self.tr("A FIDE ID has digits only.")
        return None

    def player(self) -> Player:
        """The player as entered (an edited player keeps rounds and withdrawal)."""
        fields: dict[str, Any] = {
            "name": self.name.text().strip(),
            "title": self.title.currentText().strip(),
            "rating": self.rating.value(),
            "federation": self.federation.text().strip().upper(),
            "club": self.club.text().strip(),
            "fide_id": self.fide_id.text().strip(),
            "sex": str(self.sex.currentData() or ""),
            "birth_date": self.birth_date.text().strip(),
        }
        if self._original is not None:
            return msgspec.structs.replace(self._original, **fields)
        return Player(start_no=self.start_no.value(), **fields)


class TournamentDialog(CheckedDialog):
    """Tournament data, system, rounds, scoring, tie-break list, and the players."""

    def __init__(self, tournament: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TournamentDialog")
        self.setWindowTitle(self.tr("Tournament settings"))
        self._t = tournament
        self._players: dict[int, Player] = {p.start_no: p for p in tournament.players}
        self._order: list[int] = sorted(self._players)

        tabs = named(QTabWidget(), "tournamentTabs")
        tabs.addTab(self._settings_tab(), self.tr("Tournament"))
        tabs.addTab(self._players_tab(), self.tr("Players"))
        self._lay_out(tabs, "tournamentDialogMessage")
        self.message.setWordWrap(True)
        fit_to_screen(self, QSize(640, 480))

    # -- settings tab ------------------------------------------------------------------------
    def _settings_tab(self) -> QWidget:
        t = self._t
        page = QWidget()
        form = QFormLayout(page)
        self.name = named(QLineEdit(t.name), "tournamentName")
        self.city = named(QLineEdit(t.city), "tournamentCity")
        self.federation = named(QLineEdit(t.federation), "tournamentFederation")
        self.start_date = named(QLineEdit(t.start_date), "tournamentStartDate")
        self.start_date.setPlaceholderText("YYYY-MM-DD")
        self.end_date = named(QLineEdit(t.end_date), "tournamentEndDate")
        self.end_date.setPlaceholderText("YYYY-MM-DD")
        self.chief_arbiter = named(QLineEdit(t.chief_arbiter), "tournamentChiefArbiter")
        # TRF 112: one deputy per record; here one per line.
        self.deputies = named(QPlainTextEdit("\n".join(t.deputy_arbiters)), "tournamentDeputies")
        self.deputies.setTabChangesFocus(True)
        self.deputies.setFixedHeight(self.deputies.fontMetrics().lineSpacing() * 3 + 12)
        self.deputies.setPlaceholderText(self.tr("One deputy arbiter per line"))
        self.time_control = named(QLineEdit(t.time_control), "tournamentTimeControl")
        self.time_control.setPlaceholderText(self.tr("e.g. 90 min/40 moves + 30 min, 30 s/move"))
        self.system = named(QComboBox(), "tournamentSystem")
        self.system.addItem(self.tr("From the pairings"), None)
        self.system.addItem(self.tr("Swiss"), System.SWISS)
        self.system.addItem(self.tr("Round robin"), System.ROUND_ROBIN)
        self.system.addItem(self.tr("Double round robin"), System.DOUBLE_ROUND_ROBIN)
        self.system.setCurrentIndex(max(0, self.system.findData(t.system)))
        self.rounds = named(QSpinBox(), "tournamentRounds")
        self.rounds.setRange(0, 99)
        self.rounds.setSpecialValueText(self.tr("not set"))
        self.rounds.setValue(t.rounds)
        # Chess960 (Laws of Chess, Guidelines II): the lists say so, the TRF a `### CHESS960`.
        self.chess960 = named(QCheckBox(self.tr("Played as Chess960")), "tournamentChess960")
        self.chess960.setChecked(t.chess960)
        self.scoring = named(QComboBox(), "tournamentScoring")
        for name in SCORING_PRESETS:
            self.scoring.addItem(name.replace("1/2", "½"), name)
        self.scoring.addItem(self.tr("Custom"), "")
        self.win = named(QLineEdit(show_points(t.scoring.win)), "scoringWin")
        self.draw = named(QLineEdit(show_points(t.scoring.draw)), "scoringDraw")
        self.loss = named(QLineEdit(show_points(t.scoring.loss)), "scoringLoss")
        preset = "-".join(show_points(x) for x in (t.scoring.win, t.scoring.draw, t.scoring.loss))
        self.scoring.setCurrentIndex(
            self.scoring.findData(preset) if preset in SCORING_PRESETS else len(SCORING_PRESETS)
        )
        self.scoring.currentIndexChanged.connect(self._preset_chosen)
        points = QHBoxLayout()
        for label, edit in (
            (self.tr("win"), self.win),
            (self.tr("draw"), self.draw),
            (self.tr("loss"), self.loss),
        ):
            points.addWidget(QLabel(label))
            points.addWidget(edit)
        self.rules = named(QComboBox(), "tournamentRules")
        self.rules.addItem(self.tr("By start date"), None)
        for name in _rule_names():
            self.rules.addItem(name, name)
        if t.rules and self.rules.findData(t.rules) < 0:  # an alias or a national set
            self.rules.addItem(t.rules, t.rules)
        self.rules.setCurrentIndex(max(0, self.rules.findData(t.rules)))
        self.tiebreaks = named(QLineEdit(", ".join(t.tiebreaks)), "tournamentTiebreaks")
        self.tiebreaks.setPlaceholderText(self.tr("e.g. BH/C1, BH, SB, DE, WIN"))
        # A preset fills rules, tie-breaks and scoring; the tournament keeps the values (and
        # the preset's name), so editing them afterwards is allowed.
        self.profile = named(QComboBox(), "tournamentProfile")
        self.profile.addItem(self.tr("None"), None)
        for offered in _profiles():
            # Core text, translated in the context core.profiles marks it in.
            self.profile.addItem(QCoreApplication.translate("Presets", offered.title), offered.name)
            tip = QCoreApplication.translate("Presets", offered.description)
            self.profile.setItemData(self.profile.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        if t.profile and self.profile.findData(t.profile) < 0:
            self.profile.addItem(t.profile, t.profile)
        self.profile.setCurrentIndex(max(0, self.profile.findData(t.profile)))
        self.profile.currentIndexChanged.connect(self._profile_chosen)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("City"), self.city)
        form.addRow(self.tr("Federation"), self.federation)
        form.addRow(self.tr("Start date"), self.start_date)
        form.addRow(self.tr("End date"), self.end_date)
        form.addRow(self.tr("Chief arbiter"), self.chief_arbiter)
        form.addRow(self.tr("Deputy arbiters"), self.deputies)
        form.addRow(self.tr("Time control"), self.time_control)
        self.event_kind = EventKind(t)  # individual or team (gui.team_settings)
        form.addRow(self.tr("Event"), self.event_kind)
        # A team event's match points and team list (a new team event is set up first).
        self.team_scoring = TeamScoring(t, page)
        if t.teams is None:
            self.team_scoring.hide()
        else:
            form.addRow(self.tr("Match points"), self.team_scoring)
            form.addRow(self.tr("Team tie-breaks"), self.team_scoring.tiebreaks)
        form.addRow(self.tr("System"), self.system)
        form.addRow(self.tr("Rounds"), self.rounds)
        form.addRow(self.tr("Variant"), self.chess960)
        form.addRow(self.tr("Scoring"), self.scoring)
        form.addRow("", points)
        form.addRow(self.tr("Preset"), self.profile)
        form.addRow(self.tr("Rules"), self.rules)
        form.addRow(self.tr("Tie-breaks"), self.tiebreaks)
        # Criteria that cannot do their job in this event, with the reason (core.applicability).
        self.tiebreak_notes = named(QLabel(), "tournamentTiebreakNotes")
        self.tiebreak_notes.setWordWrap(True)
        self.tiebreak_notes.setStyleSheet("color: #a04000")
        form.addRow("", self.tiebreak_notes)
        self.tiebreaks.textChanged.connect(self._show_tiebreak_notes)
        self.rules.currentIndexChanged.connect(self._show_tiebreak_notes)
        self._show_tiebreak_notes()
        return page

    def _preset_chosen(self) -> None:
        name = self.scoring.currentData()
        if name:
            self._show_scoring(*name.split("-"))

    def _profile_chosen(self) -> None:
        name = self.profile.currentData()
        if not name:
            return
        from arbiter_app.core import profiles

        preset = profiles.get(name)
        values = preset.settings(self._t)
        # A FIDE list keeps the C.07 edition shown (by the dates, or as chosen).
        rules = preset.rules_when_chosen(self.rules.currentData())
        if rules is None:
            self.rules.setCurrentIndex(0)  # "By start date"
        else:
            if self.rules.findData(rules) < 0:
                self.rules.addItem(str(rules), rules)
            self.rules.setCurrentIndex(self.rules.findData(rules))
        tiebreaks = values["tiebreaks"]
        assert isinstance(tiebreaks, list)
        self.tiebreaks.setText(", ".join(tiebreaks))
        scoring = values["scoring"]
        assert isinstance(scoring, Scoring)
        self._show_scoring(*(show_points(x) for x in (scoring.win, scoring.draw, scoring.loss)))

    def _show_scoring(self, win: str, draw: str, loss: str) -> None:
        self.win.setText(win)
        self.draw.setText(draw)
        self.loss.setText(loss)

    # -- players tab -------------------------------------------------------------------------
    def _players_tab(self) -> QWidget:
        page = QWidget()
        self.table = named(QTableWidget(0, 6), "playersTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("No."),
                self.tr("Title"),
                self.tr("Name"),
                self.tr("Rating"),
                self.tr("Fed"),
                self.tr("FIDE ID"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _i: self.edit_selected())
        add = named(QPushButton(self.tr("Add…")), "addPlayerButton")
        edit = named(QPushButton(self.tr("Edit…")), "editPlayerButton")
        remove = named(QPushButton(self.tr("Remove")), "removePlayerButton")
        add.clicked.connect(lambda: self.add_player())
        edit.clicked.connect(lambda: self.edit_selected())
        remove.clicked.connect(lambda: self.remove_selected())
        buttons = QHBoxLayout()
        for b in (add, edit, remove):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self._fill_table()
        return page

    def _fill_table(self) -> None:
        self._order = sorted(self._players)
        self.table.setRowCount(len(self._order))
        for row, s in enumerate(self._order):
            p = self._players[s]
            values = (str(s), p.title, p.name, str(p.rating or ""), p.federation, p.fide_id)
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, s)
                self.table.setItem(row, col, item)

    def _selected(self) -> int | None:
        row = self.table.currentRow()
        return self._order[row] if 0 <= row < len(self._order) else None

    def add_player(self, player: Player | None = None) -> Player | None:
        """Add `player`, or ask for one (PlayerDialog)."""
        if player is None:
            dlg = PlayerDialog(None, set(self._players), self)
            if dlg.exec() != QDialog.DialogCode.Accepted:
                return None
            player = dlg.player()
        self._players[player.start_no] = player
        self._fill_table()
        return player

    def edit_selected(self) -> None:
        s = self._selected()
        if s is None:
            return
        dlg = PlayerDialog(self._players[s], set(self._players), self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self._players[s] = dlg.player()
            self._fill_table()

    def remove_selected(self) -> None:
        s = self._selected()
        if s is None:
            return
        del self._players[s]
        self._fill_table()

    # -- result ------------------------------------------------------------------------------
    def problem(self) -> str | None:
        try:
            for edit in (self.win, self.draw, self.loss):
                parse_points(edit.text())
        except (ValueError, ZeroDivisionError):
            return self.tr("Points for win, draw and loss are numbers such as 1, 0.5 or 1/2.")
        try:
            from arbiter_app.core.standings import parse_list

            parse_list(self._tiebreak_list())
        except ValueError as exc:
            return self.tr("Tie-breaks: {0}").format(exc)
        return self.team_scoring.problem()

    def _show_tiebreak_notes(self, *_args: object) -> None:
        from arbiter_app.core import applicability as ap
        from arbiter_app.gui import tiebreak_text

        codes = self._tiebreak_list()
        edited = msgspec.structs.replace(self._t, rules=self.rules.currentData())
        notes = [
            f"{code}: {tiebreak_text.reasons(found)}"
            for code, found in zip(codes, ap.list_reasons(edited, codes), strict=True)
            if found
        ]
        self.tiebreak_notes.setText("\n".join(notes))
        self.tiebreak_notes.setVisible(bool(notes))

    def _deputy_list(self) -> list[str]:
        return [x.strip() for x in self.deputies.toPlainText().splitlines() if x.strip()]

    def _tiebreak_list(self) -> list[str]:
        return [x.strip() for x in self.tiebreaks.text().replace(";", ",").split(",") if x.strip()]

    def settings_changes(self) -> dict[str, object]:
        """The tournament fields that differ from the tournament's (for ChangeSettings)."""
        t = self._t
        scoring = msgspec.structs.replace(
            t.scoring,
            win=parse_points(self.win.text()),
            draw=parse_points(self.draw.text()),
            loss=parse_points(self.loss.text()),
        )
        wanted: dict[str, object] = {
            "name": self.name.text().strip(),
            "city": self.city.text().strip(),
            "federation": self.federation.text().strip(),
            "start_date": self.start_date.text().strip(),
            "end_date": self.end_date.text().strip(),
            "chief_arbiter": self.chief_arbiter.text().strip(),
            "deputy_arbiters": self._deputy_list(),
            "time_control": self.time_control.text().strip(),
            "system": self.system.currentData(),
            "rounds": self.rounds.value(),
            "chess960": self.chess960.isChecked(),
            "scoring": scoring,
            "rules": self.rules.currentData(),
            "profile": self.profile.currentData(),
            "tiebreaks": self._tiebreak_list(),
        }
        return {k: v for k, v in wanted.items() if getattr(t, k) != v}

    def edits(self) -> list[Edit]:
        """Core edits for everything changed: players removed, edited, added, then settings."""
        t = self._t
        out: list[Edit] = []
        before = {p.start_no: p for p in t.players}
        for s in sorted(set(before) - set(self._players)):
            out.append(edits.RemovePlayer(s))
        for s in sorted(set(before) & set(self._players)):
            if self._players[s] != before[s]:
                out.append(edits.EditPlayer(self._players[s]))
        for s in sorted(set(self._players) - set(before)):
            out.append(edits.AddPlayer(self._players[s]))
        changes = self.settings_changes()
        if changes:
            out.append(edits.ChangeSettings(**changes))
        kind = self.event_kind.edit()
        if kind is not None:
            out.append(kind)
        elif (team := self.team_scoring.edit()) is not None:
            out.append(team)  # (a changed kind makes a new team setup: these wait for it)
        return out


def _profiles() -> list[Profile]:
    try:
        from arbiter_app.core import profiles

        return profiles.all_profiles()
    except ImportError:  # pragma: no cover - the presets ship with the core
        return []


def _rule_names() -> list[str]:
    try:
        from arbiter_app.core import rules

        return rules.names()
    except ImportError:  # pragma: no cover - the rules package ships with the core
        return []
