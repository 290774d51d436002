"""The players view: register players from the imported list through `playerSearch` (typing
and Enter), sort by a header, renumber by rating (FIDE C.04.2 initial ranking), undo; driven
by objectName on the real main window (offscreen).

The list is the synthetic FIDE excerpt (tests/data/ratinglists/README.md); the values checked
are those of its lines (e.g. `90000001 Lindqvist, Ake SWE M FM ... 2301 ... 2009`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gatetools import Gates
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLineEdit, QListWidget, QPushButton, QTableView
from pytestqt.qtbot import QtBot

from arbiter_app.core.edits import SetGame
from arbiter_app.core.model import Colour, FideMode, Player, Result, Tournament
from arbiter_app.gui import settings
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.players_model import COLUMNS
from arbiter_app.io.ratinglists import import_list

LIST = Path(__file__).resolve().parent.parent / "data" / "ratinglists" / "players_list_foa.txt"


@pytest.fixture
def lists(gui_env: object) -> Path:
    directory = settings.data_dir() / "ratinglists"
    import_list(LIST, directory=directory, list_date="2026-11-01")
    return directory


def register(qtbot: QtBot, w: MainWindow, text: str) -> None:
    search = w.findChild(QLineEdit, "playerSearch")
    search.setFocus()
    search.clear()
    qtbot.keyClicks(search, text)
    matches = w.findChild(QListWidget, "playerMatches")
    assert matches.count() >= 1, text
    qtbot.keyClick(search, Qt.Key.Key_Return)


def table_column(view: QTableView, column: int) -> list[object]:
    model = view.model()
    return [model.index(r, column).data(Qt.ItemDataRole.EditRole) for r in range(model.rowCount())]


def test_register_sort_renumber_undo(qtbot: QtBot, window: MainWindow, lists: Path) -> None:
    w = window
    view = w.findChild(QTableView, "playersView")
    assert view is not None and w.findChild(QLineEdit, "playerSearch") is not None
    for text in ("lindqvist, a", "okafor", "vachier-test", "90000002"):
        register(qtbot, w, text)
    t = w.document.tournament
    assert [p.name for p in t.players] == [
        "Lindqvist, Ake", "Okafor, Ngozi", "Vachier-Test, Anne-Lise", "Nunez Alvarez, Jose Maria",
    ]  # fmt: skip
    # The list's K (SK column: 20, 40, 10, 20) was kept with each player.
    assert table_column(view, COLUMNS.index("k")) == [20, 40, 10, 20]
    ake = t.player(1)
    assert (ake.start_no, ake.title, ake.federation, ake.rating, ake.fide_id, ake.birth_date) == (
        1, "FM", "SWE", 2301, "90000001", "2009",
    )  # fmt: skip
    assert t.player(3).title == "WGM" and t.player(3).sex == "w"
    assert table_column(view, 2) == [p.name for p in t.players]

    view.sortByColumn(4, Qt.SortOrder.DescendingOrder)  # Rating
    assert table_column(view, 4) == [2401, 2301, 2105, 1876]

    w.findChild(QPushButton, "renumberButton").click()
    # C.04.2: by rating: Vachier-Test 2401, Lindqvist 2301, Okafor 2105, Nunez Alvarez 1876.
    by_no = {p.start_no: p.name for p in w.document.tournament.players}
    assert by_no == {
        1: "Vachier-Test, Anne-Lise", 2: "Lindqvist, Ake", 3: "Okafor, Ngozi",
        4: "Nunez Alvarez, Jose Maria",
    }  # fmt: skip
    w.document.undo_stack.undo()  # the renumbering
    assert w.document.tournament.player(1).name == "Lindqvist, Ake"
    w.document.undo_stack.undo()  # the last registration
    assert [p.name for p in w.document.tournament.players][-1] == "Vachier-Test, Anne-Lise"
    assert w.findChild(QTableView, "playersView").model().rowCount() == 3


def test_edit_in_place_and_duplicates(qtbot: QtBot, window: MainWindow, lists: Path) -> None:
    w = window
    register(qtbot, w, "okafor")
    register(qtbot, w, "okafor")  # the same FIDE ID twice: flagged
    view = w.findChild(QTableView, "playersView")
    model = view.model()
    assert model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole) == (
        "Duplicate entry: the same FIDE ID twice"
    )
    assert model.setData(model.index(1, 4), "2150")
    assert w.document.tournament.player(2).rating == 2150
    w.document.undo_stack.undo()
    assert w.document.tournament.player(2).rating == 2105
    assert not model.setData(model.index(1, 4), "21x0")


def test_import_with_progress_and_cancel(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """The list imported from the window in the background; a second import cancelled at once
    leaves the first list as it was (300 players, its date)."""
    from benchmarks.ratings import write_list

    view = window.players_view
    assert view.findChild(QPushButton, "importRatingList") is not None
    with qtbot.waitSignal(view.listImported, timeout=20000):
        assert view.importer.start(LIST, view, list_date="2026-11-01")
    assert view.importer.result is not None and view.importer.result.players == 300
    assert view.list_info.text().startswith("fide: list of ")
    big = tmp_path / "players_list_foa.txt"
    write_list(big, 60000)
    with qtbot.waitSignal(view.listImported, timeout=20000):
        assert view.importer.start(big, view, list_date="2026-12-01")
        view.importer.cancel()
    assert view.importer.result is None and view.last_error is not None
    assert "cancelled" in view.last_error
    (summary,) = view.lists.summaries()
    assert summary.players == 300


def test_the_import_asks_for_a_date_the_file_does_not_say(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The combined list (`players_list_foa.txt`) says no date: the window asks (the first of
    this month offered); a single-type list named `..._nov26frl` says its own."""
    import datetime as dt

    from PySide6.QtWidgets import QDateEdit, QDialog

    from arbiter_app.gui.rating_import import ListDateDialog

    asked: list[str] = []

    def answer(dialog: ListDateDialog) -> int:
        asked.append(dialog.findChild(QDateEdit, "listDate").date().toString("yyyy-MM-dd"))
        dialog.edit.setDate(dialog.edit.date().addMonths(-1))
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(ListDateDialog, "exec", answer)
    importer = window.players_view.importer
    first = dt.date.today().replace(day=1)
    earlier = (first - dt.timedelta(days=1)).replace(day=1)
    assert importer.date_for(LIST, window) == earlier.isoformat()
    assert asked == [first.isoformat()]
    assert importer.date_for(LIST.parent / "standard_nov26frl.txt", window) == ""
    assert asked == [first.isoformat()]


