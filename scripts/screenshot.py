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

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "file", nargs="?", default=str(ROOT / "resources/examples/fide_exercise_swiss_9.trf")
    )
    p.add_argument("--profile", default="fide-2024-swiss", help="preset to apply ('' for none)")
    p.add_argument("--out", default=str(ROOT / "docs/screenshots/main_window.png"))
    p.add_argument("--size", default="1366x768")
    args = p.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="arbiter-screenshot-")
    os.environ["ARBITER_APP_CONFIG_DIR"] = str(Path(scratch) / "config")
    os.environ["ARBITER_APP_DATA_DIR"] = str(Path(scratch) / "data")

    from PySide6.QtCore import QCoreApplication

    from arbiter_app.core import profiles
    from arbiter_app.core.edits import ChangeSettings
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
        window.push(ChangeSettings(**preset.settings(t)), "Tournament settings")
        window.document.undo_stack.setClean()
    window.resize(width, height)
    window.show()
    for _ in range(5):
        QCoreApplication.processEvents()
    window.resize(width, height)  # after show: the offscreen screen may have clamped it
    window.splitter.setSizes([int(width * 0.56), width - int(width * 0.56)])
    window.select_cell(7, 6)
    window.crosstable_view.setFocus()
    row = window.standings_model.row_of(7)
    window.standings_view.selectRow(row)
    for _ in range(5):
        QCoreApplication.processEvents()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    image = window.grab()
    if not image.save(str(out)):
        print(f"cannot write {out}", file=sys.stderr)
        return 1
    print(f"{out} ({image.width()}×{image.height()})")
    window.close()
    qapp.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
