"""`standings FILE` on a team event (FIDE's Grandmommy's Cup sample, the Crete championship):
one row (one JSON object) per team with its rank, match and game points and the values of the
team list. Points are compared with the 310 records sliced from the file's text; the ranks are
Gacrux's (tests/gacrux/test_teams.py checks them), here the order of the first places of the
file's own tie-break list, written in its 802-era print (ranked 1 India 3, 2 Slovakia, ...)."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from pathlib import Path

import pytest
from clitools import run

REAL = Path(__file__).parents[1] / "data" / "real"
CUP = REAL / "fide-tec" / "grandmommyscup.trf"
CRETE = REAL / "swiss-manager" / "crete_2025_teams.trf"


def _claims(path: Path) -> dict[int, tuple[Fraction, Fraction]]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("310"):
            out[int(line[4:7])] = (Fraction(line[54:60].strip()), Fraction(line[61:67].strip()))
    return out


def test_json_has_one_object_per_team(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", str(CUP), "--format", "json")
    assert code == 0
    doc = json.loads(out)
    assert doc["kind"] == "team"
    assert doc["tiebreaks"] == ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"]
    claims = _claims(CUP)
    assert {row["team"] for row in doc["teams"]} == set(claims)
    for row in doc["teams"]:
        assert (Fraction(row["mp"]), Fraction(row["gp"])) == claims[row["team"]]
        assert set(row["values"]) == set(doc["tiebreaks"])
    ranks = [row["rank"] for row in doc["teams"]]
    assert ranks == sorted(ranks) and ranks[0] == 1
    # The players' own list stays in the document (a board-by-board reader needs it).
    assert len(doc["standings"]) == 249


def test_text_and_csv_carry_the_same_rows(capsys: pytest.CaptureFixture[str]) -> None:
    _, text, _ = run(capsys, "standings", str(CUP))
    _, table, _ = run(capsys, "standings", str(CUP), "--format", "csv")
    rows = list(csv.reader(io.StringIO(table)))
    assert rows[0] == ["rank", "team", "name", "mp", "gp", *rows[0][5:]]
    assert len(rows) == 51
    lines = text.splitlines()
    assert lines[0].startswith("Grandmommy's Cup (team event, 14 rounds")
    for row, line in zip(rows[1:], lines[2:], strict=True):
        assert line.split()[:2] == row[:2] and row[2] in line


def test_a_team_list_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", str(CRETE), "--tiebreaks", "GP,BC", "--format", "json")
    assert code == 0
    doc = json.loads(out)
    assert doc["tiebreaks"] == ["GP", "BC"]
    code, _, err = run(capsys, "standings", str(CRETE), "--tiebreaks", "NOPE")
    assert code != 0 and "unknown team tie-break 'NOPE'" in err


def test_players_one_by_one_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", str(CRETE), "--players", "--format", "json")
    assert code == 0
    assert "teams" not in json.loads(out) and len(json.loads(out)["standings"]) == 163


def test_validate_reports_team_findings_in_place(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = CUP.read_text(encoding="utf-8").replace(
        "310  47 Denmark                          DEN     2085   13     24.5",
        "310  47 Denmark                          DEN     2085   14     24.5",
    )
    path = tmp_path / "cup.trf"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "validate", str(path))
    assert code != 0
    line = next(x for x in out.splitlines() if "team Denmark: the file" in x)
    assert line == (
        f"{path}:341:5: team Denmark: the file says 14.0 match and 24.5 game points, the "
        "results give 13.0 and 24.5"
    )
    # The reserve on board 3 above the regular fourth (FIDE's sample has such lineups): a warning.
    assert f"{path}:245:162: warning: player 219, round 8: team Denmark: 219" in out
