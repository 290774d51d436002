"""Which rating a player has, and where it came from (FIDE C.02 verification checklist, rating
lists: official and tournament rating, effective rapid and blitz lists, a default list
sequence per time control that the arbiter can edit, ratings from other lists shown, ratings
typed by hand flagged).

The official rating is the FIDE rating of the event's rating type (`core.rating_change.
event_rating_type`: standard, rapid or blitz). The tournament rating (the one the event uses:
`Player.rating`, ranking, pairing numbers, rating criteria) is taken from the FIDE list's
ratings in the event's sequence of rating types: the first of them the list gives the player.
Defaults (`DEFAULT_SEQUENCES`): standard: the standard rating; rapid: the rapid rating, then
the standard one; blitz: the blitz rating, then the standard one (a player new to rapid or
blitz is seeded by the standard rating, the "effective" rating the checklist names). The
sequence is an event setting (`SetRatingSequence`, kept with the event), any order of the
three types.

Where each player's rating came from is kept with the player as a flag (`rating_source`): the
list and type (`fide:rapid`), or `hand` for a rating typed or changed by hand (marked in the
window). A player without the flag has a rating whose origin the event does not know (read
from a file). The flag and its helpers (`rating_source`, `with_source`) are defined in
`core.rating_change`, which rates from the official rating (`official_rating`: a tournament
rating taken from another rating type is no rating of the event's type).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arbiter_app.core.edits import AmendSettings, EditError
from arbiter_app.core.model import Tournament
from arbiter_app.core.rating_change import RATING_TYPES, event_rating_type

DEFAULT_SEQUENCES: dict[str, tuple[str, ...]] = {
    "standard": ("standard",),
    "rapid": ("rapid", "standard"),
    "blitz": ("blitz", "standard"),
}


def rating_sequence(t: Tournament) -> tuple[str, ...]:
    """The event's sequence of rating types (its own, else the default for its rating type)."""
    value = t.ratings.sequence
    if value and all(v in RATING_TYPES for v in value):
        return value
    return DEFAULT_SEQUENCES[event_rating_type(t)]


def check_sequence(sequence: Sequence[str]) -> tuple[str, ...]:
    """`sequence` checked: one to three rating types, each once."""
    items = tuple(s.strip() for s in sequence)
    if not items or len(set(items)) != len(items) or any(s not in RATING_TYPES for s in items):
        raise EditError(
            f"a rating sequence names standard, rapid or blitz, each at most once: {items!r}"
        )
    return items


def first_rating(ratings: Mapping[str, int | None], sequence: Sequence[str]) -> tuple[int, str]:
    """The first rating of `sequence` that `ratings` (by rating type) has: (rating, type), or
    (0, "") when it has none."""
    for kind in sequence:
        value = ratings.get(kind)
        if value:
            return value, kind
    return 0, ""


class SetRatingSequence(AmendSettings):
    """Set the event's sequence of rating types (None: back to the default)."""

    label = "rating-sequence"
    part = "ratings"

    def __init__(self, sequence: Sequence[str] | None) -> None:
        super().__init__(sequence=() if sequence is None else check_sequence(sequence))
