"""Unpairing the last paired round: the one use case behind `arbiter-app unpair` and the round
view's "Unpair last round" (`actionUnpairRound`).

The edit is `core.pairing.round.unpair_edit`: the round's boards and pairing bye become `not
paired`, its board order goes; byes and absences entered before pairing stay. Only the last
paired round can be unpaired (the later rounds' pairings rest on it). A round with results
meets the gate `UNPAIR_WITH_RESULTS` (level 3: the window asks, the command line needs
`--force`).
"""

from __future__ import annotations

from msgspec import Struct

from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.round import has_results, next_round, unpair_edit
from arbiter_app.core.vocabulary.levels import Ask, Gate

__all__ = ["NotLast", "NothingPaired", "UnpairPlan", "plan"]


class NothingPaired(Exception):
    def __init__(self) -> None:
        super().__init__("no round is paired")


class NotLast(Exception):
    def __init__(self, round_no: int, last: int) -> None:
        super().__init__(f"round {round_no}: only the last paired round ({last}) can be unpaired")


class UnpairPlan(Struct, frozen=True):
    tournament: Tournament
    round_no: int

    def asks(self) -> list[Ask]:
        t, r = self.tournament, self.round_no
        if not has_results(t, r):
            return []
        return [Gate.UNPAIR_WITH_RESULTS.ask(t.fide_mode.on, round=r)]

    def edit(self) -> Edit:
        """The one undoable edit (EditError when the round cannot be unpaired)."""
        return unpair_edit(self.tournament, self.round_no)


def plan(t: Tournament, round_no: int | None = None) -> UnpairPlan:
    """The round to unpair: `round_no` if it is the last paired one (the default)."""
    last = next_round(t) - 1
    if last < 1:
        raise NothingPaired()
    r = last if round_no is None else round_no
    if r != last:
        raise NotLast(r, last)
    return UnpairPlan(t, r)
