"""The tie-break engine through the command line: `tiebreaks`, `explain`, and `standings`
with `--tiebreaks/--rules/--unrated` (issue 3, acceptance 1 and 5)."""

from __future__ import annotations

import json

import pytest
from conftest import FIDE_TEC

from arbiter_app.cli import main
from arbiter_app.core.tiebreaks import all_criteria

EXPECTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))
SWISS5 = str(FIDE_TEC / "held_swiss_5.trf")


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_tiebreaks_lists_every_code(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "tiebreaks")
    assert code == 0
    lines = out.splitlines()
    for criterion in all_criteria():
        assert any(
            line.startswith(criterion.code + " ") and criterion.description in line
            for line in lines
        ), criterion.code
    for required in ("BH", "FB", "AOB", "SB", "KS", "PS", "DE", "PTS", "LOT"):
        assert any(line.split()[0] == required for line in lines if line.strip())
    assert "fide-2009" in out and "fide-2024" in out and "fide-2026" in out


@pytest.mark.parametrize(
    ("name", "edition"),
    [
        ("held_swiss_5.trf", "fide-2024"),
        ("held_swiss_5.trf", "fide-2026"),
        ("held_round_robin.trf", "fide-2024"),
    ],
)
def test_standings_json_reproduces_the_tec_exercises(
    capsys: pytest.CaptureFixture[str], name: str, edition: str
) -> None:
    """FIDE TEC exercises (tests/data/fide-tec/expected.json): every printed value of the
    block, computed in one CLI call with the whole list."""
    block = EXPECTED[name][edition]
    codes = list(block)
    code, out, err = _run(
        capsys,
        "standings",
        str(FIDE_TEC / name),
        "--tiebreaks",
        ",".join(codes),
        "--rules",
        edition,
        "--format",
        "json",
    )
    assert code == 0, err
    doc = json.loads(out)
    assert doc["rules"] == edition
    assert doc["tiebreaks"] == codes
    rows = {str(r["start_no"]): r for r in doc["standings"]}
    for tb, values in block.items():
        for start_no, expected in values.items():
            assert rows[start_no]["values"][tb] == expected, (tb, start_no)


def test_standings_json_direct_encounter_ranks(capsys: pytest.CaptureFixture[str]) -> None:
    """TEC exercise 25 (held_swiss_9.trf): ranks after PTS then DE."""
    code, out, _ = _run(
        capsys,
        "standings",
        str(FIDE_TEC / "held_swiss_9.trf"),
        "--tiebreaks",
        "DE",
        "--format",
        "json",
    )
    assert code == 0
    ranks = {str(r["start_no"]): r["rank"] for r in json.loads(out)["standings"]}
    assert ranks == EXPECTED["held_swiss_9.trf"]["ranks_PTS_DE"]


@pytest.mark.parametrize(("edition", "dummy"), [("fide-2024", "3.5"), ("fide-2026", "2.5")])
def test_explain_half_point_bye_of_player_4(
    capsys: pytest.CaptureFixture[str], edition: str, dummy: str
) -> None:
    """Acceptance 5 (TEC exercise, spec §6.5 B "#4 David"): R2 is a half-point bye followed by
    played rounds (16.2.3, a VUR). Its dummy is David's own 3.5 under the 2024 rules and is
    capped at 0.5 × 5 rounds = 2.5 under 2026 (16.4.2); BH/C1 cuts that round either way."""
    code, out, err = _run(
        capsys,
        "explain",
        SWISS5,
        "4",
        "--tiebreak",
        "BH/C1",
        "--rules",
        edition,
        "--format",
        "json",
    )
    assert code == 0, err
    (doc,) = json.loads(out)
    assert doc["descriptor"] == "BH/C1"
    assert doc["value"] == "11.5"
    r2 = doc["contributions"][1]
    assert r2["round"] == 2 and r2["result"] == "half_bye" and r2["opponent"] is None
    assert r2["value"] == dummy
    assert r2["numbers"]["own"] == "3.5"
    assert r2["basis"] == ("dummy" if edition == "fide-2024" else "dummy-capped")
    assert r2["vur"] is True and r2["cut"] == "low"
    assert [c["round"] for c in doc["contributions"] if c["cut"]] == [2]


