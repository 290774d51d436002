"""`pair`, `check-pairings` and `generate` driven through `main([...])`.

Expected boards come from the rules (C.04.3 round 1: top half v bottom half, colours by E.5;
C.05 Annex 1 for round robins), never from our own output.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clitools import run
from pairing_from_trf import absent_in_round_two

from arbiter_app.core.boards import boards
from arbiter_app.core.model import Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.pairing.checker import check_rounds
from arbiter_app.core.validate import Severity
from arbiter_app.io.project import load_any, save_project
from arbiter_app.io.trf import read_trf, write_trf


def new_event(path: Path, n: int, system: System = System.SWISS, rounds: int = 5) -> None:
    t = Tournament(name="Club", start_date="2026-06-01", system=system, rounds=rounds)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    if path.suffix == ".trf":
        write_trf(t, path)
    else:
        save_project(t, path)


def test_pair_round_one_writes_and_prints_the_boards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "club.trf"
    new_event(src, 8)
    out_file = tmp_path / "paired.trf"
    code, out, err = run(capsys, "pair", str(src), "--out", str(out_file))
    assert code == 0, err
    assert "Round 1 (dutch-2026, gacrux): 4 boards" in out
    t = read_trf(out_file)
    # C.04.3 round 1: S1 = 1-4 v S2 = 5-8, the top player white (initial colour), alternating.
    assert [(b.white, b.black) for b in boards(t, 1)] == [(1, 5), (6, 2), (3, 7), (8, 4)]
    assert all(t.player(i).entry(1).result is Result.PENDING for i in range(1, 9))
    assert read_trf(src).rounds_paired == 0  # the source is untouched with --out


def test_pair_asks_while_games_have_no_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Games without a result become adjourned only once confirmed (C.02 2026 checklist:
    level 3; tests/cli/test_fide_mode_journal.py follows it through)."""
    src = tmp_path / "club.arbiter"
    new_event(src, 6)
    assert run(capsys, "pair", str(src))[0] == 0
    before = src.read_bytes()
    code, _, err = run(capsys, "pair", str(src))
    assert code == 1 and "3 game(s) without a result" in err and "--confirm" in err
    assert src.read_bytes() == before


