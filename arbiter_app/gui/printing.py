"""Print, print preview and PDF of a report, through QTextDocument and QPrinter/QPdfWriter.

The pages are the HTML renderer's output (`io.html`, Qt flavour), so paper, PDF and the web page
show the same list. Layout:
- one *section* per part (standings, crosstable, ...), each its own QTextDocument; standings
  print portrait, a crosstable (or any table) too wide for portrait prints landscape, and a
  table too wide even for landscape is scaled down to fit the width;
- every page has a running header (tournament name, list title) and a footer (program, place and
  dates, "Page i of n"); table header rows repeat on every page (`<thead>`);
- the tie-break legend follows the standings table, so it is on the standings' last page.

`write_pdf` needs only QtGui (QPdfWriter): it works headless on the offscreen platform, which
`ensure_gui_app` selects when no application exists yet. The print dialogs need QtWidgets and
QtPrintSupport and are imported where used.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QObject,
    QRectF,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QKeySequence,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from arbiter_app.core.report import CROSSTABLE, DETAILS, PROGRESS, STANDINGS, Report
from arbiter_app.io import html as report_html
from arbiter_app.io.files import write_atomic
from arbiter_app.io.labels import ENGLISH_LABELS, Labels

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
    from PySide6.QtWidgets import QWidget

PAPER = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
DEFAULT_PARTS = (STANDINGS, CROSSTABLE)
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


@dataclass
class Section:
    """One part laid out for one page orientation."""

    part: str
    layout: QPageLayout
    doc: QTextDocument
    scale: float  # painter scale (1.0 unless the table was too wide)
    content: QRectF  # where the document's pages go, in device pixels, page-relative
    first_page: int = 0  # global index of the section's first page


class ReportPages:
    """The report's pages for one paint device resolution: layout once, paint any page."""

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
        self.sections: list[Section] = []
        first = True
        for part in parts:
            body = report_html.part_html(report, part, labels, flavour=report_html.QT)
            if not body:
                continue
            if first:
                body = report_html.header_html(report, labels) + body
                first = False
            self.sections.append(self._section(part, body))
        n = 0
        for s in self.sections:
            s.first_page = n
            n += s.doc.pageCount()
        self.page_count = n

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
        return QFontMetricsF(report_font(7.5), self._device).height() * 2.2

    def _document(self, body: str, width: float) -> QTextDocument:
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self._device)
        doc.setDefaultFont(report_font())
        doc.setDocumentMargin(0)
        doc.setHtml(report_html.document(body, self.report.header.name, report_html.QT))
        doc.setTextWidth(width)
        return doc

    def _natural_width(self, body: str) -> float:
        """The width the widest table wants (tables laid out without `width=100%`)."""
        doc = self._document(_WIDTHS.sub("", body), 1e6)
        return doc.idealWidth()

    def _section(self, part: str, body: str) -> Section:
        natural = self._natural_width(body)
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
        doc = self._document(body, content.width() / scale)
        doc.setPageSize(QSizeF(content.width() / scale, content.height() / scale))
        return Section(part, layout, doc, scale, content)

    # -- painting ----------------------------------------------------------------------------
    def section_of(self, page: int) -> tuple[Section, int]:
        for s in self.sections:
            if s.first_page <= page < s.first_page + s.doc.pageCount():
                return s, page - s.first_page
        raise IndexError(page)

    def paint_page(self, painter: QPainter, page: int) -> None:
        """Paint global page `page` (0-based); the painter's origin is the page's paint rect."""
        section, local = self.section_of(page)
        width = section.content.width()
        self._paint_bands(painter, page, width, section.content.bottom(), self._title(section))
        doc = section.doc
        height = doc.pageSize().height()
        painter.save()
        painter.translate(section.content.topLeft())
        painter.scale(section.scale, section.scale)
        painter.translate(0, -local * height)
        doc.drawContents(painter, QRectF(0, local * height, doc.pageSize().width(), height))
        painter.restore()

    def _title(self, section: Section) -> str:
        """The running header's right-hand text: which list, and which part of it."""
        title = self.labels.title(self.report.header)
        if section.part == STANDINGS:
            return title
        part = self.labels(PART_LABELS[section.part])
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
        flags_l = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        flags_r = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        flags_c = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        # Running header (not on the first page, which opens with the full header): event name
        # left, list title right, a rule under both.
        top = QRectF(0, 0, width, line)
        bold = QFont(font)
        bold.setBold(True)
        pen = QPen(_RULE)
        pen.setWidthF(max(1.0, self.dpi / 150))
        if page > 0:
            painter.setPen(_INK)
            painter.setFont(bold)
            painter.drawText(top, flags_l, h.name or labels("tournament"))
            painter.setFont(font)
            painter.setPen(_MUTED)
            painter.drawText(top, flags_r, title)
            painter.setPen(pen)
            painter.drawLine(0, int(line * 1.35), int(width), int(line * 1.35))
        # Footer: program left, place and dates centre, page numbers right.
        foot = QRectF(0, bottom + line * 0.9, width, line)
        painter.setPen(pen)
        painter.drawLine(0, int(bottom + line * 0.6), int(width), int(bottom + line * 0.6))
        painter.setPen(_MUTED)
        painter.drawText(foot, flags_l, h.program)
        where = " · ".join(x for x in (labels.place(h), labels.dates(h)) if x)
        painter.drawText(foot, flags_c, where)
        painter.setPen(_INK)
        painter.drawText(foot, flags_r, labels("page", page=page + 1, pages=self.page_count))
        painter.restore()

    def paint(self, device: QPagedPaintDevice, relayout: bool | None = None) -> None:
        """Paint every page on a printer or PDF writer, switching orientation per section.

        PDF output takes a new page layout between pages. A printer (and the print preview)
        refuses that once printing has started (`setPageLayout` returns False): a page of the
        other orientation is then drawn rotated by 90° on the paper in the job's orientation,
        which is how a printer prints a landscape page anyway. `relayout` forces either way
        (default: only PDF output changes the layout).
        """
        if relayout is None:
            engine = device.paintEngine()
            relayout = engine is not None and engine.type() == QPaintEngine.Type.Pdf
        if not self.sections:
            return
        job_layout = self.sections[0].layout
        device.setPageLayout(job_layout)
        painter = QPainter()
        if not painter.begin(device):
            raise OSError("cannot start printing (is the printer or file available?)")
        rotate = False
        try:
            for page in range(self.page_count):
                section, local = self.section_of(page)
                if page > 0:
                    if local == 0:
                        same = section.layout.orientation() == job_layout.orientation()
                        rotate = not same and not (
                            relayout and device.setPageLayout(section.layout)
                        )
                        if not rotate:
                            job_layout = section.layout
                    device.newPage()
                if rotate:
                    painter.save()
                    # Quarter turn clockwise: the section's top edge runs down the paper's
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
        section, _ = self.section_of(page)
        full = section.layout.fullRectPixels(self.dpi)
        paint = section.layout.paintRectPixels(self.dpi)
        img = _metrics_image(self.dpi, full.width(), full.height())
        img.fill(Qt.GlobalColor.white)
        painter = QPainter(img)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(paint.topLeft())
        self.paint_page(painter, page)
        painter.end()
        return img


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
    ensure_gui_app()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setCreator(report.header.program)
    writer.setTitle(" – ".join(x for x in (report.header.name, labels.title(report.header)) if x))
    pages = ReportPages(report, labels, parts, page_size(paper), PDF_DPI, writer)
    pages.paint(writer)
    del pages, writer  # the writer finishes the document when it is destroyed
    data = bytes(buffer.data().data())
    buffer.close()
    return data


