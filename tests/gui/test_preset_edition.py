"""Presets never change the event's C.07 edition behind the arbiter's back, and criteria that
cannot work in the event are shown with the reason.

The edition follows the event's dates (C.07 March 2026 in force from 2026-03-01; before it the
2023/2024 text; `core.rules.default_name`) unless the arbiter chose one under Rules; a FIDE
preset brings its list only, and the dialog says which edition applies. National presets bring
their federation's rule set (NSF: the legacy rule, seed 004), as before.
"""

from __future__ import annotations

from conftest import FIDE_TEC, SEEDS
from guitools import gui_env_fixture  # noqa: F401
from msgspec.structs import replace
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QListView
from pytestqt.qtbot import QtBot

from arbiter_app.core.model import Tournament
from arbiter_app.core.vocabulary.reasons import Reason
from arbiter_app.gui.dialogs import TournamentDialog
from arbiter_app.gui.tiebreak_dialog import TiebreakDialog
from arbiter_app.gui.tiebreak_lists import CODE_ROLE, REASONS_ROLE, SECOND_LINE_ROLE
from arbiter_app.io.trf import read_trf

FIDE_LIST = ["DE", "WIN", "BPG", "BH/C1", "BH", "SB", "LOT"]


def _event(start: str, rules: str | None = None) -> Tournament:
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    return replace(t, start_date=start, rules=rules)


def _dialog(qtbot: QtBot, t: Tournament) -> TiebreakDialog:
    dlg = TiebreakDialog(t)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def _choose(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def _note(dlg: TiebreakDialog) -> str:
    label = dlg.findChild(QLabel, "editionNote")
    assert label is not None
    return label.text()


def test_a_2024_preset_keeps_a_2026_event_on_2026(qtbot: QtBot, gui_env: list[str]) -> None:
    dlg = _dialog(qtbot, _event("2026-04-01"))
    _choose(dlg.findChild(QComboBox, "presetCombo"), "builtin:fide-2024-swiss")
    assert dlg.tiebreaks() == FIDE_LIST
    assert dlg.rules() is None  # still by the dates
    assert "rules" not in dlg.settings_changes()
    note = _note(dlg)
    assert "C.07 (March 2026)" in note and "2026-04-01" in note
    assert "written for FIDE C.07 (2023/2024)" in note


def test_a_2026_preset_keeps_a_2024_event_on_2024(qtbot: QtBot, gui_env: list[str]) -> None:
    dlg = _dialog(qtbot, _event("2024-08-01"))
    _choose(dlg.findChild(QComboBox, "presetCombo"), "builtin:fide-2026-swiss")
    assert dlg.rules() is None
    assert dlg.settings_changes() == {"tiebreaks": FIDE_LIST, "profile": "fide-2026-swiss"}
    assert "C.07 (2023/2024)" in _note(dlg) and "2024-08-01" in _note(dlg)
    # The preset is still recognised as the one in use (its list, the dated edition).
    assert dlg.findChild(QComboBox, "presetCombo").currentData() == "builtin:fide-2026-swiss"


def test_an_edition_chosen_by_the_arbiter_stays(qtbot: QtBot, gui_env: list[str]) -> None:
    dlg = _dialog(qtbot, _event("2024-08-01", rules="fide-2026"))
    _choose(dlg.findChild(QComboBox, "presetCombo"), "builtin:fide-2024-swiss")
    assert dlg.rules() == "fide-2026"
    assert "as chosen under Rules" in _note(dlg)


def test_a_national_rule_set_gives_way_to_the_dates(qtbot: QtBot, gui_env: list[str]) -> None:
    dlg = _dialog(qtbot, _event("2024-08-01", rules="ssf"))
    _choose(dlg.findChild(QComboBox, "presetCombo"), "builtin:fide-2026-swiss")
    assert dlg.rules() is None
    # NSF's preset brings its legacy rule (seed 004), which is what that preset is for.
    _choose(dlg.findChild(QComboBox, "presetCombo"), "builtin:nsf")
    assert dlg.rules() == "fide-2009"


def test_tournament_dialog_preset_keeps_the_edition(qtbot: QtBot, gui_env: list[str]) -> None:
    dlg = TournamentDialog(_event("2026-04-01"))
    qtbot.addWidget(dlg)
    profile = dlg.findChild(QComboBox, "tournamentProfile")
    profile.setCurrentIndex(profile.findData("fide-2024-swiss"))
    assert dlg.findChild(QComboBox, "tournamentRules").currentData() is None
    changes = dlg.settings_changes()
    assert "rules" not in changes and changes["profile"] == "fide-2024-swiss"


def test_colour_criteria_in_backgammon_are_marked(qtbot: QtBot, gui_env: list[str]) -> None:
    # Seed 003 (DrawBoss, Dansk Backgammon Forbund): backgammon has no colours.
    t = replace(read_trf(SEEDS / "drawboss_example.trf"), rules="drawboss", profile="drawboss")
    dlg = _dialog(qtbot, t)
    m = dlg.findChild(QListView, "availableList").model()
    rows = {m.data(m.index(r, 0), CODE_ROLE): m.index(r, 0) for r in range(m.rowCount())}
    for code in ("BPG", "BWG"):
        assert m.data(rows[code], REASONS_ROLE) == (Reason.NO_COLOURS,)
        assert "no colours" in m.data(rows[code], SECOND_LINE_ROLE)
    assert m.data(rows["BH"], REASONS_ROLE) == ()
    # Added anyway, it stays marked in the ranking list (never shown as if it worked).
    dlg.available_view.setCurrentIndex(rows["BPG"])
    assert dlg.add_current()
    s = dlg.findChild(QListView, "selectedList").model()
    marked = [s.data(s.index(r, 0), REASONS_ROLE) for r in range(s.rowCount())]
    assert (Reason.NO_COLOURS,) in marked


def test_settings_dialog_names_criteria_that_cannot_work(qtbot: QtBot, gui_env: list[str]) -> None:
    # Seed 003 (DrawBoss, backgammon): no colours.
    t = replace(read_trf(SEEDS / "drawboss_example.trf"), rules="drawboss")
    dlg = TournamentDialog(t)
    qtbot.addWidget(dlg)
    dlg.show()
    notes = dlg.findChild(QLabel, "tournamentTiebreakNotes")
    dlg.findChild(QLineEdit, "tournamentTiebreaks").setText("BHL, BPG")
    assert notes.isVisible() and notes.text() == "BPG: this event has no colours"
    dlg.findChild(QLineEdit, "tournamentTiebreaks").setText("BHL")
    assert not notes.isVisible()
