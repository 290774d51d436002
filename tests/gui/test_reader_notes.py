"""What the TRF reader noted while reading a file reaches the window's status bar."""

from __future__ import annotations

from pathlib import Path

from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from arbiter_app.gui.main_window import MainWindow

REAL = Path(__file__).parents[1] / "data" / "real"


def test_a_team_file_says_what_was_not_read(window: MainWindow) -> None:
    """FIDE's team sample as Sharly Chess adapted it: the teams are read; the informative
    crosstables (801/802) and the old 013 records beside the 310s are not, and the status bar
    says so with the lines."""
    window.open_path(REAL / "fide-tec" / "grandmommyscup_trf26.trf")
    assert len(window.document.tournament.players) == 249
    teams = window.document.tournament.teams
    assert teams is not None and len(teams.teams) == 50
    text = window.findChild(QLabel, "cellMessage").text()
    assert text.startswith("Read with notes: line 539: 102 team record(s) not read")
    assert "013 records beside 310 records: the 310 records are used" in text


def test_a_file_without_notes_says_nothing(window: MainWindow) -> None:
    window.open_path(REAL / "lichess" / "2021_03.trf")
    assert "Read with notes" not in window.findChild(QLabel, "cellMessage").text()


def test_a_long_message_leaves_the_counter_its_room(window: MainWindow, qtbot: QtBot) -> None:
    """The notes run longer than the status bar: the message line stops short of the
    counter beside it (elided; the whole text in its tooltip)."""
    window.show()
    qtbot.waitExposed(window)
    window.open_path(REAL / "fide-tec" / "grandmommyscup_trf26.trf")
    message = window.findChild(QLabel, "cellMessage")
    summary = window.findChild(QLabel, "statusSummary")
    assert summary.text() and message.toolTip() == message.text()
    # the line asks for no room of its own (a label's hint would be the whole text's width)
    assert message.minimumSizeHint().width() < message.fontMetrics().horizontalAdvance("x" * 10)
    assert message.fontMetrics().horizontalAdvance(message.text()) > message.width()
    assert message.geometry().right() < summary.geometry().left()
    shown = message.shown_text()
    assert shown.endswith("…") and message.text().startswith(shown[:-1])
    gap = message.width() - message.fontMetrics().horizontalAdvance(shown)
    assert gap >= message.fontMetrics().averageCharWidth()


def test_an_adjusted_round_code_is_a_note(window: MainWindow) -> None:
    """lichess writes an absent player's round as a bare `-` (docs/trf-dialects.md): read as a
    zero-point bye, and said (C.02 2026 checklist, TRF import: report every adjustment)."""
    window.open_path(REAL / "lichess" / "2020_06.trf")
    text = window.findChild(QLabel, "cellMessage").text()
    assert "written '       -'" in text and "read as zero-point bye" in text
