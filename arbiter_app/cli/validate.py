"""`arbiter-app validate FILE`: every inconsistency (exit 1 if there is any)."""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    load,
    out,
)
from arbiter_app.cli.findings import Locator
from arbiter_app.core.validate import validate


def register(sub: Any) -> None:
    p = sub.add_parser("validate", help="list every inconsistency in a file")
    p.add_argument("file", help=FILE_HELP)
    p.set_defaults(func=cmd_validate)


def cmd_validate(args: argparse.Namespace) -> int:
    t = load(args.file)
    findings = validate(t)
    places = Locator(args.file, t)
    for finding in findings:
        out(places.line(finding))
    if not findings:
        out(f"{args.file}: no findings ({len(t.players)} players, {t.rounds_paired} rounds)")
    return EXIT_BAD_INPUT if findings else EXIT_OK
