"""`arbiter-app new FILE --name NAME --rounds N [--system ...]`: an empty event, ready to register.

The file (TRF, or a project file by its extension) holds the event's settings and no players;
`players add` / `players import` register, `pair` pairs, `result` records. An existing file is
never overwritten unless `--force` says so (it may be an event under way).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from arbiter_app.cli.common import EXIT_OK, FILE_HELP, CommandError, out
from arbiter_app.cli.pair import save
from arbiter_app.core.edits import ChangeSettings, EditError
from arbiter_app.core.model import System, Tournament


def register(sub: Any) -> None:
    p = sub.add_parser(
        "new",
        help="create an empty event (settings, no players)",
        description="Write an event with no players: its name, number of rounds and pairing "
        "system (and, if given, city, federation, dates, chief arbiter and time control).",
    )
    p.add_argument("file", help=f"the file to write ({FILE_HELP})")
    p.add_argument("--name", required=True, help="the event's name")
    p.add_argument("--rounds", required=True, type=int, help="the number of rounds planned")
    p.add_argument(
        "--system",
        choices=[s.value for s in System],
        default=System.SWISS.value,
        help="pairing system (default: swiss)",
    )
    p.add_argument("--city", default="")
    p.add_argument("--federation", default="", help="the organising federation (FIDE code)")
    p.add_argument("--start-date", default="", metavar="YYYY-MM-DD")
    p.add_argument("--end-date", default="", metavar="YYYY-MM-DD")
    p.add_argument("--chief-arbiter", default="")
    p.add_argument("--time-control", default="")
    p.add_argument(
        "--chess960",
        action="store_true",
        help="the event is played as Chess960 (its lists say so; the TRF has a ### CHESS960 line)",
    )
    p.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    p.set_defaults(func=cmd_new)


def _date(option: str, text: str) -> str:
    if text and not _is_iso_date(text):
        raise CommandError(f"{option} {text!r}: expected a date as YYYY-MM-DD")
    return text


def _is_iso_date(text: str) -> bool:
    import datetime as dt

    try:
        dt.date.fromisoformat(text)
    except ValueError:
        return False
    return len(text) == 10


def cmd_new(args: argparse.Namespace) -> int:
    if Path(args.file).exists() and not args.force:
        raise CommandError(f"{args.file}: the file exists (--force overwrites it)")
    if not args.name.strip():
        raise CommandError("--name: the event needs a name")
    if args.rounds < 1:
        raise CommandError(f"--rounds {args.rounds}: an event has at least one round")
    t = Tournament()
    edit = ChangeSettings(
        name=args.name.strip(),
        rounds=args.rounds,
        system=System(args.system),
        city=args.city.strip(),
        federation=args.federation.strip().upper(),
        start_date=_date("--start-date", args.start_date),
        end_date=_date("--end-date", args.end_date),
        chief_arbiter=args.chief_arbiter.strip(),
        time_control=args.time_control.strip(),
        chess960=args.chess960,
    )
    try:
        edit.apply(t)
    except EditError as exc:
        raise CommandError(f"{args.file}: {exc}") from None
    save(t, args.file)
    out(f"{args.file}: {t.name}, {t.rounds} rounds ({args.system}), no players yet.")
    return EXIT_OK
