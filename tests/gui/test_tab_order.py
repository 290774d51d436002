"""Tab follows the reading order in every dialog: it visits every widget that takes the
keyboard focus once, and never jumps back up and to the left (a new column of widgets to the
right of the previous one may start higher up, as a reader's eye does)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import every_dialog
import pytest
from conftest import FIDE_TEC
from guitools import gui_env_fixture  # noqa: F401
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Tournament
from arbiter_app.io.trf import read_trf

TOLERANCE = 6  # pixels: widgets of one row are not all aligned to the pixel


def _event() -> Tournament:
    return read_trf(FIDE_TEC / "held_swiss_5.trf")


# The print preview is Qt's own dialog (its tool bar's order is Qt's).
DIALOGS = {k: v for k, v in every_dialog.dialogs(_event).items() if k != "printPreviewDialog"}


def takes_tab(w: QWidget, root: QWidget) -> bool:
    return (
        w.isVisibleTo(root)
        and w.isEnabled()
        and bool(w.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and w.focusProxy() is None
    )


def tab_chain(root: QWidget) -> list[QWidget]:
    """The widgets Tab visits, in order, from the first one (Qt's focus chain)."""
    chain: list[QWidget] = []
    w = root.nextInFocusChain()
    while w is not root and len(chain) < 500:
        if takes_tab(w, root) and root.isAncestorOf(w):
            chain.append(w)
        w = w.nextInFocusChain()
    return chain


def _rect(w: QWidget, root: QWidget) -> QRect:
    return QRect(w.mapTo(root, QPoint(0, 0)), w.size())


def backward_steps(root: QWidget) -> list[str]:
    out = []
    chain = tab_chain(root)
    for a, b in pairwise(chain):
        ra, rb = _rect(a, root), _rect(b, root)
        up = rb.top() < ra.top() - TOLERANCE
        new_column = rb.left() >= ra.right() - TOLERANCE
        left_same_row = abs(rb.top() - ra.top()) <= TOLERANCE and rb.right() < ra.left()
        if (up and not new_column) or left_same_row:
            out.append(
                f"{a.objectName() or type(a).__name__} -> {b.objectName() or type(b).__name__}"
            )
    return out


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_tab_follows_reading_order(qtbot: QtBot, tmp_path: Path, name: str) -> None:
    dialog = DIALOGS[name](tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for tabs in dialog.findChildren(QTabWidget):
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            QApplication.processEvents()
            assert backward_steps(dialog) == [], f"{name}, tab {i}"
    assert tab_chain(dialog), name
    assert backward_steps(dialog) == [], name
    dialog.close()


def test_the_check_sees_a_backward_step(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLineEdit, QVBoxLayout

    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    edits = [QLineEdit(objectName=name) for name in ("top", "middle", "bottom")]
    for edit in edits:
        layout.addWidget(edit)
    box.show()
    qtbot.waitExposed(box)
    assert backward_steps(box) == []
    top, middle, bottom = edits
    QWidget.setTabOrder(top, bottom)
    QWidget.setTabOrder(bottom, middle)
    assert [w.objectName() for w in tab_chain(box)] == ["top", "bottom", "middle"]
    assert backward_steps(box) == ["bottom -> middle"]
