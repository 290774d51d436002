"""Check against the list, for both faces (the window's Check against the list dialog,
`arbiter-app ratings check`): the event's players with a FIDE ID against the imported FIDE
list in force (`io.ratinglists.in_force`: which list, what it says of the event's players;
`core.list_check`: the comparison and the taking over, FIDE C.02 verification checklist,
"rating lists").

`check` finds the list and the differences (an `InputError` naming what to import when there
is no list to check against); `ListCheck.take` takes the chosen differences over as one edit
with the journal's line and the notice each face gives (level 2).
"""

from __future__ import annotations

from collections.abc import Collection

from msgspec import Struct

from arbiter_app.app.clock import now
from arbiter_app.core.edits import Edit
from arbiter_app.core.list_check import Difference, differences, take_from_list
from arbiter_app.core.model import Tournament
from arbiter_app.core.rating_change import event_rating_type
from arbiter_app.core.vocabulary.levels import Ask
from arbiter_app.io.ratinglists.in_force import age_note, choose_list, event_listed
from arbiter_app.io.ratinglists.store import ListSummary, RatingLists

__all__ = ["ListCheck", "check"]


class ListCheck(Struct, frozen=True):
    """The list an event was checked against and what differs."""

    summary: ListSummary
    rating_type: str  # the event's (`core.rating_change.event_rating_type`)
    differences: tuple[Difference, ...]

    def age_note(self, start_date: str) -> str:
        """A line when the list is not the one in force for the event ("" when it is)."""
        return age_note(self.summary, start_date)

    def takeable(self, start_nos: Collection[int] | None = None) -> list[Difference]:
        """The differences that can be taken over (a FIDE ID the list lacks cannot), of the
        players `start_nos` (None: of every player)."""
        return [
            d
            for d in self.differences
            if d.field != "fide_id" and (start_nos is None or d.start_no in start_nos)
        ]

    def take(
        self, t: Tournament, chosen: Collection[Difference], time: str | None = None
    ) -> tuple[Edit, Ask]:
        """`chosen` taken over as one edit with its journal line, and the notice to give
        (`core.list_check.take_from_list`); `time` the journal's (default: now)."""
        s = self.summary
        return take_from_list(t, chosen, s.source, s.list_date, time or now())


def check(
    t: Tournament, lists: RatingLists, name: str | None = None, rating_type: str | None = None
) -> ListCheck:
    """`t` against the list `name` (default: the FIDE list of `rating_type`, by default the
    event's, `io.ratinglists.in_force.choose_list`); an `InputError` when there is none."""
    kind = rating_type or event_rating_type(t)
    summary = choose_list(lists, kind, name)
    found = event_listed(lists, summary, t)
    return ListCheck(summary, kind, tuple(differences(t, found)))
