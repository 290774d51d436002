"""The command line (issue 2, acceptance 2, 3 and 5), driven through `main([...])` and once
through a real process.

Expected points and ranks come from the TRF text (points column 81-84, sliced here), never
from our own output; ranks are "1 + number of players with more points" (shared places).
"""

from __future__ import annotations

import json
import subprocess
import sys
import types
from fractions import Fraction
from pathlib import Path

import pytest
from clitools import run
from conftest import FIDE_TEC, SEEDS, with_ranks

from arbiter_app.cli import main

FIXTURES = sorted([*FIDE_TEC.glob("*.trf"), *SEEDS.glob("*.trf")])
HELD5 = FIDE_TEC / "held_swiss_5.trf"


def file_points(path: Path) -> dict[int, tuple[str, Fraction]]:
    """Start number -> (name, points) straight from the 001 records' columns."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("001"):
            out[int(line[4:8])] = (line[14:47].strip(), Fraction(line[80:84].strip()))
    return out


# -- acceptance 2 -----------------------------------------------------------------------------
def test_held_swiss_5_json_standings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "standings", str(HELD5), "--format", "json")
    assert code == 0, err
    doc = json.loads(out)
    # The keys issue 2 specifies (other issues may add more, e.g. the profile used).
    assert {"tournament", "rounds", "rules", "tiebreaks", "standings"} <= set(doc)
    assert doc["tournament"] == "FIDE C.07 2023 Tie-Break Exercises"  # record 012
    assert doc["rounds"] == 5  # XXR 5
    assert doc["tiebreaks"] == []
    rows = doc["standings"]
    assert len(rows) == 16
    assert (rows[0]["name"], rows[0]["start_no"], rows[0]["points"], rows[0]["rank"]) == (
        "Bruno",
        2,
        "4.0",
        1,
    )
    expected = file_points(HELD5)
    for row in rows:
        name, points = expected[row["start_no"]]
        assert row["name"] == name
        assert Fraction(row["points"]) == points
        assert row["rank"] == 1 + sum(1 for _, p in expected.values() if p > points)
        assert row["values"] == {}
    # Four players on 3.5 share 2nd place; the list is ordered by points.
    assert sorted(r["start_no"] for r in rows if r["rank"] == 2) == [1, 3, 4, 16]
    assert [Fraction(r["points"]) for r in rows] == sorted(
        (p for _, p in expected.values()), reverse=True
    )


def test_json_values_are_strings_or_null(capsys: pytest.CaptureFixture[str]) -> None:
    """With a tie-break list each value is an exact decimal string (or null if undefined).

    BH of Bruno (2) under the 2024 rules: 13.0 (FIDE TEC exercise, expected.json).
    """
    code, out, err = run(
        capsys,
        "standings",
        str(HELD5),
        "--format",
        "json",
        "--tiebreaks",
        "BH",
        "--rules",
        "fide-2024",
    )
    assert code == 0, err
    doc = json.loads(out)
    assert doc["tiebreaks"] == ["BH"]
    bruno = next(r for r in doc["standings"] if r["start_no"] == 2)
    assert bruno["values"] == {"BH": "13.0"}


def test_text_and_csv_formats(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", str(HELD5))
    assert code == 0
    assert "Bruno" in out and "4.0" in out
    code, out, _ = run(capsys, "standings", str(HELD5), "--format", "csv")
    lines = out.splitlines()
    assert lines[0] == "rank,start_no,name,points"
    assert lines[1] == "1,2,Bruno,4.0"
    assert len(lines) == 17


# -- acceptance 3 -----------------------------------------------------------------------------
@pytest.mark.parametrize("path", FIXTURES, ids=[p.name for p in FIXTURES])
def test_fixture_validates_converts_and_keeps_its_standings(
    path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "validate", str(path))
    assert code == 0
    *lines, summary = out.splitlines()
    # A TRF cannot say that a player withdrew: no game after some round is a question.
    asked = {"held_swiss_5.trf": "player 12, round 4", "nsf_example.trf": "player 9, round 5"}
    if path.name in asked:
        question = [x for x in lines if "withdrawn?" in x]
        assert len(question) == 1 and asked[path.name] in question[0]
        lines.remove(question[0])
    if path.name.startswith("held_swiss"):
        # The TEC Swiss exercises' rank column holds the start numbers, not the order of
        # points: warnings, no error.
        assert lines and all("warning: " in x and "rank column" in x for x in lines)
        assert "no errors" in summary
    elif path.name in asked:
        assert lines == [] and "no errors, 1 warning(s)" in summary
    else:
        assert lines == [] and "no findings" in summary
    project = tmp_path / "t.arbiter"
    back = tmp_path / "back.trf"
    assert run(capsys, "convert", str(path), str(project))[0] == 0
    assert run(capsys, "convert", str(project), str(back))[0] == 0
    standings = [
        json.loads(run(capsys, "standings", str(f), "--format", "json")[1])
        for f in (path, project, back)
    ]
    assert standings[0] == standings[1] == standings[2]
    # The same file, but for the rank column: the standings' ranks (TRF-26 001 cols 86-89).
    ranks = {row["start_no"]: row["rank"] for row in standings[0]["standings"]}
    expected = with_ranks(path.read_text(encoding="utf-8"), ranks)
    assert back.read_bytes() == expected.encode("utf-8")


# -- acceptance 5 -----------------------------------------------------------------------------
def _corrupt(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _write_lines(tmp_path: Path, name: str, lines: list[str]) -> Path:
    return _corrupt(tmp_path, name, ("\n".join(lines) + "\n").encode())


def bad_round_code(tmp_path: Path) -> tuple[Path, str]:
    lines = _lines(HELD5)
    lines[5] = lines[5][:98] + "Q" + lines[5][99:]  # Alyx (line 6), round 1 result column 99
    return _write_lines(tmp_path, "bad_code.trf", lines), ":6:99: unknown result code 'Q'"


def missing_opponent(tmp_path: Path) -> tuple[Path, str]:
    lines = _lines(HELD5)
    lines[4] = lines[4][:91] + "0000" + lines[4][95:]  # Bruno: `0000 b 1` in round 1
    return (
        _write_lines(tmp_path, "missing_opp.trf", lines),
        ":5:99: player 2, round 1: win needs an opponent",
    )


def truncated(tmp_path: Path) -> tuple[Path, str]:
    data = HELD5.read_bytes()
    cut = data[: data.index(b"Genevieve") + 20]  # stops inside player 7's record, line 17
    return _corrupt(tmp_path, "truncated.trf", cut), ":17:"


def wrong_points(tmp_path: Path) -> tuple[Path, str]:
    lines = _lines(HELD5)
    lines[4] = lines[4][:80] + " 3.0" + lines[4][84:]  # Bruno claims 3.0 instead of 4.0
    return (
        _write_lines(tmp_path, "points.trf", lines),
        ":5:81: player 2: the file's points column says 3.0, the results give 4.0",
    )


def garbage(tmp_path: Path) -> tuple[Path, str]:
    return _corrupt(tmp_path, "garbage.trf", b"PK\x03\x04\x14\x00\x06\x00garbage"), "binary"


def truncated_project(tmp_path: Path) -> tuple[Path, str]:
    project = tmp_path / "p.arbiter.json"
    assert main(["convert", str(HELD5), str(project)]) == 0
    data = project.read_bytes()
    project.write_bytes(data[: len(data) // 3])
    return project, "damaged or truncated"


def newer_project(tmp_path: Path) -> tuple[Path, str]:
    project = tmp_path / "n.arbiter.json"
    assert main(["convert", str(HELD5), str(project)]) == 0
    doc = json.loads(project.read_text(encoding="utf-8"))
    doc["format_version"] = 99
    project.write_text(json.dumps(doc), encoding="utf-8")
    return project, "format_version: written by a newer arbiter-app"


CORRUPTIONS = [
    bad_round_code,
    missing_opponent,
    truncated,
    wrong_points,
    garbage,
    truncated_project,
    newer_project,
]


@pytest.mark.parametrize("make", CORRUPTIONS, ids=[f.__name__ for f in CORRUPTIONS])
@pytest.mark.parametrize("command", ["standings", "validate", "convert"])
def test_corrupted_input_gives_a_located_message_and_writes_nothing(
    make: object, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, expected = make(tmp_path)  # type: ignore[operator]
    capsys.readouterr()
    before = sorted(p.name for p in tmp_path.iterdir())
    argv = [command, str(path)]
    if command == "convert":
        argv.append(str(tmp_path / ("out.trf" if path.suffix == ".json" else "out.arbiter.json")))
    code, out, err = run(capsys, *argv)
    if command == "convert" and make in (missing_opponent, wrong_points):
        # Readable data whose records contradict each other: refused as `standings` refuses
        # it (core.policy), naming the records; written only with --force.
        assert code == 1
        assert expected in err and "use --force" in err and "player " in err
        assert sorted(p.name for p in tmp_path.iterdir()) == before
        code, out, err = run(capsys, *argv, "--force")
        assert code == 0 and expected in err
        assert len(list(tmp_path.iterdir())) == len(before) + 1
        return
    assert code != 0
    message = err if command != "validate" or expected not in out else out
    assert expected in message
    assert str(path) in message
    assert "Traceback" not in err
    first = message.strip().splitlines()[0]
    assert first.startswith(str(path)) and expected in message
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    path, _ = bad_round_code(tmp_path)
    from arbiter_app.io.errors import InputError

    with pytest.raises(InputError):
        main(["--debug", "standings", str(path)])
    with pytest.raises(InputError):
        main(["standings", str(path), "--debug"])


def test_force_computes_despite_findings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = wrong_points(tmp_path)
    code, out, err = run(capsys, "standings", str(path), "--force", "--format", "json")
    assert code == 0
    assert json.loads(out)["standings"][0]["points"] == "4.0"  # from the results
    assert "points column says 3.0" in err


def test_convert_writes_a_project_under_the_old_names_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`.arbiter` is the native extension; `.arbiter.json` (what earlier versions wrote) and
    `.json` still ask for the same project file, byte for byte."""
    native = tmp_path / "t.arbiter"
    assert run(capsys, "convert", str(HELD5), str(native))[0] == 0
    assert json.loads(native.read_text(encoding="utf-8"))["format"] == "arbiter-app"
    for name in ("old.arbiter.json", "plain.json"):
        assert run(capsys, "convert", str(HELD5), str(tmp_path / name))[0] == 0
        assert (tmp_path / name).read_bytes() == native.read_bytes()


