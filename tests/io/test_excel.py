"""Excel export (`io.excel`): issue 7 acceptance 1 and 2, and the sheet layout.

Sources: the FIDE TEC exercise `held_swiss_5.trf` with the values the exercise prints
(`tests/data/fide-tec/expected.json`, `fide-2024` block: BH-C1, BH, SB, AOB, ARO, WIN), and the
NSF seed example (seed 004) for the tie-break details.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from decimal import Decimal
from pathlib import Path

import openpyxl
import pytest
from conftest import FIDE_TEC, SEEDS
from msgspec.structs import replace

from arbiter_app.cli import main
from arbiter_app.core import report as rep
from arbiter_app.io import excel
from arbiter_app.io.trf import read_trf

HELD5 = FIDE_TEC / "held_swiss_5.trf"
LIST = "BH/C1,BH,SB,AOB,ARO,WIN"
PRINTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))["held_swiss_5.trf"][
    "fide-2024"
]
SHEETS = ["Standings", "Crosstable", "Tie-break details", "Tournament"]


def _sheet_rows(ws: object) -> list[list[object]]:
    return [list(r) for r in ws.iter_rows(values_only=True)]  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def held_xlsx(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("xlsx") / "held.xlsx"
    code = main(
        ["export", str(HELD5), "--tiebreaks", LIST, "--rules", "fide-2024", "--xlsx", str(out)]
    )
    assert code == 0
    return out


def test_acceptance_1_xlsx_equals_standings_json(
    held_xlsx: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Acceptance 1: ranks, points and every tie-break value read back from the xlsx equal
    `arbiter-app standings --format json`, as numbers, and equal what the FIDE exercise prints."""
    assert (
        main(
            [
                "standings",
                str(HELD5),
                "--tiebreaks",
                LIST,
                "--rules",
                "fide-2024",
                "--format",
                "json",
            ]
        )
        == 0
    )
    doc = json.loads(capsys.readouterr().out)
    wb = openpyxl.load_workbook(held_xlsx)
    assert wb.sheetnames == SHEETS
    ws = wb["Standings"]
    header = [c.value for c in ws[1]]
    assert header[:2] == ["Rk.", "No."]
    col = {name: i for i, name in enumerate(header)}
    rows = list(ws.iter_rows(min_row=2))
    assert len(rows) == len(doc["standings"]) == 16
    for cells, expected in zip(rows, doc["standings"], strict=True):
        rank = cells[col["Rk."]]
        assert isinstance(rank.value, int) and rank.value == expected["rank"]
        assert cells[col["No."]].value == expected["start_no"]
        assert cells[col["Name"]].value == expected["name"]
        points = cells[col["Pts"]]
        assert isinstance(points.value, (int, float)) and points.data_type == "n"
        assert points.value == float(Decimal(expected["points"]))
        assert points.number_format == "0.0"
        for code, text in expected["values"].items():
            cell = cells[col[code]]
            assert cell.data_type == "n" and isinstance(cell.value, (int, float)), code
            assert cell.value == float(Decimal(text)), (expected["name"], code)
            # The exercise's printed value (FIDE TEC), same number.
            assert text == PRINTED[code][str(expected["start_no"])]
            places = len(text.split(".")[1]) if "." in text else 0
            assert cell.number_format == ("0." + "0" * places if places else "0"), code


def test_number_formats_match_precision(held_xlsx: Path) -> None:
    """Points `0.0`, BH `0.0`, SB `0.00`, AOB `0.00`, ARO and ratings `0`, WIN `0` (the printed
    precision of each criterion); a shared place is a number shown `2-5`."""
    ws = openpyxl.load_workbook(held_xlsx)["Standings"]
    header = [c.value for c in ws[1]]
    row = {h: c for h, c in zip(header, ws[3], strict=True)}  # 2nd place
    formats = {
        h: row[h].number_format for h in ("Pts", "BH/C1", "BH", "SB", "AOB", "ARO", "WIN", "Rtg")
    }
    assert formats == {
        "Pts": "0.0",
        "BH/C1": "0.0",
        "BH": "0.0",
        "SB": "0.00",
        "AOB": "0.00",
        "ARO": "0",
        "WIN": "0",
        "Rtg": "0",
    }
    # By points alone four players share 2-5 (TRF points column): numeric 2, displayed 2-5.
    t = read_trf(HELD5)
    report = rep.build(t, tiebreaks=[], rules="fide-2024")
    sheet = excel.frames(report)[0].frame
    assert sheet.iloc[1, 0] == excel.Place(2, 5)


