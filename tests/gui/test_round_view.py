"""The round view driven by objectName: pair, type results, pair again, unpair, undo/redo.

Expected boards come from the rules: C.04.3 round 1 (top half v bottom half, the top player
with the initial colour, colours alternating by board); points from the results typed here.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from gatetools import Gates
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from pairing_from_trf import absent_in_round_two
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QTableView
from pytestqt.qtbot import QtBot

from arbiter_app.core.boards import boards
from arbiter_app.core.edits import SetBye
from arbiter_app.core.model import Player, Result, System, Tournament
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.round_view import RoundTable, RoundView, shown_result
from arbiter_app.io.trf import read_trf


def new_event(n: int = 6) -> Tournament:
    # No more rounds than the players can play without a rematch (C.04.1 b; else pairing
    # round 1 asks first, core.fide_mode.rounds_asks).
    rounds = min(5, n - 1 if n % 2 == 0 else n)
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=rounds)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    return t


def standings_points(w: MainWindow) -> dict[int, Fraction]:
    assert w.wait_for_standings()
    return {row.start_no: row.points for row in w._latest.standings.rows}  # type: ignore[union-attr]


def test_pair_type_results_pair_unpair_undo(window: MainWindow, qtbot: QtBot, gates: Gates) -> None:
    w = window
    w.show_tournament(new_event())
    view = w.findChild(RoundView, "roundView")
    table = w.findChild(QTableView, "roundTable")
    pair = view.findChild(QAction, "actionPairRound")
    unpair = view.findChild(QAction, "actionUnpairRound")
    assert isinstance(table, RoundTable) and pair is not None and unpair is not None

    pair.trigger()
    t = w.document.tournament
    # C.04.3 round 1: 1-4, 5-2, 3-6 (S1 = 1-3 v S2 = 4-6, initial colour white, alternating).
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 4), (5, 2), (3, 6)]
    assert view.model.rowCount() == 3 and view.spin.value() == 1
    assert table.model().index(0, 1).data() == "1  Player 1"

    table.setFocus()
    table.selectRow(0)
    qtbot.keyClicks(table, "1")  # board 1: 1 beats 4; the cursor moves to board 2
    assert table.currentIndex().row() == 1
    qtbot.keyClicks(table, "=")  # board 2: 5 and 2 draw
    qtbot.keyClicks(table, "--")  # board 3: both forfeit
    assert t.player(1).entry(1).result is Result.WIN
    assert t.player(4).entry(1).result is Result.LOSS
    assert t.player(2).entry(1).result is Result.DRAW
    assert t.player(3).entry(1).result is Result.DOUBLE_FORFEIT
    assert table.model().index(0, 3).data() == "1 – 0"
    # Standings and crosstable follow: 1 has 1, 2 and 5 have ½.
    points = standings_points(w)
    assert (points[1], points[2], points[5], points[3]) == (1, Fraction(1, 2), Fraction(1, 2), 0)
    cross = w.crosstable_model
    cell = cross.index(cross.row_of(1), cross.column_of(1)).data()
    assert cell is not None and "4" in cell and "1" in cell  # "4w1": v 4 with white, won

    pair.trigger()
    assert view.spin.value() == 2 and view.model.rowCount() == 3
    paired = {p for b in boards(t, 2) for p in (b.white, b.black)}
    assert paired == {1, 2, 3, 4, 5, 6}
    assert not {frozenset((1, 4)), frozenset((2, 5))} & {
        frozenset((b.white, b.black)) for b in boards(t, 2)
    }  # no rematch of a played game (C.04.1.2)

    gates.answer = True  # a round unpaired (to pair it again) asks, and is journaled
    unpair.trigger()
    assert gates.asked == [("repair-round", 3, False)]
    assert [(e.what, e.round_no) for e in t.journal] == [("repair-round", 2)]
    assert all(p.entry(2).result is Result.NOT_PAIRED for p in t.players)
    assert view.spin.value() == 1
    w.document.undo_stack.undo()  # the pairing of round 2 is back, without its journal line
    assert t.journal == ()
    assert len(boards(t, 2)) == 3
    w.document.undo_stack.undo()  # round 2 not paired
    assert boards(t, 2) == []
    w.document.undo_stack.redo()
    assert len(boards(t, 2)) == 3
    assert standings_points(w)[1] == 1


def test_pairing_with_a_game_without_result_asks_then_adjourns_it(
    window: MainWindow, qtbot: QtBot, monkeypatch
) -> None:
    """C.02 (2026) checklist, adjourned games: pairing asks first (level 3, Cancel by default)
    naming the game; once confirmed the game is adjourned, in the journal, and one undo step
    takes both back."""
    from PySide6.QtWidgets import QMessageBox

    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Ok]
    asked: list[tuple[str, str]] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append((box.objectName(), box.text()))
        return answers.pop(0)

    from gatetools import real_dialogs

    real_dialogs(monkeypatch)
    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.show_tournament(new_event(4))
    view = window.findChild(RoundView, "roundView")
    assert view.pair_next()  # round 1: 1-3, 4-2 (C.04.3: top half v bottom half)
    t = window.document.tournament
    first = boards(t, 1)
    view.table.selectRow(0)
    qtbot.keyClicks(view.table, "1")  # board 1 has a result, board 2 none
    assert not view.pair_next()  # cancelled: nothing changes
    assert boards(t, 2) == [] and t.player(first[1].white).entry(1).result is Result.PENDING
    assert view.pair_next()
    name, text = asked[-1]
    assert name == "gateConfirmation"
    assert f"round 1 board 2: {first[1].white}-{first[1].black}" in text
    assert t.player(first[1].white).entry(1).result is Result.ADJOURNED
    assert t.player(first[1].black).entry(1).result is Result.ADJOURNED
    assert len(boards(t, 2)) == 2
    assert [j.what for j in t.journal] == ["pair-with-unfinished"]
    window.document.undo_stack.undo()
    assert boards(t, 2) == [] and t.journal == ()
    assert t.player(first[1].white).entry(1).result is Result.PENDING


def test_unpair_asks_when_results_exist(window: MainWindow, qtbot: QtBot, monkeypatch) -> None:
    from gatetools import real_dialogs
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []  # the gate UNPAIR_WITH_RESULTS (level 3), Cancel chosen
    real_dialogs(monkeypatch)
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: asked.append(box.objectName()) or QMessageBox.StandardButton.Cancel,
    )
    window.show_tournament(new_event(4))
    view = window.findChild(RoundView, "roundView")
    view.pair_next()
    view.table.selectRow(0)
    qtbot.keyClicks(view.table, "0")
    assert not view.unpair_last()
    assert asked == ["gateConfirmation"] and len(boards(window.document.tournament, 1)) == 2
    assert window.document.tournament.player(1).entry(1).result is Result.LOSS


def test_a_single_dash_is_a_forfeit_loss_for_white(window: MainWindow, qtbot: QtBot) -> None:
    window.show_tournament(new_event(4))
    view = window.findChild(RoundView, "roundView")
    view.pair_next()
    view.table.selectRow(0)
    qtbot.keyClick(view.table, Qt.Key.Key_Minus)
    qtbot.waitUntil(lambda: view.model.boards and view.table.currentIndex().row() == 1)
    first = boards(window.document.tournament, 1)[0]
    assert window.document.tournament.player(first.white).entry(1).result is Result.FORFEIT_LOSS
    assert window.document.tournament.player(first.black).entry(1).result is Result.FORFEIT_WIN


def test_print_pairings_previews_the_shown_round(
    window: MainWindow, qtbot: QtBot, monkeypatch
) -> None:
    import arbiter_app.gui.pairing_print as pairing_print

    shown: list = []
    monkeypatch.setattr(
        pairing_print, "preview_pairings", lambda sheet, *a, **k: shown.append(sheet)
    )
    window.show_tournament(new_event(6))
    view = window.findChild(RoundView, "roundView")
    view.pair_next()
    view.findChild(QAction, "actionPrintPairings").trigger()
    assert len(shown) == 1 and shown[0].round_no == 1
    t = window.document.tournament
    assert [(b.white.start_no, b.black.start_no) for b in shown[0].boards] == [
        (b.white, b.black) for b in boards(t, 1)
    ]


def test_swap_colours_and_exchange_players_with_the_checkers_findings(
    window: MainWindow, qtbot: QtBot, gates: Gates
) -> None:
    from PySide6.QtCore import QItemSelectionModel
    from PySide6.QtWidgets import QLabel

    window.show_tournament(new_event(8))
    view = window.findChild(RoundView, "roundView")
    view.pair_next()
    t = window.document.tournament
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 5), (6, 2), (3, 7), (8, 4)]
    findings = view.findChild(QLabel, "roundFindings")
    assert findings.isHidden()  # a clean round
    view.table.selectRow(1)
    view.findChild(QAction, "actionSwapColours").trigger()
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 5), (2, 6), (3, 7), (8, 4)]
    # Boards 1 and 3: a-b, c-d -> a-d, c-b.
    view.table.clearSelection()
    selection = view.table.selectionModel()
    for row in (0, 2):
        selection.select(
            view.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )
    view.findChild(QAction, "actionExchangePlayers").trigger()
    # Players moved away from the pairing: a pairing-integrity event, asked (Cancel first).
    assert gates.asked == [("player-moved", 3, False)]
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 5), (2, 6), (3, 7), (8, 4)]
    gates.answer = True
    view.findChild(QAction, "actionExchangePlayers").trigger()
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 7), (2, 6), (3, 5), (8, 4)]
    assert [(e.what, e.round_no) for e in t.journal] == [("player-moved", 1)]
    assert findings.isHidden()
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 5), (6, 2), (3, 7), (8, 4)]


def test_findings_show_a_rematch_entered_by_hand(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel

    from arbiter_app.core.edits import SetGame
    from arbiter_app.core.model import Colour

    t = new_event(4)
    SetGame(1, 1, 3, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 4, 2, Colour.WHITE, Result.DRAW).apply(t)
    SetGame(2, 3, 1, Colour.WHITE, Result.PENDING).apply(t)  # a rematch (C.04.1.2)
    SetGame(2, 2, 4, Colour.WHITE, Result.PENDING).apply(t)
    window.show_tournament(t)
    view = window.findChild(RoundView, "roundView")
    view.show_round(2)
    text = view.findChild(QLabel, "roundFindings").text()
    assert "Players 3 and 1 already met (round 1)." in text
    assert "Players 2 and 4 already met (round 1)." in text


def test_a_long_list_of_findings_shows_the_first_ones_and_how_many_more(
    window: MainWindow, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QLabel

    from arbiter_app.core.edits import SetGame
    from arbiter_app.core.model import Colour
    from arbiter_app.gui.round_view import SHOWN_FINDINGS

    # 30 players, round 2 entered by hand as round 1 again: 15 rematches (C.04.1.2), one
    # finding each: the first 12, then how many more.
    t = new_event(30)
    for r in (1, 2):
        for white in range(1, 31, 2):
            SetGame(r, white, white + 1, Colour.WHITE, Result.DRAW).apply(t)
    window.show_tournament(t)
    view = window.findChild(RoundView, "roundView")
    view.show_round(2)
    label = view.findChild(QLabel, "roundFindings")
    lines = QTextDocumentFragment.fromHtml(label.text()).toPlainText().split("\n")
    assert SHOWN_FINDINGS == 12
    assert lines[:2] == [
        "✖ Players 1 and 2 already met (round 1).",
        "✖ Players 3 and 4 already met (round 1).",
    ]
    assert len(lines) == 13
    assert lines[-1] == "… and 3 more."


def test_a_finding_links_to_its_board(window: MainWindow, qtbot: QtBot) -> None:
    """Four players: 1-2 and 3-4 met in round 1 and are paired again in round 2 (C.04.1.2):
    the rematch finding of 3 and 4 is a link, and following it selects their board."""
    from PySide6.QtWidgets import QLabel

    from arbiter_app.core.edits import SetGame
    from arbiter_app.core.model import Colour

    t = new_event(4)
    SetGame(1, 1, 2, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 3, 4, Colour.WHITE, Result.DRAW).apply(t)
    SetGame(2, 2, 1, Colour.WHITE, Result.PENDING).apply(t)
    SetGame(2, 4, 3, Colour.WHITE, Result.PENDING).apply(t)
    window.show_tournament(t)
    view = window.findChild(RoundView, "roundView")
    view.show_round(2)
    label = view.findChild(QLabel, "roundFindings")
    assert '<a href="4">' in label.text()  # the finding of board 4-3 names 4 first
    view.table.selectRow(0)
    label.linkActivated.emit("4")
    rows = {i.row() for i in view.table.selectionModel().selectedRows()}
    assert [(view.model.boards[r].white, view.model.boards[r].black) for r in rows] == [(4, 3)]


def test_a_bye_entered_in_the_grid_before_pairing_keeps_the_player_out(
    window: MainWindow, qtbot: QtBot
) -> None:
    # Status for the next round is set in the crosstable before pairing: player 6 asks for a
    # half-point bye in round 1 (typed `H` in his round-1 cell); the other five are paired and
    # the odd one out gets the pairing-allocated bye (C.04.1.3).
    window.show_tournament(new_event(6))
    cross = window.crosstable_model
    assert cross.setData(cross.index(cross.row_of(6), cross.column_of(1)), "H")
    view = window.findChild(RoundView, "roundView")
    assert view.pair_next()
    t = window.document.tournament
    assert t.player(6).entry(1).result is Result.HALF_BYE
    placed = {p for b in boards(t, 1) for p in (b.white, b.black)}
    byes = [p.start_no for p in t.players if p.entry(1).result is Result.PAIRING_BYE]
    assert len(placed) == 4 and len(byes) == 1 and placed | set(byes) == {1, 2, 3, 4, 5}


def test_cancelling_the_pairing_leaves_the_round_unpaired(
    window: MainWindow, qtbot: QtBot, monkeypatch
) -> None:
    from PySide6.QtWidgets import QProgressDialog

    # The engine runs in a child process; the progress dialog's Cancel stops it at once.
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    window.show_tournament(new_event(300))
    view = window.findChild(RoundView, "roundView")
    assert not view.pair_next()
    assert boards(window.document.tournament, 1) == []
    assert not window.document.undo_stack.canUndo()


def test_the_round_lists_its_byes_and_absences_under_the_boards(
    window: MainWindow, qtbot: QtBot
) -> None:
    # Eight players; 8 asks for a half-point bye in round 1 (typed `H` before pairing): seven
    # are paired, one of them gets the pairing-allocated bye (C.04.1.3). In round 2 player 2
    # is absent (`Z`): seven again, another pairing-allocated bye.
    window.show_tournament(new_event(8))
    cross = window.crosstable_model
    assert cross.setData(cross.index(cross.row_of(8), cross.column_of(1)), "H")
    view = window.findChild(RoundView, "roundView")
    byes = view.findChild(QLabel, "roundByes")
    t = window.document.tournament

    def expected(round_no: int, *others: tuple[int, str]) -> str:
        (pab,) = [p.start_no for p in t.players if p.entry(round_no).result is Result.PAIRING_BYE]
        listed = sorted([(pab, "pairing-allocated bye"), *others])
        return "Byes and absences: " + " · ".join(f"{s} Player {s}: {what}" for s, what in listed)

    assert view.pair_next()
    assert byes.isVisible() and byes.text() == expected(1, (8, "half-point bye"))
    table = window.findChild(QTableView, "roundTable")
    table.setFocus()
    table.selectRow(0)
    qtbot.keyClicks(table, "+")  # board 1: white wins by forfeit
    assert table.model().index(0, 3).data() == "1 – 0 forfeit"
    qtbot.keyClicks(table, "1=")
    assert cross.setData(cross.index(cross.row_of(2), cross.column_of(2)), "Z")
    assert view.pair_next()
    assert byes.text() == expected(2, (2, "zero-point bye"))


def test_absent_in_round_two_is_paired_in_round_three(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 24 through the window: a TRF from another program where player 6 was absent in
    round 2 (`0000 - Z`); before pairing round 3 the view lists who will not be paired and why
    (2: a half-point bye entered for it), and `actionPairRound` pairs 6 (C.04.1)."""
    w = window
    src = tmp_path / "club.trf"
    absent_in_round_two(src)
    t = read_trf(src)
    SetBye(3, 2, Result.HALF_BYE).apply(t)
    w.show_tournament(t)
    view = w.findChild(RoundView, "roundView")
    assert view is not None
    view.show_round(2)
    left_out = view.findChild(QLabel, "roundLeftOut")
    assert left_out is not None and not left_out.isHidden()
    assert left_out.text() == "Not paired in round 3: 2 Player 2 (half-point bye)"
    pair = view.findChild(QAction, "actionPairRound")
    assert pair is not None
    pair.trigger()
    t = w.document.tournament
    on_boards = {p for b in boards(t, 3) for p in (b.white, b.black)}
    bye = [p.start_no for p in t.players if p.entry(3).result is Result.PAIRING_BYE]
    # Paired (C.04.1): on a board or given the pairing-allocated bye.
    assert 6 in on_boards | set(bye) and 2 not in on_boards and len(on_boards) + len(bye) == 5
    assert t.player(2).entry(3).result is Result.HALF_BYE