def test_paste_rows_and_import_entries(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Rows copied from a spreadsheet: without a header in the table's column order (title,
    name, fed, rating, FIDE ID, born, sex); with a header by its names. A bad rating is named
    and the row left out. Each paste is one undo step."""
    view = window.players_view
    pasted = "FM\tLindqvist, Ake\tSWE\t2301\t90000001\t2009\tM\n\tEk, Lars\tSWE\t1x40\t\t1972\tM\n"
    assert view.paste(pasted) == 1
    (p,) = window.document.tournament.players
    assert (p.title, p.name, p.federation, p.rating, p.fide_id, p.birth_date, p.sex) == (
        "FM", "Lindqvist, Ake", "SWE", 2301, "90000001", "2009", "m",
    )  # fmt: skip
    assert view.last_error == "clipboard:2: 'standard' is not a whole number ('1x40')"
    assert view.paste("Name\tElo\tFed\nBerg, Bo\t2100\tNOR\nAdams, Al\t1900\tENG\n") == 2
    assert [(p.name, p.rating) for p in window.document.tournament.players][1:] == [
        ("Berg, Bo", 2100), ("Adams, Al", 1900),
    ]  # fmt: skip
    window.document.undo_stack.undo()
    assert len(window.document.tournament.players) == 1
    entries = tmp_path / "entries.csv"
    entries.write_text("Namn;Rating;Födelseår\nÖberg, Märta;1875;1958\n", encoding="utf-8")
    assert view.import_entries(entries) == 1
    assert window.document.tournament.player(2).name == "Öberg, Märta"
    assert window.document.tournament.player(2).rating == 1875


def test_club_from_the_national_list_table_dialog_and_paste(
    qtbot: QtBot, window: MainWindow, lists: Path
) -> None:
    """The SSF list's `Klubb` column (tests/data/ratinglists/national.csv: Öberg, Märta of SK
    Rockaden) is copied on registration; the Club column edits in place (one undo step); the
    player dialog has the field; pasted rows and imported entries map a club column."""
    from PySide6.QtWidgets import QDialogButtonBox

    from arbiter_app.gui.dialogs import PlayerDialog

    import_list(LIST.parent / "national.csv", directory=lists, source="ssf", list_date="2026-11-01")
    register(qtbot, window, "oberg, m")  # accent-insensitive (and keyClicks is ASCII)
    t = window.document.tournament
    assert (t.player(1).name, t.player(1).club, t.player(1).national_rating) == (
        "Öberg, Märta", "SK Rockaden", 1875,
    )  # fmt: skip
    model = window.findChild(QTableView, "playersView").model()
    club = COLUMNS.index("club")
    assert model.headerData(club, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) == "Club"
    assert model.index(0, club).data() == "SK Rockaden"
    assert model.setData(model.index(0, club), " Lunds ASK ")
    assert window.document.tournament.player(1).club == "Lunds ASK"
    window.document.undo_stack.undo()
    assert window.document.tournament.player(1).club == "SK Rockaden"

    dialog = PlayerDialog(window.document.tournament.player(1), {1})
    qtbot.addWidget(dialog)
    field = dialog.findChild(QLineEdit, "playerClub")
    assert field.text() == "SK Rockaden"
    field.setText("  Eksjö SS ")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.player().club == "Eksjö SS"

    view = window.players_view
    assert view.paste("Namn\tKlubb\tElo\nBerg, Bo\tSK Kamraterna\t2100\n") == 1
    assert view.paste("\tEk, Lars\tSWE\t1640\t\t1972\tM\tEksjö SS\n") == 1  # table order
    entries = lists.parent / "entries.csv"
    entries.write_text("Namn;Klubb;Rating\nÅs, Per;Team Viking;1500\n", encoding="utf-8")
    assert view.import_entries(entries) == 1
    assert [(p.name, p.club) for p in window.document.tournament.players][1:] == [
        ("Berg, Bo", "SK Kamraterna"), ("Ek, Lars", "Eksjö SS"), ("Ås, Per", "Team Viking"),
    ]  # fmt: skip


def test_rating_type_of_the_event(qtbot: QtBot, window: MainWindow, lists: Path) -> None:
    """Rapid: Lindqvist registers with his rapid rating (list line: rapid 2250), the setting
    is one undo step and is kept in the project file."""
    from PySide6.QtWidgets import QComboBox

    from arbiter_app.io.project import load_project, save_project

    combo = window.findChild(QComboBox, "ratingType")
    assert combo.currentData() == "standard"
    combo.activated.emit(combo.findData("rapid"))
    assert window.document.tournament.ratings.rating_type == "rapid"
    register(qtbot, window, "lindqvist")
    assert window.document.tournament.player(1).rating == 2250
    target = lists.parent / "event.arbiter"
    save_project(window.document.tournament, target)
    assert load_project(target).ratings.rating_type == "rapid"
    window.document.undo_stack.undo()  # the registration
    window.document.undo_stack.undo()  # the rating type
    assert "rating_type" not in window.document.tournament.extra
    assert combo.currentData() == "standard"


def test_rating_sequence_source_and_hand_typed_mark(
    qtbot: QtBot, window: MainWindow, lists: Path
) -> None:
    """Rapid's default sequence is rapid, then standard: Lindqvist registers with his rapid
    2250 (from fide:rapid), Nunez Alvarez, who has no rapid rating (list line: standard 1876,
    rapid 0), with his standard 1876 (from fide:standard). With the sequence "rapid" alone a
    player without a rapid rating registers unrated. A rating typed in the table is marked:
    italics and "typed by hand", with the list's ratings beside it in the tooltip."""
    from PySide6.QtWidgets import QComboBox

    from arbiter_app.core.rating_change import rating_source

    window.findChild(QComboBox, "ratingType").activated.emit(1)  # Rapid
    sequence = window.findChild(QComboBox, "ratingSequence")
    assert sequence.currentData() == ["rapid", "standard"]
    register(qtbot, window, "lindqvist")
    register(qtbot, window, "90000002")
    t = window.document.tournament
    assert [(p.rating, rating_source(p)) for p in t.players] == [
        (2250, "fide:rapid"), (1876, "fide:standard"),
    ]  # fmt: skip
    sequence.activated.emit(sequence.findData(["rapid"]))
    assert window.document.tournament.ratings.sequence == ("rapid",)
    register(qtbot, window, "90000002")
    assert window.document.tournament.player(3).rating == 0

    view = window.findChild(QTableView, "playersView")
    model = view.model()
    column = COLUMNS.index("rating")
    assert model.setData(model.index(0, column), "2260")
    p = window.document.tournament.player(1)
    assert (p.rating, rating_source(p)) == (2260, "hand")
    assert model.index(0, column).data(Qt.ItemDataRole.FontRole).italic()
    tip = model.index(0, column).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines() == ["Rating typed by hand", "fide (2026-11-01): std 2301, rpd 2250"]
    assert (
        model.index(1, column)
        .data(Qt.ItemDataRole.ToolTipRole)
        .startswith("Rating from fide:standard")
    )
    window.document.undo_stack.undo()  # the typed rating
    assert rating_source(window.document.tournament.player(1)) == "fide:rapid"


