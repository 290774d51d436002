"""A live recomputation: what the next computation takes from the last one (`Run`).

A live event recomputes after every edit, and an edit replaces one or two players and changes
nothing else. When nothing else changed (`_context`: the same list, rules and settings, the same
players but a few, every pairing recorded on both sides), the criteria that declare a `reach` are
computed for the replaced players and their opponents only (`Context.updated`), those players
are moved to their new places in the last ranking (`_moved`) and only their rows are made again
(`_row_fields`); a group criterion keeps the ranking of every tied group the edit left alone
(`ranking._refine`). Anything else is computed from scratch. Both ways give the same standings
(tests/core/tiebreaks/test_live_recomputation.py); the ranking of C.07 4.2 itself is in
`ranking`.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, count, filterfalse, repeat
from operator import attrgetter, is_not
from typing import NamedTuple

from msgspec import Struct, field

from arbiter_app.core.model import Player, System, Tournament
from arbiter_app.core.standings.inputs import _policy_and_system
from arbiter_app.core.standings.keys import Key, _Scale
from arbiter_app.core.standings.rows import RowFields
from arbiter_app.core.tiebreaks import Context, Descriptor, Value, lookup

GroupRanking = tuple[list[list[int]], dict[int, Value]]  # what a group criterion returns


class Run(Struct):
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
    from bisect import bisect_left  # (a live recomputation's only: not a first computation's)

    order = list(filterfalse(set(moved).__contains__, before.order))
    keys = list(map(composite.__getitem__, order))
    for sn in sorted(moved, key=composite.__getitem__):
        key = composite[sn]
        at = bisect_left(keys, key)
        keys.insert(at, key)
        order.insert(at, sn)
    return _Ranking(order, composite, scales)  # type: ignore[arg-type]


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
