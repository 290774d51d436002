"""No user-visible text stays English in a translated window: tooltips, status tips, labels,
buttons, menu entries, combo entries and their tooltips, table headers and their tooltips,
list entries and a sample of cell tooltips (tie-break explanations, findings).

Each window or dialog is built twice on the same event, once in English and once in the
language, and every text is collected by where it is shown; a text that is the same in both
and reads as English prose (three or more words of four letters or more: codes, names and
numbers never do) was not translated.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from conftest import FIDE_TEC
from languages import language_env_fixture  # noqa: F401
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from arbiter_app.gui import i18n
from arbiter_app.gui.about import AboutDialog
from arbiter_app.gui.compare_dialog import CompareRulesDialog
from arbiter_app.gui.dialogs import PlayerDialog, TournamentDialog
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.tiebreak_dialog import TiebreakDialog
from arbiter_app.io.trf import read_trf

EVENT = FIDE_TEC / "held_swiss_5.trf"
WORD = re.compile(r"[A-Za-z]{4,}")
# Words the same in every catalogue (names of criteria and people, FIDE's own terms).
SHARED = {"Buchholz", "Sonneborn", "Berger", "Koya", "FIDE", "Gacrux", "Held", "Mario"}
ROWS = 6  # cell tooltips sampled per table


def _path(w: QWidget) -> str:
    parts = []
    while w is not None:
        parts.append(w.objectName() or type(w).__name__)
        w = w.parentWidget()
    return "/".join(reversed(parts))


def _columns(m: QAbstractItemModel) -> int:
    try:
        return int(m.columnCount(QModelIndex()))
    except TypeError:  # a list model: one column (its columnCount is private)
        return 1


def _model_texts(where: str, m: QAbstractItemModel, out: dict[str, str]) -> None:
    tip = Qt.ItemDataRole.ToolTipRole
    for c in range(_columns(m)):
        for role in (Qt.ItemDataRole.DisplayRole, tip):
            value = m.headerData(c, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                out[f"{where}#h{c}/{int(role)}"] = value
    for r in range(min(ROWS, m.rowCount(QModelIndex()))):
        for c in range(_columns(m)):
            for role in (Qt.ItemDataRole.DisplayRole, tip):
                value = m.data(m.index(r, c), role)
                if isinstance(value, str):
                    out[f"{where}#{r},{c}/{int(role)}"] = value


def texts(root: QWidget) -> dict[str, str]:
    out: dict[str, str] = {}
    for w in [root, *root.findChildren(QWidget)]:
        where = _path(w)
        for name, value in (("tip", w.toolTip()), ("status", w.statusTip())):
            if value:
                out[f"{where}.{name}"] = value
        if isinstance(w, QLabel | QAbstractButton) and w.text():
            out[f"{where}.text"] = w.text()
        if isinstance(w, QLineEdit) and w.placeholderText():
            out[f"{where}.placeholder"] = w.placeholderText()
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                out[f"{where}[{i}]"] = w.itemText(i)
                tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
                if isinstance(tip, str):
                    out[f"{where}[{i}].tip"] = tip
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            _model_texts(where, w.model(), out)
    for a in root.findChildren(QAction):
        key = f"action:{a.objectName()}"
        for name, value in (("text", a.text()), ("tip", a.toolTip()), ("status", a.statusTip())):
            if value:
                out[f"{key}.{name}"] = value
    return out


def english_prose(text: str) -> bool:
    if " " not in text.strip():  # a file path, a code, a name
        return False
    words = [w for w in WORD.findall(text) if w not in SHARED]
    return len(words) >= 3


def _main(qtbot: QtBot) -> QWidget:
    w = MainWindow()  # (registered with qtbot by the test, closed once at its end)
    assert w.open_path(EVENT, ask=False)
    w.wait_for_standings()
    w.document.undo_stack.setClean()
    return w


BUILDERS: dict[str, Callable[[QtBot], QWidget]] = {
    "main window": _main,
    "tie-break dialog": lambda qtbot: TiebreakDialog(read_trf(EVENT)),
    "settings dialog": lambda qtbot: TournamentDialog(read_trf(EVENT)),
    "compare dialog": lambda qtbot: CompareRulesDialog(read_trf(EVENT)),
    "about box": lambda qtbot: AboutDialog(),
    "player dialog": lambda qtbot: PlayerDialog(None, set()),
}


@pytest.mark.parametrize("lang", ["sv", "nb", "da", "bg"])
@pytest.mark.parametrize("what", sorted(BUILDERS))
def test_nothing_stays_english(qtbot: QtBot, language_env: None, lang: str, what: str) -> None:
    built = {}
    for language in ("en", lang):
        i18n.install(language)
        widget = BUILDERS[what](qtbot)
        qtbot.addWidget(widget)
        if isinstance(widget, CompareRulesDialog):
            widget.set_sides("fide-2024", "fide-2026", "BH/C1, BH, SB", "BH/C1, BH, SB")
            widget.select_player(8)
        built[language] = texts(widget)
    english, translated = built["en"], built[lang]
    assert len(english) >= 3
    same = sorted(
        f"{where}: {text!r}"
        for where, text in translated.items()
        if english.get(where) == text and english_prose(text)
    )
    assert same == [], "\n".join(same)


def test_the_check_sees_english() -> None:
    assert english_prose("Choose and order the tie-break list")
    assert not english_prose("BH/C1, BH, SB")
    assert not english_prose("Sonneborn-Berger 12.5")
