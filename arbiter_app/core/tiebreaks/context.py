"""The shared inputs of one standings computation, built once and read by every criterion.

Cost model: building a `Context` is one pass over players × rounds; every criterion then works
on the integer arrays here (no criterion rescans the tournament or calls `Tournament.points`).
Scores are integers in a fixed unit: `unit` units = one point, where `unit` is the least
common multiple of the denominators of the scoring values (2 for 1-½-0). Sonneborn-Berger
products are in unit². Criteria convert to `Fraction` only for the values they return.

Conventions (decisions written here once):

- Rounds are 0-based in the arrays, 1-based everywhere a user sees them. The rounds considered
  are the rounds that have records (`Tournament.rounds_paired`); rounds not paired yet are not
  rounds at all, so they never count as unplayed rounds in preliminary standings.
- A pending/postponed game scores nothing and is category UNFINISHED (a game against a known
  opponent, not an unplayed round); with `Tournament.unfinished_as_draw` it is a played draw.
- "The last round of the tournament" (C.07 16.2.5) and "the number of rounds in the
  tournament" (16.4.2) are, in intermediate standings, the last round paired so far and the
  number of rounds paired so far (as Gacrux does); in a finished event they are the planned
  ones (C.07 16.2.5/16.4.2 do not say which for intermediate standings; Gacrux's reading).
- Fore Buchholz (8.3) uses a second `ScoreView` in which every game paired in the *final round of
  the tournament* (played, forfeited or pending) is a played draw; a final-round bye keeps its
  points (8.3 draws "paired games" only; as Gacrux and the published rulings). "Final round" is the
  planned last round (`Tournament.total_rounds`), not the last round paired so far: 8.3 says "final
  round", so until it is paired FB equals BH (Gacrux does the same; differential finding F1
  overturned the first reading, which drew the last paired round).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial
from itertools import accumulate, chain, compress, count, repeat
from math import lcm
from operator import add, attrgetter, contains, is_
from typing import TYPE_CHECKING, NamedTuple, TypeVar
from weakref import proxy

from arbiter_app.core.model import (
    NOT_PAIRED,
    Colour,
    Player,
    Result,
    System,
    Tournament,
)
from arbiter_app.core.records import FlatRecords, flat_records
from arbiter_app.core.rules.base import Category
from arbiter_app.core.vocabulary.results import RESULTS

if TYPE_CHECKING:
    from arbiter_app.core.rules.base import Policy

PLAYED = int(Category.PLAYED)
UNFINISHED = int(Category.UNFINISHED)
PAB_FPB = int(Category.PAB_FPB)
FORFEIT_WIN = int(Category.FORFEIT_WIN)
BYE_FOLLOWED = int(Category.BYE_FOLLOWED)
FORFEIT_LOSS = int(Category.FORFEIT_LOSS)
BYE_TRAILING = int(Category.BYE_TRAILING)

_NOT_FOLLOWING = (BYE_TRAILING, FORFEIT_LOSS)  # rounds after which a requested bye trails
_RESULT = attrgetter("result")
_OPPONENT = attrgetter("opponent")
_COLOUR = attrgetter("colour")
_WITH_OPPONENT = frozenset(r for r in Result if r.has_opponent)
_WITHOUT_OPPONENT = frozenset(Result) - _WITH_OPPONENT
_UNFINISHED = frozenset(r for r in Result if r.is_unfinished)
# C.07 15.1/16.2 category each result starts from (`core.vocabulary.results`).
_BASE_CATEGORY = {r: int(Category[f.category]) for r, f in RESULTS.items()}


def categorise(results: Sequence[Result]) -> list[int]:
    """Art. 15.1/16.2 category of every round of one player (needs the later rounds: 16.2.3 vs
    16.2.5 depends on whether a non-VUR round follows the requested bye)."""
    return _followed(list(map(_BASE_CATEGORY.__getitem__, results)))


def _followed(cats: list[int]) -> list[int]:
    """`cats` (base categories of one player's rounds) with the requested byes that a non-VUR
    round follows made 16.2.3 (in place)."""
    if BYE_TRAILING not in cats:
        return cats
    # The requested byes before the last round that is neither such a bye nor a forfeit loss
    # are followed (16.2.3); those after it stay trailing (16.2.5). (Found at C level.)
    last = len(cats) - 1
    while last >= 0 and cats[last] in _NOT_FOLLOWING:
        last -= 1
    r = 0
    while last > 0 and BYE_TRAILING in cats[r:last]:
        r = cats.index(BYE_TRAILING, r, last)
        cats[r] = BYE_FOLLOWED
    return cats


def scoring_unit(t: Tournament) -> int:
    s = t.scoring
    values = [s.points(r) for r in Result]
    # TRF-26 299 bonus/penalty points (mostly the one default object: each distinct one once)
    every = list(map(_BONUS, t.players))
    bonuses = {b.denominator for b in dict(zip(map(id, every), every, strict=True)).values()}
    return lcm(*(Fraction(v).denominator for v in values), *bonuses)


class _PlayerRows(NamedTuple):
    """One player's rows under one reading (rounds paired, unfinished games, scoring)."""

    player: Player  # the (immutable) record they were built from
    results: list[Result]
    opponents: list[int]  # opponents' start numbers; 0 where the round is no game
    pts: list[int]
    cats: list[int]
    colours: list[Colour]
    opp: list[int]  # opponents' indices under the player list they were resolved with
    memo: dict[object, object]  # values derived from these rows alone (`Context.per_player`)


_new_player_rows = partial(tuple.__new__, _PlayerRows)  # _PlayerRows._make at C level
_ROUNDS = attrgetter("rounds")
_BONUS = attrgetter("bonus")


def _encode(
    players: Sequence[Player],
    n: int,
    as_draw: bool,
    units_of: Callable[[Result], int],
    index: dict[int, int],
) -> tuple[list[_PlayerRows], FlatRecords | None]:
    """The rows of `players` (n rounds each: missing rounds are not paired), and their
    records read flat when each player has n (`core.records`: validation's columns are cut
    from the same reading).

    All players' round records are read as one flat sequence (C-level maps over players ×
    rounds, the whole cost of opening a big event) and cut into rows of n afterwards."""
    if not n:
        return [_PlayerRows(p, [], [], [], [], [], [], {}) for p in players], None
    flat = flat_records(list(players), n)  # (every player has n: the usual case)
    if flat is None:
        pad = (NOT_PAIRED,) * n
        entries = list(chain.from_iterable((p.rounds + pad)[:n] for p in players))
        results = list(map(_RESULT, entries))
        opponents = list(map(_OPPONENT, entries))
        colours = list(map(_COLOUR, entries))
    else:  # (copied before a change: the flat lists are shared)
        results, opponents, colours = flat.results, list(flat.opponents), flat.colours
    if as_draw:
        results = [Result.DRAW if r in _UNFINISHED else r for r in results]
    if not _WITH_OPPONENT.issuperset(results):
        # Not every round a game: 0 where it is none (the byes and absences, a few).
        for k in compress(count(), map(_WITHOUT_OPPONENT.__contains__, results)):
            opponents[k] = 0
    if None in opponents:  # (a game without an opponent's number: no opponent either)
        for k in compress(count(), map(is_, opponents, repeat(None))):
            opponents[k] = 0
    pts = list(map(units_of, results))
    cats = list(map(_BASE_CATEGORY.__getitem__, results))
    opp = _indices(opponents, index)
    # Cut into rows of n (slices made at C level too).
    rows = list(map(slice, range(0, len(results), n), range(n, len(results) + n, n)))
    cat_rows = list(map(cats.__getitem__, rows))
    for c in compress(cat_rows, map(contains, cat_rows, repeat(BYE_TRAILING))):
        _followed(c)
    fields = zip(
        players,
        map(results.__getitem__, rows),
        map(opponents.__getitem__, rows),
        map(pts.__getitem__, rows),
        cat_rows,
        map(colours.__getitem__, rows),
        map(opp.__getitem__, rows),
        map(dict, repeat((), len(players))),
        strict=True,
    )
    return list(map(_new_player_rows, fields)), flat


def _indices(opponents: list[int], index: dict[int, int]) -> list[int]:
    """Opponents' indices; -1 for no opponent (0) or a start number not in the list."""
    if 0 in index:  # a player numbered 0 (never in a valid file): 0 still means "none"
        return [index.get(o, -1) if o else -1 for o in opponents]
    return list(map(index.get, opponents, repeat(-1)))


class _RowCache(NamedTuple):
    """The rows of the players of the last computation, by `id(player)`.

    A live event recomputes after every edit, and an edit replaces one or two `Player` objects
    (they are immutable); every other player's rows are taken from here instead of being
    rebuilt. An entry holds its player, so the id cannot be reused while it is cached, and it
    is used only for that very object (`is`) under the same `reading`; the opponents' indices
    are resolved again when the player list changed (`start_nos`). Only the last
    computation's players are kept, by that computation's context (`Context.rows`); the next
    computation of the same event is given that context (`previous`).
    """

    reading: tuple[object, ...]
    start_nos: list[int]
    rows: dict[int, _PlayerRows]


_NO_ROWS = _RowCache((), [], {})  # (never changed: each context makes its own)
_ROW_RESULTS = attrgetter("results")
_ROW_OPP = attrgetter("opp")
_ROW_PTS = attrgetter("pts")
_ROW_CATS = attrgetter("cats")
_ROW_COLOURS = attrgetter("colours")
_ROW_MEMO = attrgetter("memo")
_MISSING = object()
_MEMO_GET: Callable[[dict[object, object], object, object], object] = dict.get
T = TypeVar("T")


class ScoreView:
    """Per-player, per-round points and categories under one reading of the results (the
    normal one, or the Fore Buchholz one); plus the adjusted scores the policy derives."""

    def __init__(self, ctx: Context, fore: bool) -> None:
        # The context keeps its views (`Context.view`); a view refers back without keeping
        # it: with a reference each way the context, and through it the tournament, would be
        # a cycle only the cyclic collector frees (a walk of every record when a command ends).
        self.ctx = proxy(ctx)
        self.fore = fore
        # Rows are shared with the context (read-only); the fore view copies the rows it changes.
        self.results: list[list[Result]] = list(ctx.results)
        self.pts: list[list[int]] = list(ctx.base_pts)
        self.cats: list[list[int]] = list(ctx.base_cats)
        if fore and ctx.final_round_paired:
            last = ctx.rounds - 1
            for i, res in enumerate(self.results):
                if res[last] in _WITH_OPPONENT:
                    self.results[i] = [*res[:last], Result.DRAW]
                    self.pts[i] = [*self.pts[i][:last], ctx.draw]
                    self.cats[i] = categorise(self.results[i])
        self.score: list[int] = list(map(add, map(sum, self.pts), ctx.bonus))
        self._adjusted: list[int] | None = None
        self._prefix: list[list[int]] | None = None

    @classmethod
    def patched(cls, ctx: Context, old: ScoreView, changed: Sequence[int]) -> ScoreView:
        """The normal view of `ctx` (a context `Context.updated` from `old.ctx`): `old`'s scores
        and adjusted scores with those of the players at `changed` derived again (both read a
        player's own rows only)."""
        view = object.__new__(cls)
        view.ctx = proxy(ctx)  # (as in __init__)
        view.fore = False
        view.results = list(ctx.results)
        view.pts = list(ctx.base_pts)
        view.cats = list(ctx.base_cats)
        score = view.score = list(old.score)
        for i in changed:
            score[i] = sum(view.pts[i]) + ctx.bonus[i]
        view._prefix = None
        view._adjusted = None
        if old._adjusted is not None:
            adjusted = list(old._adjusted)
            for i in changed:
                adjusted[i] = score[i] if ctx.round_robin else ctx.policy.adjusted_score(view, i)
            view._adjusted = adjusted
        return view

    @property
    def adjusted(self) -> list[int]:
        """Adjusted scores (C.07 16.3, or the policy's own rule), used as opponents' values."""
        if self._adjusted is None:
            self._adjusted = self.ctx.policy.adjusted_scores(self)
        return self._adjusted

    @property
    def prefix(self) -> list[list[int]]:
        """prefix[i][r] = player i's score before round r (r = 0..rounds)."""
        if self._prefix is None:
            self._prefix = [[0, *accumulate(pts)] for pts in self.pts]
        return self._prefix


class Context:
    """Everything criteria need, computed once per standings computation.

    Players are addressed by index (file order) in the arrays; `start_nos[i]` / `index[sn]`
    convert. `opp[i][r]` is the opponent's index or -1 (bye, not paired, unknown start number).
    `cache` is a scratch dict for values several criteria share (keys: tuples naming them).
    """

    def __init__(
        self,
        tournament: Tournament,
        policy: Policy,
        system: System,
        unrated: int | None = None,
        previous: Context | None = None,
    ) -> None:
        """`previous`: the context of the last computation of the same event, whose players'
        rows are reused for the very same `Player` objects (`_RowCache`)."""
        t = tournament
        self.tournament = t
        self.policy = policy
        self.system = system
        self.round_robin = system.is_round_robin
        self.unrated = t.unrated_rating if unrated is None else unrated
        self.players: list[Player] = list(t.players)
        self.start_nos: list[int] = [p.start_no for p in self.players]
        self.index: dict[int, int] = {sn: i for i, sn in enumerate(self.start_nos)}
        self.rounds: int = t.rounds_paired  # rounds with records (see module docstring)
        self.planned_rounds: int = t.total_rounds
        # FB (8.3) draws the final round only once that round has been paired.
        self.final_round_paired: bool = self.rounds > 0 and self.rounds >= self.planned_rounds
        self.unit: int = scoring_unit(t)
        unit = self.unit
        scoring = t.scoring
        self.win: int = int(scoring.win * unit)
        self.draw: int = int(scoring.draw * unit)
        self.loss: int = int(scoring.loss * unit)
        n = self.rounds
        value = {r: int(scoring.points(r) * unit) for r in Result}
        self._result_units = value
        index = self.index
        as_draw = t.unfinished_as_draw
        # Rows of players already seen in the previous computation are reused (`_RowCache`).
        last: _RowCache = previous.rows if previous is not None else _NO_ROWS
        reading = (n, as_draw, scoring, unit)
        reuse = last.rows if last.reading == reading else {}
        ids = list(map(id, self.players))
        # Whether every player's rows were built here (`per_player` then knows that none
        # remembers anything yet), and the keys `per_player` was asked for since.
        self._fresh_rows = not reuse
        self._asked: set[object] = set()
        # The records read flat, when this context read every player's (`core.records`): the
        # check of the event that follows the first computation takes its columns from them.
        self.records: FlatRecords | None = None
        if reuse:
            all_rows = self._reused_rows(reuse, ids, last.start_nos, as_draw)
        else:  # (the first computation of a file: every player's rows built)
            all_rows, self.records = _encode(self.players, n, as_draw, value.__getitem__, index)
        self.rows: _RowCache = _RowCache(
            reading, self.start_nos, dict(zip(ids, all_rows, strict=True))
        )
        self.results: list[list[Result]] = list(map(_ROW_RESULTS, all_rows))
        self.opp: list[list[int]] = list(map(_ROW_OPP, all_rows))
        self.base_pts: list[list[int]] = list(map(_ROW_PTS, all_rows))
        # Categories of the normal (non-fore) reading.
        self.base_cats: list[list[int]] = list(map(_ROW_CATS, all_rows))
        self.colour: list[list[Colour]] = list(map(_ROW_COLOURS, all_rows))
        # Bonus or penalty points (Player.bonus), in units: part of each player's score.
        # (Bonuses are few and mostly the one default object: each distinct one converted once.)
        bonuses = list(map(_BONUS, self.players))
        bonus_ids = list(map(id, bonuses))
        units = {k: int(b * unit) for k, b in dict(zip(bonus_ids, bonuses, strict=True)).items()}
        self.bonus: list[int] = list(map(units.__getitem__, bonus_ids))
        self._memos: list[dict[object, object]] = list(map(_ROW_MEMO, all_rows))
        # The players whose values the criteria with a `reach` compute: everybody, or after an
        # edit the edited players and their opponents (`updated`).
        self.targets: Sequence[int] = range(len(self.players))
        self._views: dict[bool, ScoreView] = {}
        self.cache: dict[object, object] = {}
        # The drawing of lots (LOT) of this field, as (seed, place by start number): kept by
        # `updated`, which serves the same field only.
        self.lot_draw: tuple[int, dict[int, int]] | None = None
        # Values recur (scores, Buchholz sums ...): one Fraction per distinct value.
        self._points: dict[int, Fraction] = {}
        self._points2: dict[int, Fraction] = {}

    def _reused_rows(
        self,
        reuse: dict[int, _PlayerRows],
        ids: list[int],
        start_nos: list[int],
        as_draw: bool,
    ) -> list[_PlayerRows]:
        """The rows of this context's players: those of the previous computation's very same
        `Player` objects (`reuse`, by id; `start_nos`: that computation's player list) taken
        again, the others built."""
        players, index = self.players, self.index
        cached = list(map(reuse.get, ids))
        missing = [
            k
            for k, (rows, p) in enumerate(zip(cached, players, strict=True))
            if rows is None or rows.player is not p
        ]
        units_of = self._result_units.__getitem__
        encoded, _ = _encode([players[k] for k in missing], self.rounds, as_draw, units_of, index)
        for k, rows in zip(missing, encoded, strict=True):
            cached[k] = rows
        all_rows = [rows for rows in cached if rows is not None]  # none is missing any more
        if start_nos != self.start_nos:  # the player list changed: opponents resolved again
            renewed = set(missing)
            all_rows = [
                rows
                if k in renewed
                else rows._replace(opp=_indices(rows.opponents, index), memo={})
                for k, rows in enumerate(all_rows)
            ]
        return all_rows

    def updated(self, tournament: Tournament, changed: Sequence[int]) -> Context:
        """The context of `tournament` after an edit that replaced the players at the indices
        `changed` and nothing else (same player list, same settings, same reading: the caller
        checks). Everything is this context's, with the changed players' rows rebuilt and their
        scores and adjusted scores derived again; `targets` are the changed players and their
        opponents: the players whose values of a `reach` ≤ 1 criterion can differ, provided
        every pairing is recorded on both sides (the caller checks that too).
        """
        new = object.__new__(Context)
        new.__dict__.update(self.__dict__)
        new.tournament = tournament
        new._fresh_rows = False  # (the rows, and what they remember, are mostly this one's)
        new.records = None  # (other players' records now)
        players = new.players = list(tournament.players)
        results = new.results = list(self.results)
        opp = new.opp = list(self.opp)
        pts = new.base_pts = list(self.base_pts)
        cats = new.base_cats = list(self.base_cats)
        colour = new.colour = list(self.colour)
        memos = new._memos = list(self._memos)
        units_of = self._result_units.__getitem__
        as_draw = tournament.unfinished_as_draw
        targets = set(changed)
        encoded, _ = _encode(
            [players[i] for i in changed], self.rounds, as_draw, units_of, self.index
        )
        bonus = new.bonus = list(self.bonus)
        for i in changed:
            bonus[i] = int(players[i].bonus * self.unit)
        for i, rows in zip(changed, encoded, strict=True):
            results[i], opp[i], pts[i] = rows.results, rows.opp, rows.pts
            cats[i], colour[i], memos[i] = rows.cats, rows.colours, rows.memo
            targets.update(opp[i])
        targets.discard(-1)
        new.targets = sorted(targets)
        new.cache = {}
        new._views = {}
        old_view = self._views.get(False)
        if old_view is not None:
            new._views[False] = ScoreView.patched(new, old_view, changed)
        return new

    def per_player(
        self,
        key: object,
        derive: Callable[[Sequence[int]], list[T]],
        indices: Sequence[int] | None = None,
    ) -> list[T]:
        """The values `derive` gives for every player index (or those of `indices`, in that
        order), remembered with the players' rows. `derive(indices)` returns one value per
        index given, in that order: it is called once, for the players whose value is not
        remembered yet (everybody in the first computation of a file, so that it can work
        over all the rows at once).

        For values that depend on nothing but player i's own rows of the normal reading
        (`results`, `opp`, `base_pts`, `base_cats`, `colour`, `players[i]`) and the context's
        constants (`rounds`, `unit`, `win`, `draw`, scoring): after an edit only the players
        the edit replaced are derived again. Never for anything that reads other players'
        values (scores, adjusted scores, ratings) or the rule policy.
        """
        every = range(len(self._memos)) if indices is None else indices
        memos = (
            self._memos
            if every == range(len(self._memos))
            else list(map(self._memos.__getitem__, every))
        )
        if self._fresh_rows and key not in self._asked:
            # Rows built by this context, and `key` never asked of them: nothing remembered.
            self._asked.add(key)
            out = derive(every)
            list(map(dict.__setitem__, memos, repeat(key), out))
            return out
        # (C-level maps: this runs over every player for several criteria)
        found: list[object] = list(map(_MEMO_GET, memos, repeat(key), repeat(_MISSING)))
        missing = list(compress(count(), map(is_, found, repeat(_MISSING))))
        if not missing:
            return found  # type: ignore[return-value]
        if len(missing) == len(found):
            out = derive(every)
            list(map(dict.__setitem__, memos, repeat(key), out))
            return out
        derived = derive([every[k] for k in missing])
        for k, value in zip(missing, derived, strict=True):
            found[k] = memos[k][key] = value
        return found  # type: ignore[return-value]

    # -- views -----------------------------------------------------------------------------
    def view(self, fore: bool = False) -> ScoreView:
        v = self._views.get(fore)
        if v is None:
            v = self._views[fore] = ScoreView(self, fore)
        return v

    @property
    def score(self) -> list[int]:
        """Raw scores in units (unfinished games left out, or drawn, per the tournament)."""
        return self.view().score

    # -- conversions -----------------------------------------------------------------------
    def points(self, units: int) -> Fraction:
        """`units` as points (Fractions are immutable, so equal values share one)."""
        f = self._points.get(units)
        if f is None:
            f = self._points[units] = Fraction(units, self.unit)
        return f

    def points_each(self, units: Sequence[int], squared: bool = False) -> list[Fraction]:
        """`points` (`squared`: `points2`) of each of `units`, converting each distinct value
        once (the values of a criterion recur: one call per value, not per player)."""
        convert = self.points2 if squared else self.points
        table = {u: convert(u) for u in set(units)}
        return list(map(table.__getitem__, units))

    def points_of(self, result: Result) -> int:
        """Units the scoring awards for `result` (pending/postponed: 0)."""
        return self._result_units[result]

    def points2(self, units2: int) -> Fraction:
        """Convert a product of two scores (unit²), e.g. Sonneborn-Berger."""
        f = self._points2.get(units2)
        if f is None:
            f = self._points2[units2] = Fraction(units2, self.unit * self.unit)
        return f

    def category(self, i: int, r: int, fore: bool = False) -> Category:
        return Category(self.view(fore).cats[i][r])
