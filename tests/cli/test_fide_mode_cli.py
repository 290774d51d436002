"""FIDE mode on the command line: `fide-mode`, and the gates of `result`, `pair` and what the
lists print (C.02, 2026 checklist; spec/fide-acceptance.md §3, §6, §14, §15).

The event: six players, round 1 played (1-4 1-0, 5-2 ½-½, 3-6 0-1), round 2 played (1-2 1-0,
4-3 ½-½, 6-5 0-1) and round 3 paired (1-6, 2-3, 4-5), written by the program's own writers.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clitools import run

from arbiter_app.core.edits import SetGame
from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.io.project import load_project, save_project
from arbiter_app.io.trf import read_trf, write_trf

R = Result
ROUNDS = [
    [(1, 4, R.WIN), (5, 2, R.DRAW), (3, 6, R.LOSS)],
    [(1, 2, R.WIN), (4, 3, R.DRAW), (6, 5, R.LOSS)],
    [(1, 6, R.PENDING), (2, 3, R.PENDING), (4, 5, R.PENDING)],
]


def event(rounds: int = 3) -> Tournament:
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=5)
    for i in range(1, 7):
        t.add_player(Player(i, f"Player {i}", rating=2400 - 10 * i))
    for r, games in enumerate(ROUNDS[:rounds], 1):
        for white, black, result in games:
            SetGame(r, white, black, Colour.WHITE, result).apply(t)
    t.board_order = {r: tuple(w for w, _, _ in games) for r, games in enumerate(ROUNDS, 1)}
    return t


def test_leaving_fide_mode(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "club.arbiter"
    save_project(event(1), path)
    assert run(capsys, "fide-mode", str(path)) == (0, "In FIDE mode.\n", "")
    before = path.read_bytes()
    code, _, err = run(capsys, "fide-mode", str(path), "--leave", "--confirm")
    assert code == 1 and "--leave needs --reason TEXT" in err
    code, _, err = run(capsys, "fide-mode", str(path), "--leave", "--reason", "Rapid games")
    assert code == 1 and err == (
        "Leave FIDE mode in round 1? This cannot be undone. This needs a two-step "
        "confirmation: use --confirm to go on.\n"
    )
    assert path.read_bytes() == before
    code, out, _ = run(
        capsys, "fide-mode", str(path), "--leave", "--reason", "Rapid games", "--confirm"
    )
    assert (code, out) == (0, "Outside FIDE mode since round 1: Rapid games\n")
    t = load_project(path)
    assert (t.fide_mode.on, t.fide_mode.left_round, t.fide_mode.reason) == (
        False,
        1,
        "Rapid games",
    )
    assert run(capsys, "fide-mode", str(path))[1] == (
        "Outside FIDE mode since round 1: Rapid games\n"
    )
    # It cannot return, nor leave twice.
    code, _, err = run(capsys, "fide-mode", str(path), "--leave", "--reason", "x", "--confirm")
    assert code == 1 and "cannot return to it" in err
    # The lists and the check say so.
    code, out, _ = run(capsys, "standings", str(path))
    assert code == 0 and out.splitlines()[0] == "Outside FIDE mode since round 1: Rapid games"
    code, out, _ = run(capsys, "validate", str(path))
    assert "outside FIDE mode since round 1: Rapid games" in out


def test_results_the_laws_know(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    trf = tmp_path / "club.trf"
    write_trf(event(), trf)
    before = trf.read_bytes()
    where = ("--round", "3", "--board", "1")
    code, _, err = run(capsys, "result", str(trf), *where, "1-1")
    assert code == 1 and err == (
        "Round 3, board 1: both players cannot win (1 – 1). Refused in FIDE mode.\n"
    )
    code, _, err = run(capsys, "result", str(trf), *where, "0-0")
    assert code == 1 and err == (
        "Round 3, board 1: 0 – 0 gives the players unequal shares. Use --confirm to go on.\n"
    )
    assert trf.read_bytes() == before
    code, out, _ = run(capsys, "result", str(trf), *where, "0-0", "--confirm")
    assert code == 0 and out.endswith("0 – 0\n")  # one notation, the round view's
    code, out, _ = run(
        capsys, "result", str(trf), "--round", "3", "--board", "2", "½-0", "--confirm"
    )
    assert code == 0 and out.endswith("½ – 0\n")
    # Each side as it is: TRF `=` for the half point, `0` for the other (TRF-16 001 columns).
    t = read_trf(trf)
    assert [t.player(s).entry(3).result for s in (1, 6, 2, 3)] == [R.LOSS, R.LOSS, R.DRAW, R.LOSS]
    line = next(x for x in trf.read_text().splitlines() if x.startswith("001    2"))
    assert line.rstrip().endswith("3 w =")
    # Agreed records: validation finds nothing wrong with them.
    code, out, _ = run(capsys, "validate", str(trf))
    assert code == 0 and "do not mirror" not in out


def test_corrections(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    trf = tmp_path / "club.trf"
    write_trf(event(), trf)
    code, _, err = run(capsys, "result", str(trf), "--round", "1", "--board", "1", "0-1")
    assert code == 1 and err == (
        "Round 1 is older than the previous round: its results can no longer change. "
        "Refused in FIDE mode.\n"
    )
    code, _, err = run(capsys, "result", str(trf), "--round", "2", "--board", "1", "0-1")
    assert code == 1 and err == (
        "Round 3 has been paired: change a result of round 2? Use --confirm to go on.\n"
    )
    assert (
        run(capsys, "result", str(trf), "--round", "2", "--board", "1", "0-1", "--confirm")[0] == 0
    )
    assert read_trf(trf).player(1).entry(2).result is R.LOSS


def test_a_locked_pairing_setting(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "club.arbiter"
    save_project(event(2), path)
    code, _, err = run(capsys, "pair", str(path), "--edition", "dutch-2025")
    assert code == 1 and err == (
        "The pairing text is locked once round 1 has been paired. Refused in FIDE mode.\n"
    )
    assert load_project(path).rounds_paired == 2


def test_a_correction_for_the_rating_report_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    trf = tmp_path / "club.trf"
    write_trf(event(), trf)
    before = trf.read_bytes()
    where = ("--round", "1", "--board", "1", "0-1", "--rating-only", "--reason", "score sheet")
    code, _, err = run(capsys, "result", str(trf), *where)
    assert code == 1 and err == (
        "Round 1, board 1: record the correction for the rating report only? "
        "Use --confirm to go on.\n"
    )
    assert trf.read_bytes() == before
    code, out, _ = run(capsys, "result", str(trf), *where, "--confirm")
    assert (code, out) == (0, "Round 1, board 1: 0 – 1 recorded for the rating report only\n")
    assert read_trf(trf).player(1).entry(1).result is R.WIN  # the records stay as played


def test_more_rounds_than_the_field_can_play_asks_before_round_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Four players meet all three others in 3 rounds (C.04.1 b): a fourth cannot be paired
    # without a rematch.
    t = event(0)
    t.players = [p for p in t.players if p.start_no <= 4]
    t.rounds, t.board_order = 4, {}
    path = tmp_path / "club.arbiter"
    save_project(t, path)
    code, _, err = run(capsys, "pair", str(path))
    assert code == 1 and err == (
        "4 rounds cannot be completed within the rules with 4 players. Use --confirm to go on.\n"
    )
    assert load_project(path).rounds_paired == 0
    assert run(capsys, "pair", str(path), "--confirm")[0] == 0
    assert load_project(path).rounds_paired == 1


@pytest.mark.parametrize("name", ["new.trf", "new.arbiter"])
def test_a_new_event_is_in_fide_mode(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    """C.02 (2026) checklist: FIDE mode is on by default for every new event."""
    path = tmp_path / name
    assert run(capsys, "new", str(path), "--name", "Club", "--rounds", "5")[0] == 0
    assert run(capsys, "fide-mode", str(path)) == (0, "In FIDE mode.\n", "")


def test_leaving_fide_mode_in_a_trf(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The TRF written after leaving carries the `###` line with the round and the reason
    (docs/trf-dialects.md, the program's `###` lines), and reads back outside FIDE mode."""
    path = tmp_path / "club.trf"
    write_trf(event(1), path)
    leave = ("fide-mode", str(path), "--leave", "--reason", "Rapid games", "--confirm")
    assert run(capsys, *leave)[0] == 0
    (line,) = [x for x in path.read_text().splitlines() if x.startswith("### FIDE-MODE")]
    assert line.startswith('### FIDE-MODE round=1 reason="Rapid games" time=')
    back = read_trf(path)
    assert (back.fide_mode.on, back.fide_mode.left_round, back.fide_mode.reason) == (
        False,
        1,
        "Rapid games",
    )
    assert (
        run(capsys, "fide-mode", str(path))[1] == "Outside FIDE mode since round 1: Rapid games\n"
    )
    code, _, err = run(capsys, *leave)
    assert code == 1 and "cannot return to it" in err
