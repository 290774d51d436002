"""`arbiter-app gui [FILE]`: start the graphical program (also the default command).

This module is the command line's only door to the GUI package (an import-linter contract
keeps it so): besides starting the program, the PDF export lays its pages out with Qt, as
printing does, and `export --lang` reads the report words from a language's catalogue. Each
imports the GUI module it needs when called, so the other commands never load Qt.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    CommandError,
    err,
)

if TYPE_CHECKING:
    from arbiter_app.core.report import Report
    from arbiter_app.core.teams.report import TeamReport
    from arbiter_app.io.labels import Labels


def register(sub: Any) -> None:
    p = sub.add_parser("gui", help="start the graphical program (the default)")
    p.add_argument("file", nargs="?", help="TRF file or project to open")
    p.set_defaults(func=cmd_gui)


def cmd_gui(args: argparse.Namespace) -> int:
    from arbiter_app.cli import qt_libraries

    missing = qt_libraries.check()  # (Linux with a display only; imports no Qt)
    if missing is not None:
        err(missing)
        return EXIT_BAD_INPUT
    try:
        from arbiter_app.gui.app import main as gui_main
    except ModuleNotFoundError as exc:
        if exc.name not in ("arbiter_app.gui.app", "PySide6"):
            raise
        raise CommandError(f"the GUI is not available ({exc.name} is missing)") from None
    file = getattr(args, "file", None)
    return int(gui_main([file] if file else []) or 0)


def write_pdf(
    report: Report, target: str, labels: Labels, parts: Sequence[str], paper: str
) -> None:
    """The list as PDF: pages laid out by Qt (QTextDocument + QPdfWriter, offscreen, no
    widgets) in gui.printing, so print and PDF are the same pages."""
    from arbiter_app.gui.printing import write_pdf as qt_write_pdf

    qt_write_pdf(report, target, labels, parts=parts, paper=paper)


def write_team_pdf(report: TeamReport, target: str, labels: Labels, paper: str) -> None:
    """A team event's lists as PDF (gui.team_print: the same pages the window prints)."""
    from arbiter_app.gui.printing import ensure_gui_app
    from arbiter_app.gui.team_print import write_pdf as qt_write_pdf

    ensure_gui_app()
    qt_write_pdf(report, target, labels, paper=paper)


def report_labels(language: str) -> Labels:
    """The list's words in `language`, read from its catalogue with QtCore only (no
    application object, no display); ValueError / FileNotFoundError as gui.i18n says."""
    from arbiter_app.gui.i18n import report_labels as catalogue_labels

    return catalogue_labels(language)
