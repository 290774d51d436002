"""`arbiter-app pairing-list FILE [--round N] (--pdf OUT | --html OUT)`: what is posted and
handed out for a round — pairing list by board, players in alphabetical order with board and
colour, result slips — as PDF (the printed pages) or a web page, in any UI language."""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import (
    EXIT_OK,
    FILE_HELP,
    CommandError,
    check_output_names,
    load,
    out,
)
from arbiter_app.cli.export import _export_labels
from arbiter_app.core.pairing.round import next_round
from arbiter_app.core.pairing.sheets import pairing_sheet
from arbiter_app.io.pairing_html import PARTS, write_pairing_html


def register(sub: Any) -> None:
    p = sub.add_parser("pairing-list", help="pairing list, names list and result slips of a round")
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--round", type=int, help="round (default: the last paired one)")
    p.add_argument("--parts", default=",".join(PARTS), help=f"any of {','.join(PARTS)}")
    p.add_argument("--pdf", help="write the printed pages here")
    p.add_argument("--html", help="write a web page here")
    p.add_argument("--lang", help="language of the words: en, sv, nb, da or bg")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.set_defaults(func=cmd_pairing_list)


def cmd_pairing_list(args: argparse.Namespace) -> int:
    if not (args.pdf or args.html):
        raise CommandError("pairing-list: name an output (--pdf or --html)")
    check_output_names({f: getattr(args, f) for f in ("pdf", "html") if getattr(args, f)})
    parts = [x.strip() for x in args.parts.split(",") if x.strip()]
    if not parts or any(x not in PARTS for x in parts):
        raise CommandError(f"--parts: choose from {', '.join(PARTS)}")
    labels = _export_labels(args.lang)
    t = load(args.file)
    last = next_round(t) - 1
    r = args.round or last
    if not 1 <= r <= last:
        raise CommandError(f"{args.file}: round {r} is not paired")
    sheet = pairing_sheet(t, r)
    try:
        if args.pdf:
            from arbiter_app.gui.pairing_print import write_pairing_pdf

            write_pairing_pdf(sheet, args.pdf, labels, parts, args.paper)
            out(f"{args.pdf}: round {r}, {len(sheet.boards)} boards")
        if args.html:
            write_pairing_html(sheet, args.html, labels, parts, lang=args.lang or "en")
            out(f"{args.html}: round {r}, {len(sheet.boards)} boards")
    except OSError as exc:
        raise CommandError(f"{exc.filename or ''}: {exc.strerror or exc}") from None
    return EXIT_OK
