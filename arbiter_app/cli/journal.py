"""`arbiter-app journal FILE`: the event's journal, one line per event (time, round, what, why,
detail), and whether the event left FIDE mode (C.02, 2026 checklist: the journal of gated
steps; `core.model.JournalEntry`). "What" is the gate's title in English (`io.labels`), as the
printed list's journal says it; the file keeps the gate's code."""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import EXIT_OK, FILE_HELP, load, out
from arbiter_app.core.model import Tournament
from arbiter_app.io.labels import ENGLISH_LABELS


def register(sub: Any) -> None:
    p = sub.add_parser("journal", help="print the journal of gated events (FIDE mode)")
    p.add_argument("file", help=FILE_HELP)
    p.set_defaults(func=cmd_journal)


def journal_lines(file: str, t: Tournament) -> list[str]:
    mode = t.fide_mode
    lines = [
        f"{file}: in FIDE mode"
        if mode.on
        else f"{file}: left FIDE mode in round {mode.left_round or 0}: {mode.reason}"
    ]
    for j in t.journal:
        parts = [j.time or "-", f"round {j.round_no}", ENGLISH_LABELS.gate_title(j.what)]
        parts += [x for x in (j.why, j.detail) if x]
        lines.append("  ".join(parts))
    if not t.journal:
        lines.append("no journal events")
    return lines


def cmd_journal(args: argparse.Namespace) -> int:
    t = load(args.file)
    for line in journal_lines(args.file, t):
        out(line)
    return EXIT_OK
