"""HTML export (`io.html`): issue 7 acceptance 4, a standalone page with the standings table.

Parsed with the standard library's `html.parser`. Source of the numbers: the NSF seed example
(seed 004: points, BH-C1 and BH printed for all nine players).
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from conftest import SEEDS, read_as_printed
from msgspec.structs import replace

from arbiter_app.core import report as rep
from arbiter_app.io import html
from arbiter_app.io.trf import read_trf

NSF = SEEDS / "nsf_example.trf"
PRINTED = json.loads((SEEDS / "expected.json").read_text(encoding="utf-8"))["nsf_example.trf"]


class Page(HTMLParser):
    """Collects the tags, external references and the tables (rows of cell texts)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str, str | None]] = []
        self.tables: dict[str, list[list[str]]] = {}
        self._table: str | None = None
        self._cell: list[str] | None = None
        self._row: list[str] | None = None
        self.title = ""
        self._in_title = False
        self.charset = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        a = dict(attrs)
        self.attrs += [(tag, k, v) for k, v in attrs]
        if tag == "meta" and "charset" in a:
            self.charset = a["charset"] or ""
        if tag == "title":
            self._in_title = True
        if tag == "table":
            self._table = a.get("class") or ""
            self.tables[self._table] = []
        elif tag == "tr" and self._table is not None:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None and self._table is not None:
            self.tables[self._table].append(self._row)
            self._row = None
        elif tag == "table":
            self._table = None

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        if self._cell is not None:
            self._cell.append(data)


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Page, bytes]:
    report = rep.build(read_as_printed(NSF), tiebreaks=["BH/C1", "BH"], rules="fide-2009")
    out = tmp_path_factory.mktemp("html") / "nsf.html"
    html.write_html(report, out)
    data = out.read_bytes()
    p = Page()
    p.feed(data.decode("utf-8"))
    p.close()
    return p, data


def test_acceptance_4_standalone_page_with_the_standings(page: tuple[Page, bytes]) -> None:
    p, data = page
    assert data.startswith(b"<!DOCTYPE html>")
    assert p.charset.lower() == "utf-8"
    assert p.title.startswith("NSF NGP example")
    assert p.tags.count("html") == 1 and "body" in p.tags and "style" in p.tags
    table = p.tables["list standings"]
    assert table[0][:3] == ["Rk.", "No.", "Name"]
    assert table[0][-3:] == ["Pts", "BH/C1", "BH"]
    body = table[1:]
    assert len(body) == 9
    for row in body:
        sn = row[1]
        assert row[-3] == PRINTED["points"][sn]
        assert row[-2] == PRINTED["BH/C1"][sn]
        assert row[-1] == PRINTED["BH"][sn]
    names = {row[2].split(" (")[0] for row in body}
    assert "Bjørn" in names  # UTF-8 intact


def test_self_contained(page: tuple[Page, bytes]) -> None:
    """No scripts, stylesheets, images or fonts fetched from anywhere."""
    p, _ = page
    assert "script" not in p.tags and "link" not in p.tags and "img" not in p.tags
    assert not [a for a in p.attrs if a[1] in ("src", "href")]


def test_legend_and_crosstable(page: tuple[Page, bytes]) -> None:
    p, _ = page
    legend = p.tables["legend tiebreaks"]
    assert [r[1] for r in legend] == ["BH/C1", "BH"]
    assert all("Buchholz" in r[2] for r in legend)
    assert "Cut-1" in legend[0][2]
    assert p.tables["legend symbols"][0][0].startswith("12w1:")
    cross = p.tables["list cross"]
    assert len(cross) == 10
    charlotte = cross[1]
    assert charlotte[2] == "Charlotte"
    assert charlotte[3:8] == ["7w1", "5w0", "8w+", "9w1", "2w1"]  # the TRF's round blocks


def test_withdrawn_player_marked(page: tuple[Page, bytes]) -> None:
    """Ingrid (9): zero-point bye in the last round after her last game → withdrawn after R4."""
    p, _ = page
    ingrid = next(r for r in p.tables["list standings"] if r[1] == "9")
    assert ingrid[2] == "Ingrid (withdrawn after R4)"


def test_text_is_escaped(tmp_path: Path) -> None:
    t = read_trf(NSF)
    p = t.player(1)
    t.replace_player(replace(p, name="<script>alert(1)</script> & Co"))
    t.name = 'Open "<b>"'
    text = html.render(rep.build(t, tiebreaks=[], rules="fide-2009"))
    assert "<script>" not in text and "&lt;script&gt;" in text and "&amp; Co" in text
    assert "<b>" not in text


def test_decimal_point_from_labels() -> None:
    """Swedish lists print `12,5` (issue 9); the label table carries the separator."""
    from arbiter_app.io.labels import Labels

    report = rep.build(read_trf(NSF), tiebreaks=["BH"], rules="fide-2009")
    text = html.render(report, Labels(decimal_point=","))
    assert ">12,5<" in text and ">12.5<" not in text


def test_written_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "list.html"
    out.write_text("old", encoding="utf-8")
    report = rep.build(read_trf(NSF), tiebreaks=[], rules="fide-2009")

    def boom(*args: object, **kwargs: object) -> str:
        raise RuntimeError("render failed")

    monkeypatch.setattr(html, "render", boom)
    with pytest.raises(RuntimeError):
        html.write_html(report, out)
    assert out.read_text(encoding="utf-8") == "old"


def test_translation_hook() -> None:
    """Issue 9 plugs a translator into the label table: every word of the list goes through it
    (titles, column heads, the criteria's names), the data does not."""
    from arbiter_app.io.labels import Labels

    report = rep.build(read_trf(NSF), tiebreaks=["BH/C1"], rules="fide-2009")
    text = html.render(report, Labels(translate=lambda s: "«" + s + "»"))
    assert "«Final standings»" in text and "«Rk.»" in text and "«Pts»" in text
    assert "«Buchholz: sum of the opponents" in text
    assert "«Cut-1: the lowest value removed»" in text
    assert ">Charlotte<" in text  # names are data
