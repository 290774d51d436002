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


def test_a_late_entry_in_a_trf_gets_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A TRF with round 1 played: 1 (2400) beat 3 (2200), 2 (2300) drew 4 (2100). G (2250)
    arrives: C.04.2 2.4 (worked by hand) gives him 3, between 2300 and 2200; the old 3 and 4
    become 4 and 5, the crosstable read back follows them; G has no round-1 game."""
    from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
    from arbiter_app.io.trf import read_trf, write_trf

    t = Tournament(name="Late", start_date="2026-03-05", rounds=3)
    for sn, rating in enumerate((2400, 2300, 2200, 2100), start=1):
        t.add_player(Player(sn, f"P{rating}", rating=rating))
    for a, b, res in ((1, 3, Result.WIN), (2, 4, Result.DRAW)):
        t.replace_player(t.player(a).with_entry(1, RoundEntry(b, Colour.WHITE, res)))
        t.replace_player(t.player(b).with_entry(1, RoundEntry(a, Colour.BLACK, res.mirror)))
    path = tmp_path / "late.trf"
    write_trf(t, path)
    assert main(["players", "add", str(path), "--name", "G", "--rating", "2250"]) == 0
    assert capsys.readouterr().out.strip() == "Player 3: G (2250)."
    back = read_trf(path)
    assert [p.name for p in back.players] == ["P2400", "P2300", "G", "P2200", "P2100"]
    assert back.player(1).rounds[0].opponent == 4 and back.player(5).rounds[0].opponent == 2
    assert back.points(back.player(3)) == 0
