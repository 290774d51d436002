"""The report as an Excel workbook (.xlsx): Standings, Crosstable, Tie-break details, Tournament.

openpyxl is imported inside the functions, never at module import, so opening the program does
not pay for it (nor does a workbook need pandas: `Sheet.frame` makes a DataFrame only when a
caller asks for one).

How the sheets are built
- `frames(report)` turns the report into one table per sheet (`Sheet`: titles and rows of
  Python ints, `Decimal`s and strings, unchanged; `Sheet.frame` the same as a pandas DataFrame
  with object columns). Numbers are `Decimal`s built from
  the exact strings the list prints: `Decimal("12.50")` keeps both the value and its two decimals.
- `write_xlsx` lays the workbook out with openpyxl (write-only mode: sheets, styles, print
  setup) and writes the cells itself, a sheet's column at a time (`_sheet_data`: each distinct
  value's cell once, mapped to the column's rows in C). At the cell, a `Decimal` becomes a
  float (Excel stores doubles) with the number format of its decimals (`0.0`, `0.00`, `0`), so
  the cell holds exactly the decimal the list prints and shows it the same way. Layered values
  (`9/7/5/3`) stay text.
- Shared places stay numeric (the first place) and *show* as `3-4` through a number format
  (`0"-4"`), so the column sorts and filters as numbers.
- Text is always written as text: openpyxl would turn a string starting with `=` into a formula
  and `#N/A` into an error value, so every text cell gets data type "s" explicitly, and text a
  spreadsheet would read as a formula when edited (`=`, `+`, `-`, `@`) is flagged with Excel's
  quote prefix (the stored `'` of a typed `'=...`).
- Each sheet: bold header row, frozen header and name columns, autofilter, column widths from
  the content, print setup (fit to page width, header row repeated on every page, tournament name
  in the page header, page numbers in the footer).
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Sequence
from decimal import Decimal
from itertools import repeat
from pathlib import Path
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from msgspec import Struct

from arbiter_app.core.collector import collector_paused
from arbiter_app.core.report import Number, Report, StandingRow
from arbiter_app.core.standings import unique_titles
from arbiter_app.core.vocabulary.bases import ORDINARY as ORDINARY_BASES
from arbiter_app.io.files import write_atomic
from arbiter_app.io.labels import ENGLISH_LABELS, Labels

if TYPE_CHECKING:
    import pandas

FORMULA_START = ("=", "+", "-", "@")
_BAD_SHEET_CHARS = str.maketrans({c: " " for c in "[]:*?/\\"})


class Place(Struct, frozen=True):
    """A place in the standings: numeric first place, shown `3-4` when shared."""

    first: int
    last: int


class Cut(Struct, frozen=True):
    """A contribution removed by a cut or median: numeric, shown in parentheses."""

    value: Decimal


class Sheet(Struct, frozen=True):
    """One sheet: its table (unique column titles, rows of cell values) plus what the writer
    needs to lay it out."""

    name: str
    titles: list[str]
    rows: list[list[Any]]
    freeze_cols: int  # identity columns kept in view when scrolling right
    landscape: bool

    @property
    def frame(self) -> pandas.DataFrame:
        """The table as a DataFrame (object columns: the values pass through unchanged)."""
        import pandas as pd

        return pd.DataFrame(self.rows, columns=self.titles, dtype=object)


# -- cell values ---------------------------------------------------------------------------


def decimal(n: Number) -> Decimal | str | None:
    """The printed number as a Decimal (keeps its decimals); text for layered values."""
    if not n.defined:
        return None
    if not n.numeric:
        return n.text
    return Decimal(n.text)


_FORMATS = ("0", "0.0", "0.00", "0.000", "0.0000")


def number_format(d: Decimal) -> str:
    """`0`, `0.0`, `0.00`, ...: as many decimals as the printed number has."""
    text = str(d)
    dot = text.find(".")
    places = len(text) - dot - 1 if dot >= 0 else 0
    return _FORMATS[places] if places < len(_FORMATS) else "0." + "0" * places


# -- frames ----------------------------------------------------------------------------------


def _identity(report: Report, labels: Labels) -> list[tuple[str, str]]:
    """(title, field) of the player columns; columns empty for every player are left out."""
    cols = [(labels("col_rank"), "rank"), (labels("col_start_no"), "start_no")]
    if any(r.title for r in report.rows):
        cols.append((labels("col_title"), "title"))
    cols.append((labels("col_name"), "name"))
    if report.any_club:
        cols.append((labels("col_club"), "club"))
    if any(r.federation for r in report.rows):
        cols.append((labels("col_federation"), "federation"))
    if any(r.rating for r in report.rows):
        cols.append((labels("col_rating"), "rating"))
    if report.any_national_rating:
        cols.append((labels("col_national_rating"), "national_rating"))
    return cols


def _identity_values(row: StandingRow, fields: Sequence[str], place: Place) -> list[Any]:
    out: list[Any] = []
    for f in fields:
        if f == "rank":
            out.append(place)
        elif f in ("rating", "national_rating"):
            v = getattr(row, f)
            out.append(v if v else None)
        else:
            out.append(getattr(row, f))
    return out


def frames(report: Report, labels: Labels = ENGLISH_LABELS) -> list[Sheet]:
    """The workbook's sheets as tables, in order."""

    def frame(titles: list[str], rows: list[list[Any]]) -> tuple[list[str], list[list[Any]]]:
        return unique_titles(titles), rows

    # The same few printed numbers fill thousands of cells: one Decimal each (immutable).
    made: dict[str, Decimal] = {}
    # The report shares its `Number`s (one per criterion and value): each found by identity
    # (kept alive with its cell value, so no other object takes its id meanwhile).
    by_number: dict[int, tuple[Number, Decimal | str | None]] = {}

    def decimal(n: Number) -> Decimal | str | None:
        """As the module's `decimal`, each text read once."""
        found = by_number.get(id(n))
        if found is not None:
            return found[1]
        d: Decimal | str | None
        if not n.defined:
            d = None
        elif not n.numeric:
            d = n.text
        else:
            d = made.get(n.text)
            if d is None:
                d = made[n.text] = Decimal(n.text)
        by_number[id(n)] = (n, d)
        return d

    ident = _identity(report, labels)
    id_titles = [t for t, _ in ident]
    id_fields = [f for _, f in ident]
    freeze = id_fields.index("name") + 1  # rank .. name stay in view when scrolling right
    tb_titles = [c.code for c in report.criteria]
    sheets = []
    # Each player's identity cells made once for every sheet (a place is a frozen record,
    # and the writer finds a value it has written before by its identity: one object per
    # player, not one per sheet and row).
    places = {r.start_no: Place(r.rank, r.rank_last) for r in report.rows}
    identity = {r.start_no: _identity_values(r, id_fields, places[r.start_no]) for r in report.rows}

    # Standings
    titles = [*id_titles]
    any_id = any(r.fide_id for r in report.rows)
    if any_id:
        titles.append(labels("col_fide_id"))
    titles += [labels("col_points"), *tb_titles]
    any_withdrawn = report.any_withdrawn
    if any_withdrawn:
        titles.append(labels("col_status"))
    rows: list[list[Any]] = []
    for r in report.rows:
        values = [*identity[r.start_no]]
        if any_id:
            values.append(r.fide_id)
        values.append(decimal(r.points))
        values += [decimal(v) for v in r.values]
        if any_withdrawn:
            values.append(
                labels("withdrawn_after", round=r.withdrawn_after)
                if r.withdrawn_after is not None
                else None
            )
        rows.append(values)
    sheets.append(Sheet(labels("standings"), *frame(titles, rows), freeze, False))

    # Crosstable
    rounds = report.header.rounds_paired
    titles = [*id_titles, *(str(n) for n in range(1, rounds + 1)), labels("col_points"), *tb_titles]
    rows = []
    for r, cross in zip(report.rows, report.crosstable, strict=True):
        rows.append(
            [
                *identity[r.start_no],
                *(c.text or None for c in cross.cells),
                decimal(r.points),
                *(decimal(v) for v in r.values),
            ]
        )
    sheets.append(Sheet(labels("crosstable"), *frame(titles, rows), freeze, True))

    # Round by round (only when the report has it)
    if report.progress:
        titles = [*id_titles]
        for n in range(1, rounds + 1):
            titles += [
                f"{labels('col_points')} {labels('col_round', round=n)}",
                f"{labels('col_rank')} {labels('col_round', round=n)}",
            ]
        rows = []
        for r, prog in zip(report.rows, report.progress, strict=True):
            values = [*identity[r.start_no]]
            for pts, (first, last) in zip(prog.points, prog.places, strict=True):
                values += [decimal(pts), Place(first, last)]
            rows.append(values)
        sheets.append(Sheet(labels("progress"), *frame(titles, rows), freeze, True))

    # Tie-break details
    titles = [
        labels("col_rank"),
        labels("col_start_no"),
        labels("col_name"),
        labels("col_tiebreak"),
        labels("col_value"),
        *(labels("col_round", round=n) for n in range(1, rounds + 1)),
        labels("col_notes"),
    ]
    by_no = {r.start_no: r for r in report.rows}
    rows = []
    # The report shares one `Number` per value and criterion (`core.report._details`): its cell
    # value is made once, kept (and the `Number` with it) for the sheet's 100,000 cells.
    cells: dict[int, tuple[Number, Any, Any]] = {}
    round_label = [labels("col_round", round=n) for n in range(rounds + 1)]
    # (the details unpacked, not read by name: a named tuple's field is a lookup each, and
    # there are one per player, criterion and round)
    for start_no, descriptor, value, contributions in report.details:
        r = by_no[start_no]
        per_round: list[Any] = [None] * rounds
        notes = []
        for round_no, _, amount, kind, cut, note in contributions:
            if round_no is None or not 1 <= round_no <= rounds:
                continue
            known = cells.get(id(amount))
            if known is None:
                v = decimal(amount)
                known = cells[id(amount)] = (amount, v, Cut(v) if isinstance(v, Decimal) else v)
            per_round[round_no - 1] = known[2] if cut else known[1]
            if kind not in ORDINARY_BASES:  # `Contribution.notable`
                notes.append(
                    f"{round_label[round_no]}: {labels.basis(kind)}" + (f" {note}" if note else "")
                )
        rows.append(
            [
                places[start_no],
                start_no,
                r.name,
                descriptor,
                decimal(value),
                *per_round,
                "; ".join(notes) or None,
            ]
        )
    sheets.append(Sheet(labels("details"), *frame(titles, rows), 3, True))

    # Tournament: header fields, the legend and the crosstable symbols
    h = report.header
    # Counts (rounds, players) as numbers; everything else as the list prints it.
    rows = [[labels("name"), h.name, None]] if h.name else []
    if h.outside_fide:  # the permanent mark of an event that left FIDE mode (C.02 2026)
        rows.append([labels.outside_fide(*h.outside_fide), None, None])
    rows += [
        [k, int(v) if v.isascii() and v.isdigit() else v, None] for k, v in labels.header_fields(h)
    ]
    rows.append([labels("program"), h.program, None])
    if report.criteria:
        rows.append([None, None, None])
        rows.append([labels("legend"), None, None])
        for i, crit in enumerate(report.criteria, start=1):
            rows.append([f"TB{i}", crit.code, labels.criterion(crit)])
    rows.append([None, None, None])
    rows.append([labels("symbols"), None, None])
    rows += [[None, s, None] for s in labels.symbols()]
    sheets.append(
        Sheet(
            labels("tournament"),
            *frame([labels("col_field"), labels("col_value"), labels("col_description")], rows),
            1,
            False,
        )
    )
    return sheets


