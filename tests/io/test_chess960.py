"""A Chess960 event (Laws of Chess, Guidelines II): TRF-26 has no record for it
(spec/fide-tiebreaks.md §10.2-10.3 list every record; none names the variant), so the TRF
carries the program's `### CHESS960` line (docs/trf-dialects.md, "The program's `###` lines");
the project file keeps it, and every list's title says so."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter_app.core import report
from arbiter_app.core.model import Player, Tournament
from arbiter_app.core.pairing.sheets import pairing_sheet
from arbiter_app.io import html
from arbiter_app.io.labels import Labels
from arbiter_app.io.pairing_html import pairing_html
from arbiter_app.io.project import format_project, parse_project
from arbiter_app.io.trf import format_trf, parse_trf, read_trf

TEC = Path(__file__).resolve().parents[1] / "data" / "fide-tec" / "held_swiss_5.trf"


def event() -> Tournament:
    t = Tournament(name="Fischer Random Open", start_date="2026-06-01", rounds=5)
    for i in range(1, 5):
        t.add_player(Player(i, f"Player {i}"))
    return t


def test_the_trf_says_chess960_in_one_line_and_reads_it_back() -> None:
    t = event()
    assert "CHESS960" not in format_trf(t)
    t.chess960 = True
    text = format_trf(t)
    assert text.splitlines().count("### CHESS960") == 1
    assert "chess960" not in text  # the line says it: not again in the extension comment
    back = parse_trf(text)
    assert back.chess960
    assert format_trf(back) == text


def test_a_real_file_gains_the_mark_and_loses_it_again() -> None:
    # FIDE's TEC exercise as published (another program's layout, kept line by line).
    plain = format_trf(read_trf(TEC))
    t = read_trf(TEC)
    t.chess960 = True
    marked = format_trf(t)
    assert marked.splitlines().count("### CHESS960") == 1
    assert sorted(marked.splitlines()) == sorted([*plain.splitlines(), "### CHESS960"])
    back = parse_trf(marked)
    assert back.chess960
    back.chess960 = False  # the arbiter unticks it: the line kept from the file goes too
    assert format_trf(back) == plain


def test_a_hand_written_line_is_read() -> None:
    text = "012 Club\n### CHESS960\n001    1      Player 1\n001    2      Player 2\n"
    assert parse_trf(text).chess960
    assert not parse_trf(text.replace("CHESS960", "CHESS960X")).chess960  # another keyword


def test_the_project_file_keeps_it() -> None:
    t = event()
    assert '"chess960"' not in format_project(t)  # files without it: standard chess
    t.chess960 = True
    assert parse_project(format_project(t).encode()).chess960


def test_every_list_title_says_chess960() -> None:
    t = event()
    t.chess960 = True
    r = report.build(t)
    assert Labels().title(r.header) == "Initial ranking list – Chess960"
    assert "<h2>Initial ranking list – Chess960</h2>" in html.render(r)
    t.chess960 = False
    assert Labels().title(report.build(t).header) == "Initial ranking list"


def test_the_pairing_list_says_chess960() -> None:
    t = read_trf(TEC)
    plain = pairing_html(pairing_sheet(t, 1))
    t.chess960 = True
    marked = pairing_html(pairing_sheet(t, 1))
    heads = re.findall(r"<h2>([^<]*)</h2>", plain)
    assert heads and heads[0].startswith("Pairing")
    assert re.findall(r"<h2>([^<]*)</h2>", marked)[0] == f"{heads[0]} – Chess960"
    assert "Chess960" not in plain
