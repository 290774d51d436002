"""Screenshot of the round view (README), headless.

    .venv/bin/python scripts/screenshot_round_view.py [--out PNG] [--size WxH]

A random 16-player Swiss (`core.pairing.generator`, seed 4, FIDE Dutch 2026 through gacrux)
paired and played for three rounds, round 4 paired in the window with `actionPairRound`, the
first two results typed in the round view. Settings go to a temporary directory.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot import options, save, settle


def main(argv: list[str] | None = None) -> int:
    args, width, height = options(
        argv,
        __doc__,
        file="",
        profile="",
        profile_help="(unused)",
        out="docs/screenshots/round_view.png",
        size="1800x800",
    )
    from PySide6.QtTest import QTest

    from arbiter_app.core.pairing.generator import Settings, generate
    from arbiter_app.gui import app
    from arbiter_app.gui.main_window import MainWindow
    from arbiter_app.io.pairing_engines import GacruxEngine

    qapp = app.application([])
    t = generate(Settings(16, 7, 4, half_byes=0.05), GacruxEngine(), upto=3)
    t.name = "Club championship"
    window = MainWindow()
    window.show_tournament(t)
    window.document.undo_stack.setClean()
    window.resize(width, height)
    window.show()
    settle()
    window.resize(width, height)
    from PySide6.QtCore import Qt

    # In the window the view is a tab beside the findings; here it stands on the right.
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, window.round_dock)
    window.round_dock.setMinimumWidth(int(width * 0.40))
    settle()
    window.splitter.setSizes([int(width * 0.33), int(width * 0.27)])
    view = window.round_view
    view.pair_next()
    settle()
    view.table.setFocus()
    view.table.selectRow(0)
    QTest.keyClicks(view.table, "1=")
    settle()
    status = save(window, args.out)
    window.document.undo_stack.setClean()
    window.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
