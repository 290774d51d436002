"""What the walkthrough found unlabelled or too small: the players view's rating boxes (two
of which may both read "Standard") each carry a label that names them and takes the
keyboard to them; the Add player dialog shows a whole name as TRF-16 holds it (33 characters).
"""

from __future__ import annotations

from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit

from arbiter_app.gui.dialogs import PlayerDialog
from arbiter_app.gui.main_window import MainWindow


def test_each_rating_box_has_its_label(window: MainWindow) -> None:
    view = window.players_view
    labelled = {}
    for label in view.findChildren(QLabel):
        buddy = label.buddy()
        if isinstance(buddy, QComboBox):
            labelled[buddy.objectName()] = label.text()
    assert labelled == {
        "ratingType": "&Rating:",
        "ratingSequence": "&Sequence:",
        "seedingMethod": "Starting ran&k:",
    }
    # the two boxes that read "Standard" in a new event are told apart by their labels
    assert view.findChild(QComboBox, "ratingType").currentText() == "Standard"
    assert view.findChild(QComboBox, "ratingSequence").currentText() == "Standard"


def test_the_add_player_dialog_shows_a_whole_name(window: MainWindow) -> None:
    dialog = PlayerDialog(None, set(), window)
    name = dialog.findChild(QLineEdit, "playerName")
    longest = "W" * 5 + "x" * 28  # 33 characters, the TRF-16 name field
    name.setText(longest)
    dialog.show()
    margins = 12  # the line edit's frame and text margins
    assert name.width() - margins >= name.fontMetrics().horizontalAdvance("x" * 33)
    dialog.close()
