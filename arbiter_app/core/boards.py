"""The boards of a round, in board order.

A round's games are listed board by board: the grid's Enter key, the round view, pairing lists
and result slips all use this one order. A round paired by the program (or whose order was
entered) keeps it in `Tournament.board_order`; a round without one — e.g. imported from a TRF,
which records games per player, not per board — gets the order FIDE prescribes for publishing a
pairing (C.04.1 F.1, kept by the pairing programs since): by the score of the higher-scored
player of the pair, then the sum of both scores, then the rank (pairing number) of the
higher-ranked player. Scores are the points before the round.

Games the stored order does not name (entered by hand after pairing) follow the stored boards in
the default order; stored boards that are no longer games of the round are dropped.
"""

from __future__ import annotations

from msgspec import Struct

from arbiter_app.core.model import Colour, Tournament
from arbiter_app.core.scores import scores_before


class Board(Struct, frozen=True):
    """One game of a round. `white` is the first-named player (white when colours are known)."""

    number: int
    white: int
    black: int


def games(t: Tournament, round_no: int) -> list[tuple[int, int]]:
    """The round's games as (white, black) start-number pairs, each game once, unordered.

    A game is a pair of records naming each other; a one-sided record (an inconsistency the
    validation reports) is kept as a game too, so no result is hidden from the boards.
    """
    seen: set[int] = set()
    pairs: list[tuple[int, int]] = []
    for p in t.players:
        e = p.entry(round_no)
        if e.opponent is None or not e.result.has_opponent or p.start_no in seen:
            continue
        a, b = p.start_no, e.opponent
        seen.add(a)
        if b in seen:
            continue
        seen.add(b)
        # White first; a colourless game keeps the lower start number first.
        if e.colour is Colour.BLACK or (e.colour is Colour.NONE and b < a):
            a, b = b, a
        pairs.append((a, b))
    return pairs


def default_order(t: Tournament, round_no: int, pairs: list[tuple[int, int]]) -> list[int]:
    """Indexes of `pairs` in the C.04.1 F.1 order (see the module docstring)."""
    _, score = scores_before(t, round_no)

    def key(i: int) -> tuple[int, int, int]:
        a, b = pairs[i]
        sa, sb = score.get(a, 0), score.get(b, 0)
        return (-max(sa, sb), -(sa + sb), min(a, b))

    return sorted(range(len(pairs)), key=key)


def boards(t: Tournament, round_no: int) -> list[Board]:
    """The games of `round_no` in board order, numbered from 1 (byes are not boards)."""
    pairs = games(t, round_no)
    by_first = {a: i for i, (a, _) in enumerate(pairs)} | {b: i for i, (_, b) in enumerate(pairs)}
    order: list[int] = []
    taken: set[int] = set()
    for start_no in t.board_order.get(round_no, ()):
        i = by_first.get(start_no)
        if i is not None and i not in taken:
            order.append(i)
            taken.add(i)
    rest = [i for i in default_order(t, round_no, pairs) if i not in taken]
    return [Board(n, pairs[i][0], pairs[i][1]) for n, i in enumerate([*order, *rest], start=1)]


def board_of(t: Tournament, round_no: int, start_no: int) -> Board | None:
    """The board `start_no` plays on in `round_no` (None for a bye or no record)."""
    for board in boards(t, round_no):
        if start_no in (board.white, board.black):
            return board
    return None
