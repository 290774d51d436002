"""Pairing from a TRF gives the boards of the engine of the event's text on the same TRF.

Random Swiss events (24, 40 and 64 players, 7 rounds; requested half- and full-point byes,
absences, a late entry, withdrawals, forfeits) are paired round by round from the file, as a
user does it: `arbiter-app pair FILE --round N --out OUT`, against gacrux (the 2026 text) or
py4swiss (the text before it) called directly on the same file (`tests/pairing_from_trf.py`).
The files are written as another program writes them (no arbiter-app comment: a withdrawal is
a zero-point bye in every later round, an absence one zero-point bye) and as this program
writes them.

Before issue 24 the reader took "no game after round k" for a withdrawal: 24 of these 42 rounds
(another program's files) agreed; the players absent once were never paired again.
"""

from __future__ import annotations

import os

import pytest
from pairing_from_trf import run_event

from arbiter_app.core.model import Result
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026

EVENTS = [(24, 1), (40, 2), (64, 3)]


@pytest.mark.parametrize("edition", [DUTCH_2026, DUTCH_2025])
@pytest.mark.parametrize(("players", "seed"), EVENTS)
def test_pair_equals_the_engine_on_another_programs_file(
    players: int, seed: int, edition: str
) -> None:
    found = run_event(players, 7, seed, edition, foreign=True)
    assert found.differences == []
    assert (found.rounds, found.equal) == (7, 7)
    # The irregularities are there: byes, absences, forfeits and a withdrawal.
    assert {Result.HALF_BYE, Result.FULL_BYE, Result.ZERO_BYE, Result.PAIRING_BYE} <= found.results
    assert {Result.FORFEIT_WIN, Result.FORFEIT_LOSS} <= found.results
    assert found.withdrawn >= 1 and found.late_paired
    assert found.absent_then_paired >= 1  # a player absent in a round is paired in the next


def test_pair_equals_the_engine_on_this_programs_file() -> None:
    found = run_event(24, 7, 1, DUTCH_2026)
    assert found.differences == [] and (found.rounds, found.equal) == (7, 7)


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("ARBITER_SLOW"), reason="slow: set ARBITER_SLOW=1")
@pytest.mark.parametrize("edition", [DUTCH_2026, DUTCH_2025])
@pytest.mark.parametrize(("players", "seed"), [(150, 11), (300, 12)])
def test_pair_equals_the_engine_large(players: int, seed: int, edition: str) -> None:
    found = run_event(players, 9, seed, edition, foreign=True)
    assert found.differences == [] and found.rounds == found.equal == 9
