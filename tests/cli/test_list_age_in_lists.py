"""The age of the FIDE list in force in the printed lists and standings (C.02 checklist, rating
lists: the list's age wherever a rating is shown, a warning when a newer monthly list should
exist): the `standings` text header and the header of the HTML, Excel (and so PDF) lists.

The event of test_ratings_check (start 5 March 2026, players with FIDE IDs). FIDE publishes a
list dated the first of each month (core.list_check), so the list in force is that of
1 March 2026. Worked by hand: a list dated 2026-01-01 is two lists older (February, March):
"2 month(s) older ..., a newer list should exist"; the list dated 2026-03-01 is the one in
force. An event without FIDE IDs gets no line.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ratings_check import event, march_list

from arbiter_app.cli import main
from arbiter_app.io.trf import write_trf

OLDER = (
    "Rating list: fide, list of 2026-01-01 – warning: 2 month(s) older than the list in force, "
    "a newer list should exist"
)
CURRENT = "Rating list: fide, list of 2026-03-01 (the list in force for the event)"


def imported(tmp_path: Path, date: str) -> None:
    lst = march_list(tmp_path / "list.txt")
    assert main(["ratings", "import", str(lst), "--date", date]) == 0


@pytest.fixture
def trf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "event.trf"
    write_trf(event(), path)
    return path


def test_the_standings_header_says_the_lists_age(
    trf: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["standings", str(trf)]) == 0
    assert "Rating list" not in capsys.readouterr().out  # no list imported: no line
    imported(tmp_path, "2026-01-01")
    assert main(["standings", str(trf)]) == 0
    assert OLDER in capsys.readouterr().out.splitlines()
    imported(tmp_path, "2026-03-01")
    assert main(["standings", str(trf)]) == 0
    assert CURRENT in capsys.readouterr().out.splitlines()


def test_the_exported_lists_say_it_too(
    trf: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import openpyxl  # type: ignore[import-untyped,unused-ignore]

    imported(tmp_path, "2026-01-01")
    html, xlsx = tmp_path / "list.html", tmp_path / "list.xlsx"
    assert main(["export", str(trf), "--html", str(html), "--xlsx", str(xlsx)]) == 0
    text = html.read_text(encoding="utf-8")
    assert "Rating list" in text and OLDER.split(": ", 1)[1] in text
    book = openpyxl.load_workbook(xlsx)
    cells = [str(c.value) for ws in book.worksheets for row in ws.iter_rows() for c in row]
    assert "Rating list" in cells and OLDER.split(": ", 1)[1] in cells
