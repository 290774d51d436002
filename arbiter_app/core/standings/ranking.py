"""The ranking: C.07 4.2 as a partition refinement.

Start from the groups of players equal on points; apply the first criterion inside each group
and split it by value; apply the next criterion only inside the subgroups still tied, and so on.
The criteria before the first group criterion are applied at once, by composite keys
(`_sorted`, or `reuse._moved` after an edit); from the first group criterion on (type A, e.g.
DE, recomputed on each subgroup it is applied to, C.07 6.2) each tied run is refined in turn
(`_refine`). Players still tied at the end share the place.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, count, islice, pairwise, repeat
from operator import gt, itemgetter, ne, sub

from arbiter_app.core.standings.keys import Key, _keys_and_scale, _Scale, rank_keys
from arbiter_app.core.standings.reuse import GroupRanking, Run, _moved, _Ranking
from arbiter_app.core.tiebreaks import Context, Descriptor, Value, lookup

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
