"""`arbiter-app prizes FILE --table PRIZES.json`: the prize list of an event.

The prize table's JSON form is described in the manual (docs/manual/prizes.md) and read by
`io.prize_table.load_prize_table`; the ranking is the event's (the file's tie-break list, or the
usual ranking options), categories are extracts of it (`core.categories`), the money is divided
by `core.prizes`.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, FILE_HELP, CommandError, load, out
from arbiter_app.cli.findings import check
from arbiter_app.cli.options import add_ranking_options, compute_standings, ranking_options
from arbiter_app.core.live import LiveStandings


def register(sub: Any) -> None:
    p = sub.add_parser(
        "prizes",
        help="the prize list: places and amounts overall and per category",
        description="Award the prizes of a prize table (JSON) to the players of FILE: one "
        "prize per player (the most valuable), ties shared equally, by the Hort system or by "
        "tie-break as the table says.",
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--table", metavar="PRIZES.json", required=True, help="the prize table")
    p.add_argument(
        "--distribution",
        choices=("shared", "hort", "tiebreak"),
        help="override the table's way of dividing money between tied players",
    )
    add_ranking_options(p)
    p.add_argument("--format", choices=("text", "csv", "json"), default="text")
    p.add_argument(
        "--out",
        metavar="FILE",
        action="append",
        default=[],
        help="also write the prize list to FILE: .html, .pdf, .csv or .xlsx (repeatable)",
    )
    p.add_argument("--force", action="store_true", help="award even when validation finds errors")
    p.set_defaults(func=cmd_prizes)


def cmd_prizes(args: argparse.Namespace) -> int:
    from msgspec.structs import replace

    from arbiter_app.core.prizes import award, format_cents
    from arbiter_app.io.prize_table import load_prize_table

    table = load_prize_table(args.table)
    if args.distribution:
        table = replace(table, distribution=args.distribution)
    t = load(args.file)
    live = LiveStandings()
    if not check(args.file, t, force=args.force, live=live, command="prizes"):
        return EXIT_BAD_INPUT
    tiebreaks, info, rules, system = ranking_options(args, t)
    standings, _ = compute_standings(live, t, tiebreaks, rules, system, info=info)
    awards = award(t, standings, table)
    rows: list[dict[str, Any]] = [
        {
            "group": a.group,
            "place": f"{a.place}" if a.place == a.place_last else f"{a.place}-{a.place_last}",
            "start_no": a.start_no,
            "name": t.player(a.start_no).name,
            "points": str(a.points) if a.points.denominator > 2 else _points(a.points),
            "amount": format_cents(a.amount),
            "shared_by": a.tied,
        }
        for a in awards
    ]
    total = format_cents(sum(a.amount for a in awards))
    if args.out:
        _write_files(args.out, t.name or args.file, t, awards, table.currency)
    if args.format == "json":
        data = {"currency": table.currency, "distribution": table.distribution,
                "total": total, "awards": rows}  # fmt: skip
        out(json.dumps(data, ensure_ascii=False, indent=1))
    elif args.format == "csv":
        import csv
        import sys

        from arbiter_app.io.csv import safe_text

        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(["group", "place", "start_no", "name", "points", "amount", "shared_by"])
        for r in rows:
            writer.writerow([safe_text(str(v)) if isinstance(v, str) else v for v in r.values()])
    else:
        currency = f" {table.currency}" if table.currency else ""
        out(f"{t.name or args.file}: prizes ({table.distribution})")
        group = None
        for r in rows:
            if r["group"] != group:
                group = r["group"]
                out(f"\n{group}")
            shared = f"  (shared by {r['shared_by']})" if r["shared_by"] > 1 else ""
            out(f"{r['place']:>6}  {r['start_no']:>4}  {r['name'][:32]:32} {r['points']:>5}  "
                f"{r['amount']:>10}{currency}{shared}")  # fmt: skip
        out(f"\ntotal {total}{currency}")
    return EXIT_OK


def _write_files(targets: list[str], title: str, t: Any, awards: Any, currency: str) -> None:
    from arbiter_app.io.prize_list import prize_list_html, prize_rows, write_prize_list

    rows = prize_rows(t, awards)
    for target in targets:
        try:
            if target.lower().endswith(".pdf"):
                from arbiter_app.gui.prize_pdf import write_prize_pdf

                write_prize_pdf(target, prize_list_html(f"{title}: prizes", rows, currency))
            else:
                write_prize_list(target, f"{title}: prizes", rows, currency)
        except ValueError as exc:
            raise CommandError(f"--out: {exc}") from None
        except OSError as exc:
            raise CommandError(f"{target}: {exc.strerror or exc}") from None


def _points(points: Any) -> str:
    from arbiter_app.core.numbers import points as format_points

    return format_points(points)
