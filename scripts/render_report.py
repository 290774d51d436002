"""Render pages of a final list as PNG images (README screenshots), headless.

    .venv/bin/python scripts/render_report.py [FILE] [--profile NAME] [--out DIR] [--dpi N]

Defaults: the bundled example (`resources/examples/fide_exercise_swiss_9.trf`) ranked with the
`fide-2024-swiss` preset, 110 dpi, into `docs/screenshots/`: `report-standings.png` (the first
standings page, portrait) and `report-crosstable.png` (the first crosstable page, landscape when
the table is wide). The images are the very pages print and PDF produce (`gui.printing`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "file", nargs="?", default=str(ROOT / "resources/examples/fide_exercise_swiss_9.trf")
    )
    p.add_argument("--profile", default="fide-2024-swiss")
    p.add_argument("--out", default=str(ROOT / "docs/screenshots"))
    p.add_argument("--dpi", type=int, default=110)
    args = p.parse_args(argv)

    from arbiter_app.core import profiles
    from arbiter_app.core import report as rep
    from arbiter_app.gui import printing
    from arbiter_app.io.project import load_any

    printing.ensure_gui_app()
    t = load_any(args.file)
    preset = profiles.get(args.profile)
    report = rep.build(
        t, tiebreaks=preset.tiebreaks_for(t), rules=preset.rules, profile=preset.name
    )
    pages = printing.ReportPages(report, parts=rep.DEFAULT_PRINT_PARTS, dpi=args.dpi)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for part, name in (
        (rep.STANDINGS, "report-standings.png"),
        (rep.CROSSTABLE, "report-crosstable.png"),
    ):
        first = next(i for i, page in enumerate(pages.pages) if page.part == part)
        target = out / name
        if not pages.image(first).save(str(target)):
            print(f"{target}: cannot write the image", file=sys.stderr)
            return 1
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
