"""`arbiter-app export FILE --rating-report OUT`: the rating report (`io.rating_report`), TRF-26
by default or TRF-16 (`--report-format trf16`).

What the event lacks is supplied by options: `--round-dates` (ISO dates, one per round; the
132 record), `--time-control-code` (TRF-26's 222, e.g. `5400+30`, when the 122 text cannot be
read as one) and `--record NNN=TEXT` for any other header record (022 city, 102 chief
arbiter, ...). A report missing a required record is not written unless `--force`; every
missing record is named with the option that supplies it.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from arbiter_app.cli.common import CommandError, err, split_codes
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Standings
from arbiter_app.io.files import write_atomic
from arbiter_app.io.rating_report import (
    FORMATS,
    REQUIRED,
    ReportError,
    ReportOptions,
    option_for,
    rating_report,
)


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--rating-report", metavar="OUT", help="write the rating report (TRF-26, or TRF-16)"
    )
    p.add_argument(
        "--report-format", choices=FORMATS, default="trf26", help="rating report: format"
    )
    p.add_argument("--round-dates", metavar="DATES", help="rating report: ISO dates, one a round")
    p.add_argument(
        "--time-control-code",
        metavar="CODE",
        help="rating report: TRF-26 record 222, e.g. 5400+30 or 40/6000+30:900+30",
    )
    p.add_argument(
        "--record",
        metavar="NNN=TEXT",
        action="append",
        default=[],
        help="rating report: a header record the event lacks, e.g. 022=Oslo or 102='A. Arbiter'",
    )


def _records(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        tag, eq, text = item.partition("=")
        if not eq or not tag.strip().isdigit() or not text.strip():
            raise CommandError(f"--record: {item!r} is not NNN=TEXT")
        out[tag.strip()] = text.strip()
    return out


def write_rating_report(
    t: Tournament,
    args: argparse.Namespace,
    source: str,
    standings: Standings | None = None,
) -> bool:
    """Write the report; False (nothing written) when it lacks a required record."""
    options = ReportOptions(
        version=args.report_format,
        round_dates=split_codes(args.round_dates) if args.round_dates else (),
        time_control_code=(args.time_control_code or "").strip(),
        records=_records(args.record),
    )
    try:
        text, missing = rating_report(t, options, standings)
    except ReportError as exc:
        raise CommandError(f"{source}: {exc}") from None
    for tag in missing:
        err(f"{source}: rating report: missing {REQUIRED[tag]} ({tag}): {option_for(tag)}")
    if missing and not args.force:
        err(f"{source}: rating report not written (add what is missing, or --force)")
        return False
    try:
        write_atomic(Path(args.rating_report), text.encode("utf-8"))
    except OSError as exc:
        raise CommandError(f"{args.rating_report}: {exc.strerror or exc}") from None
    return True
