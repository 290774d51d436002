"""Team pairing (issue 27 part 2): gacrux's C.04.6 team engine on the TRF we write.

Run from the repository root::

    PYTHONPATH=. .venv/bin/python benchmarks/team_pairing.py [--seeds N]

What it measures:

1. Acceptance 4: a team Swiss of 40 teams × 4 boards generated and paired for 7 rounds
   (`core.pairing.team_generator`, each round by `io.team_engines.pair_teams`), checked by our
   team round checker (`core.pairing.teams.check_team_rounds`): errors must be 0, for each of
   N seeds. Wall time of the whole generation.
2. The time to pair one round of 40 and of 100 teams with gacrux: round 1 and round 5 (after
   four rounds played), split into writing the TRF (`gacrux_team_trf`, ours) and the engine
   call (reading the TRF and pairing, gacrux's), median of 3 runs; and the same round as the
   window pairs it (`app.team_pairing.start_team_round`: the engine in a child process, a
   `TeamPairingJob`), start to answer, and its ratio to the engine call in process (the cost
   of the child: starting Python and importing gacrux).
"""

from __future__ import annotations

import argparse
import statistics
import time

from arbiter_app.app.team_pairing import start_team_round
from arbiter_app.core.pairing.generator import Settings
from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
from arbiter_app.core.pairing.teams import check_team_rounds
from arbiter_app.core.validate import Severity
from arbiter_app.io.team_engines import gacrux_team_trf, pair_teams, pair_teams_with_gacrux


def acceptance(seeds: int) -> None:
    for seed in range(1, seeds + 1):
        s = clamped_teams(Settings(players=0, rounds=7, seed=seed, teams=40, boards=4))
        start = time.perf_counter()
        t = generate_teams(s, pair_teams)
        took = time.perf_counter() - start
        found = [f for fs in check_team_rounds(t).values() for f in fs]
        errors = sum(1 for f in found if f.severity is Severity.ERROR)
        print(
            f"40 teams x 7 rounds, seed {seed}: generated and paired in {took:.2f} s; "
            f"checker errors {errors}, warnings {len(found) - errors}"
        )


def one_round(teams: int, round_no: int) -> None:
    s = clamped_teams(Settings(players=0, rounds=9, seed=7, teams=teams, boards=4))
    t = generate_teams(s, pair_teams, upto=round_no - 1)
    writes, engines = [], []
    for _ in range(3):
        start = time.perf_counter()
        text = gacrux_team_trf(t, round_no)
        middle = time.perf_counter()
        pair_teams_with_gacrux(text, round_no)
        writes.append(middle - start)
        engines.append(time.perf_counter() - middle)
    jobs = []
    for _ in range(3):
        start = time.perf_counter()
        start_team_round(t, round_no).result(timeout=600)
        jobs.append(time.perf_counter() - start)
    engine, job = statistics.median(engines), statistics.median(jobs)
    print(
        f"{teams} teams, round {round_no}: TRF written in {statistics.median(writes) * 1000:.0f} "
        f"ms, gacrux {engine * 1000:.0f} ms; in the window's child process {job * 1000:.0f} ms "
        f"({job / engine:.1f}x) (medians of 3)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    acceptance(args.seeds)
    for teams in (40, 100):
        for round_no in (1, 5):
            one_round(teams, round_no)


if __name__ == "__main__":
    main()
