"""`arbiter-app new --chess960`: an event played as Chess960 from the command line, marked in the
TRF it writes (`### CHESS960`, docs/trf-dialects.md) as the window's settings checkbox does."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.cli import main
from arbiter_app.io.trf import read_trf


def test_the_command_line_marks_a_new_event(tmp_path: Path) -> None:
    trf = tmp_path / "fr.trf"
    assert main(["new", str(trf), "--name", "FR Open", "--rounds", "5", "--chess960"]) == 0
    assert "### CHESS960" in trf.read_text(encoding="utf-8").splitlines()
    assert read_trf(trf).chess960
    plain = tmp_path / "plain.trf"
    assert main(["new", str(plain), "--name", "Open", "--rounds", "5"]) == 0
    assert not read_trf(plain).chess960
