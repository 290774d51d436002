"""Print, preview and PDF (`gui.printing`): issue 7 acceptance 3 and the page layout.

Text is read back from the PDFs with pypdf. Sources: the NSF seed example (seed 004) with the
`nsf` preset (BH-Cut-1, BH, ARO at 5 rounds; the median only from 7 rounds) and its printed
values; a generated event (`benchmarks/tournaments.py`) for multi-page and wide lists.
"""

from __future__ import annotations

import io
import re
import sys
import unicodedata
from pathlib import Path

import pypdf
import pytest
from conftest import FIDE_TEC, SEEDS

from arbiter_app.core import profiles
from arbiter_app.core import report as rep
from arbiter_app.gui import printing, report_actions
from arbiter_app.io.trf import read_trf
from benchmarks.tournaments import swiss

NSF = SEEDS / "nsf_example.trf"
NSF_NAMES = ["Anita", "Bjørn", "Charlotte", "David", "Eva", "Frederik", "Guri", "Henrik", "Ingrid"]


def pdf_pages(data: bytes) -> list[tuple[str, bool]]:
    """(text, landscape) per page; text NFKC-normalised (ligatures such as `ﬁ` → `fi`) with
    whitespace collapsed to single spaces."""
    reader = pypdf.PdfReader(io.BytesIO(data))
    out = []
    for page in reader.pages:
        text = unicodedata.normalize("NFKC", page.extract_text())
        box = page.mediabox
        out.append((" ".join(text.split()), float(box.width) > float(box.height)))
    return out


def nsf_report(parts: tuple[str, ...] = rep.DEFAULT_PRINT_PARTS) -> rep.Report:
    t = read_trf(NSF)
    preset = profiles.get("nsf")
    return rep.build(
        t, tiebreaks=preset.tiebreaks_for(t), rules=preset.rules, profile="nsf", parts=parts
    )


def test_acceptance_3_nsf_pdf(qapp: object) -> None:
    """Header, every player, the tie-break legend and page numbers are in the PDF."""
    pages = pdf_pages(printing.pdf_bytes(nsf_report()))
    n = len(pages)
    assert n >= 2  # standings, then the crosstable
    first = pages[0][0]
    assert "NSF NGP example (Kvalitetsberegning for sveitserturneringer)" in first
    assert "2017-04-21 – 2017-04-23" in first
    assert "Final standings" in first
    assert "Preset NSF NGP and club Swiss (Norway)" in first and "[nsf]" not in first
    assert "Rule edition FIDE legacy" in first and "[fide-2009]" not in first
    assert "Tie-breaks BH/C1, BH, ARO" in first
    for name in NSF_NAMES:
        assert name in first
    # The legend names each criterion in full (on the standings' last page).
    assert "TB1 BH/C1 Buchholz" in first and "Cut-1" in first
    assert "TB3 ARO Average" in first and "rating of the opponents" in first
    for i, (text, _) in enumerate(pages, start=1):
        assert f"Page {i} of {n}" in text
    # Seed 004's printed BH-C1 / BH for Charlotte (3): 10.5 / 12.5, with 4.0 points.
    assert re.search(r"1 3 Charlotte 4\.0 10\.5 12\.5", first)


def test_standings_portrait_wide_crosstable_landscape(qapp: object) -> None:
    """Standings print portrait; a crosstable too wide for portrait (9 rounds and six
    tie-breaks) prints landscape; the running header repeats the event name on later pages."""
    t = read_trf(FIDE_TEC / "held_swiss_9.trf")
    report = rep.build(t, tiebreaks=["BH/C1", "BH", "SB", "AOB", "ARO", "WIN"], rules="fide-2024")
    pages = pdf_pages(printing.pdf_bytes(report))
    standings = [p for p in pages if "Crosstable" not in p[0]]
    crosstable = [p for p in pages if "Crosstable" in p[0]]
    assert standings and crosstable
    assert not any(landscape for _, landscape in standings)
    assert all(landscape for _, landscape in crosstable)
    assert all(t.name in text for text, _ in crosstable)


def test_long_list_repeats_header_and_ends_with_the_legend(qapp: object) -> None:
    """120 players: the standings run over several pages; the column titles repeat on every
    page (`<thead>`), the legend is printed once, after the last player."""
    t = swiss(120, 7, seed=3)
    report = rep.build(t, tiebreaks=["BH/C1", "BH", "SB"], rules="fide-2024")
    pages = pdf_pages(printing.pdf_bytes(report, parts=(rep.STANDINGS,)))
    assert len(pages) >= 3
    for text, landscape in pages:
        assert not landscape
        assert "Rk. No." in text and "Pts BH/C1 BH SB" in text
    legend_pages = [i for i, (text, _) in enumerate(pages) if "TB1 BH/C1" in text]
    assert legend_pages == [len(pages) - 1]
    last = report.rows[-1]
    assert last.name in pages[-1][0]
    for i, (text, _) in enumerate(pages[1:], start=2):
        assert t.name in text  # running header
        assert f"Page {i} of {len(pages)}" in text


def test_letter_paper(qapp: object) -> None:
    pages = pypdf.PdfReader(io.BytesIO(printing.pdf_bytes(nsf_report(), paper="letter"))).pages
    box = pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)  # 8.5 x 11 in


