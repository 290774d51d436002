"""The team lists printed and as PDF: the page `io.team_lists` makes (Qt's HTML flavour) laid
out by Qt (QTextDocument on a QPdfWriter or a printer, offscreen, no widgets), so print and PDF
are the same pages and show what the window's team docks show."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QPagedPaintDevice, QPdfWriter, QTextDocument

from arbiter_app.core.teams.report import TeamReport
from arbiter_app.gui.printing import page_size, render_pdf, report_font
from arbiter_app.io.files import write_atomic
from arbiter_app.io.html import QT
from arbiter_app.io.labels import ENGLISH_LABELS, Labels
from arbiter_app.io.team_lists import render, word


def paint(report: TeamReport, device: QPagedPaintDevice, labels: Labels, paper: str = "a4") -> None:
    """The pages on `device` (a QPdfWriter or a QPrinter)."""
    device.setPageSize(page_size(paper))
    doc = QTextDocument()
    doc.setDefaultFont(report_font())
    doc.setHtml(render(report, labels, flavour=QT))
    doc.print_(device)


def pdf_bytes(report: TeamReport, labels: Labels = ENGLISH_LABELS, paper: str = "a4") -> bytes:
    def draw(writer: QPdfWriter) -> None:
        paint(report, writer, labels, paper)

    return render_pdf(draw, f"{report.name} – {word(labels, 'title')}")


def write_pdf(
    report: TeamReport,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    paper: str = "a4",
) -> None:
    """The PDF, written atomically."""
    write_atomic(Path(path), pdf_bytes(report, labels, paper))
