"""A start date that cannot be read decides nothing silently: the C.07 edition then in force
today is assumed (`core.rules.default_name`), and every list and the window say so beside the
rule edition (`core.rules.assumed_for`), as the command line does."""

from __future__ import annotations

from pathlib import Path

from guitools import gui_env_fixture, window_fixture  # noqa: F401  (fixtures)
from PySide6.QtWidgets import QLabel

from arbiter_app.core import report as rep
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.rules import assumed_for
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.html import render
from arbiter_app.io.labels import Labels
from arbiter_app.io.project import save_project


def event(start_date: str, rules: str | None = None) -> Tournament:
    one = Player(1, "Alyx", rounds=(RoundEntry(2, Colour.WHITE, Result.WIN),))
    two = Player(2, "Bruno", rounds=(RoundEntry(1, Colour.BLACK, Result.LOSS),))
    return Tournament(name="Club", start_date=start_date, rules=rules, players=[one, two])


def test_only_an_unread_date_makes_an_assumption() -> None:
    # 03/02/2026 is 3 February (2024 edition in force) or 2 March 2026 (2026 edition).
    assert assumed_for(event("03/02/2026"), "fide-2026") == "03/02/2026"
    assert assumed_for(event("2026-03-02"), "fide-2026") == ""  # read: no assumption
    assert assumed_for(event(""), "fide-2026") == ""  # no date at all: nothing unread
    assert assumed_for(event("03/02/2026", rules="fide-2024"), "fide-2024") == ""  # chosen


def test_the_lists_name_the_assumption() -> None:
    report = rep.build(event("03/02/2026"), tiebreaks=[])
    assert report.header.rules_assumed_for == "03/02/2026"
    fields = dict(Labels().header_fields(report.header))
    assert fields["Rule edition"].endswith(
        "(assumed: the start date “03/02/2026” could not be read)"
    )
    assert "the start date “03/02/2026” could not be read" in render(report)
    plain = rep.build(event("2026-03-02"), tiebreaks=[])
    assert "assumed" not in dict(Labels().header_fields(plain.header))["Rule edition"]


def test_the_window_names_the_assumption(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "club.arbiter"
    save_project(event("03/02/2026"), path)
    assert window.open_path(path)
    window.wait_for_standings()
    title = window.findChild(QLabel, "standingsTitle")
    assert title is not None
    assert "the start date “03/02/2026” could not be read" in title.text()
