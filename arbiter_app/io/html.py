"""The report as HTML: a self-contained page for a club web site, and the pages Qt prints.

One renderer, two flavours of the same markup:
- ``web``: one UTF-8 file with its stylesheet inline (no scripts, fonts or images to fetch),
  readable on a phone (wide tables scroll) and printable from a browser;
- ``qt``: the subset of HTML/CSS `QTextDocument` lays out, used by `gui.printing` for print
  preview, printing and PDF, so paper and web show the same list.

Every string from the tournament is escaped; numbers are the report's exact decimal strings with
the label table's decimal separator.
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable
from pathlib import Path

from arbiter_app.core.model import Result
from arbiter_app.core.report import (
    CROSSTABLE,
    DETAILS,
    PROGRESS,
    STANDINGS,
    Criterion,
    Number,
    Report,
    StandingRow,
)
from arbiter_app.io.files import write_atomic
from arbiter_app.io.labels import ENGLISH_LABELS, Labels

WEB = "web"
QT = "qt"
DEFAULT_PARTS = (STANDINGS, CROSSTABLE)

_INK = "#1b2a3a"
_RULE = "#c9d1db"
_HEAD = "#e3e9f0"
_ZEBRA = "#f4f6f9"
_MUTED = "#6b7785"

_CSS_COMMON = f"""
body {{ color: {_INK}; }}
h1 {{ font-size: 17pt; font-weight: bold; margin: 0 0 2px 0; }}
h2 {{ font-size: 12.5pt; font-weight: bold; margin: 14px 0 6px 0; }}
h3 {{ font-size: 10pt; font-weight: bold; margin: 12px 0 4px 0; }}
p.subtitle {{ color: {_MUTED}; margin: 0 0 8px 0; }}
table.meta th {{ text-align: left; font-weight: normal; color: {_MUTED}; padding: 1px 10px 1px 0; }}
table.meta td {{ padding: 1px 24px 1px 0; }}
table.list {{ border-collapse: collapse; }}
table.list th {{ background-color: {_HEAD}; font-weight: bold; padding: 3px 5px;
  white-space: nowrap; border-bottom: 1px solid {_INK}; border-top: 1px solid {_INK}; }}
table.list td {{ padding: 2px 5px; border-bottom: 1px solid {_RULE}; }}
table.list tr.odd td {{ background-color: {_ZEBRA}; }}
th.num, td.num {{ text-align: right; }}
th.txt, td.txt {{ text-align: left; }}
th.mid, td.mid {{ text-align: center; }}
td.pts {{ font-weight: bold; }}
td.title {{ font-weight: bold; }}
tr.withdrawn td {{ color: {_MUTED}; }}
span.wd {{ color: {_MUTED}; font-style: italic; }}
span.cut {{ color: {_MUTED}; }}
td.key {{ font-size: 8pt; padding: 1px 10px 1px 0; }}
td.code {{ font-weight: bold; padding-right: 12px; }}
table.legend td {{ padding: 1px 10px 1px 0; vertical-align: top; }}
p.note {{ color: {_MUTED}; margin: 4px 0; }}
p.footer {{ color: {_MUTED}; margin-top: 16px; }}
"""

# QTextDocument: sizes in points, no media queries, no nth-child (zebra rows carry a class).
_CSS_QT = (
    _CSS_COMMON
    + """
table.list td, table.list th { font-size: 8.5pt; }
table.cross td, table.cross th { font-size: 7.5pt; padding: 2px 3px; }
span.wd { font-size: 7pt; }
"""
)

_CSS_WEB = (
    """
* { box-sizing: border-box; }
body { font-family: "Segoe UI", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif;
  font-size: 14px; line-height: 1.35; margin: 24px auto; max-width: 1200px; padding: 0 16px; }
