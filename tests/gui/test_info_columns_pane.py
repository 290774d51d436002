"""The live standings pane shows information-only columns after the tie-breaks, marked
"(info)", and never ranks by them (issue 4, acceptance 2: seed 003, DrawBoss "Korrektion",
tests/data/seeds/drawboss_example.trf and expected.json)."""

from __future__ import annotations

import json

from conftest import SEEDS
from gatetools import Gates
from guitools import expected_pane, free_editing, gui_env_fixture, pane, window_fixture  # noqa: F401 - fixtures
from PySide6.QtCore import Qt

from arbiter_app.core import profiles
from arbiter_app.core.edits import ChangeSettings
from arbiter_app.gui.main_window import MainWindow

DB = json.loads((SEEDS / "expected.json").read_text(encoding="utf-8"))["drawboss_example.trf"]


def test_pane_shows_info_columns_after_the_list(
    window: MainWindow, qtmodeltester: object, gates: Gates
) -> None:
    """With the `drawboss` preset: BHL ranks, RSUM/BHM/BHL-V1 are shown as "(info)" columns;
    C (3) and H (8) share places 3-4 although their rating corrections differ (4125, 3980)."""
    window.open_path(SEEDS / "drawboss_example.trf")
    free_editing(window, gates)
    t = window.document.tournament
    assert window.push(ChangeSettings(**profiles.get("drawboss").settings(t)), "preset")
    m = window.standings_model
    heads = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(4, m.columnCount())]
    assert heads == ["BHL", "RSUM (info)", "BHM (info)", "BHL/V1 (info)"]
    tip = m.headerData(5, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "not used for ranking" in tip
    assert m.tiebreaks == ("BHL",) and m.columns == ("BHL", "RSUM", "BHM", "BHL/V1")
    rows = {r[1]: r for r in pane(window)}
    assert rows["3"][0] == rows["8"][0] == "3-4"
    for sn, row in rows.items():
        assert row[4:] == (
            DB["buchholz_layers"][sn],
            str(DB["rating_correction"][sn]),
            DB["buchholz_median"][sn],
            DB["buchholz_variant1"][sn],
        )
    assert pane(window) == expected_pane(t)
    row_a = next(i for i, r in enumerate(pane(window)) if r[1] == "1")
    value_tip = m.data(m.index(row_a, 5), Qt.ItemDataRole.ToolTipRole)
    assert value_tip.startswith("RSUM = 4250")  # seed 003: 1250 + 1110 + 1020 + 870
    qtmodeltester.check(m)  # type: ignore[attr-defined]
