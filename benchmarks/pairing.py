"""Pairing: engine time and memory, our TRF writing and checking, and the engines' disagreements.

Run from the repository root::

    PYTHONPATH=. .venv/bin/python benchmarks/pairing.py            # full run (a few minutes)
    PYTHONPATH=. .venv/bin/python benchmarks/pairing.py --quick    # no 1,500-player case

What it measures:

1. Pairing round 5 of 9 at 100, 500 and 1,500 players with each engine: gacrux (C.04.3 applied
   from 1 February 2026) and py4swiss (the text before it). The history of rounds 1-4 is built
   by a simple seeded score-group pairing (no rematches, colours by preference; 5 % requested
   half-point byes and 2 % absences per round), then round 5 gets its pre-entered byes. Each
   engine runs in a fresh process on the TRF text we write (`io.pairing_engines.engine_trf`):
   wall time of the engine call and the child's peak memory (ru_maxrss). Our own parts are
   timed separately in this process: writing the TRF, and checking the engine's round with
   `core.pairing.checker.check_pairing`. Targets (issue): 2026 engine 100 ≤ 0.5 s,
   500 ≤ 2 s, 1,500 ≤ 30 s.
2. A 16-player Berger schedule (single and double) — "instantly".
3. Random tournaments (30, 100, 300 players × 9 rounds, with half-point byes, absences,
   withdrawals and forfeits; `core.pairing.generator`) paired round by round by each engine;
   our checker's errors (must be 0), the free pairings checker with the same engine (must be
   0 differing rounds), and the other engine on the same history: rounds that differ, boards
   that differ, and how many of those rounds are round 1 (the initial-colour reading, see
   docs/pairing.md).
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from arbiter_app.core.edits import SetBye, SetGame  # noqa: E402
from arbiter_app.core.model import Colour, Player, Result, System, Tournament  # noqa: E402
from arbiter_app.core.pairing.berger import schedule  # noqa: E402
from arbiter_app.core.pairing.checker import check_pairing, check_rounds  # noqa: E402
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026  # noqa: E402
from arbiter_app.core.pairing.fpc import compare_rounds  # noqa: E402
from arbiter_app.core.pairing.generator import Settings, generate  # noqa: E402
from arbiter_app.core.pairing.round import to_be_paired  # noqa: E402
from arbiter_app.core.validate import Severity  # noqa: E402
from arbiter_app.io.pairing_engines import (  # noqa: E402
    EngineInput,
    GacruxEngine,
    Py4swissEngine,
    engine_trf,
)

TARGETS = {100: 0.5, 500: 2.0, 1500: 30.0}  # the 2026 engine


def balance(t: Tournament, start_no: int) -> int:
    """Whites minus blacks over the games played."""
    played = [e.colour for e in t.player(start_no).rounds if e.result.is_played]
    return played.count(Colour.WHITE) - played.count(Colour.BLACK)


def history(players: int, seed: int, played: int = 4, rounds: int = 9) -> Tournament:
    """An event with `played` rounds done and round `played + 1` ready to pair."""
    rng = random.Random(seed)
    t = Tournament(name="bench", start_date="2026-06-01", system=System.SWISS, rounds=rounds)
    for i in range(1, players + 1):
        t.add_player(Player(start_no=i, name=f"P{i}", rating=2700 - i))
    met: dict[int, set[int]] = {i: set() for i in range(1, players + 1)}
    for r in range(1, played + 2):
        for p in t.players:
            x = rng.random()
            if x < 0.05:
                SetBye(r, p.start_no, Result.HALF_BYE).apply(t)
            elif x < 0.07:
                SetBye(r, p.start_no, Result.ZERO_BYE).apply(t)
        if r > played:
            break
        order = sorted(to_be_paired(t, r), key=lambda s: (-t.points(t.player(s)), s))
        while len(order) > 1:
            a = order.pop(0)
            b = next((x for x in order if x not in met[a]), order[0])
            order.remove(b)
            met[a].add(b)
            met[b].add(a)
            wa = sum(
                1 if e.colour is Colour.WHITE else -1
                for e in t.player(a).rounds
                if e.result.is_played
            )
            wb = sum(
                1 if e.colour is Colour.WHITE else -1
                for e in t.player(b).rounds
                if e.result.is_played
            )
            white, black = (a, b) if wa <= wb else (b, a)
            result = rng.choice([Result.WIN, Result.DRAW, Result.LOSS])
            SetGame(r, white, black, Colour.WHITE, result).apply(t)
        if order:
            SetBye(r, order[0], Result.PAIRING_BYE).apply(t)
    return t


def child(engine: str, path: str, round_no: int) -> None:
    """In a fresh process: one engine call, then its time and peak memory as JSON."""
    text = Path(path).read_text(encoding="utf-8")
    data = EngineInput(text, round_no, {})
    from arbiter_app.io import pairing_engines

    # The libraries are imported before the clock starts (an open program has them loaded).
    if engine == "gacrux":
        import gacrux.pairingdutch
        import gacrux.trf2json  # noqa: F401
    else:
        import py4swiss.engines
        import py4swiss.trf  # noqa: F401
    started = time.perf_counter()
    boards, bye = pairing_engines._RUNNERS[engine](data.text, data.round_no)
    elapsed = time.perf_counter() - started
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"seconds": elapsed, "rss_mib": rss_kib / 1024, "boards": boards, "bye": bye}))


def measure_round(players: int) -> list[str]:
    t = history(players, seed=players)
    started = time.perf_counter()
    data = engine_trf(t, 5)
    trf_s = time.perf_counter() - started
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "round5.trf"
        path.write_text(data.text, encoding="utf-8")
        for engine in ("gacrux", "py4swiss"):
            proc = subprocess.run(
                [sys.executable, __file__, "--child", engine, str(path), "5"],
                capture_output=True,
                text=True,
                check=False,
            )
            if proc.returncode != 0:
                rows.append(f"{players:>6} {engine:<9} FAILED: {proc.stderr.strip()[-200:]}")
                continue
            got = json.loads(proc.stdout.strip().splitlines()[-1])
            pairing = run_engine_result(data, got)
            started = time.perf_counter()
            findings = check_pairing(t, pairing, set(to_be_paired(t, 5)))
            check_s = time.perf_counter() - started
            errors = sum(1 for f in findings if f.severity is Severity.ERROR)
            target = TARGETS[players] if engine == "gacrux" else None
            verdict = "" if target is None else ("PASS" if got["seconds"] <= target else "MISS")
            rows.append(
                f"{players:>6} {engine:<9} {got['seconds']:>8.2f} s {got['rss_mib']:>7.0f} MiB"
                f"   TRF {trf_s * 1000:>6.1f} ms   check {check_s * 1000:>6.1f} ms"
                f"   errors {errors}   {'' if target is None else f'target {target} s {verdict}'}"
            )
    return rows


def run_engine_result(data: EngineInput, got: dict[str, object]):  # type: ignore[no-untyped-def]
    from arbiter_app.core.pairing.round import RoundPairing, renumber

    boards = tuple(tuple(b) for b in got["boards"])  # type: ignore[attr-defined]
    return renumber(RoundPairing(5, boards, got["bye"]), data.back)  # type: ignore[arg-type]


def berger_time() -> str:
    started = time.perf_counter()
    for _ in range(100):
        schedule(16)
        schedule(16, double=True, swap_last_two=True)
    per = (time.perf_counter() - started) / 100
    return f"Berger 16 players, single + double schedule: {per * 1000:.2f} ms"


def disagreements(players: int, seeds: list[int]) -> list[str]:
    rows = []
    for engine, other, edition in (
        (GacruxEngine(), Py4swissEngine(), DUTCH_2026),
        (Py4swissEngine(), GacruxEngine(), DUTCH_2025),
    ):
        rounds = differing_rounds = boards = round_one = errors = same_fail = 0
        for seed in seeds:
            t = generate(Settings(players, 9, seed, edition=edition, withdrawals=2), engine)
            errors += sum(1 for f in check_rounds(t) if f.severity is Severity.ERROR)
            same_fail += sum(1 for c in compare_rounds(t, engine) if not c.same)
            for c in compare_rounds(t, other):
                rounds += 1
                if not c.same:
                    differing_rounds += 1
                    boards += len(c.differences)
                    round_one += c.round_no == 1
        rows.append(
            f"{players:>4} x 9, {len(seeds)} events paired by {engine.name:<8}: "
            f"checker errors {errors}, same-engine FPC differing rounds {same_fail}; "
            f"{other.name} on the same history differs in {differing_rounds}/{rounds} rounds "
            f"({boards} boards; {round_one} of those rounds are round 1)"
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--child", nargs=3, metavar=("ENGINE", "FILE", "ROUND"))
    args = parser.parse_args()
    if args.child:
        child(args.child[0], args.child[1], int(args.child[2]))
        return
    print("Pairing round 5 of 9 (engine in a fresh process; our TRF writing and check here)")
    for n in (100, 500) if args.quick else (100, 500, 1500):
        for row in measure_round(n):
            print(row, flush=True)
    print(berger_time())
    print("Random tournaments (C.04.A generator), both engines on the same history")
    for n, seeds in ((30, [1, 2, 3, 4]), (100, [1, 2]), (300, [1])):
        for row in disagreements(n, seeds):
            print(row, flush=True)


if __name__ == "__main__":
    main()
