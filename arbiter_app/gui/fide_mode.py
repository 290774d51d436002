"""FIDE mode in the window: Tournament > FIDE mode (`actionFideMode`), its mark, and the gates
every edit passes.

- The document's session asks with the window's dialogs (its `confirmer`, a
  `DialogConfirmer`): `Session.push` runs `app.steps.checked` before each edit is applied: the
  settings FIDE mode locks, the results the Laws know, byes and corrections (core.fide_mode,
  core.results_rules), with the journal lines of the steps taken.
- Unchecking the action leaves FIDE mode: the reason is asked, then the two-step confirmation
  (app.fide_mode.leave); the step is applied outside the undo history, which is cleared (the
  one edit that cannot be undone; app/fide_mode.py says why), and the document is marked
  modified. An event outside FIDE mode cannot return: the action is then unchecked and
  disabled.
- Outside FIDE mode the window says so: the title and a permanent mark in the status bar
  (`fideModeMark`) with the round and the reason.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLabel, QLineEdit, QMainWindow, QMenu

from arbiter_app.app.clock import now
from arbiter_app.app.fide_mode import leave
from arbiter_app.core.edits import Changes
from arbiter_app.gui.document import Document
from arbiter_app.gui.gates import DialogConfirmer

translate = QCoreApplication.translate

__all__ = ["FideModeControls"]


class FideModeControls(QObject):
    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self.setObjectName("fideModeControls")
        self.window = window
        self.document: Document | None = None
        self.action = QAction(translate("FideMode", "&FIDE mode"), window)
        self.action.setObjectName("actionFideMode")
        self.action.setCheckable(True)
        self.action.setStatusTip(
            translate(
                "FideMode",
                "The event stays within the rules FIDE's checklist checks; leaving it cannot "
                "be undone",
            )
        )
        self.action.triggered.connect(self._triggered)
        window.addAction(self.action)
        menu.addSeparator()
        menu.addAction(self.action)
        self.mark = QLabel()
        self.mark.setObjectName("fideModeMark")
        self.mark.setStyleSheet("color: #a00000; font-weight: bold")
        window.statusBar().addPermanentWidget(self.mark)

    def follow(self, document: Document) -> None:
        """A document opened (or made): its gates and the mode shown."""
        self.document = document
        document.session.confirmer = DialogConfirmer(self.window)
        self.refresh()

    def title_suffix(self) -> str:
        """What the window's title adds for an event outside FIDE mode ("" inside)."""
        doc = self.document
        if doc is None or doc.tournament.fide_mode.on:
            return ""
        return translate("FideMode", " — outside FIDE mode")

    def refresh(self) -> None:
        doc = self.document
        on = doc is None or doc.tournament.fide_mode.on
        self.action.blockSignals(True)
        self.action.setChecked(on)
        self.action.blockSignals(False)
        self.action.setEnabled(on)  # an event that has left cannot return
        if on or doc is None:
            self.mark.setText("")
            self.mark.setVisible(False)
        else:
            mode = doc.tournament.fide_mode
            self.mark.setText(
                translate("FideMode", "Outside FIDE mode since round {0}: {1}").format(
                    mode.left_round or 0, mode.reason
                )
            )
            self.mark.setVisible(True)

    def _triggered(self, checked_now: bool) -> None:
        doc = self.document
        if doc is None:
            return
        if checked_now or not doc.tournament.fide_mode.on:
            self.refresh()  # cannot return (the action is disabled outside; say so anyway)
            return
        self.leave()

    def leave(self, reason: str | None = None) -> bool:
        """Leave FIDE mode: the reason (asked when not given), then the two confirmations."""
        doc = self.document
        if doc is None or not doc.tournament.fide_mode.on:
            return False
        if reason is None:
            reason, ok = QInputDialog.getText(
                self.window,
                translate("FideMode", "Leave FIDE mode"),
                translate("FideMode", "Why does the event leave FIDE mode?"),
                QLineEdit.EchoMode.Normal,
            )
            if not ok:
                self.refresh()
                return False
        if not reason.strip():
            self.refresh()
            return False
        edit = leave(doc.tournament, reason, DialogConfirmer(self.window), now())
        if edit is None:
            self.refresh()
            return False
        changes = edit.apply(doc.tournament)
        # Outside the undo history: nothing before it can be undone across it (app/fide_mode.py).
        doc.undo_stack.clear()
        doc.undo_stack.resetClean()
        doc.changed.emit(changes | Changes(structure=True))
        self.refresh()
        return True
