"""The rating-list, rating-change, prize and rating-report commands, end to end.

Sources: the synthetic FIDE list excerpt (tests/data/ratinglists, README there); the FIDE TEC
round robin `held_round_robin.trf` (crosstable in the file: Alyx, Bruno, Charline 3½; David,
Franck, Helene 1½; Franck-Helene round 4 a forfeit). Expected figures are hand calculations
shown in each test.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clitools import run
from conftest import FIDE_TEC

from arbiter_app.io.trf import read_trf

LISTS = Path(__file__).resolve().parent.parent / "data" / "ratinglists"
RR = FIDE_TEC / "held_round_robin.trf"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def test_import_find_lists(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    code, out, _ = run(capsys, "ratings", "import", str(LISTS / "players_list_foa.txt"),
                       "--date", "2026-11-01")  # fmt: skip
    assert code == 0 and out.strip() == "fide: imported 300 players, list date 2026-11-01 (given)"
    assert (data_dir / "ratinglists" / "fide.sqlite").exists()
    code, out, _ = run(capsys, "ratings", "find", "lindqvist, a")
    assert code == 0
    assert "90000001" in out and "Lindqvist, Ake" in out and "std 2301 rpd 2250 blz -" in out
    assert "[fide 2026-11-01]" in out
    code, out, _ = run(capsys, "ratings", "find", "90000006", "--format", "json")
    (found,) = json.loads(out)
    assert (found["name"], found["standard"], found["standard_k"]) == (
        "Vachier-Test, Anne-Lise", 2401, 10,
    )  # fmt: skip
    code, out, err = run(capsys, "ratings", "find", "nobody here")
    assert code == 1 and "no player found" in err
    code, out, _ = run(capsys, "ratings", "lists")
    assert "fide" in out and "list date 2026-11-01" in out and "300 players" in out


def test_import_errors_name_the_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "list.txt"
    bad.write_text("hello world\n")
    code, _, err = run(capsys, "ratings", "import", str(bad))
    assert code == 1 and err.startswith(f"{bad}:1:1: unknown column 'hello'")
    code, _, err = run(capsys, "ratings", "find", "x")
    assert code == 1 and "no rating list imported yet" in err
    # The combined list does not say its date: it is asked for, not taken from the file.
    code, _, err = run(capsys, "ratings", "import", str(LISTS / "players_list_foa.txt"))
    assert code == 1 and "does not say the list's date" in err
    code, _, err = run(capsys, "ratings", "find", "x")
    assert code == 1 and "no rating list imported yet" in err


def test_national_import_with_mapping(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "ratings", "import", str(LISTS / "national.csv"), "--source",
                         "ssf", "--map", "club=Klubb", "--date", "2026-11-01")  # fmt: skip
    assert code == 0 and "ssf: imported 3 players" in out
    assert "'19x0'" in err  # the bad row is named
    code, out, _ = run(capsys, "ratings", "find", "marta oberg", "--format", "json")
    assert json.loads(out)[0]["club"] == "SK Rockaden"


def test_rating_change_by_hand(capsys: pytest.CaptureFixture[str]) -> None:
    """Alyx (2200, born 1990, K 20 by 8.3.3) in the TEC round robin (2024: B.02 2024 text):
    v Franck 1950 draw: D 250, PD .81, -0.31; v Bruno 2150 win: D 50, PD .57, +0.43;
    v Charline 2100 win: D 100, PD .64, +0.36; v David 2050 loss: D 150, PD .70, -0.70;
    v Helene 2000 win: D 200, PD .76, +0.24. Sum +0.02 x 20 = +0.40, new rating 2200.
    Franck-Helene (round 4) was a forfeit: 4 rated games each."""
    code, out, _ = run(capsys, "ratings", "change", str(RR), "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["edition"] == "B.02 2024-03-01"
    alyx = next(p for p in data["players"] if p["name"] == "Alyx")
    assert (alyx["k"], alyx["k_source"], alyx["change"], alyx["new_rating"]) == (
        20, "8.3.3", "0.4", 2200,
    )  # fmt: skip
    assert [g["expected"] for g in alyx["per_game"]] == ["0.81", "0.57", "0.64", "0.7", "0.76"]
    games = {p["name"]: p["games"] for p in data["players"]}
    assert (games["Franck"], games["Helene"], games["Bruno"]) == (4, 4, 5)
    code, out, _ = run(capsys, "ratings", "change", str(RR), "--k", "1=10", "--games")
    assert code == 0 and "+0.20" in out and "round  1 v    5 (1950): 0.5 - 0.81 = -0.31" in out


def test_prizes_from_a_json_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Alyx, Bruno, Charline tied on 3½ (no tie-breaks) share 300 + 200 + 100: 200 each.
    Rated up to 2050 (David 2050, Helene 2000, Franck 1950, all 1½) share 90: 30 each."""
    table = tmp_path / "prizes.json"
    table.write_text(json.dumps({
        "currency": "EUR", "distribution": "shared",
        "prizes": [
            {"category": "Overall", "amounts": ["300", "200", "100"]},
            {"category": "U2051", "rating_max": 2050, "amounts": ["90"]},
        ],
    }))  # fmt: skip
    code, out, _ = run(capsys, "prizes", str(RR), "--table", str(table), "--tiebreaks", "",
                       "--format", "json")  # fmt: skip
    assert code == 0
    data = json.loads(out)
    got = {(a["group"], a["name"]): (a["place"], a["amount"]) for a in data["awards"]}
    assert got == {
        ("Overall", "Alyx"): ("1-3", "200.00"), ("Overall", "Bruno"): ("1-3", "200.00"),
        ("Overall", "Charline"): ("1-3", "200.00"), ("U2051", "David"): ("1-3", "30.00"),
        ("U2051", "Franck"): ("1-3", "30.00"), ("U2051", "Helene"): ("1-3", "30.00"),
    }  # fmt: skip
    assert data["total"] == "690.00"
    code, out, _ = run(capsys, "prizes", str(RR), "--table", str(table), "--tiebreaks", "")
    assert "200.00 EUR  (shared by 3)" in out and "total 690.00 EUR" in out
    table.write_text('{"prizes": [{"category": "O", "amounts": [1.005]}]}')
    code, _, err = run(capsys, "prizes", str(RR), "--table", str(table))
    assert code == 1 and err.startswith(f"{table}: prizes[0]: place 1: amount 1.005")


