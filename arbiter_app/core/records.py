"""An event's round records read once, field by field, as flat lists in file order.

The ranking's first computation (`core.tiebreaks.context`, a player's rows) and the checks of
the whole event (`core.validate_columns`, a round's column) ask the same three fields of every
record. Read once for both (a record's field read at C level, `attrgetter` over the list), the
rows are cut from these lists by slices and the columns by strides (`list[r::n]`), so a
command that ranks and checks a big event reads each record's fields once, not twice.
"""

from __future__ import annotations

from itertools import chain
from operator import attrgetter, is_

from msgspec import Struct

from arbiter_app.core.model import Colour, Player, Result, RoundEntry

_ROUNDS = attrgetter("rounds")
_OPPONENT = attrgetter("opponent")
_COLOUR = attrgetter("colour")
_RESULT = attrgetter("result")


class FlatRecords(Struct, frozen=True, eq=False):
    """Every record of `players` (each has `rounds` of them), player after player: record k
    is player k // rounds's round k % rounds + 1. Never changed once made (the lists are
    shared by their readers)."""

    players: list[Player]  # the very objects read (`of` checks a list against them)
    rounds: int
    entries: list[RoundEntry]
    opponents: list[int | None]
    colours: list[Colour]
    results: list[Result]

    def of(self, players: list[Player]) -> bool:
        """Whether these are the records of `players` (the same objects: records are frozen)."""
        return len(players) == len(self.players) and all(map(is_, players, self.players))


def flat_records(players: list[Player], rounds: int) -> FlatRecords | None:
    """The records of `players`, when each has `rounds` of them (None otherwise: a player with
    fewer or more records reads otherwise, `Player.entry`)."""
    records = list(map(_ROUNDS, players))
    lengths = set(map(len, records))
    if lengths and lengths != {rounds}:
        return None
    entries = list(chain.from_iterable(records))
    return FlatRecords(
        players=list(players),
        rounds=rounds,
        entries=entries,
        opponents=list(map(_OPPONENT, entries)),
        colours=list(map(_COLOUR, entries)),
        results=list(map(_RESULT, entries)),
    )
