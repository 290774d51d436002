"""The rating report: the TRF file a federation's rating officer uploads to FIDE's rating server
(B.02: "the tournament report (TRF file)"), complete, in TRF-26 or TRF-16.

Which format: TRF-26 (FIDE Handbook, TRF26.pdf: "Agreed general Data-Exchange Format for
tournament results to be submitted to FIDE", approved by the Council 12/05/2025, applied from
01/09/2025) is the one in force, so it is the default; TRF-16 (C.04 Annex 2, TRF16) is still
what many national rating officers load, so it is offered too (`trf16`). The two share the
`001` lines and the `??2` records up to 132; TRF-26 adds 172 (starting-rank method) and the
encoded time control 222, which its table marks mandatory for rating.

The report is the program's own TRF (`io.trf.format_trf`: the `001` lines with the computed
points and ranks) whose header is written again from the event, so that nothing a source
file left out is missing: 012 name, 022 city, 032 federation, 042/052 dates (`YYYY/MM/DD`),
062 players and 072 rated players (counted here: a source file without them gets them), 082
teams (when the file has team records), 092 type, 102 chief arbiter, 112 deputies, 122 time
control, 132 round dates (`YY/MM/DD` from column 92, ten columns a round, as the 001 round
blocks), and in TRF-26 172 (when the method is not plain FIDE rating: the program writes no
National Rating Support records, the other case TRF-26 makes it mandatory for) and 222. Every other
record of the program's TRF (142, 162, 192, 202, team and bonus records, comments) follows
unchanged. Rated: a FIDE rating above 0 (TRF 001 columns 49-52).

Required (■ in TRF-26's R column; TRF-16's report needs the same, 222 aside): 012, 022, 032,
042, 052, 102, 122, 132 and, in TRF-26, 222. What is missing is named with the option that
supplies it (`MISSING_OPTION`); the report is refused unless forced.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence

from msgspec import Struct, field
from msgspec.structs import replace

from arbiter_app.core.corrections import for_rating
from arbiter_app.core.model import Tournament
from arbiter_app.core.rating_change import official_rating
from arbiter_app.core.seeding import seeding_method
from arbiter_app.core.standings import Standings
from arbiter_app.io.trf import format_trf

FORMATS = ("trf26", "trf16")
ROUND_DATES_COLUMN = 92  # 1-based, as the 001 round blocks
HEADER_RECORDS = ("012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "112",
                  "122", "132", "172", "222")  # fmt: skip
REQUIRED = {
    "012": "the tournament's name",
    "022": "the city",
    "032": "the federation",
    "042": "the start date",
    "052": "the end date",
    "102": "the chief arbiter",
    "122": "the time control",
    "132": "the round dates",
    "222": "the encoded time control",
}
TEAM_RECORDS = ("013", "310")


class ReportOptions(Struct, frozen=True):
    version: str = "trf26"  # FORMATS
    round_dates: Sequence[str] = ()  # ISO dates, one a round (`--round-dates`)
    time_control_code: str = ""  # the 222 text (`--time-control-code`)
    records: Mapping[str, str] = field(default_factory=dict)  # record -> text (`--record`)


class ReportError(ValueError):
    """An option's value that cannot go into the report (the message names the option)."""


def option_for(record: str) -> str:
    """The option that supplies `record`."""
    if record == "132":
        return "--round-dates YYYY-MM-DD,..."
    if record == "222":
        return "--time-control-code CODE (e.g. 5400+30)"
    return f"--record {record}=TEXT"


def round_dates_line(dates: Sequence[str]) -> str:
    """A 132 record: `YY/MM/DD` at columns 92, 102, 112, …"""
    line = "132".ljust(ROUND_DATES_COLUMN - 1)
    for n, text in enumerate(dates):
        try:
            day = dt.date.fromisoformat(text)
        except ValueError:
            raise ReportError(f"--round-dates: {text!r} is not YYYY-MM-DD") from None
        line = line.ljust(ROUND_DATES_COLUMN - 1 + 10 * n) + day.strftime("%y/%m/%d")
    return line


# TRF-26 222: d[:d] or Wd[:d]-Bd[:d], d one of M/S, M/S+I, S, S+I (seconds).
_PERIOD = r"(?:\d+/)?\d+(?:\+\d+)?"
_CODE = re.compile(
    rf"^(?:{_PERIOD}(?::{_PERIOD})*|W{_PERIOD}(?::{_PERIOD})*-B{_PERIOD}(?::{_PERIOD})*)$"
)
# The plainest written forms of one period: 90'+30", 90 min + 30 s, 90+30, 15'.
_WRITTEN = re.compile(
    r"^\s*(\d+)\s*(?:'|min(?:utes?)?|m)?\s*(?:\+\s*(\d+)\s*(?:\"|''|s(?:ec(?:onds?)?)?)?)?\s*$"
)


