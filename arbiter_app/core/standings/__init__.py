"""Standings: rank the players by points, then by the tournament's tie-break list.

C.07 4.2, as a partition refinement: start from the groups of players equal on points; apply
the first criterion inside each group and split it by value; apply the next criterion only
inside the subgroups still tied, and so on. A type A criterion (DE) is recomputed on each
subgroup it is applied to. Players still tied when the list is exhausted share the place
(`Row.rank` … `Row.rank_last`); add ``LOT`` (a seeded drawing of lots) or ``TPN`` to the list to
break every tie.

Information-only columns (`info`, default the tournament's `info_columns`): criteria computed
for every player after the ranking and printed after the list, never used to rank (arbiters
print e.g. ARO or DrawBoss's rating correction for information). They are kept apart from the
ranking list, `Standings.info` / `Row.info_values` beside `Standings.tiebreaks` / `Row.values`,
so everything that re-ranks with `Standings.tiebreaks` keeps ranking by the list alone; one
already in the ranking list (or given twice) is shown once.

Live recomputation (`Run`, kept by `core.live.LiveStandings`): after an edit the computation
starts from the last one and gives the same standings as one from scratch.

The package (import from here; the modules are its parts, not its interface):
- `rows`: `Row`, `Standings`, `Details`, what the rest of the program reads;
- `inputs`: the list and the information columns parsed, the rule edition and the system
  chosen, the shared inputs (`Context`) built;
- `keys`: each criterion's values as exact integer sort keys;
- `ranking`: the partition refinement above;
- `reuse`: what a live recomputation takes from the last one (`Run`);
- `engine`: `compute`, `compute_with_details`, `compute_after`.
"""

from __future__ import annotations

from arbiter_app.core.standings.engine import compute, compute_after, compute_with_details
from arbiter_app.core.standings.inputs import make_context, parse_info, parse_list
from arbiter_app.core.standings.keys import rank_keys
from arbiter_app.core.standings.reuse import Run
from arbiter_app.core.standings.rows import Details, Row, Standings, unique_titles
from arbiter_app.core.tiebreaks import Value

__all__ = [
    "Details",
    "Row",
    "Run",
    "Standings",
    "Value",
    "compute",
    "compute_after",
    "compute_with_details",
    "make_context",
    "parse_info",
    "parse_list",
    "rank_keys",
    "unique_titles",
]
