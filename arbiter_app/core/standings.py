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

Live recomputation (`Run`, kept by `core.live.LiveStandings`): a live event recomputes after
every edit, and an edit replaces one
or two players and changes nothing else. The computation then starts from the last one: the
criteria that declare a `reach` are computed for the replaced players and their opponents
only (`Context.updated`), those players are moved to their new places in the last ranking,
and a group criterion keeps the ranking of every tied group the edit left alone. Anything else
(another list, rules, settings, player list, or a criterion without a reach) is computed from
scratch. Both ways give the same standings (tests/core/tiebreaks/test_live_recomputation.py).
"""

from __future__ import annotations

import gc
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from itertools import compress, count, filterfalse, islice, pairwise, repeat
from math import lcm
from operator import add, attrgetter, gt, is_not, itemgetter, ne, sub
from typing import NamedTuple

from arbiter_app.core import numbers
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.model import Player, System, Tournament
from arbiter_app.core.rules import Policy
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

Key = tuple[int, int | tuple[int, ...]] | int
GroupRanking = tuple[list[list[int]], dict[int, Value]]  # what a group criterion returns
_UNDEFINED: Key = (1, 0)

__all__ = [
    "Details",
    "Row",
    "Run",
    "Standings",
    "Value",
    "compute",
    "compute_after",
    "compute_with_details",
    "format_decimal",
    "format_points",
    "make_context",
    "parse_info",
    "parse_list",
    "rank_keys",
]


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


RowFields = tuple[Fraction, tuple[Value, ...], bool, tuple[Value, ...]]


def _row_fields(
    ctx: Context,
    values: list[dict[int, Value]],
    info_values: list[dict[int, Value]],
    last: Run | None,
    targets: Sequence[int] | None,
    grouped: set[int],
) -> dict[int, RowFields]:
    """Every player's row fields but the places: points, values, withdrawn, information
    values. After an edit (`targets`) only the fields that can differ from the `last` run's
    are made again: the targets', and those of the players with a group criterion's value
    now (`grouped`) or in the last run."""
    start_nos, score, players = ctx.start_nos, ctx.score, ctx.players
    # One Fraction per distinct score (the context's).
    points = {u: ctx.points(u) for u in set(score)}
    if last is None or targets is None:
        columns = [list(map(v.get, start_nos)) for v in values]
        info_columns = [list(map(v.get, start_nos)) for v in info_values]
        fields = zip(
            map(points.__getitem__, score),
            zip(*columns, strict=True) if columns else repeat(()),
            map(is_not, map(_WITHDRAWN, players), repeat(None)),
            zip(*info_columns, strict=True) if info_columns else repeat(()),
            strict=False,  # (`repeat` is endless; the others have one entry per player)
        )
        return dict(zip(start_nos, fields, strict=True))
    out = dict(last.fields)
    index = ctx.index
    redo = {start_nos[i] for i in targets} | grouped | last.grouped
    for sn in redo:
        i = index[sn]
        out[sn] = (
            points[score[i]],
            tuple(v.get(sn) for v in values),
            players[i].withdrawn_after is not None,
            tuple(v.get(sn) for v in info_values),
        )
    return out


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
    """What `compute_with_details` keeps for explanations: the context (all shared inputs;
    a group criterion's tied groups are in its cache, ``("group", code, start_no)``)."""

    context: Context
    descriptors: tuple[Descriptor, ...]
    info: tuple[Descriptor, ...] = ()  # the information-only columns

    @property
    def columns(self) -> tuple[Descriptor, ...]:
        """The descriptors of `Standings.columns`, in the same order."""
        return self.descriptors + self.info


# The number formatter is `core.numbers`; these names stay for the modules that import them
# from here.
format_points = numbers.points
format_decimal = numbers.decimal


class _Scale(NamedTuple):
    """How one criterion's values became integer sort keys: value × `den` × `sign` (best
    first), `undefined` for None (above every defined key)."""

    den: int
    sign: int
    undefined: int

    def key(self, v: Value) -> int | None:
        """`v`'s key on this scale; None when it does not fit (a tuple, a denominator that does
        not divide `den`, a key not below `undefined`): the caller then ranks from scratch."""
        if v is None:
            return self.undefined
        if isinstance(v, int):
            k = self.sign * v * self.den
        elif isinstance(v, Fraction):
            times, rest = divmod(self.den, v.denominator)
            if rest:
                return None
            k = self.sign * v.numerator * times
        else:
            return None
        return k if k < self.undefined else None


def rank_keys(values: dict[int, Value], crit: Criterion, d: Descriptor) -> dict[int, Key]:
    """Sort keys, best first, None last (the order of `tiebreaks.sort_key`): plain integers,
    or `Key` tuples when some value is a tuple (the keys of one call are all of one kind).

    Exact: every Fraction is scaled by the common denominator of the criterion's values, so
    the refinement compares integers instead of Fractions.
    """
    return _keys_and_scale(values, crit, d)[0]


def _keys_and_scale(
    values: dict[int, Value], crit: Criterion, d: Descriptor
) -> tuple[dict[int, Key], _Scale | None]:
    """`rank_keys`, and the scale of the integer keys (None for tuple keys)."""
    # Values recur (and the context hands out one Fraction per value), so each distinct
    # object is examined once; `id` is safe as a key while `values` holds the objects. (C-level
    # map/zip throughout: this runs over every tied player of every criterion.)
    ids = list(map(id, values.values()))
    distinct = dict(zip(ids, values.values(), strict=True))
    # (`int` is tested first: `isinstance(x, Fraction)` goes through the numbers ABCs, slow for
    # the thousands of distinct ints of a criterion like LOT.)
    den = 1
    for v in distinct.values():
        if v is None or isinstance(v, int):
            continue
        if isinstance(v, tuple):
            for x in v:
                den = lcm(den, Fraction(x).denominator)
        else:
            den = lcm(den, v.denominator)
    sign = -1 if crit.lower_is_better == d.reverse else 1  # higher is better: descending

    def scaled(x: Fraction | int) -> int:
        if isinstance(x, int):
            return sign * x * den
        return sign * x.numerator * (den // x.denominator)

    if any(isinstance(v, tuple) for v in distinct.values()):

        def key(v: Value) -> Key:
            if v is None:
                return _UNDEFINED
            if isinstance(v, tuple):
                return (0, tuple(scaled(x) for x in v))
            return (0, scaled(v))

        tuple_keys = {k: key(v) for k, v in distinct.items()}
        return dict(zip(values, map(tuple_keys.__getitem__, ids), strict=True)), None
    # Plain integers (cheaper to sort): undefined values after every defined one.
    defined = {k: scaled(v) for k, v in distinct.items() if v is not None}  # type: ignore[arg-type]
    scale = _Scale(den, sign, max(defined.values(), default=0) + 1)
    int_keys: dict[int, Key] = {k: defined.get(k, scale.undefined) for k in distinct}
    return dict(zip(values, map(int_keys.__getitem__, ids), strict=True)), scale


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
    return Context(t, *_policy_and_system(t, rules, system), unrated)


def _policy_and_system(
    t: Tournament, rules: str | None, system: System | None
) -> tuple[Policy, System]:
    """The rule policy (`rules`, else the tournament's or the default by date) and the system
    (`system`, else declared, inferred or Swiss)."""
    return rules_mod.resolve(t, rules), system if system is not None else resolve_system(t)[0]


@dataclass
class Run:
    """What the next computation may reuse from the last one (a live recomputation).

    An edit replaces one or two (immutable) `Player` objects and leaves the list, its order and
    every setting alone. If the next computation has the same `signature` (list, information
    columns, rules, system, ratings for unrated players, rounds paired and planned, reading of
    unfinished games, scoring) and the same players but a few, criteria with a `reach` of 0 or
    1 are computed for the replaced players and their opponents only (`Context.updated`) and
    everybody else keeps the value computed here. That is exact when every pairing is recorded
    on both sides (a player's value can only change if a player whose rows it reads changed):
    checked over the whole event once (`symmetric`) and for the replaced players at each edit.
    Anything else is computed as usual.
    """

    signature: tuple[object, ...]  # everything besides the players the values depend on
    players: list[Player]
    context: Context
    values: list[dict[int, Value]]  # per column of the list ({} for group criteria)
    info_values: list[dict[int, Value]]
    symmetric: bool | None = None  # None: not checked yet
    ranking: _Ranking | None = None  # once made
    # Every player's row fields but the places, and the players with a group criterion's value.
    fields: dict[int, RowFields] = field(default_factory=dict)
    grouped: set[int] = field(default_factory=set)

    def is_symmetric(self) -> bool:
        if self.symmetric is None:
            opp = self.context.opp
            self.symmetric = all(
                j < 0 or opp[j][r] == i for i, row in enumerate(opp) for r, j in enumerate(row)
            )
        return self.symmetric


_RATING = attrgetter("rating")
_WITHDRAWN = attrgetter("withdrawn_after")
# A recomputation after an edit reuses the last run when at most this share of the players was
# replaced (beyond it a computation from scratch is as quick).
_REUSE_SHARE = 8


def _reusable(descs: tuple[Descriptor, ...]) -> bool:
    """Whether every per-player criterion of `descs` can be computed for a few players."""
    for d in descs:
        crit = lookup(d.name)
        if not crit.group and crit.reach not in (0, 1):
            return False
    return True


def _replaced(previous: list[Player], players: list[Player]) -> list[int] | None:
    """Indices of the players that are not the very objects of `previous` (None if the list
    itself changed: size, or a start number at some position)."""
    if len(previous) != len(players):
        return None
    changed = list(compress(count(), map(is_not, previous, players)))
    if any(previous[i].start_no != players[i].start_no for i in changed):
        return None
    return changed


def _still_symmetric(old: Context, new: Context, changed: list[int]) -> bool:
    """Whether the replaced players' pairings are recorded on both sides after the edit, given
    that every pairing was before it."""
    ids = set(changed)
    opp = new.opp
    for i in changed:
        row = opp[i]
        for r, j in enumerate(row):
            if j >= 0 and opp[j][r] != i:
                return False
        for r, j in enumerate(old.opp[i]):
            if j >= 0 and j not in ids and row[r] != j:
                return False  # a former opponent still names i, i no longer names them
    return True


def _context(
    t: Tournament,
    rules: str | None,
    system: System | None,
    unrated: int | None,
    descs: tuple[Descriptor, ...],
    info_descs: tuple[Descriptor, ...],
    last: Run | None,
) -> tuple[Context, tuple[object, ...], Run | None, list[int] | None]:
    """The context, the computation's signature, and — if this computation may reuse the run
    `last` (the previous computation of the same event) — that run and the indices of the
    players replaced since (the context is then `Context.updated` from it)."""
    policy, sys_ = _policy_and_system(t, rules, system)
    paired = t.rounds_paired
    signature = (
        descs,
        info_descs,
        policy,
        sys_,
        unrated,
        t.unrated_rating,
        paired,
        max(t.rounds, paired),  # `Tournament.total_rounds`
        t.unfinished_as_draw,
        t.scoring,
        # Whether everybody is rated: one unrated player without a rating for the unrated
        # leaves the rating criteria undefined for everybody (C.07 Art. 10 preamble).
        min(map(_RATING, t.players), default=1) > 0,
        t.lots_seed,
    )
    if last is not None and last.signature == signature and _reusable(descs + info_descs):
        changed = _replaced(last.players, t.players)
        few = changed is not None and len(changed) * _REUSE_SHARE <= len(t.players)
        if changed is not None and few and last.is_symmetric():
            ctx = last.context.updated(t, changed)
            if _still_symmetric(last.context, ctx, changed):
                return ctx, signature, last, changed
    previous = last.context if last is not None else None
    return Context(t, policy, sys_, unrated, previous), signature, None, None


class _Ranking(NamedTuple):
    """What the next ranking may reuse: the players in order of their composite keys (points,
    then the keys of the criteria before the first group criterion, then start number), those
    keys, and each criterion's key scale (None: tuple keys, nothing to reuse)."""

    order: list[int]
    composite: dict[int, tuple[Key, ...]]
    scales: list[_Scale | None]
    groups: dict[tuple[int, tuple[int, ...]], GroupRanking] = {}  # noqa: RUF012 (never mutated)


_BUT_START_NO = itemgetter(slice(None, -1))  # a composite key without its start number


def _rank(
    ctx: Context,
    descs: tuple[Descriptor, ...],
    values: list[dict[int, Value]],
    last: Run | None,
    targets: Sequence[int] | None,
    changed: Sequence[int] | None,
    keep_groups: bool,
) -> tuple[list[int], list[tuple[int, int]], _Ranking]:
    """The partition refinement of C.07 4.2: the start numbers best first, the runs [a, b) of
    that list whose players share a place (in start-number order), and what the next ranking
    may reuse.

    The criteria before the first group criterion (type A, e.g. DE) are applied at once: a
    player's composite key (points, then each criterion's key) orders the list exactly as
    refining group after group would, and the groups still tied after them are the runs of
    equal keys. After an edit (`targets`: the only players whose values may differ from the
    `last` run's; `changed`: the players the edit replaced) only those players' keys are made
    again and they are moved to their new places in the last order; otherwise every key is
    made and the list sorted. From the first group criterion on, each tied run is refined in
    turn (`_refine`).
    """
    first_group = next((k for k, d in enumerate(descs) if lookup(d.name).group), len(descs))
    ranking = None
    if targets is not None and last is not None and last.ranking is not None:
        ranking = _moved(ctx, descs[:first_group], values, last.ranking, targets)
    if ranking is None:
        ranking = _sorted(ctx, descs[:first_group], values, last)
    order = list(ranking.order)
    # Group boundaries: where the composite key without the start number changes.
    prefixes = list(map(_BUT_START_NO, map(ranking.composite.__getitem__, order)))
    cuts = [0, *compress(count(1), map(ne, prefixes, islice(prefixes, 1, None))), len(order)]
    # Groups of more than one player, as (first, end) positions.
    tied = list(compress(pairwise(cuts), map(gt, map(sub, cuts[1:], cuts), repeat(1))))
    groups: dict[tuple[int, tuple[int, ...]], GroupRanking] = {}
    before: dict[tuple[int, tuple[int, ...]], GroupRanking] = {}
    if changed is not None and last is not None and last.ranking is not None:
        before = last.ranking.groups
    replaced = {ctx.start_nos[i] for i in changed or ()}
    shared = _refine(
        ctx, descs, values, first_group, order, tied, keep_groups, groups, before, replaced
    )
    return order, shared, ranking._replace(groups=groups)


def _sorted(
    ctx: Context,
    prefix: tuple[Descriptor, ...],
    values: list[dict[int, Value]],
    last: Run | None,
) -> _Ranking:
    """Every player's composite key, and the players sorted by it. The sort starts from the
    last run's order when there is one (nearly sorted after a change: Python's sort exploits
    that)."""
    start_nos = ctx.start_nos
    columns: list[list[Key]] = [[-x for x in ctx.score]]
    scales: list[_Scale | None] = []
    for d, vals in zip(prefix, values, strict=False):
        key, scale = _keys_and_scale(vals, lookup(d.name), d)
        columns.append(list(map(key.__getitem__, start_nos)))
        scales.append(scale)
    composite = dict(zip(start_nos, zip(*columns, start_nos, strict=True), strict=True))
    begin = last.ranking.order if last is not None and last.ranking is not None else start_nos
    return _Ranking(sorted(begin, key=composite.__getitem__), composite, scales)


def _moved(
    ctx: Context,
    prefix: tuple[Descriptor, ...],
    values: list[dict[int, Value]],
    before: _Ranking,
    targets: Sequence[int],
) -> _Ranking | None:
    """`before` with the composite keys of the players at `targets` made again and those
    players moved to their places; None when a new value does not fit the old key scales."""
    if None in before.scales:
        return None
    scales: list[_Scale] = before.scales  # type: ignore[assignment]
    start_nos, score = ctx.start_nos, ctx.score
    composite = dict(before.composite)
    moved = [start_nos[i] for i in targets]
    for i, sn in zip(targets, moved, strict=True):
        parts: list[Key | None] = [-score[i]]
        parts += [scale.key(vals[sn]) for scale, vals in zip(scales, values, strict=False)]
        if None in parts:
            return None
        composite[sn] = (*parts, sn)  # type: ignore[arg-type]
    order = list(filterfalse(set(moved).__contains__, before.order))
    keys = list(map(composite.__getitem__, order))
    for sn in sorted(moved, key=composite.__getitem__):
        key = composite[sn]
        at = bisect_left(keys, key)
        keys.insert(at, key)
        order.insert(at, sn)
    return _Ranking(order, composite, scales)  # type: ignore[arg-type]


def _refine(
    ctx: Context,
    descs: tuple[Descriptor, ...],
    values: list[dict[int, Value]],
    first: int,
    order: list[int],
    tied: list[tuple[int, int]],
    keep_groups: bool,
    groups: dict[tuple[int, tuple[int, ...]], GroupRanking],
    before: dict[tuple[int, tuple[int, ...]], GroupRanking],
    changed: set[int],
) -> list[tuple[int, int]]:
    """Apply the criteria from `first` on to the `tied` runs of `order` (positions [a, b), in
    place) and return the runs still tied at the end (players sharing a place). A group
    criterion ranks the run's members (recomputed on each subgroup, C.07 6.2); a per-player
    criterion sorts the run by key (stable: equal keys stay in start-number order) and splits
    it where the key changes.

    Group rankings are recorded in `groups` by (list position, members); one of the last run
    (`before`) is taken again for a criterion with ``reach=0`` when none of the members is a
    `changed` player (start numbers of the players the edit replaced)."""
    for k in range(first, len(descs)):
        if not tied:
            break
        d = descs[k]
        crit = lookup(d.name)
        still: list[tuple[int, int]] = []
        if crit.group:
            assert crit.rank_group is not None
            for a, b in tied:
                members = tuple(order[a:b])
                if keep_groups:
                    for sn in members:
                        ctx.cache[("group", d.code, sn)] = members
                ranked = before.get((k, members)) if crit.reach == 0 else None
                if ranked is None or not changed.isdisjoint(members):
                    ranked = crit.rank_group(ctx, d, members)
                groups[(k, members)] = ranked
                blocks, group_values = ranked
                values[k].update(group_values)
                at = a
                for block in blocks:
                    end = at + len(block)
                    order[at:end] = sorted(block)
                    if end - at > 1:
                        still.append((at, end))
                    at = end
            tied = still
            continue
        # Keys only for the players still tied: after the first criteria few are.
        tied_sns = [sn for a, b in tied for sn in order[a:b]]
        key = rank_keys(dict(zip(tied_sns, map(values[k].get, tied_sns), strict=True)), crit, d)
        key_of = key.__getitem__
        for a, b in tied:
            run = order[a:b]
            run.sort(key=key_of)
            order[a:b] = run
            start, previous = a, key_of(run[0])
            for pos in range(a + 1, b):
                current = key_of(order[pos])
                if current != previous:
                    if pos - start > 1:
                        still.append((start, pos))
                    start, previous = pos, current
            if b - start > 1:
                still.append((start, b))
        tied = still
    return tied


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
    return _compute_gc_paused(tournament, tiebreaks, rules, system, unrated, info, False, None)[0]


def compute_with_details(
    tournament: Tournament,
    tiebreaks: list[str] | None = None,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
    info: list[str] | None = None,
) -> tuple[Standings, Details]:
    """`compute`, and the details explanations need (the context, the tied groups)."""
    standings, details, _run = _compute_gc_paused(
        tournament, tiebreaks, rules, system, unrated, info, True, None
    )
    return standings, details


def compute_after(
    last: Run | None,
    tournament: Tournament,
    tiebreaks: list[str] | None = None,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
    info: list[str] | None = None,
    details: bool = False,
) -> tuple[Standings, Details, Run]:
    """`compute_with_details` (tied groups kept only if `details`), reusing what the run `last`
    (the previous computation of the same event, see `Run`) computed for the players an edit
    did not replace; the result is the same as from scratch. Returns the run the next
    computation may reuse. `core.live.LiveStandings` keeps it from one edit to the next."""
    return _compute_gc_paused(tournament, tiebreaks, rules, system, unrated, info, details, last)


def _compute_gc_paused(
    tournament: Tournament,
    tiebreaks: list[str] | None,
    rules: str | None,
    system: System | None,
    unrated: int | None,
    info: list[str] | None,
    keep_groups: bool,
    last_run: Run | None,
) -> tuple[Standings, Details, Run]:
    # The computation allocates many short-lived lists and creates no reference cycles; with a
    # big event in memory the cyclic collector's full passes (triggered by those allocations)
    # cost more than some criteria (10,000×15: ~20 %). It is paused for the computation only
    # (and left alone if the program had paused it).
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return _compute(tournament, tiebreaks, rules, system, unrated, info, keep_groups, last_run)
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
    last_run: Run | None,
) -> tuple[Standings, Details, Run]:
    """The computation; `keep_groups`: record the tied groups for explanations (group
    and the context's group entries), which `compute` does not return. `last_run`: the run
    this one may reuse (`Run`)."""
    t = tournament
    descs = parse_list(t.tiebreaks if tiebreaks is None else tiebreaks)
    info_descs = parse_info(t.info_columns if info is None else info, descs)
    ctx, signature, last, changed = _context(t, rules, system, unrated, descs, info_descs, last_run)
    details = Details(ctx, descs, info=info_descs)
    start_nos = ctx.start_nos

    def per_player_values(d: Descriptor, before: dict[int, Value] | None) -> dict[int, Value]:
        compute_values = lookup(d.name).compute
        if compute_values is None:
            return {}
        if before is None:
            return compute_values(ctx, d)
        merged = dict(before)  # the last run's values; the targets' are computed again
        merged.update(compute_values(ctx, d))
        return merged

    # Values of the per-player criteria (everybody's) and of the information-only columns.
    values: list[dict[int, Value]] = []
    for k, d in enumerate(descs):
        group = lookup(d.name).group
        values.append({} if group else per_player_values(d, last.values[k] if last else None))
    info_values = [
        per_player_values(d, last.info_values[k] if last else None)
        for k, d in enumerate(info_descs)
    ]
    targets = None
    if last is not None:
        # From here on (group criteria, explanations) the context serves everybody again.
        targets, ctx.targets = ctx.targets, range(len(start_nos))
        ctx.cache.clear()
    run = Run(
        signature,
        list(t.players),
        ctx,
        [{} if lookup(d.name).group else v for d, v in zip(descs, values, strict=True)],
        info_values,
        symmetric=None if last is None else True,
    )

    order, shared, run.ranking = _rank(ctx, descs, values, last, targets, changed, keep_groups)

    # Rows in ranking order: (first place, last place, start number) + the player's fields.
    group_values = [v for d, v in zip(descs, values, strict=True) if lookup(d.name).group]
    run.grouped = set().union(*group_values)
    run.fields = _row_fields(ctx, values, info_values, last, targets, run.grouped)
    places = zip(*_places(shared, len(order)), order, strict=True)
    rows = list(map(_new_row, map(add, places, map(run.fields.__getitem__, order))))
    standings = Standings(
        tiebreaks=tuple(d.code for d in descs),
        rules=ctx.policy.name,
        system=ctx.system,
        rows=tuple(rows),
        info=tuple(d.code for d in info_descs),
    )
    return standings, details, run
