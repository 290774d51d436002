"""The PDF of every list holds every player's name and every number the window shows.

The window opens an event, the standings pane and the crosstable show it; the PDF export of
the window's report (File > Export PDF) is read back with pypdf. Each list (standings,
crosstable, round by round, tie-break details) starts on a page of its own; the pages of the
standings must hold every cell text of the standings pane (place, start number, name, points,
each tie-break value), the pages of the crosstable every cell of the crosstable (start number,
name, rating, federation, points, each round's cell), and every list every player's name.
Page header and footer: the event, the rounds, the date and "Page n of m" on every page.
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections import Counter
from pathlib import Path

import pypdf
import pytest
from conftest import FIDE_TEC
from gatetools import Gates
from guitools import free_editing, gui_env_fixture, window_fixture  # noqa: F401
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_app.core.edits import ChangeSettings
from arbiter_app.core.report import ALL_PARTS, CROSSTABLE, DETAILS, PROGRESS, STANDINGS
from arbiter_app.gui import printing
from arbiter_app.gui.crosstable_model import COL_NAME as X_NAME
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.standings_model import COL_NAME as S_NAME
from arbiter_app.io.labels import ENGLISH_LABELS

ROOT = Path(__file__).resolve().parents[2]
CASES = {
    "bundled example": ROOT / "resources" / "examples" / "fide_exercise_swiss_9.trf",
    "held swiss 5": FIDE_TEC / "held_swiss_5.trf",
    "held round robin": FIDE_TEC / "held_round_robin.trf",
}
HEADINGS = {
    STANDINGS: ENGLISH_LABELS.title,  # "Final standings" / "Standings after round n"
    CROSSTABLE: lambda _h: ENGLISH_LABELS("crosstable"),
    PROGRESS: lambda _h: ENGLISH_LABELS("progress"),
    DETAILS: lambda _h: ENGLISH_LABELS("details"),
}


def _norm(text: str) -> str:
    # NFKC: the PDF's ligatures (ﬁ) back to letters; ½ becomes 1⁄2 on both sides alike.
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _pages(data: bytes) -> list[str]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return [_norm(p.extract_text()) for p in reader.pages]


def _cells(model: object, skip: int) -> list[str]:
    m = model  # a QAbstractItemModel
    out = []
    for r in range(m.rowCount()):  # type: ignore[attr-defined]
        for c in range(m.columnCount()):  # type: ignore[attr-defined]
            if c == skip:
                continue
            text = m.data(m.index(r, c), Qt.ItemDataRole.DisplayRole)  # type: ignore[attr-defined]
            if text:
                out.append(str(text))
    return out


def _missing(expected: list[str], text: str) -> list[str]:
    """Texts of `expected` not in `text`, counting repeats (each occurrence must be printed)."""
    tokens = Counter(text.split(" "))
    missing = []
    for value in (_norm(x) for x in expected):
        if " " in value:
            if value not in text:
                missing.append(value)
            continue
        if tokens[value] <= 0:
            missing.append(value)
        else:
            tokens[value] -= 1
    return missing


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_name_and_number_on_screen_is_in_the_pdf(
    window: MainWindow, qtbot: QtBot, case: str, gates: Gates
) -> None:
    assert window.open_path(CASES[case], ask=False)
    free_editing(window, gates)
    if not window.current_tournament().tiebreaks:  # the TEC files carry no list: give one
        assert window.push(ChangeSettings(tiebreaks=["DE", "BH/C1", "SB", "WIN"]), "list")
    t = window.current_tournament()
    assert t.tiebreaks
    report = window.report_actions.report(ALL_PARTS)
    pages = _pages(printing.pdf_bytes(report, parts=ALL_PARTS))
    n = len(pages)

    # Which pages hold which list: a list starts on the page that opens with its heading.
    starts: dict[str, int] = {}
    for part in ALL_PARTS:
        heading = _norm(HEADINGS[part](report.header))
        after = max(starts.values(), default=0)
        found = [k for k, p in enumerate(pages) if heading in p and k >= after]
        assert found, (part, heading, [p[:80] for p in pages])
        starts[part] = found[0]
    bounds = [*sorted(starts.values()), n]
    text = {
        part: " ".join(pages[start : bounds[bounds.index(start) + 1]])
        for part, start in starts.items()
    }

    names = [_norm(p.name) for p in t.players]
    for part in ALL_PARTS:
        assert [x for x in names if x not in text[part]] == [], part

    # Names are checked above (the screen marks a withdrawn player "(wd)", print "withdrawn
    # after Rn": both checked apart).
    standings = _cells(window.standings_model, skip=S_NAME)
    assert len(standings) >= 4 * len(t.players)
    assert _missing(standings, text[STANDINGS]) == []
    crosstable = _cells(window.crosstable_model, skip=X_NAME)
    assert _missing(crosstable, text[CROSSTABLE]) == []

    # Header and footer: the event and its rounds and date on every page, page n of m.
    for i, page in enumerate(pages, start=1):
        assert f"Page {i} of {n}" in page
        assert _norm(t.name) in page
        assert f"Rounds {t.total_rounds}" in page
        if t.start_date:
            assert t.start_date in page
    for p in t.players:
        if p.withdrawn_after is not None:
            mark = ENGLISH_LABELS("withdrawn_mark", round=p.withdrawn_after)
            assert mark in text[STANDINGS], p.name
    # The legend of abbreviations once per list.
    assert sum(p.count("TB1 ") for p in pages) == 1


def test_the_check_sees_a_missing_number() -> None:
    assert _missing(["12.5", "12.5"], "a 12.5 b") == ["12.5"]
    assert _missing(["Anita Berg"], "Anita x Berg") == ["Anita Berg"]
    assert not re.search("x", "")
