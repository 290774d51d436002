"""National criteria the FIDE catalogue lacks: ``DEA``, direct encounter only when all have met.

SSF's Swiss list (seed ``002_f53791c5baca2e53.txt``, item 2, digest §3) has "inbördes resultat
(om alla inblandade spelare har mött varandra)": direct encounter **only if all the tied players
have met**, the wording of the legacy FIDE rule and of Vega. C.07 Art. 6 (``DE``) goes further in
a Swiss event (6.3 ranks a player who could not be caught whatever the missing games), so the
SSF reading needs its own code:

- DEA is a type A criterion applied to the group still tied when it is reached, so "results
  against players of the same score group who are already ahead on Buchholz do not count"
  (seed 002, note **) holds by construction;
- when every pair of the group has met: the separate standings of the games among them (C.07
  6.1: forfeits only with ``DEA/P``; a pair that met more than once adds its average, 6.1.2),
  and each block still tied is ranked again on its own games (6.2) — `direct.direct_encounter`;
- when not all have met: DEA does not apply and the group stays tied for the next criterion;
- in a round robin everybody meets everybody, so DEA and DE agree there (the SSF Berger preset
  uses ``DE``).

The value shown is the place within the group (1 = first); empty when DEA did not apply or the
player was not tied when it was reached.

The other SSF criteria are FIDE's with identical meaning: "most wins, forfeit and bye wins
included" (seed 002 note ***) is ``WIN`` (C.07 7.1: rounds with a win's points, played or not);
"most games with Black, unplayed games never count" (note ****) is ``BPG`` (7.3, over the board
only); the drawing of lots is the seeded ``LOT``.
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_app.core.tiebreaks.base import (
    Criterion,
    Descriptor,
    Explanation,
    Value,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import Context
from arbiter_app.core.tiebreaks.direct import (
    direct_encounter,
    encounter_places,
    explain_encounter,
    separate_standings,
)
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.explanation_notes import ExplanationNote


def all_met(ctx: Context, d: Descriptor, group: Sequence[int]) -> bool:
    """True when every pair of the group (player indices) has a game that counts."""
    if ctx.round_robin:
        return True
    _, missing = separate_standings(ctx, d, group)
    return all(m == 0 for m in missing.values())


def _rank_group(
    ctx: Context, d: Descriptor, group: Sequence[int]
) -> tuple[list[list[int]], dict[int, Value]]:
    idx = [ctx.index[sn] for sn in group]
    if not all_met(ctx, d, idx):
        return [sorted(group)], {}
    return encounter_places(ctx, direct_encounter(ctx, d, idx))


def _explain(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    group_sns = ctx.cache.get(("group", d.code, start_no))
    if not isinstance(group_sns, tuple):
        me = ctx.score[ctx.index[start_no]]
        group_sns = tuple(sn for sn, s in zip(ctx.start_nos, ctx.score, strict=True) if s == me)
    applies = all_met(ctx, d, [ctx.index[sn] for sn in group_sns])
    _, values = _rank_group(ctx, d, group_sns)
    return explain_encounter(
        ctx,
        d,
        start_no,
        group_sns,
        values.get(start_no),
        ((ExplanationNote.APPLIES, "yes" if applies else "no"),),
    )


register(
    Criterion(
        code=Code.DEA,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Direct encounter (all met)"),
        name=QT_TRANSLATE_NOOP("Report", "Direct encounter (all met)"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Only if all the tied players have met (SSF)"),
        description=QT_TRANSLATE_NOOP(
            "Report",
            "Direct encounter only if all tied players have met each other (SSF; legacy FIDE)",
        ),
        article="SSF (seed 002)",
        rank_group=_rank_group,
        explain=_explain,
        params=frozenset({"P"}),
        score_kinds=False,
        precision=0,
        group=True,
        reach=0,  # the games among the group's members only
    )
)
