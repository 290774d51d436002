"""An event's round records as columns, for the checks of `core.validate` over the whole event.

A check that asks the same question of every record (is the opponent's record the mirror of
this one? two pairing-allocated byes in a round?) costs a Python step per record when it walks
player by player; asked of a round's column at once it runs in C (`map`, `list.count`,
`set`), and only the few players a column shows something about are looked at one by one.
"""

from __future__ import annotations

from itertools import zip_longest
from operator import attrgetter, itemgetter

from msgspec import Struct, field

from arbiter_app.core.model import NOT_PAIRED, Colour, Player, Result, RoundEntry
from arbiter_app.core.records import FlatRecords, flat_records

_START_NO = attrgetter("start_no")
_ROUNDS = attrgetter("rounds")
_RESULT = attrgetter("result")
_FIELDS = attrgetter("opponent", "colour", "result")
_FIRST = itemgetter(0)
_THIRD = itemgetter(2)
_LAST_TWO = itemgetter(1, 2)


class RecordColumns(Struct, frozen=True, eq=False):
    """The players' start numbers (file order) and, per round (index 0: round 1), their
    records, opponents and results in the same order. A player with fewer records than the
    longest reads as not paired in the rounds he has none of (`Player.entry`)."""

    starts: list[int]
    entries: list[tuple[RoundEntry, ...]]
    opponents: list[list[int | None]]
    results: list[list[Result]]
    played: list[list[tuple[Colour, Result]]]  # (colour, result) of each record

    # The totals asked for so far (`totals`): the points check and the rank check sum the
    # same table over the same rounds when every round is paired and no game is unfinished.
    # (A cache, not a value: the records compare by identity, `eq=False`.)
    memo: dict[tuple[tuple[int, ...], int], list[int]] = field(default_factory=dict)

    @property
    def count(self) -> int:
        return len(self.starts)

    def totals(self, players: list[Player], table: dict[Result, int], rounds: int) -> list[int]:
        """Per player (in order), `table`'s values summed over his records of rounds
        1..`rounds` (points in an integer unit, `core.scores.points_in_unit`)."""
        key = (tuple(table.values()), rounds)
        found = self.memo.get(key)
        if found is not None:
            return found
        get = table.__getitem__
        shown = self.results[:rounds]
        if get(Result.NOT_PAIRED) and any(len(p.rounds) < len(shown) for p in players):
            # (a column's filler would count: each his own records)
            found = [sum(map(get, map(_RESULT, p.rounds[:rounds]))) for p in players]
        elif shown:
            found = list(map(sum, zip(*(map(get, results) for results in shown), strict=True)))
        else:
            found = [0] * len(players)
        self.memo[key] = found
        return found


def record_columns(players: list[Player], flat: FlatRecords | None = None) -> RecordColumns:
    """The columns of `players`' records. `flat`: the records as the ranking read them
    (`core.records`), used when they are these players' (else read here). When every player
    has as many records (the usual case) each record's fields are read once, player after
    player (the order they were made in: a big event read round by round costs twice as much),
    and a round's column is every `rounds`-th of them (a stride, at C level)."""
    if flat is None or not flat.of(players):
        rounds = list(map(_ROUNDS, players))
        flat = flat_records(players, len(rounds[0]) if rounds else 0)
        if flat is None:  # (records of several lengths: read round by round)
            entries = list(zip_longest(*rounds, fillvalue=NOT_PAIRED))
            fields = [list(map(_FIELDS, column)) for column in entries]
            return RecordColumns(
                starts=list(map(_START_NO, players)),
                entries=entries,
                opponents=[list(map(_FIRST, column)) for column in fields],
                results=[list(map(_THIRD, column)) for column in fields],
                played=[list(map(_LAST_TWO, column)) for column in fields],
            )
    n = flat.rounds
    results = [flat.results[r::n] for r in range(n)]
    return RecordColumns(
        starts=list(map(_START_NO, players)),
        entries=[tuple(flat.entries[r::n]) for r in range(n)],
        opponents=[flat.opponents[r::n] for r in range(n)],
        results=results,
        played=[list(zip(flat.colours[r::n], results[r], strict=True)) for r in range(n)],
    )
