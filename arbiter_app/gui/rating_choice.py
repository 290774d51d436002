"""Choosing a player's rating from another list (FIDE C.02 verification checklist, rating lists:
"ratings from other lists shown and choosable"): the players table's context menu on a
player with a FIDE ID offers every rating the imported lists have for them; a FIDE list's
rating becomes the tournament rating (its source kept, `core.rating_source`), a national
list's the national rating. Each choice is one undoable `EditPlayer`.
"""

from __future__ import annotations

from functools import partial

from msgspec.structs import replace
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QMenu, QTableView

from arbiter_app.core.edits import EditPlayer
from arbiter_app.core.model import Player
from arbiter_app.core.rating_change import with_source
from arbiter_app.gui.document import Document
from arbiter_app.gui.players_model import PlayersModel
from arbiter_app.io.ratinglists import RATING_TYPES, RatingLists

translate = QCoreApplication.translate


def rating_choices(lists: RatingLists, p: Player) -> list[tuple[str, Player]]:
    """(menu text, the player with that rating) for every rating the lists have for `p`,
    other than the one `p` has."""
    fide_id = p.fide_id.strip()
    if not (fide_id.isdigit() and len(fide_id) <= 12):
        return []
    out: list[tuple[str, Player]] = []
    for found in lists.by_fide_id(int(fide_id)):
        for kind in RATING_TYPES:
            value = getattr(found.entry, kind)
            if not value:
                continue
            if found.source.startswith("fide"):
                chosen = with_source(replace(p, rating=value), f"{found.source}:{kind}")
                text = translate("PlayersView", "Rating {0} ({1} {2}, list of {3})")
            elif kind == "standard":
                chosen = replace(p, national_rating=value)
                text = translate("PlayersView", "National rating {0} ({1}, list of {3})")
            else:
                continue
            if chosen != p:
                out.append((text.format(value, found.source, kind, found.list_date), chosen))
    return out


def install_rating_menu(table: QTableView, model: PlayersModel, lists: RatingLists) -> None:
    """The context menu of the players table (`ratingChoiceMenu`)."""
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def show(at: QPoint) -> None:
        index = table.indexAt(at)
        if not index.isValid():
            return
        choices = rating_choices(lists, model.player_at(index.row()))
        if not choices:
            return
        menu = QMenu(table)
        menu.setObjectName("ratingChoiceMenu")
        for text, player in choices:
            action = menu.addAction(text)
            action.triggered.connect(partial(choose, model.document, player))
        menu.exec(table.viewport().mapToGlobal(at))

    table.customContextMenuRequested.connect(show)


def choose(document: Document, player: Player, _checked: bool = False) -> None:
    """Give `player` (a player of `document` with another rating) their new rating."""
    text = translate("PlayersView", "Rating of {0} from a list").format(player.name)
    document.push(EditPlayer(player), text)
