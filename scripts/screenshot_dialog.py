"""Screenshot of the tie-break settings dialog (README), headless.

    .venv/bin/python scripts/screenshot_dialog.py [FILE] [--profile NAME] [--out PNG] [--size WxH]

Defaults: the NSF example of seed 004 (`tests/data/seeds/nsf_example.trf`, 9 players, 5 rounds;
no tie-break list of its own, so its standings are by points) with the `nsf` preset chosen in the
dialog: the preview highlights the places the NSF list decides. BH/C1 is the current entry.
Written at 1000×700 to `docs/screenshots/tiebreak_dialog.png`. Settings go to a temporary
directory, so the user's own presets are never shown.
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
    p.add_argument("file", nargs="?", default=str(ROOT / "tests/data/seeds/nsf_example.trf"))
    p.add_argument("--profile", default="nsf", help="preset chosen in the dialog")
    p.add_argument("--out", default=str(ROOT / "docs/screenshots/tiebreak_dialog.png"))
    p.add_argument("--size", default="1000x700")
    args = p.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="arbiter-screenshot-")
    os.environ["ARBITER_APP_CONFIG_DIR"] = str(Path(scratch) / "config")
    os.environ["ARBITER_APP_DATA_DIR"] = str(Path(scratch) / "data")

    from PySide6.QtCore import QCoreApplication

    from arbiter_app.core import profiles
    from arbiter_app.gui import app
    from arbiter_app.gui.tiebreak_dialog import TiebreakDialog
    from arbiter_app.io.trf import read_trf

    qapp = app.application([])
    t = read_trf(args.file)
    preset = profiles.get(args.profile)
    dialog = TiebreakDialog(t)
    dialog.choose_preset("builtin:" + preset.name)
    dialog.set_current_entry(0)
    dialog.resize(width, height)
    dialog.show()
    for _ in range(5):
        QCoreApplication.processEvents()
    dialog.resize(width, height)
    dialog.selected_view.setFocus()
    for _ in range(5):
        QCoreApplication.processEvents()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    image = dialog.grab()
    if not image.save(str(out)):
        print(f"cannot write {out}", file=sys.stderr)
        return 1
    print(f"{out} ({image.width()}×{image.height()})")
    dialog.close()
    qapp.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
