"""What the TRF reader noted while reading a file reaches the window's status bar."""

from __future__ import annotations

from pathlib import Path

from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtWidgets import QLabel

from arbiter_app.gui.main_window import MainWindow

REAL = Path(__file__).parents[1] / "data" / "real"


def test_a_team_file_says_what_was_skipped(window: MainWindow) -> None:
    """FIDE's team sample as Sharly Chess adapted it: the team tie-break list and the team
    records are set aside, and the status bar says so with the lines."""
    window.open_path(REAL / "fide-tec" / "grandmommyscup_trf26.trf")
    assert len(window.document.tournament.players) == 249
    text = window.findChild(QLabel, "cellMessage").text()
    assert text.startswith("Read with notes: line 26: record 202: a team tie-break list")
    assert "line 28: 386 team record(s) skipped" in text


def test_a_file_without_notes_says_nothing(window: MainWindow) -> None:
    window.open_path(REAL / "lichess" / "2020_06.trf")
    assert "Read with notes" not in window.findChild(QLabel, "cellMessage").text()