def test_sheet_layout(held_xlsx: Path) -> None:
    """Bold frozen header row, autofilter, print setup (fit to width, header row repeated,
    orientation), column widths from the content."""
    wb = openpyxl.load_workbook(held_xlsx)
    for ws in wb.worksheets:
        assert all(c.font.b for c in ws[1]), ws.title
        assert ws.freeze_panes is not None and ws.freeze_panes.endswith("2"), ws.title
        assert ws.auto_filter.ref == f"A1:{ws.cell(1, ws.max_column).column_letter}{ws.max_row}"
        assert ws.print_title_rows == "$1:$1"
        assert ws.sheet_properties.pageSetUpPr.fitToPage
        assert ws.page_setup.fitToWidth == 1 and ws.page_setup.fitToHeight == 0
        assert ws.page_setup.paperSize == int(ws.PAPERSIZE_A4)
        header = [c.value for c in ws[1]]
        if "Name" in header:  # widths follow the content: "Genevieve" fits
            letter = ws.cell(1, header.index("Name") + 1).column_letter
            assert ws.column_dimensions[letter].width >= len("Genevieve")
    assert wb["Standings"].page_setup.orientation == "portrait"
    assert wb["Crosstable"].page_setup.orientation == "landscape"
    # Frozen through the name column, so names stay in view when scrolling right.
    assert wb["Standings"].freeze_panes == "D2"  # Rk, No, Name | Fed ...


def test_crosstable_and_tournament_sheets(held_xlsx: Path) -> None:
    wb = openpyxl.load_workbook(held_xlsx)
    cross = _sheet_rows(wb["Crosstable"])
    assert cross[0][:4] == ["Rk.", "No.", "Name", "Fed"]
    bruno = cross[1]
    assert bruno[2] == "Bruno"
    assert bruno[cross[0].index("1") : cross[0].index("5") + 1] == [
        "10b1",
        "7w1",
        "1b½",
        "16w1",
        "3b½",
    ]
    info: dict[object, object] = {}
    for r in _sheet_rows(wb["Tournament"]):
        info.setdefault(r[0], r[1])  # the header fields come first
    assert info["Tournament"] == "FIDE C.07 2023 Tie-Break Exercises"  # TRF record 012
    assert info["Rounds"] == 5 and info["Players"] == 16  # numbers, not text
    assert info["Rule edition"] == "FIDE C.07 (2023/2024)"  # words, not the code
    assert info["Tie-breaks"] == "BH/C1, BH, SB, AOB, ARO, WIN"
    legend = [r for r in _sheet_rows(wb["Tournament"]) if r[0] and str(r[0]).startswith("TB")]
    assert [r[1] for r in legend] == LIST.split(",")
    assert all(r[2] for r in legend)  # every criterion named in full


def test_details_sheet_numbers_and_cuts(tmp_path: Path) -> None:
    """NSF seed: Eva's (5) BH-C1 contributions 3.0 3.5 3.0 1.5 1.5 (seed 004), one cut and
    shown in parentheses, the value 11.0 as printed."""
    t = read_trf(SEEDS / "nsf_example.trf")
    report = rep.build(t, tiebreaks=["BH/C1"], rules="fide-2009", parts=(rep.DETAILS,))
    out = tmp_path / "nsf.xlsx"
    excel.write_xlsx(report, out)
    ws = openpyxl.load_workbook(out)["Tie-break details"]
    header = [c.value for c in ws[1]]
    eva = next(r for r in ws.iter_rows(min_row=2) if r[1].value == 5)
    assert eva[header.index("Tie-break")].value == "BH/C1"
    assert eva[header.index("Value")].value == 11.0
    rounds = eva[header.index("R1") : header.index("R5") + 1]
    assert [c.value for c in rounds] == [3.0, 3.5, 3.0, 1.5, 1.5]
    assert all(c.data_type == "n" for c in rounds)
    cut = [c for c in rounds if c.number_format.startswith('"("')]
    assert len(cut) == 1 and cut[0].value == 1.5
    assert "virtual opponent" in eva[header.index("Notes")].value


