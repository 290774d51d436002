"""Screenshots of the manual (docs/manual), headless.

    .venv/bin/python scripts/screenshot_manual.py [FILE] [--out PNG] [--size WxH]

1. `docs/screenshots/manual_viewer.png`: Help > Manual over the bundled example, showing the
   page of the tournament settings dialog (as F1 in that dialog opens it), at 1000×700.
2. `docs/screenshots/tournament_dialog.png`: Tournament > Settings… on the same event, with
   "Played as Chess960" ticked, at its own size.

Settings go to a temporary directory (the set-up of scripts/screenshot.py).
"""

from __future__ import annotations

from pathlib import Path

from screenshot import ROOT, options, save, settle  # the sibling script


def main(argv: list[str] | None = None) -> int:
    args, width, height = options(
        argv,
        __doc__,
        file="resources/examples/fide_exercise_swiss_9.trf",
        profile="",
        profile_help="(not used)",
        out="docs/screenshots/manual_viewer.png",
        size="1000x700",
    )

    from PySide6.QtWidgets import QCheckBox

    from arbiter_app.gui import app, manual
    from arbiter_app.gui.dialogs import TournamentDialog
    from arbiter_app.io.trf import read_trf

    qapp = app.application([])
    viewer = manual.ManualViewer()
    viewer.show_page("TournamentDialog")
    viewer.resize(width, height)
    viewer.show()
    settle()
    status = save(viewer, args.out)
    viewer.close()

    dialog = TournamentDialog(read_trf(args.file))
    dialog.findChild(QCheckBox, "tournamentChess960").setChecked(True)
    dialog.show()
    settle()
    status |= save(dialog, str(Path(ROOT) / "docs/screenshots/tournament_dialog.png"))
    dialog.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
