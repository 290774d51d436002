"""Speed of `validate` (the CLI command and the core function) at 1,000 and 10,000 players.

    .venv/bin/python benchmarks/validate.py            # about a minute on 2 cores
    .venv/bin/python benchmarks/validate.py --quick    # 1,000 players only

Target: `validate` under a second beyond reading the file, whatever the content, and linear in
the input (10× the players: about 10× the time, not 100×).

Two contents per size, both generated deterministically (`benchmarks/tournaments.swiss`):
- *clean*: a consistent Swiss with a rank column in points order and a declared tie-break list
  (so the rank check computes the standings, as for a file with records 202 and 001 ranks);
- *many findings*: the same event with every fourth player's records broken in every round
  (opponents shifted by one: one-sided games, claims on the same opponent, mirrors that fail),
  a points column off by one for every player and the rank column reversed: tens of thousands of
  findings, each of which the CLI locates and prints.

Printed per case (medians of 3): the findings; reading the project file (`io.project.load_any`,
as the CLI does); `core.validate.validate`; locating and wording every finding as the CLI prints
it (`cli.findings.finding_lines`); "beyond reading" = the last two, the target's figure; and the
whole `arbiter-app validate` process for reference.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from fractions import Fraction
from pathlib import Path

from msgspec.structs import replace

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from arbiter_app.cli.findings import finding_lines  # noqa: E402
from arbiter_app.core.edits import SetResult  # noqa: E402
from arbiter_app.core.model import Result, RoundEntry, Tournament  # noqa: E402
from arbiter_app.core.standings import compute  # noqa: E402
from arbiter_app.core.system import resolve_system  # noqa: E402
from arbiter_app.core.validate import revalidate, validate  # noqa: E402
from arbiter_app.io.project import (  # noqa: E402
    load_any,
    save_project,
)
from benchmarks.tournaments import swiss  # noqa: E402

TIEBREAKS = ["BH/C1", "BH", "SB", "WIN"]


def clean(players: int, rounds: int) -> Tournament:
    t = swiss(players, rounds)
    t.tiebreaks = list(TIEBREAKS)
    t.rules = "fide-2026"
    standings = compute(t)
    ranks = {row.start_no: row.rank for row in standings.rows}
    t.players = [
        replace(p, rank_in_file=ranks[p.start_no], points_in_file=t.points(p)) for p in t.players
    ]
    return t


def broken(players: int, rounds: int) -> Tournament:
    t = clean(players, rounds)
    n = len(t.players)
    out = []
    for i, p in enumerate(t.players):
        rounds_ = p.rounds
        if i % 4 == 0:
            rounds_ = tuple(
                RoundEntry((e.opponent % n) + 1, e.colour, e.result) if e.opponent else e
                for e in p.rounds
            )
        assert p.points_in_file is not None and p.rank_in_file is not None
        out.append(
            replace(
                p,
                rounds=rounds_,
                points_in_file=p.points_in_file + Fraction(1),
                rank_in_file=n + 1 - p.rank_in_file,
            )
        )
    t.players = out
    return t


def median_time(fn: object, repeat: int = 3) -> tuple[float, object]:
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times), value


def _consume(lines: Iterable[str]) -> int:
    """Every line made and dropped, as the CLI prints them one by one (no list of them)."""
    return sum(1 for _ in lines)


def process(*args: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "arbiter_app", *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,
    )
    return time.perf_counter() - start


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1,000 players only")
    args = parser.parse_args(argv)
    sizes = [(1_000, 11)] if args.quick else [(1_000, 11), (10_000, 15)]
    print("validate: target < 1 s beyond reading the file, linear in the records")
    header = f"{'case':<26} {'findings':>9} {'read':>9} {'validate()':>11} {'CLI lines':>10} "
    header += f"{'beyond read':>12} {'process':>9}"
    print(header)
    per_record: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for players, rounds in sizes:
            for label, make in (("clean", clean), ("many findings", broken)):
                path = Path(tmp) / f"{label.replace(' ', '_')}_{players}.arbiter"
                save_project(make(players, rounds), path)
                read, t = median_time(lambda path=path: load_any(str(path)))
                assert isinstance(t, Tournament)
                seconds, findings = median_time(lambda t=t: validate(t))
                assert isinstance(findings, list)
                lines, _ = median_time(
                    lambda t=t, f=findings, p=path: _consume(finding_lines(str(p), t, f))
                )
                whole = statistics.median(process("validate", str(path)) for _ in range(3))
                name = f"{label} {players:,}×{rounds}"
                per_record.setdefault(label, []).append(seconds / (players * rounds))
                beyond = seconds + lines
                print(
                    f"{name:<26} {len(findings):>9,} {read * 1000:>6.0f} ms "
                    f"{seconds * 1000:>8.0f} ms {lines * 1000:>7.0f} ms "
                    f"{beyond * 1000:>9.0f} ms {whole * 1000:>6.0f} ms"
                    f"  {'PASS' if beyond < 1 else 'MISS'}"
                )
    print()
    print("after an edit (a result of the last round changed), standings at hand as the window has")
    print("them: `revalidate` (only what the edit touched: its players and rounds, as `Changes`")
    print("says) against `validate` (everything)")
    for players, rounds in [(1_500, 11), *([] if args.quick else [(10_000, 15)])]:
        t = clean(players, rounds)
        before = validate(t, compute(t))
        system = resolve_system(t)[0]
        p = next(p for p in t.players if p.rounds[-1].opponent is not None)
        changes = SetResult(rounds, p.start_no, Result.DRAW).apply(t)  # (untimed)
        standings = compute(t)
        full, want = median_time(lambda t=t, st=standings: validate(t, st), repeat=5)
        part, got = median_time(
            lambda t=t, b=before, c=changes, sy=system, st=standings: revalidate(
                t, b, c.players, sy, sy, st, c.rounds
            ),
            repeat=5,
        )
        assert isinstance(got, list) and isinstance(want, list)
        assert sorted(map(repr, got)) == sorted(map(repr, want))  # the same findings
        print(
            f"  {players:,}×{rounds}: validate {full * 1000:.1f} ms, revalidate "
            f"{part * 1000:.1f} ms ({full / part:.0f}× less)"
        )
    for label, costs in per_record.items():
        if len(costs) > 1:
            ratio = costs[1] / costs[0]
            print(f"{label}: validate() time per record, 10,000 vs 1,000 players: {ratio:.2f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