def encoded_time_control(text: str) -> str:
    """The 222 code of the 122 text: the text itself when it is written as a code (periods with
    moves `/`, several periods `:`, Armageddon `W..-B..`, or a base of 600 or more, which only
    seconds can be), else the plainest written forms of a single period in minutes ("90'+30\""
    or "90+30" -> 5400+30); "" when it cannot be read (the report then asks for
    --time-control-code)."""
    compact = text.strip().replace(" ", "")
    base = re.match(r"\d+", compact)
    if _CODE.match(compact) and (
        any(c in compact for c in "/:W") or (base is not None and int(base.group()) >= 600)
    ):
        return compact
    m = _WRITTEN.match(text)
    if not m:
        return ""
    seconds = int(m.group(1)) * 60
    return f"{seconds}+{m.group(2)}" if m.group(2) else str(seconds)


def _date(text: str) -> str:
    """TRF-26's `YYYY/MM/DD` from an ISO date (other text as it is)."""
    return text.replace("-", "/") if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) else text


def _record(lines: Sequence[str], tag: str) -> str | None:
    for line in lines:
        if line.startswith(tag) and line[3:].strip():
            return line
    return None


def _header(t: Tournament, lines: Sequence[str], options: ReportOptions) -> list[str]:
    given = {
        tag: f"{tag} {_date(text) if tag in ('042', '052') else text}"
        for tag, text in options.records.items()
    }
    players = [x for x in lines if x.startswith("001")]
    teams = sum(1 for x in lines if x[:3] in TEAM_RECORDS)
    rated = sum(1 for p in t.players if p.rating > 0)
    values: dict[str, list[str]] = {
        "012": [f"012 {t.name}"] if t.name else [],
        "022": [f"022 {t.city}"] if t.city else [],
        "032": [f"032 {t.federation}"] if t.federation else [],
        "042": [f"042 {_date(t.start_date)}"] if t.start_date else [],
        "052": [f"052 {_date(t.end_date)}"] if t.end_date else [],
        "062": [f"062 {len(players)}"],
        "072": [f"072 {rated}"],
        "082": [f"082 {teams}"] if teams else [],
        "092": [f"092 {t.type_text}"] if t.type_text else [],
        "102": [f"102 {t.chief_arbiter}"] if t.chief_arbiter else [],
        "112": [f"112 {name}" for name in t.deputy_arbiters],
        "122": [f"122 {t.time_control}"] if t.time_control else [],
    }
    if options.round_dates:
        values["132"] = [round_dates_line(options.round_dates)]
    else:
        found = _record(lines, "132")
        values["132"] = [found] if found else []
    if options.version == "trf26":
        method = seeding_method(t)
        if method != "FIDE":
            values["172"] = [f"172 {(t.federation or '   ')[:3]:<3} {method}"]
        written = options.records.get("122", t.time_control)
        code = options.time_control_code or encoded_time_control(written)
        found = _record(lines, "222")
        values["222"] = [f"222 {code}"] if code else ([found] if found else [])
    for tag, line in given.items():
        values[tag] = [line]
    return [line for tag in HEADER_RECORDS for line in values.get(tag, [])]


def rating_report(
    t: Tournament, options: ReportOptions, standings: Standings | None = None
) -> tuple[str, list[str]]:
    """The report's text and the required records it lacks (`REQUIRED` keys, in order)."""
    if options.version not in FORMATS:
        raise ReportError(f"unknown report format {options.version!r} ({', '.join(FORMATS)})")
    for tag in options.records:
        if tag not in HEADER_RECORDS or tag in ("062", "072"):
            raise ReportError(f"--record: {tag} is not a header record the report takes")
    if options.round_dates and len(options.round_dates) > t.total_rounds:
        raise ReportError(
            f"--round-dates: {len(options.round_dates)} dates for {t.total_rounds} rounds"
        )
    # The report carries FIDE ratings: a tournament rating taken from a national list or
    # another rating type (core.rating_source) is no rating of the event's type (0).
    t = replace(t, players=[replace(p, rating=official_rating(t, p)) for p in t.players])
    # Results corrected for the rating report only (C.04.2 4.3) are rated as corrected; the
    # ranks stay those of the published standings (core/corrections.py).
    lines = format_trf(for_rating(t), standings).splitlines()
    header = _header(t, lines, options)
    computed = set(HEADER_RECORDS) | {"112"}
    rest = [x for x in lines if x[:3] not in computed]
    text = "\n".join([*header, *rest]) + "\n"
    tags = {line[:3] for line in header if line[3:].strip()}
    missing = [
        tag
        for tag in REQUIRED
        if tag not in tags and not (tag == "222" and options.version == "trf16")
    ]
    return text, missing