def test_write_pdf_atomically(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "list.pdf"
    printing.write_pdf(nsf_report(), out)
    assert out.read_bytes().startswith(b"%PDF")
    with pytest.raises(ValueError):
        printing.write_pdf(nsf_report(), tmp_path / "bad.pdf", paper="a5")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["list.pdf"]


def test_page_images(qapp: object) -> None:
    """The pages as images (the README screenshots): A4 portrait at 100 dpi, then landscape
    for the crosstable of a wide event."""
    pages = printing.ReportPages(nsf_report(), paper=printing.page_size("a4"), dpi=100)
    images = [pages.image(i) for i in range(pages.page_count)]
    assert len(images) == 2
    assert abs(images[0].width() - 827) <= 1 and abs(images[0].height() - 1169) <= 1
    # Not a blank page: the header and table put dark pixels on it.
    dark = sum(
        1
        for y in range(0, images[0].height(), 7)
        for x in range(0, images[0].width(), 7)
        if images[0].pixelColor(x, y).lightness() < 128
    )
    assert dark > 200


def test_printer_path(qapp: object, tmp_path: Path) -> None:
    """The same pages through QPrinter (PDF output stands in for a real printer)."""
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printer.pdf"
    printer.setOutputFileName(str(out))
    report_actions.paint_on_printer(nsf_report(), printer)
    pages = pdf_pages(out.read_bytes())
    assert "Final standings" in pages[0][0]
    assert f"Page 1 of {len(pages)}" in pages[0][0]


def test_preview_dialog_paints(qtbot: object) -> None:
    dialog = report_actions.preview_dialog(nsf_report())
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.objectName() == "printPreviewDialog"
    painted: list[object] = []
    dialog.paintRequested.connect(painted.append)
    dialog.open()
    qtbot.waitUntil(lambda: bool(painted), timeout=10_000)  # type: ignore[attr-defined]
    dialog.close()


def test_install_report_actions(qtbot: object, tmp_path: Path) -> None:
    """The five actions land in the window's File menu (via `add_export_action`) and export
    without dialogs when given a path."""
    from PySide6.QtWidgets import QMainWindow

    from arbiter_app.core.standings import compute

    class Window(QMainWindow):
        def __init__(self) -> None:
            super().__init__()
            self.t = read_trf(NSF)
            self.t.tiebreaks = ["BH/C1", "BH"]
            self.t.rules = "fide-2009"
            self.added: list[str] = []

        def current_tournament(self) -> object:
            return self.t

        def current_standings(self) -> object:
            return compute(self.t)

        def add_export_action(self, action: object) -> None:
            self.added.append(action.objectName())  # type: ignore[attr-defined]
            self.addAction(action)  # type: ignore[arg-type]

    w = Window()
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    actions = report_actions.install_report_actions(w)
    assert w.added == [
        "actionPrint",
        "actionPrintPreview",
        "actionExportPdf",
        "actionExportExcel",
        "actionExportHtml",
    ]
    actions.export_pdf(str(tmp_path / "a.pdf"))
    excel = actions.export_excel(str(tmp_path / "a.xlsx"))
    html = actions.export_html(str(tmp_path / "a.html"))
    assert excel is not None and html is not None
    excel.result(timeout=60)
    html.result(timeout=60)
    assert (tmp_path / "a.pdf").read_bytes().startswith(b"%PDF")
    assert (tmp_path / "a.xlsx").stat().st_size > 0
    assert "Charlotte" in (tmp_path / "a.html").read_text(encoding="utf-8")


def test_main_window_file_menu(qtbot: object, tmp_path: Path) -> None:
    """The real main window has the actions in its File menu and exports what it shows."""
    from arbiter_app.gui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.open_path(FIDE_TEC / "held_swiss_5.trf")
    names = [a.objectName() for a in w.menu_file.actions()]
    for name in (
        "actionPrint",
        "actionPrintPreview",
        "actionExportPdf",
        "actionExportExcel",
        "actionExportHtml",
    ):
        assert name in names
    future = w.report_actions.export_html(str(tmp_path / "w.html"))
    assert future is not None
    future.result(timeout=60)
    text = (tmp_path / "w.html").read_text(encoding="utf-8")
    assert "Bruno" in text and "FIDE C.07 2023 Tie-Break Exercises" in text


def test_many_qt_calls_do_not_abort_the_process() -> None:
    """PySide6 6.12.0 on Python 3.11 takes a reference from None on every void call; 50,000
    calls (a few big lists) must not end in "none_dealloc", whichever PySide6 is installed
    (the pins exclude 6.12.0; `arbiter_app.gui.guard_none_refcount` guards the rest)."""
    import subprocess

    code = (
        "from arbiter_app.gui import printing\n"
        "from PySide6.QtGui import QTextDocument\n"
        "d = QTextDocument()\n"
        "for _ in range(50_000): d.setDocumentMargin(0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-500:]


def test_club_column_printed_after_the_name(qapp: object) -> None:
    """With clubs the printed list has a Club column after the name: Charlotte's line (seed
    004: place 1, 4.0, BH/C1 10.5, BH 12.5) reads with her club between name and points;
    without clubs the line is as before (the test above)."""
    from msgspec.structs import replace

    t = read_trf(NSF)
    t.replace_player(replace(t.player(3), club="Bjørnsjø SK"))
    t.replace_player(replace(t.player(1), club="Skakklubben K41"))
    preset = profiles.get("nsf")
    report = rep.build(t, tiebreaks=preset.tiebreaks_for(t), rules=preset.rules, profile="nsf")
    first = pdf_pages(printing.pdf_bytes(report, parts=(rep.STANDINGS,)))[0][0]
    assert re.search(r"Name Club Pts", first)
    assert re.search(r"1 3 Charlotte Bjørnsjø SK 4\.0 10\.5 12\.5", first)
    assert "Skakklubben K41" in first
