"""The standings as data: `Row` (one line of the list), `Standings` (the rows, the columns
and the rules they were ranked under) and `Details` (what explanations need), and the number
formatting printed rows use.

Kept apart from the computation so that everything that reads standings (the report, the
window, the CLI, the exports, validation, prizes) depends on these types alone. Players still
tied when the tie-break list is exhausted share the place, `Row.rank` … `Row.rank_last`
(C.07 4.2). Information-only columns (`Standings.info`, `Row.info_values`) are printed after
the ranking list and never ranked by; `Standings.columns` / `Row.column_values` are both, in
print order.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import partial
from itertools import repeat
from typing import NamedTuple

from msgspec import Struct

from arbiter_app.core.model import System
from arbiter_app.core.tiebreaks import Context, Descriptor, Value


class Row(NamedTuple):
    """One line of the standings. A named tuple: a 10,000-player list builds 10,000 of them
    per computation, and a tuple is built at C speed (`_make_rows`)."""

    rank: int  # first place of the position
    rank_last: int  # last place of the position (== rank unless shared)
    start_no: int
    points: Fraction
    values: tuple[Value, ...]  # one per entry of Standings.tiebreaks
    withdrawn: bool = False
    info_values: tuple[Value, ...] = ()  # one per entry of Standings.info (never ranked by)

    @property
    def shared(self) -> bool:
        return self.rank_last != self.rank

    @property
    def column_values(self) -> tuple[Value, ...]:
        """Every printed value: the ranking list's, then the information columns'."""
        return self.values + self.info_values


_new_row = partial(tuple.__new__, Row)  # Row._make without its Python-level call


def _places(shared: list[tuple[int, int]], n: int) -> tuple[list[int], list[int]]:
    """The first and last place of every position of a ranking of `n` where the players at
    the positions [a, b) of `shared` share their places (everybody else has a place alone)."""
    first = list(range(1, n + 1))
    last = list(first)
    for a, b in shared:
        first[a:b] = repeat(a + 1, b - a)
        last[a:b] = repeat(b, b - a)
    return first, last


def unique_titles(titles: Sequence[str]) -> list[str]:
    """Titles made unique by numbering a repeated one: `DE`, `PS`, `DE (2)`."""
    seen: dict[str, int] = {}
    out = []
    for t in titles:
        n = seen.get(t, 0)
        seen[t] = n + 1
        out.append(t if n == 0 else f"{t} ({n + 1})")
    return out


RowFields = tuple[Fraction, tuple[Value, ...], bool, tuple[Value, ...]]


class Standings(Struct, frozen=True, dict=True):  # (the `__dict__` holds `row`'s index)
    tiebreaks: tuple[str, ...]  # canonical descriptors, in ranking order
    rules: str
    system: System
    rows: tuple[Row, ...]
    info: tuple[str, ...] = ()  # canonical descriptors of the information-only columns

    @property
    def columns(self) -> tuple[str, ...]:
        """Every printed column: the ranking list, then the information columns."""
        return self.tiebreaks + self.info

    @property
    def column_keys(self) -> list[str]:
        """`columns` as unique names (a CSV head, a JSON key): a criterion listed again, as
        DE may be, is numbered: `DE`, `PS`, `DE (2)`."""
        return unique_titles(self.columns)

    def is_info(self, column: int) -> bool:
        """Whether column `column` of `columns` is for information only (not ranked by)."""
        return column >= len(self.tiebreaks)

    def row(self, start_no: int) -> Row:
        """The row of `start_no` (KeyError if absent); O(1) after the first call."""
        index: dict[int, Row] | None = self.__dict__.get("_rows_by_start_no")
        if index is None:
            index = {r.start_no: r for r in self.rows}
            self.__dict__["_rows_by_start_no"] = index
        return index[start_no]


class Details(Struct):
    """What `compute_with_details` keeps for explanations: the context (all shared inputs;
    a group criterion's tied groups are in its cache, ``("group", code, start_no)``)."""

    context: Context
    descriptors: tuple[Descriptor, ...]
    info: tuple[Descriptor, ...] = ()  # the information-only columns

    @property
    def columns(self) -> tuple[Descriptor, ...]:
        """The descriptors of `Standings.columns`, in the same order."""
        return self.descriptors + self.info
