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


def after_round_4() -> object:
    """Four players entered from the lowest rating (1 1800 … 4 2100), four rounds of draws
    (1 v 2, 3 v 4 each round): the initial ranking (C.04.2 2.2) would be 4 3 2 1."""
    from arbiter_app.core.edits import SetGame
    from arbiter_app.core.model import Colour, Player, Result, Tournament

    t = Tournament(name="Four", start_date="2026-06-01", rounds=5)
    for sn in range(1, 5):
        t.add_player(Player(sn, f"P{sn}", rating=1700 + 100 * sn))
    for r in range(1, 5):
        SetGame(r, 1, 2, Colour.WHITE, Result.DRAW).apply(t)
        SetGame(r, 3, 4, Colour.WHITE, Result.DRAW).apply(t)
    return t


def test_renumbering_after_round_4_meets_the_gate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """C.04.2 2.3: no TPN changes once round 4 has been paired: refused in FIDE mode (level
    5, even with --confirm); outside it a two-step confirmation (--confirm) and a journal line,
    on a TRF written and read back."""
    from arbiter_app.io.trf import read_trf, write_trf

    path = tmp_path / "four.trf"
    write_trf(after_round_4(), path)  # type: ignore[arg-type]
    before = path.read_bytes()
    assert main(["players", "renumber", str(path), "--confirm"]) == 1
    assert capsys.readouterr().err == (
        "Start numbers can no longer change: round 4 has been paired. Refused in FIDE mode.\n"
    )
    assert path.read_bytes() == before
    assert main(["fide-mode", str(path), "--leave", "--reason", "club", "--confirm"]) == 0
    capsys.readouterr()
    assert main(["players", "renumber", str(path)]) == 1
    assert capsys.readouterr().err == (
        "Start numbers can no longer change: round 4 has been paired. This needs a two-step "
        "confirmation: use --confirm to go on.\n"
    )
    assert main(["players", "renumber", str(path), "--confirm"]) == 0
    back = read_trf(path)
    assert [p.name for p in back.players] == ["P4", "P3", "P2", "P1"]
    assert [e.what for e in back.journal] == ["leave-fide-mode", "renumber-after-round-4"]
