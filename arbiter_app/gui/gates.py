"""The window's `Confirmer` (app/gates.py): a dialog per warning level, Cancel by default.

Level 2 is a notice to acknowledge (OK), level 3 a question (Cancel is the default button),
level 4 the same question twice, the second time saying it is the second step, and level 5 a
refusal (core/vocabulary/levels.py). The gate's words are translated in the ``Messages``
context, where `core.vocabulary.levels` marks them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from arbiter_app.core.vocabulary.levels import Ask, Level

translate = QCoreApplication.translate


def ask_text(ask: Ask) -> str:
    """The gate's words in the interface language, fields filled."""
    # Words among the fields (a locked setting's name, core.fide_mode.LOCKED) are marked in
    # the same context; numbers and the arbiter's own words pass as they are.
    args = {k: translate("Messages", v) if isinstance(v, str) else v for k, v in ask.args.items()}
    return translate("Messages", ask.gate.spec.template).format(**args)


class DialogConfirmer:
    def __init__(self, parent: QWidget | None) -> None:
        self.parent = parent

    def tell(self, ask: Ask) -> None:
        box = QMessageBox(self.parent)
        box.setObjectName("gateNotice" if ask.level is Level.NOTICE else "gateRefusal")
        if ask.level is Level.NOTICE:
            box.setIcon(QMessageBox.Icon.Information)
            box.setWindowTitle(translate("Gates", "Notice"))
            box.setText(ask_text(ask))
        else:
            box.setIcon(QMessageBox.Icon.Critical)
            box.setWindowTitle(translate("Gates", "Refused"))
            why = (
                translate("Gates", "Refused in FIDE mode.")
                if ask.fide_mode
                else translate("Gates", "Refused.")
            )
            box.setText(f"{ask_text(ask)}\n\n{why}")
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.exec()

    def confirm(self, ask: Ask, second: bool) -> bool:
        box = QMessageBox(self.parent)
        box.setObjectName("gateSecondConfirmation" if second else "gateConfirmation")
        box.setIcon(QMessageBox.Icon.Warning)
        if second:
            box.setWindowTitle(translate("Gates", "Second confirmation"))
            box.setText(
                translate("Gates", "Second step: are you sure? {text}").format(text=ask_text(ask))
            )
        else:
            box.setWindowTitle(translate("Gates", "Please confirm"))
            box.setText(ask_text(ask))
        box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return box.exec() == QMessageBox.StandardButton.Ok
