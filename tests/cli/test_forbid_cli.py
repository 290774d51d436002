"""`forbid FILE A B` on a TRF, read back; after round 1 refused in FIDE mode, confirmed
outside; `--list`, `--remove`; `pair` then keeps the two apart (boards worked by hand from
C.04.3, see tests/core/pairing/test_prohibited_and_manual.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from clitools import run

from arbiter_app.core.boards import boards
from arbiter_app.core.model import Player, System, Tournament
from arbiter_app.io.trf import read_trf, write_trf


def test_forbid_on_a_trf_read_back_then_pair(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=5)
    for i in range(1, 7):
        t.add_player(Player(i, f"Player {i}", rating=2400 - 10 * i))
    path = tmp_path / "club.trf"
    write_trf(t, path)
    assert run(capsys, "forbid", str(path), "4", "1")[0] == 0
    text = path.read_text()
    assert "260   1   5    1    4" in text.splitlines() and "XXP    1    4" in text
    assert read_trf(path).prohibited == ((1, 4),)
    code, out, _ = run(capsys, "forbid", str(path), "--list")
    assert code == 0 and out.split() == ["1", "Player", "1", "-", "4", "Player", "4"]
    code, _, err = run(capsys, "forbid", str(path), "1", "4")
    assert code == 1 and "already a prohibited pair" in err

    assert run(capsys, "pair", str(path))[0] == 0
    assert [(b.white, b.black) for b in boards(read_trf(path), 1)] == [(1, 5), (4, 2), (3, 6)]
    # After round 1 (C.02 2026 checklist §16): the gate, refused in FIDE mode even confirmed.
    refused = "Prohibited pairs are fixed before round 1 is paired. Refused in FIDE mode.\n"
    assert run(capsys, "forbid", str(path), "2", "3", "--confirm") == (1, "", refused)
    assert run(capsys, "forbid", str(path), "--remove", "1", "4") == (1, "", refused)
    assert read_trf(path).prohibited == ((1, 4),)
    # Outside FIDE mode: confirmed with --confirm (level 3), and a journal line in the TRF.
    leave = ("fide-mode", str(path), "--leave", "--reason", "club rules", "--confirm")
    assert run(capsys, *leave)[0] == 0
    asked = "Prohibited pairs are fixed before round 1 is paired. Use --confirm to go on.\n"
    assert run(capsys, "forbid", str(path), "2", "3") == (1, "", asked)
    assert read_trf(path).prohibited == ((1, 4),)
    assert run(capsys, "forbid", str(path), "2", "3", "--confirm")[0] == 0
    back = read_trf(path)
    assert back.prohibited == ((1, 4), (2, 3))
    assert [(e.round_no, e.what) for e in back.journal] == [
        (1, "leave-fide-mode"),
        (1, "prohibited-after-round-1"),
    ]


def test_remove_before_round_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    t = Tournament(name="Club", rounds=3)
    for i in range(1, 5):
        t.add_player(Player(i, f"Player {i}"))
    path = tmp_path / "club.arbiter"
    from arbiter_app.io.project import load_project, save_project

    save_project(t, path)
    assert run(capsys, "forbid", str(path), "1", "2")[0] == 0
    assert load_project(path).prohibited == ((1, 2),)
    assert run(capsys, "forbid", str(path), "--remove", "2", "1")[0] == 0
    assert load_project(path).prohibited == ()
    code, _, err = run(capsys, "forbid", str(path), "1", "9")
    assert code == 1 and "player 9" in err
