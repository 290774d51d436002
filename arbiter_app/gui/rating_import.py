"""Importing a rating list from the window, with a progress bar and Cancel.

The import (`io.ratinglists.import_list`) runs as an `app.jobs.ThreadJob`: it reads and writes
only its own files (the list, a `.part` database swapped in when complete), never the
tournament, so the window stays responsive. Progress comes back as queued signals to a
`QProgressDialog` (`ratingImportProgress`); Cancel cancels the job, which the import checks
after every batch, and the previous list stays as it was.

Each list keeps its own date: when the file does not say it (the combined FIDE download, a
national spreadsheet), the window asks for it (`ListDateDialog`, `listDate`: the first of the
current month offered, as FIDE dates its lists) before importing, instead of taking the file's
modification date. The checklist's "lists no more than a day old, one-click update" is, for a
program that works offline, this one-click import of the zip as downloaded.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QProgressDialog,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.app.jobs import Progress, ThreadJob
from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists import ImportCancelled, ImportResult, import_list, stated_date

translate = QCoreApplication.translate
SPREADSHEETS = (".csv", ".tsv", ".xlsx", ".xlsm")
FILTER = "Rating lists (*.zip *.txt *.xml *.csv *.xlsx);;All files (*)"


class ListDateDialog(QDialog):
    """Asks for the date of a list whose file does not say it."""

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ListDateDialog")
        self.setWindowTitle(translate("PlayersView", "Date of the list"))
        label = QLabel(
            translate(
                "PlayersView",
                "{0} does not say which list it is. Its date (FIDE dates its lists the "
                "first day of the month):",
            ).format(path.name)
        )
        label.setWordWrap(True)
        today = dt.date.today()
        self.edit = QDateEdit(QDate(today.year, today.month, 1))
        self.edit.setObjectName("listDate")
        self.edit.setCalendarPopup(True)
        self.edit.setDisplayFormat("yyyy-MM-dd")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.edit)
        layout.addWidget(buttons)

    def date(self) -> str:
        return str(self.edit.date().toString("yyyy-MM-dd"))


class RatingImport(QObject):
    progressed = Signal(int, int)  # bytes (or rows) done, total
    finished = Signal(object)  # ImportResult, or None when cancelled
    failed = Signal(str)

    def __init__(self, directory: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ratingImport")
        self.directory = directory
        self.job: ThreadJob[None] | None = None
        self.dialog: QProgressDialog | None = None
        self.result: ImportResult | None = None
        self.error: str | None = None

    def choose_and_start(self, parent: QWidget) -> bool:
        name, _ = QFileDialog.getOpenFileName(
            parent, translate("PlayersView", "Import rating list"), "", FILTER
        )
        if not name:
            return False
        date = self.date_for(Path(name), parent)
        return date is not None and self.start(Path(name), parent, list_date=date or None)

    def date_for(self, path: Path, parent: QWidget | None) -> str | None:
        """ "" when the file says its date, else the date the user gives (None: cancelled or
        the file cannot be read, which the import then reports)."""
        try:
            if stated_date(path):
                return ""
        except InputError:
            return ""  # the import names the problem
        dialog = ListDateDialog(path, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.date()

    def start(
        self,
        path: Path,
        parent: QWidget | None = None,
        source: str | None = None,
        list_date: str | None = None,
    ) -> bool:
        if self.job is not None and not self.job.done():
            return False
        self.result, self.error = None, None
        if source is None and path.suffix.lower() in SPREADSHEETS:
            # A national list is named after its file (`ssf_2026-11.csv` -> `ssf_2026-11`).
            source = re.sub(r"[^a-z0-9_-]+", "-", path.stem.lower()).strip("-") or "national"
            if source.startswith("fide"):
                source = f"list-{source}"
        dialog = QProgressDialog(
            translate("PlayersView", "Importing {0}…").format(path.name),
            translate("PlayersView", "Cancel"),
            0,
            1000,
            parent,
        )
        dialog.setObjectName("ratingImportProgress")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        self.progressed.connect(self._show_progress, Qt.ConnectionType.QueuedConnection)
        self.dialog = dialog
        self.job = ThreadJob(lambda p: self._run(p, path, source, list_date), "rating-import")
        dialog.canceled.connect(self.job.cancel)
        return True

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _run(
        self, progress: Progress, path: Path, source: str | None, list_date: str | None
    ) -> None:
        """The job's work; its end is told by the signals (the window's event loop)."""

        def report(done: int, total: int) -> None:
            progress.report(done, total)
            self.progressed.emit(done, total)

        try:
            result = import_list(
                path,
                directory=self.directory,
                source=source,
                list_date=list_date,
                progress=report,
                cancelled=progress.cancelled,
                require_date=True,
            )
        except ImportCancelled:
            self.finished.emit(None)
        except InputError as exc:
            self.error = str(exc)
            self.failed.emit(self.error)
        except OSError as exc:
            self.error = f"{path}: {exc.strerror or exc}"
            self.failed.emit(self.error)
        else:
            self.result = result
            self.finished.emit(result)

    def _show_progress(self, done: int, total: int) -> None:
        if self.dialog is not None and total:
            self.dialog.setValue(min(999, 1000 * done // total))

    def close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.reset()
            self.dialog.deleteLater()
            self.dialog = None
        self.progressed.disconnect(self._show_progress)
