"""Direct Encounter (C.07 Art. 6), a type A criterion: it ranks a tied group, not a player.

For a group T (players still tied on every earlier criterion):

- 6.1: the separate standings S(p) = Σ over the other members q of p's score against q.
  Games that count: played games; forfeits only with ``DE/P`` (6.1.1 opt-in) or in a round
  robin (15.2). 6.1.2: if p and q met more than once, the addend is the *average* of those games
  (contrary to 4.4; Gacrux main at 14a34a2 reset the count on a repeat, the pinned 1.11.65
  averages as 6.1.2 says). Exact: averages are Fractions (a three-fold
  meeting gives exact thirds).
- 6.2: if every pair of T has met, S decides; each block still tied is ranked by re-applying
  Art. 6 to that block (recomputed on the block), until nothing more can be resolved.
- 6.3 (Swiss, when not all have met): a participant ranks first if he stays alone on top
  whatever the missing games' results: S(top) > S(q) + W·m(q) for every other q, m(q) = the
  number of members q has not met, W = points for a win. Then the same is done for second
  place, and so on, on the *same* separate standings; Art. 6 is then re-applied (recomputed)
  to the remaining unranked participants. Spec §12 point 7 (OPEN in FIDE's text): later places
  use the original standings within one pass, as Gacrux does, because the text re-applies
  Art. 6 only "then", to the remainder.
- Round robins are treated as complete (6.3 is the Swiss rule): a missing game of an
  unfinished round robin simply has no addend yet (as Gacrux).

The value shown is the player's place within the group DE ranked (1 = first; equal places
for players DE could not separate); None for players that were not tied when DE was applied.
The same criterion may appear several times in a list; it is recomputed on each subgroup.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import lcm
from typing import cast

from arbiter_app.core.tiebreaks.base import (
    Contribution,
    Criterion,
    Descriptor,
    Explanation,
    Number,
    Value,
    explained,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import FORFEIT_LOSS, FORFEIT_WIN, PLAYED, Context
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationNote


def _games(ctx: Context, d: Descriptor, i: int, members: set[int]) -> dict[int, list[int]]:
    """Counting games of player index `i` against the members: opponent → list of points."""
    view = ctx.view()
    forfeits = d.forfeits_played or ctx.round_robin
    out: dict[int, list[int]] = {}
    for j, c, p in zip(ctx.opp[i], view.cats[i], view.pts[i], strict=True):
        counts = c == PLAYED or (forfeits and c in (FORFEIT_WIN, FORFEIT_LOSS))
        if counts and j in members and j != i:
            out.setdefault(j, []).append(p)
    return out


def _separate(
    ctx: Context, d: Descriptor, group: Sequence[int]
) -> tuple[dict[int, int], dict[int, int], int]:
    """S(p) (6.1, 6.1.2 averaging) as integers in units of 1/`den` point, the number of members
    p has not met, and `den`: the scoring unit times the lcm of the numbers of meetings (1
    unless some pair met more than once), so the ranking compares plain integers."""
    members = set(group)
    games = {i: _games(ctx, d, i, members) for i in group}
    meetings = lcm(*(len(pts) for g in games.values() for pts in g.values()))
    scores = {
        i: sum(sum(pts) * (meetings // len(pts)) for pts in g.values()) for i, g in games.items()
    }
    missing = {i: len(members) - 1 - len(g) for i, g in games.items()}
    return scores, missing, ctx.unit * meetings


def separate_standings(
    ctx: Context, d: Descriptor, group: Sequence[int]
) -> tuple[dict[int, Fraction], dict[int, int]]:
    """S(p) in points (6.1, 6.1.2 averaging) and the number of members p has not met."""
    scores, missing, den = _separate(ctx, d, group)
    return {i: Fraction(s, den) for i, s in scores.items()}, missing


def direct_encounter(ctx: Context, d: Descriptor, group: list[int]) -> list[list[int]]:
    """Art. 6 on a group of player indices: ordered blocks, best first."""
    if len(group) < 2:
        return [group]
    scores, missing, den = _separate(ctx, d, group)
    complete = ctx.round_robin or all(m == 0 for m in missing.values())
    order = sorted(group, key=lambda i: (-scores[i], ctx.start_nos[i]))
    if complete:
        blocks: list[list[int]] = []
        for i in order:
            if blocks and scores[blocks[-1][0]] == scores[i]:
                blocks[-1].append(i)
            else:
                blocks.append([i])
        if len(blocks) == 1:
            return blocks  # 6.2: nothing more can be resolved here
        out: list[list[int]] = []
        for block in blocks:
            out.extend(direct_encounter(ctx, d, block))
        return out
    # 6.3 Swiss: rank from the top while someone is alone on top whatever the missing games.
    win = ctx.win * (den // ctx.unit)  # a win's points in units of 1/den
    best_possible = {i: scores[i] + win * missing[i] for i in group}
    rest = order
    ranked: list[int] = []
    while len(rest) > 1:
        top = rest[0]
        if all(scores[top] > best_possible[q] for q in rest[1:]):
            ranked.append(top)
            rest = rest[1:]
        else:
            break
    if not ranked:
        return [group]
    if len(rest) == 1:
        return [[i] for i in ranked] + [rest]
    return [[i] for i in ranked] + direct_encounter(ctx, d, rest)


def _rank_group(
    ctx: Context, d: Descriptor, group: Sequence[int]
) -> tuple[list[list[int]], dict[int, Value]]:
    key = ("de-rank", d.code, tuple(sorted(group)))
    if key not in ctx.cache:
        ctx.cache[key] = _rank_group_uncached(ctx, d, group)
    return cast(tuple[list[list[int]], dict[int, Value]], ctx.cache[key])


def _rank_group_uncached(
    ctx: Context, d: Descriptor, group: Sequence[int]
) -> tuple[list[list[int]], dict[int, Value]]:
    return encounter_places(ctx, direct_encounter(ctx, d, [ctx.index[sn] for sn in group]))


def encounter_places(
    ctx: Context, blocks: Sequence[Sequence[int]]
) -> tuple[list[list[int]], dict[int, Value]]:
    """The blocks of a ranked group (player indices, best first) as start numbers, and each
    member's place within the group, shared by a block (the value DE shows)."""
    values: dict[int, Value] = {}
    place = 1
    out: list[list[int]] = []
    for block in blocks:
        sns = sorted(ctx.start_nos[i] for i in block)
        for sn in sns:
            values[sn] = place
        place += len(block)
        out.append(sns)
    return out, values