def test_unknown_output_format_and_missing_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "convert", str(HELD5), str(tmp_path / "out.xyz"))
    assert code == 1 and "(use .trf or .arbiter)" in err
    code, _, err = run(capsys, "standings", str(tmp_path / "nope.trf"))
    assert code == 1 and err.strip() == f"{tmp_path / 'nope.trf'}: No such file or directory"
    assert list(tmp_path.iterdir()) == []


def test_system_option_and_declaration(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = _lines(HELD5)
    declared = _write_lines(tmp_path, "declared.trf", ["192 FIDE_DUTCH_2026", *lines])
    code, _, err = run(capsys, "standings", str(declared), "--system", "round-robin")
    assert code == 0
    assert "declares swiss (record 192); --system round-robin ignored" in err


# -- gui ------------------------------------------------------------------------------------
@pytest.fixture
def fake_gui(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    calls: list[list[str]] = []
    module = types.ModuleType("arbiter_app.gui.app")
    module.main = lambda argv: calls.append(list(argv)) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "arbiter_app.gui.app", module)
    return calls


def test_no_subcommand_starts_the_gui(fake_gui: list[list[str]]) -> None:
    assert main([]) == 0
    assert main(["gui", str(HELD5)]) == 0
    assert fake_gui == [[], [str(HELD5)]]


# -- a real process -------------------------------------------------------------------------
def test_real_process_json_and_error_exit(tmp_path: Path) -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "arbiter_app", "standings", str(HELD5), "--format", "json"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["standings"][0]["name"] == "Bruno"
    path, expected = bad_round_code(tmp_path)
    bad = subprocess.run(
        [sys.executable, "-m", "arbiter_app", "standings", str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert bad.returncode == 1
    assert bad.stderr.strip().splitlines() == [f"{path}{expected} in round 1 (player 1)"]


def test_findings_in_a_project_file_name_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = missing_opponent(tmp_path)
    project = tmp_path / "p.arbiter.json"
    assert main(["convert", str(path), str(project), "--force"]) == 0
    capsys.readouterr()
    code, out, _ = run(capsys, "validate", str(project))
    assert code == 1
    # Bruno is the first player listed in held_swiss_5.trf (file order is kept).
    assert out.splitlines()[0] == (
        f"{project}: tournament.players[0].rounds[0]: player 2, round 1: win needs an "
        "opponent, but none is given"
    )


def test_standings_show_the_club_when_players_have_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Held's five rounds with a club given to two players (saved as a project file): text,
    CSV and JSON carry a Club column after the name, as the printed lists do; Bruno leads on
    4.0 points (the file's points column)."""
    from msgspec.structs import replace

    from arbiter_app.io.project import save_project
    from arbiter_app.io.trf import read_trf

    t = read_trf(HELD5)
    t.replace_player(replace(t.player(2), club="SK Rockaden"))
    t.replace_player(replace(t.player(1), club="=Ålesund SK"))
    path = tmp_path / "held5.arbiter"
    save_project(t, path)
    code, out, _ = run(capsys, "standings", str(path))
    assert code == 0
    lines = out.splitlines()
    header = next(x for x in lines if x.startswith("Rk"))
    assert header.split()[:5] == ["Rk", "SNo", "Name", "Club", "Pts"]
    bruno = next(x for x in lines if " Bruno " in x)
    assert bruno.split()[:6] == ["1", "2", "Bruno", "SK", "Rockaden", "4.0"]
    code, out, _ = run(capsys, "standings", str(path), "--format", "csv")
    rows = out.splitlines()
    assert rows[0].startswith("rank,start_no,name,club,points")
    assert any(r.startswith("1,2,Bruno,SK Rockaden,4.0") for r in rows)
    assert any(",'=Ålesund SK," in r for r in rows)  # a formula-like cell made safe
    code, out, _ = run(capsys, "standings", str(path), "--format", "json")
    doc = json.loads(out)
    assert {r["start_no"]: r["club"] for r in doc["standings"]}[2] == "SK Rockaden"
    code, out, _ = run(capsys, "standings", str(HELD5), "--format", "json")
    assert "club" not in json.loads(out)["standings"][0]  # nobody has a club: no column
