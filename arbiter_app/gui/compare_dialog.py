"""Tournament > Compare rules…: the standings under two rule sets, presets or lists side by side.

Each side is a rule set or a preset (combo) and, optionally, a list of its own (line edit, the
`core.compare` syntax: ``BH/C1, BH, SB``; empty: the event's list, or the preset's). Both
tables show the whole standings; the players whose place changes are highlighted on both sides
and, in each row, the criterion that decides the change differently is marked. Selecting a
player (on either side) shows, for every player whose order against them changes, that
criterion's values on both sides and the engine's explanations of them. Nothing is edited:
the dialog only reads the tournament.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from msgspec.structs import replace
from PySide6.QtCore import (
    QCoreApplication,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core import applicability as ap
from arbiter_app.core import numbers, profiles
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.compare import (
    FILE_RULES,
    PRESET_PREFIX,
    Comparison,
    Decision,
    PairChange,
    SideError,
    compare,
    explain_change,
)
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Row, Standings
from arbiter_app.core.tiebreaks import DescriptorError, Value
from arbiter_app.core.vocabulary.reasons import Reason
from arbiter_app.gui import i18n
from arbiter_app.gui import tiebreak_text as text
from arbiter_app.gui.explain_text import explanation_text
from arbiter_app.gui.screen_fit import fit_to_screen
from arbiter_app.gui.standings_model import format_value
from arbiter_app.gui.tables import (
    ALIGN_LEFT,
    ALIGN_RIGHT,
    Index,
    ReadOnlyTableModel,
    place,
    styled_font,
)
from arbiter_app.gui.tiebreak_lists import WARNING_SIGN
from arbiter_app.gui.tiebreak_preview import HIGHLIGHT

COL_PLACE, COL_NO, COL_NAME, COL_POINTS = range(4)
FIXED = 4
START_NO_ROLE = Qt.ItemDataRole.UserRole + 20
CHANGED_ROLE = Qt.ItemDataRole.UserRole + 21  # bool: the player's place differs
DECIDING_ROLE = Qt.ItemDataRole.UserRole + 22  # bool: this cell is the deciding criterion
DECIDING = QColor(255, 193, 7)  # a deeper amber than the row's highlight


class CompareSideModel(ReadOnlyTableModel):
    """One side's standings; rows whose place differs from the other side's are highlighted."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._st: Standings | None = None
        self._other: dict[int, Row] = {}
        self._names: dict[int, str] = {}
        self._deciding: dict[int, set[int]] = {}  # start number -> deciding column indices
        self._reasons: list[tuple[Reason, ...]] = []  # per list entry: why it cannot work here

    def set_side(self, st: Standings, other: Standings, t: Tournament, c: Comparison) -> None:
        self.beginResetModel()
        self._st = st
        self._reasons = side_reasons(t, st)
        self._other = {r.start_no: r for r in other.rows}
        self._names = {p.start_no: p.name for p in t.players}
        self._deciding = {}
        for pair in c.pairs:
            if pair.step < len(st.tiebreaks):
                for sn in (pair.first, pair.second):
                    self._deciding.setdefault(sn, set()).add(pair.step)
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self._st = None
        self.endResetModel()

    def start_no(self, row: int) -> int:
        assert self._st is not None
        return self._st.rows[row].start_no

    def row_of(self, start_no: int) -> int:
        if self._st is None:
            return -1
        for i, r in enumerate(self._st.rows):
            if r.start_no == start_no:
                return i
        return -1

    def changed(self, row: Row) -> bool:
        other = self._other.get(row.start_no)
        return other is not None and (other.rank, other.rank_last) != (row.rank, row.rank_last)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._st is None else len(self._st.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._st is None:
            return 0
        return FIXED + len(self._st.tiebreaks)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical or self._st is None:
            return None
        if not 0 <= section < self.columnCount():
            return None
        k = section - FIXED
        if role == Qt.ItemDataRole.DisplayRole:
            if section < FIXED:
                return (self.tr("Rk."), self.tr("No."), self.tr("Name"), self.tr("Pts"))[section]
            return self._st.tiebreaks[k] + (f" {WARNING_SIGN}" if self._reasons[k] else "")
        if role == Qt.ItemDataRole.ToolTipRole and section >= FIXED:
            tip = text.descriptor_text(self._st.tiebreaks[k])
            return (
                f"{tip}\n{WARNING_SIGN} {text.reasons(self._reasons[k])}"
                if self._reasons[k]
                else tip
            )
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        st = self._st
        if st is None or not index.isValid() or not 0 <= index.row() < len(st.rows):
            return None
        row = st.rows[index.row()]
        col = index.column()
        changed = self.changed(row)
        deciding = col - FIXED in self._deciding.get(row.start_no, ())
        if role == START_NO_ROLE:
            return row.start_no
        if role == CHANGED_ROLE:
            return changed
        if role == DECIDING_ROLE:
            return deciding
        if role == Qt.ItemDataRole.DisplayRole:
            if col == COL_PLACE:
                return place(row)
            if col == COL_NO:
                return str(row.start_no)
            if col == COL_NAME:
                return self._names.get(row.start_no, "")
            if col == COL_POINTS:
                return i18n.number(numbers.points(row.points))
            k = col - FIXED
            return i18n.number(format_value(st.tiebreaks[k], row.values[k]))
        if role == Qt.ItemDataRole.BackgroundRole and changed:
            return QBrush(DECIDING if deciding else HIGHLIGHT)
        if role == Qt.ItemDataRole.FontRole and (deciding or (changed and col == COL_PLACE)):
            return styled_font(bold=True)
        if role == Qt.ItemDataRole.ToolTipRole and changed:
            other = self._other[row.start_no]
            return self.tr("Place {0} here, {1} on the other side").format(place(row), place(other))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_LEFT if col == COL_NAME else ALIGN_RIGHT
        return None


def side_reasons(t: Tournament, st: Standings) -> list[tuple[Reason, ...]]:
    """Why each criterion of a side's list cannot do its job in this event under that side's
    rules (colour criteria without colours, Buchholz in a 2026 round robin ...;
    `core.applicability`), empty where it can."""
    return ap.list_reasons(replace(t, rules=st.rules), st.tiebreaks)


class CompareRulesDialog(QDialog):
    """Two rankings of the open tournament side by side (read-only)."""

    def __init__(self, tournament: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CompareRulesDialog")
        self.setWindowTitle(self.tr("Compare rules"))
        self._t = tournament
        self._comparison: Comparison | None = None
        own = rules_mod.default_name(tournament)

        self.side_a_combo = self._side_combo("sideACombo")
        self.side_b_combo = self._side_combo("sideBCombo")
        self.side_a_list = self._list_edit("sideAList")
        self.side_b_list = self._list_edit("sideBList")
        self.summary = QLabel()
        self.summary.setObjectName("compareSummary")
        self.summary.setWordWrap(True)
        self.model_a = CompareSideModel(self)
        self.model_b = CompareSideModel(self)
        self.table_a = self._table("sideATable", self.model_a)
        self.table_b = self._table("sideBTable", self.model_b)
        self.explanation = QPlainTextEdit()
        self.explanation.setObjectName("compareExplanation")
        self.explanation.setReadOnly(True)
        self.explanation.setPlaceholderText(
            self.tr("Select a player to see why their place changes.")
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.setObjectName("compareButtons")
        buttons.rejected.connect(self.reject)

        grid = QGridLayout()
        label_a = QLabel(self.tr("&Left:"))
        label_a.setBuddy(self.side_a_combo)
        label_b = QLabel(self.tr("&Right:"))
        label_b.setBuddy(self.side_b_combo)
        list_a = QLabel(self.tr("List:"))
        list_a.setBuddy(self.side_a_list)
        list_b = QLabel(self.tr("List:"))
        list_b.setBuddy(self.side_b_list)
        grid.addWidget(label_a, 0, 0)
        grid.addWidget(self.side_a_combo, 0, 1)
        grid.addWidget(list_a, 0, 2)
        grid.addWidget(self.side_a_list, 0, 3)
        grid.addWidget(label_b, 1, 0)
        grid.addWidget(self.side_b_combo, 1, 1)
        grid.addWidget(list_b, 1, 2)
        grid.addWidget(self.side_b_list, 1, 3)
        grid.setColumnStretch(3, 1)

        tables = QSplitter(Qt.Orientation.Horizontal)
        tables.setObjectName("compareTables")
        tables.addWidget(self.table_a)
        tables.addWidget(self.table_b)
        vertical = QSplitter(Qt.Orientation.Vertical)
        vertical.setObjectName("compareSplitter")
        vertical.addWidget(tables)
        vertical.addWidget(self.explanation)
        # The rankings are what is compared: they take most of the height (the explanation
        # reads a few lines at a time and scrolls).
        vertical.setStretchFactor(0, 4)
        vertical.setStretchFactor(1, 1)
        self.splitter = vertical

        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.summary)
        layout.addWidget(vertical, 1)
        layout.addWidget(buttons)

        # Reading order: left side, right side, the two tables, the explanation, Close.
        order = [
            self.side_a_combo,
            self.side_a_list,
            self.side_b_combo,
            self.side_b_list,
            self.table_a,
            self.table_b,
            self.explanation,
            buttons,
        ]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)

        self._select_side(self.side_a_combo, FILE_RULES)
        other = "fide-2024" if own == "fide-2026" else "fide-2026"
        self._select_side(self.side_b_combo, other)
        for combo in (self.side_a_combo, self.side_b_combo):
            combo.currentIndexChanged.connect(self.refresh)
        for edit in (self.side_a_list, self.side_b_list):
            edit.editingFinished.connect(self.refresh)
        for view in (self.table_a, self.table_b):
            view.selectionModel().currentRowChanged.connect(self._row_chosen)
        fit_to_screen(self, QSize(1100, 700))
        self.splitter.setSizes([self.height() * 3 // 4, self.height() // 4])
        self.refresh()

    # -- widgets --------------------------------------------------------------------------
    def _side_combo(self, name: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        combo.setMinimumContentsLength(24)
        # As wide as its longest entry ("The event's rules (FIDE C.07 (2023/2024))" in any
        # language): a cut rule name cannot be told from another.
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        own = rules_mod.default_name(self._t)
        combo.addItem(self.tr("The event's rules ({0})").format(text.rules_title(own)), FILE_RULES)
        for policy in rules_mod.all_policies():
            combo.addItem(text.rules_title(policy.name), policy.name)
        combo.insertSeparator(combo.count())
        for p in profiles.all_profiles():
            title = QCoreApplication.translate("Presets", p.title)
            combo.addItem(self.tr("Preset: {0}").format(title), PRESET_PREFIX + p.name)
            combo.setItemData(
                combo.count() - 1,
                f"{text.rules_title(p.rules)}: {', '.join(p.tiebreaks)}",
                Qt.ItemDataRole.ToolTipRole,
            )
        return combo

    def _list_edit(self, name: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setClearButtonEnabled(True)
        edit.setPlaceholderText(
            self.tr("the event's list: {0}").format(", ".join(self._t.tiebreaks) or "—")
        )
        edit.setToolTip(
            self.tr(
                "Tie-break codes separated by commas, e.g. BH/C1, BH, SB. Empty: the event's "
                "list, or the preset's."
            )
        )
        return edit

    def _table(self, name: str, model: CompareSideModel) -> QTableView:
        view = _SideTable()
        view.setObjectName(name)
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.verticalHeader().hide()
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # A method of the view, not a lambda holding the header and the model: Qt drops the
        # connection when the view is deleted (a lambda outliving it crashed a later reset).
        model.modelReset.connect(view.stretch_names)
        view.setTabKeyNavigation(False)  # Tab leaves the table (reading order of the dialog)
        return view

    @staticmethod
    def _select_side(combo: QComboBox, data: str) -> None:
        combo.setCurrentIndex(max(0, combo.findData(data)))

    # -- what is compared -------------------------------------------------------------------
    def side_text(self, which: str) -> str:
        """The `core.compare` side text of `which` ("a" or "b") as chosen in the dialog."""
        combo, edit = (
            (self.side_a_combo, self.side_a_list)
            if which == "a"
            else (self.side_b_combo, self.side_b_list)
        )
        base = str(combo.currentData())
        codes = edit.text().strip()
        if not codes:
            return base
        if base.startswith(PRESET_PREFIX):  # a list of its own under the preset's rule set
            base = profiles.get(base[len(PRESET_PREFIX) :]).rules
        return f"{base}:{codes}"

    def set_sides(self, a: str, b: str, list_a: str = "", list_b: str = "") -> None:
        """Choose both sides (tests, scripts) and compare."""
        for combo, edit, data, codes in (
            (self.side_a_combo, self.side_a_list, a, list_a),
            (self.side_b_combo, self.side_b_list, b, list_b),
        ):
            combo.blockSignals(True)
            self._select_side(combo, data)
            combo.blockSignals(False)
            edit.setText(codes)
        self.refresh()

    @property
    def comparison(self) -> Comparison | None:
        return self._comparison

    def refresh(self) -> None:
        try:
            c = compare(self._t, self.side_text("a"), self.side_text("b"))
        except (SideError, DescriptorError, rules_mod.UnknownRules) as exc:
            self._comparison = None
            self.model_a.clear()
            self.model_b.clear()
            self.summary.setText(self.tr("Cannot compare: {0}").format(exc))
            self.summary.setStyleSheet("color: #a00000;")
            self.explanation.clear()
            return
        self._comparison = c
        self.summary.setStyleSheet("")
        self.model_a.set_side(c.a, c.b, self._t, c)
        self.model_b.set_side(c.b, c.a, self._t, c)
        self.summary.setText(self._summary(c))
        self.explanation.clear()

    def _side_words(self, st: Standings) -> str:
        return self.tr("{rules}; list {codes}").format(
            rules=text.rules_title(st.rules), codes=", ".join(st.tiebreaks) or "—"
        )

    def _summary(self, c: Comparison) -> str:
        head = self.tr("Left: {0}. Right: {1}.").format(
            self._side_words(c.a), self._side_words(c.b)
        )
        for label, st in ((self.tr("Left"), c.a), (self.tr("Right"), c.b)):
            for code, found in zip(st.tiebreaks, side_reasons(self._t, st), strict=True):
                if found:
                    head += f" {WARNING_SIGN} {label}, {code}: {text.reasons(found)}."
        if not c.changes:
            return head + " " + self.tr("No place changes.")
        changed = self.tr("Players who change place: {0} (highlighted).").format(len(c.changes))
        return f"{head} {changed}"

    # -- the explanation of a change ----------------------------------------------------------
    def _row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        model = current.model()
        sn = model.data(current, START_NO_ROLE)
        if sn is None:
            return
        self.select_player(int(sn))

    def select_player(self, start_no: int) -> None:
        """Select `start_no` in both tables and explain their change of place, if any."""
        for view, model in ((self.table_a, self.model_a), (self.table_b, self.model_b)):
            row = model.row_of(start_no)
            if row < 0:
                continue
            selection = view.selectionModel()
            selection.blockSignals(True)
            index = model.index(row, 0)
            selection.setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            selection.blockSignals(False)
            view.scrollTo(index)
        self.explanation.setPlainText(self.explain(start_no))

    def explain(self, start_no: int) -> str:
        """Why `start_no`'s place differs, in words (empty when it does not)."""
        c = self._comparison
        if c is None:
            return ""
        name = self._name(start_no)
        row_a, row_b = c.a.row(start_no), c.b.row(start_no)
        change = c.changed(start_no)
        if change is None:
            return self.tr("{0}: place {1} on both sides.").format(name, place(row_a))
        lines = [
            self.tr("{0}: place {1} on the left, {2} on the right.").format(
                name, place(row_a), place(row_b)
            )
        ]
        for pair in change.pairs:
            lines.append("")
            lines.extend(self._pair_lines(c, pair))
        return "\n".join(lines)

    def _name(self, start_no: int) -> str:
        return f"{start_no} {self._t.player(start_no).name}"

    def _pair_lines(self, c: Comparison, pair: PairChange) -> list[str]:
        first, second = self._name(pair.first), self._name(pair.second)
        code = pair.code_a or pair.code_b or ""
        lines = [
            self.tr("{0} and {1}: the first criterion deciding them differently is {2}.").format(
                first, second, f"{text.descriptor_text(code)} ({code})"
            )
        ]
        for label, st, code_here, values, decided, order in (
            (self.tr("Left"), c.a, pair.code_a, pair.values_a, pair.decided_a, pair.order_a),
            (self.tr("Right"), c.b, pair.code_b, pair.values_b, pair.decided_b, pair.order_b),
        ):
            ahead = self._name(pair.first if order < 0 else pair.second)
            lines.append(
                f"  {label} ({text.rules_title(st.rules)}): "
                + self._decision_words(ahead, code_here, values, decided)
            )
        explained = explain_change(c, pair)
        for key, label in (("a", self.tr("Left")), ("b", self.tr("Right"))):
            for e in explained.get(key, ()):
                lines.append(f"  {label}, {self._name(e.start_no)}:")
                lines.extend("    " + x for x in explanation_text(e).splitlines())
        return lines

    def _decision_words(
        self,
        ahead: str,
        code: str | None,
        values: tuple[Value, Value],
        decided: Decision | None,
    ) -> str:
        if code is None:
            return self.tr("the list ends before it; they share a place")
        shown = f"{code} {self._value(code, values[0])} – {self._value(code, values[1])}"
        if decided is None:
            return self.tr("{0}; they share a place").format(shown)
        if decided.code == code:
            return self.tr("{0}: {1} ahead").format(shown, ahead)
        later = (
            f"{decided.code} {self._value(decided.code, decided.first)} – "
            f"{self._value(decided.code, decided.second)}"
        )
        return self.tr("{0}, equal; {1} ahead on {2}").format(shown, ahead, later)

    @staticmethod
    def _value(code: str, value: Value) -> str:
        return i18n.number(format_value(code, value)) or "–"


class _SideTable(QTableView):
    """One side's table: the name column takes the room the others leave."""

    def stretch_names(self) -> None:
        model = self.model()
        if model is not None and model.columnCount() > COL_NAME:
            self.horizontalHeader().setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
