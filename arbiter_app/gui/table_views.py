"""Settings shared by the window's table views: cheap with thousands of rows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableView


def fit_columns(view: QTableView, name_column: int, max_name: int = 190) -> None:
    view.resizeColumnsToContents()
    if view.columnWidth(name_column) > max_name:
        view.setColumnWidth(name_column, max_name)
    fit_headers(view)


def fit_name_to_width(view: QTableView, name_column: int, minimum: int = 110) -> None:
    """Narrow the name column so every column fits the view's width (no sideways scrolling
    to reach the last ones): never wider than its content, never narrower than `minimum`
    (nor than its content, when that is narrower)."""
    header = view.horizontalHeader()
    others = sum(header.sectionSize(c) for c in range(header.count()) if c != name_column)
    room = view.viewport().width() - others
    wanted = max(view.sizeHintForColumn(name_column), header.sectionSizeHint(name_column))
    width = min(wanted, max(room, minimum))
    if width != header.sectionSize(name_column):
        header.resizeSection(name_column, width)


def fit_headers(view: QTableView) -> None:
    """Widen every column whose header text does not fit its section (a longer word after a
    language switch, a sort indicator): a header is never cut off; wider columns stay."""
    header = view.horizontalHeader()
    for section in range(header.count()):
        hint = header.sectionSizeHint(section)
        if header.sectionSize(section) < hint:
            header.resizeSection(section, hint)


def _headers_changed(view: QTableView, orientation: Qt.Orientation) -> None:
    if orientation == Qt.Orientation.Horizontal:
        fit_headers(view)


def compact(view: QTableView) -> None:
    """Fixed row heights and no per-row measuring: cheap with thousands of rows."""
    vh = view.verticalHeader()
    vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    vh.setDefaultSectionSize(view.fontMetrics().height() + 6)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setHighlightSections(False)
    # Fitting columns measures the visible rows plus this many: cheap with 1,500 players.
    view.horizontalHeader().setResizeContentsPrecision(60)
    # Header texts change without a model reset when the language is switched: refit them.
    model = view.model()
    if model is not None:
        model.headerDataChanged.connect(lambda o, _a, _b: _headers_changed(view, o))


def sortable(view: QTableView, column: int) -> None:
    """Clicking a header sorts the rows by it (again: the other way); the view starts sorted by
    `column` ascending, the model's own order (rank, start number)."""
    view.horizontalHeader().setSortIndicator(column, Qt.SortOrder.AscendingOrder)
    view.setSortingEnabled(True)
