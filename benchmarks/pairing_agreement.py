"""Pairing from a TRF against the engine of the event's text on the same TRF: the figures.

Random Swiss events paired round by round as a user does it (`tests/pairing_from_trf.py`): each
round's TRF is paired by `arbiter-app pair FILE --round N --out OUT` and by gacrux (2026 text)
or py4swiss (the text before it) called directly on the same file; prints the rounds compared
and how many are equal, per event and in all, for files written as another program writes
them (no arbiter-app comment) and as this program writes them.

    python benchmarks/pairing_agreement.py [--sizes 24,40,64] [--rounds 7] [--seeds 1,2,3]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "tests"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from pairing_from_trf import run_event  # noqa: E402

from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="24,40,64")
    parser.add_argument("--seeds", default="1,2,3", help="one seed per size")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    sizes = [int(x) for x in args.sizes.split(",")]
    seeds = [int(x) for x in args.seeds.split(",")]
    for foreign in (True, False):
        kind = "another program's files" if foreign else "this program's files"
        rounds = equal = 0
        for players, seed in zip(sizes, seeds, strict=True):
            for edition in (DUTCH_2026, DUTCH_2025):
                start = time.perf_counter()
                found = run_event(players, args.rounds, seed, edition, foreign=foreign)
                took = time.perf_counter() - start
                rounds, equal = rounds + found.rounds, equal + found.equal
                print(
                    f"{kind}: {players} players, seed {seed}, {edition}: "
                    f"{found.equal}/{found.rounds} rounds equal ({took:.1f} s)"
                )
                for r, what in found.differences[:1]:
                    print(f"    first difference, round {r}: {what[:160]}")
        print(f"{kind}: {rounds} rounds compared, {equal} equal ({equal / max(rounds, 1):.0%})")


if __name__ == "__main__":
    main()
