"""Standings CSV (`io.csv`). Sources: NSF seed example (seed 004: points, BH-C1, BH printed for
all nine players); held_swiss_5 points column for shared places (FIDE TEC exercise)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from conftest import FIDE_TEC, SEEDS, read_as_printed
from msgspec.structs import replace

from arbiter_app.core import report as rep
from arbiter_app.io import csv as report_csv
from arbiter_app.io.trf import read_trf

NSF = SEEDS / "nsf_example.trf"
PRINTED = json.loads((SEEDS / "expected.json").read_text(encoding="utf-8"))["nsf_example.trf"]


def _read(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f))


def test_standings_csv_values(tmp_path: Path) -> None:
    out = tmp_path / "nsf.csv"
    report_csv.write_csv(
        rep.build(read_as_printed(NSF), tiebreaks=["BH/C1", "BH"], rules="fide-2009"), out
    )
    assert out.read_bytes().startswith("\ufeff".encode())  # Excel reads UTF-8 with the BOM
    rows = _read(out)
    assert rows[0] == ["Rk.", "No.", "Name", "Pts", "BH/C1", "BH", "Status"]
    assert len(rows) == 10
    for row in rows[1:]:
        sn = row[1]
        assert row[3:6] == [PRINTED["points"][sn], PRINTED["BH/C1"][sn], PRINTED["BH"][sn]]
    assert "Bjørn" in {r[2] for r in rows}
    ingrid = next(r for r in rows if r[1] == "9")
    assert ingrid[-1] == "withdrew after round 4"


def test_shared_places() -> None:
    """By points only, four players share 2-5 in held_swiss_5."""
    text = report_csv.format_csv(rep.build(read_trf(FIDE_TEC / "held_swiss_5.trf"), tiebreaks=[]))
    rows = list(csv.reader(io.StringIO(text)))
    assert [r[0] for r in rows[1:6]] == ["1", "2-5", "2-5", "2-5", "2-5"]


def test_formula_like_text_is_defused() -> None:
    """CSV injection (OWASP): text starting with = + - @ gets a leading apostrophe."""
    t = read_trf(NSF)
    p = t.player(1)
    t.replace_player(replace(p, name='=HYPERLINK("http://x","y")'))
    rows = list(csv.reader(io.StringIO(report_csv.format_csv(rep.build(t, tiebreaks=[])))))
    assert '\'=HYPERLINK("http://x","y")' in {r[2] for r in rows}
    assert report_csv.safe_text("+46 70") == "'+46 70"
    assert report_csv.safe_text("Anna") == "Anna"


def test_the_one_writer_defuses_every_formula_like_cell_but_keeps_numbers() -> None:
    """Every column, header included, goes through `safe_text`; plain numbers (a negative
    bonus, a tie-break value) stay numbers."""
    text = report_csv.format_rows(
        [["=1+1", "Name"], ["-1.5", "@SUM(A1)"], ["+3", "\tx"], [None, -2], ["-5 Anna", "3-4"]]
    )
    assert list(csv.reader(io.StringIO(text))) == [
        ["'=1+1", "Name"],
        ["-1.5", "'@SUM(A1)"],
        ["+3", "'\tx"],
        ["", "-2"],
        ["'-5 Anna", "3-4"],
    ]
