"""Every dialog of the program, built on a given event (the screen-fit and Tab-order tests).

`dialogs(event)` maps each dialog's objectName to a function making it (given a scratch
folder); a dialog added to the program belongs here, so both tests cover it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from arbiter_app.core import report
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import compute
from arbiter_app.gui.about import AboutDialog
from arbiter_app.gui.compare_dialog import CompareRulesDialog
from arbiter_app.gui.dialogs import PlayerDialog, TournamentDialog
from arbiter_app.gui.file_actions import RecoveryDialog
from arbiter_app.gui.manual import ManualViewer
from arbiter_app.gui.pairing_settings_dialog import PairingSettingsDialog
from arbiter_app.gui.prizes_dialog import PrizesDialog
from arbiter_app.gui.rating_change_dialog import RatingChangeDialog
from arbiter_app.gui.recovery import Candidate
from arbiter_app.gui.report_actions import preview_dialog
from arbiter_app.gui.tiebreak_dialog import TiebreakDialog

Factory = Callable[[Path], QWidget]


def dialogs(event: Callable[[], Tournament], recoveries: int = 1) -> dict[str, Factory]:
    def recovery(tmp_path: Path) -> QWidget:
        c = Candidate("s", tmp_path / "a", tmp_path / "b", None, "Event " * 30, 0.0)
        return RecoveryDialog([c] * recoveries)

    return {
        "PlayerDialog": lambda _p: PlayerDialog(None, set()),
        "TournamentDialog": lambda _p: TournamentDialog(event()),
        "TiebreakDialog": lambda _p: TiebreakDialog(event()),
        "CompareRulesDialog": lambda _p: CompareRulesDialog(event()),
        "PairingSettingsDialog": lambda _p: PairingSettingsDialog(event()),
        "AboutDialog": lambda _p: AboutDialog(),
        "RecoveryDialog": recovery,
        "printPreviewDialog": lambda _p: preview_dialog(report.build(event())),
        "PrizesDialog": lambda _p: _prizes(event()),
        "RatingChangeDialog": lambda p: RatingChangeDialog(event(), p / "ratinglists"),
        "ManualViewer": lambda _p: _manual(),
    }


def _prizes(t: Tournament) -> QWidget:
    return PrizesDialog(t, compute(t))


def _manual() -> QWidget:
    viewer = ManualViewer()
    viewer.show_page("TournamentDialog")
    return viewer