def test_a_rating_from_another_list_is_choosable(
    qtbot: QtBot, window: MainWindow, lists: Path
) -> None:
    """Lindqvist (list line: standard 2301, rapid 2250) registered in a standard event: the
    table's menu offers his rapid rating; choosing it is one undo step and records the source."""
    from arbiter_app.core.rating_change import rating_source
    from arbiter_app.gui.rating_choice import choose, rating_choices

    register(qtbot, window, "lindqvist")
    p = window.document.tournament.player(1)
    choices = rating_choices(window.players_view.lists, p)
    assert [text for text, _ in choices] == ["Rating 2250 (fide rapid, list of 2026-11-01)"]
    choose(window.document, choices[0][1], True)  # what the menu's action does
    p = window.document.tournament.player(1)
    assert (p.rating, rating_source(p)) == (2250, "fide:rapid")
    window.document.undo_stack.undo()
    assert window.document.tournament.player(1).rating == 2301


def test_players_dock_shown_for_a_new_event_only(window: MainWindow) -> None:
    from conftest import FIDE_TEC
    from PySide6.QtWidgets import QDockWidget

    dock = window.findChild(QDockWidget, "playersDock")
    assert dock.isVisible()  # a new event: registration first
    assert window.import_trf(str(FIDE_TEC / "held_round_robin.trf"))
    assert not dock.isVisible()  # players are in: the grid gets the room
    window.findChild(QAction, "actionShowPlayers").trigger()
    assert dock.isVisible()


