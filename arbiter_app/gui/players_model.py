"""The players table of the players view: one row per player, editable in place.

Every edit of a cell becomes a core `EditPlayer` pushed on the document's undo stack (the model
never changes the tournament itself). Duplicate entries are flagged (`duplicates`): the same
FIDE ID twice, or the same name and birth year twice.

The rating's source is shown beside it (column "From", `core.rating_source`: the list and
rating type, or "by hand", then the rating is in italics), with the national rating next to
it; the tooltip of both names the source and lists the player's ratings in every imported list
(by FIDE ID; `lists`, set by the players view).

The model sorts itself (`sort`, which the view's header calls): one key per player. A
QSortFilterProxyModel in front would compare rows through `data()`, some 300,000 calls to
Python after every change of a 10,000-player list.
"""

from __future__ import annotations

from collections import Counter
from operator import attrgetter
from typing import Any

from msgspec.structs import replace
from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from arbiter_app.core.edits import EditError, EditPlayer
from arbiter_app.core.model import Player, Tournament
from arbiter_app.core.rating_change import HAND, rating_source, stored_k, with_source
from arbiter_app.core.seeding import alphabetical_key
from arbiter_app.gui.document import Document
from arbiter_app.gui.tables import ALIGN_LEFT, ALIGN_RIGHT, Index
from arbiter_app.io.ratinglists import RatingLists

translate = QCoreApplication.translate

# (field, header) — the header texts are translated in `headerData`.
COLUMNS = (
    "start_no",
    "title",
    "name",
    "federation",
    "rating",
    "rating_from",  # where the rating came from (core.rating_source), beside it
    "national_rating",  # a national list's rating, beside the tournament rating
    "fide_id",
    "birth_date",
    "sex",
    "club",  # after the columns a headerless paste has always had (national.PASTE_ORDER)
    "k",
)
EDITABLE = frozenset(COLUMNS) - {"start_no", "k", "rating_from", "national_rating"}
NUMERIC = frozenset({"start_no", "rating", "national_rating", "k"})
DUPLICATE_BACKGROUND = QColor(255, 224, 160)
_START_NO = attrgetter("start_no")


def duplicates(players: list[Player]) -> dict[int, str]:
    """start number -> why it looks like a duplicate entry ("fide-id" or "name-birth")."""
    ids = Counter(p.fide_id.strip() for p in players if p.fide_id.strip())
    names = Counter(
        (alphabetical_key(p.name), p.birth_date[:4]) for p in players if p.birth_date[:4].strip()
    )
    out = {}
    for p in players:
        if p.fide_id.strip() and ids[p.fide_id.strip()] > 1:
            out[p.start_no] = "fide-id"
        elif p.birth_date[:4].strip() and names[(alphabetical_key(p.name), p.birth_date[:4])] > 1:
            out[p.start_no] = "name-birth"
    return out


