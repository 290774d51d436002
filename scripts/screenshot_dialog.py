"""Screenshot of the tie-break settings dialog (README), headless.

    .venv/bin/python scripts/screenshot_dialog.py [FILE] [--profile NAME] [--out PNG] [--size WxH]

Defaults: the NSF example of seed 004 (`tests/data/seeds/nsf_example.trf`, 9 players, 5 rounds;
no tie-break list of its own, so its standings are by points) with the `nsf` preset chosen in the
dialog: the preview highlights the places the NSF list decides. BH/C1 is the current entry.
Written at 1000×700 to `docs/screenshots/tiebreak_dialog.png`. Settings go to a temporary
directory, so the user's own presets are never shown.
"""

from __future__ import annotations

from screenshot import options, save, settle  # the sibling script (scripts/ is on sys.path)


def main(argv: list[str] | None = None) -> int:
    args, width, height = options(
        argv,
        __doc__,
        file="tests/data/seeds/nsf_example.trf",
        profile="nsf",
        profile_help="preset chosen in the dialog",
        out="docs/screenshots/tiebreak_dialog.png",
        size="1000x700",
    )

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
    settle()
    dialog.resize(width, height)
    dialog.selected_view.setFocus()
    settle()
    status = save(dialog, args.out)
    dialog.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
