"""One policy for files whose records contradict each other (core.policy): `standings`,
`convert` and `pair` refuse the same files with the same sentence, naming the records, and go
on only with --force."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.core.policy import POLICY, OnErrors
from arbiter_app.core.validate import FindingKind, validate
from arbiter_app.io.trf import parse_trf

HEAD = "001 {sno:>4} m    {name:<33} {rtg:>4} NOR           0 1990/01/01 {pts:>4} {rank:>4}"


def _line(sno: int, pts: str, rank: int, *blocks: str, rating: int = 2000) -> str:
    head = HEAD.format(sno=sno, name=f"Player {sno}", rtg=rating, pts=pts, rank=rank)
    return (head + "".join(f"  {b:<8}" for b in blocks)).rstrip()


# Four players, two rounds. Player 3 wins both games (2.0) but the file prints 1.5 for him:
# the points column contradicts the results.
CONFLICT = (
    "\n".join(
        [
            "012 Club",
            "XXR 3",
            _line(1, "1.0", 2, "   2 w 1", "   3 b 0"),
            _line(2, "0.0", 4, "   1 b 0", "   4 w 0"),
            _line(3, "1.5", 1, "   4 w 1", "   1 w 1"),
            _line(4, "1.0", 3, "   3 b 0", "   2 b 1"),
        ]
    )
    + "\n"
)


@pytest.mark.parametrize("command", ["standings", "convert", "pair"])
def test_a_points_conflict_is_refused_alike_naming_the_player(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.trf"
    path.write_text(CONFLICT)
    extra = [str(tmp_path / "out.trf")] if command == "convert" else []
    if command == "pair":
        extra = ["--out", str(tmp_path / "out.trf")]
    assert main([command, str(path), *extra]) == 1
    err = capsys.readouterr().err
    refusal = err.strip().splitlines()[-1]
    assert refusal == (
        f"{path}: 1 inconsistency in the records of player 3 (points column); "
        "fix them or use --force"
    )
    assert not (tmp_path / "out.trf").exists()  # nothing written
    assert POLICY[command] is OnErrors.REFUSE


def test_convert_writes_with_force(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "club.trf"
    path.write_text(CONFLICT)
    out = tmp_path / "out.trf"
    assert main(["convert", str(path), str(out), "--force"]) == 0
    assert "player 3: the file's points column says 1.5" in capsys.readouterr().err
    assert out.exists()


# Six players, two rounds. R1: 1-4 1-0, 2-5 1-0, 3-6 1-0; R2: 1-2 draw, 3-4 0-1, 5-6 1-0.
# Points: 1 and 2 1.5; 3, 4, 5 1.0; 6 0. Buchholz (202 BH) of the 1.0 group, by hand:
# 3: 0 + 1 = 1; 4: 1.5 + 1 = 2.5; 5: 1.5 + 0 = 1.5, so the standing is 4, 5, 3 (places 3-5).
BH_EVENT = {
    1: ("1.5", "   4 w 1", "   2 b ="),
    2: ("1.5", "   5 w 1", "   1 w ="),
    3: ("1.0", "   6 w 1", "   4 b 0"),
    4: ("1.0", "   1 b 0", "   3 w 1"),
    5: ("1.0", "   2 b 0", "   6 w 1"),
    6: ("0.0", "   3 b 0", "   5 b 0"),
}


def _rank_findings(ranks: dict[int, int], ratings: dict[int, int]) -> list[object]:
    lines = ["012 Club", "202 BH"]
    for sno, (pts, *blocks) in BH_EVENT.items():
        lines.append(_line(sno, pts, ranks[sno], *blocks, rating=ratings[sno]))
    t = parse_trf("\n".join(lines) + "\n")
    return [(f.kind, f.arg("count")) for f in validate(t) if f.kind.field == "rank"]


def test_a_rank_column_by_points_then_rating_is_one_finding() -> None:
    """The file ranks BH_EVENT by points, then rating (2400 2300 | 2200 2100 2000 | 1900):
    2, 1, 3, 5, 4, 6. Players 3 and 4 are off the standing: one finding says what the column
    is."""
    ratings = {1: 2300, 2: 2400, 3: 2200, 4: 2000, 5: 2100, 6: 1900}
    ranks = {2: 1, 1: 2, 3: 3, 5: 4, 4: 5, 6: 6}
    assert _rank_findings(ranks, ratings) == [(FindingKind.RANK_BY_POINTS_THEN_RATING, 2)]


def test_a_rank_column_by_points_then_start_number_is_one_finding() -> None:
    """BH_EVENT ranked by points and then start number (as a list before any tie-break, the
    benchmark generator's files): 1 .. 6. The standing has 4, 5, 3 in places 3, 4, 5, the
    file 3, 4, 5: all three are off."""
    ranks = {s: s for s in BH_EVENT}
    ratings = dict.fromkeys(BH_EVENT, 2000)
    assert _rank_findings(ranks, ratings) == [(FindingKind.RANK_BY_POINTS_THEN_START_NO, 3)]


def test_a_command_imports_only_its_own_module() -> None:
    """`standings` does not import the other commands (nor what only they need)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from arbiter_app.cli.parser import build_parser\n"
        "build_parser(['standings', 'x.trf'])\n"
        "print(sorted(m for m in sys.modules if m.startswith('arbiter_app.cli.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['arbiter_app.cli.common', 'arbiter_app.cli.findings', " + (
        "'arbiter_app.cli.options', 'arbiter_app.cli.parser', 'arbiter_app.cli.standings']"
    )
