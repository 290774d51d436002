"""Turn what the arbiter did in the grid (typed a cell, pressed a palette key) into core edits.

The grid never changes the tournament itself: it builds one `Edit` (a `Batch` for several cells)
and hands it to `Document.push`, so every change is undoable and mirrored by the core.
"""

from __future__ import annotations

from collections.abc import Iterable

from msgspec import Struct

from arbiter_app.core import edits, notation
from arbiter_app.core.boards import boards
from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Result, Tournament

WITHDRAW = "withdraw"  # palette entry that is not a result: withdrawn from this round on
PaletteChoice = Result | str


def edit_for_input(t: Tournament, start_no: int, round_no: int, cell: notation.CellInput) -> Edit:
    """The edit for a checked cell input (`notation.check` passed)."""
    if isinstance(cell, notation.GameInput):
        return edits.SetGame(round_no, start_no, cell.opponent, cell.colour, cell.result)
    if isinstance(cell, notation.ResultInput):
        return edits.SetResult(round_no, start_no, cell.result)
    if isinstance(cell, notation.ByeInput):
        return edits.SetBye(round_no, start_no, cell.result)
    return edits.Withdraw(start_no, round_no - 1)


class PaletteOutcome(Struct, frozen=True):
    edit: Edit | None  # None: nothing to do (every cell refused)
    refused: tuple[tuple[int, int], ...]  # (start_no, round_no) cells that have no game


def edit_for_palette(
    t: Tournament, cells: Iterable[tuple[int, int]], choice: PaletteChoice
) -> PaletteOutcome:
    """One edit applying `choice` to every (start_no, round_no) in `cells`.

    A game result needs a paired game in the cell; a game selected on both boards' rows is set
    once (from the first of its cells), so "win" on a selection never means both players won.
    """
    out: list[Edit] = []
    refused: list[tuple[int, int]] = []
    games: set[tuple[int, int, int]] = set()
    if choice == WITHDRAW:
        first: dict[int, int] = {}  # a player withdraws once, from the earliest selected round
        for start_no, round_no in cells:
            first[start_no] = min(round_no, first.get(start_no, round_no))
        out = [edits.Withdraw(s, r - 1) for s, r in first.items()]
        cells = ()
    for start_no, round_no in cells:
        assert isinstance(choice, Result)
        if choice.is_bye:
            out.append(edits.SetBye(round_no, start_no, choice))
            continue
        entry = t.player(start_no).entry(round_no)
        if not entry.result.has_opponent or entry.opponent is None:
            refused.append((start_no, round_no))
            continue
        key = (round_no, min(start_no, entry.opponent), max(start_no, entry.opponent))
        if key in games:
            continue
        games.add(key)
        out.append(edits.SetResult(round_no, start_no, choice))
    if not out:
        return PaletteOutcome(None, tuple(refused))
    edit = out[0] if len(out) == 1 else edits.Batch(tuple(out))
    return PaletteOutcome(edit, tuple(refused))


def next_cell(t: Tournament, round_no: int, start_no: int) -> int | None:
    """Where the cursor goes after an entry in `start_no`'s `round_no` cell (the start number
    whose cell in the same round; None: stay).

    The next game of the round without a result, in board order (`core.boards`: as paired, or
    C.04.1 F.1 for imported rounds), after the entry's own board and then from board 1: its
    first-named player's cell, so the opponent's mirrored cell is skipped, and byes and
    postponed games are never chosen. While a round is being paired (every game has a result
    or there are none yet) the cursor goes on to the next player not paired in that round.
    Never a cell of a game that already has its result, nor anything outside the round.
    """
    order = boards(t, round_no)
    here = next((i for i, b in enumerate(order) if start_no in (b.white, b.black)), len(order) - 1)
    for b in order[here + 1 :] + order[: here + 1]:
        if start_no in (b.white, b.black):
            continue
        if t.player(b.white).entry(round_no).result is Result.PENDING:
            return b.white
    waiting = sorted(
        p.start_no
        for p in t.players
        if p.entry(round_no).result is Result.NOT_PAIRED and not p.is_withdrawn_in(round_no)
    )
    after = [s for s in waiting if s > start_no]
    before = [s for s in waiting if s < start_no]
    return next(iter(after + before), None)