def test_pair_a_round_robin_follows_berger(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "rr.arbiter"
    new_event(src, 5, System.ROUND_ROBIN, rounds=5)
    code, out, _ = run(capsys, "pair", str(src))
    assert code == 0 and "Round 1 (Berger)" in out
    t = load_any(src)
    # C.05 Annex 1, 5 or 6 players, Rd 1: 1-6, 2-5, 3-4; 6 is the bye, so player 1 rests.
    assert [(b.white, b.black) for b in boards(t, 1)] == [(2, 5), (3, 4)]
    assert t.player(1).entry(1).result is Result.NOT_PAIRED


def test_generate_then_check_pairings_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for edition in ("dutch-2026", "dutch-2025"):
        path = tmp_path / f"random-{edition}.trf"
        code, out, err = run(
            capsys, "generate", "--players", "30", "--rounds", "5", "--seed", "11",
            "--edition", edition, "--out", str(path),
        )  # fmt: skip
        assert code == 0, err
        t = read_trf(path)
        assert len(t.players) == 30 and t.rounds_paired == 5
        assert [f for f in check_rounds(t) if f.severity is Severity.ERROR] == []
        code, out, _ = run(capsys, "check-pairings", str(path))
        assert code == 0, out
        assert out.count(": same pairs as ") == 5


def test_check_pairings_reports_a_changed_board(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "random.trf"
    run(capsys, "generate", "--players", "12", "--rounds", "3", "--seed", "2", "--out", str(path))
    t = read_trf(path)
    first = boards(t, 2)[0]
    # Swap the colours of board 1 in round 2 in the file.
    from arbiter_app.core.edits import SetGame

    old = t.player(first.white).entry(2)
    SetGame(2, first.black, first.white, old.colour, old.result.mirror).apply(t)
    write_trf(t, path)
    code, out, _ = run(capsys, "check-pairings", str(path))
    assert code == 1
    # One difference, a colour reversal (not two boards that differ).
    assert "round 2: 1 difference(s) from dutch-2026, gacrux" in out
    reversal = (
        f"colours reversed: file {first.black}-{first.white}, engine {first.white}-{first.black}"
    )
    assert reversal in out


def test_pair_a_round_robin_with_drawn_numbers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "rr.arbiter"
    new_event(src, 4, System.DOUBLE_ROUND_ROBIN, rounds=6)
    code, _, err = run(capsys, "pair", str(src), "--draw-lots", "5")
    assert code == 0, err
    t = load_any(src)
    numbers = t.pairing.numbers()
    assert sorted(numbers.values()) == [1, 2, 3, 4]
    by_number = {v: k for k, v in numbers.items()}
    # C.05 Annex 1, 3 or 4 players, Rd 1: 1-4, 2-3 (in drawn numbers).
    expected = [(by_number[1], by_number[4]), (by_number[2], by_number[3])]
    assert [(b.white, b.black) for b in boards(t, 1)] == expected
    # Drawing again is refused.
    assert run(capsys, "pair", str(src), "--draw-lots", "6")[0] == 1
    # In a TRF the drawn numbers travel in the arbiter-app comment: round 2 follows them.
    trf = tmp_path / "rr.trf"
    new_event(trf, 4, System.ROUND_ROBIN, rounds=3)
    code, _, err = run(capsys, "pair", str(trf), "--draw-lots", "6")
    assert code == 0, err
    drawn = load_any(trf).pairing.numbers()
    assert sorted(drawn.values()) == [1, 2, 3, 4]
    t = load_any(trf)
    for b in boards(t, 1):
        for s in (b.white, b.black):
            e = t.player(s).entry(1)
            t.replace_player(
                t.player(s).with_entry(1, RoundEntry(e.opponent, e.colour, Result.DRAW))
            )
    write_trf(t, trf)
    code, _, err = run(capsys, "pair", str(trf))
    assert code == 0, err
    by_number = {v: k for k, v in load_any(trf).pairing.numbers().items()}
    # C.05 Annex 1, 3 or 4 players, Rd 2: 4-3, 1-2 (in drawn numbers).
    assert [(b.white, b.black) for b in boards(load_any(trf), 2)] == [
        (by_number[4], by_number[3]),
        (by_number[1], by_number[2]),
    ]


def test_pairing_list_pdf_and_html(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    # (qapp: pytest-qt's QApplication, so the PDF writer does not leave a QGuiApplication)
    src = tmp_path / "g.trf"
    run(capsys, "generate", "--players", "11", "--rounds", "3", "--seed", "4", "--out", str(src))
    pdf, page = tmp_path / "r3.pdf", tmp_path / "r3.html"
    code, out, err = run(
        capsys, "pairing-list", str(src), "--pdf", str(pdf), "--html", str(page), "--lang", "sv"
    )
    assert code == 0, err
    t = read_trf(src)
    assert f"round 3, {len(boards(t, 3))} boards" in out
    text = page.read_text(encoding="utf-8")
    assert "Lottning, rond 3 av 3" in text  # the Swedish catalogue
    for b in boards(t, 3):
        assert f"{b.white}. {t.player(b.white).name}" in text
    assert pdf.read_bytes().startswith(b"%PDF")
    assert run(capsys, "pairing-list", str(src))[0] == 1  # no output named


def test_a_player_absent_in_round_two_is_paired_in_round_three(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 24: an absence is one round's (C.04.1: every player not withdrawn and not
    excused for the round is paired); "no game after round 1" only asks "withdrawn?"."""
    src, out_file = tmp_path / "club.trf", tmp_path / "paired.trf"
    absent_in_round_two(src)
    assert run(capsys, "validate", str(src))[1].count("no game after round 1: withdrawn?") == 1
    code, out, err = run(capsys, "pair", str(src), "--round", "3", "--out", str(out_file))
    assert code == 0, err
    assert "3 boards" in out and "not paired" not in out
    paired = read_trf(out_file)
    assert paired.player(6).entry(3).result is Result.PENDING
    # The arbiter confirms the withdrawal instead: 6 is left out, and the output says why.
    code, out, err = run(
        capsys, "pair", str(src), "--round", "3", "--withdraw", "6", "--out", str(out_file)
    )
    assert code == 0, err
    assert "2 boards" in out and "not paired: withdrawn after round 1" in out
    back = read_trf(out_file)
    assert back.player(6).withdrawn_after == 1 and back.player(6).entry(3).opponent is None
    assert "withdrawn?" not in run(capsys, "validate", str(out_file))[1]


def test_a_swiss_older_than_every_engine_says_which_text_pairs_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A 2011 Swiss: the Dutch text in force then (2008 rules, amended 2013) has no engine;
    pair says so and pairs by the 2017 text, check-pairings checks C.04.1 only."""
    src, out_file = tmp_path / "club.trf", tmp_path / "paired.trf"
    t = Tournament(name="Club 2011", start_date="2011-10-01", system=System.SWISS, rounds=5)
    for i in range(1, 9):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    write_trf(t, src)
    code, out, err = run(capsys, "pair", str(src), "--out", str(out_file))
    assert code == 0, err
    assert "in force on 2011-10-01 is the C.04.3 text in force before 1 July 2017" in err
    assert "paired by the C.04.3 text of 1 July 2017 - 31 January 2026" in err
    assert "Round 1 (dutch-2025, py4swiss): 4 boards" in out
    code, out, err = run(capsys, "check-pairings", str(out_file))
    assert code == 0, out
    assert "only the absolute criteria of C.04.1 are checked" in out
    assert "round 1: no absolute rule broken" in out
