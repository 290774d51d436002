"""The status bar's message line: one line that gives way to the counter beside it.

A message can be long (a file read with notes names each note). A plain QLabel asks for the
whole text's width and pushes into the permanent widgets beside it; this one takes the room
the status bar leaves it, draws the text elided at its right end ("…"), and keeps the whole
text in `text()` and in its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStyle, QStyleOption


class StatusLine(QLabel):
    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)

    def minimumSizeHint(self) -> QSize:
        """No width of its own: the status bar gives it what the counter leaves."""
        return QSize(0, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The text in one line, elided to the label's width (`shown_text`)."""
        option = QStyleOption()
        option.initFrom(self)
        painter = QPainter(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
        painter.drawText(
            self._text_rect(),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            self.shown_text(),
        )
        painter.end()

    def shown_text(self) -> str:
        """The text as drawn: one line, elided ("…") to the room the label has."""
        line = " ".join(self.text().split())
        width = self._text_rect().width()
        return self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, width)

    def _text_rect(self) -> QRect:
        # a character's width of margin keeps the text off the widget beside it
        return self.contentsRect().adjusted(0, 0, -self.fontMetrics().averageCharWidth(), 0)
