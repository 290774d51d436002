"""Free pairings checker (FIDE C.04.A): pair every round again from its history and compare.

For each paired round the tournament is taken as it stood before the round was paired
(`history_for`: earlier rounds, and the byes and absences entered for the round), the engine
pairs it, and the round is compared as a set of pairs and the pairing-allocated bye
(`PairDifference`): a pair only one side has, the same two players with the colours the other
way round (one difference, a colour reversal), a different bye. Board order never counts: TRF-16
has no board numbers, and C.04.3 orders boards only for publication. The board-by-board list
(`differences`) stays for reports that show where a published list parts from the engine's.
"""

from __future__ import annotations

from itertools import zip_longest

from msgspec import Struct, field
from msgspec.structs import replace

from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.engine import (
    PairingEngine,
    PairingError,
    edition_of,
    initial_colour,
)
from arbiter_app.core.pairing.round import (
    RoundPairing,
    current_pairing,
    history_for,
)

__all__ = [
    "BoardDifference",
    "PairDifference",
    "RoundComparison",
    "compare_round",
    "compare_rounds",
    "pair_differences",
]


class BoardDifference(Struct, frozen=True):
    """A board (number; None for the pairing-allocated bye) as in the file and as re-paired."""

    board: int | None
    in_file: tuple[int, int] | int | None
    by_engine: tuple[int, int] | int | None


COLOURS = "colours"  # the same two players, the colours the other way round
FILE_ONLY = "file-only"  # a pair the file has and the engine does not
ENGINE_ONLY = "engine-only"  # a pair the engine makes and the file does not
BYE = "bye"  # another pairing-allocated bye (or one on one side only)


class PairDifference(Struct, frozen=True):
    """One difference of a round compared as a set of pairs (`kind`: COLOURS, FILE_ONLY,
    ENGINE_ONLY or BYE); a pair is (white, black), the bye a start number."""

    kind: str
    in_file: tuple[int, int] | int | None
    by_engine: tuple[int, int] | int | None


class RoundComparison(Struct):
    round_no: int
    in_file: RoundPairing
    by_engine: RoundPairing | None = None
    error: str | None = None  # the engine could not pair the round
    differences: list[BoardDifference] = field(default_factory=list)  # board by board
    pairs: list[PairDifference] = field(default_factory=list)  # as sets of pairs

    @property
    def same(self) -> bool:
        """The same pairs, colours and bye (board order aside)."""
        return self.error is None and not self.pairs


def pair_differences(a: RoundPairing, b: RoundPairing) -> list[PairDifference]:
    """`a` (the file) against `b` (the engine) as sets of pairs and the bye: colour reversals
    first, then the pairs of the file the engine does not make, then the engine's others."""
    theirs = {frozenset(board): board for board in b.boards}
    mine = {frozenset(board): board for board in a.boards}
    out = [
        PairDifference(COLOURS, board, theirs[key])
        for key, board in mine.items()
        if key in theirs and theirs[key] != board
    ]
    out.extend(
        PairDifference(FILE_ONLY, board, None) for k, board in mine.items() if k not in theirs
    )
    out.extend(
        PairDifference(ENGINE_ONLY, None, board) for k, board in theirs.items() if k not in mine
    )
    if a.bye != b.bye:
        out.append(PairDifference(BYE, a.bye, b.bye))
    return out


def _differences(a: RoundPairing, b: RoundPairing) -> list[BoardDifference]:
    out = [
        BoardDifference(n, x, y)
        for n, (x, y) in enumerate(zip_longest(a.boards, b.boards), start=1)
        if x != y
    ]
    if a.bye != b.bye:
        out.append(BoardDifference(None, a.bye, b.bye))
    return out


def compare_round(t: Tournament, round_no: int, engine: PairingEngine) -> RoundComparison:
    """Round `round_no` of `t` against the engine's pairing from the same history."""
    in_file = current_pairing(t, round_no)
    result = RoundComparison(round_no, in_file)
    before = history_for(t, round_no)
    # What the full file says about the drawing of lots and the edition (round 1 may be the
    # only witness of the initial colour) holds for the copy that lacks the later rounds.
    before.pairing = replace(
        t.pairing, initial_colour=initial_colour(t).name.lower(), edition=edition_of(t)
    )
    try:
        result.by_engine = engine.pair(before, round_no)
    except PairingError as exc:
        result.error = str(exc)
        return result
    result.differences = _differences(in_file, result.by_engine)
    result.pairs = pair_differences(in_file, result.by_engine)
    return result


def compare_rounds(
    t: Tournament, engine: PairingEngine, rounds: list[int] | None = None
) -> list[RoundComparison]:
    """Every paired round (or `rounds`) compared; rounds without any game are skipped."""
    chosen = rounds or list(range(1, t.rounds_paired + 1))
    out = []
    for r in chosen:
        if not current_pairing(t, r).boards:
            continue
        out.append(compare_round(t, r, engine))
    return out
