"""The status bar's message line: one line that gives way to the counter beside it.

A message can be long (a file read with notes names each note). A plain QLabel asks for the
whole text's width and pushes into the permanent widgets beside it; this one takes the room
the status bar leaves it, draws the text elided at its right end ("…"), and keeps the whole
text in `text()` and in its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStyle, QStyleOption


class StatusLine(QLabel):
    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The text in one line, elided to the label's width (the margin keeps it off the
        widget beside it)."""
        option = QStyleOption()
        option.initFrom(self)
        painter = QPainter(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
        rect = self.contentsRect().adjusted(0, 0, -self.fontMetrics().averageCharWidth(), 0)
        line = " ".join(self.text().split())
        shown = self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(
            rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), shown
        )
        painter.end()
