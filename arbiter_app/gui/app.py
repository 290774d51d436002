"""Start the GUI: `arbiter-app gui [FILE]`, `arbiter-app-gui [FILE]`.

Start-up order: the QApplication with the organisation/application names QSettings uses, the
translation for the system locale (when one is installed), the main window; then unsaved work
left by a crashed session is offered (`MainWindow.offer_recovery`); otherwise FILE is opened,
or the bundled example tournament when no file is given.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from arbiter_app import __version__
from arbiter_app.gui import i18n, settings
from arbiter_app.gui.about import application_icon
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.recovery import Candidate

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "fide_exercise_swiss_9.trf"

Chooser = Callable[[list[Candidate]], tuple[str, Candidate | None]]


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (created once), named for QSettings, with translations installed."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "arbiter-app", *(argv or [])])
    settings.set_application_names()
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("arbiter-app")  # Linux: matches installers/linux/arbiter-app.desktop
    if app.windowIcon().isNull():
        app.setWindowIcon(application_icon())  # title bars, task bar, Alt+Tab
    _install_translations(app)
    return app


def _install_translations(app: QApplication) -> None:
    """Our catalogue and Qt's for the chosen language (`gui.i18n`: the Language menu's choice,
    else the system locale), once per application."""
    if app.property("arbiterTranslations"):
        return
    app.setProperty("arbiterTranslations", True)
    i18n.install()


def start(path: str | Path | None = None, choose: Chooser | None = None) -> MainWindow:
    """The main window after start-up: recovered work if the user restores it, else `path`,
    else the bundled example (opened as an untitled copy, so Save never overwrites it)."""
    window = MainWindow()
    if window.offer_recovery(choose=choose):
        return window
    if path is not None and Path(path).resolve() != EXAMPLE:
        window.open_path(path, ask=False)
    elif EXAMPLE.exists():
        window.import_trf(EXAMPLE)
    return window


def main(argv: Sequence[str] | None = None) -> int:
    """GUI entry point; `argv` are the arguments after the program / subcommand name."""
    # Big events are ranked in a worker process (gui.recompute); a frozen build (PyInstaller)
    # must let that process start as a worker, not as a second program.
    multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="arbiter-app gui", description="Open the main window.")
    parser.add_argument("file", nargs="?", help="a TRF or arbiter-app project file")
    options, qt_args = parser.parse_known_args(args)
    app = application(qt_args)
    window = start(options.file)
    window.show()
    _quit_after(app, window)
    return int(app.exec())


QUIT_AFTER = "ARBITER_APP_QUIT_AFTER_MS"


def _quit_after(app: QApplication, window: MainWindow) -> None:
    """For the smoke test of the frozen build (installers/linux/smoke_test.sh): with
    ARBITER_APP_QUIT_AFTER_MS set, print the window title and the leader once the standings are
    shown, then leave after that many milliseconds (`exit`, not `quit`: no save question can
    keep the test waiting)."""
    value = os.environ.get(QUIT_AFTER, "")
    if not value.isdigit():
        return

    def report() -> None:
        from arbiter_app.core import numbers

        window.wait_for_standings()
        print(f"window: {window.windowTitle().replace('[*]', '')}", flush=True)
        rows = window.current_standings().rows
        if rows:
            name = window.current_tournament().player(rows[0].start_no).name
            print(f"leader: {rows[0].start_no} {name} {numbers.points(rows[0].points)}", flush=True)
        print(f"standings worker: {window.standings_worker()}", flush=True)
        app.exit(0)

    QTimer.singleShot(int(value), report)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
