"""`arbiter-app compare` on the shared FIDE fixtures: the places that change between fide-2024
and fide-2026 with the deciding criterion, checked against the exercise's own printed figures
(IA Mario Held, FIDE TEC rev. 2403220900; tests/tec_oracle.py ranks from expected.json)."""

from __future__ import annotations

import json

import pytest
import tec_oracle as oracle
from conftest import FIDE_TEC

from arbiter_app.cli import main

CODES = ["FB", "SB", "SB/C1"]  # printed for every player under both editions, exactly


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_json_lists_the_changes_and_deciding_criteria(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(FIDE_TEC / oracle.SWISS_5)
    args = ["--rules", "fide-2024", "--with", "fide-2026", "--tiebreaks", ",".join(CODES)]
    code, out, _ = _run(capsys, "compare", path, *args, "--format", "json")
    assert code == 0
    doc = json.loads(out)
    expected = oracle.moves(CODES)
    assert expected
    got = {c["start_no"]: (int(c["place_a"]), int(c["place_b"])) for c in doc["changes"]}
    assert got == expected
    assert doc["pairs"]
    for pair in doc["pairs"]:
        first, second = pair["players"]
        code_ = oracle.deciding(CODES, first, second)
        assert pair["criterion"] == {"a": code_, "b": code_}
        assert pair["values"]["a"] == [
            oracle.printed("fide-2024", code_, first),
            oracle.printed("fide-2024", code_, second),
        ]
        assert pair["values"]["b"] == [
            oracle.printed("fide-2026", code_, first),
            oracle.printed("fide-2026", code_, second),
        ]


def test_text_names_the_criterion_with_both_editions_values(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = str(FIDE_TEC / oracle.SWISS_5)
    code, out, _ = _run(
        capsys,
        "compare",
        path,
        "--rules",
        "fide-2024",
        "--with",
        "fide-2026",
        "--tiebreaks",
        "BH/C1,BH,SB",
        "--explain",
    )
    assert code == 0
    # Maria (11) and Irina (8): BH/C1 12.0 / 12.0 in 2024, 11.0 / 12.0 in 2026 (the
    # exercise's figures), SB 5.75 / 5.25 (2024) orders them the other way.
    assert "Places that change (2 players):" in out
    assert "11 Maria / 8 Irina: BH/C1" in out
    assert "A: BH/C1 12.0 vs 12.0, equal: 11 Maria ahead on SB 5.75 vs 5.25" in out
    assert "B: BH/C1 11.0 vs 12.0: 8 Irina ahead" in out
    assert "cap: opponent's adjusted score 1.5" in out


@pytest.mark.parametrize("name", ["held_swiss_9.trf", "held_round_robin.trf"])
def test_every_fixture_runs(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, _ = _run(
        capsys, "compare", str(FIDE_TEC / name), "--rules", "fide-2024", "--with", "fide-2026:DE"
    )
    assert code == 0 and "B: fide-2026:DE (rules fide-2026; tie-breaks DE)" in out


def test_bad_sides_are_one_line_errors(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(FIDE_TEC / oracle.SWISS_5)
    for side in ("fide-1999", "preset:nope", "fide-2024:BH,NOPE"):
        code, _, err = _run(capsys, "compare", path, "--with", side)
        # (validation warnings about the file may come first, one line each)
        errors = [x for x in err.splitlines() if ": warning: " not in x]
        assert code == 1 and len(errors) == 1 and errors[0].startswith("--rules/--with:")
