"""`arbiter-app crosstest`: the cross-test of our pairing against bbpPairings (C.02, Q33–39).

A test tool: it needs bbpPairings, built by a tester from its public source
(`io/bbpairings.py`), and says so when it is absent. Tournament i of a run has the seed `seed *
1_000_000 + i` (direction `bbp`: + 500_000), so a run is repeatable and any one event can be
redone alone. With `--keep DIR` every finished tournament is one JSON line in
`DIR/results-<direction>.jsonl` (written as it finishes: a stopped run loses nothing finished)
and every discrepancy a TRF in `DIR/discrepancies/`; `--resume DIR` skips the tournaments
already there and counts them in the summary (with `--recheck` it runs again those that had a
discrepancy, e.g. after a fix: the newer line of a tournament is the one that counts). `--shard
K/M` runs the tournaments i with i % M == K - 1, so M sessions can share a run, each in its own
DIR.

`--teams A-B` cross-tests team events instead (`io.team_crosstest`, no bbpPairings needed):
our random team Swiss paired round by round by gacrux's C.04.6 engine from the file we write
and judged by our checker, then by Gacrux's own pairing checker (direction `ours`); our
checker and Gacrux's on the same rounds, half of them changed as the invalid fixtures of
Gacrux's corpus are (direction `gacrux`); in both the team standings against Gacrux's team
tie-breaks. A difference explained as Gacrux's own is counted apart (`known`) and does not fail
the run."""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from msgspec.structs import asdict

from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, CommandError, err, out
from arbiter_app.core.pairing.engine import DUTCH_2026, EDITIONS
from arbiter_app.io import bbpairings
from arbiter_app.io.crosstest import DIRECTIONS, KINDS, Options, Outcome, run_one
from arbiter_app.io.team_crosstest import (
    KNOWN,
    TEAM_DIRECTIONS,
    TEAM_KINDS,
    TeamOptions,
    run_team_one,
)

EXIT_UNAVAILABLE = 3  # bbpPairings is not built


def register(sub: Any) -> None:
    p = sub.add_parser(
        "crosstest",
        help="cross-test our pairing and tie-breaks against bbpPairings (a test tool)",
        description=(
            "Random tournaments paired by the program and by bbpPairings, checked by our "
            "checker, standings compared with Gacrux's tie-break computation. Needs "
            "bbpPairings built from source: " + bbpairings.BUILD_HINT + "."
        ),
    )
    p.add_argument(
        "--tournaments", type=int, required=True, metavar="N", help="tournaments per direction"
    )
    p.add_argument(
        "--players",
        type=_range,
        default=(10, 100),
        metavar="A-B",
        help="players per tournament (default 10-100)",
    )
    p.add_argument(
        "--rounds",
        type=_range,
        default=(5, 11),
        metavar="R|A-B",
        help="rounds per tournament (default 5-11)",
    )
    p.add_argument(
        "--edition",
        choices=EDITIONS,
        default=DUTCH_2026,
        help="Dutch text: bbpPairings v6.0.0 for 2026, v5.0.1 before (%(default)s)",
    )
    p.add_argument(
        "--direction",
        choices=(*DIRECTIONS, "gacrux", "both"),
        default="both",
        help="ours: our generator's events; bbp: bbpPairings' generator; with --teams, "
        "gacrux: our checker and Gacrux's on the same rounds (both)",
    )
    p.add_argument(
        "--teams",
        type=_range,
        nargs="?",
        const=(4, 30),
        metavar="A-B",
        help="cross-test team events of A-B teams against Gacrux's team engine, checker and "
        "tie-breaks (default 4-30; no bbpPairings needed)",
    )
    p.add_argument(
        "--boards",
        type=_range,
        default=(2, 6),
        metavar="A-B",
        help="with --teams: boards per match (default 2-6)",
    )
    p.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes")
    p.add_argument("--keep", metavar="DIR", help="write results and discrepancy TRFs here")
    p.add_argument("--resume", metavar="DIR", help="go on with the run kept in DIR")
    p.add_argument(
        "--shard",
        type=_shard,
        default=(1, 1),
        metavar="K/M",
        help="run only the tournaments i with i %% M == K - 1",
    )
    p.add_argument(
        "--recheck",
        action="store_true",
        help="with --resume: run again the kept tournaments that had a discrepancy (after a fix)",
    )
    p.set_defaults(func=cmd_crosstest)


