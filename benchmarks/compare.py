"""Compare timing: a generated Swiss ranked under fide-2024 and fide-2026 side by side.

Run from the repository root:

    .venv/bin/python benchmarks/compare.py [PLAYERS ROUNDS]

Prints the median wall-clock time of a few runs of `core.compare.compare` (two full rankings
with the details explanations need, the places that change and every pair whose order changes)
beside one ranking (`core.standings.compute`), their ratio, and how many places and pairs
changed. Defaults: 1,500 players, 11 rounds, the list BH/C1, BH, SB, DE, WIN, BPG, ARO.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter_app.core.compare import compare
from arbiter_app.core.standings import compute
from benchmarks.tournaments import swiss

TIEBREAKS = ["BH/C1", "BH", "SB", "DE", "WIN", "BPG", "ARO"]


def median(fn: Callable[[], object], repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(argv: list[str]) -> int:
    players, rounds = (int(argv[0]), int(argv[1])) if len(argv) >= 2 else (1500, 11)
    t = swiss(players, rounds)
    # A ranking from scratch: the rules alternate, so nothing of the last run is reused.
    editions = iter(["fide-2024", "fide-2026"] * 10)
    one = median(lambda: compute(t, TIEBREAKS, next(editions)))
    both = median(lambda: compare(t, "fide-2024", "fide-2026", TIEBREAKS))
    c = compare(t, "fide-2024", "fide-2026", TIEBREAKS)
    print(f"{players} players x {rounds} rounds, list {', '.join(TIEBREAKS)}")
    print(f"one ranking (compute)          {one * 1000:8.1f} ms")
    print(f"compare fide-2024 / fide-2026  {both * 1000:8.1f} ms  ({both / one:.1f}x one ranking)")
    print(f"places that change: {len(c.changes)}; pairs whose order changes: {len(c.pairs)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
