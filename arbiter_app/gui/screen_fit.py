"""Windows and dialogs that fit the screen they open on.

A laptop's 1366×768 screen, less a panel or taskbar and the window's title bar, leaves less
than 768 pixels for a window's contents: a window asking for 1366×768 of client area would hang
its status bar below the screen. `fit_to_screen` shrinks a window or dialog to the available
geometry of its screen (frame included) and moves it onto it; `clamp_to_screen` does the same
to a geometry restored from the settings (saved on another, bigger monitor).

Before a window is shown its frame is unknown, so `FRAME_ALLOWANCE` (a usual title bar and
borders) is reserved; once shown, the real frame is used.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ALLOWANCE = QSize(16, 40)  # borders and a title bar, reserved until the frame is known


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The available geometry (without panels) of the screen `widget` is on, else the primary."""
    screen = None
    if widget is not None:
        parent = widget.parentWidget()
        screen = (parent.window() if parent is not None else widget).screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 768)


def frame_margins(widget: QWidget) -> QSize:
    """What the window frame adds to the widget's size (the allowance before it is shown)."""
    if widget.isVisible():
        frame, inner = widget.frameGeometry(), widget.geometry()
        extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
        if extra.width() > 0 or extra.height() > 0:
            return extra.expandedTo(QSize(0, 0))
    return FRAME_ALLOWANCE


def room(widget: QWidget) -> QSize:
    """The largest client size `widget` may have on its screen."""
    return available_geometry(widget).size() - frame_margins(widget)


def fit_to_screen(widget: QWidget, preferred: QSize | None = None) -> None:
    """Resize `widget` to `preferred` (default: its size) but no bigger than its screen allows,
    and move it onto the screen if it hangs off it."""
    limit = room(widget)
    size = (preferred if preferred is not None else widget.size()).boundedTo(limit)
    widget.resize(size.expandedTo(widget.minimumSize()).boundedTo(limit))
    _move_onto(widget)


def clamp_to_screen(widget: QWidget) -> None:
    """Keep a restored geometry on the available screen: shrink what is too big, move back
    what hangs off an edge (a window saved on a larger or since removed monitor)."""
    fit_to_screen(widget)


def _move_onto(widget: QWidget) -> None:
    if not widget.isWindow():
        return
    avail = available_geometry(widget)
    extra = frame_margins(widget)
    width = widget.width() + extra.width()
    height = widget.height() + extra.height()
    pos = widget.pos()  # the frame's top-left for a top-level window
    x = min(max(pos.x(), avail.left()), avail.left() + max(0, avail.width() - width))
    y = min(max(pos.y(), avail.top()), avail.top() + max(0, avail.height() - height))
    if (x, y) != (pos.x(), pos.y()):
        widget.move(x, y)
