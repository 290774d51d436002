"""The main window's file actions: new, open, import, save (as), export TRF, the recent-files
menu and the recovery of work left by a crashed session.

Texts keep the `MainWindow` translation context they had when this lived in the window, so the
catalogues' translations still apply.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_app.core.model import Tournament
from arbiter_app.gui import settings as app_settings
from arbiter_app.gui.document import Document
from arbiter_app.gui.named import named
from arbiter_app.gui.recompute import Mirror, snapshot
from arbiter_app.gui.recovery import Candidate, candidates
from arbiter_app.gui.shell import Shell
from arbiter_app.io.project import SUFFIX as PROJECT_SUFFIX
from arbiter_app.io.project import is_project_path

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises


def _filters() -> tuple[str, str, str]:
    """File dialog filters (project, TRF, all tournaments), translated."""
    return (
        translate("MainWindow", "arbiter-app project (*.arbiter *.json)"),
        translate("MainWindow", "FIDE TRF (*.trf *.txt)"),
        translate("MainWindow", "Tournaments (*.arbiter *.json *.trf *.txt)"),
    )


def _is_trf(path: Path) -> bool:
    return path.suffix.lower() in (".trf", ".txt")


class FileActions(QObject):
    """Open, save, import and export for one main window (which owns the document)."""

    def __init__(self, window: Shell, parent: QWidget) -> None:
        """`parent`: the window as a widget (the parent of the dialogs)."""
        super().__init__(parent)
        self.widget = parent
        self.setObjectName("fileActions")
        self.window = window

    def new_tournament(self) -> bool:
        return self.show_tournament(Tournament())

    def show_tournament(self, t: Tournament, source: Path | None = None) -> bool:
        """Work on `t` as a new, untitled document (Save asks where); `source` names it."""
        if not self.maybe_save():
            return False
        self.window.set_document(Document(t, path=None, source=source))
        return True

    def open_dialog(self) -> bool:
        if not self.maybe_save():
            return False
        name, _ = QFileDialog.getOpenFileName(
            self.widget,
            translate("MainWindow", "Open tournament"),
            self._dialog_dir(),
            f"{_filters()[2]};;{_filters()[1]}",
        )
        return self.open_path(name, ask=False) if name else False

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open a TRF or native file. Save goes back to the same file in the same format."""
        if ask and not self.maybe_save():
            return False
        path = Path(path)
        if not self._show_file(path, path):
            return False
        app_settings.add_recent_file(path)
        self.fill_recent_menu()
        return True

    def import_trf(self, path: str | Path | None = None) -> bool:
        """Read a TRF as a new untitled tournament (Save then asks where to keep it)."""
        if not self.maybe_save():
            return False
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self.widget,
                translate("MainWindow", "Import TRF"),
                self._dialog_dir(),
                _filters()[1],
            )
            if not name:
                return False
            path = name
        return self._show_file(Path(path), None)

    def _show_file(self, source: Path, path: Path | None) -> bool:
        """Read `source` and show it as the document (`path`: where Save writes, None: ask);
        False, reported, if it cannot be read."""
        read = self._read(source)
        if read is None:
            return False
        t, mirror = read
        if not self._rounds_checked(t, source):
            return False
        self.window.set_document(Document(t, path=path, source=source, mirror=mirror))
        self._show_notes(t)
        return True

    def _rounds_checked(self, t: Tournament, source: Path) -> bool:
        """A TRF's rounds that break a pairing rule: asked about (level 3), then recorded in
        the journal (`app.trf_import`); a project file was checked when it was a TRF."""
        from arbiter_app.app.trf_import import checked
        from arbiter_app.gui.gates import DialogConfirmer
        from arbiter_app.io.project import is_project_path

        return is_project_path(source) or checked(t, DialogConfirmer(self.widget))

    def _show_notes(self, t: Tournament) -> None:
        """What the TRF reader noted (team records skipped, a record given twice ...), in the
        status bar, in the program's language (`core.vocabulary.notes`)."""
        from arbiter_app.gui.i18n import report_labels
        from arbiter_app.io.trf import read_notes

        notes = read_notes(t)
        if notes:
            words = report_labels()
            line = translate("MainWindow", "line {0}: {1}")
            text = "; ".join(line.format(n.line, words.note(n)) for n in notes[:3])
            self.window.show_message(
                translate("MainWindow", "Read with notes: {notes}").format(notes=text)
            )

    def _read(self, path: Path) -> tuple[Tournament, Mirror | None] | None:
        """The file's tournament, and for a big file the mirror of the copy the worker read
        from the same bytes meanwhile (`gui.recompute`: no whole copy is sent)."""
        from arbiter_app.io.errors import InputError
        from arbiter_app.io.project import parse_any, read_file

        try:
            data = read_file(path)
            mirror = self.window.preload(data, str(path))
            t = parse_any(data, str(path))
        except (InputError, OSError) as exc:
            self.window.show_error(translate("MainWindow", "Cannot open the file"), str(exc))
            return None
        if mirror is not None:
            mirror.start_from_file(t)
        return t, mirror

    def save(self) -> bool:
        if self.window.document.path is None:
            return self.save_as()
        return self.save_to(self.window.document.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            source = self.window.document.source
            if source is None:
                suggestion = str(Path(self._dialog_dir()) / f"tournament{PROJECT_SUFFIX}")
            elif self.window.document.path is None and _is_trf(
                source
            ):  # imported: suggest a project
                suggestion = str(source.with_suffix(PROJECT_SUFFIX))
            else:
                suggestion = str(source)
            name, chosen = QFileDialog.getSaveFileName(
                self.widget,
                translate("MainWindow", "Save tournament"),
                suggestion,
                f"{_filters()[0]};;{_filters()[1]}",
            )
            if not name:
                return False
            path = name
            if chosen == _filters()[0] and not is_project_path(name):
                path = name + PROJECT_SUFFIX
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the tournament to `path` in the format its name asks for (`app.files.save`,
        as every command writing a file), atomically: a failed save leaves the old file as it
        was and the window still modified."""
        from arbiter_app.app import files

        try:
            files.save(self.window.document.tournament, path, self.window.current_standings())
        except Exception as exc:
            self.window.show_error(
                translate("MainWindow", "The tournament was not saved"), f"{path}: {exc}"
            )
            return False
        self.window.document.path = path
        self.window.document.source = path
        self.window.document.undo_stack.setClean()
        self.window.clean_changed(True)
        app_settings.add_recent_file(path)
        self.fill_recent_menu()
        self.window.show_message(translate("MainWindow", "Saved {0}").format(path))
        return True

    def export_trf(self, path: str | Path | None = None) -> bool:
        from arbiter_app.io.trf import write_trf

        if path is None:
            source = self.window.document.source
            suggestion = str(source.with_suffix(".trf")) if source else self._dialog_dir()
            name, _ = QFileDialog.getSaveFileName(
                self.widget, translate("MainWindow", "Export TRF"), suggestion, _filters()[1]
            )
            if not name:
                return False
            path = name
        try:
            write_trf(self.window.document.tournament, Path(path), self.window.current_standings())
        except Exception as exc:
            self.window.show_error(
                translate("MainWindow", "The TRF file was not written"), f"{path}: {exc}"
            )
            return False
        self.window.show_message(translate("MainWindow", "Exported {0}").format(path))
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current work (saved, or the user said so)."""
        if not self.window.is_modified():
            return True
        answer = self.window.ask_save_changes()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.window.autosaver.clean()
            return True
        return False

    def _dialog_dir(self) -> str:
        recent = app_settings.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def fill_recent_menu(self) -> None:
        self.window.menu_recent.clear()
        files = app_settings.recent_files()
        for i, f in enumerate(files):
            action = self.window.menu_recent.addAction(f"&{i + 1} {Path(f).name}")
            action.setObjectName(f"actionRecentFile{i}")
            action.setToolTip(f)
            action.triggered.connect(lambda _c=False, f=f: self.open_path(f))
        self.window.menu_recent.setEnabled(bool(files))

    # -- recovery ----------------------------------------------------------------------------
    def autosave_state(self) -> tuple[Tournament, Path | None, str] | None:
        if not self.window.is_modified():
            return None
        doc = self.window.document
        return snapshot(doc.tournament), doc.path or doc.source, doc.display_name

    def offer_recovery(
        self,
        found: list[Candidate] | None = None,
        choose: Callable[[list[Candidate]], tuple[str, Candidate | None]] | None = None,
    ) -> bool:
        """Offer unsaved work left by a crashed session. `choose` answers instead of the
        dialog (tests): ("restore", candidate) | ("discard", None) | ("later", None)."""
        found = candidates() if found is None else found
        if not found:
            return False
        action, chosen = (choose or self._ask_recovery)(found)
        if action == "discard":
            for c in found:
                c.discard()
            return False
        if action != "restore" or chosen is None:
            return False
        try:
            t = chosen.load()
        except Exception as exc:
            self.window.show_error(
                translate("MainWindow", "The recovered tournament cannot be read"), str(exc)
            )
            return False
        original = chosen.original
        native = original is not None and not _is_trf(original)
        doc = Document(t, path=original if native else None, source=original)
        self.window.set_document(doc)
        doc.undo_stack.resetClean()  # recovered work is unsaved work
        self.window.clean_changed(False)
        chosen.discard()
        self.window.autosaver.touch()
        self.window.show_message(
            translate("MainWindow", "Recovered unsaved work — save it to keep it.")
        )
        return True

    def _ask_recovery(self, found: list[Candidate]) -> tuple[str, Candidate | None]:
        dlg = RecoveryDialog(found, self.widget)
        dlg.exec()
        return dlg.choice


class RecoveryDialog(QDialog):
    """Unsaved work from a session that ended abnormally: restore, discard or decide later."""

    def __init__(self, found: list[Candidate], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RecoveryDialog")
        self.setWindowTitle(self.tr("Recover unsaved work"))
        self.choice: tuple[str, Candidate | None] = ("later", None)
        self._found = found
        text = QLabel(
            self.tr("arbiter-app did not close normally. This unsaved work was kept; restore it?")
        )
        text.setWordWrap(True)
        self.list = named(QListWidget(), "recoveryList")
        for c in found:
            when = datetime.fromtimestamp(c.saved_at).strftime("%Y-%m-%d %H:%M")
            item = QListWidgetItem(f"{c.name or self.tr('Untitled')} — {when}")
            item.setToolTip(str(c.original or ""))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        buttons = QDialogButtonBox()
        restore = buttons.addButton(self.tr("Restore"), QDialogButtonBox.ButtonRole.AcceptRole)
        restore.setObjectName("recoverButton")
        discard = buttons.addButton(self.tr("Discard"), QDialogButtonBox.ButtonRole.DestructiveRole)
        discard.setObjectName("discardButton")
        later = buttons.addButton(self.tr("Not now"), QDialogButtonBox.ButtonRole.RejectRole)
        later.setObjectName("laterButton")
        restore.clicked.connect(self._restore)
        discard.clicked.connect(self._discard)
        later.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.list)
        layout.addWidget(buttons)

    def _restore(self) -> None:
        row = self.list.currentRow()
        self.choice = ("restore", self._found[row] if 0 <= row < len(self._found) else None)
        self.accept()

    def _discard(self) -> None:
        self.choice = ("discard", None)
        self.accept()
