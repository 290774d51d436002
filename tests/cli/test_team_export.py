"""`export FILE` on a team event writes the team lists: the final team standings, the team
crosstable and the board table, in Excel, HTML, CSV and PDF, in any catalogue language. The
match and game points are compared with FIDE's Grandmommy's Cup sample's own 310 records
(sliced from the file's text, columns 55-60 and 62-67)."""

from __future__ import annotations

import csv
import re
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_app.cli import main

CUP = Path(__file__).parents[1] / "data" / "real" / "fide-tec" / "grandmommyscup.trf"


def _claims() -> dict[int, tuple[Fraction, Fraction]]:
    out = {}
    for line in CUP.read_text(encoding="utf-8").splitlines():
        if line.startswith("310"):
            out[int(line[4:7])] = (Fraction(line[54:60].strip()), Fraction(line[61:67].strip()))
    return out


def test_export_writes_the_team_lists_in_swedish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from openpyxl import load_workbook

    xlsx, page, table = tmp_path / "cup.xlsx", tmp_path / "cup.html", tmp_path / "cup.csv"
    outputs = ["--xlsx", str(xlsx), "--html", str(page), "--csv", str(table)]
    code = main(["export", str(CUP), *outputs, "--lang", "sv", "--force"])
    assert code == 0, capsys.readouterr().err
    claims = _claims()
    assert len(claims) == 50
    book = load_workbook(xlsx, read_only=True)
    assert book.sheetnames == ["Slutställning för lag", "Lagkorstabell", "Bordsresultat"]
    rows = list(book["Slutställning för lag"].iter_rows(values_only=True))
    assert rows[0][:5] == ("Plac.", "Nr", "Lag", "MP", "PP")
    got = {
        row[1]: (Fraction(Decimal(str(row[3]))), Fraction(Decimal(str(row[4])))) for row in rows[1:]
    }
    assert got == claims  # every team's MP and GP as its 310 record
    text = page.read_text(encoding="utf-8")
    assert "<h2>Slutställning för lag</h2>" in text and "<h2>Lagkorstabell</h2>" in text
    india3 = claims[16]  # first of the list: India 3, 20 MP, 33.5 GP, with a decimal comma
    assert re.search(r">India 3</td><td[^>]*>20,0</td><td[^>]*>33,5</td>", text), india3
    with table.open(encoding="utf-8") as f:
        assert len(list(csv.reader(f))) == 1 + 50
