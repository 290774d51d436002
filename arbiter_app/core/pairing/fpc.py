"""Free pairings checker (FIDE C.04.A): pair every round again from its history and compare.

For each paired round the tournament is taken as it stood before the round was paired
(`history_for`: earlier rounds, and the byes and absences entered for the round), the engine
pairs it, and each board that differs from the file — other players, or the same players with
the colours the other way round — is reported, as is a different pairing-allocated bye.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import zip_longest

from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.engine import (
    PairingEngine,
    PairingError,
    edition_of,
    initial_colour,
)
from arbiter_app.core.pairing.round import (
    SETTINGS_KEY,
    RoundPairing,
    current_pairing,
    history_for,
    pairing_settings,
)

__all__ = ["BoardDifference", "RoundComparison", "compare_round", "compare_rounds"]


@dataclass(frozen=True)
class BoardDifference:
    """A board (number; None for the pairing-allocated bye) as in the file and as re-paired."""

    board: int | None
    in_file: tuple[int, int] | int | None
    by_engine: tuple[int, int] | int | None


@dataclass
class RoundComparison:
    round_no: int
    in_file: RoundPairing
    by_engine: RoundPairing | None = None
    error: str | None = None  # the engine could not pair the round
    differences: list[BoardDifference] = field(default_factory=list)

    @property
    def same(self) -> bool:
        return self.error is None and not self.differences


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
    settings = dict(pairing_settings(t))
    settings["initial_colour"] = initial_colour(t).name.lower()
    settings["edition"] = edition_of(t)
    before.extra = {**t.extra, SETTINGS_KEY: settings}
    try:
        result.by_engine = engine.pair(before, round_no)
    except PairingError as exc:
        result.error = str(exc)
        return result
    result.differences = _differences(in_file, result.by_engine)
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
