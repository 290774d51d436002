"""Registration first, then the rounds (`gui.arrangement`), at a laptop's 1366×768.

A new event opens on registration: the players view's search box holds 30 characters and its
table shows at least 12 rows. Pairing round 1 hides it (the crosstable gets the room); what the
arbiter makes of either arrangement is kept for the next time, across a restart too.
"""

from __future__ import annotations

from gatetools import Gates
from guitools import free_editing, gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from msgspec.structs import replace
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Player, Tournament
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.players_view import SEARCH_CHARS
from arbiter_app.gui.round_view import RoundView


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


def registered(n: int = 9) -> Tournament:
    t = Tournament(name="Club", rounds=5)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    return t


def test_registration_then_rounds_remembered(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1366, 768)
    settle()
    dock = window.findChild(QDockWidget, "playersDock")
    view = window.players_view
    assert dock.isVisible()  # a new event: registration
    assert view.search.width() >= view.search.fontMetrics().averageCharWidth() * SEARCH_CHARS
    rows = view.table.viewport().height() // view.table.verticalHeader().defaultSectionSize()
    assert rows >= 12

    window.show_tournament(registered())
    settle()
    assert dock.isVisible()  # players in, round 1 not paired: still registration
    window.resizeDocks([dock], [300], Qt.Orientation.Vertical)  # the arbiter's own choice
    settle()
    chosen = dock.height()
    rounds = window.findChild(RoundView, "roundView")
    assert rounds.pair_next()
    settle()
    assert not dock.isVisible()  # round 1 paired: the crosstable gets the room
    window.document.undo_stack.undo()  # round 1 not paired again: registration as left
    settle()
    assert dock.isVisible() and abs(dock.height() - chosen) <= 2

    window.document.undo_stack.setClean()
    window.close()  # the arrangements are saved with the window's geometry
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1366, 768)
    again.show()
    settle()
    assert again.players_dock.isVisible() and abs(again.players_dock.height() - chosen) <= 2


def test_the_standings_reach_the_last_tiebreak_without_scrolling(
    window: MainWindow, qtbot: QtBot
) -> None:
    """21 players with long names, a list of six tie-breaks ending in LOT, at 1366×768: the
    standings pane shows every column (the name column takes what the numbers leave)."""
    from arbiter_app.core.model import Colour, Result, RoundEntry

    t = registered(21)
    t.tiebreaks = ["BH/C1", "BH", "SB", "DE", "WIN", "LOT"]
    for p in list(t.players):
        name = f"Johansson-Lindqvist, Anna-Karin {p.start_no}"
        opponent = p.start_no + 1 if p.start_no % 2 else p.start_no - 1
        entry = (
            RoundEntry(opponent, Colour.WHITE if p.start_no % 2 else Colour.BLACK, Result.DRAW)
            if opponent <= 20
            else RoundEntry(result=Result.PAIRING_BYE)
        )
        t.replace_player(replace(p, name=name, rounds=(entry,)))
    window.resize(1366, 768)
    window.show_tournament(t)
    assert window.wait_for_standings()
    settle()
    view = window.standings_view
    assert view.model().columnCount() == 4 + 6
    assert view.horizontalScrollBar().maximum() == 0


def test_the_bundled_example_with_the_fide_preset_needs_no_scrolling(
    window: MainWindow, gates: Gates
) -> None:
    """Seven tie-breaks (DE, WIN, BPG, BH/C1, BH, SB, LOT) and short names: the name column is
    as wide as the longest name, LOT in view at 1366×768."""
    from pathlib import Path

    from arbiter_app.core import profiles
    from arbiter_app.core.edits import ChangeSettings

    window.resize(1366, 768)
    example = Path(__file__).parents[2] / "resources" / "examples" / "fide_exercise_swiss_9.trf"
    assert window.import_trf(str(example))
    free_editing(window, gates)
    t = window.current_tournament()
    window.push(ChangeSettings(**profiles.get("fide-2024-swiss").settings(t)), "preset")
    assert window.wait_for_standings()
    settle()
    assert window.standings_model.columnCount() == 4 + 7
    assert window.standings_view.horizontalScrollBar().maximum() == 0


def test_a_team_event_leaves_the_players_standings_their_columns(window: MainWindow) -> None:
    """A team event (Crete 2025, 4 rounds, 8 teams) at 1366×768: the team standings sit at the
    bottom beside the team tables, so the players' standings keep every column (Pts in view,
    no scrolling) and the team standings reach their GP column."""
    from pathlib import Path

    crete = Path(__file__).parents[1] / "data" / "real" / "swiss-manager" / "crete_2025_teams.trf"
    window.resize(1366, 768)
    assert window.open_path(crete, ask=False)
    assert window.wait_for_standings()
    settle()
    assert window.dockWidgetArea(window.team_dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert window.team_dock.isVisible()
    assert window.standings_view.horizontalScrollBar().maximum() == 0
    team = window.team_dock.view
    gp = team.horizontalHeader()
    assert gp.sectionViewportPosition(4) + gp.sectionSize(4) <= team.viewport().width()
