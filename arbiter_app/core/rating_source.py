"""Which rating a player has, and where it came from (FIDE C.02 verification checklist, rating
lists: official and tournament rating, custom lists, effective rapid and blitz lists, a
default list sequence per time control that the arbiter can edit, ratings from other lists
shown, ratings typed by hand flagged).

The official rating is the FIDE rating of the event's rating type (`core.rating_change.
event_rating_type`: standard, rapid or blitz). The tournament rating (the one the event uses:
`Player.rating`, ranking, pairing numbers, rating criteria) is taken from the event's ordered
sequence of lists: the first of them that gives the player a rating. An item of the sequence
is a FIDE rating type (`standard`, `rapid`, `blitz`: that rating of the FIDE list) or an
imported national list by its name (`ssf`: its standard rating; `ssf:rapid` another of its
columns), e.g. `("standard", "ssf")`: FIDE standard, then the SSF list. Defaults
(`DEFAULT_SEQUENCES`): standard: the standard rating; rapid: the rapid rating, then the
standard one; blitz: the blitz rating, then the standard one (a player new to rapid or blitz
is seeded by the standard rating, the "effective" rating the checklist names). The sequence
is an event setting (`SetRatingSequence`, kept with the event: the project file, the TRF's
extension comment).

Where each player's rating came from is kept with the player as a flag (`rating_source`): the
list and type (`fide:rapid`, `ssf:standard`), or `hand` for a rating typed or changed by hand
(marked in the window). A player without the flag has a rating whose origin the event does
not know (read from a file). The flag and its helpers (`rating_source`, `with_source`) are
defined in `core.rating_change`, which rates from the official rating (`official_rating`: a
tournament rating taken from another rating type, or from a national list, is no rating of the
event's FIDE type; a player seeded by a national list keeps the FIDE rating of the event's
type beside it, `with_fide_rating`, set on registration, the one B.02 rates from, the rating
report carries and the check against the list compares).
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


FIDE = "fide"  # the list part of a FIDE item (the FIDE lists' sources are fide, fide-rapid…)


def sequence_item(item: str) -> tuple[str, str]:
    """(list, rating type) of an item of a rating sequence: `rapid` is FIDE's rapid rating,
    `ssf` the national list ssf's standard rating, `ssf:rapid` its rapid one. ValueError for
    anything else (a list name is letters, digits, - and _, as `ratings import --source`)."""
    name, _, kind = item.strip().partition(":")
    if not kind and name in RATING_TYPES:
        return FIDE, name
    if not kind and name.startswith(f"{FIDE}-"):  # a single-type FIDE list: fide-rapid
        kind = name[len(FIDE) + 1 :]
    kind = kind or "standard"
    if kind not in RATING_TYPES or not name or not name.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"{item!r} is not a rating type nor a list's name")
    if name.startswith(FIDE):
        return FIDE, kind
    return name, kind


def item_text(list_name: str, kind: str) -> str:
    """The item's one spelling (the inverse of `sequence_item`)."""
    if list_name == FIDE:
        return kind
    return list_name if kind == "standard" else f"{list_name}:{kind}"


def from_fide(source: str) -> bool:
    """Whether a list's name (a source of the imported lists) is one of FIDE's lists."""
    return source.startswith(FIDE)


def rating_sequence(t: Tournament) -> tuple[str, ...]:
    """The event's sequence of lists (its own, else the default for its rating type)."""
    value = t.ratings.sequence
    if value:
        try:
            return check_sequence(value)
        except EditError:
            pass
    return DEFAULT_SEQUENCES[event_rating_type(t)]


def check_sequence(sequence: Sequence[str]) -> tuple[str, ...]:
    """`sequence` checked and spelt one way: one or more items (`sequence_item`), each once."""
    try:
        items = tuple(item_text(*sequence_item(s)) for s in sequence)
    except ValueError as exc:
        raise EditError(f"a rating sequence names rating types and lists: {exc}") from None
    if not items or len(set(items)) != len(items):
        raise EditError(f"a rating sequence names each rating type or list once: {items!r}")
    return items


def first_rating(ratings: Mapping[str, int | None], sequence: Sequence[str]) -> tuple[int, str]:
    """The first FIDE rating of `sequence` that `ratings` (a FIDE entry's, by rating type) has:
    (rating, type), or (0, "") when it has none. National items are passed over."""
    for item in sequence:
        name, kind = sequence_item(item)
        value = ratings.get(kind) if name == FIDE else None
        if value:
            return value, kind
    return 0, ""


def first_listed(
    ratings: Mapping[tuple[str, str], int | None], sequence: Sequence[str]
) -> tuple[int, str, str]:
    """The first rating of `sequence` that `ratings` (by list and type: ("fide", "rapid"),
    ("ssf", "standard")) has: (rating, list, type), or (0, "", "") when none has one."""
    for item in sequence:
        key = sequence_item(item)
        value = ratings.get(key)
        if value:
            return value, *key
    return 0, "", ""


class SetRatingSequence(AmendSettings):
    """Set the event's sequence of lists (None: back to the default)."""

    label = "rating-sequence"
    part = "ratings"

    def __init__(self, sequence: Sequence[str] | None) -> None:
        super().__init__(sequence=() if sequence is None else check_sequence(sequence))
