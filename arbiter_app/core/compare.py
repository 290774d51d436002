"""Compare the standings of one event under two rule sets or tie-break lists.

Federations move from the C.07 2024 edition to the 2026 one (and arbiters try a preset against
the list they used): `compare(t, side_a, side_b)` ranks the event both ways and says which
players change place and, for every pair of players whose order changes, the first criterion
that decides it differently, with the values on both sides; `explain_change` gives the
engine's explanations (`core.explain`) of that criterion for both players under both sides.

A side is written as text (the CLI's ``--rules``/``--with``, the dialog's choices):

- ``NAME``: rule set NAME (``fide-2026``, ``fide-2024``, ``ssf`` …, see `core.rules`) with the
  event's list (or the common list the caller passes);
- ``NAME:LIST``: rule set NAME with the comma-separated list LIST (``fide-2024:BH/C1,BH,SB``);
- ``preset:NAME``: the preset NAME's rule set and its list for this event (`core.profiles`);
- ``file`` (also ``file:LIST``): the event's own rules (or the edition in force on its start
  date, `core.rules.default_name`).

Ranking is a partition refinement (C.07 4.2): two players with equal points are ordered by the
first criterion of the list on which their values differ. On each side the pair's *deciding
position* is that criterion's index (the list's length when they share a place). Where the
order differs, the sides agree on every criterion before the smaller of the two positions and
disagree at it, so that position is "the first criterion that decides it differently"
(`PairChange.step`).
"""

from __future__ import annotations

from typing import NamedTuple

from msgspec import Struct

from arbiter_app.core import profiles
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.explain import explain_with
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.standings import Details, Standings, compute_with_details, parse_list
from arbiter_app.core.tiebreaks import Explanation, Value, lookup, sort_key

Pair = tuple[Value, Value]
PRESET_PREFIX = "preset:"
FILE_RULES = "file"

__all__ = [
    "FILE_RULES",
    "PRESET_PREFIX",
    "Change",
    "Comparison",
    "Decision",
    "PairChange",
    "Side",
    "SideError",
    "compare",
    "explain_change",
    "parse_side",
]


class SideError(ValueError):
    """A side that names no rule set, preset or valid list; the message says which part."""


class Side(Struct, frozen=True):
    """One way of ranking: a rule set (None: the event's) and a list (None: the caller's or
    the event's), or a preset (which gives both)."""

    text: str
    rules: str | None = None
    tiebreaks: tuple[str, ...] | None = None
    preset: str | None = None

    def resolve(self, t: Tournament, common: list[str] | None = None) -> tuple[str, list[str]]:
        """The rule set name and the list this side ranks `t` by (`common`: the list used when
        the side names none; default the event's)."""
        if self.preset is not None:
            p = profiles.get(self.preset)
            return rules_mod.get(p.rules).name, p.tiebreaks_for(t)
        rules = rules_mod.get(self.rules).name if self.rules else rules_mod.default_name(t)
        if self.tiebreaks is not None:
            return rules, list(self.tiebreaks)
        return rules, list(t.tiebreaks if common is None else common)


def parse_side(text: str) -> Side:
    """Parse ``NAME``, ``NAME:LIST``, ``preset:NAME``, ``file`` or ``file:LIST`` (module doc)."""
    raw = text.strip()
    if not raw:
        raise SideError("empty rule set; give e.g. fide-2026, fide-2024:BH/C1,BH or preset:nsf")
    if raw.lower().startswith(PRESET_PREFIX):
        name = raw[len(PRESET_PREFIX) :].strip()
        try:
            return Side(raw, preset=profiles.get(name).name)
        except profiles.UnknownProfile as exc:
            raise SideError(str(exc)) from None
    head, colon, tail = raw.partition(":")
    rules: str | None = None
    if head.strip().lower() != FILE_RULES:
        try:
            rules = rules_mod.get(head).name
        except rules_mod.UnknownRules as exc:
            raise SideError(f"{exc}; or preset:NAME, or file") from None
    tiebreaks: tuple[str, ...] | None = None
    if colon:
        codes = tuple(c.strip() for c in tail.split(",") if c.strip())
        try:
            parse_list(codes)
        except ValueError as exc:
            raise SideError(f"{raw}: {exc}") from None
        tiebreaks = codes
    return Side(raw, rules, tiebreaks)


class PairChange(Struct, frozen=True):
    """Two players with equal points whose order differs between the sides.

    `first` is ahead of `second` under side A, or they share a place there. `order_a` /
    `order_b`: -1 `first` ahead, 0 shared place, 1 `second` ahead. `step`: the index of the
    first criterion that decides the pair differently; `code_a` / `code_b` the criterion at that
    index in each side's list (None where the list is shorter: the pair shares a place there),
    `values_a` / `values_b` the two players' values of it on each side; `decided_a` /
    `decided_b` the criterion that orders the pair on each side (None: a shared place).
    """

    first: int
    second: int
    order_a: int
    order_b: int
    step: int
    code_a: str | None
    code_b: str | None
    values_a: tuple[Value, Value]
    values_b: tuple[Value, Value]
    decided_a: Decision | None = None
    decided_b: Decision | None = None


class Decision(NamedTuple):
    """The criterion that orders a pair on one side, with the two players' values."""

    code: str
    first: Value
    second: Value


class Change(Struct, frozen=True):
    """A player whose place differs: (first, last) place on each side, and the pairs behind it."""

    start_no: int
    place_a: tuple[int, int]
    place_b: tuple[int, int]
    pairs: tuple[PairChange, ...]


