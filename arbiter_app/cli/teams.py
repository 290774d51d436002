"""`arbiter-app teams FILE [--match-points W,D,L] [--bye MP,GP] [--tiebreaks LIST] [--confirm]`:
a team event's match scoring (TRF-26 362, default 2-1-0) and team tie-break list (202).

Without options it prints them. With options the change is one step
(`core.teams.edits.settings_edit`), pushed through the event's gates (`Session.push`): once
round 1 is paired both are locked settings (Gate.LOCKED_SETTING: refused in FIDE mode, two
steps outside, given with `--confirm`); the file is written back as the window would
(`app.files.save`).
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from msgspec.structs import replace

from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, FILE_HELP, CommandError, load, out
from arbiter_app.cli.gates import push
from arbiter_app.cli.pair import save
from arbiter_app.core.model import Tournament
from arbiter_app.core.numbers import points
from arbiter_app.core.teams.edits import settings_edit
from arbiter_app.core.teams.standings import DEFAULT_LIST


def register(sub: Any) -> None:
    p = sub.add_parser(
        "teams",
        help="show or set a team event's match points and team tie-break list",
        description="Print the match points and team tie-breaks; the options change them.",
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--match-points", metavar="W,D,L", help="match points, e.g. 3,1,0")
    p.add_argument("--bye", metavar="MP,GP", help="a team bye's match and game points, e.g. 2,2")
    p.add_argument("--tiebreaks", metavar="LIST", help="team tie-breaks, e.g. EDET/P,EMGSB/C1")
    p.add_argument("--confirm", action="store_true", help="confirm a two-step confirmation")
    p.add_argument("--out", help="write the tournament here (default: FILE itself)")
    p.set_defaults(func=cmd_teams)


def _numbers(text: str, size: int, option: str) -> list[Fraction]:
    try:
        values = [Fraction(x.strip()) for x in text.split(",")]
    except (ValueError, ZeroDivisionError):
        values = []
    if len(values) != size or any(v < 0 for v in values):
        raise CommandError(f"{option} {text!r}: {size} numbers separated by commas, e.g. 3,1,0")
    return values


def settings_lines(t: Tournament) -> list[str]:
    setup = t.teams
    assert setup is not None
    sc = setup.scoring
    bye = (
        "a draw's (C.04.6 1.4)"
        if sc.bye_mp is None and sc.bye_gp is None
        else f"MP {_or_draw(sc.bye_mp)}, GP {_or_draw(sc.bye_gp)}"
    )
    listed = ", ".join(setup.tiebreaks) or f"{', '.join(DEFAULT_LIST)} (the default)"
    return [
        f"Match points: win {points(sc.win)}, draw {points(sc.draw)}, loss {points(sc.loss)}",
        f"Team bye: {bye}",
        f"Team tie-breaks: {listed}",
    ]


def _or_draw(value: Fraction | None) -> str:
    return "a draw's" if value is None else points(value)


def cmd_teams(args: argparse.Namespace) -> int:
    t = load(args.file)
    setup = t.teams
    if setup is None:
        raise CommandError(f"{args.file}: not a team event (no 310 team records)")
    scoring = setup.scoring
    if args.match_points is not None:
        win, draw, loss = _numbers(args.match_points, 3, "--match-points")
        scoring = replace(scoring, win=win, draw=draw, loss=loss)
    if args.bye is not None:
        mp, gp = _numbers(args.bye, 2, "--bye")
        scoring = replace(scoring, bye_mp=mp, bye_gp=gp)
    tiebreaks = setup.tiebreaks
    if args.tiebreaks is not None:
        listed = args.tiebreaks.replace(";", ",").split(",")
        tiebreaks = tuple(x.strip() for x in listed if x.strip())
    edit = settings_edit(setup, scoring, tiebreaks)
    if edit is not None:
        if not push(t, edit, args.file, args.confirm):  # through its gates, as the window's OK
            return EXIT_BAD_INPUT
        save(t, args.out or args.file)
    for line in settings_lines(t):
        out(line)
    return EXIT_OK
