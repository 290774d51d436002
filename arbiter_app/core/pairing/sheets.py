"""What arbiters post and hand out for a round, as data: pairing list, names list, result slips.

- the pairing list by board (board, white with points, result, black with points), byes after;
- the alphabetical list of players with their board and colour (C.04.2: published pairings
  include where every player sits);
- result slips, one per board (cut apart; both players sign).

Renderers (`io.pairing_html`, printing in `gui`) take the words from their label table; this
module holds numbers, names and codes only.
"""

from __future__ import annotations

from msgspec import Struct

from arbiter_app.core import numbers
from arbiter_app.core.boards import boards
from arbiter_app.core.model import Colour, Result, Tournament

__all__ = ["PairingSheet", "SheetBoard", "SheetBye", "SheetName", "SheetPlayer", "pairing_sheet"]


class SheetPlayer(Struct, frozen=True):
    start_no: int
    name: str
    title: str
    rating: int
    points: str  # points before the round, as printed ("2.5")


class SheetBoard(Struct, frozen=True):
    number: int
    white: SheetPlayer
    black: SheetPlayer
    result: Result  # white's record (PENDING until entered)
    black_result: Result | None = None  # black's, when it is no mirror of white's (½-0, 0-0)


class SheetBye(Struct, frozen=True):
    player: SheetPlayer
    result: Result  # PAIRING_BYE, HALF_BYE, FULL_BYE, ZERO_BYE


class SheetName(Struct, frozen=True):
    player: SheetPlayer
    board: int | None  # None: a bye
    colour: Colour  # WHITE / BLACK on a board, NONE for a bye
    bye: Result | None = None


class PairingSheet(Struct, frozen=True):
    name: str
    round_no: int
    rounds: int
    boards: tuple[SheetBoard, ...]
    byes: tuple[SheetBye, ...]
    by_name: tuple[SheetName, ...]
    chess960: bool = False  # a Chess960 event: the list's title says so
    # An event outside FIDE mode: (the round it left in, the reason); the list says so.
    outside_fide: tuple[int, str] | None = None


_BYES = (Result.PAIRING_BYE, Result.HALF_BYE, Result.FULL_BYE, Result.ZERO_BYE)


def without_game(t: Tournament, round_no: int) -> tuple[tuple[int, Result], ...]:
    """(start number, result) of the players of `round_no` without a game, in start order:
    byes (pairing-allocated, requested full, half or zero-point; also those entered before
    the round is paired) and, once the round is paired, the players left out of it (`not
    paired`). Withdrawn players are not listed (they are no longer in the event)."""
    paired = any(p.entry(round_no).result.has_opponent for p in t.players)
    out = []
    for p in t.players:
        result = p.entry(round_no).result
        if p.is_withdrawn_in(round_no):
            continue
        if result in _BYES or (paired and result is Result.NOT_PAIRED):
            out.append((p.start_no, result))
    return tuple(sorted(out))


def pairing_sheet(t: Tournament, round_no: int) -> PairingSheet:
    """The round's pairing list, names list and slips (points before the round)."""

    def player(start_no: int) -> SheetPlayer:
        p = t.player(start_no)
        points = numbers.points(t.points(p, round_no - 1))
        return SheetPlayer(p.start_no, p.name, p.title, p.rating, points)

    rows = tuple(
        SheetBoard(
            b.number,
            player(b.white),
            player(b.black),
            t.player(b.white).entry(round_no).result,
            t.player(b.black).entry(round_no).result,
        )
        for b in boards(t, round_no)
    )
    byes = tuple(
        SheetBye(player(p.start_no), p.entry(round_no).result)
        for p in t.players
        if p.entry(round_no).result in _BYES and not p.is_withdrawn_in(round_no)
    )
    names = [SheetName(b.white, b.number, Colour.WHITE) for b in rows]
    names += [SheetName(b.black, b.number, Colour.BLACK) for b in rows]
    names += [SheetName(b.player, None, Colour.NONE, b.result) for b in byes]
    names.sort(key=lambda n: (n.player.name.casefold(), n.player.start_no))
    mode = t.fide_mode
    outside = None if mode.on else (mode.left_round or 0, mode.reason)
    return PairingSheet(
        t.name, round_no, t.total_rounds, rows, byes, tuple(names), t.chess960, outside
    )
