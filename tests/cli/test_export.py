"""`arbiter-app export` (issue 7): every format headless, atomic writes, clear errors.

Sources: the NSF seed example (seed 004) with the `nsf` preset; its printed BH-Cut-1 / BH values
(`tests/data/seeds/expected.json`).
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import openpyxl
import pypdf
import pytest
from clitools import run
from conftest import FIDE_TEC, SEEDS
from msgspec.structs import replace

NSF = SEEDS / "nsf_example.trf"
PRINTED = json.loads((SEEDS / "expected.json").read_text(encoding="utf-8"))["nsf_example.trf"]


def test_pdf_without_a_display(tmp_path: Path) -> None:
    """A real process with no display and no Qt platform set (a server, a CI runner): the PDF
    is written through the offscreen platform. Acceptance 3: header, players, legend, pages."""
    out = tmp_path / "nsf.pdf"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = ""  # not even the test suite's offscreen setting
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "arbiter_app",
            "export",
            str(NSF),
            "--profile",
            "nsf",
            "--pdf",
            str(out),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    reader = pypdf.PdfReader(io.BytesIO(out.read_bytes()))
    texts = [
        " ".join(unicodedata.normalize("NFKC", p.extract_text()).split()) for p in reader.pages
    ]
    first = texts[0]
    assert "NSF NGP example (Kvalitetsberegning for sveitserturneringer)" in first
    assert "Preset NSF NGP and club Swiss (Norway)" in first and "[nsf]" not in first
    for name in (
        "Anita",
        "Bjørn",
        "Charlotte",
        "David",
        "Eva",
        "Frederik",
        "Guri",
        "Henrik",
        "Ingrid",
    ):
        assert name in first
    assert "Tie-breaks" in first and "TB1 BH/C1 Buchholz" in first
    for i, text in enumerate(texts, start=1):
        assert f"Page {i} of {len(texts)}" in text


def test_all_formats_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = {fmt: tmp_path / f"nsf.{fmt}" for fmt in ("xlsx", "html", "csv")}
    code, _, err = run(
        capsys,
        "export",
        str(NSF),
        "--tiebreaks",
        "BH/C1,BH",
        "--rules",
        "fide-2009",
        *(x for fmt, p in paths.items() for x in (f"--{fmt}", str(p))),
    )
    assert code == 0, err
    ws = openpyxl.load_workbook(paths["xlsx"])["Standings"]
    header = [c.value for c in ws[1]]
    for row in ws.iter_rows(min_row=2, values_only=True):
        sn = str(row[header.index("No.")])
        assert row[header.index("BH/C1")] == float(PRINTED["BH/C1"][sn])
        assert row[header.index("BH")] == float(PRINTED["BH"][sn])
    assert "Charlotte" in paths["html"].read_text(encoding="utf-8")
    assert paths["csv"].read_text(encoding="utf-8-sig").startswith("Rk.,No.,Name,Pts,BH/C1,BH")


def test_parts_for_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "p.html"
    code, _, err = run(
        capsys, "export", str(NSF), "--tiebreaks", "BH", "--rules", "fide-2009",
        "--parts", "standings,details", "--html", str(out),
    )  # fmt: skip
    assert code == 0, err
    text = out.read_text(encoding="utf-8")
    assert 'id="details"' in text and 'id="crosstable"' not in text


def test_no_output_named(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "export", str(NSF))
    assert code == 1 and "--xlsx" in err


def test_unknown_part(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys, "export", str(NSF), "--parts", "podium", "--html", str(tmp_path / "x.html")
    )
    assert code == 1 and "podium" in err
    assert not list(tmp_path.iterdir())


def test_bad_input_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.trf"
    lines = (FIDE_TEC / "held_swiss_5.trf").read_text(encoding="utf-8").splitlines()
    lines[5] = lines[5][:94] + "Q" + lines[5][95:]  # a letter in round 1's opponent number
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.xlsx"
    code, _, err = run(capsys, "export", str(bad), "--xlsx", str(out))
    assert code == 1
    assert str(bad) in err.splitlines()[-1]
    assert not out.exists()


def test_unwritable_target(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "missing-dir" / "list.csv"
    code, _, err = run(capsys, "export", str(NSF), "--csv", str(target))
    assert code == 1 and str(target) in err
    assert not target.parent.exists()


def test_bad_tiebreak(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.csv"
    code, _, err = run(capsys, "export", str(NSF), "--tiebreaks", "XYZ", "--csv", str(out))
    assert code == 1 and "XYZ" in err
    assert not out.exists()


def test_after_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r2.csv"
    code, _, err = run(
        capsys,
        "export",
        str(FIDE_TEC / "held_swiss_5.trf"),
        "--after-round",
        "2",
        "--csv",
        str(out),
    )
    assert code == 0, err
    rows = out.read_text(encoding="utf-8-sig").splitlines()
    # After round 2 only Bruno has won both games (10 b 1, 7 w 1 in the TRF): alone first.
    assert rows[1] == "1,2,Bruno,NOR,2150,2.0"
    code, _, err = run(capsys, "export", str(NSF), "--after-round", "9", "--csv", str(out))
    assert code == 1 and "--after-round" in err


def test_standings_csv_on_the_command_line_defuses_formulas_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`standings --format csv` writes through the same writer as the export."""
    import csv as csv_mod

    from arbiter_app.io.project import save_project
    from arbiter_app.io.trf import read_trf

    t = read_trf(NSF)
    t.replace_player(replace(t.player(1), name='=HYPERLINK("http://x","y")'))
    t.replace_player(replace(t.player(2), name="+46 70"))
    path = tmp_path / "evil.arbiter"
    save_project(t, path)
    code, out, _ = run(capsys, "standings", str(path), "--format", "csv")
    assert code == 0
    names = {row[2] for row in csv_mod.reader(io.StringIO(out))}
    assert '\'=HYPERLINK("http://x","y")' in names
    assert "'+46 70" in names
    assert not any(n.startswith(("=", "+", "-", "@")) for n in names)
