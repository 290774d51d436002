"""Screenshot of the main window (README), headless.

    .venv/bin/python scripts/screenshot.py [FILE] [--profile NAME] [--out PNG] [--size WxH]

Defaults: the bundled example (`resources/examples/fide_exercise_swiss_9.trf`) with the
`fide-2024-swiss` preset chosen (the example file has no tie-break list of its own; the preset is
applied as the settings dialog would, then marked saved), at 1366×768, written to
`docs/screenshots/main_window.png`. The cursor is put on a round cell and the standings row of
that player is selected, as during an event. Settings and recovery files go to a temporary
directory, so the user's own window geometry is never used.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def options(
    argv: list[str] | None,
    doc: str,
    file: str,
    profile: str,
    profile_help: str,
    out: str,
    size: str,
) -> tuple[argparse.Namespace, int, int]:
    """The screenshot scripts' options (FILE, --profile, --out, --size) with their defaults, and
    the size; settings and recovery files are pointed at a scratch directory, offscreen."""
    p = argparse.ArgumentParser(description=doc.splitlines()[0])
    p.add_argument("file", nargs="?", default=str(ROOT / file))
    p.add_argument("--profile", default=profile, help=profile_help)
    p.add_argument("--out", default=str(ROOT / out))
    p.add_argument("--size", default=size)
    args = p.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="arbiter-screenshot-")
    os.environ["ARBITER_APP_CONFIG_DIR"] = str(Path(scratch) / "config")
    os.environ["ARBITER_APP_DATA_DIR"] = str(Path(scratch) / "data")
    return args, width, height


def settle() -> None:
    """Let layout and painting catch up (a few event loop turns)."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(5):
        QCoreApplication.processEvents()


def set_up(window: Any, settings: dict[str, Any]) -> None:
    """Give the open event `settings` (a preset's tie-break list, ...) as its arbiter chose them
    before round 1: applied to the event as read and shown anew, not pushed as an edit. Once
    round 1 is paired FIDE mode locks them (C.02 2026 checklist), and a picture taken headless
    waits for no dialog."""
    from arbiter_app.core.edits import ChangeSettings

    t = window.current_tournament()
    ChangeSettings(**settings).apply(t)
    window.show_tournament(t, source=window.document.source)


def save(widget: Any, path: str) -> int:
    """Grab `widget` into the PNG `path` (folders made); the exit status."""
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    image = widget.grab()
    if not image.save(str(out)):
        print(f"cannot write {out}", file=sys.stderr)
        return 1
    print(f"{out} ({image.width()}×{image.height()})")
    return 0


def main(argv: list[str] | None = None) -> int:
    args, width, height = options(
        argv,
        __doc__,
        file="resources/examples/fide_exercise_swiss_9.trf",
        profile="fide-2024-swiss",
        profile_help="preset to apply ('' for none)",
        out="docs/screenshots/main_window.png",
        size="1366x768",
    )

    from arbiter_app.core import profiles
    from arbiter_app.gui import app
    from arbiter_app.gui.main_window import MainWindow

    qapp = app.application([])
    window = MainWindow()
    if not window.import_trf(args.file):
        print(f"cannot read {args.file}: {window.last_error}", file=sys.stderr)
        return 1
    t = window.current_tournament()
    if args.profile:
        preset = profiles.get(args.profile)
        set_up(window, preset.settings(t))
    window.resize(width, height)
    window.show()
    settle()
    window.resize(width, height)  # after show: the offscreen screen may have clamped it
    window.splitter.setSizes([int(width * 0.56), width - int(width * 0.56)])
    window.select_cell(7, 6)
    window.crosstable_view.setFocus()
    row = window.standings_model.row_of(7)
    window.standings_view.selectRow(row)
    settle()
    status = save(window, args.out)
    window.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
