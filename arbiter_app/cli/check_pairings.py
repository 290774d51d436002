"""`arbiter-app check-pairings FILE`: the free pairings checker (FIDE C.04.A).

Every paired round is paired again from its history by the engine of the event's edition and
each board that differs is reported; our own checker's findings for each round follow. Exit
status 1 when a round differs or breaks an absolute rule.
"""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, FILE_HELP, load, out
from arbiter_app.core.pairing.checker import check_round
from arbiter_app.core.pairing.engine import EDITIONS, edition_of
from arbiter_app.core.pairing.fpc import BoardDifference, compare_rounds
from arbiter_app.core.validate import Severity
from arbiter_app.io.pairing_engines import engine_for


def register(sub: Any) -> None:
    p = sub.add_parser(
        "check-pairings", help="pair every round again from its history and report differences"
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--edition", choices=EDITIONS, help="Dutch edition (default: from the dates)")
    p.set_defaults(func=cmd_check_pairings)


def _pair_text(x: tuple[int, int] | int | None) -> str:
    if x is None:
        return "-"
    if isinstance(x, tuple):
        return f"{x[0]}-{x[1]}"
    return f"bye {x}"


def difference_line(round_no: int, d: BoardDifference) -> str:
    where = f"board {d.board}" if d.board is not None else "pairing-allocated bye"
    return (
        f"round {round_no}, {where}: file {_pair_text(d.in_file)}, engine {_pair_text(d.by_engine)}"
    )


def cmd_check_pairings(args: argparse.Namespace) -> int:
    t = load(args.file)
    engine = engine_for(t, args.edition)
    label = (
        "Berger" if engine.name == "berger" else f"{args.edition or edition_of(t)}, {engine.name}"
    )
    bad = False
    comparisons = compare_rounds(t, engine)
    for c in comparisons:
        findings = check_round(t, c.round_no)
        errors = [f for f in findings if f.severity is Severity.ERROR]
        bad = bad or not c.same or bool(errors)
        if c.error is not None:
            out(f"{args.file}: round {c.round_no}: the engine cannot pair it: {c.error}")
        elif c.same:
            out(f"{args.file}: round {c.round_no}: same as {label}")
        else:
            out(f"{args.file}: round {c.round_no}: {len(c.differences)} difference(s) from {label}")
            for d in c.differences:
                out(f"  {difference_line(c.round_no, d)}")
        for f in findings:
            out(f"  {f.describe()}")
    if not comparisons:
        out(f"{args.file}: no paired round to check")
    return EXIT_BAD_INPUT if bad else EXIT_OK
