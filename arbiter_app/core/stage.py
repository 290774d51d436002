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

from arbiter_app.core.model import Result, Tournament

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


def stage(t: Tournament) -> Stage:
    """The stage of `t` (one pass over the records; a player without unfinished games costs a
    C-level scan of the round results)."""
    games: set[tuple[int, int, int]] = set()
    for p in t.players:
        results = list(map(_RESULT, p.rounds))
        if _UNFINISHED.isdisjoint(results):
            continue
        s = p.start_no
        for r, (result, e) in enumerate(zip(results, p.rounds, strict=True), start=1):
            if result in _UNFINISHED:
                o = e.opponent if e.opponent is not None else s
                games.add((r, min(s, o), max(s, o)))  # the game once, from either side
    return Stage(t.rounds_paired, t.total_rounds, len(games), t.unfinished_as_draw)
