"""CSV: the one writer every CSV of the program goes through, and the standings of a report.

`format_rows` is the writer: the export's list (`format_csv`) and the command line's
`standings --format csv` both use it, so no CSV the program writes can carry a formula.
The standings of a report are one row per player, the columns of the printed list.

- UTF-8 with a byte-order mark, so Excel opens `Bjørn` correctly (Python's `utf-8-sig`,
  pandas and LibreOffice read it transparently); comma separated, `.` as decimal point.
- Numbers are the exact decimal strings the list prints; places are printed as on the list
  (`3-4` for a shared place); undefined tie-break values are empty.
- CSV injection: a spreadsheet runs text starting with `=`, `+`, `-` or `@` (or a tab or
  carriage return) as a formula, so every such cell gets a leading `'` (the OWASP
  recommendation) — whatever column it is in: names, federations, IDs, headers, tie-break codes.
  A plain number (`-1.5`, a negative bonus or a tie-break value) stays as it is: no spreadsheet
  runs it, and quoting it would make it text.
"""

from __future__ import annotations

import csv as _csv
import io
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter_app.io.files import write_atomic
from arbiter_app.io.labels import ENGLISH_LABELS, Labels

if TYPE_CHECKING:  # (the writer alone, `standings --format csv`, never loads the report)
    from arbiter_app.core.report import Report

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?\Z")


def safe_text(text: str) -> str:
    """Text a spreadsheet will not read as a formula (a plain number stays as it is)."""
    if text.startswith(FORMULA_START) and not _NUMBER.match(text):
        return "'" + text
    return text


def format_rows(rows: Iterable[Sequence[object]], lineterminator: str = "\r\n") -> str:
    """CSV text of `rows`, every cell made safe (`safe_text`); None is an empty cell."""
    buffer = io.StringIO()
    writer = _csv.writer(buffer, lineterminator=lineterminator)
    writer.writerows(["" if cell is None else safe_text(str(cell)) for cell in row] for row in rows)
    return buffer.getvalue()


def format_columns(
    header: Sequence[object], columns: Sequence[Sequence[object]], lineterminator: str = "\r\n"
) -> str:
    """`format_rows` of `header` and the rows `columns` make (column i holds every row's cell
    i): the same text, each distinct cell text of a column made safe once (a list of 1,500
    players has a few hundred distinct texts a column, and one Python call per cell cost
    more than the writing)."""
    safe: list[Iterable[str]] = []
    for column in columns:
        if None in column:
            column = ["" if cell is None else cell for cell in column]
        texts = list(map(str, column))
        shown = {text: safe_text(text) for text in dict.fromkeys(texts)}
        safe.append(map(shown.__getitem__, texts))
    buffer = io.StringIO()
    writer = _csv.writer(buffer, lineterminator=lineterminator)
    writer.writerow(["" if cell is None else safe_text(str(cell)) for cell in header])
    writer.writerows(zip(*safe, strict=True))
    return buffer.getvalue()


def rows(report: Report, labels: Labels = ENGLISH_LABELS) -> list[list[str]]:
    """Header row, then one row per player in standings order."""
    any_title = any(r.title for r in report.rows)
    any_fed = any(r.federation for r in report.rows)
    any_rating = any(r.rating for r in report.rows)
    any_id = any(r.fide_id for r in report.rows)
    header = [labels("col_rank"), labels("col_start_no")]
    if any_title:
        header.append(labels("col_title"))
    header.append(labels("col_name"))
    if report.any_club:
        header.append(labels("col_club"))
    if any_fed:
        header.append(labels("col_federation"))
    if any_rating:
        header.append(labels("col_rating"))
    if report.any_national_rating:
        header.append(labels("col_national_rating"))
    if any_id:
        header.append(labels("col_fide_id"))
    header += [labels("col_points")]
    # No legend in a CSV: the header itself says which columns are for information only.
    header += [labels("col_info", code=c.code) if c.info else c.code for c in report.criteria]
    if report.any_withdrawn:
        header.append(labels("col_status"))
    out = [[safe_text(h) for h in header]]
    for r in report.rows:
        line = [r.rank_text, str(r.start_no)]
        if any_title:
            line.append(safe_text(r.title))
        line.append(safe_text(r.name))
        if report.any_club:
            line.append(safe_text(r.club))
        if any_fed:
            line.append(safe_text(r.federation))
        if any_rating:
            line.append(str(r.rating) if r.rating else "")
        if report.any_national_rating:
            line.append(str(r.national_rating) if r.national_rating else "")
        if any_id:
            line.append(safe_text(r.fide_id))
        line += [r.points.text, *(v.text for v in r.values)]
        if report.any_withdrawn:
            line.append(
                labels("withdrawn_after", round=r.withdrawn_after)
                if r.withdrawn_after is not None
                else ""
            )
        out.append(line)
    return out


def format_csv(report: Report, labels: Labels = ENGLISH_LABELS) -> str:
    return format_rows(rows(report, labels))


def write_csv(
    report: Report, path: str | os.PathLike[str], labels: Labels = ENGLISH_LABELS
) -> None:
    """Write the standings CSV atomically (UTF-8 with BOM, CRLF line ends as RFC 4180)."""
    write_atomic(Path(path), format_csv(report, labels).encode("utf-8-sig"))
