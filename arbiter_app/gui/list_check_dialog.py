"""Check against the list (`ListCheckDialog`): the event's players with a FIDE ID against the
imported FIDE list in force (`app.list_check`, the use case `ratings check` calls too), one
row per difference with a check box; OK takes the checked ones over as one undoable edit with
the journal's line (`ListCheck.take`). A FIDE ID the list lacks is listed and
cannot be taken.
"""

from __future__ import annotations

import datetime as dt

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

from arbiter_app.app.list_check import ListCheck, check
from arbiter_app.core.edits import Edit
from arbiter_app.core.list_check import Difference, list_age
from arbiter_app.core.model import Tournament
from arbiter_app.core.vocabulary.levels import Ask
from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists import RatingLists

translate = QCoreApplication.translate


def field_name(field: str) -> str:
    names = {
        "fide_id": translate("ListCheckDialog", "FIDE ID not in the list"),
        "name": translate("ListCheckDialog", "Name"),
        "federation": translate("ListCheckDialog", "Federation"),
        "title": translate("ListCheckDialog", "Title"),
        "sex": translate("ListCheckDialog", "Sex"),
        "birth_year": translate("ListCheckDialog", "Birth year"),
        "rating": translate("ListCheckDialog", "Rating"),
        "k": "K",
    }
    return names.get(field, field)


def age_text(list_date: str, start_date: str) -> str:
    """The list's date against the list in force for the event, in words."""
    state, months = list_age(list_date, start_date, dt.date.today())
    if state == "in force":
        return translate("ListCheckDialog", "the list in force for the event")
    if state == "older":
        return translate(
            "ListCheckDialog", "{0} month(s) older than the list in force: import the newer list"
        ).format(months)
    if state == "newer":
        return translate(
            "ListCheckDialog", "{0} month(s) newer than the list in force at the start"
        ).format(months)
    return translate("ListCheckDialog", "the list's date is unknown")


class ListCheckDialog(QDialog):
    def __init__(self, t: Tournament, lists: RatingLists, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ListCheckDialog")
        self.setWindowTitle(translate("ListCheckDialog", "Check against the list"))
        self.resize(760, 480)
        self.tournament = t
        self.diffs: list[Difference] = []
        self.found: ListCheck | None = None
        try:
            found = check(t, lists)
        except InputError as exc:
            heading = QLabel(exc.message)
        else:
            self.found, summary = found, found.summary
            self.diffs = list(found.differences)
            heading = QLabel(
                translate("ListCheckDialog", "{0}, list of {1} ({2}): {3} difference(s)").format(
                    summary.source,
                    summary.list_date,
                    age_text(summary.list_date, t.start_date),
                    len(self.diffs),
                )
            )
        heading.setObjectName("listCheckHeading")
        heading.setWordWrap(True)
        table = QTableWidget(len(self.diffs), 5)
        table.setObjectName("listCheckTable")
        table.setHorizontalHeaderLabels(
            [
                translate("ListCheckDialog", "No."),
                translate("ListCheckDialog", "Player"),
                translate("ListCheckDialog", "Field"),
                translate("ListCheckDialog", "Event"),
                translate("ListCheckDialog", "List"),
            ]
        )
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        self.boxes: list[QTableWidgetItem] = []  # column 0 of each row: its check box
        for r, d in enumerate(self.diffs):
            cells = (str(d.start_no), t.player(d.start_no).name, field_name(d.field), d.event,
                     d.listed)  # fmt: skip
            items = [QTableWidgetItem(text) for text in cells]
            for col, item in enumerate(items):
                table.setItem(r, col, item)
            first = items[0]
            self.boxes.append(first)
            if d.field == "fide_id":  # nothing to take over
                first.setFlags(first.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
            else:
                first.setFlags(first.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                first.setCheckState(Qt.CheckState.Unchecked)
        table.resizeColumnsToContents()
        self.table = table
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("ListCheckDialog", "Take the checked ones from the list")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(table, 1)
        layout.addWidget(buttons)

    def check(self, start_nos: set[int]) -> None:
        """Check every difference of these players (what a click on each row does)."""
        for box, d in zip(self.boxes, self.diffs, strict=True):
            if d.field != "fide_id" and d.start_no in start_nos:
                box.setCheckState(Qt.CheckState.Checked)

    def chosen(self) -> list[Difference]:
        return [
            d
            for box, d in zip(self.boxes, self.diffs, strict=True)
            if d.field != "fide_id" and box.checkState() == Qt.CheckState.Checked
        ]

    def edit(self) -> tuple[Edit, Ask] | None:
        """The checked differences taken over with the journal's line, and the notice
        (`core.list_check.take_from_list`); None when nothing is checked."""
        chosen = self.chosen()
        if not chosen or self.found is None:
            return None
        return self.found.take(self.tournament, chosen)
