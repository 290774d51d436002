"""The window's side of printing: the print and preview dialogs, and the File menu's Print,
Print preview, Export PDF / Excel / HTML actions (`install_report_actions`).

The pages themselves are laid out and painted by `gui.printing` (also headless, for PDF).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence

from arbiter_app.app.jobs import Job, ThreadJob
from arbiter_app.core.list_check import ListAge
from arbiter_app.core.model import Tournament
from arbiter_app.core.report import CROSSTABLE, DETAILS, STANDINGS, Report
from arbiter_app.gui import settings
from arbiter_app.gui.printing import DEFAULT_PARTS, PAPER, ReportPages, write_pdf
from arbiter_app.io.labels import ENGLISH_LABELS, Labels
from arbiter_app.io.ratinglists.installed import installed_list_age

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
    from PySide6.QtWidgets import QWidget


# -- printer dialogs (GUI) ---------------------------------------------------------------------


def gui_labels() -> Labels:
    """The report's words in the program's language (gui.i18n installs the translators) and the
    locale's decimal separator."""
    from PySide6.QtCore import QLocale

    return Labels(
        translate=lambda text: QCoreApplication.translate("Report", text),
        decimal_point=QLocale().decimalPoint(),
        catalogue=QCoreApplication.translate,
    )


def _printer() -> QPrinter:
    from PySide6.QtPrintSupport import QPrinter

    return QPrinter(QPrinter.PrinterMode.HighResolution)


def paint_on_printer(
    report: Report,
    printer: QPrinter,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
) -> None:
    """Print on `printer` as set up (its paper, A4 or Letter, is kept; the orientation is chosen
    per part)."""
    paper = printer.pageLayout().pageSize()
    pages = ReportPages(report, labels, parts, paper, printer.resolution(), printer)
    pages.paint(printer)


def print_report(
    report: Report,
    parent: QWidget | None = None,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
) -> bool:
    """Ask for a printer (and paper) and print; False when the user cancels."""
    from PySide6.QtPrintSupport import QPrintDialog

    printer = _printer()
    dialog = QPrintDialog(printer, parent)
    dialog.setObjectName("printDialog")
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint_on_printer(report, printer, labels, parts)
    return True


def preview_dialog(
    report: Report,
    parent: QWidget | None = None,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
) -> QPrintPreviewDialog:
    """A print preview dialog (not yet shown): zoom, page through, page setup, print."""
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    printer = _printer()
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setObjectName("printPreviewDialog")
    # The dialog does not own the printer: keep it alive as long as the dialog.
    dialog.printer_ref = printer  # type: ignore[attr-defined]
    dialog.paintRequested.connect(lambda p: paint_on_printer(report, p, labels, parts))
    return dialog


# -- main window actions -----------------------------------------------------------------------


class _Finished(QObject):
    """Carries a worker's outcome back to the GUI thread (queued signal)."""

    done = Signal(str, str)  # path, error message ("" when it worked)


