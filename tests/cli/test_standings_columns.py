"""The standings printed column by column are what the row-by-row writers make of the rows.

`standings --format json` puts each row's JSON together column by column (`_json_rows`) and
`--format csv` makes each distinct cell safe once (`io.csv.format_columns`): on a real file,
with clubs and names a spreadsheet would run as formulas, information columns and a code
listed twice, they must equal `json.dumps` of each row and the one CSV writer's rows.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from msgspec.structs import replace

from arbiter_app.cli.standings import _json_rows, _rows, column_titles, standings_csv
from arbiter_app.core.standings import compute
from arbiter_app.io.csv import format_rows
from arbiter_app.io.trf import read_trf

DATA = Path(__file__).parent.parent / "data"
CLUBS = ["=SUM(A1)", 'Klub "Ø", x', "", "-1.5", "@home\ttab"]


@pytest.mark.parametrize(
    ("tiebreaks", "info"),
    [
        (None, None),
        (["BH", "SB", "WIN"], ["ARO", "RSUM"]),
        (["BH/C1", "BH", "SB"], ["SB", "WIN"]),
        (["DE", "BH", "DE"], ["SB"]),
    ],
)
def test_json_and_csv_by_columns_are_the_rows_written_one_by_one(
    tiebreaks: list[str] | None, info: list[str] | None
) -> None:
    t = read_trf(DATA / "seeds" / "nsf_example.trf")
    for i, p in enumerate(list(t.players)):
        if i % 2 == 0:
            t.replace_player(replace(p, club=CLUBS[i % 5], name=f'{p.name} "{i}" ='))
    st = compute(t, tiebreaks, info=info)
    rows = _rows(t, st)
    assert _json_rows(t, st) == [json.dumps(row, ensure_ascii=False) for row in rows]
    table: list[list[object]] = [["rank", "start_no", "name", "club", "points", *column_titles(st)]]
    for row in rows:
        cells = [row["rank"], row["start_no"], row["name"], row["club"], row["points"]]
        table.append([*cells, *row["values"].values()])
    assert standings_csv(t, st) == format_rows(table, lineterminator="\n")
    assert "'=SUM(A1)" in standings_csv(t, st)  # (the club a spreadsheet would run, defused)
