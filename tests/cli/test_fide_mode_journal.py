"""Adjourned games, the journal and TRF import replayed, on the command line (FIDE's C.02
2026 checklist for tournament programs: adjourned games, the journal's `###` lines, TRF
import). The files (tests/data/fide-mode) are typed as another program writes TRF-16: a round
without a result has its opponent and colour and a blank result, read as a game not finished."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from clitools import run

from arbiter_app.core.model import JournalEntry, Result
from arbiter_app.io.trf import read_trf

DATA = Path(__file__).parents[1] / "data" / "fide-mode"  # README.md there describes them
ROUND_ONE = (DATA / "round_one_unfinished.trf").read_text(encoding="utf-8")
REMATCH = (DATA / "rematch.trf").read_text(encoding="utf-8")


def test_pairing_asks_adjourns_the_game_and_the_trf_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.trf"
    path.write_text(ROUND_ONE, encoding="utf-8")
    code, _, err = run(capsys, "pair", str(path))
    assert code == 1  # level 3: not without --confirm, and the message says so
    assert "round 1 board 2: 2-4" in err and "--confirm" in err
    assert path.read_text(encoding="utf-8") == ROUND_ONE
    code, _, err = run(capsys, "pair", str(path), "--confirm")
    assert code == 0, err
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    # The checklist: "exported as `?` with `X` in record 162" (TRF-2026 162: X, an unknown
    # result, e.g. an adjourned game); X is what the points column counts it as: nothing.
    assert "162  W 1.0    D 0.5    L 0.0    X 0.0" in lines
    record = {line[4:8].strip(): line for line in lines if line.startswith("001")}
    # Round 1 at columns 92-99: opponent (92-95), colour (97), result (99).
    assert record["2"][91:99] == "   4 w ?" and record["4"][91:99] == "   2 b ?"
    assert record["1"][91:99] == "   3 w 1"  # the finished game stays as it was
    journal = [line for line in lines if line.startswith("### JOURNAL")]
    assert len(journal) == 1
    assert "what=pair-with-unfinished" in journal[0]
    assert 'detail="round 1 board 2: 2-4"' in journal[0]

    back = read_trf(path)  # read back as adjourned, with the same journal
    assert back.player(2).entry(1).result is Result.ADJOURNED
    assert back.player(4).entry(1).result is Result.ADJOURNED
    assert [(j.round_no, j.what, j.detail) for j in back.journal] == [
        (2, "pair-with-unfinished", "round 1 board 2: 2-4")
    ]

    code, out, _ = run(capsys, "validate", str(path))
    assert code == 0 and "the game against 4 is adjourned" in out
    code, out, _ = run(capsys, "journal", str(path))
    assert "Paired with games unfinished" in out and "in FIDE mode" in out
    report = tmp_path / "report.trf"
    code, _, err = run(capsys, "export", str(path), "--rating-report", str(report))
    assert code == 1 and "Refused in FIDE mode" in err and not report.exists()
    code, out, _ = run(capsys, "standings", str(path))
    assert "Provisional standings after round 2" in out
    # With round 2 the last one planned the list would be the final one: refused as well.
    final, page = tmp_path / "final.trf", tmp_path / "list.html"
    final.write_text(path.read_text(encoding="utf-8").replace("142 5", "142 2"), encoding="utf-8")
    code, _, err = run(capsys, "export", str(final), "--html", str(page))
    assert code == 1 and "Refused in FIDE mode" in err and not page.exists()
    code, _, err = run(capsys, "export", str(path), "--html", str(page))
    assert code == 0, err  # (three rounds to go: a provisional list)

    # The result entered later is an ordinary result: the game is no longer adjourned.
    code, _, err = run(capsys, "result", str(path), "1-0", "--round", "1", "--board", "2")
    assert code == 0, err
    back = read_trf(path)
    assert back.player(2).entry(1).result is Result.WIN
    assert back.player(4).entry(1).result is Result.LOSS


def test_outside_fide_mode_the_rating_report_asks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file that left FIDE mode (`### FIDE-MODE`): the same report asks (level 3) instead."""
    path = tmp_path / "club.trf"
    adjourned = ROUND_ONE.replace("4 w  \n", "4 w ?\n").replace("2 b  \n", "2 b ?\n")
    path.write_text(adjourned + '### FIDE-MODE round=1 reason="club rules"\n', encoding="utf-8")
    t = read_trf(path)
    assert not t.fide_mode.on and t.fide_mode.left_round == 1
    assert t.fide_mode.reason == "club rules"
    report = tmp_path / "report.trf"
    code, _, err = run(capsys, "export", str(path), "--rating-report", str(report))
    assert code == 1 and "Use --confirm" in err and not report.exists()
    more = ["--record", "122=90 min", "--round-dates", "2026-06-01", "--time-control-code", "5400"]
    code, _, err = run(
        capsys, "export", str(path), "--rating-report", str(report), "--confirm", *more
    )
    assert code == 0, err
    assert report.exists()


