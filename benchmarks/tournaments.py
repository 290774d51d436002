"""Deterministic generated tournaments for benchmarks (and tests that need a big event).

`swiss(players, rounds, seed)` builds a Swiss-like event in the model directly: each round pairs
neighbours in the current score order (rematches avoided where a neighbour allows it), colours
alternate, results follow the rating difference, and a few percent of requested half-point byes,
forfeits and withdrawals make the unplayed-round code paths work as in a real open. The same
arguments always give the same tournament.
"""

from __future__ import annotations

import random
from fractions import Fraction

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament

_TITLES = ("GM", "IM", "FM", "WGM", "WIM", "CM", "", "", "", "", "", "", "")
_FEDS = ("NOR", "SWE", "DEN", "BUL", "GER", "FRA", "ESP", "ENG", "NED", "POL", "USA", "IND")
_FIRST = (
    "Anna",
    "Bjørn",
    "Carl",
    "Dagny",
    "Erik",
    "Frida",
    "Gustav",
    "Hedda",
    "Ivan",
    "Jens",
    "Karin",
    "Lars",
    "Maja",
    "Nils",
    "Olga",
    "Petar",
    "Rune",
    "Siri",
    "Tor",
    "Ulla",
)
_LAST = (
    "Andersen",
    "Berg",
    "Christensen",
    "Dimitrov",
    "Eriksson",
    "Fjeld",
    "Georgiev",
    "Hansen",
    "Ivanova",
    "Johansson",
    "Karlsen",
    "Larsen",
    "Møller",
    "Nielsen",
    "Olsen",
    "Petrov",
    "Quist",
    "Ryberg",
    "Strand",
    "Todorov",
)


def swiss(players: int, rounds: int, seed: int = 1) -> Tournament:
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(players)), reverse=True)
    records: dict[int, list[RoundEntry]] = {n: [] for n in range(1, players + 1)}
    score = {n: Fraction(0) for n in records}
    met: dict[int, set[int]] = {n: set() for n in records}
    withdrawn: dict[int, int] = {}
    for n in records:
        if rng.random() < 0.01:
            withdrawn[n] = rng.randint(1, max(rounds - 1, 1))
    for rnd in range(1, rounds + 1):
        active = []
        for n in records:
            if n in withdrawn and rnd > withdrawn[n]:
                records[n].append(RoundEntry(None, Colour.NONE, Result.NOT_PAIRED))
            elif rng.random() < 0.02:
                records[n].append(RoundEntry(None, Colour.NONE, Result.HALF_BYE))
                score[n] += Fraction(1, 2)
            else:
                active.append(n)
        active.sort(key=lambda n: (-score[n], n))
        if len(active) % 2:
            bye = active.pop()
            records[bye].append(RoundEntry(None, Colour.NONE, Result.PAIRING_BYE))
            score[bye] += 1
        while active:
            a = active.pop(0)
            j = next((i for i, b in enumerate(active[:6]) if b not in met[a]), 0)
            b = active.pop(j)
            met[a].add(b)
            met[b].add(a)
            white, black = (a, b) if rnd % 2 else (b, a)
            x = rng.random()
            if x < 0.01:
                res = Result.FORFEIT_WIN
            else:
                expected = 1 / (1 + 10 ** ((ratings[black - 1] - ratings[white - 1]) / 400))
                y = rng.random()
                res = (
                    Result.WIN
                    if y < expected - 0.15
                    else Result.DRAW
                    if y < expected + 0.15
                    else Result.LOSS
                )
            records[white].append(RoundEntry(black, Colour.WHITE, res))
            records[black].append(RoundEntry(white, Colour.BLACK, res.mirror))
            for n, r in ((white, res), (black, res.mirror)):
                score[n] += {Result.WIN: 1, Result.DRAW: Fraction(1, 2), Result.FORFEIT_WIN: 1}.get(
                    r, 0
                )
    t = Tournament(
        name=f"Generated Open {players}×{rounds}",
        city="Oslo",
        federation="NOR",
        start_date="2026-07-01",
        end_date="2026-07-09",
        chief_arbiter="IA Generated Arbiter",
        system=System.SWISS,
        rounds=rounds,
        tiebreaks=[],
    )
    for n in records:
        t.players.append(
            Player(
                start_no=n,
                name=f"{_LAST[rng.randrange(len(_LAST))]}, {_FIRST[rng.randrange(len(_FIRST))]}",
                title=_TITLES[rng.randrange(len(_TITLES))] if ratings[n - 1] > 2200 else "",
                rating=ratings[n - 1],
                federation=_FEDS[rng.randrange(len(_FEDS))],
                fide_id=str(1_000_000 + n),
                rounds=tuple(records[n]),
                withdrawn_after=withdrawn.get(n),
            )
        )
    return t