@pytest.mark.parametrize(
    "name",
    ['=HYPERLINK("http://x","y")', "+46 70", "-5 Anna", "@SUM(A1)", "#N/A", "=1+1"],
)
def test_acceptance_2_formula_like_names_stay_text(tmp_path: Path, name: str) -> None:
    """Acceptance 2: names a spreadsheet would read as a formula (or an error value) come back
    as the literal text, stored as text (no `<f>` element anywhere)."""
    t = read_trf(HELD5)
    t.replace_player(replace(t.player(1), name=name))
    report = rep.build(t, tiebreaks=["BH"], rules="fide-2024")
    out = tmp_path / "names.xlsx"
    excel.write_xlsx(report, out)
    wb = openpyxl.load_workbook(out)
    for title in ("Standings", "Crosstable"):
        cells = [c for row in wb[title].iter_rows() for c in row if c.value == name]
        assert len(cells) == 1, title
        assert cells[0].data_type == "s"
        if name[0] in "=+-@":
            assert cells[0].quotePrefix  # stays text when edited in Excel
    with zipfile.ZipFile(out) as z:
        sheets = [n for n in z.namelist() if n.startswith("xl/worksheets/")]
        assert sheets
        for part in sheets:
            assert "<f>" not in z.read(part).decode("utf-8")


def _named(tmp_path: Path, names: dict[int, str]) -> tuple[Path, set[object]]:
    """Held's Swiss 5 with these players' names, exported; the workbook and the names its
    Standings sheet reads back with openpyxl."""
    t = read_trf(HELD5)
    for sn, name in names.items():
        p = t.player(sn)
        t.replace_player(replace(p, name=name))
    out = tmp_path / "named.xlsx"
    excel.write_xlsx(rep.build(t, tiebreaks=[], rules="fide-2024"), out)
    return out, {r[2] for r in _sheet_rows(openpyxl.load_workbook(out)["Standings"])[1:]}


def test_both_names_of_the_issue_in_one_file(tmp_path: Path) -> None:
    """The issue's two names together, read back with openpyxl as the literal text."""
    _, names = _named(tmp_path, {1: '=HYPERLINK("http://x","y")', 2: "+46 70"})
    assert '=HYPERLINK("http://x","y")' in names and "+46 70" in names


def test_control_characters_do_not_break_the_file(tmp_path: Path) -> None:
    """A name with a control character (XML 1.0 cannot carry it) still gives a valid file."""
    _, names = _named(tmp_path, {3: "Char\x07line <&>"})
    assert "Char\ufffdline <&>" in names


def test_spaces_at_the_ends_of_a_text_are_kept(tmp_path: Path) -> None:
    """Only text with spaces at its ends carries `xml:space="preserve"` (as openpyxl writes
    it); such text reads back with its spaces, the rest as written."""
    out, names = _named(tmp_path, {1: "  Spaced name ", 2: "Plain name"})
    assert {"  Spaced name ", "Plain name"} <= names
    with zipfile.ZipFile(out) as z:
        xml = z.read("xl/worksheets/sheet1.xml").decode("utf-8")
    assert '<t xml:space="preserve">  Spaced name </t>' in xml
    assert "<t>Plain name</t>" in xml


def test_nothing_half_written_on_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure while writing leaves an existing file untouched and no temporary file."""
    out = tmp_path / "list.xlsx"
    out.write_bytes(b"old")
    report = rep.build(read_trf(HELD5), tiebreaks=[], rules="fide-2024")

    def boom(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(excel, "_fill", boom)
    with pytest.raises(OSError):
        excel.write_xlsx(report, out)
    assert out.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["list.xlsx"]


def test_pandas_and_openpyxl_not_imported_until_exporting() -> None:
    """Start-up stays fast: importing the exporter imports neither library."""
    code = (
        "import sys, arbiter_app.io.excel, arbiter_app.io.html, arbiter_app.io.csv;"
        "assert 'pandas' not in sys.modules and 'openpyxl' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
