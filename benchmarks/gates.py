"""What FIDE mode's gates cost per edit (target: at most 20 ms at 3,000 players, well under
the window's 0.1 s for an edit), against the edit itself.

Run from the repository root::

    .venv/bin/python benchmarks/gates.py                  # 100, 1,500 and 3,000 players
    .venv/bin/python benchmarks/gates.py --players 10000

Every edit the window applies first passes `app.steps.asks_of` (the edit tried on a copy of
the event, then the settings and results rules: core/fide_mode.py, core/results_rules.py).
The event: a deterministic Swiss of N players and 9 rounds, 8 played (draws) and the ninth
paired; the edits: a result of round 9 (no ask), ½-0 in round 9 (RESULT_ASYMMETRIC: the board
number is looked up), a result of round 8 (CORRECT_PREVIOUS_ROUND) and the tie-break list
(LOCKED_SETTING). Medians of repeated runs; the ratio is the gates' time over the edit's own
apply(). Nothing here runs in the test suite.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from arbiter_app.app.steps import asks_of
from arbiter_app.core.edits import ChangeSettings, Edit, SetGame, SetResult, SetSides
from arbiter_app.core.fide_mode import trial
from arbiter_app.core.model import Colour, Player, Result, Tournament

TARGET_MS = 20.0


def event(n: int, rounds: int = 9) -> Tournament:
    t = Tournament(name="bench", rounds=rounds, tiebreaks=["BH/C1", "BH", "SB"])
    for s in range(1, n + 1):
        t.add_player(Player(s, f"P{s}", rating=2500 - s % 1000))
    for r in range(1, rounds + 1):
        order = list(range(1, n + 1))
        order = order[r:] + order[:r]  # a different opponent each round
        result = Result.DRAW if r < rounds else Result.PENDING
        for j in range(0, n - 1, 2):
            SetGame(r, order[j], order[j + 1], Colour.WHITE, result).apply(t)
    return t


def median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, action="append")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    for n in args.players or [100, 1500, 3000]:
        t = event(n)
        white = t.player(10).entry(9)
        first = 10 if white.colour is Colour.WHITE else white.opponent
        assert first is not None
        edits: dict[str, Edit] = {
            "result, last round": SetResult(9, first, Result.WIN),
            "½-0, last round": SetSides(9, first, Result.DRAW, Result.LOSS),
            "result, previous round": SetResult(8, first, Result.WIN),
            "tie-break list": ChangeSettings(tiebreaks=["SB", "BH"]),
        }
        print(f"{n} players, 9 rounds")
        for name, edit in edits.items():
            gates = median_ms(lambda e=edit, t=t: asks_of(t, e), args.runs)
            alone = median_ms(lambda e=edit, t=t: trial(t, e), args.runs)
            verdict = "PASS" if gates <= TARGET_MS else "MISS"
            print(
                f"  {name:<24} gates {gates:7.2f} ms  (edit on a copy {alone:6.2f} ms, "
                f"ratio {gates / alone:5.1f})  target {TARGET_MS:.0f} ms {verdict}"
            )


if __name__ == "__main__":
    main()
