"""`arbiter-app export FILE --rating-report OUT`: the TRF-16 file a federation's rating officer
loads (FIDE's rating server takes TRF).

It is the program's own TRF (`io.trf.write_trf`: the players' lines with the computed points and
ranks) checked for what a rating report needs: the event's name, start and end dates (042,
052), the chief arbiter (102), the time control (122) and the round dates (132). Round dates
missing from the file can be given with `--round-dates` (ISO dates, one per round; written as
TRF-16's `YY/MM/DD` from column 92, ten columns a round, aligned with the round blocks of the
001 lines). A report missing any of these is not written unless `--force`.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from arbiter_app.cli.common import CommandError, err, split_codes
from arbiter_app.core.model import Tournament
from arbiter_app.io.files import write_atomic
from arbiter_app.io.trf import format_trf, write_trf

REQUIRED = (
    ("012", "the tournament's name"),
    ("042", "the start date"),
    ("052", "the end date"),
    ("102", "the chief arbiter"),
    ("122", "the time control"),
    ("132", "the round dates (give them with --round-dates YYYY-MM-DD,...)"),
)
ROUND_DATES_COLUMN = 92  # 1-based, as the 001 round blocks


def round_dates_line(dates: list[str]) -> str:
    """A TRF-16 132 record: `YY/MM/DD` at columns 92, 102, 112, …"""
    line = "132".ljust(ROUND_DATES_COLUMN - 1)
    for n, text in enumerate(dates):
        try:
            day = dt.date.fromisoformat(text)
        except ValueError:
            raise CommandError(f"--round-dates: {text!r} is not YYYY-MM-DD") from None
        line = line.ljust(ROUND_DATES_COLUMN - 1 + 10 * n) + day.strftime("%y/%m/%d")
    return line


def missing_records(text: str) -> list[str]:
    lines = text.splitlines()
    return [
        what
        for record, what in REQUIRED
        if not any(line.startswith(record) and line[3:].strip() for line in lines)
    ]


def write_rating_report(
    t: Tournament, target: str, round_dates: str | None, force: bool, source: str
) -> bool:
    """Write the report; False (nothing written) when it lacks a required record."""
    text = format_trf(t)
    extra_line = None
    if round_dates:
        dates = split_codes(round_dates)
        if len(dates) > t.total_rounds:
            raise CommandError(
                f"--round-dates: {len(dates)} dates for {t.total_rounds} rounds in {source}"
            )
        extra_line = round_dates_line(dates)
        lines = [line for line in text.splitlines() if not line.startswith("132")]
        first_player = next((i for i, x in enumerate(lines) if x.startswith("001")), len(lines))
        lines.insert(first_player, extra_line)
        text = "\n".join(lines) + "\n"
    missing = missing_records(text)
    for what in missing:
        err(f"{source}: rating report: missing {what}")
    if missing and not force:
        err(f"{source}: rating report not written (add what is missing, or --force)")
        return False
    try:
        if extra_line is None:
            write_trf(t, target)
        else:
            write_atomic(Path(target), text.encode("utf-8"))
    except OSError as exc:
        raise CommandError(f"{target}: {exc.strerror or exc}") from None
    return True