@pytest.mark.parametrize(("edition", "dummy"), [("fide-2024", "3.5"), ("fide-2026", "2.5")])
def test_explain_text(capsys: pytest.CaptureFixture[str], edition: str, dummy: str) -> None:
    code, out, _ = _run(capsys, "explain", SWISS5, "4", "--tiebreak", "BH/C1", "--rules", edition)
    assert code == 0
    assert out.startswith("BH/C1 = 11.5")
    (r2,) = [line for line in out.splitlines() if line.split()[:1] == ["2"]]
    assert f" {dummy} " in r2 and "dummy opponent" in r2 and r2.endswith("— cut (lowest)")
    if edition == "fide-2026":
        assert "own score 3.5, cap: draw points × rounds 2.5" in r2
    # Round 1: Nick's adjusted score, his two trailing zero-point byes counted as draws.
    (r1,) = [line for line in out.splitlines() if line.split()[:1] == ["1"]]
    assert "adjusted score 3.0 (the opponent's rounds 4, 5 counted as draws)" in r1


def test_explain_default_list_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "explain", SWISS5, "4", "--tiebreaks", "BH,SB,DE")
    assert code == 0
    assert [line.split()[0] for line in out.splitlines() if " = " in line] == ["BH", "SB", "DE"]
    code, _, err = _run(capsys, "explain", SWISS5, "99")
    assert code == 1 and "no player with start number 99" in err
    code, _, err = _run(capsys, "explain", SWISS5, "4", "--tiebreak", "XYZ")
    assert code == 1 and "unknown tie-break 'XYZ'" in err and "BH" in err


def test_standings_rejects_bad_descriptor_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "standings", SWISS5, "--tiebreaks", "BH/L+1")
    assert code == 1
    assert "BH/L+1" in err and "does not take /L" in err
    code, _, err = _run(capsys, "standings", SWISS5, "--rules", "fide-1999")
    assert code == 1 and "unknown rules 'fide-1999'" in err and "fide-2026" in err


def test_standings_unrated(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    """C.07 Art. 10: with an unrated player in the field, rating criteria are undefined unless
    a rating for unrated players is given. Alyx (#1, 2200) made unrated: Jessica (#9) played
    Alyx and Lais (1750), so with --unrated 1400 her ARO is (1400 + 1750) / 2 = 1575."""
    from pathlib import Path

    text = (FIDE_TEC / "held_swiss_5.trf").read_text(encoding="utf-8")
    text = text.replace(
        "Alyx                              2200", "Alyx                                  "
    )
    path = Path(str(tmp_path)) / "unrated.trf"
    path.write_text(text, encoding="utf-8")
    code, out, err = _run(capsys, "standings", str(path), "--tiebreaks", "ARO", "--format", "json")
    assert code == 0, err
    rows = {r["start_no"]: r for r in json.loads(out)["standings"]}
    assert rows[9]["values"]["ARO"] is None
    code, out, err = _run(
        capsys,
        "standings",
        str(path),
        "--tiebreaks",
        "ARO",
        "--unrated",
        "1400",
        "--format",
        "json",
    )
    assert code == 0, err
    rows = {r["start_no"]: r for r in json.loads(out)["standings"]}
    assert rows[9]["values"]["ARO"] == "1575"


@pytest.mark.parametrize("fmt", ["text", "csv", "json"])
def test_a_criterion_listed_twice_is_refused(capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    """`BH` twice: the second never separates anyone, and CSV's head and JSON's keys would
    name one column twice (before, CSV rows had one value fewer than the head and JSON merged
    the two). Refused, naming the code, before anything is printed."""
    code, out, err = _run(
        capsys, "standings", SWISS5, "--tiebreaks", "BH/C1,BH,BH", "--format", fmt
    )
    assert code == 1 and out == ""
    assert "BH is listed twice in the tie-break list" in err


def test_de_listed_again_is_a_column_of_its_own(capsys: pytest.CaptureFixture[str]) -> None:
    """DE may come again after other criteria (C.07 4.2-4.3, type A: worked out anew on the
    smaller tied groups): the second is its own column, `DE (2)`, in CSV's head (with a cell
    in every row) and as a JSON key."""
    code, out, _ = _run(capsys, "standings", SWISS5, "--tiebreaks", "DE,BH,DE", "--format", "csv")
    lines = out.splitlines()
    assert code == 0 and lines[0].endswith(",points,DE,BH,DE (2)")
    assert {line.count(",") for line in lines} == {lines[0].count(",")}
    code, out, _ = _run(capsys, "standings", SWISS5, "--tiebreaks", "DE,BH,DE", "--format", "json")
    assert code == 0
    rows = json.loads(out)["standings"]
    assert {tuple(r["values"]) for r in rows} == {("DE", "BH", "DE (2)")}
