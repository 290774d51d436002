"""`arbiter-app teams FILE`: a team event's match points (TRF-26 362), team bye (320) and team
tie-break list (202) from the command line, one step through FIDE mode's gates (both are locked
settings once round 1 is paired: refused in FIDE mode, two steps outside, `--confirm`), and the
file written as the window writes it, read back the same (TRF and project file)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from clitools import run

from arbiter_app.core.teams.standings import compute
from arbiter_app.io.project import load_project
from arbiter_app.io.trf import read_trf

CUP = Path(__file__).parents[1] / "data" / "real" / "fide-tec" / "grandmommyscup.trf"

# A two-round league of four teams of two boards (TRF-26, tests/data/teams/README.md).
# Teams: 1 = players 2, 3; 2 = players 1, 8; 3 = players 4, 5; 4 = players 6, 7.
LEAGUE = (Path(__file__).parents[1] / "data" / "teams" / "league_4x2.trf").read_text("utf-8")


def _league(tmp_path: Path) -> Path:
    path = tmp_path / "league.trf"
    path.write_text(LEAGUE, encoding="utf-8")
    return path


def _mp(path: Path) -> dict[int, Fraction]:
    return {row.team.number: row.mp for row in compute(read_trf(path)).rows}


def test_three_one_zero_set_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """By hand from the 001 lines. Round 1: team 1 - team 3 is 1.5-0.5 (3 beats 5, 2 draws 4),
    team 2 - team 4 is 2-0 (1 beats 6, 8 beats 7). Round 2: team 1 - team 2 is 1-1 (1 beats 2,
    3 beats 8), team 3 - team 4 is 2-0 (4 beats 6, 5 beats 7). At 2-1-0 (the file's 362):
    team 1 = 2 + 1 = 3, team 2 = 2 + 1 = 3, team 3 = 0 + 2 = 2, team 4 = 0. At 3-1-0: team 1 =
    3 + 1 = 4, team 2 = 3 + 1 = 4, team 3 = 0 + 3 = 3, team 4 = 0."""
    path = _league(tmp_path)
    code, out, _ = run(capsys, "teams", str(path))
    assert code == 0
    assert out.splitlines() == [
        "Match points: win 2.0, draw 1.0, loss 0.0",
        "Team bye: a draw's (C.04.6 1.4)",
        "Team tie-breaks: MPvGP, EDE, EMGSB (the default)",
    ]
    assert _mp(path) == {1: 3, 2: 3, 3: 2, 4: 0}
    # Round 1 is paired, and a TRF is read in FIDE mode: a locked setting, refused.
    code, _, err = run(capsys, "teams", str(path), "--match-points", "3,1,0", "--confirm")
    assert code == 1 and "Refused in FIDE mode" in err
    assert path.read_text(encoding="utf-8") == LEAGUE  # the file as it was
    code, _, _ = run(capsys, "fide-mode", str(path), "--leave", "--reason", "league", "--confirm")
    assert code == 0
    # Outside FIDE mode: two steps, the second given by --confirm.
    code, _, err = run(capsys, "teams", str(path), "--match-points", "3,1,0")
    assert code == 1 and "--confirm" in err
    assert _mp(path) == {1: 3, 2: 3, 3: 2, 4: 0}
    code, out, err = run(
        capsys, "teams", str(path), "--match-points", "3,1,0", "--tiebreaks", "EDET/P, GP",
        "--bye", "3,1.5", "--confirm",
    )  # fmt: skip
    assert code == 0, err
    assert out.splitlines() == [
        "Match points: win 3.0, draw 1.0, loss 0.0",
        "Team bye: MP 3.0, GP 1.5",
        "Team tie-breaks: EDET/P, GP",
    ]
    lines = path.read_text(encoding="utf-8").splitlines()
    assert "362 TW 3     TD 1     TL 0" in lines and "202 EDET/P,GP" in lines
    assert _mp(path) == {1: 4, 2: 4, 3: 3, 4: 0}
    back = read_trf(path).teams
    assert back is not None and back.tiebreaks == ("EDET/P", "GP")
    assert (back.scoring.bye_mp, back.scoring.bye_gp) == (3, Fraction(3, 2))
    # The project file keeps them too.
    project = tmp_path / "league.arbiter"
    code, _, _ = run(capsys, "convert", str(path), str(project))
    assert code == 0
    kept = load_project(project).teams
    assert kept is not None and (kept.scoring, kept.tiebreaks) == (back.scoring, back.tiebreaks)


def test_bad_values_are_named_and_change_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _league(tmp_path)
    code, _, err = run(capsys, "teams", str(path), "--match-points", "3,1")
    assert code != 0 and "--match-points '3,1'" in err
    code, _, err = run(capsys, "teams", str(path), "--tiebreaks", "EDET,FOO", "--confirm")
    assert code != 0 and "FOO" in err and str(path) in err
    assert path.read_text(encoding="utf-8") == LEAGUE


def test_a_real_team_file_keeps_a_changed_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """FIDE's Grandmommy's Cup sample (TRF-26, its own 202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP and
    362 TW 2 TD 1 TL 0): the list and scoring set are the ones written, and read back as set."""
    path = tmp_path / "cup.trf"
    code, _, _ = run(capsys, "fide-mode", str(CUP), "--leave", "--reason", "t", "--confirm",
                     "--out", str(path))  # fmt: skip
    assert code == 0
    code, _, err = run(capsys, "teams", str(path), "--match-points", "3,1,0",
                       "--tiebreaks", "BH:MP/C1/P,EDET/P", "--confirm")  # fmt: skip
    assert code == 0, err
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [x for x in lines if x[:4] in ("202 ", "362 ")] == [
        "202 BH:MP/C1/P,EDET/P",
        "362 TW 3     TD 1     TL 0",
    ]
    back = read_trf(path).teams
    assert back is not None and back.tiebreaks == ("BH:MP/C1/P", "EDET/P")
    assert (back.scoring.win, back.scoring.draw, back.scoring.loss) == (3, 1, 0)


def test_a_list_the_players_could_read_too_is_the_team_list_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A team file's 202 of codes both lists know (BH, SB) is read into both; the team list set
    afterwards is the one record 202 then holds (it is the team list on a team event)."""
    path = tmp_path / "league.trf"
    path.write_text(LEAGUE.replace("152 W\n", "152 W\n202 BH,SB\n"), encoding="utf-8")
    run(capsys, "fide-mode", str(path), "--leave", "--reason", "t", "--confirm")
    code, _, err = run(capsys, "teams", str(path), "--tiebreaks", "SB,BH", "--confirm")
    assert code == 0, err
    assert [x for x in path.read_text(encoding="utf-8").splitlines() if x[:4] == "202 "] == [
        "202 SB,BH"
    ]
    back = read_trf(path).teams
    assert back is not None and back.tiebreaks == ("SB", "BH")
