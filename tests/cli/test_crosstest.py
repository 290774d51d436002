"""The cross-test against bbpPairings (C.02 checklist Q33–39) and its sample without it.

`test_sample_without_bbpairings` always runs: the cross-test's own mix of events from our
generator, each round paired by the engine of the edition, judged by our checker, and paired
again by the program from the file it wrote (what `check-pairings` does). The bbpPairings sample
runs when a tester has built it (`io/bbpairings.py` says where it is looked for), and is skipped
otherwise.
"""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.core.pairing.checker import check_rounds
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026
from arbiter_app.core.pairing.fpc import compare_rounds
from arbiter_app.core.pairing.generator import generate
from arbiter_app.core.validate import Severity
from arbiter_app.io import bbpairings
from arbiter_app.io.crosstest import Options, _settings
from arbiter_app.io.pairing_engines import dutch_engine, engine_for
from arbiter_app.io.trf import format_trf, parse_trf

SUMMARY = re.compile(
    r"^crosstest: (\d+) tournaments, (\d+) rounds, (\d+) discrepancies "
    r"\(pairing (\d+), checker (\d+), tie-break (\d+)\)$",
    re.MULTILINE,
)


def built(edition: str) -> bool:
    try:
        bbpairings.executable(edition)
    except bbpairings.BbpUnavailable:
        return False
    return True


@pytest.mark.parametrize("edition", [DUTCH_2026, DUTCH_2025])
def test_sample_without_bbpairings(edition: str) -> None:
    options = Options(players=(10, 40), rounds=(5, 7), edition=edition)
    for seed in (1, 2, 3):
        s = _settings(seed, options)
        first = parse_trf(format_trf(generate(s, dutch_engine(edition))))
        assert first.rounds_paired == s.rounds
        errors = [f.describe() for f in check_rounds(first) if f.severity is Severity.ERROR]
        assert errors == [], (seed, errors)
        again = [c for c in compare_rounds(first, engine_for(first)) if not c.same]
        assert again == [], (seed, again[:1])


@pytest.mark.skipif(not built(DUTCH_2026), reason=bbpairings.BUILD_HINT)
def test_ci_sample_against_bbpairings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["crosstest", "--tournaments", "4", "--players", "10-40", "--rounds", "5-7"]
    code = main([*argv, "--seed", "7", "--keep", str(tmp_path)])
    found = SUMMARY.search(capsys.readouterr().out)
    assert found is not None
    tournaments, rounds, discrepancies = (int(x) for x in found.groups()[:3])
    kept = [
        json.loads(x)
        for f in tmp_path.glob("results-*.jsonl")
        for x in f.read_text().split("\n")
        if x
    ]
    assert tournaments == 8 == len(kept)
    assert rounds == sum(row["rounds"] for row in kept) >= 8 * 5 - 4  # a few may stop early
    assert (code, discrepancies) == (0, 0), [row["discrepancies"] for row in kept]
    # Resumed with more tournaments: only the new ones run, the summary counts all.
    assert main([*argv[:2], "6", *argv[3:], "--seed", "7", "--resume", str(tmp_path)]) == 0
    found = SUMMARY.search(capsys.readouterr().out)
    assert found is not None and int(found.group(1)) == 12
    assert (
        sum(1 for f in tmp_path.glob("results-*.jsonl") for x in f.read_text().split("\n") if x)
        == 12
    )


FAKE_BBP = """#!/bin/sh
# A stand-in that pairs no board: every round it answers must differ from the program's.
while [ $# -gt 0 ]; do
  if [ "$1" = "-p" ]; then printf '0\\n' > "$2"; fi
  shift
done
"""


def test_a_discrepancy_is_kept_as_a_trf_that_reproduces_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    exe = tmp_path / "bbp" / "v6.0.0" / "bbpPairings.exe"
    exe.parent.mkdir(parents=True)
    exe.write_text(FAKE_BBP)
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("ARBITER_BBPAIRINGS_DIR", str(tmp_path / "bbp"))
    keep = tmp_path / "run"
    argv = ["crosstest", "--tournaments", "1", "--players", "10-10", "--rounds", "5"]
    code = main([*argv, "--direction", "ours", "--keep", str(keep)])
    assert code == 1
    found = SUMMARY.search(capsys.readouterr().out)
    assert found is not None
    # Five rounds: each a pairing discrepancy, and our checker faults the empty round.
    assert found.groups() == ("1", "5", "10", "5", "5", "0")
    row = json.loads((keep / "results-ours.jsonl").read_text())
    first = row["discrepancies"][0]
    trf = keep / "discrepancies" / first["file"]
    assert first["kind"] == "pairing" and first["round_no"] == 1
    # The kept file is the event before round 1; `pair` on it gives the program's boards.
    out = tmp_path / "paired.trf"
    assert main(["pair", str(trf), "--round", "1", "--out", str(out)]) == 0
    program = first["detail"].split(" | ")[0].removeprefix("program ").split()
    assert sorted(program) == sorted(f"{w}-{b}" for w, b in _boards(out))
    # --recheck runs that tournament again (after a fix; here the stand-in is unchanged).
    capsys.readouterr()
    assert main([*argv, "--direction", "ours", "--resume", str(keep), "--recheck"]) == 1
    found = SUMMARY.search(capsys.readouterr().out)
    assert found is not None and found.groups()[:3] == ("1", "5", "10")
    assert len((keep / "results-ours.jsonl").read_text().splitlines()) == 2


def _boards(path: Path) -> list[tuple[int, int]]:
    from arbiter_app.core.boards import boards

    t = parse_trf(path.read_text(encoding="utf-8"))
    return [(b.white, b.black) for b in boards(t, 1)]


def test_without_bbpairings_it_says_how_to_build_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARBITER_BBPAIRINGS_DIR", str(tmp_path))
    assert main(["crosstest", "--tournaments", "1"]) == 3
    assert "ARBITER_BBPAIRINGS_DIR" in capsys.readouterr().out
