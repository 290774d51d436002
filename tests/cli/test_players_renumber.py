"""`players renumber`: the start numbers of the C.04.2 initial ranking before round 1, as the
window's Renumber by rating; `validate` warns until then (the engines pair by start number)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.io.project import load_any


def test_renumber_by_the_initial_ranking(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.arbiter"
    assert main(["new", str(path), "--name", "Club", "--rounds", "3"]) == 0
    for i in range(1, 6):  # entered from the lowest rating: 2010, 2020, ... 2050
        assert main(["players", "add", str(path), "--name", f"P{i}", "--rating", f"20{i}0"]) == 0
    capsys.readouterr()
    assert main(["validate", str(path)]) == 0
    said = capsys.readouterr().out
    assert "player 5 is ranked 1; renumber by rating before pairing round 1" in said
    assert main(["players", "renumber", str(path)]) == 0
    t = load_any(path)
    # C.04.2 2.2: rating first: P5 (2050) is 1, ... P1 (2010) is 5.
    assert [(p.start_no, p.name) for p in t.players] == [
        (1, "P5"),
        (2, "P4"),
        (3, "P3"),
        (4, "P2"),
        (5, "P1"),
    ]
    capsys.readouterr()
    assert main(["validate", str(path)]) == 0
    assert "no findings" in capsys.readouterr().out