class Comparison(Struct, frozen=True, dict=True):  # (the `__dict__` holds `changed`'s index)
    side_a: Side
    side_b: Side
    a: Standings
    b: Standings
    details_a: Details
    details_b: Details
    changes: tuple[Change, ...]

    @property
    def pairs(self) -> tuple[PairChange, ...]:
        """Every changed pair once, in side A's order."""
        seen: dict[tuple[int, int], PairChange] = {}
        for change in self.changes:
            for pair in change.pairs:
                seen.setdefault((pair.first, pair.second), pair)
        return tuple(seen.values())

    def changed(self, start_no: int) -> Change | None:
        """The change of `start_no`'s place (None: the same place on both sides)."""
        index: dict[int, Change] | None = self.__dict__.get("_by_start_no")
        if index is None:
            index = {c.start_no: c for c in self.changes}
            self.__dict__["_by_start_no"] = index
        return index.get(start_no)


def compare(
    t: Tournament,
    side_a: Side | str,
    side_b: Side | str,
    tiebreaks: list[str] | None = None,
    system: System | None = None,
    unrated: int | None = None,
) -> Comparison:
    """Rank `t` under both sides and find what changes (`tiebreaks`: the list of a side that
    names none; default the event's). Raises SideError, UnknownRules or DescriptorError."""
    sa = parse_side(side_a) if isinstance(side_a, str) else side_a
    sb = parse_side(side_b) if isinstance(side_b, str) else side_b
    rules_a, list_a = sa.resolve(t, tiebreaks)
    rules_b, list_b = sb.resolve(t, tiebreaks)
    # Information columns are left out: they never rank, so they cannot change a place.
    st_a, det_a = compute_with_details(t, list_a, rules_a, system, unrated, info=[])
    st_b, det_b = compute_with_details(t, list_b, rules_b, system, unrated, info=[])
    return Comparison(sa, sb, st_a, st_b, det_a, det_b, _changes(st_a, st_b, det_a, det_b))


def _order(x: tuple[int, int], y: tuple[int, int]) -> int:
    """-1: place x ahead of y; 0: the same (shared) place; 1: behind."""
    return (x[0] > y[0]) - (x[0] < y[0])


def _changes(a: Standings, b: Standings, det_a: Details, det_b: Details) -> tuple[Change, ...]:
    place_a = {r.start_no: (r.rank, r.rank_last) for r in a.rows}
    place_b = {r.start_no: (r.rank, r.rank_last) for r in b.rows}
    moved = [r.start_no for r in a.rows if place_a[r.start_no] != place_b[r.start_no]]
    if not moved:
        return ()
    by_points: dict[object, list[int]] = {}
    for r in a.rows:  # points do not depend on the rules: the groups are the same on both sides
        by_points.setdefault(r.points, []).append(r.start_no)
    points = {r.start_no: r.points for r in a.rows}
    pairs: dict[tuple[int, int], PairChange] = {}
    position = {r.start_no: k for k, r in enumerate(a.rows)}
    for sn in moved:
        for other in by_points[points[sn]]:
            if other == sn:
                continue
            x, y = (sn, other) if position[sn] < position[other] else (other, sn)
            if (x, y) in pairs:
                continue
            oa = _order(place_a[x], place_a[y])
            ob = _order(place_b[x], place_b[y])
            if oa != ob:
                pairs[(x, y)] = _pair(a, b, det_a, det_b, x, y, oa, ob)
    by_player: dict[int, list[PairChange]] = {sn: [] for sn in moved}
    for (x, y), pair in pairs.items():
        for sn in (x, y):
            if sn in by_player:
                by_player[sn].append(pair)
    return tuple(Change(sn, place_a[sn], place_b[sn], tuple(by_player[sn])) for sn in moved)


def _deciding(st: Standings, det: Details, x: int, y: int) -> tuple[int, list[tuple[Value, Value]]]:
    """The index of the first criterion of `st`'s list on which x and y differ (the list's
    length if none), and their values of every criterion up to it."""
    rx, ry = st.row(x), st.row(y)
    seen: list[tuple[Value, Value]] = []
    for k, d in enumerate(det.descriptors):
        vx, vy = rx.values[k], ry.values[k]
        seen.append((vx, vy))
        key = sort_key(lookup(d.name), d)
        if key(vx) != key(vy):
            return k, seen
    return len(det.descriptors), seen


def _pair(
    a: Standings, b: Standings, det_a: Details, det_b: Details, x: int, y: int, oa: int, ob: int
) -> PairChange:
    ka, seen_a = _deciding(a, det_a, x, y)
    kb, seen_b = _deciding(b, det_b, x, y)
    step = min(ka, kb)

    def at(st: Standings, seen: list[Pair]) -> tuple[str | None, Pair]:
        if step < len(st.tiebreaks):
            return st.tiebreaks[step], seen[step]
        return None, (None, None)

    def decision(st: Standings, k: int, seen: list[tuple[Value, Value]]) -> Decision | None:
        return Decision(st.tiebreaks[k], *seen[k]) if k < len(st.tiebreaks) else None

    code_a, values_a = at(a, seen_a)
    code_b, values_b = at(b, seen_b)
    return PairChange(
        x,
        y,
        oa,
        ob,
        step,
        code_a,
        code_b,
        values_a,
        values_b,
        decision(a, ka, seen_a),
        decision(b, kb, seen_b),
    )


def explain_change(c: Comparison, pair: PairChange) -> dict[str, tuple[Explanation, Explanation]]:
    """The deciding criterion explained for both players, per side: ``{"a": (first, second),
    "b": (first, second)}`` (a side whose list ends before the step is left out)."""
    out: dict[str, tuple[Explanation, Explanation]] = {}
    for key, st, det, code in (
        ("a", c.a, c.details_a, pair.code_a),
        ("b", c.b, c.details_b, pair.code_b),
    ):
        if code is None:
            continue
        out[key] = (
            explain_with(det, pair.first, code, st),
            explain_with(det, pair.second, code, st),
        )
    return out
