"""The report as HTML: a self-contained page for a club web site, and the pages Qt prints.

One renderer, two flavours of the same tables:
- ``web``: one UTF-8 file with its stylesheet inline (no scripts, fonts or images to fetch),
  readable on a phone (wide tables scroll) and printable from a browser; cells carry classes;
- ``qt``: the HTML subset `QTextDocument` lays out, used by `gui.printing` for print preview,
  printing and PDF, so paper and web show the same list. QTextDocument matches every style
  rule against every element, which makes a class-styled 1,500-row table several times slower
  to lay out; so in this flavour cells carry plain attributes (`align`, `bgcolor`, `<b>`) and
  the stylesheet has only a handful of rules.

Each part is built as `Blocks` (text before the table, the table's opening with its header
row, one string per row, the closing, text after it) so the printer can put any run of rows on
a page (`gui.printing` paginates big lists page by page). Every string from the tournament is
escaped; numbers are the report's exact decimal strings with the label table's decimal
separator.
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable
from pathlib import Path

from msgspec import Struct

from arbiter_app.core.report import (
    CROSSTABLE,
    DETAILS,
    PROGRAM,
    PROGRESS,
    STANDINGS,
    Number,
    Report,
    StandingRow,
)
from arbiter_app.core.vocabulary.results import RESULTS
from arbiter_app.io.files import write_atomic
from arbiter_app.io.labels import ENGLISH_LABELS, Labels

WEB = "web"
QT = "qt"
DEFAULT_PARTS = (STANDINGS, CROSSTABLE)

INK = "#1b2a3a"
RULE = "#c9d1db"
HEAD = "#e3e9f0"
ZEBRA = "#f4f6f9"
MUTED = "#6b7785"

# Point sizes of the printed tables (the Qt flavour sets them on the table; QTextDocument
# passes a table's font size on to its cells).
TABLE_PT = {STANDINGS: 8.5, CROSSTABLE: 7.5, PROGRESS: 7.5, DETAILS: 7.5}
KEY_PT = 7.5  # legends

_CSS_WEB = f"""
* {{ box-sizing: border-box; }}
body {{ font-family: "Segoe UI", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif;
  font-size: 14px; line-height: 1.35; margin: 24px auto; max-width: 1200px; padding: 0 16px;
  color: {INK}; }}
h1 {{ font-size: 1.6em; margin: 0 0 2px 0; }}
h2 {{ font-size: 1.2em; margin: 18px 0 6px 0; }}
h3 {{ font-size: 1em; margin: 12px 0 4px 0; }}
p.subtitle, p.note, p.footer {{ color: {MUTED}; margin: 0 0 8px 0; }}
p.footer {{ margin-top: 16px; }}
table.meta td {{ padding: 1px 24px 1px 0; }}
table.meta td.label {{ color: {MUTED}; padding-right: 10px; }}
.scroll {{ overflow-x: auto; }}
table.list {{ border-collapse: collapse; font-variant-numeric: tabular-nums; }}
table.list th {{ background-color: {HEAD}; padding: 3px 5px; white-space: nowrap;
  border-top: 1px solid {INK}; border-bottom: 1px solid {INK}; position: sticky; top: 0; }}