# -- writing -------------------------------------------------------------------------------


def _sheet_name(name: str, used: set[str]) -> str:
    name = name.translate(_BAD_SHEET_CHARS).strip("'")[:31] or "Sheet"
    base, n = name, 2
    while name.lower() in used:
        suffix = f" ({n})"
        name = base[: 31 - len(suffix)] + suffix
        n += 1
    used.add(name.lower())
    return name


def write_xlsx(
    report: Report,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    *,
    paper: str = "A4",
) -> None:
    """Write the workbook atomically (nothing is left behind if writing fails)."""
    buffer = io.BytesIO()
    with collector_paused():  # (a cell value or more per player and round; no cycles)
        sheets = frames(report, labels)
        heading = labels.document_title(report.header)
        if report.header.outside_fide:  # every printed page says so too
            heading = f"{heading} – {labels.outside_fide(*report.header.outside_fide)}"
        _write(sheets, buffer, report, paper, heading)
    write_atomic(Path(path), buffer.getvalue())


class _Styles:
    """Cell formats registered once in the workbook's style sheet; `id(...)` is the `s=`
    attribute of a cell (openpyxl's cellXfs index)."""

    def __init__(self, ws: Any) -> None:
        from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

        self._ws = ws
        self._ids: dict[tuple[str, str], int] = {}
        self.head_font = Font(bold=True)
        self.head_fill = PatternFill("solid", fgColor="E3E9F0")
        self.head_border = Border(bottom=Side(style="thin", color="1B2A3A"))
        self.centre = Alignment(horizontal="center", vertical="center")
        self.muted = Font(color="6B7785")

    def id(self, kind: str, fmt: str = "General") -> int:
        key = (kind, fmt)
        found = self._ids.get(key)
        if found is not None:
            return found
        from openpyxl.cell import WriteOnlyCell

        c = WriteOnlyCell(self._ws)
        if kind == "head":
            c.font = self.head_font
            c.fill = self.head_fill
            c.border = self.head_border
            c.alignment = self.centre
        elif kind == "quoted":
            c.quotePrefix = True
        elif kind == "cut":
            c.font = self.muted
        c.number_format = fmt
        self._ids[key] = c.style_id
        return c.style_id


