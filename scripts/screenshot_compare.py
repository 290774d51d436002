"""Screenshot of the Compare rules dialog (README), headless.

    .venv/bin/python scripts/screenshot_compare.py [FILE] [--out PNG] [--size WxH]
                                                   [--rules A] [--with B] [--list CODES]
                                                   [--player START_NO]

Defaults: the FIDE TEC exercise held_swiss_5 (IA Mario Held, tests/data/fide-tec) ranked by
BH/C1, BH, SB under the 2023/2024 rules (left) and the March-2026 rules (right), Irina (8)
selected: her place and Maria's swap, decided by BH/C1 (Maria's forfeit win capped under
16.4.1). Written at 1200×740 to `docs/screenshots/compare_dialog.png`. Not run in CI.
"""

from __future__ import annotations

import argparse

from screenshot import options, save, settle  # the sibling script (scripts/ is on sys.path)


def main(argv: list[str] | None = None) -> int:
    extra = argparse.ArgumentParser(add_help=False)
    extra.add_argument("--rules", default="fide-2024")
    extra.add_argument("--with", dest="other", default="fide-2026")
    extra.add_argument("--list", default="BH/C1, BH, SB")
    extra.add_argument("--player", type=int, default=8)
    mine, rest = extra.parse_known_args(argv)
    args, width, height = options(
        rest,
        __doc__,
        file="tests/data/fide-tec/held_swiss_5.trf",
        profile="",
        profile_help="(not used)",
        out="docs/screenshots/compare_dialog.png",
        size="1200x740",
    )

    from arbiter_app.gui import app
    from arbiter_app.gui.compare_dialog import CompareRulesDialog
    from arbiter_app.io.project import load_any

    qapp = app.application([])
    dialog = CompareRulesDialog(load_any(args.file))
    dialog.set_sides(mine.rules, mine.other, mine.list, mine.list)
    dialog.resize(width, height)
    dialog.show()
    settle()
    dialog.resize(width, height)
    dialog.select_player(mine.player)
    dialog.table_b.setFocus()
    settle()
    status = save(dialog, args.out)
    dialog.close()
    qapp.processEvents()
    return status


if __name__ == "__main__":
    raise SystemExit(main())
