"""A round counts once it is paired (`core.stage`): a bye entered before pairing is announced.

The event (`tests/data/friction/rounds12.trf`, written by hand: 5 players, 3 rounds planned),
points by hand after round 2:
    1 Aalto   beat 4, beat 3                     2
    2 Berg    drew 5, pairing-allocated bye (1)  1½
    3 Carlsen pairing-allocated bye (1), lost 1  1
    4 Dahl    lost 1, beat 5                     1
    5 Ek      drew 2, lost 4                     ½
Eva Ek asks for a half-point bye in round 3 (`H`, C.04.1 1.b: worth a draw). Until round 3 is
paired the lists stay "after round 2" with her at ½; once it is paired (two games, no result
yet) they say round 3 and count her bye: 1.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtWidgets import QLabel

from arbiter_app.cli import main as cli_main
from arbiter_app.core.model import Result
from arbiter_app.gui.crosstable_model import COL_POINTS
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.round_view import RoundView

ROUNDS_1_2 = (Path(__file__).parents[1] / "data" / "friction" / "rounds12.trf").read_text(
    encoding="utf-8"
)
BY_HAND = {1: Fraction(2), 2: Fraction(3, 2), 3: Fraction(1), 4: Fraction(1), 5: Fraction(1, 2)}
AFTER_2 = "Standings after round 2"
AFTER_3 = "Standings after round 3 – games without a result: 2, not counted"


def with_bye(tmp_path: Path) -> Path:
    """The file as a program writes it once the bye is entered: `0000 - H` in round 3."""
    text = ROUNDS_1_2.replace("4 b 0\n", "4 b 0  0000 - H\n").replace(
        "1700 SWE                         0.5", "1700 SWE                         1.0"
    )
    path = tmp_path / "announced.trf"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = with_bye(tmp_path)
    assert cli_main(["standings", str(path), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["heading"], doc["after_round"]) == (AFTER_2, 2)
    points = {row["start_no"]: Fraction(row["points"]) for row in doc["standings"]}
    assert points == BY_HAND
    assert cli_main(["standings", str(path)]) == 0
    assert AFTER_2 in capsys.readouterr().out.splitlines()


def shown(w: MainWindow) -> tuple[str, dict[int, Fraction], dict[int, str]]:
    """The heading, the standings' points and the crosstable's points column."""
    assert w.wait_for_standings()
    title = w.findChild(QLabel, "standingsTitle")
    assert title is not None
    rows = w._latest.standings.rows  # type: ignore[union-attr]
    cross = w.crosstable_model
    totals = {s: cross.index(cross.row_of(s), COL_POINTS).data() for s in BY_HAND}
    return title.text().split(" · ")[0], {r.start_no: r.points for r in rows}, totals


def test_the_window(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "rounds12.trf"
    path.write_text(ROUNDS_1_2, encoding="utf-8")
    assert window.open_path(path)
    before = shown(window)
    assert before[0] == AFTER_2 and before[1] == BY_HAND
    cross = window.crosstable_model
    assert cross.setData(cross.index(cross.row_of(5), cross.column_of(3)), "H")
    t = window.document.tournament
    assert t.player(5).entry(3).result is Result.HALF_BYE
    assert shown(window) == before  # announced: neither the heading nor a total moves
    assert "rounds: 2 of 3" in window.status_summary.text()

    view = window.findChild(RoundView, "roundView")
    assert view is not None and view.pair_next()
    heading, points, totals = shown(window)
    assert heading == AFTER_3
    assert points == {**BY_HAND, 5: Fraction(1)}
    assert (before[2][5], totals[5], totals[1]) == ("0.5", "1.0", "2.0")
    assert "rounds: 3 of 3" in window.status_summary.text()
    window.document.undo_stack.undo()  # round 3 not paired again: the bye is announced again
    assert shown(window) == before