# Characters XML 1.0 cannot carry at all (control characters other than tab, LF, CR).
_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
# Stands for the row number in a row's XML until the row is numbered (`_sheet_data`): a
# character no cell carries (`_text_tail` replaces it with U+FFFD, as every control character).
_ROW = "\x00"


def _text_cell(ref: str, text: str, styles: _Styles, head: bool = False) -> str:
    """An inline string cell: `t="inlineStr"` is set explicitly, so no text is ever stored as a
    formula (openpyxl would make `=...` one) or an error value (`#N/A`)."""
    return f'<c r="{ref}"{_text_tail(text, styles, head)}'


def _text_tail(text: str, styles: _Styles, head: bool = False) -> str:
    """A text cell after its reference (`_text_cell`)."""
    if head:
        style = styles.id("head")
    elif text.startswith(FORMULA_START):
        style = styles.id("quoted")  # stays text when the cell is edited in Excel
    else:
        style = 0
    # (a printable text has no control character: most texts, checked in C without the regex)
    body = text if text.isprintable() else _XML_ILLEGAL.sub("\ufffd", text)
    if "&" in body or "<" in body or ">" in body:
        body = escape(body)
    attr = f' s="{style}"' if style else ""
    # Spaces at either end are kept only when the element says so; elsewhere the attribute is
    # 24 bytes a text cell to write and compress for nothing (openpyxl writes it the same way).
    space = ' xml:space="preserve"' if body != body.strip() else ""
    return f'{attr} t="inlineStr"><is><t{space}>{body}</t></is></c>'


