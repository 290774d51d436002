"""The computation's entry points: `compute`, `compute_with_details` and `compute_after`.

Each is a pure function of the tournament and the options: the inputs parsed and resolved
(`inputs`), every per-player criterion's values computed (after an edit, for the players it
touched only, the rest taken from the last `Run`: `reuse`), the players ranked by C.07 4.2
(`ranking`) and the rows made (`rows`). Values of non-group criteria are computed for every
player (they are printed for everybody); a group criterion's value is only set for players
that were tied when it was applied.
"""

from __future__ import annotations

import gc
from operator import add

from arbiter_app.core.model import System, Tournament
from arbiter_app.core.stage import counted
from arbiter_app.core.standings.inputs import parse_info, parse_list
from arbiter_app.core.standings.ranking import _rank
from arbiter_app.core.standings.reuse import Run, _context, _row_fields
from arbiter_app.core.standings.rows import Details, Standings, _new_row, _places
from arbiter_app.core.tiebreaks import Descriptor, Value, lookup


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
    this one may reuse (`Run`). Rounds not paired yet do not count (`core.stage.counted`)."""
    t = counted(tournament)
    descs = parse_list(t.tiebreaks if tiebreaks is None else tiebreaks)
    info_descs = parse_info(t.info_columns if info is None else info, descs)
    # Before round 1 the list is the initial ranking (C.04.2: rating, title, name), with no
    # tie-break values: none means anything yet (every DE would be 1, every BH 0).
    initial = t.rounds_paired == 0
    if initial:
        descs, info_descs = (), ()
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
    if initial:
        # (imported here: the initial ranking's rules, C.04.2, with the edits and gates of
        # renumbering, serve only an event before round 1)
        from arbiter_app.core.seeding import initial_order, seeding_method

        order = [p.start_no for p in initial_order(t.players, seeding_method(t))]
        shared = []

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
