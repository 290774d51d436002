"""How far a tournament is: the one definition of "standings after round N".

The standings always count every result entered. "Standings after round N" names N = the last
round paired, and when some games of rounds 1..N have no result yet (pending, or postponed),
the heading says how many and how they count — as the settings say (`Tournament.
unfinished_as_draw`: as draws, else not at all; the NSF seed's "Hengeparti beregnes som: Remis"
is that setting). So a list never claims a round is over when it is not, and never drops the
results already in. When every planned round is paired and has all its results, the list is the
final one.

The window's heading, print, PDF, HTML, xlsx and the command line all take their heading from
this (`io.labels.Labels.stage_title`).
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from arbiter_app.core.model import Player, Result, Tournament

_RESULT = attrgetter("result")
_UNFINISHED = frozenset({Result.PENDING, Result.POSTPONED})


@dataclass(frozen=True)
class Stage:
    round: int  # the last round paired: the N of "standings after round N"
    planned: int  # the planned number of rounds (or the rounds paired, if not known)
    unfinished: int  # games of rounds 1..N without a result (pending or postponed), each once
    as_draws: bool  # how those games count: as draws, or not at all

    @property
    def final(self) -> bool:
        """Every planned round paired, every game with a result."""
        return self.round > 0 and self.unfinished == 0 and self.round >= self.planned


def _unfinished(p: Player) -> tuple[tuple[int, int, int], ...]:
    """The games of `p` without a result, as (round, lower, higher start number)."""
    if _UNFINISHED.isdisjoint(map(_RESULT, p.rounds)):  # (C-level: most players have none)
        return ()
    s = p.start_no
    out = []
    for r, e in enumerate(p.rounds, start=1):
        if e.result in _UNFINISHED:
            o = e.opponent if e.opponent is not None else s
            out.append((r, min(s, o), max(s, o)))  # the game once, from either side
    return tuple(out)


def stage(t: Tournament) -> Stage:
    """The stage of `t` (one pass over the records)."""
    return StageCounter().stage(t)


class StageCounter:
    """`stage` for a tournament that changes a few players at a time (the window asks after
    every edit): each player's games without a result are remembered with the player value
    they came from (players are frozen values, replaced by an edit), so only replaced players
    are looked at again. An object of whoever asks, never shared."""

    def __init__(self) -> None:
        self._seen: dict[int, tuple[Player, tuple[tuple[int, int, int], ...]]] = {}

    def stage(self, t: Tournament) -> Stage:
        seen = self._seen
        now: dict[int, tuple[Player, tuple[tuple[int, int, int], ...]]] = {}
        games: set[tuple[int, int, int]] = set()
        for p in t.players:
            known = seen.get(p.start_no)
            entry = known if known is not None and known[0] is p else (p, _unfinished(p))
            now[p.start_no] = entry
            if entry[1]:
                games.update(entry[1])
        self._seen = now
        return Stage(t.rounds_paired, t.total_rounds, len(games), t.unfinished_as_draw)
