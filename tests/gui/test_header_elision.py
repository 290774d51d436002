"""No column header of the main window is cut off in any language.

Each language's window is built on the bundled example, with the bundled DejaVu Sans as the
application font (resources/fonts, loaded through QFontDatabase), so the measurement is the
same on every machine. A header is cut off when its text, as the header's font measures it,
plus the style's header margins (and the sort indicator where sorting is on) is wider than its
section: QHeaderView then elides it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from languages import language_env_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication, QHeaderView, QStyle, QTableView
from pytestqt.qtbot import QtBot

from arbiter_app.gui import i18n
from arbiter_app.gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "resources" / "fonts" / "DejaVuSans.ttf"
EXAMPLE = ROOT / "resources" / "examples" / "fide_exercise_swiss_9.trf"
LANGUAGES = ("en", "sv", "nb", "da", "bg")


@pytest.fixture
def bundled_font(qapp: QApplication) -> Iterator[QFont]:
    font_id = QFontDatabase.addApplicationFont(str(FONT))
    assert font_id >= 0, FONT
    family = QFontDatabase.applicationFontFamilies(font_id)[0]
    before = QApplication.font()
    font = QFont(family, 10)
    QApplication.setFont(font)
    yield font
    QApplication.setFont(before)
    QFontDatabase.removeApplicationFont(font_id)


def cut_headers(view: QTableView) -> list[str]:
    """The header texts of `view` that do not fit their section."""
    header = view.horizontalHeader()
    model = view.model()
    style = header.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    sort = 0
    if header.isSortIndicatorShown():
        sort = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header) + margin
    out = []
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, Qt.Orientation.Horizontal)
        if not text:
            continue
        font = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else header.font())
        need = max(metrics.horizontalAdvance(line) for line in str(text).splitlines())
        if need + 2 * margin + sort > header.sectionSize(section):
            out.append(f"{text!r}: {need + 2 * margin + sort} > {header.sectionSize(section)}")
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_header_is_cut_off(
    qtbot: QtBot, bundled_font: QFont, language_env: None, lang: str
) -> None:
    i18n.install(lang)
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_path(EXAMPLE, ask=False)
    w.show()
    qtbot.waitExposed(w)
    assert w.font().family() == bundled_font.family()
    views = {v.objectName(): v for v in w.findChildren(QTableView) if v.model() is not None}
    assert {"crosstableView", "standingsView"} <= set(views), sorted(views)
    cut = {name: cut_headers(v) for name, v in views.items() if v.isVisible()}
    assert cut == {name: [] for name in cut}
    w.document.undo_stack.setClean()


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_header_is_cut_off_after_a_live_switch(
    qtbot: QtBot, bundled_font: QFont, language_env: None, lang: str
) -> None:
    """Built in English, then switched from the Language menu: the longer words get room."""
    from PySide6.QtGui import QAction

    i18n.install("en")
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_path(EXAMPLE, ask=False)
    w.show()
    qtbot.waitExposed(w)
    w.findChild(QAction, f"actionLanguage_{lang}").trigger()
    assert i18n.current_language() == lang
    views = [v for v in w.findChildren(QTableView) if v.isVisible() and v.model() is not None]
    assert views
    assert {v.objectName(): cut_headers(v) for v in views} == {v.objectName(): [] for v in views}
    w.document.undo_stack.setClean()


def test_the_check_sees_a_cut_header(qtbot: QtBot, bundled_font: QFont) -> None:
    """A section narrower than its text is reported (the check can fail)."""
    from PySide6.QtGui import QStandardItemModel

    model = QStandardItemModel(1, 1)
    model.setHorizontalHeaderLabels(["Kvalitetsberegninger"])
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.setColumnWidth(0, 40)
    assert cut_headers(view) != []
    view.resizeColumnsToContents()
    assert cut_headers(view) == []
