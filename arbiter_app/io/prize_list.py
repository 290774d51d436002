"""The prize list as a file: HTML (to publish or print from a browser), CSV, Excel, and the
HTML the PDF is laid out from (`gui.prize_pdf`).

One row per prize: group, place (`2-4` when shared), start number, name, points, amount (exact,
two decimals), and how many players shared the money of those places. Text cells that a
spreadsheet would read as a formula are quoted as in the final lists (`io.csv.safe_text`);
every file is written atomically.
"""

from __future__ import annotations

import csv as _csv
import html
import io
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from msgspec import Struct

from arbiter_app.core import numbers
from arbiter_app.core.model import Tournament
from arbiter_app.core.prizes import Award, format_cents
from arbiter_app.io.csv import safe_text
from arbiter_app.io.files import write_atomic
from arbiter_app.io.html import document

HEADERS = ("Prize group", "Place", "No.", "Name", "Points", "Amount", "Shared by")


class PrizeRow(Struct, frozen=True):
    group: str
    place: str
    start_no: int
    name: str
    points: str
    amount: str
    shared_by: int


def prize_rows(t: Tournament, awards: Sequence[Award]) -> list[PrizeRow]:
    return [
        PrizeRow(
            a.group,
            f"{a.place}" if a.place == a.place_last else f"{a.place}-{a.place_last}",
            a.start_no,
            t.player(a.start_no).name,
            numbers.points(a.points),
            format_cents(a.amount),
            a.tied,
        )
        for a in awards
    ]


def total(rows: Sequence[PrizeRow]) -> str:
    return format_cents(sum(int(Decimal(r.amount) * 100) for r in rows))


def prize_list_html(title: str, rows: Sequence[PrizeRow], currency: str = "") -> str:
    e = html.escape
    unit = f" ({e(currency)})" if currency else ""
    body = [f"<h1>{e(title)}</h1>"]
    group = None
    for r in rows:
        if r.group != group:
            if group is not None:
                body.append("</tbody></table>")
            group = r.group
            heads = "".join(f"<th>{e(h)}</th>" for h in HEADERS[1:5]) + f"<th>Amount{unit}</th>"
            body.append(f"<h2>{e(group)}</h2><table><thead><tr>{heads}</tr></thead><tbody>")
        shared = f" (/{r.shared_by})" if r.shared_by > 1 else ""
        body.append(
            f'<tr><td>{e(r.place)}</td><td style="text-align:right">{r.start_no}</td>'
            f'<td nowrap>{e(r.name)}</td><td style="text-align:right">{e(r.points)}</td>'
            f'<td style="text-align:right">{e(r.amount)}{shared}</td></tr>'
        )
    if group is not None:
        body.append("</tbody></table>")
    body.append(f"<p><b>Total {e(total(rows))}{e(' ' + currency if currency else '')}</b></p>")
    return document("\n".join(body) + "\n", title)


def write_prize_list(
    path: str | Path, title: str, rows: Sequence[PrizeRow], currency: str = ""
) -> None:
    """By the file's extension: .html/.htm, .csv or .xlsx."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix in (".html", ".htm"):
        data = prize_list_html(title, rows, currency).encode("utf-8")
    elif suffix == ".csv":
        buffer = io.StringIO()
        writer = _csv.writer(buffer, lineterminator="\r\n")
        writer.writerow(HEADERS)
        for r in rows:
            line = [safe_text(r.group), r.place, r.start_no, safe_text(r.name), r.points]
            writer.writerow([*line, r.amount, r.shared_by])
        data = buffer.getvalue().encode("utf-8-sig")
    elif suffix == ".xlsx":
        data = _xlsx(title, rows)
    else:
        raise ValueError(f"{target}: write .html, .csv or .xlsx (or .pdf)")
    write_atomic(target, data)


def _xlsx(title: str, rows: Sequence[PrizeRow]) -> bytes:
    """Amounts and points as numbers (Decimal, shown with their decimals), text as text."""
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    sheet = book.create_sheet("Prizes")

    def cell(value: Any, number_format: str | None = None) -> Any:
        c = WriteOnlyCell(sheet, value=value)
        if isinstance(value, str):
            c.data_type = "s"  # never a formula, whatever it starts with
        if number_format:
            c.number_format = number_format
        return c

    sheet.append([cell(title)])
    sheet.append([cell(h) for h in HEADERS])
    for r in rows:
        sheet.append(
            [
                cell(r.group),
                cell(r.place),
                r.start_no,
                cell(r.name),
                cell(Decimal(r.points), "0.0"),
                cell(Decimal(r.amount), "0.00"),
                r.shared_by,
            ]
        )
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()