.scroll { overflow-x: auto; }
table.list { font-variant-numeric: tabular-nums; }
table.list th { position: sticky; top: 0; white-space: nowrap; }
table.list td { white-space: nowrap; }
table.list td.name { white-space: normal; min-width: 12em; }
table.list th.n { width: 1%; }
table.list tbody tr:hover td { background-color: #e8eef6; }
table.cross td, table.cross th { font-size: 12px; padding: 2px 4px; }
span.wd { font-size: 11px; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  table.list th { position: static; }
  section { break-before: page; }
  section:first-of-type { break-before: auto; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
}
"""
    + _CSS_COMMON
)


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _num(labels: Labels, n: Number) -> str:
    return _e(labels.number(n))


# -- parts ---------------------------------------------------------------------------------


def header_html(report: Report, labels: Labels = ENGLISH_LABELS) -> str:
    """Tournament name, place and dates, and how the list was ranked."""
    h = report.header
    subtitle = " · ".join(x for x in (labels.place(h), labels.dates(h)) if x)
    fields = [
        (k, v) for k, v in labels.header_fields(h) if k not in (labels("place"), labels("dates"))
    ]
    # Two label/value pairs per line keep the header short on paper.
    rows = []
    for i in range(0, len(fields), 2):
        pair = fields[i : i + 2]
        cells = "".join(f"<th>{_e(k)}</th><td>{_e(v)}</td>" for k, v in pair)
        rows.append(f"<tr>{cells}</tr>")
    return (
        f"<h1>{_e(h.name or labels('tournament'))}</h1>\n"
        + (f'<p class="subtitle">{_e(subtitle)}</p>\n' if subtitle else "")
        + f'<table class="meta" cellspacing="0">{"".join(rows)}</table>\n'
    )


def _columns(report: Report) -> list[tuple[str, str]]:
    """The identity columns worth printing: (key, css class). Empty columns are left out."""
    cols = [("rank", "num"), ("start_no", "num")]
    if any(r.title for r in report.rows):
        cols.append(("title", "txt"))
    cols.append(("name", "txt"))
    if any(r.federation for r in report.rows):
        cols.append(("federation", "mid"))
    if any(r.rating for r in report.rows):
        cols.append(("rating", "num"))
    if report.any_national_rating:
        cols.append(("national_rating", "num"))
    return cols


def _identity_cells(row: StandingRow, cols: list[tuple[str, str]], labels: Labels) -> str:
    out = []
    for key, cls in cols:
        if key == "rank":
            text = _e(row.rank_text)
        elif key == "start_no":
            text = str(row.start_no)
        elif key == "title":
            text = _e(row.title)
            cls += " title"
        elif key == "name":
            text = _e(row.name)
            if row.withdrawn_after is not None:
                mark = labels("withdrawn_mark", round=row.withdrawn_after)
                text += f' <span class="wd">({_e(mark)})</span>'
            cls += " name"
        elif key == "federation":
            text = _e(row.federation)
        elif key == "rating":
            text = str(row.rating) if row.rating else ""
        else:
            text = str(row.national_rating) if row.national_rating else ""
        out.append(f'<td class="{cls}">{text}</td>')
    return "".join(out)


# Column widths. Browsers shrink a `width: 1%` column to its content (class `n`, web CSS), so
# the name takes the rest of the line. QTextDocument reads percentages literally and spreads
# spare width over every column, so for Qt each column gets an explicit share.
_QT_SHARE = {
    "rank": 6,
    "start_no": 5,
    "title": 5,
    "federation": 6,
    "rating": 6,
    "national_rating": 6,
}


def _qt_widths(cols: list[tuple[str, str]], values: int, name_min: int) -> dict[str, str]:
    """`width` attributes: identity columns fixed, `values` numeric columns share what is left
    after the name's minimum, the name gets the rest. When the numbers need more than that
    (a crosstable with many rounds), only the name's share is fixed and Qt sizes the other
    columns by their content."""
    fixed = sum(_QT_SHARE.get(key, 0) for key, _ in cols)
    each = min(9, (100 - fixed - name_min) // max(values, 1))
    if each < 6:
        return {"name": f' width="{name_min}%"'}
    widths = {key: f' width="{_QT_SHARE[key]}%"' for key, _ in cols if key in _QT_SHARE}
    widths["value"] = f' width="{each}%"'
    widths["name"] = f' width="{100 - fixed - each * values}%"'
    return widths


def _head_cells(cols: list[tuple[str, str]], labels: Labels, widths: dict[str, str]) -> str:
    return "".join(
        f'<th class="{cls}{"" if key == "name" else " n"}"{widths.get(key, "")}>'
        f"{_e(labels('col_' + key))}</th>"
        for key, cls in cols
    )


def _tb_heads(criteria: Iterable[Criterion], width: str = "") -> str:
    return "".join(f'<th class="num n"{width}>{_e(c.code)}</th>' for c in criteria)


def _row_class(i: int, row: StandingRow) -> str:
    classes = ["odd" if i % 2 else "even"]
    if row.withdrawn:
        classes.append("withdrawn")
    return " ".join(classes)


def standings_html(
    report: Report, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB, legend: bool = True
) -> str:
    """The standings table (and the legend naming every tie-break, under it)."""
    cols = _columns(report)
    widths = _qt_widths(cols, 1 + len(report.criteria), 28) if flavour == QT else {}
    value_width = widths.get("value", "")
    head = (
        _head_cells(cols, labels, widths)
        + f'<th class="num n"{value_width}>{_e(labels("col_points"))}</th>'
        + _tb_heads(report.criteria, value_width)
    )
    body = []
    for i, row in enumerate(report.rows):
        values = "".join(f'<td class="num">{_num(labels, v)}</td>' for v in row.values)
        body.append(
            f'<tr class="{_row_class(i, row)}">{_identity_cells(row, cols, labels)}'
            f'<td class="num pts">{_num(labels, row.points)}</td>{values}</tr>'
        )
    out = (
        f"<h2>{_e(labels.title(report.header))}</h2>\n"
        '<div class="scroll"><table class="list standings" width="100%" cellspacing="0">'
        f"<thead><tr>{head}</tr></thead>\n<tbody>\n"
        + "\n".join(body)
        + "\n</tbody></table></div>\n"
    )
    if legend:
        out += legend_html(report, labels)
    return out


def legend_html(report: Report, labels: Labels = ENGLISH_LABELS) -> str:
    """Every tie-break of the list in order, by code and full name (C.07 Art. 2: the list must be
    announced; a printed list says how it was ranked)."""
    if not report.criteria:
        return ""
    rows = "".join(
        f'<tr><td class="key">TB{i}</td><td class="key code">{_e(c.code)}</td>'
        f'<td class="key">{_e(labels.criterion(c))}</td></tr>'
        for i, c in enumerate(report.criteria, start=1)
    )
    return (
        f'<div class="legend"><h3>{_e(labels("legend"))}</h3>'
        f'<table class="legend tiebreaks" cellspacing="0">{rows}</table></div>\n'
    )


def crosstable_html(report: Report, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB) -> str:
    """Rows in standings order; each round `12w1` (opponent's start number, colour, result)."""
    cols = _columns(report)
    rounds = report.header.rounds_paired
    # Qt sizes a crosstable's many columns by their content (see `_qt_widths`).
    widths: dict[str, str] = {}
    value_width = ""
    head = (
        _head_cells(cols, labels, widths)
        + "".join(f'<th class="mid"{value_width}>{r}</th>' for r in range(1, rounds + 1))
        + f'<th class="num n"{value_width}>{_e(labels("col_points"))}</th>'
        + _tb_heads(report.criteria, value_width)
    )
    body = []
    for i, (row, cross) in enumerate(zip(report.rows, report.crosstable, strict=True)):
        cells = "".join(f'<td class="mid">{_e(c.text)}</td>' for c in cross.cells)
        values = "".join(f'<td class="num">{_num(labels, v)}</td>' for v in row.values)
        body.append(
            f'<tr class="{_row_class(i, row)}">{_identity_cells(row, cols, labels)}{cells}'
            f'<td class="num pts">{_num(labels, row.points)}</td>{values}</tr>'
        )
    symbols = "".join(
        f'<tr><td class="key">{_e(s)}</td></tr>' for s in labels.symbols(symbol_kinds(report))
    )
    return (
        f"<h2>{_e(labels('crosstable'))}</h2>\n"
        '<div class="scroll"><table class="list cross" width="100%" cellspacing="0">'
        f"<thead><tr>{head}</tr></thead>\n<tbody>\n"
        + "\n".join(body)
        + "\n</tbody></table></div>\n"
        f'<div class="legend"><h3>{_e(labels("symbols"))}</h3>'
        f'<table class="legend symbols" cellspacing="0">{symbols}</table></div>\n'
    )


def progress_html(report: Report, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB) -> str:
    """Points and place after each round (rows in final order)."""
    if not report.progress:
        return ""
    rounds = report.header.rounds_paired
    head = (
        f'<th class="num">{_e(labels("col_rank"))}</th>'
        f'<th class="txt">{_e(labels("col_name"))}</th>'
        + "".join(
            f'<th class="mid">{_e(labels("col_round", round=r))}</th>' for r in range(1, rounds + 1)
        )
    )
    body = []
    for i, (row, prog) in enumerate(zip(report.rows, report.progress, strict=True)):
        cells = "".join(
            f'<td class="mid">{_num(labels, pts)} <span class="cut">({_e(rank)})</span></td>'
            for pts, rank in zip(prog.points, prog.ranks, strict=True)
        )
        body.append(
            f'<tr class="{_row_class(i, row)}"><td class="num">{_e(row.rank_text)}</td>'
            f'<td class="txt name">{_e(row.name)}</td>{cells}</tr>'
        )
    return (
        f"<h2>{_e(labels('progress'))}</h2>\n"
        '<div class="scroll"><table class="list cross" width="100%" cellspacing="0">'
        f"<thead><tr>{head}</tr></thead>\n<tbody>\n"
        + "\n".join(body)
        + "\n</tbody></table></div>\n"
    )


def details_html(report: Report, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB) -> str:
    """Each player's tie-break values with the per-round contributions; cut values in
    parentheses, with the engine's reason for values that are not an opponent's score."""
    if not report.details:
        return ""
    rounds = report.header.rounds_paired
    head = (
        f'<th class="num">{_e(labels("col_rank"))}</th>'
        f'<th class="txt">{_e(labels("col_name"))}</th>'
        f'<th class="txt">{_e(labels("col_tiebreak"))}</th>'
        f'<th class="num">{_e(labels("col_value"))}</th>'
        + "".join(f'<th class="num">{r}</th>' for r in range(1, rounds + 1))
        + f'<th class="txt">{_e(labels("col_notes"))}</th>'
    )
    rank_text = {r.start_no: r for r in report.rows}
    body = []
    previous = None
    group = -1
    for d in report.details:
        row = rank_text[d.start_no]
        first = d.start_no != previous
        if first:
            group += 1
        previous = d.start_no
        by_round = {c.round_no: c for c in d.contributions if c.round_no is not None}
        cells = []
        for rnd in range(1, rounds + 1):
            c = by_round.get(rnd)
            if c is None or not c.value.defined:
                cells.append('<td class="num"></td>')
            elif c.cut:
                cells.append(
                    f'<td class="num"><span class="cut">({_num(labels, c.value)})</span></td>'
                )
            else:
                cells.append(f'<td class="num">{_num(labels, c.value)}</td>')
        notes = "; ".join(
            f"{labels('col_round', round=c.round_no)}: {labels.basis(c.kind)}"
            + (f" {c.note}" if c.note else "")
            for c in d.contributions
            if c.round_no is not None and c.notable
        )
        name = (
            f'{_e(row.rank_text)}</td><td class="txt">{_e(row.name)}'
            if first
            else '</td><td class="txt">'
        )
        body.append(
            f'<tr class="{"odd" if group % 2 else "even"}"><td class="num">{name}</td>'
            f'<td class="txt code">{_e(d.descriptor)}</td>'
            f'<td class="num pts">{_num(labels, d.value)}</td>{"".join(cells)}'
            f'<td class="txt">{_e(notes)}</td></tr>'
        )
    return (
        f"<h2>{_e(labels('details'))}</h2>\n"
        '<div class="scroll"><table class="list cross" width="100%" cellspacing="0">'
        f"<thead><tr>{head}</tr></thead>\n<tbody>\n"
        + "\n".join(body)
        + "\n</tbody></table></div>\n"
        f'<p class="note">{_e(labels("cut_note"))}</p>\n'
    )


def symbol_kinds(report: Report) -> set[str]:
    """Which groups of crosstable symbols occur, so the key lists only those."""
    kinds = {"game"}
    for row in report.crosstable:
        for c in row.cells:
            r = c.result
            if c.withdrawn and not r.has_opponent:
                kinds.add("withdrawn")
            elif r.is_forfeit:
                kinds.add("forfeit")
            elif r in (Result.WIN_UNRATED, Result.DRAW_UNRATED, Result.LOSS_UNRATED):
                kinds.add("unrated")
            elif r.is_unfinished:
                kinds.add("unfinished")
            elif r.is_bye and r is not Result.NOT_PAIRED:
                kinds.add("bye")
    return kinds


_PARTS = {
    STANDINGS: standings_html,
    CROSSTABLE: crosstable_html,
    PROGRESS: progress_html,
    DETAILS: details_html,
}


def part_html(
    report: Report, part: str, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB
) -> str:
    return _PARTS[part](report, labels, flavour=flavour)


def document(body: str, title: str, flavour: str = WEB, lang: str = "en") -> str:
    """A complete HTML document around `body`, stylesheet inline."""
    css = _CSS_WEB if flavour == WEB else _CSS_QT
    from arbiter_app.core.report import PROGRAM

    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{_e(lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<meta name="generator" content="{_e(PROGRAM)}">\n'
        f"<title>{_e(title)}</title>\n<style>{css}</style>\n</head>\n<body>\n"
        f"{body}</body>\n</html>\n"
    )


def render(
    report: Report,
    labels: Labels = ENGLISH_LABELS,
    parts: Iterable[str] = DEFAULT_PARTS,
    *,
    flavour: str = WEB,
    lang: str = "en",
) -> str:
    """The whole report as one HTML page: header, then each part asked for."""
    h = report.header
    body = f"<header>\n{header_html(report, labels)}</header>\n"
    for part in parts:
        content = part_html(report, part, labels, flavour=flavour)
        if content:
            body += f'<section id="{part}">\n{content}</section>\n'
    body += f'<p class="footer">{_e(h.program)}</p>\n'
    title = " – ".join(x for x in (h.name, labels.title(h)) if x)
    return document(body, title, flavour, lang)


def write_html(
    report: Report,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    parts: Iterable[str] = DEFAULT_PARTS,
    *,
    lang: str = "en",
) -> None:
    """Write the report as one self-contained UTF-8 page (atomically)."""
    write_atomic(Path(path), render(report, labels, parts, lang=lang).encode("utf-8"))
