"""The players view: register players from the imported rating lists, edit them in place,
sort, renumber by the initial ranking, all undoable.

    ratingType      the event's rating type (standard, rapid, blitz): the rating registered
                    players get from the list; an event setting, undoable
    playerSearch    type a name ("carlsen, m", "magnus carl", a prefix) or a FIDE ID; the
                    matches from every imported list (io.ratinglists) appear below as you type
    playerMatches   the matches; Enter (in the search box or on a match) adds the highlighted
                    one with the next free start number: name, title, federation, FIDE ID,
                    birth year, sex and standard rating from the list
    playersView     the event's players, editable in place (each edit is one undo step),
                    sorted by any header; duplicate entries (same FIDE ID, or same name and
                    birth year) are highlighted
    importRatingList  import a list (FIDE TXT/XML as downloaded, or CSV/XLSX) in the
                    background with a progress bar and Cancel (gui.rating_import)
    importEntries   add the players of a CSV/XLSX file of entries (columns guessed from their
                    names); Ctrl+V on the table adds rows copied from a spreadsheet
    renumberButton  start numbers by the FIDE C.04.2 initial ranking (rating, title, name);
                    results stay with their players (core.seeding.Renumber); refused once
                    round 4 has been paired (C.04.2 2.3); with late entries (players
                    registered after round 1 was paired) it closes the list of participants
                    (core.seeding.CloseEntries, C.04.2 2.5)
    seedingMethod   the rating the initial ranking uses: a TRF-26 record-172 method (FIDE,
                    NRO, FIDON, NIDOF, HBFN, LBFN, OTHER); an event setting, undoable
    checkAgainstList  the players with a FIDE ID against the FIDE list in force
                    (gui.list_check_dialog); the checked differences are one undo step
    ratingSequence  the lists a registered player's rating is taken from, in order: FIDE
                    rating types and imported national lists (core.rating_source);
                    the table's context menu offers a player's ratings in other lists
                    (gui.rating_choice)

Every change is a core edit on the document's undo stack, so Ctrl+Z undoes it.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.app.gates import passes
from arbiter_app.app.players import entries_edit, register_edit, renumber_edit
from arbiter_app.app.session import NotTaken
from arbiter_app.core.edits import Batch, EditError
from arbiter_app.core.list_check import list_age
from arbiter_app.core.rating_change import (
    SetRatingType,
    event_rating_type,
)
from arbiter_app.core.rating_source import SetRatingSequence, from_fide, rating_sequence
from arbiter_app.core.seeding import (
    METHODS,
    SetSeeding,
    seeding_method,
)
from arbiter_app.gui.document import Document
from arbiter_app.gui.gates import DialogConfirmer
from arbiter_app.gui.list_check_dialog import ListCheckDialog, age_text
from arbiter_app.gui.named import named
from arbiter_app.gui.players_model import PlayersModel
from arbiter_app.gui.prohibited_pairs import ProhibitedPairs
from arbiter_app.gui.rating_choice import install_rating_menu
from arbiter_app.gui.rating_import import RatingImport
from arbiter_app.gui.table_views import compact, fit_columns
from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists import RATING_TYPES, Entry, Found, RatingLists
from arbiter_app.io.ratinglists.national import pasted_entries
from arbiter_app.io.registration import player_from_list, read_entries

translate = QCoreApplication.translate
# The search box shows at least this many characters in the registration arrangement at
# 1366×768 (`gui.arrangement`: the players view spans the window's width). Not a minimum
# width: that would make the window wider than a small screen.
SEARCH_CHARS = 30
MATCHES = 12


class PlayersView(QWidget):
    playerAdded = Signal(int)  # start number
    listImported = Signal()  # an import ended (done, cancelled or failed)

    def __init__(self, document: Document, lists_dir: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("playersPanel")
        self.document = document
        self.lists = RatingLists(lists_dir)
        self.last_error: str | None = None

        self.search = named(QLineEdit(), "playerSearch")
        self.search.setPlaceholderText(
            translate("PlayersView", "Find in the rating lists: name or FIDE ID, Enter adds")
        )
        self.search.setClearButtonEnabled(True)
        self.search.textEdited.connect(self.update_matches)
        self.search.returnPressed.connect(self.add_current_match)
        self.search.installEventFilter(self)
        self.matches = named(QListWidget(), "playerMatches")
        self.matches.setMaximumHeight(160)
        self.matches.itemActivated.connect(lambda _item: self.add_current_match())
        self.matches.hide()
        self.list_info = named(QLabel(), "ratingListInfo")

        self.model = PlayersModel(document, self)
        self.model.lists = self.lists
        self.table = named(QTableView(), "playersView")
        self.table.setModel(self.model)  # (it sorts itself: cheap with thousands of players)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(True)
        compact(self.table)
        self.table.verticalHeader().hide()
        fit_columns(self.table, 2, 260)
        install_rating_menu(self.table, self.model, self.lists)  # another list's rating
        # "Must not meet" on the table's context menu (gui/prohibited_pairs.py).
        self.prohibited = ProhibitedPairs(self, self.table, self.model)

        self.renumber_button = named(
            QPushButton(translate("PlayersView", "Renumber by rating")), "renumberButton"
        )
        self.renumber_button.setToolTip(
            translate(
                "PlayersView",
                "Start numbers by rating, then title, then name (FIDE C.04.2); "
                "results stay with their players",
            )
        )
        self.renumber_button.clicked.connect(self.renumber)
        self.seeding = named(QComboBox(), "seedingMethod")
        for code in METHODS:
            self.seeding.addItem(code, code)
        self.seeding.setToolTip(
            translate(
                "PlayersView",
                "Which rating ranks the players (TRF-26 record 172): FIDE; NRO national only; "
                "FIDON FIDE, else national; NIDOF national, else FIDE; HBFN the higher; LBFN "
                "the lower; OTHER the order as entered",
            )
        )
        self.seeding.activated.connect(self._seeding_chosen)
        self.check_button = named(
            QPushButton(translate("PlayersView", "Check against the list…")), "checkAgainstList"
        )
        self.check_button.setToolTip(
            translate(
                "PlayersView",
                "Compare name, federation, title, sex, birth year, rating and K of every "
                "player with a FIDE ID with the FIDE list in force; take the chosen ones over",
            )
        )
        self.check_button.clicked.connect(self.check_against_list)
        self.import_button = named(
            QPushButton(translate("PlayersView", "Import list…")), "importRatingList"
        )
        self.import_button.setToolTip(
            translate(
                "PlayersView",
                "Import the FIDE rating list (TXT or XML, as downloaded) or a national list",
            )
        )
        self.importer = RatingImport(lists_dir, self)
        self.importer.finished.connect(self._import_done, Qt.ConnectionType.QueuedConnection)
        self.importer.failed.connect(self._import_failed, Qt.ConnectionType.QueuedConnection)
        self.import_button.clicked.connect(lambda: self.importer.choose_and_start(self))
        self.entries_button = named(
            QPushButton(translate("PlayersView", "Import entries…")), "importEntries"
        )
        self.entries_button.setToolTip(
            translate(
                "PlayersView",
                "Add the players of a CSV or Excel file of entries; rows copied from a "
                "spreadsheet can also be pasted into the table (Ctrl+V)",
            )
        )
        self.entries_button.clicked.connect(self.import_entries_dialog)
        paste = QShortcut(QKeySequence.StandardKey.Paste, self.table)
        paste.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        paste.activated.connect(lambda: self.paste(QGuiApplication.clipboard().text()))

        self.rating_type = named(QComboBox(), "ratingType")
        for code, text in (
            ("standard", translate("PlayersView", "Standard")),
            ("rapid", translate("PlayersView", "Rapid")),
            ("blitz", translate("PlayersView", "Blitz")),
        ):
            self.rating_type.addItem(text, code)
        self.rating_type.setToolTip(
            translate("PlayersView", "The event's rating: which rating registered players get")
        )
        self.rating_type.activated.connect(self._rating_type_chosen)
        self.sequence = named(QComboBox(), "ratingSequence")
        self.sequence.setToolTip(
            translate(
                "PlayersView",
                "The lists a registered player's rating is taken from, in order: the first "
                "one that has the player (rapid, then standard: a player without a rapid "
                "rating is seeded by the standard one; a national list after FIDE's: a player "
                "without a FIDE rating gets the national one)",
            )
        )
        self.sequence.activated.connect(self._sequence_chosen)
        self._show_rating_type()

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.renumber_button)
        top.addWidget(self.import_button)
        top.addWidget(self.entries_button)
        # The rating rules' controls in a row of their own (the window fits a 1366-pixel
        # screen), each with its label (two boxes may both read "Standard"): the event's
        # rating type, the sequence of rating types, the starting-rank method, the list check.
        ratings_row = QHBoxLayout()
        for text, name, box in (
            (translate("PlayersView", "&Rating:"), "ratingTypeLabel", self.rating_type),
            (translate("PlayersView", "&Sequence:"), "ratingSequenceLabel", self.sequence),
            (translate("PlayersView", "Starting ran&k:"), "seedingMethodLabel", self.seeding),
        ):
            label = named(QLabel(text), name)
            label.setBuddy(box)
            ratings_row.addWidget(label)
            ratings_row.addWidget(box)
        ratings_row.addWidget(self.check_button)
        ratings_row.addStretch(1)
        self.list_info.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addLayout(ratings_row)
        layout.addWidget(self.matches)
        layout.addWidget(self.list_info)
        layout.addWidget(self.table, 1)
        self.show_list_info()

    # -- documents and updates ---------------------------------------------------------------
    def set_document(self, document: Document) -> None:
        self.document = document
        self.model.set_document(document)
        self._show_rating_type()
        self.show_list_info()
        fit_columns(self.table, 2, 260)

    def refresh(self) -> None:
        self.model.refresh()
        self._show_rating_type()
        self.show_list_info()  # the list's age follows the event's start date
        fit_columns(self.table, 2, 260)

    def show_list_info(self) -> None:
        self._show_sequence()  # a national list imported joins the sequence's choices
        summaries = self.lists.summaries()
        if not summaries:
            self.list_info.setText(
                translate(
                    "PlayersView",
                    "No rating list imported yet (Import list…).",
                )
            )
            return
        start = self.document.tournament.start_date
        texts, old = [], False
        for s in summaries:
            text = translate("PlayersView", "{0}: list of {1}, players: {2}").format(
                s.source, s.list_date, s.players
            )
            if s.kind.startswith("fide"):
                # The list's age against the list in force for the event (core.list_check).
                text += f" ({age_text(s.list_date, start)})"
                old = old or list_age(s.list_date, start, dt.date.today())[0] == "older"
            texts.append(text)
        self.list_info.setText("  ·  ".join(texts))
        # A newer monthly list should exist: say so the way the window marks a warning.
        self.list_info.setStyleSheet("color: #b35c00;" if old else "")
        self.list_info.setProperty("warning", old)

    # -- the event's rating type ------------------------------------------------------------
    def _show_rating_type(self) -> None:
        index = self.rating_type.findData(event_rating_type(self.document.tournament))
        self.rating_type.setCurrentIndex(max(index, 0))
        self._show_sequence()
        self.seeding.setCurrentIndex(
            max(self.seeding.findData(seeding_method(self.document.tournament)), 0)
        )

    def _show_sequence(self) -> None:
        t = self.document.tournament
        kind, current = event_rating_type(t), rating_sequence(t)
        others = [k for k in RATING_TYPES if k != kind]
        choices = [(kind,), *[(kind, o) for o in others], (kind, *others), (kind, *others[::-1])]
        # The imported national lists after FIDE's, or first (C.02 checklist: custom lists in
        # the list sequence; core.rating_source).
        national = [s.source for s in self.lists.summaries() if not from_fide(s.source)]
        base = [(kind,)] if kind == "standard" else [(kind,), (kind, "standard")]
        for name in national:
            choices += [(*b, name) for b in base] + [(name, kind)]
        if current not in choices:
            choices.append(current)
        names = {
            "standard": translate("PlayersView", "Standard"),
            "rapid": translate("PlayersView", "Rapid"),
            "blitz": translate("PlayersView", "Blitz"),
        }
        self.sequence.clear()
        for seq in choices:
            self.sequence.addItem(" → ".join(names.get(k, k) for k in seq), list(seq))
        self.sequence.setCurrentIndex(choices.index(current))

    def _sequence_chosen(self, index: int) -> None:
        value = tuple(self.sequence.itemData(index))
        if value != rating_sequence(self.document.tournament):
            self.document.push(
                SetRatingSequence(value),
                translate("PlayersView", "Rating sequence {0}").format(", ".join(value)),
            )

    def _seeding_chosen(self, index: int) -> None:
        value = str(self.seeding.itemData(index))
        if value != seeding_method(self.document.tournament):
            self.document.push(
                SetSeeding(value),
                translate("PlayersView", "Starting-rank method {0}").format(value),
            )

    def _rating_type_chosen(self, index: int) -> None:
        value = str(self.rating_type.itemData(index))
        if value != event_rating_type(self.document.tournament):
            # The new type's default sequence (core.rating_source) comes with it.
            edit = Batch((SetRatingType(value), SetRatingSequence(None)), "rating-type")
            self.document.push(edit, translate("PlayersView", "Rating type {0}").format(value))

    # -- importing a list -------------------------------------------------------------------
    def _import_done(self, result: object) -> None:
        self.importer.close_dialog()
        self.show_list_info()
        if result is None:
            self.last_error = translate(
                "PlayersView", "Import cancelled; the previous list is unchanged."
            )
            self.list_info.setText(self.last_error)
        self.listImported.emit()

    def _import_failed(self, message: str) -> None:
        self.importer.close_dialog()
        self.last_error = message
        self.list_info.setText(message)
        self.listImported.emit()

    # -- search and add ----------------------------------------------------------------------
    def update_matches(self, text: str) -> None:
        self.matches.clear()
        found = self.lists.find(text, limit=MATCHES) if len(text.strip()) >= 2 else []
        t = self.document.tournament
        kind = event_rating_type(t)
        for f in found:
            e = f.entry
            # The rating the player would be registered with.
            new = player_from_list(f, 0, kind, rating_sequence(t))
            rating = (new.rating if f.source.startswith("fide") else new.national_rating) or "-"
            label = f"{e.name}  {e.title}  {e.federation}  {rating}  {e.birth_year or ''}  "
            label += f"[{e.fide_id or e.local_id} · {f.source}]"
            item = QListWidgetItem(" ".join(label.split()))
            item.setData(Qt.ItemDataRole.UserRole, f)
            self.matches.addItem(item)
        self.matches.setVisible(bool(found))
        if found:
            self.matches.setCurrentRow(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up/Down in the search box move through the matches, as in a completer."""
        if watched is self.search and isinstance(event, QKeyEvent):
            key = event.key()
            arrows = (Qt.Key.Key_Down, Qt.Key.Key_Up)
            if event.type() == QEvent.Type.KeyPress and key in arrows and self.matches.count():
                step = 1 if key == Qt.Key.Key_Down else -1
                row = max(0, min(self.matches.count() - 1, self.matches.currentRow() + step))
                self.matches.setCurrentRow(row)
                return True
        return super().eventFilter(watched, event)

    def add_current_match(self) -> bool:
        item = self.matches.currentItem()
        if item is None or not self.matches.isVisible():
            return False
        found: Found = item.data(Qt.ItemDataRole.UserRole)
        edit, player = register_edit(self.document.tournament, self.lists, found)
        try:
            self.document.push(edit, translate("PlayersView", "Add player {0}").format(player.name))
        except EditError as exc:
            self.last_error = str(exc)
            return False
        self.search.clear()
        self.matches.clear()
        self.matches.hide()
        self.playerAdded.emit(player.start_no)
        return True

    # -- entries from a spreadsheet ---------------------------------------------------------
    def add_entries(self, entries: list[Entry], skipped: list[str]) -> int:
        """Add `entries` (rating: the list's standard column) as one undo step; the count."""
        self.last_error = "; ".join(skipped[:3]) if skipped else None
        if skipped:
            self.list_info.setText(
                translate("PlayersView", "Rows not added: {0}").format(self.last_error)
            )
        edit = entries_edit(self.document.tournament, entries)
        if edit is None:
            return 0
        self.document.push(edit, translate("PlayersView", "Add {0} player(s)").format(len(entries)))
        return len(entries)

    def paste(self, text: str) -> int:
        skipped: list[str] = []
        return self.add_entries(pasted_entries(text, "clipboard", skipped), skipped)

    def import_entries(self, path: Path) -> int:
        skipped: list[str] = []
        try:
            entries = read_entries(path, skipped)
        except InputError as exc:
            self.last_error = str(exc)
            self.list_info.setText(self.last_error)
            return 0
        return self.add_entries(entries, skipped)

    def import_entries_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            translate("PlayersView", "Import entries"),
            "",
            "CSV, Excel (*.csv *.txt *.xlsx *.xlsm);;All files (*)",
        )
        if name:
            self.import_entries(Path(name))

    # -- renumbering -------------------------------------------------------------------------
    def renumber(self) -> bool:
        if not self.document.tournament.players:
            return False
        edit = renumber_edit(self.document.tournament)  # (as `players renumber`)
        try:  # after round 4 the document's gate asks or refuses (C.04.2 2.3; its dialogs)
            self.document.push(edit, translate("PlayersView", "Renumber by rating"))
        except NotTaken:
            return False
        except EditError as exc:
            self.last_error = str(exc)
            self.list_info.setText(str(exc))
            return False
        return True

    # -- the list in force -------------------------------------------------------------------
    def check_against_list(self) -> bool:
        dlg = ListCheckDialog(self.document.tournament, self.lists, self)
        if dlg.exec() != ListCheckDialog.DialogCode.Accepted:
            return False
        return self.take_from_list(dlg)

    def take_from_list(self, dlg: ListCheckDialog) -> bool:
        """The dialog's checked differences as one undo step."""
        made = dlg.edit()
        if made is None:
            return False
        edit, notice = made
        passes([notice], DialogConfirmer(self))  # a notice (level 2): told, then taken
        self.document.push(
            edit,
            translate("PlayersView", "Take {0} difference(s) from the list").format(
                len(dlg.chosen())
            ),
        )
        return True
