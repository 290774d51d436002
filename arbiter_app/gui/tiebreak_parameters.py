"""The tie-break dialog's parameter editor (`parameterBox`): the modifiers of the ranking
list's current entry — Cut-n and Median-n (C.07 14.1, 14.3), the Koya limit shift (14.5), /P,
/F, /R and the rating of unrated players — shown only where the criterion accepts them, and the
FIDE descriptor they make (C.07, TRF-26 record 202), which can also be typed.

Texts keep the `TiebreakDialog` translation context they had when this lived in the dialog.
"""

from __future__ import annotations

import msgspec.structs
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from arbiter_app.core.tiebreaks import Descriptor, DescriptorError, descriptor, lookup
from arbiter_app.gui import tiebreak_text as text
from arbiter_app.gui.named import named

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises
MAX_LIMIT = 20  # Koya limit shift, half points either way


class ParameterEditor(QGroupBox):
    changed = Signal(str)  # the current entry's new descriptor
    refused = Signal(str)  # a typed descriptor that does not parse: why

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("TiebreakDialog", "Options of the selected criterion"), parent)
        self.setObjectName("parameterBox")
        self._d: Descriptor | None = None
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.cut_spin = named(QSpinBox(), "cutSpin")
        self.cut_spin.setSpecialValueText(translate("TiebreakDialog", "none"))
        self.cut_spin.setToolTip(
            translate("TiebreakDialog", "Cut-n: the n lowest values are removed (C.07 14.1)")
        )
        self.median_spin = named(QSpinBox(), "medianSpin")
        self.median_spin.setSpecialValueText(translate("TiebreakDialog", "none"))
        self.median_spin.setToolTip(
            translate(
                "TiebreakDialog",
                "Median-n: the n lowest and the n highest values are removed (C.07 14.3)",
            )
        )
        self.limit_check = named(
            QCheckBox(translate("TiebreakDialog", "move the 50 % threshold by")), "limitCheck"
        )
        self.limit_spin = named(QSpinBox(), "limitSpin")
        self.limit_spin.setRange(-MAX_LIMIT, MAX_LIMIT)
        self.limit_spin.setSuffix(translate("TiebreakDialog", " half points"))
        self.limit_spin.setToolTip(translate("TiebreakDialog", "Koya limit modifier (C.07 14.5)"))
        limit = QHBoxLayout()
        limit.setContentsMargins(0, 0, 0, 0)
        limit.addWidget(self.limit_check)
        limit.addWidget(self.limit_spin)
        self.forfeits_check = named(
            QCheckBox(translate("TiebreakDialog", "Forfeits count as played games (/P)")),
            "forfeitsCheck",
        )
        self.fore_check = named(
            QCheckBox(translate("TiebreakDialog", "Use the opponents' Fore Buchholz (/F)")),
            "foreCheck",
        )
        self.reverse_check = named(
            QCheckBox(translate("TiebreakDialog", "Reverse the order (/R)")), "reverseCheck"
        )
        self.unrated_check = named(
            QCheckBox(translate("TiebreakDialog", "unrated players rated")), "unratedCheck"
        )
        self.unrated_spin = named(QSpinBox(), "unratedSpin")
        self.unrated_spin.setRange(0, 3500)
        self.unrated_spin.setSingleStep(100)
        self.unrated_spin.setValue(1000)
        unrated = QHBoxLayout()
        unrated.setContentsMargins(0, 0, 0, 0)
        unrated.addWidget(self.unrated_check)
        unrated.addWidget(self.unrated_spin)
        self.descriptor_edit = named(QLineEdit(), "descriptorEdit")
        self.descriptor_edit.setToolTip(
            translate(
                "TiebreakDialog",
                "The FIDE descriptor (C.07, TRF-26 record 202); edit and press Enter",
            )
        )
        self.descriptor_edit.editingFinished.connect(self.descriptor_typed)
        self.descriptor_edit.installEventFilter(self)  # Enter applies it, never closes
        self._limit_row = QWidget()
        self._limit_row.setLayout(limit)
        self._unrated_row = QWidget()
        self._unrated_row.setLayout(unrated)
        self._rows: dict[str, QWidget] = {
            "C": self.cut_spin,
            "M": self.median_spin,
            "L": self._limit_row,
            "P": self.forfeits_check,
            "F": self.fore_check,
            "R": self.reverse_check,
            "U": self._unrated_row,
        }
        form.addRow(translate("TiebreakDialog", "&Cut lowest:"), self.cut_spin)
        form.addRow(translate("TiebreakDialog", "&Median:"), self.median_spin)
        form.addRow(translate("TiebreakDialog", "Koya lim&it:"), self._limit_row)
        form.addRow("", self.forfeits_check)
        form.addRow("", self.fore_check)
        form.addRow("", self.reverse_check)
        form.addRow(translate("TiebreakDialog", "Ra&ting:"), self._unrated_row)
        form.addRow(translate("TiebreakDialog", "&Descriptor:"), self.descriptor_edit)
        self.form = form
        for w in (self.cut_spin, self.median_spin, self.limit_spin, self.unrated_spin):
            w.valueChanged.connect(self._edited)
        for c in (
            self.limit_check,
            self.forfeits_check,
            self.fore_check,
            self.reverse_check,
            self.unrated_check,
        ):
            c.toggled.connect(self._edited)

    def show_descriptor(self, d: Descriptor | None) -> None:
        """Show the current entry's modifiers (only those it accepts; None: no entry)."""
        self._d = d
        widgets = (
            self.cut_spin,
            self.median_spin,
            self.limit_check,
            self.limit_spin,
            self.forfeits_check,
            self.fore_check,
            self.reverse_check,
            self.unrated_check,
            self.unrated_spin,
            self.descriptor_edit,
        )
        for w in widgets:
            w.blockSignals(True)
        try:
            params = lookup(d.name).params if d else frozenset()
            max_cut = lookup(d.name).max_cut if d else 0
            for letter, row in self._rows.items():
                self.form.setRowVisible(row, letter in params)
            self.setEnabled(d is not None)
            self.setTitle(
                translate("TiebreakDialog", "Options of {0}").format(text.descriptor_text(d))
                if d
                else translate("TiebreakDialog", "Options of the selected criterion")
            )
            self.cut_spin.setRange(0, max_cut)
            self.median_spin.setRange(0, max_cut)
            self.cut_spin.setValue(d.cut if d else 0)
            self.median_spin.setValue(d.median if d else 0)
            self.limit_check.setChecked(bool(d and d.limit is not None))
            self.limit_spin.setValue(d.limit if d and d.limit is not None else 0)
            self.limit_spin.setEnabled(self.limit_check.isChecked())
            self.forfeits_check.setChecked(bool(d and d.forfeits_played))
            self.fore_check.setChecked(bool(d and d.fore))
            self.reverse_check.setChecked(bool(d and d.reverse))
            self.unrated_check.setChecked(bool(d and d.unrated is not None))
            if d and d.unrated is not None:
                self.unrated_spin.setValue(d.unrated)
            self.unrated_spin.setEnabled(self.unrated_check.isChecked())
            self.descriptor_edit.setText(d.code if d else "")
        finally:
            for w in widgets:
                w.blockSignals(False)

    def _edited(self, *_args: object) -> None:
        d = self._d
        if d is None:
            return
        self.limit_spin.setEnabled(self.limit_check.isChecked())
        self.unrated_spin.setEnabled(self.unrated_check.isChecked())
        params = lookup(d.name).params
        new = msgspec.structs.replace(
            d,
            cut=self.cut_spin.value() if "C" in params else d.cut,
            median=self.median_spin.value() if "M" in params else d.median,
            limit=(self.limit_spin.value() if self.limit_check.isChecked() else None)
            if "L" in params
            else d.limit,
            forfeits_played=self.forfeits_check.isChecked() if "P" in params else d.forfeits_played,
            fore=self.fore_check.isChecked() if "F" in params else d.fore,
            reverse=self.reverse_check.isChecked() if "R" in params else d.reverse,
            unrated=(self.unrated_spin.value() if self.unrated_check.isChecked() else None)
            if "U" in params
            else d.unrated,
        )
        self._d = new
        self.changed.emit(new.code)

    def descriptor_typed(self) -> None:
        """Apply a descriptor typed into the line (Enter, or OK without Enter)."""
        d = self._d
        typed = self.descriptor_edit.text().strip()
        if d is None or not typed or typed.upper() == d.code:
            return
        try:
            new = descriptor(typed)
        except DescriptorError as exc:
            self.refused.emit(str(exc))
            self.descriptor_edit.setText(d.code)
            return
        self._d = new
        self.changed.emit(new.code)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.descriptor_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.descriptor_typed()
            return True
        return super().eventFilter(watched, event)