def _range(text: str) -> tuple[int, int]:
    low, sep, high = text.partition("-")
    try:
        pair = (int(low), int(high)) if sep else (int(low), int(low))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number or A-B: {text!r}") from None
    if not 1 <= pair[0] <= pair[1]:
        raise argparse.ArgumentTypeError(f"not a range: {text!r}")
    return pair


def _shard(text: str) -> tuple[int, int]:
    k, sep, m = text.partition("/")
    if not sep or not k.isdecimal() or not m.isdecimal() or not 1 <= int(k) <= int(m):
        raise argparse.ArgumentTypeError(f"not K/M with 1 <= K <= M: {text!r}")
    return int(k), int(m)


def seed_of(run_seed: int, direction: str, index: int) -> int:
    second = direction in ("bbp", "team-gacrux")
    return run_seed * 1_000_000 + (500_000 if second else 0) + index


Task = tuple[str, int, int, Options | TeamOptions]


def _job(task: Task) -> Outcome:
    direction, index, seed, options = task
    if isinstance(options, TeamOptions):
        return run_team_one(direction, index, seed, options)
    return run_one(direction, index, seed, options)


def _done(folder: Path | None, direction: str) -> dict[int, dict[str, Any]]:
    """Tournaments already finished in `folder` (a torn last line is ignored)."""
    if folder is None:
        return {}
    path = folder / f"results-{direction}.jsonl"
    done: dict[int, dict[str, Any]] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            done[int(row["index"])] = row
    return done


def _record(folder: Path, outcome: Outcome) -> dict[str, Any]:
    row: dict[str, Any] = {
        "index": outcome.index,
        "seed": outcome.seed,
        "direction": outcome.direction,
        "players": outcome.players,
        "rounds": outcome.rounds,
        "note": outcome.note,
        "seconds": outcome.seconds,
        "discrepancies": [],
    }
    kept = folder / "discrepancies"
    for n, d in enumerate(outcome.discrepancies, start=1):
        kept.mkdir(parents=True, exist_ok=True)
        stem = f"{outcome.direction}-{outcome.seed}-{n}-{d.kind}"
        if d.trf:
            (kept / f"{stem}.trf").write_text(d.trf, encoding="utf-8")
        if d.engine_trf:
            engine = "gacrux" if outcome.direction in TEAM_DIRECTIONS else "bbp"
            (kept / f"{stem}.{engine}-input.trf").write_text(d.engine_trf, encoding="utf-8")
        item = {k: v for k, v in asdict(d).items() if k not in ("trf", "engine_trf")}
        row["discrepancies"].append({**item, "file": f"{stem}.trf"})
    with (folder / f"results-{outcome.direction}.jsonl").open("a", encoding="utf-8") as f:
        f.write(json.dumps(row) + "\n")
    return row


def _progress(done: int, total: int, found: int, started: float) -> None:
    if total == 0:
        return
    width = 30
    filled = width * done // total
    rate = done / max(time.monotonic() - started, 1e-9)
    line = (
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
        f"{rate:.2f}/s, {found} discrepancies"
    )
    if sys.stderr.isatty():
        print(line, end="", file=sys.stderr, flush=True)
    elif done == total or done % 50 == 0:
        print(line.strip(), file=sys.stderr, flush=True)


def _outcomes(tasks: list[Task], jobs: int) -> Iterator[Outcome]:
    if jobs <= 1:
        yield from map(_job, tasks)
        return
    with mp.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_job, tasks, chunksize=1)


RUN_KEYS = ("players", "rounds", "edition", "seed", "shard", "teams", "boards")


