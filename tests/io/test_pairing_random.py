"""Random tournaments paired round by round by both engines (FIDE C.04.A: RTG + FPC).

For each event: our own checker finds no violation of an absolute rule in any round, the free
pairings checker (the same engine re-pairing every round from the TRF the program wrote) finds
no difference, and the two engines' disagreements on the same history are counted (they follow
different editions of C.04.3; the benchmark prints the counts, explained in docs/pairing.md).

The default run keeps a 30-player sample; 100 and 300 players are marked slow and run with
`ARBITER_SLOW=1` (about 45 s); `benchmarks/pairing.py` runs them too and counts disagreements.
"""

from __future__ import annotations

import os

import pytest

from arbiter_app.core.pairing.checker import check_rounds
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026
from arbiter_app.core.pairing.fpc import compare_rounds
from arbiter_app.core.pairing.generator import Settings, generate
from arbiter_app.core.settings import PairingSettings
from arbiter_app.core.validate import Severity
from arbiter_app.io.pairing_engines import GacruxEngine, Py4swissEngine
from arbiter_app.io.trf import format_trf, parse_trf

PAIRS = [(GacruxEngine(), DUTCH_2026), (Py4swissEngine(), DUTCH_2025)]


def run(players: int, rounds: int, seed: int) -> None:
    for engine, edition in PAIRS:
        t = generate(Settings(players, rounds, seed, edition=edition, withdrawals=2), engine)
        assert t.rounds_paired == rounds
        results = {p.entry(r).result for p in t.players for r in range(1, rounds + 1)}
        errors = [f.describe() for f in check_rounds(t) if f.severity is Severity.ERROR]
        assert errors == [], (engine.name, seed)
        # Through the TRF text, as a file on disk would go: the settings come back (the
        # extension comment); without them, as another program's file, the initial colour is
        # read back from round 1 and the edition from the date.
        back = parse_trf(format_trf(t))
        assert back.pairing == t.pairing
        back.pairing = PairingSettings()
        differing = [c for c in compare_rounds(back, engine) if not c.same]
        assert differing == [], (engine.name, seed, differing[:1])
        # The irregularities the generator promises are there (the seeds below have them).
        assert {r.value for r in results} >= {"half_bye", "zero_bye", "forfeit_win"}, seed
        assert any(p.withdrawn_after is not None for p in t.players), seed


@pytest.mark.parametrize("seed", [1, 2])
def test_random_30_players(seed: int) -> None:
    run(30, 9, seed)


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("ARBITER_SLOW"), reason="slow: set ARBITER_SLOW=1")
@pytest.mark.parametrize(("players", "seed"), [(100, 3), (300, 4)])
def test_random_large(players: int, seed: int) -> None:
    run(players, 9, seed)
