"""Team screens and lists (issue 27, part 3).

Acceptance 3: a team round robin of 8 teams x 4 boards, paired by the Berger table for 8
(C.05 Annex 1, `core.pairing.berger` applied to team numbers), written as TRF-26 and opened as
a user opens a file. Rounds 1-6 are all drawn on every board (each match 2-2: every team
6 x 1 = 6 MP, 6 x 2 = 12 GP, each player 6 x 1/2 = 3 points); round 7 is paired without
results. A match of it is entered board by board from the keyboard in the match view: 1, =,
0, 1 for the first-named team (the Berger table's white team, white on board 1, 352 `WBWB`),
so it wins 2.5-1.5: 8 MP and 14.5 GP, its opponent 6 MP and 13.5 GP. The crosstable's round 7
cell reads `opponent: 2.0 (2.5)` (before: `opponent: (0.0)`, a match without its results has
no match points yet); the first-named team's board 1 player has 3 + 1 = 4 points from 7 games,
4/7 = 57.1 % in the board table. Undo restores all of it.

Acceptance 5: the team final list PDF (read back with pypdf) contains every team and every match
point the window's team standings show.
"""

from __future__ import annotations

import re
from pathlib import Path

from guitools import (  # noqa: F401 - pytest fixtures
    gui_env_fixture,
    window_fixture,
)
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.pairing.berger import schedule
from arbiter_app.core.team_model import Team, TeamSetup
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.trf import format_trf

TEAMS, BOARDS = 8, 4


def _members(team: int) -> list[int]:
    return [(team - 1) * BOARDS + b for b in range(1, BOARDS + 1)]


def team_round_robin() -> tuple[Tournament, list[tuple[int, int]]]:
    """The event, and round 7's matches (first-named team, other team) in Berger order."""
    rounds = schedule(TEAMS)
    t = Tournament(name="Team round robin", rounds=len(rounds), start_date="2026-06-01")
    t.system = System.ROUND_ROBIN
    entries = {n: [RoundEntry()] * len(rounds) for n in range(1, TEAMS * BOARDS + 1)}
    for berger in rounds:
        r = berger.number
        result = Result.DRAW if r < len(rounds) else Result.PENDING
        for game in berger.games:
            home, away = _members(game.white), _members(game.black)
            for b, (x, y) in enumerate(zip(home, away, strict=True)):
                white, black = (x, y) if b % 2 == 0 else (y, x)  # WBWB
                entries[white][r - 1] = RoundEntry(black, Colour.WHITE, result)
                entries[black][r - 1] = RoundEntry(white, Colour.BLACK, result.mirror)
    for n, rows in entries.items():
        t.add_player(Player(n, f"Player {n}", rating=2000 - n, rounds=tuple(rows)))
    t.teams = TeamSetup(
        teams=tuple(Team(k, f"Team {k}", members=tuple(_members(k))) for k in range(1, TEAMS + 1)),
        boards=BOARDS,
        colours="WBWB",
    )
    return t, [(g.white, g.black) for g in rounds[-1].games]


def _standings(window: MainWindow) -> dict[str, tuple[str, str]]:
    m = window.team_dock.model
    return {
        str(m.data(m.index(r, 1))): (str(m.data(m.index(r, 3))), str(m.data(m.index(r, 4))))
        for r in range(m.rowCount())
    }


def _crosstable(window: MainWindow) -> dict[str, list[str]]:
    rows = window.team_crosstable_dock.model.rows
    return {row[1]: row for row in rows}


def _board_row(window: MainWindow, start_no: int) -> list[str]:
    return next(
        row
        for row in window.team_boards_dock.model.rows
        if row[0] == "Board 1" and row[2] == str(start_no)
    )