def _check_run(path: Path, args: argparse.Namespace) -> None:
    """The run's settings are kept beside its results; a resume must use the same ones."""
    wanted = json.loads(json.dumps({key: getattr(args, key) for key in RUN_KEYS}))
    if args.resume and path.is_file():
        kept = json.loads(path.read_text(encoding="utf-8"))
        for key in RUN_KEYS:
            if kept.get(key) != wanted[key]:
                raise CommandError(f"--resume {path.parent}: the run was made with --{key} "
                                   f"{kept.get(key)}, not {wanted[key]}")  # fmt: skip
    path.write_text(json.dumps(wanted), encoding="utf-8")


def cmd_crosstest(args: argparse.Namespace) -> int:
    if args.recheck and not args.resume:
        raise CommandError("--recheck goes with --resume DIR")
    if args.tournaments < 0:
        raise CommandError("--tournaments must be 0 or more")
    options: Options | TeamOptions
    if args.teams is not None:
        if args.direction == "bbp":
            raise CommandError("--teams: the directions are ours and gacrux")
        if args.teams[0] < 2:
            raise CommandError("--teams must start at 2 or more")
        options = TeamOptions(teams=args.teams, boards=args.boards, rounds=args.rounds)
        all_directions: tuple[str, ...] = TEAM_DIRECTIONS
        kinds: tuple[str, ...] = TEAM_KINDS
    else:
        if args.direction == "gacrux":
            raise CommandError("--direction gacrux goes with --teams")
        options = Options(players=args.players, rounds=args.rounds, edition=args.edition)
        if options.players[0] < 2:
            raise CommandError("--players must start at 2 or more")
        try:
            bbpairings.executable(options.edition)
        except bbpairings.BbpUnavailable as exc:
            out(f"crosstest: {exc}")
            return EXIT_UNAVAILABLE
        all_directions, kinds = DIRECTIONS, KINDS
    folder_name = args.resume or args.keep
    folder = Path(folder_name) if folder_name else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
        _check_run(folder / "run.json", args)
    named = {"ours": all_directions[0], "bbp": all_directions[1], "gacrux": all_directions[1]}
    directions = all_directions if args.direction == "both" else (named[args.direction],)
    k, m = args.shard
    tasks: list[Task] = []
    previous: list[dict[str, Any]] = []
    done = {d: _done(folder if args.resume else None, d) for d in directions}
    for i in range(args.tournaments):  # the directions alternate: a stopped run has both
        for direction in directions:
            if i % m != k - 1:
                continue
            row = done[direction].get(i)
            if row is not None and not (args.recheck and row["discrepancies"]):
                previous.append(row)
            else:
                tasks.append((direction, i, seed_of(args.seed, direction, i), options))
    counts: Counter[str] = Counter()
    rounds = 0
    for row in previous:
        rounds += int(row["rounds"])
        counts.update(d["kind"] for d in row["discrepancies"])
    started = time.monotonic()
    finished = 0
    for outcome in _outcomes(tasks, args.jobs):
        finished += 1
        rounds += outcome.rounds
        counts.update(d.kind for d in outcome.discrepancies)
        if folder is not None:
            _record(folder, outcome)
        elif outcome.discrepancies:  # nowhere to keep the TRFs: at least say which event
            for d in outcome.discrepancies:
                where = f"round {d.round_no}" if d.round_no else "standings"
                err(f"{outcome.direction} seed {outcome.seed} {where}: {d.kind}: {d.detail}")
        _progress(finished, len(tasks), sum(n for k, n in counts.items() if k != KNOWN), started)
    if sys.stderr.isatty() and tasks:
        print(file=sys.stderr)
    total = len(previous) + finished
    found = sum(n for kind, n in counts.items() if kind != KNOWN)
    parts = ", ".join(f"{kind} {counts[kind]}" for kind in kinds if kind != KNOWN)
    known = f"; {counts[KNOWN]} known differences of Gacrux's" if KNOWN in kinds else ""
    out(f"crosstest: {total} tournaments, {rounds} rounds, {found} discrepancies ({parts}){known}")
    if found and folder is None:
        err("crosstest: run it again with --keep DIR to keep a TRF reproducing each one")
    return EXIT_BAD_INPUT if found else EXIT_OK
