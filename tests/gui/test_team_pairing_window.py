"""Pairing a team event from the window (issue 27): the round view pairs the next round of
matches through the use case `pair` runs (`app.team_pairing`), off the GUI thread, one undo
step; under the boards a team arbiter reads the teams without a match and the team checker's
findings, not the reserves or the players' colour findings.

The file: a team Swiss of 6 teams x 4 boards (5 players each, the fifth a reserve),
generated and paired for 2 rounds with results, written as TRF-26. Team 6 withdraws after
round 2: in the window in the lineup editor, on the command line with `pair --withdraw-team 6`
(written as `240 Z` records for rounds 3-5, the withdrawal kept in the arbiter-app comment).
The window and `arbiter-app pair` each pair round 3 from a copy of the same file: the same
matches, the same team bye (5 teams present: one bye, C.04.6 art. 1.4) and the same boards
with the same colours.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from guitools import (  # noqa: F401 - pytest fixtures
    gui_env_fixture,
    window_fixture,
)
from PySide6.QtGui import QAction

from arbiter_app.cli import main
from arbiter_app.core.model import Result
from arbiter_app.core.pairing.generator import Settings
from arbiter_app.core.pairing.round import next_round
from arbiter_app.core.pairing.sheets import without_game
from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
from arbiter_app.core.pairing.teams import team_pairing_of
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.round_view import RoundView
from arbiter_app.gui.team_lineups import TeamsDialog
from arbiter_app.io.team_engines import pair_teams
from arbiter_app.io.trf import read_trf, write_trf


def _six_teams(path: Path) -> None:
    s = clamped_teams(Settings(players=0, rounds=5, seed=11, teams=6, boards=4))
    t = generate_teams(s, pair_teams, upto=2)
    assert t.teams is not None and len(t.teams.teams) == 6
    write_trf(t, path)


def test_a_team_swiss_paired_in_the_window_equals_pair_on_the_same_file(
    window: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str], gates: Any
) -> None:
    path = tmp_path / "six.trf"
    _six_teams(path)
    cli_copy = tmp_path / "cli.trf"
    shutil.copy(path, cli_copy)
    assert main(["pair", str(cli_copy), "--withdraw-team", "6"]) == 0
    out = capsys.readouterr().out
    assert "not paired: withdrawn after round 2" in out
    # TRF-26 240 (type, round, team): the withdrawal reaches any engine as zero-point byes.
    lines = cli_copy.read_text().splitlines()
    assert {"240 Z   3    6", "240 Z   4    6", "240 Z   5    6"} <= set(lines)
    by_cli = read_trf(cli_copy)

    window.open_path(path)
    assert window.wait_for_standings()
    view = window.findChild(RoundView, "roundView")
    assert view is not None
    window.round_dock.raise_()
    view.reload()
    assert view.left_out.text() == ""
    editor = TeamsDialog(window.document.tournament, window)
    editor.list.setCurrentRow(5)  # team 6
    assert editor.withdrawn.text() == "not withdrawn"
    editor.withdrawn.setValue(2)
    editor.accept()
    withdrawal = editor.edit()
    assert withdrawal is not None and window.push(withdrawal, "teams")
    assert window.wait_for_standings()
    # Before pairing: who the round leaves out and why (as for players).
    assert view.left_out.text().startswith("Not paired in round 3: 6 ")
    assert "withdrawn after round 2" in view.left_out.text()
    # Round 2: every team had a match, so nothing is listed.
    view.show_round(2)
    assert view.byes.text() == "" and not view.byes.isVisible()
    pair = view.findChild(QAction, "actionPairRound")
    assert pair is not None
    pair.trigger()
    t = window.document.tournament
    assert t.rounds_paired == 3 and view.spin.value() == 3
    mine, theirs = team_pairing_of(t, 3), team_pairing_of(by_cli, 3)
    assert mine == theirs and len(mine.matches) == 2 and mine.bye not in (None, 6)
    for p in t.players:
        assert p.entry(3) == by_cli.player(p.start_no).entry(3), p.start_no
    assert view.model.rowCount() == 2 * 4  # two matches of four boards
    text = view.byes.text()
    assert text.startswith("Teams without a match: ") and "withdrawn after round 2" in text
    assert "Pairing-allocated bye" in text or "pairing-allocated bye" in text.lower()
    assert not view.findings.isVisible()  # the team checker finds nothing
    # One undo step takes the round away again, its team bye too; so does Unpair last round.
    window.document.undo_stack.undo()
    assert window.wait_for_standings()
    t = window.document.tournament
    assert t.rounds_paired == 2 and t.teams is not None
    assert all(p.entry(3).result is Result.NOT_PAIRED for p in t.players)
    assert all(r != 3 for r, _team in t.teams.byes)
    window.document.undo_stack.redo()
    assert window.wait_for_standings()
    assert team_pairing_of(window.document.tournament, 3) == theirs
    unpair = view.findChild(QAction, "actionUnpairRound")
    assert unpair is not None
    gates.answer = True  # unpairing is a pairing-integrity event: it asks (level 3)
    unpair.trigger()
    t = window.document.tournament
    assert next_round(t) == 3 and t.teams is not None
    assert all(p.entry(3).result is Result.NOT_PAIRED for p in t.players)
    assert all(r != 3 for r, _team in t.teams.byes)


def test_a_real_team_files_round_lists_teams_and_team_findings_not_reserves(
    window: MainWindow,
) -> None:
    """Crete 2025 (Swiss-Manager, 163 players in teams of 10 boards and reserves): the reserves
    who sat a round out are no "absences" of a team event; the findings are the team
    checker's, in team numbers (no player's colour difference: a team's boards alternate)."""
    crete = Path(__file__).parents[1] / "data" / "real" / "swiss-manager" / "crete_2025_teams.trf"
    window.open_path(crete)
    assert window.wait_for_standings()
    view = window.findChild(RoundView, "roundView")
    assert view is not None
    window.round_dock.raise_()
    view.show_round(1)
    t = window.document.tournament
    assert t.teams is not None
    reserves = {no for no, _ in without_game(t, 1)}
    assert reserves  # the individual list would name them
    names = {t.player(no).name for no in reserves}
    assert not any(name in view.byes.text() for name in names)
    findings = view.findings.text()
    assert "colour" not in findings.lower() and "Player " not in findings
