"""The prize table and the prize list (`PrizesDialog`).

The arbiter writes one line per prize group: a name, who belongs (a condition, below) and the
amounts of its places; chooses how tied players divide money (shared equally, the Hort system,
or by tie-break); the prize list below is recomputed at once from the current standings
(`core.prizes.award`: one prize per player, the most valuable). The table belongs to the
tournament (`Tournament.prizes`: the project file and the TRF's arbiter-app comment keep it):
the dialog opens on it, and closing it with a changed table is one undoable edit (`edit`); a
table with a mistake is not closed on silently. Load/Save… share a table between events as the
JSON file the command line takes (`arbiter-app prizes FILE --table`, docs/manual/prizes.md).

Conditions, as typed in the "Who" column (several separated by spaces, all must hold):
`U16` / `S50` (age on 1 January of the event's year), `F` / `M`, `1600-1799` (rating band),
`unrated` / `rated`, a federation code (`SWE`), `club:Rockaden` or `club:"SK Rockaden"` (the
players' club as registered, case ignored; several club words: any of them), `#3,17,42` (start
numbers); empty: everybody. The words `unrated`, `rated` and `club:` are read in English and in
the language of the window (Swedish `oratad`, `ratad`, `klubb:`; `_words`), and written back in
the window's language.
"""

from __future__ import annotations

import re
from pathlib import Path

from msgspec.structs import replace
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.categories import Category
from arbiter_app.core.edits import ChangeSettings, Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.numbers import points as format_points
from arbiter_app.core.prizes import (
    DISTRIBUTIONS,
    PrizeGroup,
    PrizeTable,
    award,
    cents,
    format_cents,
    table_from_dict,
    table_to_dict,
)
from arbiter_app.core.standings import Standings
from arbiter_app.gui import i18n
from arbiter_app.gui.named import named
from arbiter_app.gui.screen_fit import fit_to_screen
from arbiter_app.gui.table_views import compact
from arbiter_app.io.errors import InputError
from arbiter_app.io.prize_table import load_prize_table, save_prize_table

translate = QCoreApplication.translate
_BAND = re.compile(r"^(\d{1,4})-(\d{1,4})$")
_AGE = re.compile(r"^[USus]\d{1,2}$")
_CLUB = "club:"


def _words() -> dict[str, str]:
    """The condition words the arbiter may type, in English and in the window's language:
    typed word (lower case) -> its English meaning."""
    words = {w: w for w in ("unrated", "rated", _CLUB)}
    translated = {
        "unrated": translate("PrizesDialog", "unrated"),
        "rated": translate("PrizesDialog", "rated"),
        _CLUB: translate("PrizesDialog", "club:"),
    }
    for meaning, word in translated.items():
        words.setdefault(word.strip().lower(), meaning)
    return words


def _word(meaning: str) -> str:
    """A condition word as the window's language writes it (`_words`)."""
    return next((w for w, m in _words().items() if m == meaning and w != meaning), meaning)


def parse_condition(name: str, text: str) -> Category:
    """A category from the "Who" column (module docstring); ValueError says what is wrong."""
    fields: dict[str, object] = {}
    clubs: set[str] = set()
    words = _words()
    prefixes = [w for w, m in words.items() if m == _CLUB]
    # A condition word; a club's name may hold spaces when quoted: club:"SK Rockaden".
    pattern = "|".join(re.escape(w) for w in prefixes)
    for word in re.findall(rf'(?i:{pattern})"[^"]*"?|\S+', text):
        low = word.lower()
        prefix = next((w for w in prefixes if low.startswith(w)), None)
        if prefix is not None:
            club = word[len(prefix) :].strip('"').strip()
            if not club:
                raise ValueError(word)
            clubs.add(club)
        elif _AGE.match(word):
            age = Category.from_code(word)
            fields.update(under=age.under, over=age.over)
        elif low in ("f", "w", "m"):
            fields["sex"] = "F" if low in ("f", "w") else "M"
        elif words.get(low) in ("unrated", "rated"):
            fields["unrated"] = words[low] == "unrated"
        elif m := _BAND.match(word):
            low_end, high_end = int(m.group(1)), int(m.group(2))
            fields.update(
                rating_min=low_end or None, rating_max=None if high_end >= 9999 else high_end
            )
        elif word.startswith("#"):
            numbers = [x for x in re.split(r"[,\s]+", word[1:]) if x]
            if not all(x.isdigit() for x in numbers):
                raise ValueError(word)
            fields["players"] = frozenset(int(x) for x in numbers)
        elif re.fullmatch(r"[A-Za-z]{3}", word):
            fields["federations"] = frozenset({word.upper()})
        else:
            raise ValueError(word)
    if clubs:
        fields["clubs"] = frozenset(clubs)
    return Category(name, **fields)  # type: ignore[arg-type]


