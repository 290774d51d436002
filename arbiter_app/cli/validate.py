"""`arbiter-app validate FILE`: every inconsistency and warning, one line each; exit 1 if
there is an error (records that contradict each other), 0 with warnings only (a rank column
out of order, a rematch, a bye the system has no place for: see `core.vocabulary.findings`)."""

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
from arbiter_app.cli.findings import finding_lines, note_lines
from arbiter_app.core.pairing.replay import journal_asks
from arbiter_app.core.validate import Severity, validate


def register(sub: Any) -> None:
    p = sub.add_parser("validate", help="list every inconsistency in a file")
    p.add_argument("file", help=FILE_HELP)
    p.set_defaults(func=cmd_validate)


def cmd_validate(args: argparse.Namespace) -> int:
    t = load(args.file, replay=True)
    findings = validate(t)
    for line in note_lines(args.file, t):
        out(line)
    for line in finding_lines(args.file, t, findings):
        out(line)
    for ask in journal_asks(t):  # a round the file broke: the warning's level (C.02 2026)
        out(f"{args.file}: level {int(ask.level)} warning: {ask.text()}")
    size = f"{len(t.players)} players, {t.rounds_paired} rounds"
    errors = sum(1 for f in findings if f.severity is Severity.ERROR)
    if not findings:
        out(f"{args.file}: no findings ({size})")
    elif not errors:
        out(f"{args.file}: no errors, {len(findings)} warning(s) ({size})")
    return EXIT_BAD_INPUT if errors else EXIT_OK
