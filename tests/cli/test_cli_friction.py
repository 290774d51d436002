"""The command line's small frictions: outputs named for another format, points as decimals,
messages that name the option that helps.

Data: `tests/data/friction/rounds12.trf` (5 players, rounds 1-2 played, points by hand: Berg 1½
after a draw and a pairing-allocated bye), the NSF seed example.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clitools import run
from conftest import SEEDS

ROUNDS_1_2 = Path(__file__).parents[1] / "data" / "friction" / "rounds12.trf"
NSF = SEEDS / "nsf_example.trf"


@pytest.mark.parametrize(
    ("option", "name", "hint"),
    [("--xlsx", "out.pdf", "use --pdf"), ("--pdf", "out.xlsx", "use --xlsx"), ("--csv", "out", "")],
)
def test_an_output_named_for_another_format_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str, name: str, hint: str
) -> None:
    code, _, err = run(capsys, "export", str(NSF), option, str(tmp_path / name))
    assert code == 1
    assert f"{option} {tmp_path / name}: {option} writes" in err and "but the name" in err
    assert hint in err
    assert not list(tmp_path.iterdir())  # nothing written


def test_the_pairing_list_checks_its_names_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "pairing-list", str(NSF), "--html", str(tmp_path / "r5.pdf"))
    assert code == 1 and "use --pdf" in err and not list(tmp_path.iterdir())


def test_the_rating_report_refusal_names_round_dates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "export", str(ROUNDS_1_2), "--rating-report", str(tmp_path / "r"))
    assert code == 1 and "--round-dates" in err and not list(tmp_path.iterdir())


def test_pair_prints_points_as_decimals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r3.trf"
    code, text, err = run(capsys, "pair", str(ROUNDS_1_2), "--out", str(out))
    assert code == 0, err
    boards = [line for line in text.splitlines() if "Berg" in line]
    assert len(boards) == 1 and " 1.5 " in boards[0] + " " and "3/2" not in text
