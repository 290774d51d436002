"""The tie-break settings dialog ("Rangering"), modelled on Turneringsservice's screen
(seed 004): the criteria available above, the ranking list below, Add / Remove and arrows to
order it; with presets, the rule set, how unfinished games count in preliminary lists, a
parameter editor writing the FIDE descriptor, and a live preview of the standings.

The dialog works on values, never on the tournament: the preview (`gui.tiebreak_preview`)
computes, through the dialog's own `core.live.LiveStandings`, the standings of a copy carrying
the edited settings (`edited_tournament`), and `edit()` returns the one
`core.edits.ChangeSettings` the window pushes (one undo step). Cancel changes nothing. The list
is stored in the tournament; only the arbiter's own presets are application settings
(`gui.presets_store`, offered by `gui.tiebreak_presets`).

Keyboard: every control is in the tab order; in the available list Enter / Insert add, in the
ranking list Delete removes and Ctrl+Up / Ctrl+Down move; the buttons have mnemonics.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core import applicability as ap
from arbiter_app.core import profiles
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.edits import ChangeSettings
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import parse_list
from arbiter_app.core.tiebreaks import Descriptor, DescriptorError, all_criteria, descriptor
from arbiter_app.gui import tiebreak_text as text
from arbiter_app.gui.dialogs import CheckedDialog
from arbiter_app.gui.named import named
from arbiter_app.gui.screen_fit import fit_to_screen
from arbiter_app.gui.tiebreak_lists import (
    AvailableModel,
    CriteriaView,
    RankingView,
    SelectedModel,
    configure,
)
from arbiter_app.gui.tiebreak_parameters import ParameterEditor
from arbiter_app.gui.tiebreak_presets import CUSTOM, Presets
from arbiter_app.gui.tiebreak_preview import PreviewPane, copy_with

SYNC_LIMIT = 400  # players: up to this many the preview is computed at once, else in a thread


class TiebreakDialog(CheckedDialog):
    previewUpdated = Signal()

    def __init__(self, tournament: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TiebreakDialog")
        self.setWindowTitle(self.tr("Tie-break settings"))
        self._t = tournament
        self._profile = tournament.profile
        # Information-only columns: a built-in preset brings its own (DrawBoss: RSUM, BHM,
        # BHL/V1 beside BHL); otherwise the tournament's are kept.
        self._info = list(tournament.info_columns)
        self._loading = True
        # The preview's standings: the tournament's, then after each change of the list or a
        # setting (the copies share the tournament's players, so each run starts from the last).
        self.live = LiveStandings()

        self._build()
        self.presets.fill()
        self.selected_model.set_items(list(tournament.tiebreaks))
        self.presets.select_for_tournament()
        self._loading = False
        self._refresh()
        if self.selected_model.rowCount():
            self.selected_view.setCurrentIndex(self.selected_model.index(0))
        self.available_view.setCurrentIndex(self.available_model.index(0))
        self.available_view.setFocus()
        fit_to_screen(self, QSize(1000, 700))

    # == construction ========================================================================
    def _build(self) -> None:
        top = QGridLayout()
        self.presets = Presets(self, self._t, self)  # (gui.tiebreak_presets)
        self.preset_combo = self.presets.combo
        self.save_preset_button = self.presets.save_button
        self.delete_preset_button = self.presets.delete_button
        self.rule_combo = named(QComboBox(), "ruleCombo")
        self.rule_combo.currentIndexChanged.connect(self._settings_edited)
        self.unfinished_combo = named(QComboBox(), "unfinishedCombo")
        self.unfinished_combo.addItem(self.tr("Left out until finished"), False)
        self.unfinished_combo.addItem(self.tr("Counted as draws"), True)
        self.unfinished_combo.setCurrentIndex(1 if self._t.unfinished_as_draw else 0)
        self.unfinished_combo.currentIndexChanged.connect(self._settings_edited)
        self.unrated_rating_spin = named(QSpinBox(), "unratedRatingSpin")
        self.unrated_rating_spin.setRange(0, 3500)
        self.unrated_rating_spin.setSingleStep(100)
        self.unrated_rating_spin.setSpecialValueText(self.tr("not set"))
        self.unrated_rating_spin.setValue(self._t.unrated_rating or 0)
        self.unrated_rating_spin.setToolTip(
            self.tr("Rating given to unrated players in rating tie-breaks (C.07 Art. 10)")
        )
        self.unrated_rating_spin.valueChanged.connect(self._settings_edited)
        self._fill_rules()

        row = 0
        for label, widget, col in (
            (self.tr("&Preset:"), self.preset_combo, 0),
            (self.tr("Rul&es:"), self.rule_combo, 2),
        ):
            lab = QLabel(label)
            lab.setBuddy(widget)
            top.addWidget(lab, row, col)
            top.addWidget(widget, row, col + 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_preset_button)
        buttons.addWidget(self.delete_preset_button)
        buttons.addStretch(1)
        top.addLayout(buttons, 1, 1)
        unfinished_label = QLabel(self.tr("Unfinished &games (preliminary lists):"))
        unfinished_label.setBuddy(self.unfinished_combo)
        unrated_label = QLabel(self.tr("Rating of u&nrated players:"))
        unrated_label.setBuddy(self.unrated_rating_spin)
        top.addWidget(unfinished_label, 1, 2)
        top.addWidget(self.unfinished_combo, 1, 3)
        top.addWidget(unrated_label, 2, 2)
        unrated = QHBoxLayout()
        unrated.addWidget(self.unrated_rating_spin)
        unrated.addStretch(1)
        top.addLayout(unrated, 2, 3)
        self.edition_label = named(QLabel(), "editionNote")
        self.edition_label.setWordWrap(True)
        top.addWidget(self.edition_label, 3, 0, 1, 4)
        top.setColumnStretch(1, 1)
        top.setColumnStretch(3, 1)

        # -- the two lists (Turneringsservice: available above, ranking below) ---------------
        codes = sorted((c.code for c in all_criteria()), key=text.order_key)
        self.available_model = AvailableModel(codes, self)
        self.available_view = named(CriteriaView(), "availableList")
        self.available_view.setModel(self.available_model)
        configure(self.available_view, ranking=False)
        self.available_view.doubleClicked.connect(lambda _i: self.add_current())
        self.available_view.command.connect(self._available_key)
        self.available_view.selectionModel().currentChanged.connect(self._update_buttons)

        self.selected_model = SelectedModel(parent=self)
        self.selected_model.listChanged.connect(self._list_edited)
        self.selected_view = named(RankingView(), "selectedList")
        self.selected_view.setModel(self.selected_model)
        configure(self.selected_view, ranking=True)
        self.selected_view.doubleClicked.connect(lambda _i: self.remove_current())
        self.selected_view.command.connect(self._selected_key)
        self.selected_view.selectionModel().currentChanged.connect(self._current_entry_changed)

        self.add_button = named(QPushButton(self.tr("&Add ↓")), "addButton")
        self.add_button.setToolTip(self.tr("Add the criterion to the end of the ranking list"))
        self.add_button.clicked.connect(lambda: self.add_current())
        self.remove_button = named(QPushButton(self.tr("&Remove ↑")), "removeButton")
        self.remove_button.clicked.connect(lambda: self.remove_current())
        self.up_button = named(QPushButton(self.tr("Move &up")), "upButton")
        self.up_button.setToolTip(self.tr("Move up (Ctrl+Up)"))
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button = named(QPushButton(self.tr("Move d&own")), "downButton")
        self.down_button.setToolTip(self.tr("Move down (Ctrl+Down)"))
        self.down_button.clicked.connect(lambda: self.move_current(1))

        available_label = QLabel(self.tr("A&vailable criteria:"))
        available_label.setBuddy(self.available_view)
        ranking_label = QLabel(self.tr("Ran&king: points, then"))
        ranking_label.setBuddy(self.selected_view)
        add_remove = QHBoxLayout()
        add_remove.addWidget(self.add_button)
        add_remove.addWidget(self.remove_button)
        add_remove.addStretch(1)
        arrows = QVBoxLayout()
        arrows.addWidget(self.up_button)
        arrows.addWidget(self.down_button)
        arrows.addStretch(1)
        ranking = QHBoxLayout()
        ranking.addWidget(self.selected_view, 1)
        ranking.addLayout(arrows)

        left = named(QWidget(), "criteriaPane")
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 4, 0)
        lv.addWidget(available_label)
        lv.addWidget(self.available_view, 3)
        lv.addLayout(add_remove)
        lv.addWidget(ranking_label)
        lv.addLayout(ranking, 2)

        # -- preview (gui.tiebreak_preview) -------------------------------------------------
        right = self.preview_pane = PreviewPane(self._t, self.live, self.edited_tournament)
        right.updated.connect(self.previewUpdated)
        self.parameters = ParameterEditor(self)
        self.parameters.changed.connect(self._set_current)
        right.box.addWidget(self.parameters)

        splitter = named(QSplitter(Qt.Orientation.Horizontal), "tiebreakSplitter")
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 6)
        splitter.setSizes([440, 540])
        self.splitter = splitter

        self.message = named(QLabel(), "tiebreakMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a04000")
        self.parameters.refused.connect(self.message.setText)
        self.button_box = named(
            QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            ),
            "buttonBox",
        )
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        for button in self.button_box.buttons():
            if isinstance(button, QPushButton):  # (what a QDialogButtonBox makes)
                button.setAutoDefault(False)  # Enter in the lists never closes the dialog
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.button_box)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)

        QWidget.setTabOrder(self.preset_combo, self.save_preset_button)
        for a, b in (
            (self.save_preset_button, self.delete_preset_button),
            (self.delete_preset_button, self.rule_combo),
            (self.rule_combo, self.unfinished_combo),
            (self.unfinished_combo, self.unrated_rating_spin),
            (self.unrated_rating_spin, self.available_view),
            (self.available_view, self.add_button),
            (self.add_button, self.remove_button),
            (self.remove_button, self.selected_view),
            (self.selected_view, self.up_button),
            (self.up_button, self.down_button),
            (self.down_button, self.parameters.cut_spin),
        ):
            QWidget.setTabOrder(a, b)

    def _fill_rules(self) -> None:
        combo = self.rule_combo
        combo.blockSignals(True)
        default = rules_mod.default_name(copy_with(self._t, rules=None))
        combo.addItem(self.tr("By start date (now {0})").format(text.rules_title(default)), CUSTOM)
        for name in rules_mod.names():
            combo.addItem(text.rules_title(name), name)
            combo.setItemData(
                combo.count() - 1,
                f"{name}: {text.rules_description(name)}",
                Qt.ItemDataRole.ToolTipRole,
            )
        self._select_rules(self._t.rules)
        combo.blockSignals(False)

    def _select_rules(self, name: str | None) -> None:
        combo = self.rule_combo
        data = name or CUSTOM
        if combo.findData(data) < 0:  # an alias kept as the tournament wrote it
            combo.addItem(text.rules_title(data), data)
        combo.setCurrentIndex(combo.findData(data))

    # == the values being edited =============================================================
    def tiebreaks(self) -> list[str]:
        return self.selected_model.items

    def rules(self) -> str | None:
        return self.rule_combo.currentData() or None

    def unfinished_as_draw(self) -> bool:
        return bool(self.unfinished_combo.currentData())

    def unrated_rating(self) -> int | None:
        return self.unrated_rating_spin.value() or None

    def profile(self) -> str | None:
        return self._profile

    def edited_tournament(self) -> Tournament:
        """A copy of the tournament with the settings as edited (the preview's input)."""
        return copy_with(
            self._t,
            tiebreaks=self.tiebreaks(),
            rules=self.rules(),
            unfinished_as_draw=self.unfinished_as_draw(),
            unrated_rating=self.unrated_rating(),
            profile=self._profile,
            info_columns=list(self._info),
        )

    def settings_changes(self) -> dict[str, object]:
        """The tournament fields that differ from the tournament's (for ChangeSettings)."""
        wanted: dict[str, object] = {
            "tiebreaks": self.tiebreaks(),
            "rules": self.rules(),
            "unfinished_as_draw": self.unfinished_as_draw(),
            "unrated_rating": self.unrated_rating(),
            "profile": self._profile,
            "info_columns": list(self._info),
        }
        return {k: v for k, v in wanted.items() if getattr(self._t, k) != v}

    def edit(self) -> ChangeSettings | None:
        """The one edit OK makes (None: nothing changed)."""
        changes = self.settings_changes()
        return ChangeSettings(**changes) if changes else None

    # == list operations =====================================================================
    def add_current(self) -> bool:
        """Add the current available criterion at the end of the ranking list (as the button's
        tooltip says; Move up places it) and select it."""
        index = self.available_view.currentIndex()
        if not index.isValid():
            return False
        code = self.available_model.code(index.row())
        row = self.selected_model.rowCount()
        self.selected_model.insert(row, [code])
        self.selected_view.setCurrentIndex(self.selected_model.index(row))
        return True

    def add(self, code: str) -> None:
        """Add a criterion (descriptor) at the end of the list."""
        row = self.selected_model.rowCount()
        self.selected_model.insert(row, [descriptor(code).code])
        self.selected_view.setCurrentIndex(self.selected_model.index(row))

    def remove_current(self) -> bool:
        index = self.selected_view.currentIndex()
        if not index.isValid():
            return False
        row = index.row()
        self.selected_model.remove([row])
        n = self.selected_model.rowCount()
        if n:
            self.selected_view.setCurrentIndex(self.selected_model.index(min(row, n - 1)))
        return True

    def move_current(self, step: int) -> bool:
        index = self.selected_view.currentIndex()
        if not index.isValid():
            return False
        row = index.row()
        if not self.selected_model.move(row, row + step):
            return False
        self.selected_view.setCurrentIndex(self.selected_model.index(row + step))
        return True

    def _available_key(self, name: str) -> None:
        if name in ("activate", "insert"):
            self.add_current()

    def _selected_key(self, name: str) -> None:
        if name == "delete":
            self.remove_current()
        elif name == "up":
            self.move_current(-1)
        elif name == "down":
            self.move_current(1)
        elif name == "activate":  # Enter: on to the entry's options
            self.parameters.descriptor_edit.setFocus()

    # == presets (gui.tiebreak_presets) ======================================================
    def choose_preset(self, data: str) -> bool:
        """Fill the list (and rule set) from a preset: ``builtin:<name>`` or ``user:<name>``."""
        return self.presets.choose(data)

    def load_preset(
        self, tiebreaks: list[str], rules: str | None, profile: str | None, info: list[str] | None
    ) -> None:
        """Show a preset's list and rule set (`info`: its information columns, None: keep)."""
        self._loading = True
        try:
            self.selected_model.set_items(tiebreaks)
            self.rule_combo.blockSignals(True)
            self._select_rules(rules)
            self.rule_combo.blockSignals(False)
            self._profile = profile
            if info is not None:
                self._info = list(info)
        finally:
            self._loading = False
        if self.selected_model.rowCount():
            self.selected_view.setCurrentIndex(self.selected_model.index(0))
        self._refresh()

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    # == reacting to edits ===================================================================
    def _list_edited(self) -> None:
        if not self._loading:
            self._user_edited()
            self._refresh()

    def _settings_edited(self, *_args: object) -> None:
        if not self._loading:
            self._user_edited()
            self._refresh()

    def _user_edited(self) -> None:
        """A hand edit: the list is the preset's no longer if it differs from it."""
        if not self.presets.after_hand_edit():
            self._profile = None

    def _refresh(self) -> None:
        edited = self.edited_tournament()
        facts = ap.event(edited)
        self.available_model.set_reasons(
            {code: ap.reasons(facts, code) for code in self.available_model.codes}
        )
        self.selected_model.set_reasons(ap.list_reasons(edited, self.tiebreaks()))
        self._current_entry_changed()
        self._update_message()
        self._update_edition_note()
        self._request_preview()

    def edition_note(self) -> str:
        """Which rule set applies and why: the event's dates or the choice above; and, for a
        FIDE preset written for another edition, that its list is used with this one."""
        rules = self.rules()
        applied = text.rules_title(rules_mod.resolve(self.edited_tournament(), rules).name)
        if rules is None:
            date = self._t.start_date.strip()
            note = (
                self.tr("Applies: {0}, from the event's start date {1}.").format(applied, date)
                if date
                else self.tr("Applies: {0}, the edition in force (no start date).").format(applied)
            )
        else:
            note = self.tr("Applies: {0}, as chosen under Rules.").format(applied)
        if self._profile:
            try:
                p = profiles.get(self._profile)
            except profiles.UnknownProfile:
                return note
            if (
                p.follows_dates
                and rules_mod.resolve(self.edited_tournament(), rules).name != p.rules
            ):
                note += " " + self.tr(
                    "The preset was written for {0}; its list is used with the rules that apply."
                ).format(text.rules_title(p.rules))
        return note

    def _update_edition_note(self) -> None:
        self.edition_label.setText(self.edition_note())

    def _update_message(self) -> None:
        if self._t.rounds_paired > 0 and self.tiebreaks() != list(self._t.tiebreaks):
            self.message.setText(
                self.tr(
                    "Round {0} is already paired: the list is published before the start "
                    "(C.07 4.1.1)."
                ).format(self._t.rounds_paired)
            )
        elif not self.message.text().startswith(self.tr("Preset")):
            self.message.clear()

    def _request_preview(self) -> None:
        """Recompute the preview: at once for ordinary events, in a worker thread for big ones
        (`PreviewPane.request`)."""
        self.preview_pane.request(in_thread=len(self._t.players) > SYNC_LIMIT)

    def wait_for_preview(self, timeout_ms: int = 10_000) -> bool:
        """Run the event loop until the preview shows the settings as edited (tests)."""
        return self.preview_pane.wait(timeout_ms)

    def done(self, result: int) -> None:
        self.preview_pane.shut_down()
        super().done(result)

    def _update_buttons(self, *_args: object) -> None:
        has_entry = self.selected_view.currentIndex().isValid()
        row = self.selected_view.currentIndex().row()
        n = self.selected_model.rowCount()
        self.add_button.setEnabled(self.available_view.currentIndex().isValid())
        self.remove_button.setEnabled(has_entry)
        self.up_button.setEnabled(has_entry and row > 0)
        self.down_button.setEnabled(has_entry and row < n - 1)
        self.presets.update_buttons()

    # == the parameter editor ================================================================
    def _current_descriptor(self) -> Descriptor | None:
        index = self.selected_view.currentIndex()
        if not index.isValid():
            return None
        try:
            return descriptor(self.selected_model.items[index.row()])
        except DescriptorError:
            return None

    def _current_entry_changed(self, *_args: object) -> None:
        """Show the current entry's modifiers in the editor (only those it accepts)."""
        self._update_buttons()
        self.parameters.show_descriptor(self._current_descriptor())

    def _set_current(self, code: str) -> None:
        row = self.selected_view.currentIndex().row()
        if 0 <= row < self.selected_model.rowCount():
            self.selected_model.set_item(row, code)
            self.selected_view.setCurrentIndex(self.selected_model.index(row))

    # == closing =============================================================================
    def problem(self) -> str | None:
        try:
            parse_list(self.tiebreaks())
        except ValueError as exc:
            return self.tr("Tie-breaks: {0}").format(exc)
        return None

    def accept(self) -> None:
        self.parameters.descriptor_typed()  # a descriptor typed without Enter still counts
        super().accept()

    def set_current_entry(self, row: int) -> None:
        self.selected_view.setCurrentIndex(self.selected_model.index(row))


__all__ = ["TiebreakDialog", "copy_with"]
