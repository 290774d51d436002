"""PrizesDialog: the prize table typed in, the prize list computed from the standings, Hort
and tie-break distribution, load and save as the CLI's JSON.

Event: the FIDE TEC round robin `held_round_robin.trf` (Alyx 2200, Bruno 2150, Charline 2100
on 3½; David 2050, Helene 2000, Franck 1950 on 1½). Hand calculations in each test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIDE_TEC
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from languages import language_env_fixture  # noqa: F401 - pytest fixture
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QMessageBox, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from arbiter_app.core.categories import Category
from arbiter_app.core.standings import compute
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.prizes_dialog import PrizesDialog, condition_text, parse_condition
from arbiter_app.io.project import load_project, save_project
from arbiter_app.io.trf import read_trf, write_trf

RR = FIDE_TEC / "held_round_robin.trf"


def dialog(qtbot: QtBot, tiebreaks: list[str]) -> PrizesDialog:
    t = read_trf(RR)
    d = PrizesDialog(t, compute(t, tiebreaks=tiebreaks))
    qtbot.addWidget(d)
    return d


def type_row(d: PrizesDialog, row: int, name: str, who: str, amounts: str) -> None:
    table = d.findChild(QTableWidget, "prizeTable")
    if row >= table.rowCount():
        d.add_group("", "", "")
    for c, text in enumerate((name, who, amounts)):
        table.setItem(row, c, QTableWidgetItem(text))


def test_shared_prizes_and_a_rating_band(qtbot: QtBot) -> None:
    """No tie-breaks: Alyx, Bruno, Charline share 300 + 200 + 100 = 200 each; the band
    1900-2050 holds David, Helene, Franck (all 1½): 90 shared, 30 each. Total 690."""
    d = dialog(qtbot, [])
    assert d.objectName() == "PrizesDialog"
    type_row(d, 0, "Overall", "", "300, 200, 100")
    type_row(d, 1, "Band", "1900-2050", "90")
    assert sorted(d.awarded()) == sorted([
        ("Overall", "1-3", "Alyx", "200.00"), ("Overall", "1-3", "Bruno", "200.00"),
        ("Overall", "1-3", "Charline", "200.00"), ("Band", "1-3", "David", "30.00"),
        ("Band", "1-3", "Helene", "30.00"), ("Band", "1-3", "Franck", "30.00"),
    ])  # fmt: skip
    assert d.total.text() == "Total 690.00"


def test_hort_and_by_tiebreak_in_rating_order(qtbot: QtBot) -> None:
    """Ranked by rating (RTNG, C.07 10.6): Alyx 2200, Bruno 2150, Charline 2100 in that order.
    Hort on 300/200/100: Alyx 150 + 100 = 250, Bruno 100 + 100 = 200, Charline 50 + 100 = 150.
    The three share places 1-3 under Hort; by tie-break they are 1st, 2nd, 3rd: 300, 200, 100."""
    d = dialog(qtbot, ["RTNG"])
    type_row(d, 0, "Overall", "", "300 200 100")
    combo = d.findChild(QComboBox, "prizeDistribution")
    combo.setCurrentIndex(combo.findData("hort"))
    assert d.awarded() == [
        ("Overall", "1-3", "Alyx", "250.00"), ("Overall", "1-3", "Bruno", "200.00"),
        ("Overall", "1-3", "Charline", "150.00"),
    ]  # fmt: skip
    combo.setCurrentIndex(combo.findData("tiebreak"))
    assert [(a[1], a[3]) for a in d.awarded()] == [
        ("1", "300.00"),
        ("2", "200.00"),
        ("3", "100.00"),
    ]


def test_bad_lines_are_named_and_files_round_trip(qtbot: QtBot, tmp_path: Path) -> None:
    d = dialog(qtbot, [])
    type_row(d, 0, "Overall", "U16 X9", "100")
    assert d.problem == "line 1: “X9” is not a condition" and d.awarded() == []
    type_row(d, 0, "Overall", "", "100.005")
    assert d.problem == "line 1: amounts are numbers with at most two decimals"
    type_row(d, 0, "Overall", "", "300, 200, 100")
    type_row(d, 1, "Women U16", "U16 F", "50")
    path = tmp_path / "prizes.json"
    assert d.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["prizes"][1] == {
        "category": "Women U16",
        "under": 16,
        "sex": "F",
        "amounts": ["50.00"],
    }
    other = dialog(qtbot, [])
    assert other.load(path)
    assert other.findChild(QTableWidget, "prizeTable").item(1, 1).text() == "U16 F"
    assert other.awarded() == d.awarded()


def test_condition_words() -> None:
    c = parse_condition("x", "S50 M 1600-1799 rated SWE #3,17")
    assert (c.over, c.sex, c.rating_min, c.rating_max, c.unrated) == (50, "M", 1600, 1799, False)
    assert (c.federations, c.players) == (frozenset({"SWE"}), frozenset({3, 17}))
    assert condition_text(c) == "S50 M 1600-1799 rated SWE #3,17"
    for text in ("0-1899", "2000-9999", "U18 F"):  # one-sided bands read back as written
        assert condition_text(parse_condition("x", text)) == text
    assert parse_condition("x", "0-1899").rating_min is None


def test_export_prize_list(qtbot: QtBot, tmp_path: Path) -> None:
    """The list shown (200 each for the three leaders) written as PDF and HTML."""
    import pypdf

    d = dialog(qtbot, [])
    type_row(d, 0, "Overall", "", "300, 200, 100")
    assert d.export(tmp_path / "prizes.pdf") and d.export(tmp_path / "prizes.html")
    text = "".join(p.extract_text() for p in pypdf.PdfReader(tmp_path / "prizes.pdf").pages)
    assert "Charline" in text and "200.00" in text and "600.00" in text
    assert "Total 600.00" in (tmp_path / "prizes.html").read_text(encoding="utf-8")
    assert not d.export(tmp_path / "prizes.doc")


def test_club_condition(qtbot: QtBot, tmp_path: Path) -> None:
    """Bruno and David play for SK Rockaden (registered in two spellings), Franck for Lunds
    ASK. No tie-breaks: overall Alyx, Bruno, Charline share 300 + 200 + 100 (200 each); the
    club's ranking is Bruno (3½), David (1½); one prize per player: Bruno keeps his overall 200
    and is left out of the club's list, where David moves up to place 1 and takes the 50. The
    condition reads and writes back, and survives the JSON file."""
    from msgspec.structs import replace

    t = read_trf(RR)
    for sno, club in ((2, "SK Rockaden"), (4, "sk rockaden"), (5, "Lunds ASK")):
        t.replace_player(replace(t.player(sno), club=club))
    d = PrizesDialog(t, compute(t, tiebreaks=[]))
    qtbot.addWidget(d)
    assert [t.player(s).name for s in (2, 4, 5)] == ["Bruno", "David", "Franck"]
    type_row(d, 0, "Overall", "", "300, 200, 100")
    type_row(d, 1, "Rockaden", 'club:"SK ROCKADEN"', "50")
    assert ("Rockaden", "1", "David", "50.00") in d.awarded()
    assert d.total.text() == "Total 650.00"
    path = tmp_path / "clubs.json"
    assert d.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["prizes"][1]["clubs"] == ["SK ROCKADEN"]
    other = PrizesDialog(t, compute(t, tiebreaks=[]))
    qtbot.addWidget(other)
    assert other.load(path)
    assert other.findChild(QTableWidget, "prizeTable").item(1, 1).text() == 'club:"SK ROCKADEN"'
    c = parse_condition("x", 'U18 club:"Lunds ASK" club:Rockaden SWE')
    assert (c.under, c.clubs, c.federations) == (18, frozenset({"Lunds ASK", "Rockaden"}), {"SWE"})
    assert condition_text(c) == 'U18 SWE club:"Lunds ASK" club:Rockaden'
    assert parse_condition("x", condition_text(c)) == c
    assert condition_text(Category("y")) == ""
    type_row(d, 1, "Rockaden", 'club:""', "50")
    assert "is not a condition" in (d.problem or "")


# -- the table belongs to the tournament ---------------------------------------------------------
SIX_GROUPS = [
    ("Overall", "", "300, 200, 100"),
    ("Women", "F", "50"),
    ("Juniors", "U18", "40"),
    ("Seniors", "S65", "40"),
    ("Band", "1900-2050", "90"),
    ("Club", 'club:"SK Rockaden"', "25"),
]


def test_the_table_stays_with_the_tournament_under_undo(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Six groups typed, Close, reopened: all six there; undo removes them; the project file
    and the TRF's arbiter-app comment keep them."""
    window.show_tournament(read_trf(RR))
    seen: list[list[tuple[str, str, str]]] = []

    def fill_and_close(d: PrizesDialog) -> int:
        for row, group in enumerate(SIX_GROUPS):
            type_row(d, row, *group)
        d.reject()  # the Close button
        return 0

    def look_and_close(d: PrizesDialog) -> int:
        table = d.findChild(QTableWidget, "prizeTable")
        seen.append(
            [tuple(table.item(r, c).text() for c in range(3)) for r in range(table.rowCount())]
        )
        d.reject()
        return 0

    action = window.findChild(QAction, "actionPrizes")
    monkeypatch.setattr(PrizesDialog, "exec", fill_and_close)
    action.trigger()
    monkeypatch.setattr(PrizesDialog, "exec", look_and_close)
    action.trigger()
    assert seen[-1] == SIX_GROUPS  # (whole amounts as typed: no cents)
    t = window.document.tournament
    assert t.prizes is not None and len(t.prizes["prizes"]) == 6

    project = tmp_path / "event.arbiter"
    save_project(t, project)
    assert load_project(project).prizes == t.prizes
    trf = tmp_path / "event.trf"
    write_trf(t, trf)
    assert read_trf(trf).prizes == t.prizes

    window.document.undo_stack.undo()
    assert window.document.tournament.prizes is None
    action.trigger()
    assert seen[-1] == [("Overall", "", "")]  # a new table again
    window.document.undo_stack.redo()
    action.trigger()
    assert seen[-1] == SIX_GROUPS  # (whole amounts as typed: no cents)


def test_a_table_with_a_mistake_is_not_closed_on_silently(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = dialog(qtbot, [])
    type_row(d, 0, "Overall", "seniors", "300")  # not a condition
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        return lambda *args: asked.append(args[2]) or button

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    d.show()
    d.reject()
    assert asked and "seniors" in asked[0] and d.isVisible() and d.edit() is None
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Discard))
    d.reject()
    assert not d.isVisible()


def test_conditions_in_the_windows_language(language_env: None) -> None:
    """In Swedish the arbiter types `oratad`, `ratad`, `klubb:` (English still reads), and a
    kept table is shown back in Swedish."""
    from arbiter_app.gui import i18n

    i18n.install("sv")
    c = parse_condition("x", 'oratad klubb:"SK Rockaden"')
    assert (c.unrated, c.clubs) == (True, frozenset({"SK Rockaden"}))
    assert parse_condition("x", "unrated club:Lund") == Category(
        "x", unrated=True, clubs=frozenset({"Lund"})
    )
    assert condition_text(parse_condition("x", "rated")) == "ratad"
    assert condition_text(c) == 'oratad klubb:"SK Rockaden"'
