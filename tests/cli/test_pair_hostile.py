"""`pair` on the files the hostile-input driver found the engines failing on
(tests/data/hostile/README.md): a located message, or the right (empty) round."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from clitools import run
from conftest import DATA

EDITIONS = ["dutch-2026", "dutch-2025"]  # gacrux, py4swiss


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_file_of_only_headers_is_refused_and_left_as_it_was(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, edition: str
) -> None:
    # Before: "gacrux failed: KeyError: 'D'" / "py4swiss refused the TRF: min() arg is an
    # empty sequence".
    path = tmp_path / "h.trf"
    shutil.copy(DATA / "hostile" / "headers_only.trf", path)
    before = path.read_bytes()
    code, _, err = run(capsys, "pair", "--edition", edition, str(path))
    assert code == 1
    assert err.strip().endswith(f"{path}: round 1: the event has no players to pair")
    assert path.read_bytes() == before


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_round_where_every_player_has_a_bye_entered_pairs_no_board(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, edition: str
) -> None:
    # Both players asked for a half-point bye in round 1 (H): nobody is to be paired. Before,
    # py4swiss paired the two anyway and our check refused it ("Player 1 is excused or
    # withdrawn, yet paired").
    path = tmp_path / "byes.trf"
    pad = " " * 25
    path.write_text(
        "012 Two byes\nXXR 3\n"
        f"001    1      {'Aalto, Anna':<33} 2100 SWE{pad}0.5    1  0000 - H\n"
        f"001    2      {'Berg, Bo':<33} 2000 SWE{pad}0.5    2  0000 - H\n",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "pair", "--edition", edition, str(path))
    assert code == 0, err
    assert f"Round 1 ({edition}" in out and "): 0 boards" in out
    assert out.count("not paired: half-point bye") == 2