class ReportActions(QObject):
    """File menu actions: Print, Print preview, Export PDF / Excel / HTML.

    Print and PDF lay out pages with Qt on the GUI thread (a few hundred ms for a big event);
    Excel and HTML build the report, tie-break details included, from a snapshot of the
    tournament in a worker thread, so the window stays responsive.
    """

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("reportActions")
        self.window = window
        self._finished = _Finished(self)
        self._finished.done.connect(self._done)
        key = QKeySequence.StandardKey
        self.action_print = self._action("actionPrint", self.tr("&Print…"), self.print_, key.Print)
        self.action_preview = self._action(
            "actionPrintPreview", self.tr("Print pre&view…"), self.preview, "Ctrl+Shift+P"
        )
        self.action_pdf = self._action("actionExportPdf", self.tr("Export &PDF…"), self.export_pdf)
        self.action_excel = self._action(
            "actionExportExcel", self.tr("Export E&xcel…"), self.export_excel
        )
        self.action_html = self._action(
            "actionExportHtml", self.tr("Export &HTML…"), self.export_html
        )
        self.actions = [
            self.action_print,
            self.action_preview,
            self.action_pdf,
            self.action_excel,
            self.action_html,
        ]

    def _action(
        self,
        name: str,
        text: str,
        slot: Any,
        shortcut: QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    # -- the report ------------------------------------------------------------------------
    def report(self, parts: Iterable[str] = DEFAULT_PARTS) -> Report:
        from arbiter_app.core.report import build

        t = self.window.current_tournament()
        return build(t, self.window.current_standings(), parts=parts, rating_list=list_age(t))

    def _suggest(self, suffix: str) -> str:
        doc = getattr(self.window, "document", None)
        source = getattr(doc, "source", None)
        stem = Path(source).name.split(".")[0] if source else ""
        stem = stem or (self.window.current_tournament().name or "standings")
        return stem + suffix

    def _ask_path(self, title: str, suffix: str, filter_: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, title, self._suggest(suffix), filter_)
        if path and not path.lower().endswith(suffix):
            path += suffix
        return path

    def _final_list_passes(self) -> bool:
        """No final list while an adjourned game has no result (core.adjourned.list_asks)."""
        from arbiter_app.app.adjourning import list_passes
        from arbiter_app.gui.gates import DialogConfirmer

        return list_passes(self.window.current_tournament(), DialogConfirmer(self.window))

    # -- print -------------------------------------------------------------------------------
    def print_(self) -> bool:
        if not self._final_list_passes():
            return False
        return print_report(self.report(), self.window, gui_labels())

    def preview(self) -> None:
        if not self._final_list_passes():
            return
        dialog = preview_dialog(self.report(), self.window, gui_labels())
        dialog.exec()

    # -- export ------------------------------------------------------------------------------
    def _may_export(self) -> bool:
        """The findings policy's step "export" (core.policy), as `arbiter-app export` applies
        it: records that contradict each other are exported only when the arbiter confirms."""
        from arbiter_app.app.gates import passes
        from arbiter_app.gui.gates import DialogConfirmer

        document = getattr(self.window, "document", None)  # (a bare window has none)
        return document is None or passes(
            document.session.asks("export"), DialogConfirmer(self.window)
        )

    def export_pdf(self, path: str | None = None) -> None:
        if not (self._may_export() and self._final_list_passes()):
            return
        path = path or self._ask_path(self.tr("Export PDF"), ".pdf", self.tr("PDF (*.pdf)"))
        if not path:
            return
        try:
            paper = "letter" if _printer().pageLayout().pageSize().id() == PAPER["letter"] else "a4"
            write_pdf(self.report(), path, gui_labels(), paper=paper)
        except OSError as exc:
            self._done(path, str(exc.strerror or exc))
        else:
            self._done(path, "")

    def export_excel(self, path: str | None = None) -> Job[None] | None:
        if not (self._may_export() and self._final_list_passes()):
            return None
        path = path or self._ask_path(
            self.tr("Export Excel"), ".xlsx", self.tr("Excel workbook (*.xlsx)")
        )
        if not path:
            return None
        return self._in_background(path, DETAILS_PARTS, "xlsx")

    def export_html(self, path: str | None = None) -> Job[None] | None:
        if not (self._may_export() and self._final_list_passes()):
            return None
        path = path or self._ask_path(
            self.tr("Export HTML"), ".html", self.tr("Web page (*.html *.htm)")
        )
        if not path:
            return None
        return self._in_background(path, DEFAULT_PARTS, "html")

    def _in_background(self, path: str, parts: Sequence[str], fmt: str) -> Job[None]:
        """The export use case's job (`app.export.export_job`) on a snapshot; its end (an
        error reported in the window, never lost in a thread) comes back as a queued signal."""
        from arbiter_app.app.export import export_job
        from arbiter_app.gui.recompute import snapshot

        t = snapshot(self.window.current_tournament())
        finished = self._finished

        def then(job: ThreadJob[None]) -> None:
            finished.done.emit(path, job.error() or "")

        standings = self.window.current_standings()
        return export_job(
            t, standings, fmt, path, gui_labels(), parts, then, rating_list=list_age(t)
        )

    def _done(self, path: str, error: str) -> None:
        if error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self.window,
                self.tr("Export failed"),
                self.tr("Could not write {path}:\n{error}").format(path=path, error=error),
            )
        else:
            bar = getattr(self.window, "statusBar", None)
            if bar is not None:
                bar().showMessage(self.tr("Written {path}").format(path=path), 5000)


def install_report_actions(window: Any) -> ReportActions:
    """Create the print/export actions and put them in the window's File menu (export section,
    via `window.add_export_action`)."""
    actions = ReportActions(window)
    for action in actions.actions:
        window.add_export_action(action)
    window.report_actions = actions
    return actions


DETAILS_PARTS = (STANDINGS, CROSSTABLE, DETAILS)


def list_age(t: Tournament) -> ListAge | None:
    """The FIDE list's age for the event in the lists' header (the players view's lists)."""
    return installed_list_age(t, settings.data_dir() / "ratinglists")
