"""A round's pairing list, names list and result slips as HTML (web page, or Qt's printing).

Same two flavours as `io.html`: `web` (one self-contained page) and `qt` (the subset
QTextDocument prints and turns into PDF). The words come from `Labels.translate` (context
"Report", so the GUI's translations apply); numbers use the labels' decimal separator. Result
slips are one small table per board, separated by a dashed cut line.
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from pathlib import Path

from arbiter_app.core.model import Colour, Result
from arbiter_app.core.pairing.sheets import PairingSheet, SheetPlayer
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.results import board_result
from arbiter_app.io.files import write_atomic
from arbiter_app.io.html import QT, WEB, Markup, document
from arbiter_app.io.labels import ENGLISH_LABELS, Labels

__all__ = ["BOARDS", "NAMES", "PARTS", "QT", "SLIPS", "WORDS", "pairing_html", "write_pairing_html"]

BOARDS, NAMES, SLIPS = "boards", "names", "slips"
PARTS = (BOARDS, NAMES, SLIPS)

WORDS = {
    "pairings": QT_TRANSLATE_NOOP("Report", "Pairings, round {round} of {rounds}"),
    "names": QT_TRANSLATE_NOOP("Report", "Players in alphabetical order, round {round}"),
    "slips": QT_TRANSLATE_NOOP("Report", "Result slips, round {round}"),
    "board": QT_TRANSLATE_NOOP("Report", "Board"),
    "white": QT_TRANSLATE_NOOP("Report", "White"),
    "black": QT_TRANSLATE_NOOP("Report", "Black"),
    "result": QT_TRANSLATE_NOOP("Report", "Result"),
    "colour": QT_TRANSLATE_NOOP("Report", "Colour"),
    "bye": QT_TRANSLATE_NOOP("Report", "Bye"),
    "pairing_bye": QT_TRANSLATE_NOOP("Report", "Pairing-allocated bye"),
    "half_bye": QT_TRANSLATE_NOOP("Report", "Half-point bye"),
    "full_bye": QT_TRANSLATE_NOOP("Report", "Full-point bye"),
    "zero_bye": QT_TRANSLATE_NOOP("Report", "Absent"),
    "signature": QT_TRANSLATE_NOOP("Report", "Signature"),
    "round": QT_TRANSLATE_NOOP("Report", "Round {round}"),
}
_BYE_WORD = {
    Result.PAIRING_BYE: "pairing_bye",
    Result.HALF_BYE: "half_bye",
    Result.FULL_BYE: "full_bye",
    Result.ZERO_BYE: "zero_bye",
}


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _w(labels: Labels, key: str, **values: object) -> str:
    text = labels.translate(WORDS[key])
    return text.format(**values) if values else text


def _points(labels: Labels, text: str) -> str:
    return text.replace(".", labels.decimal_point) if labels.decimal_point != "." else text


def _who(p: SheetPlayer) -> str:
    title = f"{p.title} " if p.title else ""
    return f"{p.start_no}. {title}{p.name}"


def _table(m: Markup, heads: Sequence[tuple[str, str]], rows: list[str]) -> str:
    open_ = m.table("list", "standings")
    head = "<thead><tr>" + "".join(m.th(_e(text), cls) for text, cls in heads) + "</tr></thead>"
    return open_ + head + "<tbody>" + "\n".join(rows) + m.table_end()


def boards_html(sheet: PairingSheet, labels: Labels, m: Markup) -> str:
    rows = []
    for i, b in enumerate(sheet.boards):
        cells = (
            m.td(str(b.number), "num")
            + m.td(_e(_who(b.white)), "txt name")
            + m.td(_e(_points(labels, b.white.points)), "num")
            + m.td(_e(board_result(b.result, b.black_result)), "mid")
            + m.td(_e(_points(labels, b.black.points)), "num")
            + m.td(_e(_who(b.black)), "txt name")
        )
        rows.append(m.tr(cells, odd=i % 2 == 1))
    for j, bye in enumerate(sheet.byes, start=len(rows)):
        cells = (
            m.td("", "num")
            + m.td(_e(_who(bye.player)), "txt name")
            + m.td(_e(_points(labels, bye.player.points)), "num")
            + m.td(_e(_w(labels, _BYE_WORD[bye.result])), "mid")
            + m.td("", "num")
            + m.td("", "txt")
        )
        rows.append(m.tr(cells, odd=j % 2 == 1))
    heads = [
        (_w(labels, "board"), "num"),
        (_w(labels, "white"), "txt"),
        (labels("col_points"), "num"),
        (_w(labels, "result"), "mid"),
        (labels("col_points"), "num"),
        (_w(labels, "black"), "txt"),
    ]
    title = _w(labels, "pairings", round=sheet.round_no, rounds=sheet.rounds)
    title = labels.variant(title, sheet.chess960)
    return f"<h2>{_e(title)}</h2>\n" + _table(m, heads, rows)


def names_html(sheet: PairingSheet, labels: Labels, m: Markup) -> str:
    rows = []
    for i, n in enumerate(sheet.by_name):
        if n.board is None:
            board, colour = "", _w(labels, _BYE_WORD.get(n.bye or Result.ZERO_BYE, "bye"))
        else:
            board = str(n.board)
            colour = _w(labels, "white" if n.colour is Colour.WHITE else "black")
        cells = (
            m.td(_e(n.player.name), "txt name")
            + m.td(str(n.player.start_no), "num")
            + m.td(board, "num")
            + m.td(_e(colour), "txt")
        )
        rows.append(m.tr(cells, odd=i % 2 == 1))
    heads = [
        (labels("col_name"), "txt"),
        (labels("col_start_no"), "num"),
        (_w(labels, "board"), "num"),
        (_w(labels, "colour"), "txt"),
    ]
    title = _w(labels, "names", round=sheet.round_no)
    return f"<h2>{_e(title)}</h2>\n" + _table(m, heads, rows)


def slips_html(sheet: PairingSheet, labels: Labels, m: Markup) -> str:
    """One slip per board: event, round, board, both players, a result box and signatures."""
    cut = '<p style="color: #6b7785">✂ ' + "- " * 60 + "</p>\n"
    out = [f"<h2>{_e(_w(labels, 'slips', round=sheet.round_no))}</h2>\n"]
    for b in sheet.boards:
        head = (
            f"{_e(sheet.name)} · {_e(_w(labels, 'round', round=sheet.round_no))} · "
            f"{_e(_w(labels, 'board'))} {b.number}"
        )
        rows = [
            "<tr>"
            + m.td(_e(_w(labels, side)), "txt")
            + m.td(_e(_who(player)), "txt name")
            + m.td(_e(_w(labels, "result")) + ": ______", "txt")
            + m.td(_e(_w(labels, "signature")) + ": ______________", "txt")
            + "</tr>"
            for side, player in (("white", b.white), ("black", b.black))
        ]
        out.append(
            f"<p><b>{head}</b></p>\n"
            '<table width="100%" cellspacing="0" border="1" cellpadding="4">'
            + "".join(rows)
            + "</table>\n"
            + cut
        )
    return "".join(out)


_RENDER = {BOARDS: boards_html, NAMES: names_html, SLIPS: slips_html}


def pairing_html(
    sheet: PairingSheet,
    labels: Labels = ENGLISH_LABELS,
    flavour: str = WEB,
    parts: Sequence[str] = PARTS,
    lang: str = "en",
) -> str:
    """The chosen parts as one HTML document (web page, or Qt's printable subset)."""
    m = Markup(flavour)
    outside = sheet.outside_fide
    mark = f'<p class="fide-mode">{_e(labels.outside_fide(*outside))}</p>\n' if outside else ""
    body = (
        f"<h1>{_e(sheet.name or labels('tournament'))}</h1>\n"
        + mark
        + "".join(_RENDER[part](sheet, labels, m) for part in parts)
    )
    title = labels.variant(
        _w(labels, "pairings", round=sheet.round_no, rounds=sheet.rounds), sheet.chess960
    )
    return document(body, f"{sheet.name} – {title}", flavour, lang)


def write_pairing_html(
    sheet: PairingSheet,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    parts: Sequence[str] = PARTS,
    lang: str = "en",
) -> None:
    """The web page, written atomically."""
    write_atomic(Path(path), pairing_html(sheet, labels, WEB, parts, lang).encode("utf-8"))
