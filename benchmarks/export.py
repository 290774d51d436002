"""Export timing: a generated 1,500-player, 11-round Swiss to xlsx (issue 7 target: < 5 s).

Run from the repository root:

    .venv/bin/python benchmarks/export.py [PLAYERS ROUNDS [TIEBREAKS]]

Prints, for each step, the median wall-clock time of a few runs in one process and the CPU time
(the CPU time is the steadier figure on a shared machine): standings, the report (standings,
crosstable and tie-break details), and writing the workbook. The first export in a process also
imports pandas and openpyxl; that is measured once, separately.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.core import report as report_mod
from arbiter_app.core.standings import compute
from benchmarks.tournaments import swiss

# Issue 8's list: PTS, BH/C1, BH, SB, DE, WIN, BPG, ARO.
TIEBREAKS = ["BH/C1", "BH", "SB", "DE", "WIN", "BPG", "ARO"]
PARTS = (report_mod.STANDINGS, report_mod.CROSSTABLE, report_mod.DETAILS)


def timed(fn: Callable[[], Any], repeat: int = 3) -> tuple[float, float, Any]:
    """(median wall seconds, median CPU seconds, last result)."""
    walls, cpus = [], []
    result: Any = None
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        result = fn()
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    return statistics.median(walls), statistics.median(cpus), result


def main(argv: list[str]) -> int:
    players, rounds = (int(argv[0]), int(argv[1])) if len(argv) >= 2 else (1500, 11)
    tiebreaks = argv[2].split(",") if len(argv) >= 3 else TIEBREAKS
    t = swiss(players, rounds, seed=7)
    t.tiebreaks = list(tiebreaks)
    t.rules = "fide-2024"
    out = Path(tempfile.mkdtemp()) / "export.xlsx"

    w0, c0 = time.perf_counter(), time.process_time()
    import openpyxl  # noqa: F401
    import pandas  # noqa: F401

    from arbiter_app.io.excel import write_xlsx

    imports = (time.perf_counter() - w0, time.process_time() - c0)
    standings = timed(lambda: compute(t))
    report = timed(lambda: report_mod.build(t, standings[2], parts=PARTS))
    xlsx = timed(lambda: write_xlsx(report[2], out))
    rows = [
        ("import pandas + openpyxl (once)", imports),
        ("standings", standings[:2]),
        ("report: standings, crosstable, details", report[:2]),
        ("write xlsx (frames, cells, zip)", xlsx[:2]),
    ]
    print(f"{players} players x {rounds} rounds; tie-breaks PTS,{','.join(tiebreaks)}; fide-2024")
    print(f"  {'step':<40} {'wall ms':>9} {'cpu ms':>9}")
    for name, (wall, cpu) in rows:
        print(f"  {name:<40} {wall * 1000:9.0f} {cpu * 1000:9.0f}")
    total_wall = sum(r[1][0] for r in rows)
    total_cpu = sum(r[1][1] for r in rows)
    name = "total (first export in a process)"
    print(f"  {name:<40} {total_wall * 1000:9.0f} {total_cpu * 1000:9.0f}")
    print(f"  target < 5000 ms; workbook {out.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
