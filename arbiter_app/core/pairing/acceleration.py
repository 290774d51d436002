"""Baku acceleration (FIDE C.04.5.1): the virtual points the pairing adds to group GA.

- "Before the first round, the list of players to be paired (properly sorted) shall be split
  in two groups, GA and GB. The first group (GA) shall contain the first half of the players,
  rounded up to the nearest even number" (2·⌈N/4⌉ players). Late entries: "The last GA-player
  shall be the same as in the previous round", so GA is every player whose pairing number is
  not above that player's.
- "The 'accelerated rounds' are the ones in the first half (rounded up) of the tournament.
  Before pairing the first half (rounded up) of the accelerated rounds, all the players in GA
  are assigned ... virtual points equal to 1. Such virtual points are reduced to 0.5 before
  pairing the remaining accelerated rounds." (Nine rounds: 1 point in rounds 1-3, ½ in 4-5.)

Virtual points only steer the pairing; they are never part of the score. The engines get them
as JaVaFo `XXA` records (`io.pairing_engines`).
"""

from __future__ import annotations

from fractions import Fraction

from arbiter_app.core.model import Result, Tournament

__all__ = ["BAKU", "baku_virtual_points", "group_a", "uses_baku"]

BAKU = "baku"


def uses_baku(t: Tournament) -> bool:
    return t.pairing.acceleration == BAKU


def group_a(t: Tournament) -> set[int]:
    """GA: the first 2·⌈N/4⌉ players of the initial list, by pairing (start) number.

    The initial list is the players of round 1: those with a record for it, or everyone while
    round 1 is not paired yet; later entries sort in by number (C.04.5.1 "Late entries").
    """
    entered = [
        p.start_no
        for p in t.players
        if p.entry(1).result is not Result.NOT_PAIRED or t.rounds_paired == 0
    ]
    if not entered:
        entered = [p.start_no for p in t.players]
    entered.sort()
    size = 2 * -(-len(entered) // 4)
    if size == 0:
        return set()
    last = entered[min(size, len(entered)) - 1]
    return {p.start_no for p in t.players if p.start_no <= last}


def baku_virtual_points(t: Tournament) -> dict[int, list[Fraction]]:
    """Start number → virtual points before each accelerated round (GA players only)."""
    rounds = t.total_rounds
    accelerated = -(-rounds // 2)
    full = -(-accelerated // 2)
    points = [Fraction(1) if r <= full else Fraction(1, 2) for r in range(1, accelerated + 1)]
    return {s: list(points) for s in sorted(group_a(t))}