def test_rating_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The TEC round robin has neither city, federation, end date, arbiter, time control nor
    round dates: each is named with its option and nothing is written; with them supplied
    the TRF-26 report carries them (222 read from the 122 text 90'+30": 5400+30)."""
    out_file = tmp_path / "report.trf"
    code, _, err = run(capsys, "export", str(RR), "--rating-report", str(out_file))
    assert code == 1 and not out_file.exists()
    assert "missing the chief arbiter (102): --record 102=TEXT" in err
    assert "missing the round dates (132): --round-dates" in err
    assert "missing the encoded time control (222): --time-control-code" in err
    src = tmp_path / "rr.trf"
    text = RR.read_text().replace(
        "062 6\n", "052 2024-08-05\n062 6\n102 A. Arbiter\n122 90'+30\"\n"
    )
    src.write_text(text)
    dates = "2024-08-01,2024-08-02,2024-08-03,2024-08-04,2024-08-05"
    supplied = ["--round-dates", dates, "--record", "022=Oslo", "--record", "032=NOR"]
    code, _, err = run(capsys, "export", str(src), "--rating-report", str(out_file), *supplied)
    assert code == 0, err
    lines = out_file.read_text().splitlines()
    (record,) = [x for x in lines if x.startswith("132")]
    assert record[91:99] == "24/08/01" and record[131:139] == "24/08/05"
    assert "222 5400+30" in lines and "022 Oslo" in lines and "052 2024/08/05" in lines
    back = read_trf(out_file)
    original = read_trf(src)
    assert [p.rounds for p in back.players] == [p.rounds for p in original.players]
    assert (back.chief_arbiter, back.time_control, back.end_date, back.city) == (
        "A. Arbiter", "90'+30\"", "2024-08-05", "Oslo",
    )  # fmt: skip


def test_rating_report_counts_players_the_source_did_not(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A source without 062 and 072: the report carries both, counted from the 001 lines (6
    players; 5 rated, Helene's rating blanked), with the points and ranks computed from the
    games (Alyx 3.5, place 1: the TEC file's own crosstable).
    TRF-16 leaves TRF-26's 222 out and does not ask for it."""
    src = tmp_path / "rr.trf"
    lines = [x for x in RR.read_text().splitlines() if not x.startswith(("062", "072"))]
    lines = [x[:48] + "    " + x[52:] if x.startswith("001    6") else x for x in lines]
    src.write_text("\n".join(lines) + "\n")
    out_file = tmp_path / "report.trf"
    supplied = ["--record", "022=Oslo", "--record", "032=NOR", "--record", "052=2024-08-05",
                "--record", "102=A. Arbiter", "--record", "122=90'+30\"", "--round-dates",
                "2024-08-01,2024-08-02,2024-08-03,2024-08-04,2024-08-05"]  # fmt: skip
    for version in ("trf16", "trf26"):
        code, _, err = run(capsys, "export", str(src), "--rating-report", str(out_file),
                           "--report-format", version, *supplied)  # fmt: skip
        assert code == 0, err
        report = out_file.read_text().splitlines()
        assert "062 6" in report and "072 5" in report
        (alyx,) = [x for x in report if x.startswith("001    1")]
        assert alyx[80:84] == " 3.5" and alyx[85:89].strip() == "1"
        assert any(x.startswith("222") for x in report) == (version == "trf26")


def test_prize_list_files(capsys: pytest.CaptureFixture[str], tmp_path: Path, qapp: object) -> None:
    """The same prizes (200 each overall, 30 each in the band) as HTML, CSV, Excel and PDF.
    (`qapp`: the PDF is laid out by Qt; in this test process the application must be
    pytest-qt's QApplication, not the bare QGuiApplication the command creates on its own.)"""
    import openpyxl
    import pypdf

    table = tmp_path / "prizes.json"
    table.write_text(json.dumps({"currency": "EUR", "prizes": [
        {"category": "Overall", "amounts": ["300", "200", "100"]},
        {"category": "U2051", "rating_max": 2050, "amounts": ["90"]},
    ]}))  # fmt: skip
    outs = [tmp_path / f"prizes.{ext}" for ext in ("html", "csv", "xlsx", "pdf")]
    argv = ["prizes", str(RR), "--table", str(table), "--tiebreaks", ""]
    for target in outs:
        argv += ["--out", str(target)]
    code, _, err = run(capsys, *argv)
    assert code == 0, err
    page = outs[0].read_text(encoding="utf-8")
    assert "<h2>Overall</h2>" in page and "200.00 (/3)" in page and "Total 690.00 EUR" in page
    lines = outs[1].read_text(encoding="utf-8-sig").splitlines()
    assert lines[0] == "Prize group,Place,No.,Name,Points,Amount,Shared by"
    assert "Overall,1-3,1,Alyx,3.5,200.00,3" in lines and "U2051,1-3,4,David,1.5,30.00,3" in lines
    sheet = openpyxl.load_workbook(outs[2]).active
    values = [[c.value for c in row] for row in sheet.iter_rows(min_row=3)]
    assert ["Overall", "1-3", 1, "Alyx", 3.5, 200, 3] in values
    text = "".join(p.extract_text() for p in pypdf.PdfReader(outs[3]).pages)
    assert "Alyx" in text and "200.00" in text and "690.00" in text
    code, _, err = run(capsys, *argv[:6], "--out", str(tmp_path / "prizes.doc"))
    assert code == 1 and "--out:" in err


def test_the_lists_k_comes_in_through_the_check_and_every_face_shows_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Alyx given FIDE ID 5000001 in the file; the imported list says K 10 for that ID. The
    event's figure is one for every face: K 20 by 8.3.3 (+0.40, test_rating_change_by_hand)
    until `ratings check --update` takes the list's K over; then 10 x 0.02 = +0.20 in
    `ratings change` and in `standings --info RCHG` alike."""
    from benchmarks.ratings import HEADER, fide_line

    lst = tmp_path / "players_list_foa.txt"
    line = fide_line(5000001, "Alyx", "NOR", "F", ratings=((2200, 0, 10), (0, 0, 0), (0, 0, 0)))
    lst.write_text(f"{HEADER}\n{line}\n")
    assert run(capsys, "ratings", "import", str(lst), "--date", "2024-08-01")[0] == 0
    trf = tmp_path / "rr.trf"
    lines = RR.read_text().splitlines()
    lines = [x[:57] + f"{5000001:>11}" + x[68:] if x.startswith("001    1") else x for x in lines]
    trf.write_text("\n".join(lines) + "\n")
    assert read_trf(trf).player(1).fide_id == "5000001"
    code, out, err = run(capsys, "ratings", "change", str(trf), "--format", "json")
    alyx = json.loads(out)["players"][0]
    assert code == 0 and (alyx["k"], alyx["k_source"], alyx["change"]) == (20, "8.3.3", "0.4")
    assert "gives another rating or K for 1 player(s)" in err
    # The file says sex m and born 1990/01/01; the list: F, 1990, K 10.
    code, out, _ = run(capsys, "ratings", "check", str(trf), "--format", "json")
    found = [(d["field"], d["event"], d["list"]) for d in json.loads(out)["differences"]]
    assert code == 1 and found == [("sex", "m", "w"), ("k", "", "10")]
    code, out, err = run(capsys, "ratings", "check", str(trf), "--update", "1")
    assert code == 0 and "2 difference(s) taken from fide" in err
    code, out, _ = run(capsys, "ratings", "change", str(trf), "--format", "json")
    alyx = json.loads(out)["players"][0]
    assert (alyx["k"], alyx["k_source"], alyx["change"]) == (10, "list", "0.2")
    code, out, _ = run(capsys, "standings", str(trf), "--info", "RCHG", "--format", "json")
    rows = json.loads(out)["standings"]
    (row,) = [r for r in rows if r["start_no"] == 1]
    assert code == 0 and row["values"]["RCHG"] == "0.20"
