"""`arbiter-app gui [FILE]`: start the graphical program (also the default command)."""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    CommandError,
    err,
)


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
