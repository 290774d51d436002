"""RatingChangeDialog on the FIDE TEC round robin (event of 1 August 2024: B.02 2024 text).

Hand calculation for Alyx (2200, born 1990: K 20 by 8.3.3): v Franck 1950 draw -0.31,
v Bruno 2150 win +0.43, v Charline 2100 win +0.36, v David 2050 loss -0.70, v Helene 2000 win
+0.24; sum +0.02 x 20 = +0.40 (PD from table 8.1.2: D 250 -> .81, 50 -> .57, 100 -> .64,
150 -> .70, 200 -> .76). With the imported list giving K 10 for her FIDE ID the change is +0.20.
"""

from __future__ import annotations

from pathlib import Path

from conftest import FIDE_TEC
from languages import language_env_fixture  # noqa: F401 - pytest fixture
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from arbiter_app.gui.rating_change_dialog import RatingChangeDialog
from arbiter_app.io.ratinglists import import_list
from arbiter_app.io.trf import read_trf

RR = FIDE_TEC / "held_round_robin.trf"
HEADER = Path(__file__).resolve().parent.parent / "data" / "ratinglists" / "players_list_foa.txt"


def row_of(d: RatingChangeDialog, name: str) -> list[str]:
    table = d.findChild(QTableWidget, "ratingChangeTable")
    for r in range(table.rowCount()):
        if table.item(r, 1).text() == name:
            return [table.item(r, c).text() for c in range(table.columnCount())]
    raise KeyError(name)


def test_changes_by_hand(qtbot: QtBot, tmp_path: Path) -> None:
    d = RatingChangeDialog(read_trf(RR), tmp_path / "none")
    qtbot.addWidget(d)
    assert d.objectName() == "RatingChangeDialog"
    assert row_of(d, "Alyx") == ["1", "Alyx", "2200", "20", "5", "3.5", "3.48", "+0.40", "2200"]
    assert "Round 1 v 5 (1950): 0.5 - 0.81 = -0.31 × 20 = -6.20" in (
        d.findChild(QTableWidget, "ratingChangeTable").item(0, 7).toolTip()
    )


def test_the_dialog_shows_the_events_k_and_notes_the_lists(qtbot: QtBot, tmp_path: Path) -> None:
    """A one-player list: Alyx's FIDE ID with K 10. The dialog shows the event's figures (the
    ones every face shows: K 20 by 8.3.3, +0.40) and says the list gives another K; once the
    list's K is taken over (kept in the event) it shows K 10 and +0.20."""
    t = read_trf(RR)
    from msgspec.structs import replace

    from arbiter_app.core.rating_change import SetKFactor

    t.replace_player(replace(t.player(1), fide_id="5000001"))
    lines = HEADER.read_text().splitlines()[:1]
    line = f"{'5000001':<15}{'Alyx':<61}{'NOR':<4}{'F':<4}{'':<5}{'':<5}{'':<15}{'':<4}"
    line += f"{'2200':<6}{'0':<4}{'10':<3}" + f"{'0':<6}{'0':<4}{'0':<3}" * 2 + f"{'1990':<6}"
    src = tmp_path / "players_list_foa.txt"
    src.write_text("\n".join([*lines, line]) + "\n")
    import_list(src, directory=tmp_path / "lists", list_date="2024-08-01")
    d = RatingChangeDialog(t, tmp_path / "lists")
    qtbot.addWidget(d)
    assert row_of(d, "Alyx")[3] == "20" and row_of(d, "Alyx")[7] == "+0.40"
    assert "another rating or K for 1 player(s)" in d.note.text()
    SetKFactor("5000001", 10).apply(t)
    d = RatingChangeDialog(t, tmp_path / "lists")
    qtbot.addWidget(d)
    assert row_of(d, "Alyx")[3] == "10" and row_of(d, "Alyx")[7] == "+0.20"
    assert row_of(d, "Bruno")[3] == "20"
    assert d.note.text() == "fide: list of 2024-08-01 (the list in force for the event)."


def test_swedish_numbers_have_the_decimal_comma(
    qtbot: QtBot, tmp_path: Path, language_env: None
) -> None:
    """The same figures for Alyx in Swedish: 3,5 points, 3,48 expected, +0,40."""
    from arbiter_app.gui import i18n

    i18n.install("sv")
    d = RatingChangeDialog(read_trf(RR), tmp_path / "none")
    qtbot.addWidget(d)
    assert row_of(d, "Alyx")[5:8] == ["3,5", "3,48", "+0,40"]
    assert (
        "-0,31 × 20 = -6,20" in d.findChild(QTableWidget, "ratingChangeTable").item(0, 7).toolTip()
    )
