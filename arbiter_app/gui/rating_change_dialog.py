"""Rating changes of the event (`RatingChangeDialog`): FIDE B.02 in force on the event's start
date (`core.rating_change`), per player and in total, with every game in the row's tooltip.

The figures are `core.rating_change.event_changes` of the event, the same as the RCHG column,
`explain` and `ratings change`: K is the list's K kept in the event (registered from the FIDE
list, or taken over by Check against the list), else B.02 8.3.3 from rating and birth year;
8.3.4 caps K × games at 700 (marked *). The dialog reads no list itself; a note says when the
imported FIDE list gives another rating or K (`core.list_check`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core import rating_change as rc
from arbiter_app.core.list_check import differences
from arbiter_app.core.model import Tournament
from arbiter_app.core.numbers import decimal, points
from arbiter_app.gui import i18n
from arbiter_app.gui.list_check_dialog import age_text
from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists import RatingLists
from arbiter_app.io.ratinglists.in_force import choose_list, event_listed

translate = QCoreApplication.translate


def hundredths(value: object, sign: bool = False) -> str:
    """Two decimals with the window's decimal separator (`0,38` in Swedish)."""
    text = i18n.number(decimal(value, 2))  # type: ignore[arg-type]
    return f"+{text}" if sign and value > 0 else text  # type: ignore[operator]


def list_note(t: Tournament, lists: RatingLists, rating_type: str) -> str:
    """The FIDE list's date against the list in force, and how many players it gives another
    rating or K than the event ("" when no FIDE list is imported)."""
    try:
        summary = choose_list(lists, rating_type)
    except InputError:
        return ""
    found = event_listed(lists, summary, t)
    players = {d.start_no for d in differences(t, found) if d.field in ("rating", "k")}
    age = translate("RatingChangeDialog", "{0}: list of {1} ({2}).").format(
        summary.source, summary.list_date, age_text(summary.list_date, t.start_date)
    )
    if not players:
        return age
    return (
        age
        + " "
        + translate(
            "RatingChangeDialog",
            "The list {0} ({1}) gives another rating or K for {2} player(s): "
            "Check against the list takes them over.",
        ).format(summary.source, summary.list_date, len(players))
    )


class RatingChangeDialog(QDialog):
    def __init__(self, t: Tournament, lists_dir: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("RatingChangeDialog")
        self.setWindowTitle(translate("RatingChangeDialog", "Rating changes"))
        self.resize(820, 560)
        kind = rc.event_rating_type(t)
        self.changes = rc.event_changes(t)
        edition = rc.edition_for(t.start_date)
        text = translate("RatingChangeDialog", "FIDE Rating Regulations {0} (the event's date)")
        heading = QLabel(text.format(edition.name))
        heading.setObjectName("ratingChangeEdition")
        table = QTableWidget(len(self.changes), 9)
        table.setObjectName("ratingChangeTable")
        table.setHorizontalHeaderLabels(
            [
                translate("RatingChangeDialog", "No."),
                translate("RatingChangeDialog", "Name"),
                translate("RatingChangeDialog", "Rating"),
                "K",
                translate("RatingChangeDialog", "Games"),
                translate("RatingChangeDialog", "Points"),
                translate("RatingChangeDialog", "Expected"),
                translate("RatingChangeDialog", "Change"),
                translate("RatingChangeDialog", "New"),
            ]
        )
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, c in enumerate(self.changes):
            tip = "\n".join(
                translate(
                    "RatingChangeDialog", "Round {0} v {1} ({2}): {3} - {4} = {5} × {6}"
                ).format(
                    g.round_no,
                    g.opponent,
                    g.opponent_rating,
                    i18n.number(points(g.score)),
                    hundredths(g.expected),
                    hundredths(g.score - g.expected, sign=True),
                    c.k,
                )
                + f" = {hundredths(g.change, sign=True)}"
                for g in c.games
            )
            k_text = f"{c.k}*" if c.k != c.k_given else f"{c.k}"
            cells = (
                str(c.start_no), t.player(c.start_no).name, str(c.rating), k_text,
                str(len(c.games)), i18n.number(points(c.score)), hundredths(c.expected),
                hundredths(c.change, sign=True), str(c.new_rating),
            )  # fmt: skip
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col != 1:
                    item.setTextAlignment(right)
                if tip:
                    item.setToolTip(tip)
                table.setItem(r, col, item)
        table.resizeColumnsToContents()
        self.table = table
        self.total = QLabel(
            translate("RatingChangeDialog", "Total change {0} · rated players: {1}").format(
                hundredths(rc.total_change(self.changes), sign=True), len(self.changes)
            )
        )
        self.total.setObjectName("ratingChangeTotal")
        self.note = QLabel(list_note(t, RatingLists(lists_dir), kind))
        self.note.setObjectName("ratingChangeListNote")
        self.note.setWordWrap(True)
        self.note.setVisible(bool(self.note.text()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(table, 1)
        layout.addWidget(self.total)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
