"""`arbiter-app unpair FILE [--round R] [--force]`: remove the last paired round's pairings.

The use case of the round view's Unpair last round (`app.unpair`): the
round's boards and pairing bye become `not paired`, its board order goes; byes and absences
entered before pairing stay. Only the last paired round can be unpaired (the later rounds'
pairings rest on it). A round with results is unpaired only with `--force` (the window asks).
A round unpaired to be paired again is a pairing-integrity event (Gate.REPAIR_ROUND, level 3,
journaled; app/steps.py): `--confirm` confirms it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from arbiter_app.app import unpair
from arbiter_app.app.gates import passes
from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, FILE_HELP, CommandError, load, out
from arbiter_app.cli.gates import CommandLineConfirmer, push
from arbiter_app.cli.pair import save


def register(sub: Any) -> None:
    p = sub.add_parser(
        "unpair",
        help="remove the last paired round's pairings",
        description="Remove the pairings of the last paired round (as the round view's Unpair "
        "last round does); byes and absences entered before pairing stay.",
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--round", type=int, help="the round (default: the last paired one)")
    p.add_argument("--out", help="write the tournament here (default: FILE itself)")
    p.add_argument("--force", action="store_true", help="unpair even if results were entered")
    p.add_argument(
        "--confirm", action="store_true", help="confirm it (a round unpaired is journaled)"
    )
    p.set_defaults(func=cmd_unpair)


def cmd_unpair(args: argparse.Namespace) -> int:
    t = load(args.file)
    try:  # the one use case the round view runs too (app.unpair)
        plan = unpair.plan(t, args.round)
    except (unpair.NothingPaired, unpair.NotLast) as exc:
        raise CommandError(f"{args.file}: {exc}") from None
    # A round with results is confirmed by --force (its gate's option), the unpairing itself,
    # a pairing-integrity event in the journal, by --confirm (app.steps).
    if not passes(plan.asks(), CommandLineConfirmer(args.force, sys.stderr)):
        return EXIT_BAD_INPUT
    if not push(t, plan.edit(), args.file, args.confirm):
        return EXIT_BAD_INPUT
    save(t, args.out or args.file)
    out(f"Round {plan.round_no} unpaired.")
    return EXIT_OK