def test_the_lists_age_against_the_event(window: MainWindow, lists: Path) -> None:
    """The list of 1 November 2026 is the list in force for an event starting 10 November
    2026; for one starting 10 January 2027 two newer monthly lists exist (December, January):
    a warning to import the newer one."""
    from arbiter_app.core.edits import ChangeSettings

    view = window.players_view
    window.push(ChangeSettings(start_date="2026-11-10"), "start")
    assert view.list_info.text().endswith("(the list in force for the event)")
    assert view.list_info.property("warning") is False
    window.push(ChangeSettings(start_date="2027-01-10"), "start")
    assert view.list_info.text().endswith(
        "(2 month(s) older than the list in force: import the newer list)"
    )
    assert view.list_info.property("warning") is True


def test_a_national_list_in_the_sequence_and_the_source_beside_the_rating(
    qtbot: QtBot, window: MainWindow, lists: Path, tmp_path: Path
) -> None:
    """With an SSF list imported, the sequence offers "Standard → ssf"; chosen (one undo
    step), Dawi (FIDE list: 100000, standard 0) registers with the SSF list's 1650 and the
    table shows "ssf:standard" beside it and 1650 as the national rating; Anka (GM 2573 in
    the FIDE list, 2550 in the SSF list) with his FIDE 2573 from "fide:standard". The same
    lists and values as tests/cli/test_rating_sequence_lists.py."""
    from PySide6.QtWidgets import QComboBox

    ssf = tmp_path / "ssf.csv"
    ssf.write_text(
        "Efternamn;Förnamn;Rating;FIDE-ID\nDawi;Kahangor;1650;100000\nAnka;Hanzoyu;2550;100014\n",
        encoding="utf-8",
    )
    import_list(ssf, directory=lists, source="ssf", list_date="2026-11-01")
    window.players_view.show_list_info()  # what the end of an import does
    sequence = window.findChild(QComboBox, "ratingSequence")
    at = sequence.findData(["standard", "ssf"])
    assert sequence.itemText(at) == "Standard → ssf"
    sequence.activated.emit(at)
    assert window.document.tournament.ratings.sequence == ("standard", "ssf")
    register(qtbot, window, "100000")
    register(qtbot, window, "100014")
    model = window.findChild(QTableView, "playersView").model()
    shown = [
        [
            model.index(r, COLUMNS.index(c)).data()
            for c in ("rating", "rating_from", "national_rating")
        ]
        for r in range(model.rowCount())
    ]
    assert shown == [[1650, "ssf:standard", 1650], [2573, "fide:standard", 2550]]
    header = [model.headerData(COLUMNS.index(c), Qt.Orientation.Horizontal) for c in
              ("rating_from", "national_rating")]  # fmt: skip
    assert header == ["From", "Nat."]
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert window.document.tournament.ratings.sequence == ()


