"""The engine adapters: the TRF they are fed, and what comes back.

Expected values are stated by the rules or read from the TRF text itself (column layout of
FIDE's TRF, C.04 Annex 2), never from our own pairing output.
"""

from __future__ import annotations

import time
from fractions import Fraction

import pytest

from arbiter_app.app.pairing import engine_job
from arbiter_app.core.edits import SetBye, SetGame, Withdraw
from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.core.pairing.checker import check_pairing
from arbiter_app.core.pairing.engine import (
    DUTCH_2025,
    DUTCH_2026,
    BergerEngine,
    PairingError,
    colour_from_round_one,
)
from arbiter_app.core.pairing.round import pairing_edit, to_be_paired
from arbiter_app.core.settings import PairingSettings
from arbiter_app.io.pairing_engines import (
    GacruxEngine,
    Py4swissEngine,
    engine_for,
    engine_trf,
)

ENGINES = [GacruxEngine(), Py4swissEngine()]


def event(n: int, rounds: int = 5, start: str = "2026-06-01", gap: int = 1) -> Tournament:
    t = Tournament(name="t", start_date=start, system=System.SWISS, rounds=rounds)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i * gap, name=f"P{i}", rating=2400 - 10 * i))
    return t


def records(text: str) -> dict[int, str]:
    """Start number -> the 001 record, from the TRF text."""
    return {int(x[4:8]): x for x in text.splitlines() if x.startswith("001")}


def test_the_trf_carries_history_pre_entries_and_initial_colour() -> None:
    t = event(6)
    t.pairing = PairingSettings(initial_colour="black")
    SetGame(1, 1, 4, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 5, 2, Colour.WHITE, Result.DRAW).apply(t)
    SetGame(1, 3, 6, Colour.WHITE, Result.FORFEIT_WIN).apply(t)
    SetBye(2, 2, Result.HALF_BYE).apply(t)
    Withdraw(6, 1).apply(t)
    data = engine_trf(t, 2)
    lines = data.text.splitlines()
    assert "152 B" in lines and "XXC black1" in lines and "XXR 5" in lines
    rec = records(data.text)
    # Player 2: a draw in round 1 and the requested half-point bye for round 2 -> 1.0 points
    # (gacrux checks that the column includes pre-entered half-point byes).
    assert rec[2][80:84].strip() == "1.0"
    assert rec[2][91:99] == "   5 b =" and rec[2][101:109] == "0000 - H"
    # Player 6 withdrew after round 1: absent (Z) in round 2; player 1 is to be paired: no block.
    assert rec[6][101:109] == "0000 - Z"
    assert len(rec[1].rstrip()) == 99
    assert Fraction(rec[3][80:84].strip()) == 1  # forfeit win


def test_gaps_in_start_numbers_are_renumbered_and_mapped_back() -> None:
    t = event(4, gap=10)  # start numbers 10, 20, 30, 40
    data = engine_trf(t, 1)
    assert sorted(records(data.text)) == [1, 2, 3, 4]
    for engine in ENGINES:
        pairing = engine.pair(t, 1)
        assert sorted(p for b in pairing.boards for p in b) == [10, 20, 30, 40]
        # Round 1 (C.04.3): top half v bottom half, 1-3 and 2-4 by pairing number.
        assert {frozenset(b) for b in pairing.boards} == {
            frozenset({10, 30}),
            frozenset({20, 40}),
        }


def test_unfinished_games_refuse_the_pairing() -> None:
    t = event(4)
    SetGame(1, 1, 3, Colour.WHITE, Result.PENDING).apply(t)
    SetGame(1, 2, 4, Colour.WHITE, Result.WIN).apply(t)
    with pytest.raises(PairingError, match="round 1, player 1: the game has no result"):
        engine_trf(t, 2)


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.name)
@pytest.mark.parametrize("colour", ["white", "black"])
def test_round_one_initial_colour(engine: GacruxEngine, colour: str) -> None:
    # C.04.3 E.5: the top player gets the initial colour; 1-5, 6-2, 3-7, 8-4 for white.
    t = event(8)
    t.pairing = PairingSettings(initial_colour=colour)
    pairing = engine.pair(t, 1)
    expected = ((1, 5), (6, 2), (3, 7), (8, 4))
    if colour == "black":
        expected = tuple((b, w) for w, b in expected)
    assert pairing.boards == expected and pairing.bye is None
    # gacrux draws the colour at random without `152`: the same call must give the same colours.
    assert all(engine.pair(t, 1).boards == expected for _ in range(3))


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.name)
def test_pre_entered_byes_stay_out_and_the_odd_player_gets_the_bye(engine: GacruxEngine) -> None:
    t = event(8)
    SetBye(1, 3, Result.HALF_BYE).apply(t)
    SetBye(1, 6, Result.ZERO_BYE).apply(t)
    Withdraw(8, 0).apply(t)
    pairing = engine.pair(t, 1)
    placed = sorted(p for b in pairing.boards for p in b)
    assert sorted([*placed, pairing.bye]) == [1, 2, 4, 5, 7]
    assert pairing.bye == 7  # C.04.3: the PAB goes to the lowest-ranked player of the lowest group
    assert check_pairing(t, pairing, set(to_be_paired(t, 1))) == []


def test_engine_follows_the_edition_and_system() -> None:
    t = event(4, start="2026-01-31")
    assert isinstance(engine_for(t), Py4swissEngine)
    t.start_date = "2026-02-01"
    assert isinstance(engine_for(t), GacruxEngine)
    assert isinstance(engine_for(t, DUTCH_2025), Py4swissEngine)
    t.pairing = PairingSettings(edition=DUTCH_2025)
    assert isinstance(engine_for(t), Py4swissEngine)
    assert isinstance(engine_for(t, DUTCH_2026), GacruxEngine)
    t.system = System.ROUND_ROBIN
    assert isinstance(engine_for(t), BergerEngine)


def test_initial_colour_read_back_from_round_one() -> None:
    # The highest-ranked player with a game holds the initial colour when his pairing number is
    # odd (C.04.3 E.5). Player 1 absent, player 2 white: initial colour black under the
    # start-number reading (before 2026), white under the running number (gacrux, 2026).
    t = event(5, start="2025-06-01")
    SetBye(1, 1, Result.ZERO_BYE).apply(t)
    SetGame(1, 2, 4, Colour.WHITE, Result.DRAW).apply(t)
    SetGame(1, 5, 3, Colour.WHITE, Result.DRAW).apply(t)
    assert colour_from_round_one(t) is Colour.BLACK
    t.start_date = "2026-06-01"
    assert colour_from_round_one(t) is Colour.WHITE


def test_a_job_runs_in_another_process_and_can_be_cancelled() -> None:
    t = event(20)
    job = engine_job(t, 1)
    pairing = job.result(timeout=60)
    assert len(pairing.boards) == 10
    slow = engine_job(event(400), 1)
    started = time.monotonic()
    slow.cancel()
    assert slow.done() and time.monotonic() - started < 5
    with pytest.raises(PairingError, match="cancelled"):
        slow.result(timeout=0)


def test_a_round_robin_job_is_immediate() -> None:
    t = event(6)
    t.system = System.ROUND_ROBIN
    job = engine_job(t, 1)
    assert job.done() and job.result().boards == ((1, 6), (2, 5), (3, 4))  # C.05 Annex 1, Rd 1
    pairing_edit(job.result()).apply(t)
    assert t.player(6).entry(1).colour is Colour.BLACK
