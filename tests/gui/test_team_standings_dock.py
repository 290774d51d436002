"""The live team standings (`teamStandingsDock`): a team event opens with its teams ranked as the
command line ranks them; a board's result entered in the window moves the match and the team
standings at once; undo restores them; an individual event hides the dock."""

from __future__ import annotations

from pathlib import Path

from gatetools import Gates
from guitools import (  # noqa: F401 - pytest fixtures
    free_editing,
    gui_env_fixture,
    window_fixture,
)
from languages import language_env_fixture  # noqa: F401 - pytest fixture
from pytestqt.qtbot import QtBot

from arbiter_app.core.edits import SetResult
from arbiter_app.core.model import Result
from arbiter_app.core.teams.standings import compute
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.trf import read_trf

DATA = Path(__file__).parents[1] / "data"
CRETE = DATA / "real" / "swiss-manager" / "crete_2025_teams.trf"
HELD5 = DATA / "fide-tec" / "held_swiss_5.trf"


def _rows(window: MainWindow) -> list[tuple[str, str, str, str]]:
    m = window.team_dock.model
    return [
        tuple(str(m.data(m.index(r, c))) for c in (0, 1, 3, 4))  # type: ignore[misc]
        for r in range(m.rowCount())
    ]


def test_team_standings_follow_every_edit_and_undo(
    window: MainWindow, qtbot: QtBot, gates: Gates
) -> None:
    window.open_path(CRETE)
    free_editing(window, gates)
    assert window.wait_for_standings()
    assert window.team_dock.isVisible()
    expected = compute(read_trf(CRETE))
    shown = _rows(window)
    ranked = [(str(x.rank), str(x.team.number)) for x in expected.rows]
    assert [(r[0], r[1]) for r in shown] == ranked
    # Team 3 (Ο.Α.Χ.) first with 8 MP; in round 1 its board 1 (player 76) beat 137 of team 7
    # (Σ.Ο.ΑΝΩΓΕΙΩΝ), and the match ended 5.5-4.5 (the file's games). Make it a loss: 4.5-5.5,
    # team 3 loses the match (8 - 2 = 6 MP, 26.5 - 1 = 25.5 GP), team 7 wins it (3 - 0 + 2 = 5
    # MP, 20.5 + 1 = 21.5 GP).
    before = {r[1]: r for r in shown}
    assert before["3"][2:] == ("8.0", "26.5") and before["7"][2:] == ("3.0", "20.5")
    assert read_trf(CRETE).player(76).entry(1).result is Result.WIN
    window.document.push(SetResult(1, 76, Result.LOSS), "result")
    assert window.wait_for_standings()
    after = {r[1]: r for r in _rows(window)}
    assert after["3"][2:] == ("6.0", "25.5") and after["7"][2:] == ("5.0", "21.5")
    window.document.undo_stack.undo()
    assert window.wait_for_standings()
    assert {r[1]: r for r in _rows(window)} == before
    # A value explains itself: MP of the first team, round by round.
    m = window.team_dock.model
    tip = m.data(m.index(0, 3), 3)  # ToolTipRole
    assert tip.splitlines()[0].startswith("Round 1: ")


def test_an_individual_event_has_no_team_dock(window: MainWindow) -> None:
    window.open_path(HELD5)
    assert window.wait_for_standings()
    assert not window.team_dock.isVisible()


def test_team_points_have_the_languages_decimal_separator(
    window: MainWindow, language_env: None
) -> None:
    """In Swedish team 3's 8 MP and 26.5 GP (the file's games) read 8,0 and 26,5, as every
    other number in the window."""
    from arbiter_app.gui import i18n

    i18n.install("sv")
    window.open_path(CRETE)
    assert window.wait_for_standings()
    shown = {r[1]: r for r in _rows(window)}
    assert shown["3"][2:] == ("8,0", "26,5")
