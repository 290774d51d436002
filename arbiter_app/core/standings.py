"""Standings: rank the players by points, then by the tournament's tie-break list.

SKELETON (foundation issue): ranks by points only and shares places on equal points. The
tie-break engine replaces `_break_ties` with partition refinement over the chosen list; the
shapes below (`Standings`, `Row`, `compute`) are the interface the CLI, GUI and reports use.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from arbiter_app.core.model import System, Tournament

# A tie-break value: exact number, a tuple of layers (e.g. layered Buchholz), or None when the
# criterion is undefined for the player (e.g. ARO without rated opponents).
Value = Fraction | int | tuple[Fraction, ...] | None


@dataclass(frozen=True)
class Row:
    rank: int  # first place of the position
    rank_last: int  # last place of the position (== rank unless shared)
    start_no: int
    points: Fraction
    values: tuple[Value, ...]  # one per entry of Standings.tiebreaks
    withdrawn: bool = False

    @property
    def shared(self) -> bool:
        return self.rank_last != self.rank


@dataclass(frozen=True)
class Standings:
    tiebreaks: tuple[str, ...]  # canonical descriptors, in ranking order
    rules: str
    system: System
    rows: tuple[Row, ...]


def format_points(points: Fraction) -> str:
    """Points as printed in crosstables: one decimal, `4.0`, `3.5` (quarters get two)."""
    return format_decimal(points, 1)


def format_decimal(value: Fraction, places: int) -> str:
    """Exact decimal string with at least `places` decimals (more if needed to stay exact).

    Raises ValueError when the value has no finite decimal expansion (callers round first).
    """
    sign = "-" if value < 0 else ""
    value = abs(value)
    scale = 10**places
    while (value * scale).denominator != 1:
        scale *= 10
        if scale > 10**12:
            raise ValueError(f"{value} has no short exact decimal form")
    digits = len(str(scale)) - 1
    n = int(value * scale)
    whole, frac = divmod(n, scale)
    return f"{sign}{whole}.{frac:0{digits}d}" if digits else f"{sign}{whole}"


def compute(
    tournament: Tournament,
    tiebreaks: list[str] | None = None,
    rules: str | None = None,
    system: System | None = None,
) -> Standings:
    """Standings of `tournament` (points only in this skeleton)."""
    t = tournament
    tbs = tuple(t.tiebreaks if tiebreaks is None else tiebreaks)
    points = {p.start_no: t.points(p) for p in t.players}
    order = sorted(t.players, key=lambda p: (-points[p.start_no], p.start_no))
    rows: list[Row] = []
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and points[order[j + 1].start_no] == points[order[i].start_no]:
            j += 1
        for p in order[i : j + 1]:
            rows.append(
                Row(
                    rank=i + 1,
                    rank_last=j + 1,
                    start_no=p.start_no,
                    points=points[p.start_no],
                    values=tuple(None for _ in tbs),
                    withdrawn=p.withdrawn_after is not None,
                )
            )
        i = j + 1
    return Standings(
        tiebreaks=tbs,
        rules=rules or t.rules or "fide-2024",
        system=system or t.system or System.SWISS,
        rows=tuple(rows),
    )
