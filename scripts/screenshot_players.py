"""Screenshots of the players view and the prize list (README), headless.

    .venv/bin/python scripts/screenshot_players.py

1. `docs/screenshots/players_view.png`: a new event; the synthetic FIDE list excerpt
   (tests/data/ratinglists) imported into a scratch data directory; eight players registered by
   typing into `playerSearch` and pressing Enter, renumbered by rating; then "lind" typed, so
   the matches show under the search box.
2. `docs/screenshots/prize_list.png`: the bundled example with the FIDE 2024 Swiss preset and a
   prize table (overall 500/300/200, women, U18, rating band up to 1899) in `PrizesDialog`.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot import ROOT, options, save, set_up, settle


def main(argv: list[str] | None = None) -> int:
    args, width, height = options(
        argv,
        __doc__,
        file="resources/examples/fide_exercise_swiss_9.trf",
        profile="fide-2024-swiss",
        profile_help="preset for the prize list's event",
        out="docs/screenshots/players_view.png",
        size="1366x768",
    )
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from arbiter_app.core import profiles
    from arbiter_app.gui import app, settings
    from arbiter_app.gui.main_window import MainWindow
    from arbiter_app.gui.prizes_dialog import PrizesDialog
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
    view = window.players_view
    window.resizeDocks([window.players_dock], [int(height * 0.55)], Qt.Orientation.Vertical)
    for text in ("lindqvist", "okafor", "vachier", "nunez", "petrov", "singlename",
                 "zochfin", "dawi"):  # fmt: skip
        view.search.clear()
        QTest.keyClicks(view.search, text)
        QTest.keyClick(view.search, Qt.Key.Key_Return)
    view.renumber()
    view.search.setFocus()
    QTest.keyClicks(view.search, "lind")
    settle()
    status = save(window, args.out)
    window.document.undo_stack.setClean()  # (no "save changes?" question on closing)
    window.close()

    window = MainWindow()
    window.import_trf(args.file)
    t = window.current_tournament()
    preset = profiles.get(args.profile)
    set_up(window, preset.settings(t))
    dialog = PrizesDialog(t, window.current_standings())
    dialog.set_table(
        __import__("arbiter_app.core.prizes", fromlist=["table_from_dict"]).table_from_dict(
            {
                "currency": "EUR",
                "distribution": "shared",
                "prizes": [
                    {"category": "Overall", "amounts": ["500", "300", "200"]},
                    {"category": "Women", "sex": "F", "amounts": ["100"]},
                    {"category": "U18", "code": "U18", "amounts": ["80"]},
                    {"category": "Up to 1899", "rating_max": 1899, "amounts": ["60", "40"]},
                ],
            }
        )
    )
    dialog.resize(900, 640)
    dialog.show()
    settle()
    status |= save(dialog, str(ROOT / "docs/screenshots/prize_list.png"))
    dialog.close()
    window.document.undo_stack.setClean()
    window.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
