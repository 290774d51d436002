"""`arbiter-app fide-mode FILE [--leave --reason TEXT --confirm]`: the event's FIDE mode.

Without `--leave` it prints the state ("In FIDE mode.", or since which round and why the event
is outside it). `--leave` takes the event out of FIDE mode for good (C.02, 2026 checklist): a
two-step confirmation (Gate.LEAVE_FIDE_MODE, level 4), which the command line gives with
`--confirm`; the reason is required; the file is written back atomically with the mode and
the journal line (app/fide_mode.py). An event outside cannot return.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from arbiter_app.app.clock import now
from arbiter_app.app.fide_mode import REJOIN_REFUSAL, leave, state_line
from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, FILE_HELP, CommandError, load, out
from arbiter_app.cli.gates import CommandLineConfirmer
from arbiter_app.cli.pair import save


def register(sub: Any) -> None:
    p = sub.add_parser(
        "fide-mode",
        help="show the event's FIDE mode, or leave it (for good)",
        description="Print whether the event is in FIDE mode; --leave takes it out for good.",
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--leave", action="store_true", help="leave FIDE mode (cannot be undone)")
    p.add_argument("--reason", default="", help="why the event leaves FIDE mode (required)")
    p.add_argument("--confirm", action="store_true", help="confirm the two-step confirmation")
    p.add_argument("--out", help="write the tournament here (default: FILE itself)")
    p.set_defaults(func=cmd_fide_mode)


def cmd_fide_mode(args: argparse.Namespace) -> int:
    t = load(args.file)
    if not args.leave:
        out(state_line(t))
        return EXIT_OK
    if not t.fide_mode.on:
        raise CommandError(f"{args.file}: {state_line(t)}; {REJOIN_REFUSAL}")
    if not args.reason.strip():
        raise CommandError(f"{args.file}: --leave needs --reason TEXT (kept in the journal)")
    time = now()
    edit = leave(t, args.reason, CommandLineConfirmer(args.confirm, sys.stderr), time)
    if edit is None:
        return EXIT_BAD_INPUT
    edit.apply(t)
    save(t, args.out or args.file)
    out(state_line(t))
    return EXIT_OK
