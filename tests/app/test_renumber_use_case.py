"""Renumbering is one use case (`app.players.renumber_edit`) for the players view's button and
`arbiter-app players renumber`: with a late entry it closes the list of participants
(C.04.2 2.5), before round 4 by the initial ranking (C.04.2 2: rating first)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.core.edits import SetGame
from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.core.seeding import LATE_FLAG, late_entry
from arbiter_app.io.trf import read_trf, write_trf


def test_the_command_line_closes_the_list_with_a_late_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=5)
    for n, rating in enumerate((2000, 1900, 1800, 1700), start=1):
        t.add_player(Player(start_no=n, name=f"Player {n}", rating=rating))
    SetGame(1, 1, 3, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 4, 2, Colour.WHITE, Result.LOSS).apply(t)
    t.add_player(late_entry(t, Player(start_no=5, name="Late", rating=2100)))
    path = tmp_path / "club.trf"
    write_trf(t, path)
    assert LATE_FLAG in read_trf(path).player(5).flags  # (the file keeps the mark)

    assert main(["players", "renumber", str(path)]) == 0
    capsys.readouterr()
    after = read_trf(path)
    # Before round 4 the closed list is the initial ranking: 2100, 2000, 1900, 1800, 1700.
    assert [p.name for p in sorted(after.players, key=lambda p: p.start_no)] == [
        "Late",
        "Player 1",
        "Player 2",
        "Player 3",
        "Player 4",
    ]
    assert not any(LATE_FLAG in p.flags for p in after.players)  # the list is closed
