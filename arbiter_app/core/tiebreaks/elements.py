"""Per-round elements of the opponent-score criteria (BH, FB, SB, AOB), built once per context.

One element per round of a player (C.07 8.1, 9.1 with Art. 15/16):

- a game (played, or unfinished in a preliminary list) against opponent Y: Y's adjusted score
  (16.3; a round robin uses the plain score, 15.2);
- a forfeit counts as a game against the scheduled opponent at their adjusted score when the
  descriptor says ``/P`` (MTB26; it is then a game, so neither a 16.4 dummy nor a 16.1.2
  VUR) and always in a round robin (15.2);
- any other unplayed round: Swiss → whatever the rule policy says (16.4 dummy, 2026 capped
  dummy, legacy virtual opponent ...); round robin → no element (a rest round or an unpaired
  round has no opponent; as Gacrux).

`points` is what the player scored in the element's round (the SB factor).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import compress, count, repeat
from operator import or_

from msgspec import Struct

from arbiter_app.core.rules.base import Category, Policy
from arbiter_app.core.tiebreaks.base import Contribution, contribution
from arbiter_app.core.tiebreaks.context import (
    FORFEIT_LOSS,
    FORFEIT_WIN,
    PLAYED,
    UNFINISHED,
    Context,
)
from arbiter_app.core.tiebreaks.cuts import apply_cuts
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput

_FORFEITS = (FORFEIT_WIN, FORFEIT_LOSS)
_NONE: tuple[int, ...] = ()  # no special round (shared: read only)
_NEGATIVE = (0).__gt__  # an opponent's index -1: none


class Elements(Struct):
    """Per player (every index, or those asked for, in that order): the elements' values, the
    player's points in their rounds, the rounds and the cut-first flags. Read-only: rows may be
    shared between players."""

    values: list[list[int]]  # units
    points: list[list[int]]  # units
    rounds: list[list[int]]  # 0-based round of each element
    prefer: list[list[bool]]  # cut first (VUR under 16.5)


def elements(
    ctx: Context,
    fore: bool = False,
    forfeits_played: bool = False,
    targets: bool = False,
) -> Elements:
    """The elements of every player, or with `targets` of the players of `ctx.targets` only
    (for a criterion with a `reach`); cached in the context."""
    key = ("elements", fore, forfeits_played, targets)
    cached = ctx.cache.get(key)
    if isinstance(cached, Elements):
        return cached
    indices = ctx.targets if targets else range(len(ctx.players))
    view = ctx.view(fore)
    adj = view.adjusted
    policy = ctx.policy
    rr = ctx.round_robin
    forfeit_game = rr or forfeits_played
    # Policies that may cut an unfinished game first (SSF) take the per-round path for it.
    marks = type(policy).unfinished_cut_first is not Policy.unfinished_cut_first
    # Every row has `ctx.rounds` rounds: the common case shares one (read-only) list of rounds
    # and one of flags between all players.
    adj_of = adj.__getitem__
    every_round = list(range(ctx.rounds))
    no_preference = [False] * ctx.rounds

    # The rounds that are not a game over the board against a known opponent: a player's own
    # rows decide them (remembered with the rows for the normal reading).
    def special_rounds(indices: Sequence[int]) -> list[Sequence[int]]:
        cats, opps = view.cats, ctx.opp
        # Most players have none: found by C-level tests over the rows (a category other
        # than PLAYED, 0, or an opponent -1), the rounds listed for the others only.
        rows = zip(indices, map(any, map(cats.__getitem__, indices)), strict=True)
        return [
            list(compress(every_round, map(or_, cats[i], map(_NEGATIVE, opps[i]))))
            if some or -1 in opps[i]
            else _NONE
            for i, some in rows
        ]

    special: list[Sequence[int]]
    if fore:
        special = special_rounds(indices)
    else:
        special = ctx.per_player(("elements-special",), special_rounds, indices)
    view_cats, ctx_opp = view.cats, ctx.opp
    # Every round a game (the common case): one element per round, the opponent's adjusted
    # score (built for everybody at C level; the rows with special rounds are changed below).
    all_values = list(map(list, map(map, repeat(adj_of), map(ctx_opp.__getitem__, indices))))
    all_points = list(map(view.pts.__getitem__, indices))
    all_rounds = [every_round] * len(all_values)
    all_prefer = [no_preference] * len(all_values)
    for k in compress(count(), special):
        # Some round is not a plain game: start from the game values and change the rounds
        # that are not (a placeholder stands where the opponent is -1 until it is replaced).
        i = indices[k]
        cats, opps, values = view_cats[i], ctx_opp[i], all_values[k]
        prefer = no_preference
        dropped: list[int] = []
        for r in special[k]:
            c = cats[r]
            j = opps[r]
            if j >= 0 and (c <= UNFINISHED or (forfeit_game and c in _FORFEITS)):
                # A game after all (unfinished, or a forfeit counted as a game).
                if c == UNFINISHED and marks and policy.unfinished_cut_first(view, i, r):
                    prefer = list(prefer) if prefer is no_preference else prefer
                    prefer[r] = True
                continue
            if rr:
                dropped.append(r)  # no opponent in a round robin: no element (15.2)
                continue
            own = policy.own_unplayed(view, i, r)
            if own.value is None:
                dropped.append(r)
                continue
            values[r] = own.value
            if own.cut_first:
                prefer = list(prefer) if prefer is no_preference else prefer
                prefer[r] = True
        all_prefer[k] = prefer
        if dropped:
            kept = [r for r in every_round if r not in dropped]
            all_values[k] = [values[r] for r in kept]
            all_points[k] = [all_points[k][r] for r in kept]
            all_rounds[k] = kept
            all_prefer[k] = [prefer[r] for r in kept]
    out = Elements(all_values, all_points, all_rounds, all_prefer)
    ctx.cache[key] = out
    return out


def explain_elements(
    ctx: Context,
    i: int,
    fore: bool,
    forfeits_played: bool,
    products: bool,
    low: int = 0,
    high: int = 0,
) -> tuple[list[Contribution], int]:
    """Player `i`'s elements as explanation records, cut ones marked, and the total.

    `products`: the amount is value × points (SB, total in unit²) rather than the value (BH,
    total in units). Rounds that give no element are listed with `amount=None`.

    The records before the cuts are kept in the context: a list with BH and BH/C1 (or BH/C1
    and BH/M1) explains the same elements twice, cut differently.
    """
    key = ("explain-elements", fore, forfeits_played, products)
    table = ctx.cache.get(key)
    if not isinstance(table, dict):
        table = ctx.cache[key] = {}
    uncut = table.get(i)
    if uncut is None:
        uncut = table[i] = _uncut_records(ctx, i, fore, forfeits_played, products)
    records, counted, values, amounts, prefer = uncut
    total, cuts = apply_cuts(values, amounts, prefer, low, high, ctx.policy.cut_rule)
    if not cuts:
        return list(records), total
    records = list(records)
    for k, kind in cuts:
        pos = counted[k]
        records[pos] = contribution((*records[pos][:-1], kind))  # (`cut` is the last field)
    return records, total


# A player's records before the cuts: records, positions of the counted ones, their values,
# amounts and cut-first flags.
_Uncut = tuple[list[Contribution], list[int], list[int], list[int], list[bool]]
# An opponent as an element: the value (adjusted score, units) and as points, the named
# inputs, the rounds whose points the adjusted score replaced, the basis.
_Opponent = tuple[
    int, Fraction, tuple[tuple[ExplanationInput, int | Fraction], ...], tuple[int, ...], Basis
]


def _opponents(ctx: Context, fore: bool) -> list[_Opponent | None]:
    """Each player as an opponent's element, filled as asked for (every player is the opponent
    of about as many players as there are rounds): computed once per view, not per game."""
    key = ("explain-opponents", fore)
    found = ctx.cache.get(key)
    if isinstance(found, list):
        return found
    fresh: list[_Opponent | None] = [None] * len(ctx.players)
    ctx.cache[key] = fresh
    return fresh


def _opponent(ctx: Context, fore: bool, j: int) -> _Opponent:
    view = ctx.view(fore)
    p = ctx.points
    adj = view.adjusted[j]
    numbers: tuple[tuple[ExplanationInput, int | Fraction], ...] = (
        (ExplanationInput.SCORE, p(view.score[j])),
    )
    if ctx.round_robin:
        return adj, p(adj), numbers, (), Basis.SCORE
    adjusted_rounds = ctx.policy.adjusted_detail(view, j)
    basis = Basis.ADJUSTED_SCORE if adjusted_rounds else Basis.SCORE
    return adj, p(adj), (*numbers, (ExplanationInput.ADJUSTED, p(adj))), adjusted_rounds, basis


def _uncut_records(
    ctx: Context, i: int, fore: bool, forfeits_played: bool, products: bool
) -> _Uncut:
    view = ctx.view(fore)
    policy = ctx.policy
    rr = ctx.round_robin
    forfeit_game = rr or forfeits_played
    p = ctx.points
    points2 = ctx.points2
    opponents = _opponents(ctx, fore)
    start_nos = ctx.start_nos
    records: list[Contribution] = []
    add = records.append
    counted: list[int] = []  # positions in `records` of the counted elements
    values: list[int] = []
    amounts: list[int] = []
    prefer: list[bool] = []
    # (the player's rows read once, not once per round; each row has one entry per round)
    rounds = zip(view.cats[i], ctx.opp[i], view.results[i], view.pts[i], strict=True)
    for r, (c, j, result, pts) in enumerate(rounds):
        numbers: tuple[tuple[str, int | Fraction], ...] = ()
        adjusted_rounds: tuple[int, ...] = ()
        cut_first = False
        vur = False
        value_points: Fraction | None
        if j >= 0 and (c <= UNFINISHED or (forfeit_game and c in _FORFEITS)):
            known = opponents[j]
            if known is None:
                known = opponents[j] = _opponent(ctx, fore, j)
            value: int | None
            value, value_points, numbers, adjusted_rounds, basis = known
            if c != PLAYED:
                if c == UNFINISHED:
                    basis = Basis.UNFINISHED
                    cut_first = policy.unfinished_cut_first(view, i, r)
                else:  # a forfeit counted as a game
                    basis = Basis.FORFEIT_AS_GAME
        elif rr:
            value, value_points, basis = None, None, Basis.NO_OPPONENT
        else:
            own = policy.own_unplayed(view, i, r)
            value, basis, cut_first = own.value, own.basis, own.cut_first
            value_points = None if value is None else p(value)
            numbers = tuple((k, p(v)) for k, v in own.inputs) + own.counts
            vur = Category(c).is_vur
        amount_points: Fraction | None = None
        if value is not None:
            if products:
                amount = value * pts
                amount_points = points2(amount)
            else:
                amount, amount_points = value, value_points
            counted.append(r)  # (the record's position: one record per round)
            values.append(value)
            amounts.append(amount)
            prefer.append(cut_first)
        add(
            contribution(  # all fields in order
                (
                    r + 1,  # round
                    start_nos[j] if j >= 0 else None,  # opponent
                    result,
                    value_points,  # value
                    p(pts),  # points
                    amount_points,  # amount
                    basis,
                    numbers,
                    adjusted_rounds,
                    vur,
                    None,  # cut (`explain_elements` marks the cut ones)
                ),
            )
        )
    return records, counted, values, amounts, prefer
