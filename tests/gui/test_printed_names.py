"""Printed lists never break a name inside a word, in any language.

The final list (standings and crosstable) in every language, and round by round and the
pairing list in Bulgarian (whose column headings are the longest), of the FIDE
TEC exercise `held_swiss_9.trf` (16 players, 9 rounds, final), its players renamed with long
Nordic and Bulgarian names of 25 to 35 characters (two with a club, two with a title), as PDF.
The PDF's text is read back (pypdf): every name must be there whole, once in every part that
lists the players. A name broken mid-word reads "Bergströ m" there; a name wrapped at its
hyphen "Anna- Karin".
"""

from __future__ import annotations

import io
import unicodedata

import pypdf
from conftest import FIDE_TEC
from languages import language_env_fixture  # noqa: F401 - pytest fixture
from msgspec.structs import replace

from arbiter_app.core import report as rep
from arbiter_app.core.pairing.sheets import pairing_sheet
from arbiter_app.gui import i18n, printing
from arbiter_app.gui.pairing_print import pairing_pdf_bytes
from arbiter_app.io.trf import read_trf

NAMES = [
    "Bergström, Anna-Karin Sofia",
    "Johansson-Lindqvist, Carl Erik",
    "Østergaard-Nielsen, Mads Bjørn",
    "Christoffersen, Kristoffer Ålund",
    "Þorsteinsdóttir, Guðrún Ásta",
    "Håkansson-Öberg, Märta Linnéa",
    "Стефанова-Петкова, Ивелина Христова",
    "Александров, Христо Димитров",
    "Карагьозов-Тодоров, Никола Стоянов",
    "Георгиева, Десислава Цветанова",
    "Vestergaard-Kjærsgaard, Søren",
    "Løvenskiold, Ingeborg Margrethe",
    "Sæbø-Haugland, Torbjørn Ødegård",
    "Йорданов, Любомир Александров",
    "Lindqvist-Åkerlund, Ebba Kristina",
    "Mikkelsen-Thygesen, Rasmus Emil",
]
FINAL_LIST = (rep.STANDINGS, rep.CROSSTABLE)
MORE = (rep.PROGRESS,)  # (tie-break details name players by the same cell: `Markup.td`)


def _norm(text: str) -> str:
    # NFKC: the PDF's ligatures (ﬀ) back to letters; any run of white space is one space.
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _text(pdf: bytes) -> str:
    return _norm(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages))


def test_names_are_whole_in_every_printed_list_and_language(language_env: None) -> None:
    assert all(25 <= len(n) <= 35 for n in NAMES)
    t = read_trf(FIDE_TEC / "held_swiss_9.trf")
    t.time_control = "90 min/40 moves + 30 min, 30 s/move from move 1"
    t.tiebreaks = ["BH/C1", "BH", "SB", "DE", "WIN", "ARO"]  # many number columns
    assert len(t.players) == len(NAMES)
    for p, name in zip(list(t.players), NAMES, strict=True):
        club = "Schacksällskapet Manhem" if p.start_no in (3, 9) else ""
        title = "FM" if p.start_no in (1, 2) else p.title
        t.replace_player(replace(p, name=name, club=club, title=title))
    report = rep.build(t, parts=FINAL_LIST + MORE)
    assert report.header.final
    for language in i18n.LANGUAGES:
        labels = printing.ENGLISH_LABELS if language == "en" else i18n.report_labels(language)
        text = _text(printing.pdf_bytes(report, labels, parts=FINAL_LIST))
        broken = [n for n in NAMES if text.count(_norm(n)) < len(FINAL_LIST)]
        assert not broken, (language, broken)
    labels = i18n.report_labels("bg")
    text = _text(printing.pdf_bytes(report, labels, parts=MORE))
    assert [n for n in NAMES if text.count(_norm(n)) < len(MORE)] == []
    boards = _text(pairing_pdf_bytes(pairing_sheet(t, 9), labels))
    assert [n for n in NAMES if _norm(n) not in boards] == []
