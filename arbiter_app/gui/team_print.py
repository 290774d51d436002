"""The team lists, and a round's team pairing list and match slips, printed and as PDF: the
pages `io.team_lists` makes (Qt's HTML flavour) laid out by Qt (QTextDocument on a QPdfWriter
or a printer, offscreen, no widgets), so print and PDF are the same pages and show what the
window's team docks show."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QPagedPaintDevice, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QWidget

from arbiter_app.core.model import Tournament
from arbiter_app.core.teams.matches import TeamRound
from arbiter_app.core.teams.report import TeamReport
from arbiter_app.gui.printing import page_size, render_pdf, report_font
from arbiter_app.io.files import write_atomic
from arbiter_app.io.html import QT
from arbiter_app.io.labels import ENGLISH_LABELS, Labels
from arbiter_app.io.team_lists import render, round_html, word


def paint_html(html: str, device: QPagedPaintDevice, paper: str | None = "a4") -> None:
    """A page of Qt's HTML flavour laid out on `device` (a QPdfWriter or a QPrinter; `paper`
    None: the size the print dialog chose)."""
    if paper is not None:
        device.setPageSize(page_size(paper))
    doc = QTextDocument()
    doc.setDefaultFont(report_font())
    doc.setHtml(html)
    doc.print_(device)


def html_pdf_bytes(html: str, title: str, paper: str = "a4") -> bytes:
    def draw(writer: QPdfWriter) -> None:
        paint_html(html, writer, paper)

    return render_pdf(draw, title)


def pdf_bytes(report: TeamReport, labels: Labels = ENGLISH_LABELS, paper: str = "a4") -> bytes:
    """The team final list, crosstable and board table."""
    title = f"{report.name} – {word(labels, 'title')}"
    return html_pdf_bytes(render(report, labels, flavour=QT), title, paper)


def write_round_pdf(
    t: Tournament,
    rounds: dict[int, list[TeamRound]],
    round_no: int,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    paper: str = "a4",
) -> None:
    """A round's team pairing list and match slips as PDF, written atomically."""
    html = round_html(t, rounds, round_no, labels, flavour=QT)
    title = f"{t.name} – {word(labels, 'team_pairings', round_no)}"
    write_atomic(Path(path), html_pdf_bytes(html, title, paper))


def write_pdf(
    report: TeamReport,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    paper: str = "a4",
) -> None:
    """The PDF, written atomically."""
    write_atomic(Path(path), pdf_bytes(report, labels, paper))


def print_html(html: str, parent: QWidget | None = None) -> bool:
    """Ask for a printer (and paper) and print the page; False when the user cancels."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    dialog.setObjectName("printDialog")
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint_html(html, printer, None)
    return True
