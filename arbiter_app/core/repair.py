"""What an edit would clear besides what the arbiter pointed at: the games it un-pairs or
re-pairs and the byes of other players it overwrites.

The grid's rule (no gesture changes a game the user did not point at without asking first):
an entry that only sets the result of the existing game just does that; an entry that changes
pairings — `7w1` typed into a cell whose game is against 12, a new opponent who already has a
game (or a bye) in that round, a bye or Delete on a cell holding a game — is confirmed first,
listing everything `cleared_by` returns. Entering a new game between two players who have
nothing in that round clears nothing and needs no question.

`cleared_by` tries the edit on a copy of the tournament (edits are exact and self-checking),
so it names precisely what the edit would do, whatever the edit is (a cell, a palette action on
a selection, a batch).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Colour, Result, RoundEntry, Tournament


class Cleared(Struct, frozen=True):
    """One game or bye an edit would clear, as it stands before the edit.

    A game: `player` and `opponent` as the board lists them (white first when colours are
    known) and `result` from `player`'s side. A bye: `opponent` is None, `result` the bye."""

    round_no: int
    player: int
    opponent: int | None
    result: Result


def cleared_by(t: Tournament, edit: Edit, pointed: Iterable[tuple[int, int]] = ()) -> list[Cleared]:
    """The games and byes `edit` would clear in `t` (which stays as it is), in round and start
    number order. `pointed`: the (start_no, round_no) cells the arbiter acted on; their own
    byes are what the entry replaces and are not listed (their games are: a game has another
    player). Raises what the edit raises when it cannot be made."""
    # Player values are frozen: copies of the list (and of `extra`, which edits mark) will do.
    trial = replace(t, players=list(t.players), extra=dict(t.extra))
    # A copy of the edit too: applying records what it replaced, and the real one is applied
    # (or not) afterwards.
    changes = copy.deepcopy(edit).apply(trial)
    own = set(pointed)
    games: dict[tuple[int, int, int], Cleared] = {}
    byes: list[Cleared] = []
    for s in sorted(changes.players):
        if not t.has_player(s):
            continue
        before_p, after_p = t.player(s), trial.player(s)
        for r in sorted(changes.rounds):
            before, after = before_p.entry(r), after_p.entry(r)
            if before == after:
                continue
            o = before.opponent
            if before.result.has_opponent and o is not None:
                if after.result.has_opponent and after.opponent == o:
                    continue  # the same game, another result or colour: not cleared
                key = (r, min(s, o), max(s, o))
                if key not in games:
                    games[key] = _game(r, s, before)
            elif before.result is not Result.NOT_PAIRED and (s, r) not in own:
                byes.append(Cleared(r, s, None, before.result))
    out = [*games.values(), *byes]
    out.sort(key=lambda c: (c.round_no, min(c.player, c.opponent or c.player)))
    return out


def _game(round_no: int, s: int, entry: RoundEntry) -> Cleared:
    assert entry.opponent is not None
    if entry.colour is Colour.BLACK or (entry.colour is Colour.NONE and entry.opponent < s):
        return Cleared(round_no, entry.opponent, s, entry.result.mirror)
    return Cleared(round_no, s, entry.opponent, entry.result)
