"""Writes the rating-list test files of this directory (see README.md). SYNTHETIC data in the
layout of the real FIDE files; run from the repository root:

    PYTHONPATH=. .venv/bin/python tests/data/ratinglists/make_excerpt.py
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.ratings import HEADER, fide_line, synthetic_lines

HERE = Path(__file__).resolve().parent

# Hand-made players (fictional) covering what the real list has: titles, a woman's flag,
# inactive, unrated, a name without a comma, an OTit list that overflows its column.
SPECIAL = [
    dict(fide_id=90000001, name="Lindqvist, Ake", fed="SWE", title="FM",
         ratings=((2301, 9, 20), (2250, 0, 20), (0, 0, 0)), birth=2009),
    dict(fide_id=90000002, name="Nunez Alvarez, Jose Maria", fed="ESP",
         ratings=((1876, 4, 20), (0, 0, 0), (1790, 11, 20)), birth=1961),
    dict(fide_id=90000003, name="Okafor, Ngozi", fed="NGA", sex="F", title="WIM", wtitle="WIM",
         ratings=((2105, 7, 40), (0, 0, 0), (0, 0, 0)), birth=2012, flag="w"),
    dict(fide_id=90000005, name="Singlename", fed="IND", birth=0, flag="i"),
    dict(fide_id=90000006, name="Vachier-Test, Anne-Lise", fed="FRA", sex="F", title="WGM",
         wtitle="WGM", foa="AGM", ratings=((2401, 0, 10), (2388, 3, 20), (2420, 0, 20)),
         birth=1990, flag="wi"),
]  # fmt: skip
# In the XML (UTF-8) the names keep their accents, as FIDE's XML can carry them.
XML_NAMES = {90000001: "Lindqvist, Åke", 90000002: "Núñez Álvarez, José María"}
OVERFLOW_ID = 90000004


def overflow_line() -> str:
    """A 163-character line: OTit `SI,FI,LSI,SLI,NAAFM` runs over FOA, the rest moves right."""
    base = fide_line(OVERFLOW_ID, "Petrov, Ivan", fed="BUL", ratings=((1980, 0, 20),) * 3,
                     birth=1975)  # fmt: skip
    return base[:94] + "SI,FI,LSI,SLI,NAAFM" + " " + base[113:]


def lines() -> list[str]:
    out = list(synthetic_lines(294, seed=18))
    out[10:10] = [fide_line(**s) for s in SPECIAL[:3]]  # type: ignore[arg-type]
    out[100:100] = [overflow_line()]
    out += [fide_line(**s) for s in SPECIAL[3:]]  # type: ignore[arg-type]
    return out


def xml(lines_: list[str]) -> str:
    tags = ["fideid", "name", "country", "sex", "title", "w_title", "o_title", "foa_title",
            "rating", "games", "k", "rapid_rating", "rapid_games", "rapid_k", "blitz_rating",
            "blitz_games", "blitz_k", "birthday", "flag"]  # fmt: skip
    cuts = [0, 15, 76, 80, 84, 89, 94, 109, 113, 119, 123, 126, 132, 136, 139, 145, 149, 152,
            158, 162]  # fmt: skip
    out = ["<playerslist>"]
    for line in lines_:
        if len(line) > 162:  # the overflow line: read it as the columns say
            values = [line[:15], line[15:76], line[76:80], line[80:84], line[84:89],
                      line[89:94], "SI,FI,LSI,SLI,NAAFM", ""]  # fmt: skip
            rest = line[114:]
            values += [rest[a - 113 : b - 113] for a, b in pairwise(cuts[8:])]
        else:
            values = [line[a:b] for a, b in pairwise(cuts)]
        values = [v.strip() for v in values]
        values[1] = XML_NAMES.get(int(values[0]), values[1])
        body = "".join(f"<{t}>{escape(v)}</{t}>" for t, v in zip(tags, values, strict=True))
        out.append(f"<player>{body}</player>")
    out.append("</playerslist>")
    return "\n".join(out) + "\n"


def main() -> None:
    all_lines = lines()
    (HERE / "players_list_foa.txt").write_bytes(
        "\r\n".join([HEADER, *all_lines, ""]).encode("ascii")
    )
    (HERE / "players_list_xml_foa.xml").write_text(xml(all_lines), encoding="utf-8")
    # A single-type list: the month token in the rating column's place.
    single = HEADER[:113] + "NOV26 Gms K  B-day Flag"
    rows = [line[:113] + line[113:126] + line[152:] for line in all_lines[:40] if len(line) == 162]
    (HERE / "standard_nov26frl.txt").write_bytes("\r\n".join([single, *rows, ""]).encode())


if __name__ == "__main__":
    main()
