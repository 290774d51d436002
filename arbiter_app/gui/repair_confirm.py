"""The question before an entry that changes pairings (`repairConfirmBox`).

`core.repair.cleared_by` says which games and byes an edit would clear besides what the arbiter
pointed at; when there are any, the grid asks here first, listing each of them with its result.
Cancel (the default button, also Escape) leaves everything as it was; OK makes the edit, one
undo step.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from arbiter_app.core.model import Tournament
from arbiter_app.core.repair import Cleared
from arbiter_app.core.vocabulary.results import board_result
from arbiter_app.gui import messages

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


def _name(t: Tournament, start_no: int) -> str:
    if not t.has_player(start_no):
        return str(start_no)
    return f"{t.player(start_no).name} ({start_no})"


def describe(t: Tournament, item: Cleared) -> str:
    """One line of the list: `Round 1: Alyx (1) – Jessica (9) 1-0`, `Round 2: Nick (12):
    pairing-allocated bye`."""
    if item.opponent is None:
        return translate("MainWindow", "Round {0}: {1}: {2}").format(
            item.round_no, _name(t, item.player), messages.result_name(item.result)
        )
    # The result as a pairing list prints it (`core.pairing.sheets`), first-named player first.
    score = board_result(item.result)
    if item.result.is_unfinished:  # pending or postponed: the game itself is what goes
        score = messages.result_name(item.result)
    return translate("MainWindow", "Round {0}: {1} – {2} {3}").format(
        item.round_no, _name(t, item.player), _name(t, item.opponent), score
    )


def repair_box(parent: QWidget, t: Tournament, cleared: Sequence[Cleared]) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("repairConfirmBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("MainWindow", "Change the pairings?"))
    box.setText(
        translate(
            "MainWindow",
            "This entry changes the pairings. It clears these games and results:",
        )
    )
    box.setInformativeText("\n".join(describe(t, item) for item in cleared))
    box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    return box


def confirm_repair(parent: QWidget, t: Tournament, cleared: Sequence[Cleared]) -> bool:
    """Ask; True only for OK."""
    box = repair_box(parent, t, cleared)
    try:
        return box.exec() == QMessageBox.StandardButton.Ok
    finally:
        box.deleteLater()
