"""The same workbook cells written by other xlsx writers, for `standings.py`'s comparison with
ours (`io.excel.write_xlsx`: openpyxl lays out the workbook, the sheets' cells are streamed as
XML). Each writer keeps what ours keeps: numbers as numbers with the number format of their
printed decimals (a shared place as its first place shown `3-4`, a cut value in parentheses),
text always as text (never a formula or an error value), formula-like text quote-prefixed.

XlsxWriter is not a dependency: it is measured when installed (a throwaway environment will
do: `python -m venv /tmp/x && /tmp/x/bin/pip install xlsxwriter openpyxl pandas`).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from arbiter_app.core.report import Report
from arbiter_app.io.excel import FORMULA_START, Cut, Place, frames, number_format

Sheets = list[tuple[str, list[str], list[list[Any]]]]


def cells(report: Report) -> Sheets:
    """(sheet name, column titles, rows of values) as our writer gets them."""
    out: Sheets = []
    for sheet in frames(report):
        rows = [list(r) for r in sheet.rows]
        out.append((sheet.name, [str(c) for c in sheet.titles], rows))
    return out


def count(sheets: Sheets) -> int:
    return sum(1 for _, _, rows in sheets for row in rows for v in row if v is not None)


def has_xlsxwriter() -> bool:
    return importlib.util.find_spec("xlsxwriter") is not None


def others() -> list[tuple[str, Callable[[Sheets, Path], None]]]:
    out: list[tuple[str, Callable[[Sheets, Path], None]]] = [
        ("openpyxl write-only", openpyxl_write_only)
    ]
    if has_xlsxwriter():
        out.append(("XlsxWriter", xlsxwriter_constant_memory))
    return out


def _number(value: Any) -> tuple[float | int, str] | None:
    """(cell value, number format) of a numeric value; None for text."""
    if isinstance(value, Place):
        last = value.last
        return value.first, (f'0"-{last}"' if last != value.first else "0")
    if isinstance(value, Cut):
        return float(value.value), f'"("{number_format(value.value)}")"'
    if isinstance(value, Decimal):
        return float(value), number_format(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value, "0"
    return None


def openpyxl_write_only(sheets: Sheets, path: Path) -> None:
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    wb = Workbook(write_only=True)
    for name, titles, rows in sheets:
        ws = wb.create_sheet(name[:31])
        ws.append(titles)
        for row in rows:
            out: list[Any] = []
            for value in row:
                if value is None:
                    out.append(None)
                    continue
                cell = WriteOnlyCell(ws)
                found = _number(value)
                if found is None:
                    cell.value, cell.data_type = str(value), "s"
                    cell.quotePrefix = str(value).startswith(FORMULA_START)
                else:
                    cell.value, cell.number_format = found
                out.append(cell)
            ws.append(out)
    wb.save(path)


def xlsxwriter_constant_memory(sheets: Sheets, path: Path) -> None:
    import xlsxwriter  # type: ignore[import-not-found]

    options = {"constant_memory": True, "strings_to_formulas": False, "strings_to_urls": False}
    wb = xlsxwriter.Workbook(str(path), options)
    formats: dict[tuple[str, bool], Any] = {}

    def fmt(spec: str, quote: bool = False) -> Any:
        if (spec, quote) not in formats:
            formats[spec, quote] = wb.add_format({"num_format": spec, "quote_prefix": quote})
        return formats[spec, quote]

    for name, titles, rows in sheets:
        ws = wb.add_worksheet(name[:31])
        for j, title in enumerate(titles):
            ws.write_string(0, j, title)
        for i, row in enumerate(rows, start=1):
            for j, value in enumerate(row):
                if value is None:
                    continue
                found = _number(value)
                if found is None:
                    text = str(value)
                    quoted = fmt("General", True) if text.startswith(FORMULA_START) else None
                    ws.write_string(i, j, text, quoted)
                else:
                    ws.write_number(i, j, found[0], fmt(found[1]))
    wb.close()