def render_images(
    report: Report,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
    paper: str = "a4",
    dpi: int = 110,
) -> list[QImage]:
    """Every page as an image (screenshots, thumbnails)."""
    ensure_gui_app()
    pages = ReportPages(report, labels, parts, page_size(paper), dpi)
    return [pages.image(i) for i in range(pages.page_count)]


# -- printer dialogs (GUI) ---------------------------------------------------------------------


def gui_labels() -> Labels:
    """The report's words in the program's language (issue 9 installs the translators) and the
    locale's decimal separator."""
    from PySide6.QtCore import QLocale

    return Labels(
        translate=lambda text: QCoreApplication.translate("Report", text),
        decimal_point=QLocale().decimalPoint(),
    )


def _printer() -> QPrinter:
    from PySide6.QtPrintSupport import QPrinter

    return QPrinter(QPrinter.PrinterMode.HighResolution)


def paint_on_printer(
    report: Report,
    printer: QPrinter,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
) -> None:
    """Print on `printer` as set up (its paper, A4 or Letter, is kept; the orientation is chosen
    per section)."""
    paper = printer.pageLayout().pageSize()
    pages = ReportPages(report, labels, parts, paper, printer.resolution(), printer)
    pages.paint(printer)


def print_report(
    report: Report,
    parent: QWidget | None = None,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
) -> bool:
    """Ask for a printer (and paper) and print; False when the user cancels."""
    from PySide6.QtPrintSupport import QPrintDialog

    printer = _printer()
    dialog = QPrintDialog(printer, parent)
    dialog.setObjectName("printDialog")
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint_on_printer(report, printer, labels, parts)
    return True


def preview_dialog(
    report: Report,
    parent: QWidget | None = None,
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = DEFAULT_PARTS,
) -> QPrintPreviewDialog:
    """A print preview dialog (not yet shown): zoom, page through, page setup, print."""
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    printer = _printer()
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setObjectName("printPreviewDialog")
    # The dialog does not own the printer: keep it alive as long as the dialog.
    dialog.printer_ref = printer  # type: ignore[attr-defined]
    dialog.paintRequested.connect(lambda p: paint_on_printer(report, p, labels, parts))
    return dialog


# -- main window actions -----------------------------------------------------------------------


class _Finished(QObject):
    """Carries a worker's outcome back to the GUI thread (queued signal)."""

    done = Signal(str, str)  # path, error message ("" when it worked)


