"""Printing a round's pairing list, names list and result slips (preview, printer, PDF).

The pages are the Qt flavour of `io.pairing_html` laid out by one `QTextDocument`, which
breaks pages itself (a pairing list is a single table; slips are small tables).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QWidget

from arbiter_app.core.pairing.sheets import PairingSheet
from arbiter_app.gui.printing import page_size, render_pdf, report_font, word_wrap
from arbiter_app.io.files import write_atomic
from arbiter_app.io.labels import ENGLISH_LABELS, Labels
from arbiter_app.io.pairing_html import PARTS, QT, pairing_html

__all__ = ["pairing_document", "pairing_pdf_bytes", "preview_pairings", "write_pairing_pdf"]


def pairing_document(
    sheet: PairingSheet, labels: Labels = ENGLISH_LABELS, parts: Sequence[str] = PARTS
) -> QTextDocument:
    doc = QTextDocument()
    doc.setDefaultTextOption(word_wrap())
    doc.setDefaultFont(report_font())
    doc.setHtml(pairing_html(sheet, labels, QT, parts))
    return doc


def pairing_pdf_bytes(
    sheet: PairingSheet,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = PARTS,
    paper: str = "a4",
) -> bytes:
    def paint(writer: QPdfWriter) -> None:
        writer.setPageSize(page_size(paper))
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
        pairing_document(sheet, labels, parts).print_(writer)

    return render_pdf(paint, sheet.name)


def write_pairing_pdf(
    sheet: PairingSheet,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = PARTS,
    paper: str = "a4",
) -> None:
    """The PDF, written atomically (works headless)."""
    write_atomic(Path(path), pairing_pdf_bytes(sheet, labels, parts, paper))


def preview_pairings(
    sheet: PairingSheet, labels: Labels, parent: QWidget, parts: Sequence[str] = PARTS
) -> None:
    """Print preview (and printing from it) of the round's lists and slips."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setObjectName("pairingPreview")
    document = pairing_document(sheet, labels, parts)
    dialog.paintRequested.connect(document.print_)
    dialog.exec()