def test_a_broken_round_is_a_level_3_warning_and_a_journal_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "rematch.trf"
    src.write_text(REMATCH, encoding="utf-8")
    code, out, _ = run(capsys, "validate", str(src))
    assert code == 0  # a warning: the file opens (core.policy)
    assert "round 2: the round as read breaks a pairing rule" in out
    assert "Players 3 and 1 already met (round 1)." in out
    assert "level 3 warning: Round 2 breaks a pairing rule" in out
    written = tmp_path / "written.trf"
    code, _, err = run(capsys, "convert", str(src), str(written))
    assert code == 0, err
    lines = [x for x in written.read_text().splitlines() if x.startswith("### JOURNAL")]
    assert len(lines) == 1 and "round=2 what=broken-round-read" in lines[0]
    assert "Players 4 and 2 already met (round 1)." in lines[0]
    # Read back: the same journal, not recorded a second time.
    first = read_trf(written).journal
    assert [(j.round_no, j.what) for j in first] == [(2, "broken-round-read")]
    again = tmp_path / "again.trf"
    code, _, _ = run(capsys, "convert", str(written), str(again))
    assert read_trf(again).journal == first
    assert isinstance(first[0], JournalEntry)


def test_every_journal_line_has_the_one_clock(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The journal's times from `result`, `pair` and `fide-mode --leave` are written alike:
    ISO 8601 local time to the second with its offset (`app.clock.now`); a time
    without an offset says nothing once the file travels to another time zone."""
    path = tmp_path / "club.trf"
    path.write_text(ROUND_ONE, encoding="utf-8")
    assert run(capsys, "result", str(path), "--round", "1", "--board", "1", "½-0")[0] == 1
    assert (
        run(capsys, "result", str(path), "--round", "1", "--board", "1", "½-0", "--confirm")[0] == 0
    )
    assert run(capsys, "pair", str(path), "--confirm")[0] == 0
    leave = ("fide-mode", str(path), "--leave", "--reason", "walk", "--confirm")
    assert run(capsys, *leave)[0] == 0
    journal = read_trf(path).journal
    assert [j.what for j in journal] == [
        "result-asymmetric",
        "pair-with-unfinished",
        "leave-fide-mode",
    ]
    for j in journal:
        assert datetime.fromisoformat(j.time).utcoffset() is not None, j.time
        assert datetime.fromisoformat(j.time).microsecond == 0


def test_every_journal_event_of_the_command_line_reads_back_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The journal lists every gated step taken through the commands, the TRF written after
    each carries them as `###` lines, and reading it back (and a project file converted from
    it) gives the same journal (C.02 2026 checklist: pairing-integrity events, corrections,
    leaving FIDE mode, a journal written to the TRF; a prohibited pair added later is
    tests/cli/test_forbid_cli.py's)."""
    from arbiter_app.io.project import load_project

    path = tmp_path / "club.trf"
    path.write_text(ROUND_ONE, encoding="utf-8")
    f = str(path)
    steps = [
        ("pair", f, "--confirm"),  # round 2, the game 2-4 adjourned
        ("result", f, "--round", "1", "--board", "2", "1-0"),  # an adjourned game's result
        ("result", f, "--round", "2", "--board", "1", "--confirm", "½-0"),
        ("result", f, "--round", "2", "--board", "2", "1-0"),
        ("pair", f),  # round 3
        ("result", f, "--round", "2", "--board", "2", "--confirm", "0-1"),
        ("result", f, "--round", "1", "--board", "1", "--rating-only", "--confirm", "0-1"),
        ("unpair", f, "--confirm"),  # round 3, to be paired again
        ("fide-mode", f, "--leave", "--reason", "club rules", "--confirm"),
    ]
    for step in steps:
        code, _, err = run(capsys, *step)
        assert code == 0, (step, err)
    whats = [
        "pair-with-unfinished",
        "result-asymmetric",
        "correct-previous-round",
        "rating-only-correction",
        "repair-round",
        "leave-fide-mode",
    ]
    lines = [x for x in path.read_text(encoding="utf-8").splitlines() if x.startswith("### ")]
    assert [x.split(" what=")[1].split()[0] for x in lines if x.startswith("### JOURNAL")] == whats
    assert sum(x.startswith("### FIDE-MODE round=2") for x in lines) == 1  # (3 unpaired)
    back = read_trf(path)
    assert [j.what for j in back.journal] == whats
    assert [j.round_no for j in back.journal] == [2, 2, 2, 1, 3, 2]  # the round concerned
    code, out, _ = run(capsys, "journal", f)
    # The command says what happened in words (the gates' titles); the file keeps the codes.
    assert code == 0 and [x.split("  ")[2] for x in out.splitlines()[1:]] == [
        "Paired with games unfinished",
        "Result with unequal shares",
        "Result corrected after the next pairing",
        "Correction for the rating report only",
        "Round paired again",
        "Left FIDE mode",
    ]
    assert not any(w in out for w in whats)
    project = tmp_path / "club.arbiter"
    assert run(capsys, "convert", f, str(project))[0] == 0
    assert load_project(project).journal == back.journal
    assert load_project(project).fide_mode == back.fide_mode
