"""The result palette: one button per result with a keyboard shortcut.

Pressing a button (or its shortcut) applies the result to the selected crosstable cells; the
window then moves the cursor to the next board. The shortcuts carry Ctrl so that plain keys stay
free for typing into cells (`12w1`, or a bare `1` / `=` / `0` on a paired cell). The buttons,
labels and shortcuts are the result codes' (`core.vocabulary.results`).
"""

from __future__ import annotations

from msgspec import Struct
from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QToolButton, QWidget

from arbiter_app.core.notation import WITHDRAWN_TEXT
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.results import RESULTS
from arbiter_app.gui.cell_edits import WITHDRAW, PaletteChoice

# Under this name, with literal arguments, pyside6-lupdate finds the texts.
translate = QCoreApplication.translate


class Entry(Struct, frozen=True):
    name: str  # objectName of the button
    choice: PaletteChoice
    symbol: str  # what the cell will show
    shortcut: str
    label: str  # English source text, context ResultPalette


# The result codes' buttons (`core.vocabulary.results`: objectName, label, shortcut, place),
# and withdrawing, which is a cell action rather than a result.
_WITHDRAW = Entry(
    "resultWithdrawn",
    WITHDRAW,
    WITHDRAWN_TEXT,
    "Ctrl+Shift+W",
    QT_TRANSLATE_NOOP("ResultPalette", "Withdrawn"),
)
ENTRIES = tuple(
    entry
    for _slot, entry in sorted(
        [
            *(
                (
                    f.palette.slot,
                    Entry(f.palette.name, r, f.symbol, f.palette.shortcut, f.palette.label),
                )
                for r, f in RESULTS.items()
                if f.palette is not None
            ),
            (11, _WITHDRAW),
        ],
        key=lambda pair: pair[0],
    )
)


def _label(entry: Entry) -> str:
    return translate("ResultPalette", entry.label)


class ResultPalette(QWidget):
    """Buttons `resultWin` … `resultPending`; `chosen(choice)` when one is pressed."""

    chosen = Signal(object)  # Result or cell_edits.WITHDRAW

    COLUMNS = 7

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPalette")
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(3)
        layout.setVerticalSpacing(3)
        self.actions_by_name: dict[str, QAction] = {}
        for i, entry in enumerate(ENTRIES):
            action = QAction(self)  # texts: retranslateUi
            action.setObjectName("action" + entry.name[0].upper() + entry.name[1:])
            action.setShortcut(QKeySequence(entry.shortcut))
            # Active in the whole window, but not while a dialog has focus.
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, c=entry.choice: self.chosen.emit(c))
            button = QToolButton(self)
            button.setObjectName(entry.name)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keep the cursor in the grid
            layout.addWidget(button, i // self.COLUMNS, i % self.COLUMNS)
            self.actions_by_name[entry.name] = action
        self.retranslateUi()

    def retranslateUi(self) -> None:
        """Button texts and tooltips in the current language (also on a switch of language)."""
        for entry in ENTRIES:
            action = self.actions_by_name[entry.name]
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setText(f"{entry.symbol}  {_label(entry)}")
            action.setToolTip(
                translate(
                    "ResultPalette", "{label}: enter “{symbol}” in the selected cells ({key})"
                ).format(label=_label(entry), symbol=entry.symbol, key=key)
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def button(self, name: str) -> QToolButton:
        b = self.findChild(QToolButton, name)
        assert b is not None, name
        return b