def _number_xml(value: Any, styles: _Styles) -> tuple[str, str, int] | None:
    """(style attribute, `<v>` text, display width) of a numeric value; None for text."""
    if isinstance(value, Place):
        shown = f"{value.first}-{value.last}" if value.last != value.first else str(value.first)
        fmt = f'0"-{value.last}"' if value.last != value.first else "0"
        return f' s="{styles.id("num", fmt)}"', str(value.first), len(shown)
    if isinstance(value, Cut):
        text = str(value.value)
        fmt = f'"("{number_format(value.value)}")"'
        return f' s="{styles.id("cut", fmt)}"', text, len(text) + 2
    if isinstance(value, Decimal):
        # The printed decimal itself goes into the file; Excel reads it as the nearest double.
        text = str(value)
        return f' s="{styles.id("num", number_format(value))}"', text, len(text)
    if isinstance(value, int) and not isinstance(value, bool):
        text = str(value)
        return f' s="{styles.id("num", "0")}"', text, len(text)
    return None


def _number_cell(value: Any, styles: _Styles) -> tuple[str, int]:
    """A cell that is no text after its reference, and its display width: a number, or its
    text when `_number_xml` has no number for it."""
    found = _number_xml(value, styles)
    if found is None:
        text = str(value)
        return _text_tail(text, styles), len(text)
    style, v, width = found
    return f"{style}><v>{v}</v></c>", width


