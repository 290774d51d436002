"""Tournament > Journal… (`actionJournal`): the journal of gated events, read-only.

One row per event (`core.model.JournalEntry`, C.02 2026 checklist): time, round, what (the
gate's title in the window's language, `core.vocabulary.levels.Gate`, as the printed list and
the command line's `journal` name it; its tooltip is the code the files keep), why and the
detail; above it, whether the event is in FIDE mode or left it, in which round and why.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.model import Tournament
from arbiter_app.gui.i18n import report_labels
from arbiter_app.gui.named import named
from arbiter_app.gui.screen_fit import fit_to_screen


class JournalDialog(QDialog):
    def __init__(self, t: Tournament, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JournalDialog")
        self.setWindowTitle(self.tr("Journal"))
        mode = t.fide_mode
        if mode.on:
            text = self.tr("The event is in FIDE mode.")
        else:
            text = self.tr("The event left FIDE mode in round {round}: {reason}").format(
                round=mode.left_round or 0, reason=mode.reason
            )
        self.mode_label = named(QLabel(text), "journalFideMode")
        headers = [self.tr("Time"), self.tr("Round"), self.tr("What"), self.tr("Why")]
        headers.append(self.tr("Detail"))
        table = named(QTableWidget(len(t.journal), len(headers)), "journalTable")
        table.setHorizontalHeaderLabels(headers)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        labels = report_labels()
        for row, j in enumerate(t.journal):
            what = labels.gate_title(j.what)
            for col, value in enumerate((j.time, str(j.round_no), what, j.why, j.detail)):
                item = QTableWidgetItem(value)
                if col == 2:
                    item.setToolTip(j.what)  # the code, as the TRF and the project file keep it
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Why and Detail are free text (a gate's sentence): they share the width left and wrap,
        # rather than push Detail off the dialog's edge at 1366x768.
        for col in (3, 4):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table = table
        self.empty_label = named(QLabel(self.tr("No events recorded yet.")), "journalEmpty")
        self.empty_label.setVisible(not t.journal)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.mode_label)
        layout.addWidget(table)
        layout.addWidget(self.empty_label)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(1100, 420))
