"""The prize list as PDF: its HTML (`io.prize_list`) laid out by Qt (`QTextDocument`) on the
offscreen platform, so the command line needs no display."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
from PySide6.QtGui import QPageLayout, QPdfWriter, QTextDocument

from arbiter_app.gui.printing import ensure_gui_app, page_size, word_wrap
from arbiter_app.io.files import write_atomic


def write_prize_pdf(path: str | Path, html_text: str, paper: str = "a4") -> None:
    ensure_gui_app()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(page_size(paper))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    doc = QTextDocument()
    doc.setDefaultTextOption(word_wrap())
    doc.setHtml(html_text)
    doc.print_(writer)
    del writer  # the writer finishes the document when it is destroyed
    data = bytes(buffer.data().data())
    buffer.close()
    write_atomic(Path(path), data)
