"""Standings: rank the players by points, then by the tournament's tie-break list.

C.07 4.2, as a partition refinement: start from the groups of players equal on points; apply
the first criterion inside each group and split it by value; apply the next criterion only
inside the subgroups still tied, and so on. A type A criterion (DE) is recomputed on each
subgroup it is applied to. Players still tied when the list is exhausted share the place
(`Row.rank` … `Row.rank_last`); add ``LOT`` (a seeded drawing of lots) or ``TPN`` to the list to
break every tie.

The rule edition is `rules` if given, else the tournament's `rules`, else the FIDE edition in
force on the start date (`core.rules.default_name`). The system (Swiss or round robin, which
switches between C.07 Art. 16 and 15.2) is `system` if given, else `core.system.resolve_system`
(declared, else inferred from the pairings, else Swiss).

A leading ``PTS`` in the list (TRF-26 record 212 style) is dropped: points always come first.

Values of non-group criteria are computed for every player (they are printed for everybody);
a group criterion's value is only set for players that were tied when it was applied.

Information-only columns (`info`, default the tournament's `info_columns`): criteria computed
for every player after the ranking and printed after the list, never used to rank (arbiters
print e.g. ARO or DrawBoss's rating correction for information). They are kept apart from the
ranking list, `Standings.info` / `Row.info_values` beside `Standings.tiebreaks` / `Row.values`,
so everything that re-ranks with `Standings.tiebreaks` keeps ranking by the list alone;
`Standings.columns` / `Row.column_values` are both, in print order. A group criterion (DE, DEA)
has a value only inside a tied group, so it cannot be an information column; one already in the
ranking list (or given twice) is shown once.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm

from arbiter_app.core import rules as rules_mod
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.system import resolve_system
from arbiter_app.core.tiebreaks import (
    Context,
    Criterion,
    Descriptor,
    DescriptorError,
    Value,
    descriptor,
    lookup,
)

Key = tuple[int, int | tuple[int, ...]]
_UNDEFINED: Key = (1, 0)

__all__ = [
    "Details",
    "Row",
    "Standings",
    "Value",
    "compute",
    "compute_with_details",
    "format_decimal",
    "format_points",
    "make_context",
    "parse_info",
    "parse_list",
    "rank_keys",
]


@dataclass(frozen=True)
class Row:
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


def _make_rows(
    sizes: list[int],
    order: list[int],
    points: list[Fraction],
    values: list[tuple[Value, ...]],
    withdrawn: list[bool],
    info_values: list[tuple[Value, ...]],
) -> list[Row]:
    """The rows of the final groups (of `sizes`, best first) for the start numbers in `order`
    (members of a group by start number), given each row's points, values, withdrawal and
    information values in that order.

    Built without the frozen dataclass's generated `__init__` (one `object.__setattr__` per
    field and keyword handling, which for 10,000 rows cost more than several tie-breaks): each
    instance is created and its `__dict__` filled with the same fields. Row has no
    `__post_init__`, no slots and no defaults to apply, so the rows are identical."""
    new = object.__new__
    rows: list[Row] = []
    append = rows.append
    place = 1
    k = 0
    for size in sizes:
        last = place + size - 1
        for _ in range(size):
            row = new(Row)
            fields = row.__dict__
            fields["rank"] = place
            fields["rank_last"] = last
            fields["start_no"] = order[k]
            fields["points"] = points[k]
            fields["values"] = values[k]
            fields["withdrawn"] = withdrawn[k]
            fields["info_values"] = info_values[k]
            append(row)
            k += 1
        place = last + 1
    return rows


@dataclass(frozen=True)
class Standings:
    tiebreaks: tuple[str, ...]  # canonical descriptors, in ranking order
    rules: str
    system: System
    rows: tuple[Row, ...]
    info: tuple[str, ...] = ()  # canonical descriptors of the information-only columns

    @property
    def columns(self) -> tuple[str, ...]:
        """Every printed column: the ranking list, then the information columns."""
        return self.tiebreaks + self.info

    def is_info(self, column: int) -> bool:
        """Whether column `column` of `columns` is for information only (not ranked by)."""
        return column >= len(self.tiebreaks)

    def row(self, start_no: int) -> Row:
        """The row of `start_no` (KeyError if absent); O(1) after the first call."""
        index: dict[int, Row] | None = self.__dict__.get("_rows_by_start_no")
        if index is None:
            index = {r.start_no: r for r in self.rows}
            object.__setattr__(self, "_rows_by_start_no", index)
        return index[start_no]


@dataclass
class Details:
    """What `compute_with_details` keeps for explanations: the context (all shared inputs)
    and, per criterion position, the tied group each player was in when it was applied."""

    context: Context
    descriptors: tuple[Descriptor, ...]
    groups: list[dict[int, tuple[int, ...]]] = field(default_factory=list)
    info: tuple[Descriptor, ...] = ()  # the information-only columns

    @property
    def columns(self) -> tuple[Descriptor, ...]:
        """The descriptors of `Standings.columns`, in the same order."""
        return self.descriptors + self.info


def format_points(points: Fraction) -> str:
    """Points as printed in crosstables: one decimal, `4.0`, `3.5` (quarters get two)."""
    return format_decimal(points, 1)


def format_decimal(value: Fraction, places: int) -> str:
    """Exact decimal string with at least `places` decimals (more if needed to stay exact).

    Raises ValueError when the value has no finite decimal expansion (callers round first).
    """
    # In integers (every row prints its points): value = ±num / den in lowest terms.
    num, den = value.numerator, value.denominator
    sign = "-" if num < 0 else ""
    num = abs(num)
    scale = 10**places
    while num * scale % den:
        scale *= 10
        if scale > 10**12:
            raise ValueError(f"{abs(value)} has no short exact decimal form")
    digits = len(str(scale)) - 1
    whole, frac = divmod(num * scale // den, scale)
    return f"{sign}{whole}.{frac:0{digits}d}" if digits else f"{sign}{whole}"


def rank_keys(values: dict[int, Value], crit: Criterion, d: Descriptor) -> dict[int, Key]:
    """Integer sort keys, best first, None last (the order of `tiebreaks.sort_key`).

    Exact: every Fraction is scaled by the common denominator of the criterion's values, so
    the refinement compares plain integers instead of Fractions.
    """
    # Values recur (and the context hands out one Fraction per value), so each distinct
    # object is examined once; `id` is safe as a key while `values` holds the objects.
    distinct = {id(v): v for v in values.values()}
    den = 1
    for v in distinct.values():
        if isinstance(v, Fraction):
            den = lcm(den, v.denominator)
        elif isinstance(v, tuple):
            for x in v:
                den = lcm(den, Fraction(x).denominator)
    sign = -1 if crit.lower_is_better == d.reverse else 1  # higher is better: descending

    def scaled(x: Fraction | int) -> int:
        if isinstance(x, Fraction):
            return sign * x.numerator * (den // x.denominator)
        return sign * x * den

    def key(v: Value) -> Key:
        if v is None:
            return _UNDEFINED
        if isinstance(v, tuple):
            return (0, tuple(scaled(x) for x in v))
        return (0, scaled(v))

    key_of = {k: key(v) for k, v in distinct.items()}
    return {sn: key_of[id(v)] for sn, v in values.items()}


def parse_list(tiebreaks: list[str] | tuple[str, ...]) -> tuple[Descriptor, ...]:
    """Parse a tie-break list (DescriptorError names a bad entry); a leading PTS is dropped."""
    descs = [descriptor(x) for x in tiebreaks if x.strip()]
    if descs and descs[0].name == "PTS":
        descs = descs[1:]
    return tuple(descs)


def parse_info(
    info: list[str] | tuple[str, ...], ranking: tuple[Descriptor, ...] = ()
) -> tuple[Descriptor, ...]:
    """Parse the information-only columns (DescriptorError names a bad entry). PTS and codes
    already in `ranking` (or given twice) are left out: each column is printed once."""
    seen = {d.code for d in ranking} | {"PTS"}
    out: list[Descriptor] = []
    for text in info:
        if not text.strip():
            continue
        d = descriptor(text)
        if d.code in seen:
            continue
        if lookup(d.name).group:
            raise DescriptorError(
                f"{d.code} compares the players of a tied group: it cannot be an "
                "information column (put it in the tie-break list)"
            )
        seen.add(d.code)
        out.append(d)
    return tuple(out)


def make_context(
    t: Tournament,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
) -> Context:
    """The shared inputs under the chosen (or default) rules and system."""
    policy = rules_mod.resolve(t, rules)
    sys_ = system if system is not None else resolve_system(t)[0]
    return Context(t, policy, sys_, unrated)


def compute(
    tournament: Tournament,
    tiebreaks: list[str] | None = None,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
    info: list[str] | None = None,
) -> Standings:
    """Standings of `tournament` under `tiebreaks` (default: the tournament's list), with the
    information-only columns `info` (default: the tournament's `info_columns`)."""
    return _compute_gc_paused(tournament, tiebreaks, rules, system, unrated, info, False)[0]


def compute_with_details(
    tournament: Tournament,
    tiebreaks: list[str] | None = None,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
    info: list[str] | None = None,
) -> tuple[Standings, Details]:
    """`compute`, and the details explanations need (the context, the tied groups)."""
    return _compute_gc_paused(tournament, tiebreaks, rules, system, unrated, info, True)


def _compute_gc_paused(
    tournament: Tournament,
    tiebreaks: list[str] | None,
    rules: str | None,
    system: System | None,
    unrated: int | None,
    info: list[str] | None,
    keep_groups: bool,
) -> tuple[Standings, Details]:
    # The computation allocates many short-lived lists and creates no reference cycles; with a
    # big event in memory the cyclic collector's full passes (triggered by those allocations)
    # cost more than some criteria (10,000×15: ~20 %). It is paused for the computation only
    # (and left alone if the program had paused it).
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return _compute(tournament, tiebreaks, rules, system, unrated, info, keep_groups)
    finally:
        if paused:
            gc.enable()


def _compute(
    tournament: Tournament,
    tiebreaks: list[str] | None,
    rules: str | None,
    system: System | None,
    unrated: int | None,
    info: list[str] | None,
    keep_groups: bool,
) -> tuple[Standings, Details]:
    """The computation; `keep_groups`: record the tied groups for explanations (`Details.groups`
    and the context's group entries), which `compute` does not return."""
    t = tournament
    descs = parse_list(t.tiebreaks if tiebreaks is None else tiebreaks)
    info_descs = parse_info(t.info_columns if info is None else info, descs)
    ctx = make_context(t, rules, system, unrated)
    details = Details(ctx, descs, info=info_descs)
    start_nos = ctx.start_nos
    score = ctx.score  # units, by player index
    to_points = ctx.points

    # Values of the per-player criteria, for everybody.
    values: list[dict[int, Value]] = []
    for d in descs:
        crit = lookup(d.name)
        if crit.group or crit.compute is None:
            values.append({})
        else:
            values.append(crit.compute(ctx, d))

    # Partition refinement (C.07 4.2), starting from the points groups (integer units).
    ordered = sorted(range(len(start_nos)), key=lambda i: (-score[i], start_nos[i]))
    groups: list[list[int]] = []
    last_score = None
    for i in ordered:
        if groups and score[i] == last_score:
            groups[-1].append(start_nos[i])
        else:
            groups.append([start_nos[i]])
            last_score = score[i]
    for k, d in enumerate(descs):
        crit = lookup(d.name)
        seen: dict[int, tuple[int, ...]] = {}
        details.groups.append(seen)
        refined: list[list[int]] = []
        key: dict[int, Key] = {}
        if not crit.group:
            # Keys only for the players still tied: after the first criteria few are.
            get = values[k].get
            key = rank_keys({sn: get(sn) for g in groups if len(g) > 1 for sn in g}, crit, d)
        for g in groups:
            if len(g) == 1:
                refined.append(g)
                continue
            members = tuple(sorted(g))
            if keep_groups:
                seen.update(dict.fromkeys(g, members))
            if crit.group:
                assert crit.rank_group is not None
                if keep_groups:
                    for sn in g:
                        ctx.cache[("group", d.code, sn)] = members
                blocks, group_values = crit.rank_group(ctx, d, members)
                values[k].update(group_values)
                refined.extend(blocks)
                continue
            # Split the group where the key changes (sorted by key, then start number).
            previous: Key | None = None
            block: list[int] = []
            for value_key, sn in sorted(zip(map(key.__getitem__, g), g, strict=True)):
                if value_key != previous:
                    block = [sn]
                    refined.append(block)
                    previous = value_key
                else:
                    block.append(sn)
        groups = refined

    # Information-only columns: computed after the ranking, for everybody; never ranked by.
    info_values: list[dict[int, Value]] = []
    for d in info_descs:
        compute_info = lookup(d.name).compute
        info_values.append({} if compute_info is None else compute_info(ctx, d))

    # Rows in ranking order; the value tuples are built column by column.
    order = [sn for g in groups for sn in sorted(g)]
    positions = list(map(ctx.index.__getitem__, order))
    players = ctx.players
    columns = [list(map(v.get, order)) for v in values]
    info_columns = [list(map(v.get, order)) for v in info_values]
    rows = _make_rows(
        [len(g) for g in groups],
        order,
        [to_points(score[i]) for i in positions],
        list(zip(*columns, strict=True)) if columns else [()] * len(order),
        [players[i].withdrawn_after is not None for i in positions],
        list(zip(*info_columns, strict=True)) if info_columns else [()] * len(order),
    )
    standings = Standings(
        tiebreaks=tuple(d.code for d in descs),
        rules=ctx.policy.name,
        system=ctx.system,
        rows=tuple(rows),
        info=tuple(d.code for d in info_descs),
    )
    return standings, details