def test_renumber_after_round_4_meets_the_gate(window: MainWindow, gates: Gates) -> None:
    """C.04.2 2.3: the button after round 4 has been paired: refused in FIDE mode (level 5);
    outside it asked twice, then one undo step with its journal line. Four players entered
    from the lowest rating (1 1800 … 4 2100), four rounds of draws: the ranking is 4 3 2 1."""
    t = Tournament(name="Four", start_date="2026-06-01", rounds=5)
    for sn in range(1, 5):
        t.add_player(Player(sn, f"P{sn}", rating=1700 + 100 * sn))
    for r in range(1, 5):
        SetGame(r, 1, 2, Colour.WHITE, Result.DRAW).apply(t)
        SetGame(r, 3, 4, Colour.WHITE, Result.DRAW).apply(t)
    w = window
    w.show_tournament(t)
    t = w.document.tournament
    button = w.findChild(QPushButton, "renumberButton")
    button.click()
    assert gates.told == [("renumber-after-round-4", 5)] and not gates.asked
    assert [p.name for p in t.players] == ["P1", "P2", "P3", "P4"]
    t.fide_mode = FideMode(on=False, left_round=4, reason="club")
    gates.answer = True
    button.click()
    assert gates.asked == [
        ("renumber-after-round-4", 4, False),
        ("renumber-after-round-4", 4, True),
    ]
    assert [t.player(sn).name for sn in range(1, 5)] == ["P4", "P3", "P2", "P1"]
    assert [e.what for e in t.journal] == ["renumber-after-round-4"]
    w.document.undo_stack.undo()
    assert [t.player(sn).name for sn in range(1, 5)] == ["P1", "P2", "P3", "P4"]
    assert t.journal == ()
