"""Which pairing system a tournament used: Swiss, round robin or double round robin.

The system decides between C.07 Art. 15.2 (pre-determined pairings) and Art. 16 (Swiss) for
unplayed rounds, so it must be right. Order of precedence (`resolve_system`):

1. the tournament's own declaration (`Tournament.system`, read from TRF-26 record 192 or set by
   the arbiter): a fact recorded with the event;
2. the system asked for explicitly (the CLI's `--system`, a dialog), when the file is silent;
3. inference from the games (`infer_system`): everyone met everyone exactly once -> round
   robin, exactly twice -> double round robin;
4. Swiss.

An explicit request that contradicts the declaration does not win; `resolve_system` reports
the conflict so the caller can say so (a wrong 192 record is fixed in the file, not per run).
"""

from __future__ import annotations

from collections import Counter
from enum import Enum

from arbiter_app.core.model import System, Tournament


class Source(Enum):
    """Where the system in use came from (for messages and the GUI's status line)."""

    DECLARED = "declared"
    REQUESTED = "requested"
    INFERRED = "inferred"
    DEFAULT = "default"


# Canonical ETT26 codes written to TRF-26 record 192 (FIDE Handbook ETT26, the pairing systems
# list the record names).
_CODE_FOR = {
    System.SWISS: "FIDE_DUTCH",
    System.ROUND_ROBIN: "FIDE_ROUNDROBIN",
    System.DOUBLE_ROUND_ROBIN: "FIDE_DOUBLEROUNDROBIN",
}
# Markers of a Swiss system inside an ETT26 code (individual and team Swiss variants).
_SWISS_MARKERS = ("SWISS", "DUTCH", "DUBOV", "BURSTEIN", "LIM", "FIDE_TEAM")


def code_for(system: System) -> str:
    """The ETT26 code written to record 192 for `system`."""
    return _CODE_FOR[system]


def system_from_code(code: str) -> System | None:
    """The system an ETT26 code (record 192) names; None for codes outside our three systems.

    Accepts the Handbook spellings and their variants (`_2017`, `_2025`, `_2026`, `_BAKU`,
    `BERGER_ROUNDROBIN_G4`, team codes) and this program's own names (`round-robin`).
    Scheveningen and Schiller events have pre-determined pairings, so they count as round
    robins for Art. 15.2; knock-outs are none of the three.
    """
    text = code.strip().upper().replace("-", "_").replace(" ", "_")
    if not text or "KNOCKOUT" in text:
        return None
    if "DOUBLEROUNDROBIN" in text or "DOUBLE_ROUND_ROBIN" in text:
        return System.DOUBLE_ROUND_ROBIN
    if "ROUNDROBIN" in text or "ROUND_ROBIN" in text:
        return System.ROUND_ROBIN
    if "SCHEVENINGEN" in text or "SCHILLER" in text:
        return System.ROUND_ROBIN
    if any(marker in text for marker in _SWISS_MARKERS):
        return System.SWISS
    return None


def infer_from_games(t: Tournament) -> System | None:
    """Round robin if every pair of players met exactly once, double if exactly twice.

    "Met" means paired against each other (a game, a forfeit or a game still to be played).
    None when the games do not show a complete (double) round robin, e.g. a Swiss, or a round
    robin still in progress, or one where a withdrawn player's games were not paired.
    """
    starts = {p.start_no for p in t.players}
    if len(starts) < 2:
        return None
    meetings: Counter[tuple[int, int]] = Counter()
    for p in t.players:
        for e in p.rounds:
            if e.opponent is not None and e.result.has_opponent and e.opponent != p.start_no:
                meetings[(min(p.start_no, e.opponent), max(p.start_no, e.opponent))] += 1
    pairs = len(starts) * (len(starts) - 1) // 2
    # Each meeting is seen from both sides.
    if len(meetings) != pairs or not all(a in starts and b in starts for a, b in meetings):
        return None
    counts = set(meetings.values())
    if counts == {2}:
        return System.ROUND_ROBIN
    if counts == {4}:
        return System.DOUBLE_ROUND_ROBIN
    return None


def infer_system(t: Tournament) -> System:
    """The system of `t`: declared, else inferred from the games, else Swiss."""
    return resolve_system(t)[0]


def resolve_system(t: Tournament, requested: System | None = None) -> tuple[System, Source]:
    """The system to use and where it came from (precedence in the module docstring)."""
    if t.system is not None:
        return t.system, Source.DECLARED
    if requested is not None:
        return requested, Source.REQUESTED
    inferred = infer_from_games(t)
    if inferred is not None:
        return inferred, Source.INFERRED
    return System.SWISS, Source.DEFAULT