def test_a_match_entered_board_by_board_updates_every_team_screen_and_undo_restores(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    t, last_round = team_round_robin()
    path = tmp_path / "teams.trf"
    path.write_text(format_trf(t), encoding="utf-8")
    window.open_path(path)
    assert window.wait_for_standings()
    assert window.team_crosstable_dock.isVisible() and window.team_match_dock.isVisible()
    assert all(v == ("6.0", "12.0") for v in _standings(window).values())
    before = (_standings(window), _crosstable(window), window.team_boards_dock.model.rows)
    dock = window.team_match_dock
    dock.select(7, 0)
    index = 0
    home, away = dock.matches[0].first.team, dock.matches[0].first.opponent
    assert (home, away) in last_round  # the Berger table's white team is named first
    assert _crosstable(window)[str(home)][3 + 6] == f"{away}: (0.0)"  # no result yet
    assert [g.player for g in dock.model.games] == _members(home)
    for key in "1=01":
        qtbot.keyClicks(dock.table, key)
        assert window.wait_for_standings()

    shown = _standings(window)
    assert shown[str(home)] == ("8.0", "14.5") and shown[str(away)] == ("6.0", "13.5")
    assert window.team_dock.model.standings.rows[0].team.number == home  # alone on 8 MP
    assert _crosstable(window)[str(home)][3 + 6] == f"{away}: 2.0 (2.5)"
    assert _crosstable(window)[str(away)][3 + 6] == f"{home}: 0.0 (1.5)"
    board_one = _board_row(window, _members(home)[0])
    assert board_one[5:] == ["7", "4.0", "57.1"]
    # The view moved on to the next match's first board once the last board was entered.
    assert dock.combo.currentIndex() == index + 1 and dock.table.currentIndex().row() == 0

    for _ in range(4):
        window.document.undo_stack.undo()
        assert window.wait_for_standings()
    assert (_standings(window), _crosstable(window), window.team_boards_dock.model.rows) == before


def test_the_team_final_list_pdf_has_every_team_and_match_point_shown(
    window: MainWindow, tmp_path: Path
) -> None:
    import pypdf

    crete = Path(__file__).parents[1] / "data" / "real" / "swiss-manager" / "crete_2025_teams.trf"
    window.open_path(crete)
    assert window.wait_for_standings()
    target = tmp_path / "teams.pdf"
    assert window.team_crosstable_dock.export(target)
    text = "\n".join(page.extract_text() for page in pypdf.PdfReader(target).pages)
    words = re.sub(r"\s+", " ", text)
    m = window.team_dock.model
    assert m.rowCount() > 1
    for r in range(m.rowCount()):
        name, mp, gp = (str(m.data(m.index(r, c))) for c in (2, 3, 4))
        # the list's row: rank, number, name, MP, GP in that order
        row = f"{m.data(m.index(r, 0))} {m.data(m.index(r, 1))} {name} {mp} {gp}"
        assert row in words, row


def test_the_settings_make_a_team_event_and_the_lineup_editor_fills_it(
    window: MainWindow, tmp_path: Path
) -> None:
    from arbiter_app.gui.dialogs import TournamentDialog
    from arbiter_app.gui.team_lineups import TeamsDialog

    t, _ = team_round_robin()
    t.teams = None  # the same games as an individual event
    path = tmp_path / "individual.trf"
    path.write_text(format_trf(t), encoding="utf-8")
    window.open_path(path)
    assert window.wait_for_standings()
    assert window.document.tournament.teams is None and not window.team_dock.isVisible()

    dialog = TournamentDialog(window.document.tournament, window)
    dialog.event_kind.kind.setCurrentIndex(1)  # Team
    dialog.event_kind.boards.setValue(BOARDS)
    edits = dialog.edits()
    assert len(edits) == 1 and window.push(edits[0], "settings")
    assert window.wait_for_standings()
    setup = window.document.tournament.teams
    assert setup is not None and setup.boards == BOARDS and setup.teams == ()

    editor = TeamsDialog(window.document.tournament, window)
    for k in (1, 2):
        editor.add_team()
        editor.name.setText(f"Club {k}")
        editor.members.setText(", ".join(str(m) for m in _members(k)))
    editor.round.setValue(2)
    editor.lineup.setText("6, 5, 0, 7")  # team 2 in round 2: out of order, board 3 empty
    editor.accept()
    edit = editor.edit()
    assert edit is not None and window.push(edit, "lineups")
    assert window.wait_for_standings()
    setup = window.document.tournament.teams
    assert [(x.number, x.name, x.members) for x in setup.teams] == [
        (1, "Club 1", (1, 2, 3, 4)),
        (2, "Club 2", (5, 6, 7, 8)),
    ]
    assert [(x.round_no, x.team, x.boards) for x in setup.lineups] == [(2, 2, (6, 5, 0, 7))]
    assert window.team_dock.model.rowCount() == 2
    window.document.undo_stack.undo()
    assert window.wait_for_standings()
    assert window.document.tournament.teams.teams == ()
    window.document.undo_stack.undo()
    assert window.wait_for_standings()
    assert window.document.tournament.teams is None and not window.team_dock.isVisible()


def test_a_rounds_team_pairing_list_and_match_slips(window: MainWindow, tmp_path: Path) -> None:
    """Round 7 of the Berger event: every match (C.05 Annex 1's round 7 for 8, first-named
    team first) with its boards' players, then a slip per match with the captains' line."""
    import pypdf

    t, last_round = team_round_robin()
    path = tmp_path / "teams.trf"
    path.write_text(format_trf(t), encoding="utf-8")
    window.open_path(path)
    assert window.wait_for_standings()
    window.team_match_dock.select(7, 0)
    target = tmp_path / "round7.pdf"
    assert window.team_match_dock.export_round(target)
    words = re.sub(r"\s+", " ", "\n".join(p.extract_text() for p in pypdf.PdfReader(target).pages))
    assert "Team pairings, round 7" in words and "Match slips, round 7" in words
    for home, away in last_round:
        assert f"{home} Team {home} – {away} Team {away}" in words
        first = _members(home)[0]
        assert f"1 {first}. Player {first}" in words
    assert words.count("Captains' signatures") == len(last_round)
