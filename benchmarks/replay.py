"""Speed of replaying a file's rounds against the pairing rules (`core.pairing.replay`), which
`validate`, `convert` and the window's opening of a TRF add to reading it.

    .venv/bin/python benchmarks/replay.py            # 1,000 and 10,000 players, 11 rounds
    .venv/bin/python benchmarks/replay.py --quick    # 1,000 players only

Target: linear in the input (10x the players: about 10x the time) and well under the time
of reading the file. Printed per size (medians of 3): the replay without colour rules (a file
that names no Dutch edition), with them (record 192 names one), and the ratio between sizes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from msgspec.structs import replace

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from arbiter_app.core.pairing.replay import broken_rounds  # noqa: E402
from benchmarks.tournaments import swiss  # noqa: E402


def median_seconds(run: object, times: int = 3) -> float:
    samples = []
    for _ in range(times):
        start = time.perf_counter()
        run()  # type: ignore[operator]
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    sizes = (1000,) if parser.parse_args().quick else (1000, 10000)
    plain_times: list[float] = []
    for n in sizes:
        t = swiss(n, 11)
        dutch = replace(t, players=list(t.players))
        dutch.pairing = replace(dutch.pairing, edition="dutch-2026")
        plain = median_seconds(lambda t=t: broken_rounds(t))
        colours = median_seconds(lambda d=dutch: broken_rounds(d))
        plain_times.append(plain)
        print(f"{n:>6} players, 11 rounds: replay {plain:.2f} s, with colour rules {colours:.2f} s")
    if len(plain_times) == 2:
        print(f"ratio 10,000 / 1,000 players: {plain_times[1] / plain_times[0]:.1f}")


if __name__ == "__main__":
    main()
