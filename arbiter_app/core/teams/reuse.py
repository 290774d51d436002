"""A live recomputation of team standings: what the next computation takes from the last one.

The individual engine's way (`core.standings.reuse`) applied to teams. An edit replaces one or
two players; their teams' boards are read again (`BoardCache`), the rounds of the teams whose
boards or opponents' boards changed are made again (an unchanged team keeps the same list
object), and so the changed teams are known without being told. A team's value of a score,
BH, SB family, SSSC or board criterion reads only its own rounds and its opponents' (adjusted)
scores (C.07 8.1, 9.1, 12, 13, 16.3-16.4), so after an edit it can change only for the teams
whose rounds changed and the teams that met a team whose score changed: only those are computed
again (`TeamRun.context`). A Direct Encounter group (13.3) reads only the matches between its
members: a group whose members' rounds are all the same lists keeps its blocks. Anything else —
other settings, other teams, another list — is computed from scratch. Both ways give the same
standings (tests/core/teams/test_team_live.py).
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter_app.core.model import Tournament
from arbiter_app.core.teams.matches import BoardCache, TeamRound
from arbiter_app.core.teams.tiebreaks import TeamContext, TeamDescriptor

__all__ = ["TeamRun"]

_KINDS = ("MP", "GP")
Blocks = list[list[int]]


class TeamRun:
    """The last computation of one team event, kept by whoever recomputes it after each edit
    (the window's team standings, a benchmark). Handed another event (the window opened
    another file) it reuses nothing: what it keeps is matched by object identity (the team
    data, the players, the rounds lists), which no other event shares."""

    def __init__(self) -> None:
        self.boards = BoardCache()
        self._context: TeamContext | None = None
        self._dirty: set[int] | None = None  # teams whose values may have changed (None: all)
        # The values and blocks of the last computation (`_columns`, `_blocks`) and of this
        # one (`_new_columns`, `_used`): only what the last one made is reused, so a value of a
        # list not computed since an edit is never taken for a current one.
        self._columns: dict[TeamDescriptor, dict[int, object]] = {}
        self._new_columns: dict[TeamDescriptor, dict[int, object]] = {}
        self._blocks: dict[
            tuple[TeamDescriptor, tuple[int, ...]], tuple[tuple[list[TeamRound], ...], Blocks]
        ]
        self._blocks = {}
        self._used: dict[
            tuple[TeamDescriptor, tuple[int, ...]], tuple[tuple[list[TeamRound], ...], Blocks]
        ]
        self._used = {}
        self._splits: dict[tuple[TeamDescriptor, tuple[int, ...]], Blocks] = {}
        self._new_splits: dict[tuple[TeamDescriptor, tuple[int, ...]], Blocks] = {}

    def context(self, t: Tournament, rules: str | None) -> TeamContext:
        """The context of `t`, and which teams' values it may have changed (`column`)."""
        last = self._context
        ctx = TeamContext.of(t, rules, self.boards, last)
        self._dirty = _changed(last, ctx)
        if self._dirty is None:
            self._columns = {}
            self._blocks = {}
            self._splits = {}
        else:
            self._columns = self._new_columns
            self._blocks = self._used
            self._splits = self._new_splits
        self._new_columns = {}
        self._used = {}
        self._new_splits = {}
        self._context = ctx
        return ctx

    def column(
        self,
        d: TeamDescriptor,
        teams: list[int],
        compute: Callable[[list[int]], dict[int, object]],
    ) -> dict[int, object]:
        """Every team's value of `d`: the last ones, with those of the changed teams computed
        again by `compute(teams)`."""
        kept = self._columns.get(d)
        if kept is None or self._dirty is None:
            column = compute(teams)
        elif self._dirty:
            column = dict(kept)
            column.update(compute([n for n in teams if n in self._dirty]))
        else:
            column = kept
        self._new_columns[d] = column
        return column

    def blocks(
        self, d: TeamDescriptor, ctx: TeamContext, group: list[int], refine: Callable[[], Blocks]
    ) -> Blocks:
        """The blocks `refine()` splits a tied group into, kept while its members' rounds are
        the same lists."""
        key = (d, tuple(group))
        rounds = tuple(ctx.rounds[n] for n in group)
        kept = self._blocks.get(key)
        if kept is not None and all(a is b for a, b in zip(kept[0], rounds, strict=True)):
            blocks = kept[1]
        else:
            blocks = refine()
        self._used[key] = (rounds, blocks)
        return [list(b) for b in blocks]

    def split(self, d: TeamDescriptor, group: list[int], split: Callable[[], Blocks]) -> Blocks:
        """The blocks a tied group splits into by the values of `d` (`split()`), kept while
        none of its members' values can have changed."""
        key = (d, tuple(group))
        kept = self._splits.get(key)
        if kept is None or self._dirty is None or not self._dirty.isdisjoint(group):
            kept = split()
        self._new_splits[key] = kept
        return [list(b) for b in kept]


def _changed(last: TeamContext | None, ctx: TeamContext) -> set[int] | None:
    """The teams whose values may differ from `last`'s (None: all of them)."""
    if (
        last is None
        or last.signature() != ctx.signature()
        or last.unit != ctx.unit
        or last.rounds.keys() != ctx.rounds.keys()
    ):
        return None
    changed = {n for n, trs in ctx.rounds.items() if last.rounds[n] is not trs}
    if not changed:
        return changed
    moved = {
        n
        for n in changed
        if any(
            ctx.int_adjusted(n, k) != last.int_adjusted(n, k)
            or ctx.int_score(n, k) != last.int_score(n, k)
            for k in _KINDS
        )
    }
    dirty = set(changed)
    if moved:
        for n, trs in ctx.rounds.items():
            if n not in dirty and any(tr.opponent in moved for tr in trs):
                dirty.add(n)
    return dirty
