"""One heading for "standings after round N" in the window, print/PDF, HTML, xlsx and CLI.

The event of `tests/core/test_stage.py` (3 rounds paired, 2 games without a result): every
layer states "Standings after round 3 – games without a result: 2, not counted".
"""

from __future__ import annotations

import io
import json
import unicodedata
from pathlib import Path

import openpyxl
import pypdf
import pytest
from guitools import gui_env_fixture, window_fixture  # noqa: F401  (fixtures)
from PySide6.QtWidgets import QLabel
from stage_event import event

from arbiter_app.cli import main as cli_main
from arbiter_app.core import report as rep
from arbiter_app.gui import printing
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.excel import write_xlsx
from arbiter_app.io.html import render
from arbiter_app.io.project import save_project

HEADING = "Standings after round 3 – games without a result: 2, not counted"


@pytest.fixture(name="project")
def project_fixture(tmp_path: Path) -> Path:
    path = tmp_path / "stage.arbiter"
    save_project(event(), path)
    return path


def test_cli_text_and_json(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["standings", str(project)]) == 0
    assert HEADING in capsys.readouterr().out.splitlines()
    assert cli_main(["standings", str(project), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["heading"] == HEADING
    assert (doc["after_round"], doc["unfinished_games"], doc["final"]) == (3, 2, False)


def test_html_xlsx_and_pdf(tmp_path: Path, qapp: object) -> None:
    report = rep.build(event(), tiebreaks=[])
    assert f"<h2>{HEADING}</h2>" in render(report)
    xlsx = tmp_path / "list.xlsx"
    write_xlsx(report, xlsx)
    wb = openpyxl.load_workbook(xlsx)
    assert wb.properties.title == f"Stage – {HEADING}"
    assert HEADING in wb.worksheets[0].oddHeader.center.text
    pdf = pypdf.PdfReader(io.BytesIO(printing.pdf_bytes(report)))
    first = " ".join(unicodedata.normalize("NFKC", pdf.pages[0].extract_text()).split())
    assert HEADING in first


def test_the_window(window: MainWindow, project: Path) -> None:
    assert window.open_path(project)
    window.wait_for_standings()
    title = window.findChild(QLabel, "standingsTitle")
    assert title is not None
    assert title.text().startswith(HEADING + " · ")