def encounter_contributions(
    ctx: Context, d: Descriptor, i: int, group: Sequence[int]
) -> tuple[Contribution, ...]:
    """Player `i`'s games against the rest of `group` that count for the separate standings,
    one record per round; a pair that met more than once shows the average (6.1.2)."""
    view = ctx.view()
    games = _games(ctx, d, i, set(group))
    records = []
    for r, (j, p) in enumerate(zip(ctx.opp[i], view.pts[i], strict=True)):
        if j in games:
            pts = games[j]
            records.append(
                Contribution(
                    round=r + 1,
                    opponent=ctx.start_nos[j],
                    result=view.results[i][r],
                    value=ctx.points(p),
                    points=ctx.points(p),
                    amount=Fraction(sum(pts), len(pts) * ctx.unit),
                    basis=Basis.ENCOUNTER if len(pts) == 1 else Basis.ENCOUNTER_AVERAGE,
                )
            )
    return tuple(records)


def _explain(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    # The tied group DE was applied to (set by core.standings; with DE twice in a list, the
    # last application). A player who was not tied then has no DE value.
    group_sns = ctx.cache.get(("group", d.code, start_no))
    if not isinstance(group_sns, tuple):
        return explained(ctx, d, start_no, None, notes=((ExplanationNote.NOT_TIED,),))
    _, values = _rank_group(ctx, d, group_sns)
    return explain_encounter(ctx, d, start_no, group_sns, values.get(start_no))


def explain_encounter(
    ctx: Context,
    d: Descriptor,
    start_no: int,
    group_sns: Sequence[int],
    value: Value,
    notes: Sequence[tuple[str | Number, ...]] = (),
) -> Explanation:
    """A direct-encounter explanation (DE, and the national DEA): the player's games within the
    tied group, the separate standings' score and the games not played (6.1, 6.3)."""
    group = [ctx.index[sn] for sn in group_sns]
    i = ctx.index[start_no]
    # One computation per group, shared by the explanations of all its members.
    skey = ("de-separate", d.code, tuple(sorted(group_sns)))
    if skey not in ctx.cache:
        ctx.cache[skey] = separate_standings(ctx, d, group)
    scores, missing = cast(tuple[dict[int, Fraction], dict[int, int]], ctx.cache[skey])
    group_note: tuple[str | Number, ...] = (ExplanationNote.GROUP, *sorted(group_sns))
    return explained(
        ctx,
        d,
        start_no,
        value,
        encounter_contributions(ctx, d, i, group),
        (
            group_note,
            (ExplanationNote.SEPARATE_SCORE, scores[i]),
            (ExplanationNote.NOT_MET, missing[i]),
            *notes,
        ),
    )


register(
    Criterion(
        code=Code.DE,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Direct encounter"),
        name=QT_TRANSLATE_NOOP("Report", "Direct encounter"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Results among the tied players"),
        description=QT_TRANSLATE_NOOP(
            "Report", "Direct encounter: results among the tied players (type A, per group)"
        ),
        article="C.07 6",
        rank_group=_rank_group,
        explain=_explain,
        aliases=("DIRECT",),
        params=frozenset({"P"}),
        precision=0,
        group=True,
        reach=0,  # the games among the group's members only
    )
)