class PlayersModel(QAbstractTableModel):
    def __init__(self, document: Document, parent: Any = None) -> None:
        super().__init__(parent)
        self.document = document
        self.lists: RatingLists | None = None  # the imported lists (the rating's tooltip)
        self.last_error: str | None = None
        self._dups: dict[int, str] = {}
        self._order: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder)
        self.refresh()

    @property
    def tournament(self) -> Tournament:
        return self.document.tournament

    def set_document(self, document: Document) -> None:
        self.document = document
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        self._players = self._sorted(sorted(self.tournament.players, key=_START_NO))
        self._dups = duplicates(self._players)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Rows by `column` (its edit value), ties by start number; selections follow."""
        if not 0 <= column < len(COLUMNS):
            return
        self._order = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        moved = [self._players[i.row()] for i in before]
        self._players = self._sorted(sorted(self._players, key=_START_NO))
        row_of = {id(p): r for r, p in enumerate(self._players)}
        after = [self.index(row_of[id(p)], i.column()) for p, i in zip(moved, before, strict=True)]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _sorted(self, players: list[Player]) -> list[Player]:
        column, order = self._order
        field = COLUMNS[column]
        if field == "start_no" and order == Qt.SortOrder.AscendingOrder:
            return players
        if field == "k":
            t = self.tournament
            key: Any = lambda p: stored_k(t, p) or 0  # noqa: E731
        elif field == "rating_from":
            key = rating_source
        else:
            key = attrgetter(field)
        return sorted(players, key=key, reverse=order == Qt.SortOrder.DescendingOrder)

    def player_at(self, row: int) -> Player:
        return self._players[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            "start_no": translate("PlayersView", "No."),
            "title": translate("PlayersView", "Title"),
            "name": translate("PlayersView", "Name"),
            "federation": translate("PlayersView", "Fed"),
            "club": translate("PlayersView", "Club"),
            "rating": translate("PlayersView", "Rating"),
            "rating_from": translate("PlayersView", "From"),
            "national_rating": translate("PlayersView", "Nat."),
            "fide_id": translate("PlayersView", "FIDE ID"),
            "birth_date": translate("PlayersView", "Born"),
            "sex": translate("PlayersView", "Sex"),
            "k": "K",
        }[COLUMNS[section]]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if COLUMNS[index.column()] in EDITABLE:
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        p = self._players[index.row()]
        field = COLUMNS[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if field == "k":  # the K the rating list gave at registration (B.02 8.3.3)
                k = stored_k(self.tournament, p)
                return (k or "") if role == Qt.ItemDataRole.DisplayRole else (k or 0)
            if field == "rating_from":
                return self.source_text(p)
            value = getattr(p, field)
            if field in NUMERIC and role == Qt.ItemDataRole.DisplayRole and not value:
                return ""
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_RIGHT if field in NUMERIC else ALIGN_LEFT
        if role == Qt.ItemDataRole.BackgroundRole and p.start_no in self._dups:
            return QBrush(DUPLICATE_BACKGROUND)
        if field == "rating" and role == Qt.ItemDataRole.FontRole and rating_source(p) == HAND:
            font = QFont()
            font.setItalic(True)
            return font
        if field in ("rating", "rating_from") and role == Qt.ItemDataRole.ToolTipRole:
            return self.rating_tip(p)
        if role == Qt.ItemDataRole.ToolTipRole and p.start_no in self._dups:
            if self._dups[p.start_no] == "fide-id":
                return translate("PlayersView", "Duplicate entry: the same FIDE ID twice")
            return translate("PlayersView", "Duplicate entry: the same name and birth year twice")
        return None

    @staticmethod
    def source_text(p: Player) -> str:
        """The rating's source in the table: the list and type ("fide:rapid", "ssf:standard"),
        "by hand" (its rating in italics), or nothing when the event does not know it."""
        source = rating_source(p)
        return translate("PlayersView", "by hand") if source == HAND else source

    def rating_tip(self, p: Player) -> str:
        """Where the rating came from, and the player's ratings in every imported list."""
        source = rating_source(p)
        if source == HAND:
            lines = [translate("PlayersView", "Rating typed by hand")]
        elif source:
            lines = [translate("PlayersView", "Rating from {0}").format(source)]
        else:
            lines = [translate("PlayersView", "Rating as read from the file")]
        fide_id = p.fide_id.strip()
        if self.lists is not None and fide_id.isdigit() and len(fide_id) <= 12:
            for found in self.lists.by_fide_id(int(fide_id)):
                e = found.entry
                ratings = ", ".join(
                    f"{label} {value}"
                    for label, value in (("std", e.standard), ("rpd", e.rapid), ("blz", e.blitz))
                    if value
                )
                lines.append(f"{found.source} ({found.list_date}): {ratings or '-'}")
        return "\n".join(lines)

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        p = self._players[index.row()]
        field = COLUMNS[index.column()]
        if field not in EDITABLE:
            return False
        if field == "rating":
            text = str(value).strip()
            if text and not text.isdigit():
                self.last_error = translate("PlayersView", "A rating is a whole number")
                return False
            value = int(text or 0)
        else:
            value = str(value).strip()
        if getattr(p, field) == value:
            return False
        edited = replace(p, **{field: value})
        if field == "rating":  # the checklist: a rating typed by hand is marked as such
            edited = with_source(edited, HAND)
        try:
            self.document.push(
                EditPlayer(edited),
                translate("PlayersView", "Edit player {0}").format(p.name),
            )
        except EditError as exc:
            self.last_error = str(exc)
            return False
        return True