def _number_key(value: Any) -> tuple[Any, ...]:
    """What makes two numeric cells write alike (a record's repr, the general key, is slow
    enough to be a third of writing 1,500 players)."""
    kind = type(value)
    if kind is Place:
        return (kind, value.first, value.last)
    if kind is Cut:
        return (kind, str(value.value))
    if kind is int:
        return (kind, value)
    if kind is Decimal:
        return (kind, str(value))
    return (kind, repr(value))


def _sheet_data(sheet: Sheet, styles: _Styles, letters: list[str]) -> tuple[str, int, list[int]]:
    """The `<sheetData>` element of a sheet, its number of rows (header included) and the
    widest text of each column.

    Built column by column: a column's values are few distinct objects (scores, places, codes,
    the same name on every row of a player), so each distinct object's cell is written once,
    with `_ROW` for its row number, and the column is mapped to those cells by identity in C
    loops (`map`, `zip`); each row is then joined and numbered once. A cell by cell loop in
    Python cost ~0.4 µs a cell, a third of writing a 1,500-player workbook.
    """
    columns = [str(name) for name in sheet.titles]
    widths = [len(name) for name in columns]
    head = [
        _text_cell(f"{letters[col]}1", name, styles, head=True) for col, name in enumerate(columns)
    ]
    # Scores, places, ratings, names and codes repeat thousands of times: each cell's XML after
    # its reference, and its width, made once per value.
    numbers: dict[Any, tuple[str, int]] = {}
    texts: dict[str, tuple[str, int]] = {}
    cells: list[list[str]] = []
    for col, values in enumerate(zip(*sheet.rows, strict=True)):
        ids = list(map(id, values))
        # Each distinct object once (the sheet keeps every object alive while this runs).
        distinct = dict(zip(ids, values, strict=True))
        prefix = f'<c r="{letters[col]}{_ROW}"'
        made: dict[int, str] = {}
        widest = widths[col]
        for ident, value in distinct.items():
            if value is None:
                made[ident] = ""
                continue
            if isinstance(value, str):
                found = texts.get(value)
                if found is None:
                    found = texts[value] = (_text_tail(value, styles), len(value))
            else:
                # Not the value itself: Decimal("4.0") == Decimal("4"), but they print
                # differently.
                key = _number_key(value)
                found = numbers.get(key)
                if found is None:
                    found = numbers[key] = _number_cell(value, styles)
            tail, width = found
            made[ident] = prefix + tail
            if width > widest:
                widest = width
        widths[col] = widest
        cells.append(list(map(made.__getitem__, ids)))
    count = len(sheet.rows)
    rows = map("".join, zip([f'<row r="{_ROW}">'] * count, *cells, repeat("</row>")))
    parts = ["<sheetData>", '<row r="1">', *head, "</row>"]
    parts += [row.replace(_ROW, str(n)) for n, row in enumerate(rows, start=2)]
    parts.append("</sheetData>")
    return "".join(parts), count + 1, widths