def condition_text(c: Category) -> str:
    words = []
    if c.under is not None:
        words.append(f"U{c.under}")
    if c.over is not None:
        words.append(f"S{c.over}")
    if c.sex:
        words.append(c.sex)
    if c.rating_min is not None or c.rating_max is not None:
        words.append(f"{c.rating_min or 0}-{c.rating_max or 9999}")
    if c.unrated is not None:
        words.append(_word("unrated" if c.unrated else "rated"))
    words += sorted(c.federations)
    prefix = _word(_CLUB)
    for club in sorted(c.clubs):
        bare = club.split() == [club] and '"' not in club
        words.append(f"{prefix}{club}" if bare else f'{prefix}"{club}"')
    if c.players:
        words.append("#" + ",".join(str(p) for p in sorted(c.players)))
    return " ".join(words)


class PrizesDialog(QDialog):
    def __init__(self, t: Tournament, standings: Standings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PrizesDialog")
        self.setWindowTitle(translate("PrizesDialog", "Prizes"))

        self.tournament, self.standings = t, standings
        self.currency = ""
        self.problem: str | None = None

        self.distribution = named(QComboBox(), "prizeDistribution")
        for code, text in zip(
            DISTRIBUTIONS,
            (
                translate("PrizesDialog", "Ties share the money equally"),
                translate("PrizesDialog", "Hort system: half by tie-break, half shared"),
                translate("PrizesDialog", "Decided by tie-break"),
            ),
            strict=True,
        ):
            self.distribution.addItem(text, code)
        self.distribution.currentIndexChanged.connect(self.update_list)

        self.groups = named(QTableWidget(0, 3), "prizeTable")
        self.groups.setHorizontalHeaderLabels(
            [
                translate("PrizesDialog", "Prize group"),
                translate("PrizesDialog", "Who"),
                translate("PrizesDialog", "Amounts by place"),
            ]
        )
        # The kinds of condition, under the table rather than in its header (which cut them,
        # and the amounts' header with them).
        self.who_help = named(
            QLabel(
                translate(
                    "PrizesDialog",
                    'Who: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}"…", #3,7 (empty: '
                    "everybody). Amounts by place: 300, 200, 100.",
                ).format(_word("unrated"), _word("rated"), _word(_CLUB))
            ),
            "prizeConditionsHelp",
        )
        self.who_help.setWordWrap(True)
        compact(self.groups)  # one line a group: a table of ten groups fits
        self.groups.setWordWrap(False)
        header = self.groups.horizontalHeader()
        header.setStretchLastSection(True)
        self.groups.setColumnWidth(0, 170)
        self.groups.setColumnWidth(1, 300)
        self.groups.itemChanged.connect(lambda _item: self.update_list())

        add = named(QPushButton(translate("PrizesDialog", "Add group")), "addPrizeGroup")
        add.clicked.connect(lambda: self.add_group("", "", ""))
        remove = named(QPushButton(translate("PrizesDialog", "Remove group")), "removePrizeGroup")
        remove.clicked.connect(self.remove_group)
        load = named(QPushButton(translate("PrizesDialog", "Load…")), "loadPrizeTable")
        load.clicked.connect(self.load_dialog)
        save = named(QPushButton(translate("PrizesDialog", "Save…")), "savePrizeTable")
        save.clicked.connect(self.save_dialog)
        export = named(
            QPushButton(translate("PrizesDialog", "Export prize list…")), "exportPrizeList"
        )
        export.clicked.connect(self.export_dialog)
        row = QHBoxLayout()
        for b in (add, remove, load, save, export):
            row.addWidget(b)
        row.addStretch(1)

        self.message = named(QLabel(), "prizeMessage")
        self.message.setStyleSheet("color: #a00000")
        self.awards = named(QTableWidget(0, 5), "prizeList")
        self.awards.setHorizontalHeaderLabels(
            [
                translate("PrizesDialog", "Prize group"),
                translate("PrizesDialog", "Place"),
                translate("PrizesDialog", "Player"),
                translate("PrizesDialog", "Points"),
                translate("PrizesDialog", "Amount"),
            ]
        )
        self.awards.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        compact(self.awards)
        self.awards.horizontalHeader().setStretchLastSection(True)
        self.awards.setColumnWidth(2, 220)
        self.total = named(QLabel(), "prizeTotal")

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.distribution)
        layout.addWidget(self.groups, 3)
        layout.addWidget(self.who_help)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(QLabel(translate("PrizesDialog", "Prize list")))
        layout.addWidget(self.awards, 3)
        layout.addWidget(self.total)
        layout.addWidget(buttons)
        if t.prizes is not None:
            self.set_table(table_from_dict(t.prizes))
        else:
            self.add_group(translate("PrizesDialog", "Overall"), "", "")
        fit_to_screen(self, QSize(900, 700))  # ten groups and the prize list at 1366×768

    # -- the tournament's table ----------------------------------------------------------------
    def edit(self) -> Edit | None:
        """The edit that gives the tournament the table as written (None: unchanged, or the
        table has a mistake). An empty table (no amounts) removes the tournament's."""
        try:
            table = self.table()
        except ValueError:
            return None
        new = table_to_dict(table) if table.groups else None
        return None if new == self.tournament.prizes else ChangeSettings(prizes=new)

    def reject(self) -> None:
        """Close; with a mistake in the table, only once the arbiter agrees to drop the
        changes (the tournament keeps the table it had)."""
        if self.problem is not None:
            answer = QMessageBox.question(
                self,
                translate("PrizesDialog", "Prizes"),
                translate(
                    "PrizesDialog",
                    "The prize table has a mistake: {0}\n\nClose without keeping the changes?",
                ).format(self.problem),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Discard:
                return
        super().reject()

    # -- the table ---------------------------------------------------------------------------
    def add_group(self, name: str, who: str, amounts: str) -> None:
        self.groups.blockSignals(True)
        r = self.groups.rowCount()
        self.groups.insertRow(r)
        for c, text in enumerate((name, who, amounts)):
            self.groups.setItem(r, c, QTableWidgetItem(text))
        self.groups.blockSignals(False)
        self.update_list()

    def remove_group(self) -> None:
        r = self.groups.currentRow()
        if r >= 0:
            self.groups.removeRow(r)
            self.update_list()

    def table(self) -> PrizeTable:
        """The prize table as written; ValueError names the line and what is wrong."""
        groups = []
        for r in range(self.groups.rowCount()):
            name, who, amounts = (_cell_text(self.groups, r, c).strip() for c in range(3))
            if not name and not amounts:
                continue
            where = translate("PrizesDialog", "line {0}").format(r + 1)
            try:
                category = parse_condition(name or where, who)
            except ValueError as exc:
                raise ValueError(
                    translate("PrizesDialog", "{0}: “{1}” is not a condition").format(where, exc)
                ) from None
            values = [a for a in re.split(r"[;\s]*,[;\s]*|\s+|;", amounts) if a]
            try:
                groups.append(PrizeGroup(category, tuple(cents(a) for a in values)))
            except ValueError:
                raise ValueError(
                    translate(
                        "PrizesDialog", "{0}: amounts are numbers with at most two decimals"
                    ).format(where)
                ) from None
        return PrizeTable(
            tuple(g for g in groups if g.amounts),
            distribution=str(self.distribution.currentData()),
            currency=self.currency,
        )

    def set_table(self, table: PrizeTable) -> None:
        self.groups.setRowCount(0)
        self.currency = table.currency
        index = self.distribution.findData(table.distribution)
        self.distribution.setCurrentIndex(max(index, 0))
        for g in table.groups:
            amounts = ", ".join(_amount_text(a) for a in g.amounts)
            self.add_group(g.category.name, condition_text(g.category), amounts)

    # -- the prize list ----------------------------------------------------------------------
    def update_list(self) -> None:
        self.awards.setRowCount(0)
        try:
            table = self.table()
        except ValueError as exc:
            self.problem = str(exc)
            self.message.setText(self.problem)
            self.total.setText("")
            return
        self.problem = None
        self.message.setText("")
        awards = award(self.tournament, self.standings, table) if table.groups else []
        for a in awards:
            r = self.awards.rowCount()
            self.awards.insertRow(r)
            place = f"{a.place}" if a.place == a.place_last else f"{a.place}-{a.place_last}"
            name = self.tournament.player(a.start_no).name
            for c, text in enumerate(
                (
                    a.group,
                    place,
                    name,
                    i18n.number(format_points(a.points)),
                    i18n.number(format_cents(a.amount)),
                )
            ):
                self.awards.setItem(r, c, QTableWidgetItem(text))
        total = format_cents(sum(a.amount for a in awards))
        self.total.setText(
            translate("PrizesDialog", "Total {0} {1}")
            .format(i18n.number(total), self.currency)
            .strip()
        )

    def awarded(self) -> list[tuple[str, str, str, str]]:
        """(group, place, name, amount) of every line of the prize list, as shown."""
        return [
            (
                _cell_text(self.awards, r, 0),
                _cell_text(self.awards, r, 1),
                _cell_text(self.awards, r, 2),
                _cell_text(self.awards, r, 4),
            )
            for r in range(self.awards.rowCount())
        ]

    # -- files -------------------------------------------------------------------------------
    def load(self, path: Path) -> bool:
        try:
            self.set_table(load_prize_table(path))
        except InputError as exc:
            self.message.setText(str(exc))
            return False
        return True

    def save(self, path: Path) -> bool:
        try:
            table = self.table()
            save_prize_table(replace(table, currency=self.currency), path)
        except (ValueError, OSError) as exc:
            self.message.setText(str(exc))
            return False
        return True

    def export(self, path: Path) -> bool:
        """The prize list as shown, to .html, .pdf, .csv or .xlsx (by the extension)."""
        from arbiter_app.io.prize_list import prize_list_html, prize_rows, write_prize_list

        try:
            table = self.table()
            awards = award(self.tournament, self.standings, table) if table.groups else []
            rows = prize_rows(self.tournament, awards)
            title = translate("PrizesDialog", "{0}: prizes").format(
                self.tournament.name or translate("PrizesDialog", "Prizes")
            )
            if path.suffix.lower() == ".pdf":
                from arbiter_app.gui.prize_pdf import write_prize_pdf

                write_prize_pdf(path, prize_list_html(title, rows, self.currency))
            else:
                write_prize_list(path, title, rows, self.currency)
        except (ValueError, OSError) as exc:
            self.message.setText(str(exc))
            return False
        return True

    def export_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            translate("PrizesDialog", "Export prize list"),
            "prizes.pdf",
            "PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)",
        )
        if name:
            self.export(Path(name))

    def load_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, translate("PrizesDialog", "Load prize table"), "", "JSON (*.json)"
        )
        if name:
            self.load(Path(name))

    def save_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, translate("PrizesDialog", "Save prize table"), "prizes.json", "JSON (*.json)"
        )
        if name:
            self.save(Path(name))


def _amount_text(amount: int) -> str:
    """An amount as the arbiter types it: `300`, `12.50` (whole amounts without cents; the
    decimal point, as the comma separates the places)."""
    return str(amount // 100) if amount % 100 == 0 else format_cents(amount)


def _cell_text(table: QTableWidget, row: int, column: int) -> str:
    """The text of a cell ("" where the cell has no item)."""
    item = table.item(row, column)
    return item.text() if item is not None else ""