table.list td {{ padding: 2px 5px; border-bottom: 1px solid {RULE}; white-space: nowrap; }}
table.list td.name {{ white-space: nowrap; }}
table.list th.n {{ width: 1%; }}
table.list tr.odd td {{ background-color: {ZEBRA}; }}
table.list tbody tr:hover td {{ background-color: #e8eef6; }}
table.cross td, table.cross th {{ font-size: 12px; padding: 2px 4px; }}
.num {{ text-align: right; }}
.txt {{ text-align: left; }}
.mid {{ text-align: center; }}
td.pts, td.title, td.code {{ font-weight: bold; }}
tr.withdrawn td, .wd, .cut {{ color: {MUTED}; }}
.wd {{ font-style: italic; font-size: 11px; }}
table.legend td {{ padding: 1px 10px 1px 0; vertical-align: top; font-size: 12px; }}
@media print {{
  body {{ margin: 0; max-width: none; font-size: 10pt; }}
  table.list th {{ position: static; }}
  section {{ break-before: page; }}
  section:first-of-type {{ break-before: auto; }}
  thead {{ display: table-header-group; }}
  tr {{ break-inside: avoid; }}
}}
"""

# QTextDocument: sizes in points; few rules (see the module docstring).
_CSS_QT = f"""
body {{ color: {INK}; }}
h1 {{ font-size: 17pt; margin-bottom: 2px; }}
h2 {{ font-size: 12.5pt; margin-top: 12px; margin-bottom: 6px; }}
h3 {{ font-size: 9.5pt; margin-top: 10px; margin-bottom: 3px; }}
th {{ background-color: {HEAD}; border-bottom: 1px solid {INK}; white-space: nowrap; }}
p {{ color: {MUTED}; margin-top: 0; margin-bottom: 6px; }}
"""

_ALIGN = {"num": "right", "mid": "center"}
_BOLD = {"pts", "title", "code"}


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _num(labels: Labels, n: Number) -> str:
    return _e(labels.number(n))


class Markup:
    """Table cells and rows in one flavour: classes for the web, attributes for Qt."""

    def __init__(self, flavour: str) -> None:
        self.qt = flavour == QT

    def td(self, content: str, classes: str = "", muted: bool = False) -> str:
        """A cell; `content` is already escaped HTML. `muted`: grey text (withdrawn players;
        the web flavour greys them by the row's class)."""
        if not self.qt:
            return f'<td class="{classes}">{content}</td>' if classes else f"<td>{content}</td>"
        names = classes.split()
        align = next((_ALIGN[c] for c in names if c in _ALIGN), "")
        if _BOLD.intersection(names) and content:
            content = f"<b>{content}</b>"
        if muted and content:
            content = f'<font color="{MUTED}">{content}</font>'
        # A name never wraps in print (the column is sized from the names, module docstring
        # of `gui.printing`): lines would break at a hyphen, or anywhere in a narrow cell.
        attrs = (f' align="{align}"' if align else "") + (" nowrap" if "name" in names else "")
        return f"<td{attrs}>{content}</td>"

    def th(self, content: str, classes: str = "") -> str:
        if not self.qt:
            return f'<th class="{classes}">{content}</th>'
        names = classes.split()
        align = next((_ALIGN[c] for c in names if c in _ALIGN), "left")
        return f'<th align="{align}">{content}</th>'

    def tr(self, cells: str, odd: bool, withdrawn: bool = False) -> str:
        if not self.qt:
            classes = ["odd" if odd else "even"] + (["withdrawn"] if withdrawn else [])
            return f'<tr class="{" ".join(classes)}">{cells}</tr>'
        return f'<tr bgcolor="{ZEBRA}">{cells}</tr>' if odd else f"<tr>{cells}</tr>"

    def table(self, kind: str, part: str) -> str:
        if not self.qt:
            return f'<div class="scroll"><table class="list {kind}" width="100%" cellspacing="0">'
        return (
            f'<table width="100%" cellspacing="0" cellpadding="2" '
            f'style="font-size: {TABLE_PT[part]}pt">'
        )

    def table_end(self) -> str:
        return "</tbody></table>" + ("" if self.qt else "</div>") + "\n"

    def muted(self, content: str, italic: bool = False) -> str:
        if not self.qt:
            return f'<span class="{"wd" if italic else "cut"}">{content}</span>'
        content = f'<font color="{MUTED}">{content}</font>'
        return f"<i>{content}</i>" if italic else content

    def legend(self, kind: str, rows: list[list[tuple[str, str]]]) -> str:
        """A small key table: rows of (escaped content, classes)."""
        style = "" if not self.qt else f' style="font-size: {KEY_PT}pt" cellpadding="1"'
        body = "".join("<tr>" + "".join(self.td(c, k) for c, k in row) + "</tr>" for row in rows)
        return f'<table class="legend {kind}" cellspacing="0"{style}>{body}</table>'


class Blocks(Struct, frozen=True):
    """A part as pieces a printer can cut between rows."""

    before: str  # heading
    table_open: str  # the table up to and including <thead>…</thead><tbody>
    rows: tuple[str, ...]
    table_close: str
    after: str  # legend, notes

    def html(self, start: int = 0, stop: int | None = None, *, head: bool = True) -> str:
        """The part (or rows start..stop of it); `head` includes the heading before the table;
        the text after the table comes with the last row."""
        stop = len(self.rows) if stop is None else stop
        last = stop >= len(self.rows)
        return (
            (self.before if head else "")
            + self.table_open
            + "\n".join(self.rows[start:stop])
            + self.table_close
            + (self.after if last else "")
        )


# -- parts ---------------------------------------------------------------------------------


def header_html(report: Report, labels: Labels = ENGLISH_LABELS, flavour: str = WEB) -> str:
    """Tournament name, place and dates, and how the list was ranked."""
    h = report.header
    m = Markup(flavour)
    subtitle = labels.place_and_dates(h)
    fields = [
        (k, v) for k, v in labels.header_fields(h) if k not in (labels("place"), labels("dates"))
    ]
    # Two label/value pairs per line keep the header short on paper. A gap keeps the second
    # label clear of the first value (on paper a long value, "30 s/move", ran into "System"):
    # the web stylesheet pads the cells; QTextDocument gets a cell of its own.
    gap = '<td width="18"></td>' if m.qt else ""
    rows = []
    for i in range(0, len(fields), 2):
        pair = fields[i : i + 2]
        rows.append(
            "<tr>"
            + gap.join(m.td(_e(k), "label", muted=True) + m.td(_e(v)) for k, v in pair)
            + "</tr>"
        )
    size = ' cellpadding="1" style="font-size: 8.5pt"' if m.qt else ""
    outside = h.outside_fide
    mark = f'<p class="fide-mode">{_e(labels.outside_fide(*outside))}</p>\n' if outside else ""
    return (
        f"<h1>{_e(h.name or labels('tournament'))}</h1>\n"
        + (f'<p class="subtitle">{_e(subtitle)}</p>\n' if subtitle else "")
        + mark
        + f'<table class="meta" cellspacing="0"{size}>{"".join(rows)}</table>\n'
    )


def _columns(report: Report) -> list[tuple[str, str]]:
    """The identity columns worth printing: (key, css class). Empty columns are left out."""
    cols = [("rank", "num"), ("start_no", "num")]
    if any(r.title for r in report.rows):
        cols.append(("title", "txt"))
    cols.append(("name", "txt"))
    if report.any_club:
        cols.append(("club", "txt"))
    if any(r.federation for r in report.rows):
        cols.append(("federation", "mid"))
    if any(r.rating for r in report.rows):
        cols.append(("rating", "num"))
    if report.any_national_rating:
        cols.append(("national_rating", "num"))
    return cols


def _identity_cells(
    row: StandingRow, cols: list[tuple[str, str]], labels: Labels, m: Markup
) -> str:
    out = []
    muted = row.withdrawn
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
                text += " " + m.muted(f"({_e(mark)})", italic=True)
            cls += " name"
        elif key == "club":
            text = _e(row.club)
        elif key == "federation":
            text = _e(row.federation)
        elif key == "rating":
            text = str(row.rating) if row.rating else ""
        else:
            text = str(row.national_rating) if row.national_rating else ""
        out.append(m.td(text, cls, muted and key != "name"))
    return "".join(out)


# Column widths come from the content. Browsers shrink a `width: 1%` column to its content
# (class `n`, web CSS), so the name takes the rest of the line. QTextDocument spreads the spare
# width over the columns; its name cells do not wrap (`Markup.td`), so the name column is at
# least as wide as the longest name and a name is never cut, while the number columns keep
# only what they need (`gui.printing` scales a table too wide for the paper).


def _head_cells(cols: list[tuple[str, str]], labels: Labels, m: Markup) -> str:
    return "".join(
        m.th(_e(labels("col_" + key)), cls if key == "name" else cls + " n") for key, cls in cols
    )


def _tb_heads(report: Report, m: Markup) -> str:
    return "".join(m.th(_e(c.code), "num n") for c in report.criteria)


def _open(m: Markup, kind: str, part: str, head: str) -> str:
    return f"{m.table(kind, part)}<thead><tr>{head}</tr></thead>\n<tbody>\n"


def standings_blocks(report: Report, labels: Labels, m: Markup) -> Blocks:
    """The standings table, and the legend naming every tie-break under it."""
    cols = _columns(report)
    head = (
        _head_cells(cols, labels, m)
        + m.th(_e(labels("col_points")), "num n")
        + _tb_heads(report, m)
    )
    rows = []
    for i, row in enumerate(report.rows):
        muted = row.withdrawn
        values = "".join(m.td(_num(labels, v), "num", muted) for v in row.values)
        cells = (
            _identity_cells(row, cols, labels, m)
            + m.td(_num(labels, row.points), "num pts", muted)
            + values
        )
        rows.append(m.tr(cells, i % 2 == 1, row.withdrawn))
    return Blocks(
        f"<h2>{_e(labels.title(report.header))}</h2>\n",
        _open(m, "standings", STANDINGS, head),
        tuple(rows),
        m.table_end(),
        legend_html(report, labels, m) + journal_html(report, labels, m),
    )


def journal_html(report: Report, labels: Labels = ENGLISH_LABELS, m: Markup | None = None) -> str:
    """The journal of gated events after the list (C.02 2026 checklist: the record of every
    event, printable with the final list); nothing when it is empty. "What" is the gate's
    title in the list's language (the files keep its code)."""
    if not report.journal:
        return ""
    m = m or Markup(WEB)
    keys = ("col_time", "col_journal_round", "col_what", "col_why", "col_detail")
    head = "".join(m.th(_e(labels(k))) for k in keys)
    rows = []
    for i, j in enumerate(report.journal):
        what = labels.gate_title(j.what)
        cells = "".join(m.td(_e(x)) for x in (j.time, str(j.round_no), what, j.why, j.detail))
        rows.append(m.tr(cells, i % 2 == 1))
    return (
        f"<h3>{_e(labels('journal'))}</h3>\n"
        + _open(m, "journal", STANDINGS, head)
        + "\n".join(rows)
        + m.table_end()
    )


def legend_html(report: Report, labels: Labels = ENGLISH_LABELS, m: Markup | None = None) -> str:
    """Every tie-break of the list in order, by code and full name (C.07 Art. 2: the list must be
    announced; a printed list says how it was ranked)."""
    if not report.criteria:
        return ""
    m = m or Markup(WEB)
    rows = [
        [(f"TB{i}", ""), (_e(c.code), "code"), (_e(labels.criterion(c)), "")]
        for i, c in enumerate(report.criteria, start=1)
    ]
    return f"<h3>{_e(labels('legend'))}</h3>{m.legend('tiebreaks', rows)}\n"


def crosstable_blocks(report: Report, labels: Labels, m: Markup) -> Blocks:
    """Rows in standings order; each round `12w1` (opponent's start number, colour, result)."""
    cols = _columns(report)
    rounds = report.header.rounds_paired
    head = (
        _head_cells(cols, labels, m)
        + "".join(m.th(str(r), "mid") for r in range(1, rounds + 1))
        + m.th(_e(labels("col_points")), "num n")
        + _tb_heads(report, m)
    )
    rows = []
    for i, (row, cross) in enumerate(zip(report.rows, report.crosstable, strict=True)):
        muted = row.withdrawn
        cells = (
            _identity_cells(row, cols, labels, m)
            + "".join(m.td(_e(c.text), "mid", muted) for c in cross.cells)
            + m.td(_num(labels, row.points), "num pts", muted)
            + "".join(m.td(_num(labels, v), "num", muted) for v in row.values)
        )
        rows.append(m.tr(cells, i % 2 == 1, row.withdrawn))
    symbols = [[(_e(s), "")] for s in labels.symbols(symbol_kinds(report))]
    return Blocks(
        f"<h2>{_e(labels('crosstable'))}</h2>\n",
        _open(m, "cross", CROSSTABLE, head),
        tuple(rows),
        m.table_end(),
        f"<h3>{_e(labels('symbols'))}</h3>{m.legend('symbols', symbols)}\n",
    )


def progress_blocks(report: Report, labels: Labels, m: Markup) -> Blocks | None:
    """Points and place after each round (rows in final order)."""
    if not report.progress:
        return None
    rounds = report.header.rounds_paired
    head = (
        m.th(_e(labels("col_rank")), "num")
        + m.th(_e(labels("col_name")), "txt")
        + "".join(m.th(_e(labels("col_round", round=r)), "mid") for r in range(1, rounds + 1))
    )
    rows = []
    for i, (row, prog) in enumerate(zip(report.rows, report.progress, strict=True)):
        cells = "".join(
            m.td(f"{_num(labels, pts)} {m.muted('(' + _e(rank) + ')')}", "mid")
            for pts, rank in zip(prog.points, prog.ranks, strict=True)
        )
        rows.append(
            m.tr(
                m.td(_e(row.rank_text), "num") + m.td(_e(row.name), "txt name") + cells,
                i % 2 == 1,
                row.withdrawn,
            )
        )
    return Blocks(
        f"<h2>{_e(labels('progress'))}</h2>\n",
        _open(m, "cross", PROGRESS, head),
        tuple(rows),
        m.table_end(),
        "",
    )


def details_blocks(report: Report, labels: Labels, m: Markup) -> Blocks | None:
    """Each player's tie-break values with the per-round contributions; cut values in
    parentheses, with the engine's reason for values that are not an opponent's score."""
    if not report.details:
        return None
    rounds = report.header.rounds_paired
    head = (
        m.th(_e(labels("col_rank")), "num")
        + m.th(_e(labels("col_name")), "txt")
        + m.th(_e(labels("col_tiebreak")), "txt")
        + m.th(_e(labels("col_value")), "num")
        + "".join(m.th(str(r), "num") for r in range(1, rounds + 1))
        + m.th(_e(labels("col_notes")), "txt")
    )
    by_no = {r.start_no: r for r in report.rows}
    rows = []
    previous = None
    group = -1
    for d in report.details:
        row = by_no[d.start_no]
        first = d.start_no != previous
        if first:
            group += 1
        previous = d.start_no
        by_round = {c.round_no: c for c in d.contributions if c.round_no is not None}
        cells = []
        for rnd in range(1, rounds + 1):
            c = by_round.get(rnd)
            if c is None or not c.value.defined:
                cells.append(m.td("", "num"))
            elif c.cut:
                cells.append(m.td(m.muted(f"({_num(labels, c.value)})"), "num"))
            else:
                cells.append(m.td(_num(labels, c.value), "num"))
        notes = "; ".join(
            f"{labels('col_round', round=c.round_no)}: {labels.basis(c.kind)}"
            + (f" {c.note}" if c.note else "")
            for c in d.contributions
            if c.round_no is not None and c.notable
        )
        rows.append(
            m.tr(
                m.td(_e(row.rank_text) if first else "", "num")
                + m.td(_e(row.name) if first else "", "txt name")
                + m.td(_e(d.descriptor), "txt code")
                + m.td(_num(labels, d.value), "num pts")
                + "".join(cells)
                + m.td(_e(notes), "txt"),
                group % 2 == 1,
            )
        )
    return Blocks(
        f"<h2>{_e(labels('details'))}</h2>\n",
        _open(m, "cross", DETAILS, head),
        tuple(rows),
        m.table_end(),
        f'<p class="note">{_e(labels("cut_note"))}</p>\n',
    )


def symbol_kinds(report: Report) -> set[str]:
    """Which groups of crosstable symbols occur, so the key lists only those."""
    kinds = {"game"}
    for row in report.crosstable:
        for c in row.cells:
            r = c.result
            if c.withdrawn and not r.has_opponent:
                kinds.add("withdrawn")
            elif RESULTS[r].legend:  # the result code's group (core.vocabulary.results)
                kinds.add(RESULTS[r].legend)
    return kinds


def part_blocks(
    report: Report, part: str, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB
) -> Blocks | None:
    """One part as cuttable blocks (None when the report has nothing for it)."""
    m = Markup(flavour)
    if part == STANDINGS:
        return standings_blocks(report, labels, m)
    if part == CROSSTABLE:
        return crosstable_blocks(report, labels, m)
    if part == PROGRESS:
        return progress_blocks(report, labels, m)
    if part == DETAILS:
        return details_blocks(report, labels, m)
    raise ValueError(f"unknown report part {part!r}")


def part_html(
    report: Report, part: str, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB
) -> str:
    blocks = part_blocks(report, part, labels, flavour=flavour)
    return blocks.html() if blocks is not None else ""


def document(body: str, title: str, flavour: str = WEB, lang: str = "en") -> str:
    """A complete HTML document around `body`, stylesheet inline."""
    css = _CSS_WEB if flavour == WEB else _CSS_QT
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
    body = f"<header>\n{header_html(report, labels, flavour)}</header>\n"
    for part in parts:
        content = part_html(report, part, labels, flavour=flavour)
        if content:
            body += f'<section id="{part}">\n{content}</section>\n'
    body += f'<p class="footer">{_e(h.program)}</p>\n'
    return document(body, labels.document_title(h), flavour, lang)


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
