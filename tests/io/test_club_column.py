"""The club column of the final list: after the name in CSV, Excel, HTML and the printed/PDF
pages when any player has a club, and nowhere when nobody has one.

Event: the NSF seed example (nine players; its printed list in seeds/expected.json). Three
players are given clubs: No. 1 Bjørnsjø SK, No. 2 ` Skakklubben K41 ` (spaces as a list may
write them; printed without), No. 5 the formula-like `=Rockaden`, which must stay text."""

from __future__ import annotations

import csv
import io
from html.parser import HTMLParser
from pathlib import Path

import openpyxl
from conftest import SEEDS, read_as_printed
from msgspec.structs import replace

from arbiter_app.core import report as rep
from arbiter_app.core.model import Tournament
from arbiter_app.io import csv as report_csv
from arbiter_app.io import excel, html
from arbiter_app.io.trf import read_trf

NSF = SEEDS / "nsf_example.trf"
CLUBS = {1: "Bjørnsjø SK", 2: " Skakklubben K41 ", 5: "=Rockaden"}
PRINTED = {1: "Bjørnsjø SK", 2: "Skakklubben K41", 5: "=Rockaden"}


def event(clubs: dict[int, str]) -> Tournament:
    t = read_trf(NSF)
    for sno, club in clubs.items():
        t.replace_player(replace(t.player(sno), club=club))
    return t


def build(t: Tournament) -> rep.Report:
    return rep.build(t, tiebreaks=["BH/C1", "BH"], rules="fide-2009")


def test_report_rows_carry_the_club() -> None:
    report = build(event(CLUBS))
    assert report.any_club
    assert {r.start_no: r.club for r in report.rows if r.club} == PRINTED
    assert not build(read_trf(NSF)).any_club


def test_csv_has_the_club_after_the_name() -> None:
    rows = list(csv.reader(io.StringIO(report_csv.format_csv(build(event(CLUBS))))))
    assert rows[0][:5] == ["Rk.", "No.", "Name", "Club", "Pts"]
    clubs = {int(r[1]): r[3] for r in rows[1:]}
    assert clubs[1] == "Bjørnsjø SK" and clubs[2] == "Skakklubben K41" and clubs[3] == ""
    assert clubs[5] != "=Rockaden" and clubs[5].endswith("=Rockaden")  # made safe as a name is
    plain = list(csv.reader(io.StringIO(report_csv.format_csv(build(read_as_printed(NSF))))))
    assert plain[0] == ["Rk.", "No.", "Name", "Pts", "BH/C1", "BH", "Status"]


def test_xlsx_has_the_club_after_the_name(tmp_path: Path) -> None:
    out = tmp_path / "clubs.xlsx"
    excel.write_xlsx(build(event(CLUBS)), out)
    ws = openpyxl.load_workbook(out)["Standings"]
    rows = [[c.value for c in row] for row in ws.iter_rows()]
    head = next(i for i, r in enumerate(rows) if r[:3] == ["Rk.", "No.", "Name"])
    assert rows[head][3] == "Club"
    clubs = {r[1]: r[3] for r in rows[head + 1 :] if isinstance(r[1], int)}
    assert {k: v for k, v in clubs.items() if v} == PRINTED
    cell = next(c for row in ws.iter_rows() for c in row if c.value == "=Rockaden")
    assert cell.data_type == "s"


class _Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[str]] = []
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self._in_standings = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._in_standings = (dict(attrs).get("class") or "") == "list standings"
        elif tag == "tr" and self._in_standings:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows.append(self._row)
            self._row = None
        elif tag == "table":
            self._in_standings = False

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def _standings(text: str) -> list[list[str]]:
    parser = _Cells()
    parser.feed(text)
    return parser.rows


def test_html_has_the_club_after_the_name() -> None:
    rows = _standings(html.render(build(event({**CLUBS, 3: "<b>SK</b> & Co"}))))
    assert rows[0][:5] == ["Rk.", "No.", "Name", "Club", "Pts"]
    clubs = {int(r[1]): r[3] for r in rows[1:]}
    assert clubs[1] == "Bjørnsjø SK" and clubs[5] == "=Rockaden" and clubs[3] == "<b>SK</b> & Co"
    assert _standings(html.render(build(read_trf(NSF))))[0][:4] == ["Rk.", "No.", "Name", "Pts"]
