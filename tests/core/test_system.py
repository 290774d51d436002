"""System inference and precedence (issue 2: "taken from 192 when present, else inferred
(everyone met everyone once or twice), else --system"; see core/system.py for the order).

Expected systems: tests/data/fide-tec/expected.json gives "swiss" for held_swiss_5/9 and
"round-robin" for held_round_robin (a 6-player, 5-round all-play-all).
"""

from __future__ import annotations

import json

import pytest
from conftest import FIDE_TEC, SEEDS
from msgspec.structs import replace

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.system import (
    Source,
    code_for,
    infer_from_games,
    infer_system,
    resolve_system,
    system_from_code,
)
from arbiter_app.io.trf import read_trf

EXPECTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["held_swiss_5.trf", "held_swiss_9.trf", "held_round_robin.trf"])
def test_fide_tec_exercises(name: str) -> None:
    t = read_trf(FIDE_TEC / name)
    assert t.system is None  # no record 192 in these files
    assert infer_system(t).value == EXPECTED[name]["system"]


@pytest.mark.parametrize("name", ["nsf_example.trf", "drawboss_example.trf"])
def test_seed_swiss_events(name: str) -> None:
    assert infer_system(read_trf(SEEDS / name)) is System.SWISS  # both seeds say "Swiss"


def _double_round_robin(n: int = 4) -> Tournament:
    """Berger-style: every pair meets twice with colours swapped (round r+n-1 repeats r)."""
    t = Tournament()
    starts = list(range(1, n + 1))
    single: list[list[tuple[int, int]]] = []
    ring = starts[:]
    for _ in range(n - 1):
        single.append([(ring[i], ring[n - 1 - i]) for i in range(n // 2)])
        ring = [ring[0], ring[-1], *ring[1:-1]]
    rounds = single + [[(b, a) for a, b in pairs] for pairs in single]
    records: dict[int, list[RoundEntry]] = {s: [] for s in starts}
    for pairs in rounds:
        for white, black in pairs:
            records[white].append(RoundEntry(black, Colour.WHITE, Result.DRAW))
            records[black].append(RoundEntry(white, Colour.BLACK, Result.DRAW))
    for s in starts:
        t.add_player(Player(start_no=s, name=str(s), rounds=tuple(records[s])))
    return t


def test_double_round_robin_is_inferred() -> None:
    t = _double_round_robin()
    assert infer_from_games(t) is System.DOUBLE_ROUND_ROBIN
    # Cut after the first cycle: a single round robin.
    half = Tournament()
    for p in t.players:
        half.add_player(replace(p, rounds=p.rounds[:3]))
    assert infer_from_games(half) is System.ROUND_ROBIN
    # Halfway through the second cycle: neither.
    part = Tournament()
    for p in t.players:
        part.add_player(replace(p, rounds=p.rounds[:4]))
    assert infer_from_games(part) is None
    assert resolve_system(part) == (System.SWISS, Source.DEFAULT)


def test_precedence_declared_then_requested_then_inferred() -> None:
    rr = read_trf(FIDE_TEC / "held_round_robin.trf")
    assert resolve_system(rr) == (System.ROUND_ROBIN, Source.INFERRED)
    # An unfinished round robin is not inferable: the explicit request decides.
    swiss = read_trf(FIDE_TEC / "held_swiss_5.trf")
    assert resolve_system(swiss, System.ROUND_ROBIN) == (System.ROUND_ROBIN, Source.REQUESTED)
    assert resolve_system(rr, System.SWISS) == (System.SWISS, Source.REQUESTED)
    # The file's own declaration (record 192) wins over both.
    rr.system = System.SWISS
    assert resolve_system(rr, System.ROUND_ROBIN) == (System.SWISS, Source.DECLARED)


def test_ett26_codes_round_trip() -> None:
    for system in System:
        assert system_from_code(code_for(system)) is system
    assert system_from_code("round-robin") is System.ROUND_ROBIN
    assert system_from_code("FIDE_SCHEVENINGEN") is System.ROUND_ROBIN
    assert system_from_code("something else") is None