class ReportActions(QObject):
    """File menu actions: Print, Print preview, Export PDF / Excel / HTML.

    Print and PDF lay out pages with Qt on the GUI thread (a few hundred ms for a big event);
    Excel and HTML build the report, tie-break details included, from a snapshot of the
    tournament in a worker thread, so the window stays responsive.
    """

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("reportActions")
        self.window = window
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="export")
        self._finished = _Finished(self)
        self._finished.done.connect(self._done)
        key = QKeySequence.StandardKey
        self.action_print = self._action("actionPrint", self.tr("&Print…"), self.print_, key.Print)
        self.action_preview = self._action(
            "actionPrintPreview", self.tr("Print pre&view…"), self.preview, "Ctrl+Shift+P"
        )
        self.action_pdf = self._action("actionExportPdf", self.tr("Export &PDF…"), self.export_pdf)
        self.action_excel = self._action(
            "actionExportExcel", self.tr("Export E&xcel…"), self.export_excel
        )
        self.action_html = self._action(
            "actionExportHtml", self.tr("Export &HTML…"), self.export_html
        )
        self.actions = [
            self.action_print,
            self.action_preview,
            self.action_pdf,
            self.action_excel,
            self.action_html,
        ]

    def _action(
        self,
        name: str,
        text: str,
        slot: Any,
        shortcut: QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    # -- the report ------------------------------------------------------------------------
    def report(self, parts: Iterable[str] = DEFAULT_PARTS) -> Report:
        from arbiter_app.core.report import build

        return build(self.window.current_tournament(), self.window.current_standings(), parts=parts)

    def _suggest(self, suffix: str) -> str:
        doc = getattr(self.window, "document", None)
        source = getattr(doc, "source", None)
        stem = Path(source).name.split(".")[0] if source else ""
        stem = stem or (self.window.current_tournament().name or "standings")
        return stem + suffix

    def _ask_path(self, title: str, suffix: str, filter_: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, title, self._suggest(suffix), filter_)
        if path and not path.lower().endswith(suffix):
            path += suffix
        return path

    # -- print -------------------------------------------------------------------------------
    def print_(self) -> bool:
        return print_report(self.report(), self.window, gui_labels())

    def preview(self) -> None:
        dialog = preview_dialog(self.report(), self.window, gui_labels())
        dialog.exec()

    # -- export ------------------------------------------------------------------------------
    def export_pdf(self, path: str | None = None) -> None:
        path = path or self._ask_path(self.tr("Export PDF"), ".pdf", self.tr("PDF (*.pdf)"))
        if not path:
            return
        try:
            paper = "letter" if _printer().pageLayout().pageSize().id() == PAPER["letter"] else "a4"
            write_pdf(self.report(), path, gui_labels(), paper=paper)
        except OSError as exc:
            self._done(path, str(exc.strerror or exc))
        else:
            self._done(path, "")

    def export_excel(self, path: str | None = None) -> Future[None] | None:
        path = path or self._ask_path(
            self.tr("Export Excel"), ".xlsx", self.tr("Excel workbook (*.xlsx)")
        )
        if not path:
            return None
        from arbiter_app.io.excel import write_xlsx

        return self._in_background(path, DETAILS_PARTS, lambda r, p, lab: write_xlsx(r, p, lab))

    def export_html(self, path: str | None = None) -> Future[None] | None:
        path = path or self._ask_path(
            self.tr("Export HTML"), ".html", self.tr("Web page (*.html *.htm)")
        )
        if not path:
            return None
        from arbiter_app.io.html import write_html

        return self._in_background(path, DEFAULT_PARTS, lambda r, p, lab: write_html(r, p, lab))

    def _in_background(self, path: str, parts: Sequence[str], write: Any) -> Future[None]:
        from arbiter_app.core.report import build
        from arbiter_app.gui.main_window import snapshot

        t = snapshot(self.window.current_tournament())
        standings = self.window.current_standings()
        labels = gui_labels()
        finished = self._finished

        def job() -> None:
            try:
                write(build(t, standings, parts=parts), path, labels)
            except OSError as exc:
                finished.done.emit(path, str(exc.strerror or exc))
            except Exception as exc:  # reported in the window, never lost in a thread
                finished.done.emit(path, f"{type(exc).__name__}: {exc}")
            else:
                finished.done.emit(path, "")

        return self._pool.submit(job)

    def _done(self, path: str, error: str) -> None:
        if error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self.window,
                self.tr("Export failed"),
                self.tr("Could not write {path}:\n{error}").format(path=path, error=error),
            )
        else:
            bar = getattr(self.window, "statusBar", None)
            if bar is not None:
                bar().showMessage(self.tr("Written {path}").format(path=path), 5000)


def install_report_actions(window: Any) -> ReportActions:
    """Create the print/export actions and put them in the window's File menu (export section,
    via `window.add_export_action`)."""
    actions = ReportActions(window)
    for action in actions.actions:
        window.add_export_action(action)
    window.report_actions = actions
    return actions


DETAILS_PARTS = (STANDINGS, CROSSTABLE, DETAILS)
ALL_PRINT_PARTS = (STANDINGS, CROSSTABLE, PROGRESS, DETAILS)
