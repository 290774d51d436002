"""Pairing list, names list and result slips: every board in the HTML and in the PDF.

The boards expected are read from the tournament's own records (each player's opponent and
colour in the round), never from the renderer.
"""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from arbiter_app.core.model import Colour
from arbiter_app.core.pairing.generator import Settings, generate
from arbiter_app.core.pairing.sheets import pairing_sheet
from arbiter_app.io.labels import Labels
from arbiter_app.io.pairing_engines import GacruxEngine
from arbiter_app.io.pairing_html import BOARDS, NAMES, SLIPS, WEB, pairing_html


@pytest.fixture(scope="module")
def event():  # type: ignore[no-untyped-def]
    return generate(Settings(23, 4, 9), GacruxEngine(), upto=3)  # odd: a bye in every round


def games(t, r: int) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """(white, black) of every game of round r, from the players' records."""
    return {
        (p.start_no, p.entry(r).opponent)
        for p in t.players
        if p.entry(r).result.has_opponent and p.entry(r).colour is Colour.WHITE
    }


def test_the_sheet_has_every_game_and_every_player(event) -> None:  # type: ignore[no-untyped-def]
    sheet = pairing_sheet(event, 3)
    assert {(b.white.start_no, b.black.start_no) for b in sheet.boards} == games(event, 3)
    placed = [n.player.start_no for n in sheet.by_name]
    on_boards = [p for b in sheet.boards for p in (b.white.start_no, b.black.start_no)]
    assert sorted(placed) == sorted(on_boards + [b.player.start_no for b in sheet.byes])
    names = [n.player.name.casefold() for n in sheet.by_name]
    assert names == sorted(names)


def test_html_lists_every_board_and_one_slip_per_board(event) -> None:  # type: ignore[no-untyped-def]
    sheet = pairing_sheet(event, 3)
    page = pairing_html(sheet, parts=(BOARDS, NAMES, SLIPS))
    for white, black in games(event, 3):
        w, b = event.player(white), event.player(black)
        assert f"{white}. {w.name}" in page and f"{black}. {b.name}" in page
    assert page.count("✂") == len(sheet.boards)
    assert page.count("Signature") == 2 * len(sheet.boards)
    assert "<script" not in page


def test_words_come_from_the_labels(event) -> None:  # type: ignore[no-untyped-def]
    sheet = pairing_sheet(event, 3)
    swedish = {
        "Board": "Bord",
        "Pairings, round {round} of {rounds}": "Lottning, rond {round} av {rounds}",
    }
    page = pairing_html(sheet, Labels(translate=lambda s: swedish.get(s, s)), WEB, (BOARDS,))
    assert "Lottning, rond 3 av 4" in page and ">Bord<" in page


def test_pdf_contains_every_board(event, qapp) -> None:  # type: ignore[no-untyped-def]
    # (qapp: pytest-qt's QApplication, so no bare QGuiApplication is left for later GUI tests)
    from arbiter_app.gui.pairing_print import pairing_pdf_bytes

    sheet = pairing_sheet(event, 3)
    text = "".join(
        page.extract_text() for page in PdfReader(io.BytesIO(pairing_pdf_bytes(sheet))).pages
    )
    flat = " ".join(text.split())
    for white, black in games(event, 3):
        assert f"{white}. {event.player(white).name}" in flat
        assert f"{black}. {event.player(black).name}" in flat
    for n in range(1, len(sheet.boards) + 1):
        assert f"Board {n}" in flat  # each slip's heading
