"""`arbiter-app forbid FILE A B` / `FILE --remove A B` / `FILE --list`: players who must not meet.

Prohibited pairings (siblings, team-mates; `core.pairing.forbidden`) are set before round 1
(C.02 verification checklist §16): once round 1 is paired a change is the gate
`PROHIBITED_AFTER_ROUND_1` (app.steps, as in the players view): refused in FIDE mode,
confirmed with `--confirm` outside it (a journal line).
The file is written back (TRF: records 260 and XXP; project file: `prohibited`), atomically.
"""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, FILE_HELP, CommandError, load, out
from arbiter_app.cli.gates import push
from arbiter_app.cli.pair import save
from arbiter_app.core.edits import EditError
from arbiter_app.core.pairing.forbidden import allow_edit, forbid_edit


def register(sub: Any) -> None:
    p = sub.add_parser(
        "forbid",
        help="prohibit a pairing (two players who must not meet), list or remove one",
        description="Players A and B must not meet (siblings, team-mates). Set before round 1 "
        "(FIDE's checklist for tournament programs, C.02 §16): later it is refused in FIDE "
        "mode and needs --confirm outside it; kept in the file as TRF record 260 and XXP, or "
        "in the project file.",
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("players", nargs="*", type=int, metavar="START_NO", help="the two players")
    p.add_argument(
        "--remove", nargs=2, type=int, metavar=("A", "B"), help="remove the pair A B from the list"
    )
    p.add_argument("--list", action="store_true", help="print the prohibited pairs")
    p.add_argument("--out", help="write the tournament here (default: FILE itself)")
    p.add_argument(
        "--confirm",
        action="store_true",
        help="confirm a change after round 1 outside FIDE mode (refused in FIDE mode)",
    )
    p.set_defaults(func=cmd_forbid)


def cmd_forbid(args: argparse.Namespace) -> int:
    t = load(args.file)
    if args.list:
        if args.players or args.remove:
            raise CommandError("--list takes no players")
        for a, b in t.prohibited:
            out(
                f"{a:>4} {t.player(a).name if t.has_player(a) else '?'}  -  "
                f"{b:>4} {t.player(b).name if t.has_player(b) else '?'}"
            )
        return EXIT_OK
    if args.remove:
        if args.players:
            raise CommandError("--remove names the pair: forbid FILE --remove A B")
        a, b = args.players = args.remove
    elif len(args.players) != 2:
        raise CommandError("name two start numbers: forbid FILE A B")
    else:
        a, b = args.players
    try:
        edit = (allow_edit if args.remove else forbid_edit)(t, a, b)
    except EditError as exc:
        raise CommandError(f"{args.file}: {exc}") from None
    if not push(t, edit, args.file, args.confirm):
        return EXIT_BAD_INPUT
    save(t, args.out or args.file)
    verb = "may meet again" if args.remove else "must not meet"
    out(f"Players {a} and {b} {verb} ({len(t.prohibited)} prohibited pair(s)).")
    return EXIT_OK
