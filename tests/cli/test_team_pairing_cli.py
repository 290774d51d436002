"""`generate --teams`, `pair` and `check-pairings` on team events (issue 27 part 2): the files
are written by the program, read back and paired from the file, as users feed them."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from clitools import run

from arbiter_app.core.pairing.generator import Settings
from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
from arbiter_app.core.pairing.teams import check_team_rounds, team_pairing_of
from arbiter_app.io.team_engines import pair_teams
from arbiter_app.io.trf import read_trf, write_trf


def test_generate_teams_writes_a_team_swiss_that_check_pairings_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "teams.trf"
    argv = ("generate", "--teams", "12", "--boards", "4", "--rounds", "5", "--seed", "8")
    code, out, _ = run(capsys, *argv, "--out", str(path))
    assert code == 0 and "12 teams of 4 boards, 5 rounds" in out
    t = read_trf(path)
    assert t.teams is not None and len(t.teams.teams) == 12 and len(t.players) == 48
    code, out, _ = run(capsys, "check-pairings", str(path))
    assert code == 0, out
    assert out.count("same matches as C.04.6, gacrux") == 5
    # The command written into the file generates the same file again.
    again = tmp_path / "again.trf"
    words = shlex.split(path.read_text().splitlines()[0].split(": ", 1)[1])
    assert run(capsys, *words, "--out", str(again))[0] == 0
    assert again.read_text() == path.read_text()
    # --boards belongs to a team Swiss; an event needs players or teams.
    assert (
        run(
            capsys,
            "generate",
            "--players",
            "9",
            "--boards",
            "2",
            "--rounds",
            "2",
            "--out",
            str(again),
        )[0]
        != 0
    )


def test_pair_pairs_the_next_round_of_matches_from_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    s = clamped_teams(Settings(players=0, rounds=5, seed=4, teams=9, boards=3))
    t = generate_teams(s, pair_teams, upto=2)
    path = tmp_path / "league.trf"
    write_trf(t, path)
    code, out, err = run(capsys, "pair", str(path))
    assert code == 0, err
    assert "Round 3 (C.04.6, gacrux): 4 matches" in out and "pairing-allocated bye" in out
    back = read_trf(path)
    third = team_pairing_of(back, 3)
    assert len(third.matches) == 4 and third.bye is not None
    assert all(fs == [] for fs in check_team_rounds(back).values())
    code, out, _ = run(capsys, "check-pairings", str(path))
    assert code == 0, out


def test_pair_refuses_a_team_swiss_without_its_rounds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    s = clamped_teams(Settings(players=0, rounds=3, seed=4, teams=4, boards=2))
    t = generate_teams(s, pair_teams, upto=1)
    t.rounds = 0
    path = tmp_path / "open.trf"
    write_trf(t, path)
    text = path.read_text()
    code, _, err = run(capsys, "pair", str(path))
    assert code != 0 and "number of rounds is not set" in err
    assert path.read_text() == text  # nothing half-written


def test_a_team_round_robin_is_paired_by_the_berger_table_from_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """8 teams numbered 11-18 (Berger numbers 1-8): rounds 1 and 2 as C.05 Annex 1 prints
    them for 8 players (1-8, 2-7, 3-6, 4-5; then 8-5, 6-4, 7-3, 1-2)."""
    from arbiter_app.core.edits import SetResult
    from arbiter_app.core.model import Result, System
    from arbiter_app.core.pairing.teams import match_boards
    from tests.core.test_team_pairing import league

    t = league()
    t.system = System.ROUND_ROBIN
    path = tmp_path / "league.trf"
    write_trf(t, path)
    code, out, err = run(capsys, "pair", str(path))
    assert code == 0, err
    assert "Round 1 (Berger (C.05 Annex 1)): 4 matches" in out
    t = read_trf(path)
    first = team_pairing_of(t, 1)
    assert set(first.matches) == {(11, 18), (12, 17), (13, 16), (14, 15)}
    for white, _black in match_boards(t, first).boards:
        SetResult(1, white, Result.WIN).apply(t)
    write_trf(t, path)
    code, out, err = run(capsys, "pair", str(path))
    assert code == 0, err
    second = team_pairing_of(read_trf(path), 2)
    assert set(second.matches) == {(18, 15), (16, 14), (17, 13), (11, 12)}
    code, out, _ = run(capsys, "check-pairings", str(path))
    assert code == 0, out
    assert out.count("same matches as Berger (C.05 Annex 1)") == 2  # round 2 paired, not played


def test_pair_team_colours_chooses_the_colour_model_and_keeps_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """C.04.6 art. 1.7: type A by default, type B or no colour preferences by choice (the
    TRF-26 192 words gacrux reads: FIDE_TEAM_TYPEB_MP_GP, FIDE_TEAM_MP_GP)."""
    from arbiter_app.io.team_engines import gacrux_team_trf

    s = clamped_teams(Settings(players=0, rounds=5, seed=4, teams=8, boards=2))
    t = generate_teams(s, pair_teams, upto=2)
    assert "192 FIDE_TEAM_TYPEA_MP_GP" in gacrux_team_trf(t, 3).splitlines()
    path = tmp_path / "typeb.trf"
    write_trf(t, path)
    code, _, err = run(capsys, "pair", str(path), "--team-colours", "typeb")
    assert code == 0, err
    back = read_trf(path)
    assert len(team_pairing_of(back, 3).matches) == 4
    assert "192 FIDE_TEAM_TYPEB_MP_GP" in gacrux_team_trf(back, 4).splitlines()


def test_players_of_no_team_are_named_not_an_engine_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """JaVaFo's 52-player sample with a second 013 record typed after its first: two teams of
    two, 48 players of no team. Pairing names them (gacrux failed with a KeyError on them) and
    leaves the file as it was."""
    source = Path(__file__).parents[1] / "data" / "real" / "javafo" / "gros_2010.trf"
    text = source.read_text(encoding="latin-1") + "013 Other                              3    4\n"
    path = tmp_path / "gros_two_teams.trf"
    path.write_text(text, encoding="latin-1")
    code, _, err = run(capsys, "pair", str(path))
    assert code == 1
    assert "round 5: 48 player(s) belong to no team (5, 6, 7, 8, 9, 10, 11, 12, 13, 14, ...)" in err
    assert "KeyError" not in err
    assert path.read_text(encoding="latin-1") == text
