"""Tournament > Pairing…: the pairing settings (`Tournament.pairing`, core.settings).

The text (edition) of the Dutch system, the initial colour drawn before round 1 (C.04.3 E.5),
Baku acceleration (C.04.5.1) and, for a double round robin, the exchange of the last two rounds
of the first cycle (C.05 Annex 1). OK is one undoable `AmendSettings`.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.edits import AmendSettings, Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.acceleration import BAKU
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026
from arbiter_app.gui.named import named
from arbiter_app.gui.screen_fit import fit_to_screen


class PairingSettingsDialog(QDialog):
    def __init__(self, tournament: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PairingSettingsDialog")
        self.setWindowTitle(self.tr("Pairing settings"))
        self._before = tournament.pairing
        s = self._before
        form = QFormLayout()
        self.edition = self._combo(
            "pairingEdition",
            [
                (self.tr("The text in force on the start date"), None),
                (self.tr("Dutch system, text in force until 31 January 2026"), DUTCH_2025),
                (self.tr("Dutch system, text in force from 1 February 2026"), DUTCH_2026),
            ],
            s.edition,
        )
        self.colour = self._combo(
            "pairingInitialColour",
            [
                (self.tr("Not drawn (read from round 1, else white)"), None),
                (self.tr("White"), "white"),
                (self.tr("Black"), "black"),
            ],
            s.initial_colour,
        )
        self.acceleration = self._combo(
            "pairingAcceleration",
            [(self.tr("None"), None), (self.tr("Baku acceleration (C.04.5.1)"), BAKU)],
            s.acceleration,
        )
        self.swap = named(
            QCheckBox(self.tr("Exchange the last two rounds of the first cycle")),
            "pairingSwapLastTwo",
        )
        self.swap.setChecked(s.swap_last_two)
        self.swap.setToolTip(self.tr("Double round robins only (C.05 Annex 1)"))
        form.addRow(self.tr("&Text:"), self.edition)
        form.addRow(self.tr("&Initial colour:"), self.colour)
        form.addRow(self.tr("&Acceleration:"), self.acceleration)
        form.addRow(self.tr("Round robin:"), self.swap)
        buttons = named(
            QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            ),
            "pairingSettingsButtons",
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        fit_to_screen(self)

    def _combo(
        self, name: str, items: list[tuple[str, str | None]], value: str | None
    ) -> QComboBox:
        box = named(QComboBox(), name)
        for text, code in items:
            box.addItem(text, code)
        box.setCurrentIndex(max(box.findData(value), 0) if value is not None else 0)
        return box

    def edit(self) -> Edit | None:
        """The change as one edit, or None when nothing changed."""
        values = {
            "edition": self.edition.currentData(),
            "initial_colour": self.colour.currentData(),
            "acceleration": self.acceleration.currentData(),
            "swap_last_two": self.swap.isChecked(),
        }
        changed = {k: v for k, v in values.items() if getattr(self._before, k) != v}
        return AmendSettings("pairing", **changed) if changed else None
