"""Real TRF files written by other programs (tests/data/real/, sources and licences in its
README): each reads with no option, through the CLI too, and gives what its publisher printed.

What a publisher prints in a TRF file is its points column (001 cols 81-84) and, where filled,
its rank column (86-89). Both are sliced here straight from the text, independently of the
reader, and compared with the program's standings:

- every player's points equal the file's points column — but a file written to pair the next
  round (JaVaFo's samples) already has the byes requested for that round in its records and,
  as the engines require, in its points column; the standings count them only once that round
  is paired (`core.stage`), so there the column is compared with every record's points and the
  standings with the rounds paired;
- a rank column decides places only between different scores without any tie-break, so among
  the ranked players (rank 0: not ranked, as Swiss-Manager writes for a player who never
  played) each is placed by the file within the places its score spans: 1 + (ranked players
  with more points) up to that plus the others on the same score. Two kinds of rank column are
  no standings and are not compared: a team event's (it ranks board results, not the
  players' scores) and the pairing engines' inputs whose rank column repeats the start number
  (the pairing id, JaVaFo's `XXC rank` convention).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.core.model import Tournament
from arbiter_app.core.stage import counted_points, paired_rounds
from arbiter_app.core.standings import compute
from arbiter_app.io.trf import read_trf
from arbiter_app.io.trf.parse import is_team_event

REAL = Path(__file__).parents[1] / "data" / "real"
# Files whose records contradict their own claims (README.md says how): the command line reports
# it and ranks them with --force.
CONTRADICTING = {"fide-tec/grandmommyscup_trf26.trf"}
# A rank column that is no standing of the file's own results (README.md says whose): the
# program reports it as one finding; the points are compared, the ranks not.
RANK_NOT_A_STANDING = {"icu/bunratty_minor_2011.trf"}
FILES = sorted(REAL.rglob("*.trf"))
IDS = [str(p.relative_to(REAL)) for p in FILES]


def _columns(path: Path) -> dict[int, tuple[Fraction | None, int | None]]:
    """Start number -> (points column, rank column) as the file prints them."""
    out: dict[int, tuple[Fraction | None, int | None]] = {}
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:  # the Irish Championships files of 2011 are Latin-1
        text = data.decode("latin-1")
    for line in text.splitlines():
        if line.startswith("001"):
            points, rank = line[80:84].strip(), line[85:89].strip()
            out[int(line[4:8])] = (
                Fraction(points) if points else None,
                int(rank) if rank else None,
            )
    return out


def _announced(t: Tournament) -> dict[int, Fraction]:
    """Start number -> the points of byes entered for a round not paired yet (none: {})."""
    paired = paired_rounds(t)
    if paired == t.rounds_paired:
        return {}
    return {p.start_no: t.points(p) - counted_points(t, p, paired) for p in t.players}


def test_at_least_twenty_files_from_five_producers() -> None:
    producers = {p.relative_to(REAL).parts[0] for p in FILES}
    assert len(FILES) >= 20
    assert len(producers) >= 5
    readme = (REAL / "README.md").read_text(encoding="utf-8")
    for path in FILES:  # each file has its source and licence noted
        assert f"`{path.relative_to(REAL)}`" in readme


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_points_and_ranks_are_the_publishers(path: Path) -> None:
    t = read_trf(path)
    printed = _columns(path)
    rows = {row.start_no: row for row in compute(t).rows}
    assert set(rows) == set(printed)
    points = {sno: row.points for sno, row in rows.items()}
    file_points = {sno: p for sno, (p, _) in printed.items() if p is not None}
    assert file_points  # every file prints points
    announced = _announced(t)
    with_byes = {sno: points[sno] + announced.get(sno, 0) for sno in file_points}
    assert with_byes == file_points
    ranked = {sno: rank for sno, (_, rank) in printed.items() if rank}
    if str(path.relative_to(REAL)) in RANK_NOT_A_STANDING:
        return
    if is_team_event(path.read_bytes().decode("latin-1").splitlines()):
        return
    if all(rank == sno for sno, rank in ranked.items()):
        return
    for sno, rank in ranked.items():
        above = sum(1 for q in ranked if points[q] > points[sno])
        level = sum(1 for q in ranked if points[q] == points[sno])
        assert above < rank <= above + level, (sno, rank, points[sno])


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_the_cli_ranks_each_file_with_no_option(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    force = ["--force"] if str(path.relative_to(REAL)) in CONTRADICTING else []
    assert main(["standings", str(path), "--format", "json", *force]) == 0
    doc = json.loads(capsys.readouterr().out)
    printed = _columns(path)
    announced = _announced(read_trf(path))
    assert {row["start_no"] for row in doc["standings"]} == set(printed)
    for row in doc["standings"]:
        file_points = printed[row["start_no"]][0]
        if file_points is not None:
            bye = announced.get(row["start_no"], 0)
            assert Fraction(row["points"]) + bye == file_points
