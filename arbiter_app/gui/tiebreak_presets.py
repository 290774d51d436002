"""The presets of the tie-break dialog: the "Preset" combo and its Save / Delete buttons.

A preset fills the ranking list and the rule set in one step: the built-in ones are the core's
profiles (`core.profiles`: FIDE, NSF, SSF, DrawBoss, ... with their sources), the arbiter's own
are application settings (`gui.presets_store`), never part of a tournament. The combo shows the
preset the list still is; a hand edit that makes the list differ turns it back to "Custom
list". The values being edited belong to the dialog (`PresetList`); this part only reads them
and hands a chosen preset's values over. Its texts keep the dialog's translation context.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QInputDialog, QPushButton, QWidget

from arbiter_app.core import profiles
from arbiter_app.core.model import Tournament
from arbiter_app.core.tiebreaks import DescriptorError, descriptor
from arbiter_app.gui import presets_store
from arbiter_app.gui.named import named

__all__ = ["BUILTIN", "CUSTOM", "USER", "PresetList", "Presets"]

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises

CUSTOM = ""
BUILTIN = "builtin:"
USER = "user:"


class PresetList(Protocol):
    """What the presets use of the dialog (`TiebreakDialog` is one)."""

    def tiebreaks(self) -> list[str]:
        """The ranking list as edited."""

    def rules(self) -> str | None:
        """The rule set as chosen (None: by the event's dates)."""

    def load_preset(
        self, tiebreaks: list[str], rules: str | None, profile: str | None, info: list[str] | None
    ) -> None:
        """Show a preset's list and rule set (`info`: its information columns, None: keep)."""

    def show_message(self, text: str) -> None: ...


class Presets:
    """The preset combo (`presetCombo`), `savePresetButton` and `deletePresetButton`."""

    def __init__(self, dialog: PresetList, tournament: Tournament, parent: QWidget) -> None:
        self._dialog = dialog
        self._t = tournament
        self._parent = parent
        self.combo = named(QComboBox(), "presetCombo")
        self.combo.setMinimumContentsLength(28)
        self.combo.activated.connect(self._activated)
        self.save_button = named(
            QPushButton(translate("TiebreakDialog", "&Save as preset…")), "savePresetButton"
        )
        self.save_button.clicked.connect(lambda: self.save())
        self.delete_button = named(
            QPushButton(translate("TiebreakDialog", "De&lete preset")), "deletePresetButton"
        )
        self.delete_button.clicked.connect(lambda: self.delete())

    def fill(self) -> None:
        """Offer the built-in presets, then the arbiter's own (the current choice is kept)."""
        combo = self.combo
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(translate("TiebreakDialog", "Custom list"), CUSTOM)
        for p in profiles.all_profiles():
            combo.addItem(QCoreApplication.translate("Presets", p.title), BUILTIN + p.name)
            tip = QCoreApplication.translate("Presets", p.description or p.title)
            combo.setItemData(combo.count() - 1, f"{tip}\n{p.source}", Qt.ItemDataRole.ToolTipRole)
        own = presets_store.load()
        if own:
            combo.insertSeparator(combo.count())
        for u in own:
            combo.addItem(translate("TiebreakDialog", "{0} (own)").format(u.name), USER + u.name)
            combo.setItemData(
                combo.count() - 1, ", ".join(u.tiebreaks) or "—", Qt.ItemDataRole.ToolTipRole
            )
        index = combo.findData(current) if current is not None else 0
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    def select_for_tournament(self) -> None:
        """Show the tournament's preset if its list and rules are still the preset's."""
        name = self._t.profile
        if not name:
            return
        try:
            p = profiles.get(name)
        except profiles.UnknownProfile:
            return
        if self.matches(p):
            self.set_current(BUILTIN + p.name)

    def set_current(self, data: str) -> None:
        """Show the preset `data` as chosen (without applying it)."""
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(max(0, self.combo.findData(data)))
        self.combo.blockSignals(False)
        self.update_buttons()

    def update_buttons(self) -> None:
        data = self.combo.currentData() or ""
        self.delete_button.setEnabled(data.startswith(USER))

    def matches(self, p: profiles.Profile) -> bool:
        """Whether the dialog's list and rules are the built-in preset's."""
        rules = self._dialog.rules()
        return self._dialog.tiebreaks() == p.tiebreaks_for(
            self._t
        ) and rules == p.rules_when_chosen(rules)

    def choose(self, data: str) -> bool:
        """Fill the list (and rule set) from a preset: ``builtin:<name>`` or ``user:<name>``."""
        index = self.combo.findData(data)
        if index < 0:
            return False
        self.set_current(data)
        self.apply(data)
        return True

    def _activated(self, index: int) -> None:
        self.apply(self.combo.itemData(index))

    def apply(self, data: str | None) -> None:
        """Hand the preset's values over to the dialog (a preset that cannot be read is
        reported, nothing changes)."""
        if not data:
            return
        values: tuple[list[str], str | None, str | None, list[str] | None]
        try:
            if data.startswith(BUILTIN):
                p = profiles.get(data[len(BUILTIN) :])
                # A FIDE list keeps the event's C.07 edition (by its dates or as chosen).
                values = (
                    p.tiebreaks_for(self._t),
                    p.rules_when_chosen(self._dialog.rules()),
                    p.name,
                    list(p.info),
                )
            elif data.startswith(USER):
                u = presets_store.find(data[len(USER) :])
                if u is None:
                    return
                values = ([descriptor(c).code for c in u.tiebreaks], u.rules, None, None)
            else:
                return
        except (DescriptorError, profiles.UnknownProfile) as exc:
            self._dialog.show_message(
                translate("TiebreakDialog", "Preset not used: {0}").format(exc)
            )
            return
        self._dialog.load_preset(*values)

    def save(self, name: str | None = None) -> bool:
        """Save the list and rule set as the arbiter's own preset (asks for a name)."""
        if name is None:
            current = self.combo.currentData() or ""
            suggestion = current[len(USER) :] if current.startswith(USER) else ""
            name, ok = QInputDialog.getText(
                self._parent,
                translate("TiebreakDialog", "Save as preset"),
                translate("TiebreakDialog", "Name of the preset:"),
                text=suggestion,
            )
            if not ok:
                return False
        name = name.strip()
        if not name:
            return False
        preset = presets_store.UserPreset(
            name, tuple(self._dialog.tiebreaks()), self._dialog.rules()
        )
        presets_store.save(preset)
        self.fill()
        self.set_current(USER + name)
        self._dialog.show_message(translate("TiebreakDialog", "Preset “{0}” saved.").format(name))
        return True

    def delete(self) -> bool:
        """Delete the arbiter's own preset shown (the list stays, as a custom list)."""
        data = self.combo.currentData() or ""
        if not data.startswith(USER):
            return False
        presets_store.delete(data[len(USER) :])
        self.fill()
        self.set_current(CUSTOM)
        return True

    def after_hand_edit(self) -> bool:
        """After a hand edit: the combo shows "Custom list" unless the list is still the
        preset's; whether it is still the built-in preset's (the tournament keeps its name)."""
        data = self.combo.currentData() or ""
        still = False
        if data.startswith(BUILTIN):
            still = self.matches(profiles.get(data[len(BUILTIN) :]))
        elif data.startswith(USER):
            u = presets_store.find(data[len(USER) :])
            still = u is not None and (
                [descriptor(c).code for c in u.tiebreaks] == self._dialog.tiebreaks()
                and u.rules == self._dialog.rules()
            )
        if not still and data:
            self.set_current(CUSTOM)
        return data.startswith(BUILTIN) and still
