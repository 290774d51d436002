"""Prohibited pairings: players who must not meet (siblings, team-mates).

The list is the tournament's `prohibited` (pairs of start numbers, lower first), written to
the TRF as TRF-26 record 260 and JaVaFo's XXP (io/trf/program_lines.py), and handed to the
Dutch engines in the TRF they pair from: gacrux reads 260, py4swiss reads XXP, and each
treats such a pair as one that may not be paired (an absolute criterion like C.04.3 C.1).
Round robins cannot honour it: everyone meets everyone (C.05).

FIDE's verification checklist for tournament programs (C.02, 2026; checklist §16,
`spec/fide-acceptance.md`) allows prohibited pairings to be set before round 1 only; adding
one later leaves FIDE mode. A change of the list once round 1 is paired is the gate
`PROHIBITED_AFTER_ROUND_1` (`prohibited_asks`: refused in FIDE mode, so the arbiter must leave
it first; confirmed outside it), met by every edit that changes the list
(`app.steps.checked`, both faces). Renumbering renames the pairs, it does not change them.
"""

from __future__ import annotations

from arbiter_app.core.edits import ChangeSettings, Edit, EditError
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.seeding import who
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.vocabulary.levels import Ask, Gate

__all__ = [
    "allow_edit",
    "forbid_edit",
    "prohibited_asks",
    "prohibited_met",
    "round_one_paired",
    "unhonoured",
]


def _pair(a: int, b: int) -> tuple[int, int]:
    return (min(a, b), max(a, b))


def round_one_paired(t: Tournament) -> bool:
    """Round 1 has a game or a pairing-allocated bye."""
    return any(
        p.entry(1).result.has_opponent or p.entry(1).result is Result.PAIRING_BYE for p in t.players
    )


def _checked(t: Tournament, a: int, b: int) -> tuple[int, int]:
    if a == b:
        raise EditError("a player cannot be prohibited from meeting himself", a)
    for s in (a, b):
        if not t.has_player(s):
            raise EditError("no such start number", s)
    return _pair(a, b)


def forbid_edit(t: Tournament, a: int, b: int) -> Edit:
    """The edit that adds "a and b must not meet" (one undo step); `EditError` for an unknown
    player or a pair already on the list. After round 1 it meets `prohibited_asks`."""
    pair = _checked(t, a, b)
    if pair in t.prohibited:
        raise EditError(f"players {pair[0]} and {pair[1]} are already a prohibited pair")
    edit = ChangeSettings(prohibited=tuple(sorted({*t.prohibited, pair})))
    edit.label = "forbid-pair"
    return edit


def allow_edit(t: Tournament, a: int, b: int) -> Edit:
    """The edit that removes a prohibited pair (same conditions as `forbid_edit`)."""
    pair = _checked(t, a, b)
    if pair not in t.prohibited:
        raise EditError(f"players {pair[0]} and {pair[1]} are not a prohibited pair")
    edit = ChangeSettings(prohibited=tuple(p for p in t.prohibited if p != pair))
    edit.label = "allow-pair"
    return edit


def _named(t: Tournament) -> set[frozenset[tuple[str, str, str]]]:
    return {
        frozenset((who(t.player(a)), who(t.player(b))))
        for a, b in t.prohibited
        if t.has_player(a) and t.has_player(b)
    }


def prohibited_asks(before: Tournament, after: Tournament) -> list[Ask]:
    """PROHIBITED_AFTER_ROUND_1 when a step taken once round 1 is paired changes who must not
    meet whom (C.02 2026 checklist §16; a renumbering keeps the pairs, under new numbers)."""
    if before.prohibited == after.prohibited or not round_one_paired(before):
        return []
    if _named(before) == _named(after):
        return []
    fide = before.fide_mode.on
    return [Gate.PROHIBITED_AFTER_ROUND_1.ask(fide, round=paired_rounds(before))]


def unhonoured(t: Tournament, engine_name: str) -> list[tuple[int, int]]:
    """The prohibited pairs of players in `t` the engine `engine_name` cannot keep apart: all
    of them for Berger (a round robin pairs everyone with everyone, C.05), none for the Dutch
    engines (they read 260 / XXP)."""
    if engine_name != "berger":
        return []
    return [(a, b) for a, b in t.prohibited if t.has_player(a) and t.has_player(b)]


def prohibited_met(t: Tournament, boards: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """The boards of `boards` that pair a prohibited pair."""
    return [(w, b) for w, b in boards if _pair(w, b) in t.prohibited]
