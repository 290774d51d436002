"""The tournament settings dialog shows and edits what the model holds — time control, rounds,
dates, chief arbiter, deputies — and the values reach the reports and the TRF records
(TRF-16: 042/052 dates, 102 chief arbiter, 112 one deputy per record, 122 time control)."""

from __future__ import annotations

from conftest import FIDE_TEC
from guitools import gui_env_fixture  # noqa: F401
from msgspec.structs import replace
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QSpinBox
from pytestqt.qtbot import QtBot

from arbiter_app.core import report
from arbiter_app.gui.dialogs import TournamentDialog
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.trf import format_trf, parse_trf, read_trf


def test_shows_and_edits_the_event_data(qtbot: QtBot, gui_env: list[str]) -> None:
    t = replace(
        read_trf(FIDE_TEC / "held_swiss_5.trf"),
        chief_arbiter="IA Mario Held",
        deputy_arbiters=["FA One", "FA Two"],
        time_control="90 min + 30 s",
        end_date="2024-08-05",
    )
    dlg = TournamentDialog(t)
    qtbot.addWidget(dlg)
    field = lambda cls, name: dlg.findChild(cls, name)  # noqa: E731
    assert field(QLineEdit, "tournamentChiefArbiter").text() == "IA Mario Held"
    assert field(QPlainTextEdit, "tournamentDeputies").toPlainText() == "FA One\nFA Two"
    assert field(QLineEdit, "tournamentTimeControl").text() == "90 min + 30 s"
    assert field(QLineEdit, "tournamentStartDate").text() == "2024-08-01"  # the file's 042
    assert field(QLineEdit, "tournamentEndDate").text() == "2024-08-05"
    assert field(QSpinBox, "tournamentRounds").value() == t.rounds
    assert dlg.settings_changes() == {}  # shown as held: nothing changes by opening

    field(QLineEdit, "tournamentChiefArbiter").setText("IA Chief")
    field(QPlainTextEdit, "tournamentDeputies").setPlainText("FA Deputy\n\n  DA Second  \n")
    field(QLineEdit, "tournamentTimeControl").setText("60 min + 30 s/move")
    field(QSpinBox, "tournamentRounds").setValue(7)
    field(QLineEdit, "tournamentEndDate").setText("2024-08-07")
    assert dlg.settings_changes() == {
        "chief_arbiter": "IA Chief",
        "deputy_arbiters": ["FA Deputy", "DA Second"],
        "time_control": "60 min + 30 s/move",
        "rounds": 7,
        "end_date": "2024-08-07",
    }
    (edit,) = dlg.edits()
    edit.apply(t)

    trf = format_trf(t)
    lines = trf.splitlines()
    assert "102 IA Chief" in lines
    assert [x for x in lines if x.startswith("112")] == ["112 FA Deputy", "112 DA Second"]
    assert "122 60 min + 30 s/move" in lines
    assert any(x.startswith("052") and "2024" in x for x in lines)
    again = parse_trf(trf)
    assert (again.chief_arbiter, again.deputy_arbiters, again.time_control) == (
        "IA Chief",
        ["FA Deputy", "DA Second"],
        "60 min + 30 s/move",
    )

    fields = dict(ENGLISH_LABELS.header_fields(report.build(t).header))
    assert fields["Chief arbiter"] == "IA Chief"
    assert fields["Deputy arbiters"] == "FA Deputy, DA Second"
    assert fields["Time control"] == "60 min + 30 s/move"
