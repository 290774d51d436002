"""Team standings for `standings FILE` on a team event: text, CSV and JSON.

The same three formats as the individual standings (`cli/standings.py`): one row (one JSON
object) per team with its rank, match and game points and the values of the team tie-break
list (`core.teams.standings`). The JSON also keeps the players' individual standings under
`standings`, as for an individual event, so that a board-by-board reader finds them.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from arbiter_app.core import numbers
from arbiter_app.core.model import Tournament
from arbiter_app.core.teams.standings import TeamStandings, Value


def value_text(value: Value) -> str | None:
    """A team tie-break value as exact text: points as decimals where they are exact, a board
    sequence (TBR, BBE) as its values joined by `/`, a place in a tied group as a number."""
    if value is None:
        return None
    if isinstance(value, tuple):
        return "/".join(_exact(v) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return _exact(Fraction(value))


def _exact(value: Fraction) -> str:
    return numbers.exact(value)


def team_rows(st: TeamStandings) -> list[dict[str, Any]]:
    return [
        {
            "rank": row.rank,
            "team": row.team.number,
            "name": row.team.name,
            "short_name": row.team.short_name,
            "mp": _exact(row.mp),
            "gp": _exact(row.gp),
            "values": {code: value_text(v) for code, v in zip(st.codes, row.values, strict=True)},
            "players": list(row.team.members),
        }
        for row in st.rows
    ]


def team_json(t: Tournament, st: TeamStandings, players: list[dict[str, Any]]) -> str:
    doc = {
        "tournament": t.name,
        "kind": "team",
        "rounds": t.total_rounds,
        "primary": st.primary,
        "tiebreaks": list(st.codes),
        "teams": team_rows(st),
        "standings": players,
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


def team_csv(st: TeamStandings) -> str:
    from arbiter_app.io.csv import format_rows  # (only when asked: the report modules)

    table: list[list[object]] = [["rank", "team", "name", "mp", "gp", *st.codes]]
    for row in team_rows(st):
        values = list(row["values"].values())
        table.append([row["rank"], row["team"], row["name"], row["mp"], row["gp"], *values])
    return format_rows(table, lineterminator="\n")


def team_text(t: Tournament, st: TeamStandings) -> str:
    header = ["Rk", "No", "Team", "MP", "GP", *st.codes]
    table = [header]
    for row in team_rows(st):
        values = ["" if v is None else v for v in row["values"].values()]
        cells = [str(row["rank"]), str(row["team"]), row["name"], row["mp"], row["gp"]]
        table.append([*cells, *values])
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    lines = [f"{t.name} (team event, {t.total_rounds} rounds, primary score {st.primary})".strip()]
    for r in table:
        cells = [
            c.ljust(w) if i == 2 else c.rjust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)