def _write(
    sheets: list[Sheet], target: io.BytesIO, report: Report, paper: str, heading: str = ""
) -> None:
    """Lay out the workbook with openpyxl (sheets, styles, views, print setup), then put each
    sheet's cells in. `heading` (the event and the list's title, e.g. "Standings after round
    4 – games without a result: 2, not counted") heads every printed page and is the workbook's
    title.

    openpyxl writes every cell through a pure-Python XML serializer at ~100 µs a cell (20 s for
    a 1,500-player event's 180,000 cells). The cells are therefore serialized here as plain
    `<row>`/`<c>` elements with openpyxl's own style ids, and put into the sheets openpyxl wrote:
    the same file, about a hundred times faster.
    """
    from openpyxl import Workbook
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.properties import PageSetupProperties
    from openpyxl.worksheet.worksheet import Worksheet

    wb = Workbook(write_only=True)
    used: set[str] = set()
    title = heading or report.header.name
    wb.properties.title = title
    data: list[tuple[str, int, int]] = []  # per sheet: sheetData xml, rows, columns
    styles: _Styles | None = None

    for sheet in sheets:
        ws = wb.create_sheet(_sheet_name(sheet.name, used))
        styles = styles or _Styles(ws)
        columns = sheet.titles
        ncols = max(len(columns), 1)
        letters = [get_column_letter(i) for i in range(1, ncols + 1)]
        xml, rows, widths = _sheet_data(sheet, styles, letters)
        # Widths from the content (capped, so a long note does not push everything away).
        for letter, longest in zip(letters, widths, strict=False):
            ws.column_dimensions[letter].width = min(max(longest + 2, 5), 60)
        data.append((xml, rows, ncols))
        ws.freeze_panes = f"{get_column_letter(sheet.freeze_cols + 1)}2"
        ws.auto_filter.ref = f"A1:{letters[-1]}{rows}"
        ws.print_title_rows = "1:1"
        ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
        ws.page_setup.fitToWidth = 1
        ws.page_setup.fitToHeight = 0
        ws.page_setup.orientation = "landscape" if sheet.landscape else "portrait"
        ws.page_setup.paperSize = (
            Worksheet.PAPERSIZE_LETTER if paper.lower() == "letter" else Worksheet.PAPERSIZE_A4
        )
        ws.oddHeader.center.text = _escape_header(title)
        ws.oddFooter.right.text = "&P / &N"
        ws.oddFooter.left.text = _escape_header(report.header.program)

    laid_out = io.BytesIO()
    wb.save(laid_out)
    _fill(laid_out, target, data)


def _fill(laid_out: io.BytesIO, target: io.BytesIO, data: list[tuple[str, int, int]]) -> None:
    """Copy the zip openpyxl wrote, putting each sheet's cells (and its dimension) in."""
    import zipfile

    from openpyxl.utils import get_column_letter

    # openpyxl numbers the worksheet parts in workbook order: xl/worksheets/sheet1.xml, ...
    parts = {f"xl/worksheets/sheet{i}.xml": d for i, d in enumerate(data, start=1)}
    with (
        zipfile.ZipFile(laid_out) as src,
        zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as dst,
    ):
        done = set()
        for info in src.infolist():
            content = src.read(info.filename)
            if info.filename in parts:
                xml, rows, ncols = parts[info.filename]
                text = content.decode("utf-8")
                empty = re.search(r"<sheetData\s*/>|<sheetData>\s*</sheetData>", text)
                if empty is None or "<dimension" in text:
                    raise RuntimeError(f"unexpected worksheet layout in {info.filename}")
                dimension = f'<dimension ref="A1:{get_column_letter(ncols)}{rows}"/>'
                text = text.replace("<sheetViews>", dimension + "<sheetViews>", 1)
                empty = re.search(r"<sheetData\s*/>|<sheetData>\s*</sheetData>", text)
                assert empty is not None  # (found above; the dimension comes before it)
                # The cells encoded once, between the laid-out sheet's two halves (not copied
                # into one string first: megabytes for a big event).
                content = b"".join(
                    (
                        text[: empty.start()].encode("utf-8"),
                        xml.encode("utf-8"),
                        text[empty.end() :].encode("utf-8"),
                    )
                )
                done.add(info.filename)
            # Level 1: a tenth of the time of the default for a file a few percent larger.
            dst.writestr(info, content, compress_type=zipfile.ZIP_DEFLATED, compresslevel=1)
        if done != set(parts):
            raise RuntimeError(f"worksheets not found in the workbook: {set(parts) - done}")


def _escape_header(text: str) -> str:
    """Excel page headers treat `&` as a code."""
    return text.replace("&", "&&")