def test_an_event_older_than_every_engine_says_which_text_pairs_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    w = window
    t = new_event()
    t.start_date = "2011-10-01"
    w.show_tournament(t)
    view = w.findChild(RoundView, "roundView")
    assert view is not None
    view.show_round(1)
    note = view.findChild(QLabel, "roundLeftOut")
    assert note is not None and not note.isHidden()
    assert note.text() == (
        "No engine implements the pairing text in force on 2011-10-01 (before 1 July 2017): "
        "the FIDE (Dutch) text of 2017 pairs this event."
    )


def test_a_board_with_an_opponent_the_file_does_not_have_is_shown(
    window: MainWindow, tmp_path: Path
) -> None:
    """Player 1's round 1 names opponent 2, whom the file does not have (validation's error):
    the round view shows the board with that number, never a crash."""
    path = tmp_path / "half.trf"
    path.write_text(
        "012 x\n001    1      A                                 2000 NOR"
        "                         1.0    1     2 w 1\n",
        encoding="utf-8",
    )
    window.open_path(path)
    view = window.findChild(RoundView, "roundView")
    view.show_round(1)
    model = view.model
    row = [model.data(model.index(0, c)) for c in range(model.columnCount())]
    assert row[1] == "1  A" and row[4] == "2  (no such player)" and row[5] == ""
    assert row[3] == shown_result(Result.WIN)
