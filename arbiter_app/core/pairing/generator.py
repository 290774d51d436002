"""Random tournament generator (what FIDE C.04.A calls the RTG of an endorsed pairing program).

A Swiss event of `players` × `rounds`, paired round by round by a `PairingEngine`, with the
irregularities real events have: requested half-point byes, known absences (zero-point byes),
withdrawals and forfeits. Results follow the rating difference. Everything comes from one seed,
so a run can be repeated exactly; the free pairings checker must then pass the file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from arbiter_app.core.edits import SetBye, SetResult, Withdraw
from arbiter_app.core.model import Player, Result, System, Tournament
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026, PairingEngine
from arbiter_app.core.pairing.round import SETTINGS_KEY, pairing_edit, to_be_paired

__all__ = ["Irregularities", "generate", "new_tournament", "play_round", "prepare_round"]

# Start dates that put an event under each Dutch edition (C.04.3 from 1 February 2026).
START_DATE = {DUTCH_2026: "2026-06-01", DUTCH_2025: "2025-06-01"}


@dataclass(frozen=True)
class Irregularities:
    """Chances per player and round (half-point bye, absence), per player (withdrawal), per
    game (forfeit). The defaults are about what an open weekend event sees."""

    half_bye: float = 0.04
    absence: float = 0.02
    withdrawal: float = 0.04
    forfeit: float = 0.02


def new_tournament(
    players: int,
    rounds: int,
    seed: int,
    edition: str = DUTCH_2026,
    acceleration: str | None = None,
) -> Tournament:
    """An event with `players` entrants, ratings descending by start number (C.04.2 order)."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(players)), reverse=True)
    t = Tournament(
        name=f"Random {players}x{rounds} seed {seed}",
        start_date=START_DATE[edition],
        system=System.SWISS,
        rounds=rounds,
    )
    for i, rating in enumerate(ratings, start=1):
        t.add_player(Player(start_no=i, name=f"Player {i:04d}", rating=rating))
    t.extra[SETTINGS_KEY] = {
        "edition": edition,
        "initial_colour": rng.choice(["white", "black"]),
        "acceleration": acceleration,
    }
    return t


def prepare_round(t: Tournament, round_no: int, rng: random.Random, odds: Irregularities) -> None:
    """Before pairing: withdrawals, requested half-point byes and known absences."""
    last = round_no == t.rounds
    for p in list(t.players):
        if p.is_withdrawn_in(round_no):
            continue
        if round_no > 1 and rng.random() < odds.withdrawal / max(t.rounds - 1, 1):
            Withdraw(p.start_no, round_no - 1).apply(t)
            continue
        x = rng.random()
        if x < odds.half_bye and not last:
            SetBye(round_no, p.start_no, Result.HALF_BYE).apply(t)
        elif x < odds.half_bye + odds.absence:
            SetBye(round_no, p.start_no, Result.ZERO_BYE).apply(t)


def play_round(t: Tournament, round_no: int, rng: random.Random, odds: Irregularities) -> None:
    """Results for every game of the round (forfeits included), by rating difference."""
    for p in t.players:
        e = p.entry(round_no)
        if e.result is not Result.PENDING or e.opponent is None or p.start_no > e.opponent:
            continue
        if rng.random() < odds.forfeit:
            result = Result.FORFEIT_WIN if rng.random() < 0.5 else Result.FORFEIT_LOSS
        else:
            gap = (p.rating - t.player(e.opponent).rating) / 400
            expected = 1 / (1 + 10 ** (-gap))
            draw = 0.3
            x = rng.random()
            if x < draw:
                result = Result.DRAW
            elif x < draw + (1 - draw) * expected:
                result = Result.WIN
            else:
                result = Result.LOSS
        SetResult(round_no, p.start_no, result).apply(t)


def generate(
    players: int,
    rounds: int,
    seed: int,
    engine: PairingEngine,
    edition: str = DUTCH_2026,
    odds: Irregularities = Irregularities(),
    upto: int | None = None,
    acceleration: str | None = None,
) -> Tournament:
    """A random tournament paired by `engine` round by round (results entered up to `upto`)."""
    t = new_tournament(players, rounds, seed, edition, acceleration)
    rng = random.Random(seed * 7919 + 1)
    for r in range(1, (upto or rounds) + 1):
        prepare_round(t, r, rng, odds)
        if len(to_be_paired(t, r)) < 2:
            break
        pairing_edit(engine.pair(t, r)).apply(t)
        play_round(t, r, rng, odds)
    return t
