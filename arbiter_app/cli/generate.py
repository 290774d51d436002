"""`arbiter-app generate --players N --rounds R [--seed S] --out FILE`: a random tournament.

The random tournament generator of FIDE C.04.A: a Swiss event paired round by round by the
engine of the chosen edition, with requested half-point byes, absences, withdrawals and
forfeits (`core.pairing.generator`); `check-pairings` must then pass the file.
"""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import EXIT_OK, CommandError, out
from arbiter_app.cli.pair import save
from arbiter_app.core.pairing.checker import check_rounds
from arbiter_app.core.pairing.engine import DUTCH_2026, EDITIONS, PairingError
from arbiter_app.core.pairing.generator import generate
from arbiter_app.core.validate import Severity
from arbiter_app.io.pairing_engines import GacruxEngine, Py4swissEngine


def register(sub: Any) -> None:
    p = sub.add_parser("generate", help="write a random tournament paired round by round")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--rounds", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--edition", choices=EDITIONS, default=DUTCH_2026)
    p.add_argument("--acceleration", choices=("baku",), help="Baku acceleration (C.04.5.1)")
    p.add_argument("--out", required=True, help="TRF or project file to write")
    p.set_defaults(func=cmd_generate)


def cmd_generate(args: argparse.Namespace) -> int:
    if not 2 <= args.players <= 9999 or not 1 <= args.rounds <= 99:
        raise CommandError("--players must be 2 to 9999 and --rounds 1 to 99")
    engine = GacruxEngine() if args.edition == DUTCH_2026 else Py4swissEngine()
    try:
        t = generate(
            args.players,
            args.rounds,
            args.seed,
            engine,
            args.edition,
            acceleration=args.acceleration,
        )
    except PairingError as exc:
        raise CommandError(f"seed {args.seed}: {exc}") from None
    errors = [f for f in check_rounds(t) if f.severity is Severity.ERROR]
    if errors:  # a defect of ours or of the engine: never write such a file silently
        raise CommandError(f"seed {args.seed}: {errors[0].describe()}")
    save(t, args.out)
    out(
        f"{args.out}: {len(t.players)} players, {t.rounds_paired} rounds "
        f"({args.edition}, {engine.name}, seed {args.seed})"
    )
    return EXIT_OK
