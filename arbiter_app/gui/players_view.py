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
                    results stay with their players (core.seeding.Renumber)

Every change is a core edit on the document's undo stack, so Ctrl+Z undoes it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

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

from arbiter_app.core.edits import AddPlayer, Batch, Edit, EditError
from arbiter_app.core.model import Player
from arbiter_app.core.rating_change import SetKFactor, SetRatingType, event_rating_type
from arbiter_app.core.seeding import Renumber
from arbiter_app.gui.document import Document
from arbiter_app.gui.named import named
from arbiter_app.gui.players_model import PlayersModel
from arbiter_app.gui.prohibited_pairs import ProhibitedPairs
from arbiter_app.gui.rating_import import RatingImport
from arbiter_app.gui.table_views import compact, fit_columns
from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists import Entry, Found, RatingLists
from arbiter_app.io.ratinglists.national import (
    check_mapping,
    guess_mapping,
    pasted_entries,
    read_frame,
)
from arbiter_app.io.ratinglists.national import entries as national_entries

translate = QCoreApplication.translate
MATCHES = 12


def player_from_entry(e: Entry, start_no: int, rating: int, national: int = 0) -> Player:
    """A new player from a list entry with the event's `rating` (and a national one)."""
    return Player(
        start_no=start_no,
        name=e.name,
        title=e.title or e.women_title,
        sex="w" if e.sex.upper() in ("F", "W") else ("m" if e.sex.upper() == "M" else e.sex),
        rating=rating,
        national_rating=national,
        federation=e.federation,
        fide_id=str(e.fide_id) if e.fide_id else "",
        birth_date=str(e.birth_year) if e.birth_year else "",
        club=e.club.strip(),  # a national list's club column (national.py), if it has one
    )


def player_from_list(found: Found, start_no: int, rating_type: str = "standard") -> Player:
    """A new player from a rating list: a FIDE list gives the FIDE rating of the event's
    rating type, a national list the national rating."""
    rating = getattr(found.entry, rating_type) or 0
    if found.source.startswith("fide"):
        return player_from_entry(found.entry, start_no, rating)
    return player_from_entry(found.entry, start_no, 0, rating)


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
        self.table = named(QTableView(), "playersView")
        self.table.setModel(self.model)  # (it sorts itself: cheap with thousands of players)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(True)
        compact(self.table)
        self.table.verticalHeader().hide()
        fit_columns(self.table, 2, 260)
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
        self._show_rating_type()

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.rating_type)
        top.addWidget(self.renumber_button)
        top.addWidget(self.import_button)
        top.addWidget(self.entries_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.matches)
        layout.addWidget(self.list_info)
        layout.addWidget(self.table, 1)
        self.show_list_info()

    # -- documents and updates ---------------------------------------------------------------
    def set_document(self, document: Document) -> None:
        self.document = document
        self.model.set_document(document)
        self._show_rating_type()
        fit_columns(self.table, 2, 260)

    def refresh(self) -> None:
        self.model.refresh()
        self._show_rating_type()
        fit_columns(self.table, 2, 260)

    def show_list_info(self) -> None:
        summaries = self.lists.summaries()
        if not summaries:
            self.list_info.setText(
                translate(
                    "PlayersView",
                    "No rating list imported yet (arbiter-app ratings import FILE).",
                )
            )
            return
        self.list_info.setText(
            "  ·  ".join(
                translate("PlayersView", "{0}: list of {1}, {2} players").format(
                    s.source, s.list_date, s.players
                )
                for s in summaries
            )
        )

    # -- the event's rating type ------------------------------------------------------------
    def _show_rating_type(self) -> None:
        index = self.rating_type.findData(event_rating_type(self.document.tournament))
        self.rating_type.setCurrentIndex(max(index, 0))

    def _rating_type_chosen(self, index: int) -> None:
        value = str(self.rating_type.itemData(index))
        if value != event_rating_type(self.document.tournament):
            self.document.push(
                SetRatingType(value), translate("PlayersView", "Rating type {0}").format(value)
            )

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
        kind = event_rating_type(self.document.tournament)
        for f in found:
            e = f.entry
            rating = getattr(e, kind) or "-"  # the rating the player would be registered with
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
        t = self.document.tournament
        start_no = max((p.start_no for p in t.players), default=0) + 1
        kind = event_rating_type(t)
        player = player_from_list(found, start_no, kind)
        edit: Edit = AddPlayer(player)
        k = getattr(found.entry, f"{kind}_k")
        if found.source.startswith("fide") and k and player.fide_id:
            # The list's K goes with the player (B.02 8.3.3: it knows a new player's games).
            edit = Batch((edit, SetKFactor(player.fide_id, int(k))), "add-player")
        try:
            self.document.push(edit, translate("PlayersView", "Add player {0}").format(player.name))
        except EditError as exc:
            self.last_error = str(exc)
            return False
        self.search.clear()
        self.matches.clear()
        self.matches.hide()
        self.playerAdded.emit(start_no)
        return True

    # -- entries from a spreadsheet ---------------------------------------------------------
    def add_entries(self, entries: list[Entry], skipped: list[str]) -> int:
        """Add `entries` (rating: the list's standard column) as one undo step; the count."""
        t = self.document.tournament
        first = max((p.start_no for p in t.players), default=0) + 1
        adds = [
            AddPlayer(player_from_entry(e, first + k, e.standard or 0))
            for k, e in enumerate(entries)
        ]
        self.last_error = "; ".join(skipped[:3]) if skipped else None
        if skipped:
            self.list_info.setText(
                translate("PlayersView", "Rows not added: {0}").format(self.last_error)
            )
        if not adds:
            return 0
        edit = adds[0] if len(adds) == 1 else Batch(tuple(adds), "add-players")
        self.document.push(edit, translate("PlayersView", "Add {0} player(s)").format(len(adds)))
        return len(adds)

    def paste(self, text: str) -> int:
        skipped: list[str] = []
        return self.add_entries(pasted_entries(text, "clipboard", skipped), skipped)

    def import_entries(self, path: Path) -> int:
        skipped: list[str] = []
        try:
            frame = read_frame(path)
            columns = [str(c) for c in frame.columns]
            frame.columns = columns
            mapping = guess_mapping(columns)
            check_mapping(mapping, columns, str(path))
        except InputError as exc:
            self.last_error = str(exc)
            self.list_info.setText(self.last_error)
            return 0
        return self.add_entries(list(national_entries(frame, mapping, str(path), skipped)), skipped)

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
        self.document.push(Renumber(), translate("PlayersView", "Renumber by rating"))
        return True

    def sort_by(self, column: int, order: Any = Qt.SortOrder.AscendingOrder) -> None:
        self.table.sortByColumn(column, order)
