"""Print, print preview and PDF of a report, through QTextDocument and QPrinter/QPdfWriter.

The pages are the HTML renderer's output (`io.html`, Qt flavour), so paper, PDF and the web page
show the same list. Layout:
- the parts (standings, crosstable, ...) follow each other, each starting on a new page;
  standings print portrait, a crosstable (or any table) too wide for portrait prints
  landscape, and a table too wide even for landscape is scaled down to fit the width;
- pages are cut between rows here (`ReportPages`), one small QTextDocument per page;
- every page after the first (which opens with the full header) has a running header (event
  name, wrapping when long, and the list's title); every page a footer (program; event, rounds
  and dates; "Page i of n"); table header rows repeat on every page (`<thead>`);
- the tie-break legend follows the standings table, so it is on the standings' last page.

`write_pdf` needs only QtGui (QPdfWriter): it works headless on the offscreen platform, which
`ensure_gui_app` selects when no application exists yet. The print dialogs and the window's
actions are in `gui.report_actions`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec.structs
from msgspec import Struct
from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
    QTextOption,
)

from arbiter_app.core.report import CROSSTABLE, DETAILS, PROGRESS, STANDINGS, Report
from arbiter_app.io import html as report_html
from arbiter_app.io.files import write_atomic
from arbiter_app.io.labels import ENGLISH_LABELS, Labels

if TYPE_CHECKING:
    pass

PAPER = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
DEFAULT_PARTS = report_html.DEFAULT_PARTS  # what a list shows unless asked: one definition
MARGIN_MM = 12.0
PDF_DPI = 600  # vector output; the resolution only quantises positions
FONT_FAMILIES = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans"]
PART_LABELS = {
    STANDINGS: "standings",
    CROSSTABLE: "crosstable",
    PROGRESS: "progress",
    DETAILS: "details",
}
FIT = 0.9  # a table fits a width when its natural width is at most this share of it
MIN_SCALE = 0.55  # below this a table is unreadable on paper; it wraps instead

_WIDTHS = re.compile(r' width="\d+%"')
_INK = QColor("#1b2a3a")
_MUTED = QColor("#6b7785")
_RULE = QColor("#c9d1db")


def ensure_gui_app() -> QCoreApplication:
    """A QGuiApplication for layout and fonts. When the program has none yet (the CLI), it is
    created on the offscreen platform, whatever QT_QPA_PLATFORM says: exporting never needs a
    display, and a headless machine has none."""
    app = QCoreApplication.instance()
    if app is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(["arbiter-app"])
    return app


def word_wrap() -> QTextOption:
    """Lines break between words only. QTextDocument's default (at a word boundary *or
    anywhere*) lets a narrow cell cut a word ("Bergströ/m"); with this a column is never
    narrower than its longest word. Every printed document sets it."""
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    return option


def page_size(paper: str) -> QPageSize:
    try:
        return QPageSize(PAPER[paper.lower()])
    except KeyError:
        raise ValueError(f"unknown paper size {paper!r}; use A4 or Letter") from None


def report_font(point_size: float = 9.0) -> QFont:
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(point_size)
    return font


class Page(Struct, frozen=True):
    """One printed page: which document (and which of its pages) to draw, and where."""

    part: str
    layout: QPageLayout
    doc: QTextDocument
    doc_page: int  # the page of `doc` to draw (documents are one page, except long legends)
    scale: float  # painter scale (1.0 unless the table was too wide for the paper)
    content: QRectF  # where the document goes, in device pixels relative to the paint rect


class ReportPages:
    """The report's pages for one paint device resolution: laid out once, any page painted.

    Pagination is done here, one page at a time: each page is a small QTextDocument with the
    table's header row and the rows that fit (measured, not guessed). One document per part
    would be simpler, but QTextDocument lays out and draws a long table in time that grows
    faster than its length; page by page a 1,500-player list stays a matter of seconds.
    """

    def __init__(
        self,
        report: Report,
        labels: Labels = ENGLISH_LABELS,
        parts: Iterable[str] = DEFAULT_PARTS,
        paper: QPageSize | None = None,
        dpi: int = PDF_DPI,
        metrics_device: QPaintDevice | None = None,
    ) -> None:
        self.report = report
        self.labels = labels
        self.paper = paper or page_size("a4")
        self.dpi = dpi
        # Font metrics come from the device that will be painted (or a QImage at its dpi).
        self._device = metrics_device or _metrics_image(dpi)
        self.pages: list[Page] = []
        sample = _sample(report)
        header = report_html.header_html(report, labels, report_html.QT)
        for part in parts:
            blocks = report_html.part_blocks(report, part, labels, flavour=report_html.QT)
            if blocks is None:
                continue
            measure = report_html.part_blocks(sample, part, labels, flavour=report_html.QT)
            assert measure is not None
            self._paginate(part, blocks, measure, "" if self.pages else header)
        self.page_count = len(self.pages)

    # -- layout ----------------------------------------------------------------------------
    def _page_layout(self, landscape: bool) -> QPageLayout:
        orientation = (
            QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
        )
        return QPageLayout(
            self.paper,
            orientation,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )

    def _band(self) -> float:
        """Height of the running header and of the footer, in device pixels."""
        # Two lines of a wrapped event name (or footer) and the rule.
        return QFontMetricsF(report_font(7.5), self._device).height() * 3.0

    def _document(self, body: str, width: float) -> QTextDocument:
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self._device)
        doc.setDefaultTextOption(word_wrap())
        doc.setDefaultFont(report_font(8.5))
        doc.setDocumentMargin(0)
        doc.setHtml(report_html.document(body, self.report.header.name, report_html.QT))
        doc.setTextWidth(width)
        return doc

    def _natural_width(self, body: str) -> float:
        """The width the widest table wants (laid out without `width="…%"`)."""
        return self._document(_WIDTHS.sub("", body), 1e6).idealWidth()

    def _paginate(
        self, part: str, blocks: report_html.Blocks, measure: report_html.Blocks, header: str
    ) -> None:
        # Orientation and scale, from the natural width of the table for a sample of the rows
        # (headings and legends wrap; only the table cannot).
        natural = self._natural_width(
            measure.table_open + "".join(measure.rows) + measure.table_close
        )
        layout = self._page_layout(False)
        rect = QRectF(layout.paintRectPixels(self.dpi))
        # Cells need some air beyond their text: a table within 10% of the width goes landscape.
        if part != STANDINGS and natural > rect.width() * FIT:
            layout = self._page_layout(True)
            rect = QRectF(layout.paintRectPixels(self.dpi))
        scale = 1.0
        if natural > rect.width() * FIT:
            scale = max(MIN_SCALE, rect.width() * FIT / natural)
        band = self._band()
        content = QRectF(0, band, rect.width(), rect.height() - 2 * band)
        width, height = content.width() / scale, content.height() / scale

        def add(doc: QTextDocument, doc_page: int = 0) -> None:
            self.pages.append(Page(part, layout, doc, doc_page, scale, content))

        def rows_doc(start: int, stop: int, head: str, tail: bool = False) -> QTextDocument:
            body = head + blocks.table_open + "\n".join(blocks.rows[start:stop])
            body += blocks.table_close + (blocks.after if tail else "")
            return self._document(body, width)

        count = len(blocks.rows)
        # A table `width="100%"` can come out a few pixels wider than the text width (rounding
        # over many columns); lay out narrower by that much so nothing is clipped at the right.
        probe = min(count, 20)
        limit = width
        for _ in range(3):
            used = (
                self._document(
                    blocks.table_open + "".join(blocks.rows[:probe]) + blocks.table_close, width
                )
                .size()
                .width()
            )
            if used <= limit:
                break
            width -= used - limit
        # The height of a row, from a few of them (names may wrap: every page is measured).
        empty = rows_doc(0, 0, "").size().height()
        per_row = (rows_doc(0, probe, "").size().height() - empty) / probe if probe else 1.0
        per_row = max(per_row, 1.0)
        start, head = 0, header + blocks.before
        fixed = {"": empty}  # height of a page's table without rows, by what precedes it
        while True:
            if head not in fixed:
                fixed[head] = rows_doc(0, 0, head).size().height()
            n = max(1, int((height - fixed[head]) // per_row))
            best: tuple[int, QTextDocument] | None = None
            for _ in range(6):  # measure, then correct by the rows that overflow or are left
                stop = min(count, start + n)
                doc = rows_doc(start, stop, head)
                used = doc.size().height()
                if used <= height:
                    best = (stop, doc)
                    spare = int((height - used) // per_row)
                    if stop >= count or spare < 2:  # one row short is not worth a layout
                        break
                    n += spare
                elif n == 1 or best is not None:
                    break
                else:
                    n = max(1, n - int((used - height) // per_row) - 1)
            if best is None:  # one row taller than a page: it gets the page anyway
                stop = min(count, start + 1)
                best = (stop, rows_doc(start, stop, head))
            stop, doc = best
            if stop < count:
                add(doc)
                start, head = stop, ""
                continue
            # The last rows, with what follows the table (the legend) when it fits.
            last = rows_doc(start, stop, head, tail=True)
            if not blocks.after or last.size().height() <= height:
                add(last)
            else:
                add(doc)
                after = self._document(blocks.after, width)
                after.setPageSize(QSizeF(width, height))
                for k in range(after.pageCount()):
                    add(after, k)
            return

    # -- painting ----------------------------------------------------------------------------
    def paint_page(self, painter: QPainter, index: int) -> None:
        """Paint page `index` (0-based); the painter's origin is the page's paint rect."""
        page = self.pages[index]
        width = page.content.width()
        self._paint_bands(painter, index, width, page.content.bottom(), self._title(page))
        height = page.content.height() / page.scale
        top = page.doc_page * height
        painter.save()
        painter.translate(page.content.topLeft())
        painter.scale(page.scale, page.scale)
        painter.translate(0, -top)
        # The clip is the page's rows; sideways a row may stray a pixel or two into the margin
        # (column widths are rounded) rather than lose its last character.
        slack = width * 0.01
        page.doc.drawContents(painter, QRectF(-slack, top, width / page.scale + 2 * slack, height))
        painter.restore()

    def _title(self, page: Page) -> str:
        """The running header's right-hand text: which list, and which part of it."""
        title = self.labels.title(self.report.header)
        if page.part == STANDINGS:
            return title
        part = self.labels(PART_LABELS[page.part])
        return part if self.report.header.final else f"{part} – {title}"

    def _paint_bands(
        self, painter: QPainter, page: int, width: float, bottom: float, title: str
    ) -> None:
        h = self.report.header
        labels = self.labels
        font = report_font(7.5)
        painter.save()
        painter.setFont(font)
        fm = QFontMetricsF(font, painter.device())
        line = fm.height()
        gap = line  # between texts side by side
        top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        top_right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
        top_centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        wrap = int(Qt.TextFlag.TextWordWrap)
        bold = QFont(font)
        bold.setBold(True)
        pen = QPen(_RULE)
        pen.setWidthF(max(1.0, self.dpi / 150))
        # Running header (not on the first page, which opens with the full header): event name
        # left, list title right, a rule under both. A long name wraps onto a second line
        # (never cut, never over the title).
        if page > 0:
            title_width = fm.horizontalAdvance(title)
            name_rect = QRectF(0, 0, max(width * 0.4, width - title_width - gap), line * 2)
            painter.setPen(_MUTED)
            painter.drawText(QRectF(0, 0, width, line), int(top_right), title)
            painter.setPen(_INK)
            painter.setFont(bold)
            used = painter.boundingRect(
                name_rect, int(top_left) | wrap, h.name or labels("tournament")
            )
            painter.drawText(name_rect, int(top_left) | wrap, h.name or labels("tournament"))
            painter.setFont(font)
            painter.setPen(pen)
            y = int(min(used.height(), line * 2) + line * 0.35)
            painter.drawLine(0, y, int(width), y)
        # Footer: program left; event, round and dates centre (wrapping); page n of m right.
        painter.setPen(pen)
        painter.drawLine(0, int(bottom + line * 0.4), int(width), int(bottom + line * 0.4))
        program = h.program
        pages = labels("page", page=page + 1, pages=self.page_count)
        side = max(fm.horizontalAdvance(program), fm.horizontalAdvance(pages)) + gap
        foot = QRectF(0, bottom + line * 0.6, width, line * 2)
        centre = QRectF(side, foot.top(), max(1.0, width - 2 * side), line * 2)
        painter.setPen(_MUTED)
        painter.drawText(foot, int(top_left), program)
        painter.drawText(centre, int(top_centre) | wrap, self._footer_text())
        painter.setPen(_INK)
        painter.drawText(foot, int(top_right), pages)
        painter.restore()

    def _footer_text(self) -> str:
        """The footer's middle: the event, how far it is (round), its dates."""
        h = self.report.header
        if h.rounds_planned and h.rounds_complete != h.rounds_planned:
            rounds = self.labels("rounds_value", played=h.rounds_complete, planned=h.rounds_planned)
        else:
            rounds = str(h.rounds_complete or h.rounds_planned)
        round_text = f"{self.labels('rounds')} {rounds}" if rounds != "0" else ""
        parts = (h.name, round_text, self.labels.dates(h))
        return " · ".join(x for x in parts if x)

    def paint(self, device: QPagedPaintDevice, relayout: bool | None = None) -> None:
        """Paint every page on a printer or PDF writer, switching orientation per part.

        PDF output takes a new page layout between pages. A printer (and the print preview)
        refuses that once printing has started (`setPageLayout` returns False): a page of the
        other orientation is then drawn rotated by 90° on the paper in the job's orientation,
        which is how a printer prints a landscape page anyway. `relayout` forces either way
        (default: only PDF output changes the layout).
        """
        if relayout is None:
            engine = device.paintEngine()
            relayout = engine is not None and engine.type() == QPaintEngine.Type.Pdf
        if not self.pages:
            return
        job_layout = self.pages[0].layout
        device.setPageLayout(job_layout)
        painter = QPainter()
        if not painter.begin(device):
            raise OSError("cannot start printing (is the printer or file available?)")
        rotate = False
        try:
            for page in range(self.page_count):
                layout = self.pages[page].layout
                if page > 0:
                    if layout.orientation() != self.pages[page - 1].layout.orientation():
                        same = layout.orientation() == job_layout.orientation()
                        rotate = not same and not (relayout and device.setPageLayout(layout))
                        if not rotate:
                            job_layout = layout
                    device.newPage()
                if rotate:
                    painter.save()
                    # Quarter turn clockwise: the page's top edge runs down the paper's
                    # right-hand side; its paint rect fits the job's, width and height swapped.
                    width = job_layout.paintRectPixels(self.dpi).width()
                    painter.translate(width, 0)
                    painter.rotate(90)
                    self.paint_page(painter, page)
                    painter.restore()
                else:
                    self.paint_page(painter, page)
        finally:
            painter.end()

    def image(self, page: int) -> QImage:
        """Page `page` as an image at this layout's resolution (white paper, margins included)."""
        layout = self.pages[page].layout
        full = layout.fullRectPixels(self.dpi)
        paint = layout.paintRectPixels(self.dpi)
        img = _metrics_image(self.dpi, full.width(), full.height())
        img.fill(Qt.GlobalColor.white)
        painter = QPainter(img)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(paint.topLeft())
        self.paint_page(painter, page)
        painter.end()
        return img


