"""Help > Manual and F1: the English manual (docs/manual, Markdown) in a window of the program.

The manual is read where it is written: Qt's `QTextBrowser` renders Markdown (CommonMark with
GitHub's tables) and follows relative links to other pages and images, offline. So the pages
shipped are the pages a reader sees on GitHub, with no generated HTML to keep in step with
them. One page per dialog is named by the dialog's objectName (`TournamentDialog.md`): F1 in a
dialog opens its page (`page_for`); in the main window, or where no page is named, F1 opens the
contents (`index.md`).

F1 reaches a modal dialog even though the main window's `actionManual` is blocked then: each
window the focus enters gets its own F1 shortcut (`HelpKey`, a child of the application, made
once, listening to the focus changes). The viewer opened from a dialog is that dialog's child
(a window of its own), so the dialog's modality does not block it, and it closes with it.

Where the pages are: `docs/manual` beside the package (a checkout, and the frozen bundle, which
keeps the checkout's layout), else `arbiter_app/docs/manual` (a wheel: setup.py copies docs/
there). The pages are English whatever the window's language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSize, Qt, QUrl
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.gui.named import named
from arbiter_app.gui.screen_fit import fit_to_screen

PACKAGE = Path(__file__).resolve().parents[1]
PLACES = (PACKAGE.parent / "docs" / "manual", PACKAGE / "docs" / "manual")
INDEX = "index"
VIEWER_NAME = "ManualViewer"
HELP_KEY_NAME = "arbiterAppHelpKey"
HAS_HELP_KEY = "arbiterAppHasHelpKey"  # a window's property: it has its F1 already


def manual_dir() -> Path | None:
    """The folder of the manual's pages (None: not installed with this copy)."""
    for place in PLACES:
        if (place / f"{INDEX}.md").is_file():
            return place
    return None


def page_path(name: str) -> Path | None:
    """The page `name` (a dialog's objectName, or `index`), None if there is none."""
    folder = manual_dir()
    if folder is None or not name or "/" in name or "\\" in name:
        return None
    path = folder / f"{name}.md"
    return path if path.is_file() else None


def page_for(widget: QWidget | None) -> str:
    """The page of the nearest window or dialog around `widget` that has one, else `index`."""
    while widget is not None:
        name = widget.objectName()
        if name != VIEWER_NAME and page_path(name) is not None:
            return name
        widget = widget.parentWidget()
    return INDEX


class ManualViewer(QDialog):
    """The manual: a page at a time, its links followed, Back / Forward / Contents."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ManualViewer")  # VIEWER_NAME, a literal for the page test
        self.setWindowFlag(Qt.WindowType.Window)  # a window of its own beside its parent
        self.setWindowTitle(self.tr("arbiter-app manual"))
        has_own_help_key(self)  # F1 in the manual: nothing more to open
        self.browser = named(QTextBrowser(), "manualBrowser")
        self.browser.setOpenExternalLinks(True)  # http(s): the system's browser
        self.browser.setOpenLinks(True)
        back = named(QPushButton(self.tr("Back")), "manualBack")
        forward = named(QPushButton(self.tr("Forward")), "manualForward")
        home = named(QPushButton(self.tr("Contents")), "manualContents")
        back.clicked.connect(self.browser.backward)
        forward.clicked.connect(self.browser.forward)
        home.clicked.connect(lambda: self.show_page(INDEX))
        self.browser.backwardAvailable.connect(back.setEnabled)
        self.browser.forwardAvailable.connect(forward.setEnabled)
        back.setEnabled(False)
        forward.setEnabled(False)
        close = named(QDialogButtonBox(QDialogButtonBox.StandardButton.Close), "manualButtons")
        close.rejected.connect(self.close)
        row = QHBoxLayout()
        for button in (back, forward, home):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addLayout(row)
        fit_to_screen(self, QSize(900, 700))

    def show_page(self, name: str) -> bool:
        """Show the page `name` (the contents when it has none); False: no manual at all."""
        path = page_path(name) or page_path(INDEX)
        if path is None:
            self.browser.setPlainText(
                self.tr("The manual is not installed with this copy of the program.")
            )
            return False
        self.browser.setSource(
            QUrl.fromLocalFile(str(path)), QTextDocument.ResourceType.MarkdownResource
        )
        return True

    def page(self) -> str:
        """The name of the page shown (`index`, `TournamentDialog`, ...)."""
        return Path(self.browser.source().toLocalFile()).stem


def open_manual(parent: QWidget | None, page: str = INDEX) -> ManualViewer:
    """Show the manual at `page` in `parent`'s viewer (made on first use)."""
    viewer = None
    if parent is not None:
        viewer = parent.findChild(
            ManualViewer, VIEWER_NAME, Qt.FindChildOption.FindDirectChildrenOnly
        )
    if viewer is None:
        viewer = ManualViewer(parent)
    viewer.show_page(page)
    viewer.show()
    viewer.raise_()
    viewer.activateWindow()
    return viewer


def show_help(widget: QWidget) -> ManualViewer:
    """F1 in `widget`: the manual at the page of its dialog (or the contents), in a viewer of
    the window it belongs to."""
    return open_manual(widget.window(), page_for(widget))


class HelpKey(QObject):
    """F1 in every window of the program: each window the focus enters gets one F1 shortcut
    (its own, so a modal dialog's F1 works while the main window's is blocked), opening the
    manual at the page of the dialog it is pressed in. Made when the focus moves, never per
    event: an application-wide event filter in Python would cost every event of the program
    (measured: opening a 1,500-player event 40 % slower)."""

    def window_focused(self, _old: QWidget | None, now: QWidget | None) -> None:
        if now is None:
            return
        window = now.window()
        # A floating dock is part of its main window for shortcuts: that one's F1 serves it
        # (a second F1 there would make both ambiguous, and neither would fire).
        if window.property(HAS_HELP_KEY) or isinstance(window, QDockWidget):
            return
        window.setProperty(HAS_HELP_KEY, True)
        key = QShortcut(QKeySequence(Qt.Key.Key_F1), window)
        key.setObjectName("manualHelpKey")
        key.activated.connect(lambda w=window: show_help(QApplication.focusWidget() or w))


def has_own_help_key(window: QWidget) -> None:
    """`window` opens the manual with F1 itself (the main window's Help > Manual)."""
    window.setProperty(HAS_HELP_KEY, True)


def install_help_key() -> None:
    """Make F1 open the manual in every window of the running application (once)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication) or app.findChild(HelpKey, HELP_KEY_NAME) is not None:
        return
    key = HelpKey(app)
    key.setObjectName(HELP_KEY_NAME)
    app.focusChanged.connect(key.window_focused)
