"""The tie-break dialog's preview gets its standings through the dialog's live standings
(`core.live.LiveStandings`): after each change of the list or of a setting the computation
starts from the last one, and what the preview shows is what a computation from scratch
(`core.standings.compute`) gives for the same list.

Source of the printed numbers: IA Mario Held, "Exercises in Tie-Breaking" (FIDE TEC, rev.
2403220900), the 5-round Swiss exercise (`tests/data/fide-tec/held_swiss_5.trf`), values as
printed, per player, in `tests/data/fide-tec/expected.json` (under "fide-2024"; "fide-2026" for
the exercises re-derived under the March-2026 caps). A per-player criterion's value does not
depend on the rest of the list, so each column of the preview can be held against them.
"""

from __future__ import annotations

import json

import pytest
from conftest import FIDE_TEC
from guitools import gui_env_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QListView, QPushButton, QSpinBox, QTableView, QWidget
from pytestqt.qtbot import QtBot

from arbiter_app.core import live as live_mod
from arbiter_app.core import numbers
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Run, compute
from arbiter_app.gui import tiebreak_dialog
from arbiter_app.gui.standings_model import format_value
from arbiter_app.gui.tiebreak_dialog import TiebreakDialog
from arbiter_app.gui.tiebreak_lists import CODE_ROLE
from arbiter_app.gui.tiebreak_preview import COL_BEFORE
from arbiter_app.io.trf import read_trf

HELD_5 = "held_swiss_5.trf"
PRINTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))[HELD_5]


def child(w: QWidget, cls: type, name: str) -> QWidget:
    found = w.findChild(cls, name)
    assert found is not None, f"no {cls.__name__} named {name}"
    return found


def shown(dlg: TiebreakDialog) -> list[tuple[str, ...]]:
    """The preview table as displayed, one tuple per row (the "Before" column left out: it
    compares with the tournament's own list)."""
    m = child(dlg, QTableView, "previewTable").model()
    header = tuple(
        str(m.headerData(c, Qt.Orientation.Horizontal))
        for c in range(m.columnCount())
        if c != COL_BEFORE
    )
    rows = [
        tuple(str(m.data(m.index(r, c))) for c in range(m.columnCount()) if c != COL_BEFORE)
        for r in range(m.rowCount())
    ]
    return [header, *rows]


def from_scratch(t: Tournament) -> list[tuple[str, ...]]:
    """What the preview must show for `t`, from `core.standings.compute` (formatted here, not by
    the preview's model: shared places `a-b`, exact decimals)."""
    st = compute(t)
    header = ("Rk.", "No.", "Name", "Pts", *st.tiebreaks)
    rows = []
    for r in st.rows:
        p = t.player(r.start_no)
        place = f"{r.rank}-{r.rank_last}" if r.rank != r.rank_last else str(r.rank)
        name = f"{p.name} (wd)" if p.withdrawn_after is not None else p.name
        values = (format_value(d, v) for d, v in zip(st.tiebreaks, r.values, strict=True))
        rows.append((place, str(r.start_no), name, numbers.points(r.points), *values))
    return [header, *rows]


def column(dlg: TiebreakDialog, code: str) -> dict[str, str]:
    """One criterion's column of the preview, by start number."""
    table = shown(dlg)
    c = table[0].index(code)
    return {row[1]: row[c] for row in table[1:]}


def printed(edition: str, code: str) -> dict[str, str]:
    return {k: v or "" for k, v in PRINTED[edition][code].items()}


def select(dlg: TiebreakDialog, code: str) -> None:
    view = child(dlg, QListView, "selectedList")
    m = view.model()
    row = next(r for r in range(m.rowCount()) if m.data(m.index(r, 0), CODE_ROLE) == code)
    view.setCurrentIndex(m.index(row, 0))


def click(qtbot: QtBot, dlg: TiebreakDialog, name: str) -> None:
    button = child(dlg, QPushButton, name)
    assert button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("in_thread", [False, True], ids=["event-loop", "worker-thread"])
def test_the_preview_follows_each_change_through_the_live_standings(
    qtbot: QtBot, gui_env: list[str], monkeypatch: pytest.MonkeyPatch, in_thread: bool
) -> None:
    if in_thread:  # the example counts as a big event: every computation in the worker
        monkeypatch.setattr(tiebreak_dialog, "SYNC_LIMIT", 0)
    # Which run each computation of the live standings started from (None: from scratch).
    started_from: list[Run | None] = []
    real = live_mod.compute_after

    def spy(last: Run | None, *args: object, **kwargs: object) -> object:
        started_from.append(last)
        return real(last, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(live_mod, "compute_after", spy)

    t = read_trf(FIDE_TEC / HELD_5)
    t.rules, t.tiebreaks = "fide-2024", ["BH"]
    dlg = TiebreakDialog(t)
    qtbot.addWidget(dlg)
    dlg.show()

    def check() -> None:
        assert dlg.wait_for_preview()
        edited = dlg.edited_tournament()
        assert shown(dlg) == from_scratch(edited)
        latest = dlg.live.latest
        assert latest is not None and latest.standings == compute(edited)

    check()
    assert column(dlg, "BH") == printed("fide-2024", "BH")

    dlg.add("SB")
    check()
    assert column(dlg, "SB") == printed("fide-2024", "SB")

    dlg.add("BH/C1")
    check()
    assert column(dlg, "BH/C1") == printed("fide-2024", "BH/C1")

    select(dlg, "BH")
    click(qtbot, dlg, "removeButton")
    check()
    assert shown(dlg)[0][4:] == ("SB", "BH/C1")

    dlg.add("ARO/C1")  # undefined for player 12, who had a single rated game
    dlg.add("FB")
    check()
    assert column(dlg, "ARO/C1") == printed("fide-2024", "ARO/C1")
    assert column(dlg, "FB") == printed("fide-2024", "FB")

    select(dlg, "FB")
    click(qtbot, dlg, "upButton")
    check()
    assert shown(dlg)[0][4:] == ("SB", "BH/C1", "FB", "ARO/C1")

    rules = child(dlg, QComboBox, "ruleCombo")
    rules.setCurrentIndex(rules.findData("fide-2026"))
    check()
    assert column(dlg, "SB") == printed("fide-2026", "SB")
    assert column(dlg, "FB") == printed("fide-2026", "FB")

    unfinished = child(dlg, QComboBox, "unfinishedCombo")
    unfinished.setCurrentIndex(1 - unfinished.currentIndex())
    check()
    child(dlg, QSpinBox, "unratedRatingSpin").setValue(1500)
    check()

    # Every computation after the first (the tournament as it stands) started from the last.
    assert len(started_from) >= 2
    assert started_from[0] is None
    assert all(run is not None for run in started_from[1:])
