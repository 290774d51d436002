"""Screenshots of the program in Swedish, Norwegian, Danish and Bulgarian (issue 9, acceptance 1).

    .venv/bin/python scripts/screenshots_i18n.py [--out DIR] [--lang sv nb da bg]

For each language a fresh process starts the program as a user in that country would: the
system locale set by `LANG` (`LANG=sv_SE.UTF-8`), nothing chosen in the Language menu,
settings in a scratch directory, offscreen. It opens the federation's own example with its
preset and saves, in DIR (default docs/screenshots/i18n/):

- `<lang>-main.png`: the main window (menus, palette, crosstable, standings);
- `<lang>-palette.png`: the result palette;
- `<lang>-tiebreaks.png`: the tie-break dialog (Tournament menu);
- `<lang>-preview.png`: the print preview of the final list;
- `<lang>-compare.png`: Tournament > Compare rules… on the FIDE TEC exercise held_swiss_5,
  2023/2024 rules against March 2026, list BH/C1, BH, SB, Irina (8) selected.

The compiled catalogues must exist (`make translations`).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "tests" / "data" / "seeds"
FIDE_EXAMPLE = ROOT / "resources" / "examples" / "fide_exercise_swiss_9.trf"
COMPARE_EVENT = ROOT / "tests" / "data" / "fide-tec" / "held_swiss_5.trf"

# language: (LANG, tournament, preset) - each federation's seed document and example.
SETUPS = {
    "sv": ("sv_SE.UTF-8", FIDE_EXAMPLE, "ssf-swiss"),  # seeds 000, 002 (SSF)
    "nb": ("nb_NO.UTF-8", SEEDS / "nsf_example.trf", "nsf"),  # seed 004 (NSF)
    "da": ("da_DK.UTF-8", SEEDS / "drawboss_example.trf", "drawboss"),  # seed 003 (DrawBoss)
    "bg": ("bg_BG.UTF-8", FIDE_EXAMPLE, "fide-legacy-swiss"),  # seed 001 (virtual opponent)
}
SIZE = (1366, 768)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "docs" / "screenshots" / "i18n"))
    p.add_argument("--lang", nargs="+", default=list(SETUPS), choices=list(SETUPS))
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        return child(args.lang[0], Path(args.out))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for lang in args.lang:
        scratch = tempfile.mkdtemp(prefix=f"arbiter-i18n-{lang}-")
        env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
        env.pop("ARBITER_APP_LANG", None)  # the system locale decides, as at a first start
        env.update(
            LANG=SETUPS[lang][0],
            LANGUAGE="",
            QT_QPA_PLATFORM="offscreen",
            ARBITER_APP_CONFIG_DIR=str(Path(scratch) / "config"),
            ARBITER_APP_DATA_DIR=str(Path(scratch) / "data"),
        )
        cmd = [sys.executable, __file__, "--child", "--lang", lang, "--out", str(out)]
        proc = subprocess.run(cmd, env=env, cwd=ROOT)
        failed += proc.returncode != 0
    return 1 if failed else 0


def child(lang: str, out: Path) -> int:
    """One language, in a process started with that LANG."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from screenshot import set_up  # the sibling script (scripts/ is on sys.path)

    from arbiter_app.core import profiles
    from arbiter_app.gui import app, i18n, report_actions
    from arbiter_app.gui.compare_dialog import CompareRulesDialog
    from arbiter_app.gui.main_window import MainWindow
    from arbiter_app.gui.tiebreak_dialog import TiebreakDialog

    qapp = app.application([])
    if i18n.current_language() != lang:
        print(f"{lang}: the program started in {i18n.current_language()!r}", file=sys.stderr)
        return 1

    def settle(ms: int = 300) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()
        QCoreApplication.processEvents()

    def save(widget: object, name: str) -> None:
        image = widget.grab()  # type: ignore[attr-defined]
        path = out / f"{lang}-{name}.png"
        if not image.save(str(path)):
            raise OSError(f"cannot write {path}")
        print(f"{path} ({image.width()}×{image.height()})")

    _, tournament, preset = SETUPS[lang]
    window = MainWindow()
    if not window.import_trf(tournament):
        print(f"cannot read {tournament}: {window.last_error}", file=sys.stderr)
        return 1
    t = window.current_tournament()
    set_up(window, profiles.get(preset).settings(t))
    window.resize(*SIZE)
    window.show()
    window.resize(*SIZE)  # after show: the offscreen screen may have clamped it
    window.splitter.setSizes([int(SIZE[0] * 0.55), SIZE[0] - int(SIZE[0] * 0.55)])
    window.wait_for_standings()
    settle()
    save(window, "main")
    save(window.result_palette, "palette")

    dialog = TiebreakDialog(window.document.tournament, window)
    dialog.resize(1100, 720)
    dialog.show()
    settle(1500)  # the preview is computed in the background
    save(dialog, "tiebreaks")
    dialog.close()

    preview = report_actions.preview_dialog(
        window.report_actions.report(), window, report_actions.gui_labels()
    )
    preview.resize(1100, 800)
    preview.show()
    settle(1500)
    save(preview, "preview")
    preview.close()

    from arbiter_app.io.trf import read_trf

    compare = CompareRulesDialog(read_trf(COMPARE_EVENT), window)
    compare.set_sides("fide-2024", "fide-2026", "BH/C1, BH, SB", "BH/C1, BH, SB")
    compare.resize(1200, 740)
    compare.show()
    settle()
    compare.select_player(8)
    settle()
    save(compare, "compare")
    compare.close()
    window.close()
    qapp.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
