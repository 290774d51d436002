"""A team that withdraws, or asks for a bye, is left out of the pairing with its reason (issue
27), as players are (`core.pairing.round.left_out`); the withdrawal is written in TRF-26 as a
240 Z record for each later round (TRF-2026 240: type, round, team ids; C.07 16.1.1: every round
after a withdrawal is a zero-point bye) and kept by the arbiter-app comment; a file of another
program with those records has the team absent in those rounds, a withdrawal not guessed."""

from __future__ import annotations

from pathlib import Path

import pytest
from clitools import run

from arbiter_app.core.pairing.generator import Settings
from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
from arbiter_app.core.pairing.teams import left_out_teams, team_pairing_of, teams_to_pair
from arbiter_app.core.vocabulary.results import Result
from arbiter_app.io.team_engines import pair_teams
from arbiter_app.io.trf import read_trf, write_trf


def _league(path: Path) -> None:
    s = clamped_teams(Settings(players=0, rounds=5, seed=4, teams=8, boards=2))
    write_trf(generate_teams(s, pair_teams, upto=2), path)


def test_pair_withdraw_team_leaves_it_out_from_the_next_round_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.trf"
    _league(path)
    code, out, err = run(capsys, "pair", str(path), "--withdraw-team", "8")
    assert code == 0, err
    # 7 teams present: three matches and the team bye; team 8 listed with its reason.
    assert "Round 3 (C.04.6, gacrux): 3 matches" in out
    assert "8 Team 008  not paired: withdrawn after round 2" in out
    lines = path.read_text().splitlines()
    assert [x for x in lines if x.startswith("240")] == [
        "240 Z   3    8",
        "240 Z   4    8",
        "240 Z   5    8",
    ]
    back = read_trf(path)  # read back: the withdrawal itself, from the comment
    assert back.teams is not None and back.teams.team(8).withdrawn_after == 2
    assert back.teams.requested == ()  # the 240 Z lines say the withdrawal, nothing more
    third = team_pairing_of(back, 3)
    assert 8 not in third.teams() and third.bye is not None
    assert left_out_teams(back, 4) == [(8, None)] and 8 not in teams_to_pair(back, 4)
    code, out, _ = run(capsys, "check-pairings", str(path))
    assert code == 0, out


def test_another_programs_240_records_leave_the_team_out_with_their_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same file as another program writes it: no arbiter-app comment, a requested half-
    point bye of team 3 in round 3 (240 H) and team 8 absent in rounds 3-5 (240 Z)."""
    path = tmp_path / "league.trf"
    _league(path)
    lines = [x for x in path.read_text().splitlines() if not x.startswith("###")]
    lines += ["240 H   3    3", "240 Z   3    8", "240 Z   4    8", "240 Z   5    8"]
    path.write_text("\n".join(lines) + "\n")
    t = read_trf(path)
    assert left_out_teams(t, 3) == [(3, Result.HALF_BYE), (8, Result.ZERO_BYE)]
    code, out, err = run(capsys, "pair", str(path))
    assert code == 0, err
    assert "3 Team 003  not paired: half-point bye" in out.replace("Half", "half")
    assert "8 Team 008  not paired: zero-point bye" in out.replace("Zero", "zero")
    third = team_pairing_of(read_trf(path), 3)
    assert len(third.matches) == 3 and not {3, 8} & set(third.teams())


def test_withdraw_team_refuses_what_it_cannot_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "league.trf"
    _league(path)
    text = path.read_text()
    code, _, err = run(capsys, "pair", str(path), "--withdraw-team", "9")
    assert code != 0 and "no team 9" in err
    code, _, err = run(capsys, "pair", str(path), "--withdraw-team", "x")
    assert code != 0 and "expected a team number" in err
    assert path.read_text() == text  # nothing half-written
