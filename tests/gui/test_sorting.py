"""Sort the standings and the crosstable by any header, and back to rank / start order.

Event: the FIDE TEC exercise held_swiss_5 (tests/data/fide-tec), whose 001 records print each
player's name and score; the expected orders below are read from the file itself.
"""

from __future__ import annotations

from fractions import Fraction

from conftest import FIDE_TEC
from guitools import gui_env_fixture, window_fixture  # noqa: F401
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from arbiter_app.core.standings import compute
from arbiter_app.gui.crosstable_model import COL_NAME as X_NAME
from arbiter_app.gui.crosstable_model import COL_NO as X_NO
from arbiter_app.gui.crosstable_model import COL_POINTS as X_POINTS
from arbiter_app.gui.crosstable_model import FIXED as X_FIXED
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.standings_model import COL_NAME, COL_RANK, FIXED, START_NO_ROLE

PATH = FIDE_TEC / "held_swiss_5.trf"


def _printed() -> dict[int, tuple[str, Fraction]]:
    out = {}
    for line in PATH.read_text(encoding="utf-8").splitlines():
        if line.startswith("001"):
            out[int(line[4:8])] = (line[14:47].strip(), Fraction(line[80:84].strip()))
    return out


def _click(qtbot: QtBot, view: QTableView, section: int) -> None:
    header = view.horizontalHeader()
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def _start_nos(view: QTableView) -> list[int]:
    m = view.model()
    return [m.data(m.index(r, 0), START_NO_ROLE) for r in range(m.rowCount())]


def test_standings_sort_by_any_header_and_back(window: MainWindow, qtbot: QtBot) -> None:
    assert window.open_path(PATH, ask=False)
    view = window.findChild(QTableView, "standingsView")
    t = window.current_tournament()
    ranked = [r.start_no for r in compute(t).rows]
    assert _start_nos(view) == ranked
    names = {sn: name for sn, (name, _) in _printed().items()}

    _click(qtbot, view, COL_NAME)
    assert _start_nos(view) == sorted(names, key=lambda sn: names[sn].casefold())
    _click(qtbot, view, COL_NAME)  # again: the other way
    assert _start_nos(view) == sorted(names, key=lambda sn: names[sn].casefold(), reverse=True)

    if view.model().columnCount() > FIXED:  # a tie-break column: defined values in order
        _click(qtbot, view, FIXED)
        m = view.model()
        texts = [m.data(m.index(r, FIXED)) for r in range(m.rowCount())]
        numbers = [Fraction(x.replace(",", ".")) for x in texts if x]
        assert numbers == sorted(numbers)

    _click(qtbot, view, COL_RANK)
    assert _start_nos(view) == ranked


def test_crosstable_sort_and_edit_the_right_player(window: MainWindow, qtbot: QtBot) -> None:
    assert window.open_path(PATH, ask=False)
    view = window.findChild(QTableView, "crosstableView")
    printed = _printed()
    assert _start_nos(view) == sorted(printed)

    _click(qtbot, view, X_POINTS)
    _click(qtbot, view, X_POINTS)  # descending: the leader first
    order = _start_nos(view)
    assert [printed[sn][1] for sn in order] == sorted(
        (p for _, p in printed.values()), reverse=True
    )
    assert order[0] == 2  # Bruno, 4.0: the only player on 4 points

    _click(qtbot, view, X_NAME)
    names = [printed[sn][0] for sn in _start_nos(view)]
    assert names == sorted(names, key=str.casefold)

    # A typed cell still reaches the player shown in that row.
    m = view.model()
    row = _start_nos(view).index(12)  # Nick: round 1 against 4 (the file: "4 w 0")
    index = m.index(row, X_FIXED)
    assert m.data(index, START_NO_ROLE) == 12
    assert m.data(index).startswith("4")

    _click(qtbot, view, X_NO)
    assert _start_nos(view) == sorted(printed)
