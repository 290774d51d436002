"""Screenshots of an arbiter's first hour (README), headless, at a laptop's 1366×768.

    .venv/bin/python scripts/screenshot_arbiter_day.py [--size WxH]

1. `docs/screenshots/registration.png`: a new event opens on registration (`gui.arrangement`);
   the synthetic FIDE list excerpt (tests/data/ratinglists) imported into a scratch data
   directory, ten players registered by typing into `playerSearch` and pressing Enter,
   renumbered by rating; the search box ready for the next name.
2. `docs/screenshots/round1_bye.png`: player 10 asks for a half-point bye in round 1 (`H` typed
   in the crosstable before pairing); round 1 paired with `actionPairRound`: nine players, four
   boards and the pairing-allocated bye; the players view has given way to the crosstable, and
   the round view lists the round's byes under the boards.
Settings and data go to a temporary directory.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot import ROOT, options, save, settle

NAMES = (
    "lindqvist",
    "okafor",
    "nunez",
    "dawi",
    "zochfin",
    "anka",
    "elpawi",
    "chch",
    "oviccar",
    "skri",
)


def main(argv: list[str] | None = None) -> int:
    args, width, height = options(
        argv,
        __doc__,
        file="",
        profile="",
        profile_help="(unused)",
        out="docs/screenshots/registration.png",
        size="1366x768",
    )
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from arbiter_app.core.edits import ChangeSettings
    from arbiter_app.gui import app, settings
    from arbiter_app.gui.main_window import MainWindow
    from arbiter_app.io.ratinglists import import_list

    qapp = app.application([])
    import_list(
        ROOT / "tests/data/ratinglists/players_list_foa.txt",
        directory=settings.data_dir() / "ratinglists",
        list_date="2026-11-01",
    )
    window = MainWindow()
    window.resize(width, height)
    window.show()
    settle()
    window.resize(width, height)
    window.push(ChangeSettings(name="Club championship", rounds=5), "Tournament settings")
    view = window.players_view
    view.show_list_info()  # (the list was imported after the view was made)
    for text in NAMES:
        view.search.clear()
        QTest.keyClicks(view.search, text)
        QTest.keyClick(view.search, Qt.Key.Key_Return)
    view.renumber()
    view.search.clear()
    view.update_matches("")
    view.search.setFocus()
    settle()
    status = save(window, args.out)

    cross = window.crosstable_model
    cross.setData(cross.index(cross.row_of(10), cross.column_of(1)), "H")
    window.round_view.pair_next()
    settle()
    status |= save(window, str(Path(args.out).with_name("round1_bye.png")))
    window.document.undo_stack.setClean()  # (no "save changes?" question on closing)
    window.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
