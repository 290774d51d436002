"""Explanations: how a player's tie-break values were reached, as data for the CLI and GUI.

- `explain(t, start_no, tiebreak)`: one `Explanation` for one descriptor (it need not be in
  the tournament's list; a group criterion such as DE is explained within the tied group it
  was applied to when the list is the tournament's).
- `explain_all(t, start_no)`: one per criterion of the list and per information-only column.
- `explain_with(details, start_no, tiebreak)`: reuse the shared inputs of one
  `standings.compute_with_details` call (for reports that explain every player: one
  computation instead of one per player); `explainer(details, tiebreak)` the same for every
  player of one criterion.

An explanation holds the per-round contributions with the value used and its basis (adjusted
score, dummy and its cap, virtual opponent and its inputs ...) and which elements a cut
removed; see `core.tiebreaks.base.Contribution` for the codes. Criteria without an explain
function give an explanation with just the value.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter_app.core.model import System, Tournament
from arbiter_app.core.standings import Details, Standings, compute_with_details, parse_list
from arbiter_app.core.tiebreaks import Descriptor, Explanation, descriptor, explained, lookup


def explain(
    t: Tournament,
    start_no: int,
    tiebreak: str | Descriptor,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
    tiebreaks: list[str] | None = None,
) -> Explanation:
    """Explanation of `tiebreak` for player `start_no` (KeyError if there is no such player).

    The list `tiebreaks` (default: the tournament's) decides the tied groups a group criterion
    is explained in; `tiebreak` is appended to it when it is not in it.
    """
    if not t.has_player(start_no):
        raise KeyError(start_no)
    d = descriptor(tiebreak)
    tb_list = list(t.tiebreaks if tiebreaks is None else tiebreaks)
    if d.code not in {x.code for x in parse_list(tb_list)}:
        tb_list.append(d.code)
    standings, details = compute_with_details(t, tb_list, rules, system, unrated)
    return explain_with(details, start_no, d, standings)


def explain_all(
    t: Tournament,
    start_no: int,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
    tiebreaks: list[str] | None = None,
) -> list[Explanation]:
    """Explanations of every criterion of the list, then of the tournament's information-only
    columns, for player `start_no`."""
    if not t.has_player(start_no):
        raise KeyError(start_no)
    tb_list = list(t.tiebreaks if tiebreaks is None else tiebreaks)
    standings, details = compute_with_details(t, tb_list, rules, system, unrated)
    return [explain_with(details, start_no, d, standings) for d in details.columns]


def explain_with(
    details: Details,
    start_no: int,
    tiebreak: str | Descriptor,
    standings: Standings | None = None,
) -> Explanation:
    """Explain from the context of a `compute_with_details` call."""
    return explainer(details, tiebreak, standings)(start_no)


def explainer(
    details: Details,
    tiebreak: str | Descriptor,
    standings: Standings | None = None,
) -> Callable[[int], Explanation]:
    """`explain_with` for one criterion and any player: the descriptor and its criterion
    looked up once (a report explains every player, 10,000 calls at 1,500 players)."""
    d = descriptor(tiebreak)
    ctx = details.context
    crit = lookup(d.name)
    explain_fn = crit.explain
    if explain_fn is not None:
        return lambda start_no: explain_fn(ctx, d, start_no)

    def plain(start_no: int) -> Explanation:
        value = None
        if standings is not None and d.code in standings.columns:  # the list or an info column
            value = standings.row(start_no).column_values[standings.columns.index(d.code)]
        elif crit.compute is not None:
            value = crit.compute(ctx, d).get(start_no)
        return explained(ctx, d, start_no, value)

    return plain
