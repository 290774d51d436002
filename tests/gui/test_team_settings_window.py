"""Tournament > Settings… on a team event: the match points (TRF-26 362), the team bye and the
team tie-break list (202). OK is one undo step through the window's session, so FIDE mode's
gates apply: once round 1 is paired both are locked settings (Gate.LOCKED_SETTING), refused in
FIDE mode and asked twice outside it."""

from __future__ import annotations

from pathlib import Path

import pytest
from gatetools import Gates
from guitools import free_editing, gui_env_fixture, window_fixture  # noqa: F401
from PySide6.QtWidgets import QDialog, QLineEdit

from arbiter_app.core.team_model import MatchScoring
from arbiter_app.core.teams.standings import compute
from arbiter_app.gui.dialogs import TournamentDialog
from arbiter_app.gui.main_window import MainWindow

# Its games and their match points by hand: tests/cli/test_team_settings_cli.py.
LEAGUE = Path(__file__).parents[1] / "data" / "teams" / "league_4x2.trf"


def _type(monkeypatch: pytest.MonkeyPatch, values: dict[str, str]) -> None:
    def fill(dialog: TournamentDialog) -> int:
        for name, text in values.items():
            dialog.findChild(QLineEdit, name).setText(text)
        assert dialog.problem() is None
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(TournamentDialog, "exec", fill)


def _settings(w: MainWindow) -> bool:
    return w.tournament_actions.tournament_settings()


def test_three_one_zero_is_one_undo_step(
    window: MainWindow, gates: Gates, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.open_path(LEAGUE, ask=False)
    free_editing(window, gates)
    _type(
        monkeypatch,
        {"teamMatchWin": "3", "teamMatchDraw": "1", "teamMatchLoss": "0", "teamTiebreaks": "GP"},
    )
    assert _settings(window)
    t = window.document.tournament
    assert t.teams is not None and t.teams.scoring == MatchScoring(3, 1, 0)
    assert t.teams.tiebreaks == ("GP",)
    # The hand-computed 3-1-0 match points (team 1: W + D, 2: W + D, 3: L + W, 4: L + L).
    assert {r.team.number: r.mp for r in compute(t).rows} == {1: 4, 2: 4, 3: 3, 4: 0}
    # Outside FIDE mode a locked setting asks twice (two steps), each answered OK here.
    assert [a for a in gates.asked if a[0] == "locked-setting"] == [
        ("locked-setting", 4, False),
        ("locked-setting", 4, True),
    ] * 2  # the match scoring and the team list
    window.document.undo_stack.undo()
    t = window.document.tournament
    assert t.teams is not None and t.teams.scoring == MatchScoring(2, 1, 0)
    assert t.teams.tiebreaks == ()
    assert {r.team.number: r.mp for r in compute(t).rows} == {1: 3, 2: 3, 3: 2, 4: 0}


def test_refused_in_fide_mode_after_round_one(
    window: MainWindow, gates: Gates, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.open_path(LEAGUE, ask=False)
    assert window.document.tournament.fide_mode.on
    steps = window.document.undo_stack.count()
    _type(monkeypatch, {"teamMatchWin": "3"})
    assert not _settings(window)
    assert ("locked-setting", 5) in gates.told
    t = window.document.tournament
    assert t.teams is not None and t.teams.scoring == MatchScoring(2, 1, 0)
    assert window.document.undo_stack.count() == steps


def test_bad_values_are_named(window: MainWindow) -> None:
    assert window.open_path(LEAGUE, ask=False)
    dialog = TournamentDialog(window.document.tournament, window)
    dialog.findChild(QLineEdit, "teamMatchDraw").setText("one")
    assert "Match points" in (dialog.problem() or "")
    dialog.findChild(QLineEdit, "teamMatchDraw").setText("1/2")
    dialog.findChild(QLineEdit, "teamTiebreaks").setText("EDE, FOO")
    assert "FOO" in (dialog.problem() or "")
    dialog.deleteLater()
