"""Team standings: the primary score, then the team tie-break list (C.07 4.2 for teams).

The ranking is a partition refinement as for individuals (core/standings/ranking.py): the teams
sorted by the primary score (Art. 11) form tied groups; each criterion in turn splits the groups
still tied, a type A criterion (EDE and its chains, 13.3) by ranking the group itself, the
others by their values (higher is better; BC lower, 12.1; TBR and BBE compare board by
board, 12.2-12.3). Teams tied on everything share a rank.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import partial

from msgspec import Struct

from arbiter_app.core.model import Tournament
from arbiter_app.core.team_model import Team
from arbiter_app.core.teams.reuse import TeamRun
from arbiter_app.core.teams.tiebreaks import (
    TeamContext,
    TeamDescriptor,
    board_sequence,
    lower_is_better,
    parse_list,
    refine,
    values,
)
from arbiter_app.core.tiebreaks.codes import Code

# The list a team event without one of its own is ranked by: C.07 13 (2024 and 2026 texts)
# names match points with game points as the usual second score, then EDE and the team SB.
DEFAULT_LIST = ("MPvGP", "EDE", "EMGSB")

Value = Fraction | tuple[Fraction, ...] | int | None


class TeamRow(Struct, frozen=True):
    rank: int
    team: Team
    mp: Fraction
    gp: Fraction
    values: tuple[Value, ...]  # one per tie-break of `TeamStandings.codes`


class TeamStandings(Struct, frozen=True):
    codes: tuple[str, ...]
    rows: tuple[TeamRow, ...]
    primary: str = "MP"


def team_list(t: Tournament, tiebreaks: Sequence[str] | None = None) -> list[TeamDescriptor]:
    """The descriptors ranked by: as given, else the event's team list, else `DEFAULT_LIST`.
    A leading PTS (TRF 202 adds it implicitly) is the primary score and is dropped."""
    setup = t.teams
    assert setup is not None
    codes = list(tiebreaks if tiebreaks is not None else setup.tiebreaks or DEFAULT_LIST)
    return [d for d in parse_list(codes) if d.code != Code.PTS]


def compute(
    t: Tournament,
    tiebreaks: Sequence[str] | None = None,
    rules: str | None = None,
    cache: TeamRun | None = None,
) -> TeamStandings:
    """The team standings of a team event (`t.teams` set). `cache`: the last computation of
    the same event (`core.teams.reuse.TeamRun`), for live use; the result is the same."""
    return compute_with_context(t, tiebreaks, rules, cache)[0]


def compute_with_context(
    t: Tournament,
    tiebreaks: Sequence[str] | None = None,
    rules: str | None = None,
    cache: TeamRun | None = None,
) -> tuple[TeamStandings, TeamContext]:
    """`compute`, and the context it read (what explanations of its values read again)."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    run = cache if cache is not None else TeamRun()
    ctx = run.context(t, rules)
    descriptors = team_list(t, tiebreaks)
    teams = ctx.teams()
    primary = {n: ctx.int_score(n, ctx.primary) for n in teams}
    order = sorted(teams, key=lambda n: (-primary[n], n))
    groups: list[list[int]] = []
    for n in order:
        if groups and primary[groups[-1][0]] == primary[n]:
            groups[-1].append(n)
        else:
            groups.append([n])
    shown: list[dict[int, Value]] = []
    for d in descriptors:
        column: dict[int, Value] = {}
        if d.code in ("EDE", "EDEC", "EDET", "EDEB", "EDEBT", "EDEBB"):
            new_groups = []
            for g in groups:
                if len(g) == 1:
                    new_groups.append(g)
                    continue
                blocks = run.blocks(d, ctx, g, partial(refine, ctx, d, g))
                place = 1
                for block in blocks:
                    for n in block:
                        column[n] = place
                    place += len(block)
                new_groups.extend(blocks)
            groups = new_groups
        else:
            keyed = run.column(d, teams, partial(_values, ctx, d))
            column = keyed  # type: ignore[assignment]
            new_groups = []
            for g in groups:
                if len(g) == 1:
                    new_groups.append(g)
                    continue
                new_groups.extend(run.split(d, g, partial(_by_values, g, keyed, d)))
            groups = new_groups
        shown.append(column)
    by_number = {team.number: team for team in setup.teams}
    rows = []
    rank = 1
    for g in groups:
        for n in sorted(g):
            vals = tuple(col.get(n) for col in shown)
            rows.append(TeamRow(rank, by_number[n], ctx.score(n, "MP"), ctx.score(n, "GP"), vals))
        rank += len(g)
    return TeamStandings(tuple(d.text for d in descriptors), tuple(rows), ctx.primary), ctx


def _values(ctx: TeamContext, d: TeamDescriptor, teams: list[int]) -> dict[int, object]:
    if d.code in ("TBR", "BBE"):
        return {n: board_sequence(ctx, n, d.code) for n in teams}
    return dict(values(ctx, d, teams))


def _by_values(group: list[int], keyed: dict[int, object], d: TeamDescriptor) -> list[list[int]]:
    """The blocks of equal values `group` splits into, best first: higher is better but for BC
    (12.1); TBR and BBE compare their sequences in order (equal values stay together whichever
    way they are sorted)."""
    ranked = sorted(group, key=keyed.__getitem__, reverse=not lower_is_better(d))  # type: ignore[arg-type]
    blocks: list[list[int]] = []
    for n in ranked:
        if blocks and keyed[blocks[-1][0]] == keyed[n]:
            blocks[-1].append(n)
        else:
            blocks.append([n])
    return blocks
