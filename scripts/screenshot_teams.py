"""Screenshots of a team event's crosstable and match view (README), headless, 1366×768.

    .venv/bin/python scripts/screenshot_teams.py [FILE] [--out PNG] [--size WxH]

FILE defaults to the Crete 2025 team championship (Swiss-Manager, tests/data/real). The first
picture (`--out`) shows the team crosstable under the players' grid; the second (`team_match.png`
beside it) the match view of the last round with its first match's
boards, the cursor on board 2 after board 1's result was typed.
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
        file="tests/data/real/swiss-manager/crete_2025_teams.trf",
        profile="",
        profile_help="(unused)",
        out="docs/screenshots/team_crosstable.png",
        size="1366x768",
    )
    from PySide6.QtCore import Qt

    from arbiter_app.gui import app
    from arbiter_app.gui.main_window import MainWindow

    qapp = app.application([])
    window = MainWindow()
    window.resize(width, height)
    window.show()
    window.open_path(Path(args.file))
    window.wait_for_standings()
    window.document.undo_stack.setClean()
    settle()
    window.resize(width, height)
    # The crosstable in front at the bottom (a tab beside the round view and the match view).
    crosstable = window.team_crosstable_dock
    crosstable.raise_()
    window.resizeDocks([crosstable], [int(height * 0.45)], Qt.Orientation.Vertical)
    settle()
    status = save(window, args.out)
    # The match view in front at the bottom, a result typed on board 1.
    dock = window.team_match_dock
    dock.raise_()
    window.resizeDocks([dock], [int(height * 0.42)], Qt.Orientation.Vertical)
    last = dock.spin.maximum()
    dock.select(last, 0)
    settle()
    from PySide6.QtTest import QTest

    QTest.keyClicks(dock.table, "=")
    window.wait_for_standings()
    settle()
    out = Path(args.out)
    status |= save(window, str(out.with_name("team_match.png")))
    window.document.undo_stack.setClean()
    window.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