def _sample(report: Report, size: int = 40) -> Report:
    """A report with the rows that decide column widths: the first ones and those with the
    longest names, places and notes. Measuring it gives a big list's natural width."""
    rows = report.rows
    if len(rows) <= size:
        return report
    keep = set(range(size // 2))
    by_length = sorted(
        range(len(rows)),
        key=lambda i: (
            len(rows[i].name) + len(rows[i].title) + len(rows[i].club),
            len(rows[i].rank_text),
        ),
        reverse=True,
    )
    keep.update(by_length[: size // 2])
    longest_rank = max(range(len(rows)), key=lambda i: len(rows[i].rank_text))
    keep.add(longest_rank)
    numbers = {rows[i].start_no for i in keep}
    noted = sorted(
        report.details,
        key=lambda d: sum(len(c.note) + len(c.kind) for c in d.contributions),
        reverse=True,
    )
    extra = {d.start_no for d in noted[:5]} - numbers
    picked = sorted(keep | {i for i, r in enumerate(rows) if r.start_no in extra})
    numbers |= extra
    details = tuple(d for d in report.details if d.start_no in numbers)
    return msgspec.structs.replace(
        report,
        rows=tuple(rows[i] for i in picked),
        crosstable=tuple(report.crosstable[i] for i in picked),
        progress=tuple(report.progress[i] for i in picked) if report.progress else (),
        details=details,
    )


def _metrics_image(dpi: int, width: int = 8, height: int = 8) -> QImage:
    img = QImage(max(width, 1), max(height, 1), QImage.Format.Format_RGB32)
    dpm = round(dpi / 0.0254)
    img.setDotsPerMeterX(dpm)
    img.setDotsPerMeterY(dpm)
    return img


# -- PDF, images ------------------------------------------------------------------------------


def write_pdf(
    report: Report,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
    paper: str = "a4",
) -> None:
    """The printed pages as a PDF, without a printer (works headless), written atomically."""
    ensure_gui_app()

    write_atomic(Path(path), pdf_bytes(report, labels, parts, paper))


def pdf_bytes(
    report: Report,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
    paper: str = "a4",
) -> bytes:
    """The PDF document in memory."""

    def paint(writer: QPdfWriter) -> None:
        ReportPages(report, labels, parts, page_size(paper), PDF_DPI, writer).paint(writer)

    return render_pdf(paint, labels.document_title(report.header), report.header.program)


def render_pdf(paint: Callable[[QPdfWriter], None], title: str, creator: str = "") -> bytes:
    """A PDF in memory: `paint` draws on a QPdfWriter at PDF_DPI, finished here."""
    ensure_gui_app()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    if creator:
        writer.setCreator(creator)
    paint(writer)
    del writer  # the writer finishes the document when it is destroyed
    data = bytes(buffer.data().data())
    buffer.close()
    return data
