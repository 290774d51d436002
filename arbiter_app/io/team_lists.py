"""The team lists as HTML, Excel and CSV: the final team standings, the team crosstable and
the board table (`core.teams.report`), in the words of `Labels` (any catalogue language).

The words are marked `QT_TRANSLATE_NOOP("Report", ...)` like `io.labels`' entries, so the
catalogues carry them; the numbers are the exact values, printed with the language's decimal
separator (`Labels.decimal_point`), and stay numbers in Excel cells.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction
from html import escape
from pathlib import Path

from arbiter_app.core import numbers
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.teams.matches import TeamRound
from arbiter_app.core.teams.report import TeamCell, TeamReport, matches
from arbiter_app.core.teams.standings import Value
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.results import board_result
from arbiter_app.io.files import write_atomic
from arbiter_app.io.html import WEB, document
from arbiter_app.io.labels import ENGLISH_LABELS, Labels
from arbiter_app.io.pairing_html import WORDS as PAIRING_WORDS

WORDS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("Report", "Team final standings"),
    "crosstable": QT_TRANSLATE_NOOP("Report", "Team crosstable"),
    "boards": QT_TRANSLATE_NOOP("Report", "Board results"),
    "rank": QT_TRANSLATE_NOOP("Report", "Rk."),
    "number": QT_TRANSLATE_NOOP("Report", "No."),
    "team": QT_TRANSLATE_NOOP("Report", "Team"),
    "mp": QT_TRANSLATE_NOOP("Report", "MP"),
    "gp": QT_TRANSLATE_NOOP("Report", "GP"),
    "round": QT_TRANSLATE_NOOP("Report", "R{0}"),
    "board": QT_TRANSLATE_NOOP("Report", "Board {0}"),
    "reserve": QT_TRANSLATE_NOOP("Report", "Reserves"),
    "place": QT_TRANSLATE_NOOP("Report", "Pl."),
    "name": QT_TRANSLATE_NOOP("Report", "Name"),
    "games": QT_TRANSLATE_NOOP("Report", "Games"),
    "points": QT_TRANSLATE_NOOP("Report", "Pts."),
    "percent": QT_TRANSLATE_NOOP("Report", "%"),
    "bye": QT_TRANSLATE_NOOP("Report", "bye"),
    "team_pairings": QT_TRANSLATE_NOOP("Report", "Team pairings, round {0}"),
    "match_slips": QT_TRANSLATE_NOOP("Report", "Match slips, round {0}"),
    "captains": QT_TRANSLATE_NOOP("Report", "Captains' signatures"),
    "legend": QT_TRANSLATE_NOOP(
        "Report",
        "Each round: the opponent team's number, then the match points and the game points "
        "scored against it.",
    ),
}

_TEAM_BYES = {Result.PAIRING_BYE, Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE}


def word(labels: Labels, key: str, *values: object) -> str:
    text = labels.translate(WORDS[key])
    return text.format(*values) if values else text


def number(labels: Labels, value: Fraction) -> str:
    return numbers.exact(value, labels.decimal_point)


def value_text(labels: Labels, value: Value) -> str:
    if value is None:
        return ""
    if isinstance(value, tuple):
        return "/".join(number(labels, v) for v in value)
    if isinstance(value, int):
        return str(value)
    return number(labels, Fraction(value))


def cell_text(labels: Labels, cell: TeamCell) -> str:
    """`7: 2 (3.5)`: opponent 7, 2 match points, 3.5 game points; a bye in words. While a
    board waits for its result the match has no match points yet: `7: (1.5)`, the game
    points so far."""
    points = f"{number(labels, cell.mp)} ({number(labels, cell.gp)})"
    if not cell.finished:
        points = f"({number(labels, cell.gp)})"
    if cell.opponent:
        return f"{cell.opponent}: {points}"
    if cell.result in _TEAM_BYES:
        return f"{word(labels, 'bye')}: {points}"
    return ""


def standings_table(report: TeamReport, labels: Labels) -> tuple[list[str], list[list[str]]]:
    """The final list: heads and rows of text."""
    st = report.standings
    heads = [word(labels, k) for k in ("rank", "number", "team", "mp", "gp")] + list(st.codes)
    rows = [
        [str(row.rank), str(row.team.number), row.team.name]
        + [number(labels, row.mp), number(labels, row.gp)]
        + [value_text(labels, v) for v in row.values]
        for row in st.rows
    ]
    return heads, rows


def crosstable_table(report: TeamReport, labels: Labels) -> tuple[list[str], list[list[str]]]:
    """Teams in the order of the final list x rounds."""
    heads = [word(labels, k) for k in ("rank", "number", "team")]
    heads += [word(labels, "round", r) for r in range(1, report.rounds + 1)]
    heads += [word(labels, "mp"), word(labels, "gp")]
    rows = []
    for row in report.standings.rows:
        cells = report.cells.get(row.team.number, ())
        rows.append(
            [str(row.rank), str(row.team.number), row.team.name]
            + [cell_text(labels, c) for c in cells]
            + [""] * (report.rounds - len(cells))
            + [number(labels, row.mp), number(labels, row.gp)]
        )
    return heads, rows


def board_tables(
    report: TeamReport, labels: Labels
) -> list[tuple[str, list[str], list[list[str]]]]:
    """(title, heads, rows) per board: its players ranked by percentage."""
    out = []
    heads = [word(labels, k) for k in ("place", "number", "name", "team", "games", "points")]
    heads.append(word(labels, "percent"))
    for board, results in report.boards.items():
        # (`core.teams.prizes`: the reserves share the board past the regular ones)
        title = (
            word(labels, "board", board) if board <= report.board_count else word(labels, "reserve")
        )
        rows = [
            [
                str(r.place),
                str(r.start_no),
                report.player_names.get(r.start_no, ""),
                report.team_names.get(r.team, str(r.team)),
                str(r.games),
                number(labels, r.points),
                numbers.rounded(r.percentage, 1, labels.decimal_point),  # (printed to 0.1)
            ]
            for r in results
        ]
        out.append((title, heads, rows))
    return out


# -- HTML --------------------------------------------------------------------------------------


def _table(heads: list[str], rows: list[list[str]], text_columns: set[int]) -> str:
    def cell(tag: str, i: int, text: str) -> str:
        align = "left" if i in text_columns else "right"
        return f'<{tag} style="text-align:{align}">{escape(text)}</{tag}>'

    head = "".join(cell("th", i, h) for i, h in enumerate(heads))
    body = "".join(
        "<tr>" + "".join(cell("td", i, c) for i, c in enumerate(row)) + "</tr>\n" for row in rows
    )
    return f'<table cellspacing="0" cellpadding="3">\n<tr>{head}</tr>\n{body}</table>\n'


def render(
    report: TeamReport, labels: Labels = ENGLISH_LABELS, *, flavour: str = WEB, lang: str = "en"
) -> str:
    """The team lists as one HTML page: the final standings, the crosstable, the board table."""
    title = word(labels, "title")
    body = f"<h1>{escape(report.name)}</h1>\n<h2>{escape(title)}</h2>\n"
    heads, rows = standings_table(report, labels)
    body += _table(heads, rows, {2})
    heads, rows = crosstable_table(report, labels)
    body += f"<h2>{escape(word(labels, 'crosstable'))}</h2>\n"
    body += f"<p>{escape(word(labels, 'legend'))}</p>\n" + _table(heads, rows, {2})
    boards = board_tables(report, labels)
    if boards:
        body += f"<h2>{escape(word(labels, 'boards'))}</h2>\n"
        for board_title, heads, rows in boards:
            body += f"<h3>{escape(board_title)}</h3>\n" + _table(heads, rows, {2, 3})
    return document(body, f"{report.name} – {title}", flavour, lang)


def write_html(
    report: TeamReport,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
    lang: str = "en",
) -> None:
    write_atomic(Path(path), render(report, labels, lang=lang).encode("utf-8"))


# -- a round: the team pairing list and the match slips ---------------------------------------


def round_html(
    t: Tournament,
    rounds: dict[int, list[TeamRound]],
    round_no: int,
    labels: Labels = ENGLISH_LABELS,
    *,
    flavour: str = WEB,
    lang: str = "en",
) -> str:
    """The team pairing list of `round_no` (each match, then its boards: the first-named
    team's player, the result so far, the other's) and one match slip per match (the boards
    with the results left to fill in, the captains' signatures)."""
    teams = {team.number: team.name for team in (t.teams.teams if t.teams else ())}
    names = {p.start_no: p.name for p in t.players}

    def who(sn: int) -> str:
        return f"{sn}. {names.get(sn, '')}" if sn else ""

    def pw(key: str, **values: object) -> str:
        text = labels.translate(PAIRING_WORDS[key])
        return text.format(**values) if values else text

    found = matches(t, rounds, round_no)
    pairings = word(labels, "team_pairings", round_no)
    body = f"<h1>{escape(t.name)}</h1>\n<h2>{escape(pairings)}</h2>\n"
    slips = f"<h2>{escape(word(labels, 'match_slips', round_no))}</h2>\n"
    for m in found:
        first, other = m.first.team, m.first.opponent
        title = f"{first} {teams.get(first, '')} – {other} {teams.get(other, '')}"
        heads = [pw("board"), teams.get(first, str(first)), pw("result"), teams.get(other, "")]
        rows = [
            [
                str(g.board),
                who(g.player),
                board_result(g.result) if g.opponent else "",
                who(g.opponent),
            ]
            for g in m.games()
        ]
        body += f"<h3>{escape(title)}</h3>\n" + _table(heads, rows, {1, 3})
        blank = [[r[0], r[1], "", r[3]] for r in rows]
        slips += f"<h3>{escape(pw('round', round=round_no))}: {escape(title)}</h3>\n"
        slips += _table(heads, blank, {1, 3})
        slips += f"<p>{escape(word(labels, 'captains'))}: ________________ ________________</p>\n"
        slips += "<hr>\n"
    return document(body + slips, f"{t.name} – {pairings}", flavour, lang)


def write_round_html(
    t: Tournament,
    rounds: dict[int, list[TeamRound]],
    round_no: int,
    path: str | os.PathLike[str],
    labels: Labels = ENGLISH_LABELS,
) -> None:
    write_atomic(Path(path), round_html(t, rounds, round_no, labels).encode("utf-8"))


# -- CSV, Excel --------------------------------------------------------------------------------


def csv_text(report: TeamReport, labels: Labels = ENGLISH_LABELS) -> str:
    """The final team standings as CSV (the list; the crosstable is the Excel workbook's)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    heads, rows = standings_table(report, labels)
    writer.writerow(heads)
    writer.writerows(rows)
    return out.getvalue()


def write_csv(
    report: TeamReport, path: str | os.PathLike[str], labels: Labels = ENGLISH_LABELS
) -> None:
    write_atomic(Path(path), csv_text(report, labels).encode("utf-8"))


def xlsx_bytes(report: TeamReport, labels: Labels = ENGLISH_LABELS) -> bytes:
    """A workbook of three sheets (final list, crosstable, boards). Match and game points are
    numbers (as `io.excel`: the decimal the list prints); the rest is text."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    sheets: list[tuple[str, Sequence[str], Sequence[Sequence[object]]]] = [
        (word(labels, "title"), *_numeric(report, labels)),
        (word(labels, "crosstable"), *crosstable_table(report, labels)),
    ]
    boards = board_tables(report, labels)
    if boards:
        rows: list[Sequence[object]] = []
        for title, _, board_rows in boards:
            rows.append([title])
            rows.extend(board_rows)
        sheets.append((word(labels, "boards"), boards[0][1], rows))  # (the same heads each)
    for name, heads, sheet_rows in sheets:
        sheet = book.create_sheet(name[:31])
        sheet.append(heads)
        for row in sheet_rows:
            sheet.append(row)
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _numeric(report: TeamReport, labels: Labels) -> tuple[list[str], list[list[object]]]:
    heads, _ = standings_table(report, labels)
    rows: list[list[object]] = []
    for row in report.standings.rows:
        values: list[object] = [row.rank, row.team.number, row.team.name]
        values += [Decimal(numbers.exact(row.mp)), Decimal(numbers.exact(row.gp))]
        values += [value_text(labels, v) for v in row.values]
        rows.append(values)
    return heads, rows


def write_xlsx(
    report: TeamReport, path: str | os.PathLike[str], labels: Labels = ENGLISH_LABELS
) -> None:
    write_atomic(Path(path), xlsx_bytes(report, labels))
