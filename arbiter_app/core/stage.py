"""How far a tournament is: the one definition of "standings after round N".

A round counts once it is paired: once some game of it, or the pairing-allocated bye, is in
(`paired_rounds`). Byes and absences the arbiter enters for a later round before pairing it
(a requested half-point bye, `0000 - H` in a TRF) are announcements: the lists show them as
entered but do not count them (`counted`), so a list printed between rounds is neither
mislabelled nor ahead of the games. Only the TRF written for the pairing engines carries them in
its points column, as the engines require (`io.pairing_engines`).

The standings count every result entered in the rounds paired. "Standings after round N" names
N = the last round paired, and when some games of rounds 1..N have no result yet (pending, or
postponed), the heading says how many and how they count — as the settings say
(`Tournament.unfinished_as_draw`: as draws, else not at all; the NSF seed's "Hengeparti beregnes
som: Remis" is that setting). So a list never claims a round is over when it is not, and never
drops the results already in. When every planned round is paired and has all its results, the
list is the final one.

The window's heading, print, PDF, HTML, xlsx and the command line all take their heading from
this (`io.labels.Labels.stage_title`).
"""

from __future__ import annotations

from fractions import Fraction
from operator import attrgetter, itemgetter

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.model import Player, Result, Tournament

_RESULT = attrgetter("result")
_ROUNDS = attrgetter("rounds")
_UNFINISHED = frozenset(r for r in Result if r.is_unfinished)


class Stage(Struct, frozen=True):
    round: int  # the last round paired: the N of "standings after round N"
    planned: int  # the planned number of rounds (or the rounds paired, if not known)
    unfinished: (
        int  # games of rounds 1..N without a result (pending, postponed or adjourned), each once
    )
    as_draws: bool  # how those games count: as draws, or not at all
    # Of those, the adjourned ones (core.adjourned): while one is open the lists are
    # provisional (C.02 2026 checklist, adjourned games).
    adjourned: int = 0

    @property
    def final(self) -> bool:
        """Every planned round paired, every game with a result."""
        return self.round > 0 and self.unfinished == 0 and self.round >= self.planned


def _pairs(result: Result) -> bool:
    """Whether a record with `result` is the pairing's work (a game, or the bye it allocates)
    rather than something entered before pairing (a requested bye, an absence)."""
    return result.has_opponent or result is Result.PAIRING_BYE


_PAIRS = frozenset(r for r in Result if _pairs(r))


def paired_rounds(t: Tournament) -> int:
    """The last round paired: the last with a game or a pairing-allocated bye (0 before round 1).
    Rounds after it may have records entered before pairing; they do not count yet."""
    records = list(map(_ROUNDS, t.players))
    most = max(map(len, records), default=0)
    if most and min(map(len, records)) == most:
        # Every player has a record of the last round (the usual case): when one of them
        # pairs, that round is the answer, found in C without a step per player.
        last_round = map(_RESULT, map(itemgetter(most - 1), records))
        if not _PAIRS.isdisjoint(last_round):
            return most
    last = 0
    for p in t.players:
        rounds = p.rounds
        for r in range(len(rounds), last, -1):  # (only rounds after the last found so far)
            if _pairs(rounds[r - 1].result):
                last = r
                break
    return last


def counted_player(p: Player, paired: int) -> Player:
    """`p` as the lists count it when rounds 1..`paired` are paired: the records of later
    rounds (byes and absences announced before pairing) left out; `p` itself if it has none."""
    return p if len(p.rounds) <= paired else replace(p, rounds=p.rounds[:paired])


def counted(t: Tournament) -> Tournament:
    """`t` as the lists count it (`counted_player` for every player); `t` itself when no round
    after the last paired one has records. The planned rounds, withdrawals and settings stay."""
    paired = paired_rounds(t)
    if t.rounds_paired <= paired:
        return t
    players = [counted_player(p, paired) for p in t.players]
    return replace(t, players=players, rounds=t.total_rounds)


def counted_points(t: Tournament, p: Player, paired: int) -> Fraction:
    """The score of `p` the lists show when rounds 1..`paired` are paired (`paired_rounds`)."""
    return t.points(counted_player(p, paired))


def _unfinished(p: Player) -> tuple[tuple[int, int, int, bool], ...]:
    """The games of `p` without a result, as (round, lower, higher start number, adjourned)."""
    if _UNFINISHED.isdisjoint(map(_RESULT, p.rounds)):  # (C-level: most players have none)
        return ()
    s = p.start_no
    out = []
    for r, e in enumerate(p.rounds, start=1):
        if e.result in _UNFINISHED:
            o = e.opponent if e.opponent is not None else s
            # the game once, from either side
            out.append((r, min(s, o), max(s, o), e.result is Result.ADJOURNED))
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
        self._seen: dict[int, tuple[Player, tuple[tuple[int, int, int, bool], ...]]] = {}

    def stage(self, t: Tournament) -> Stage:
        seen = self._seen
        now: dict[int, tuple[Player, tuple[tuple[int, int, int, bool], ...]]] = {}
        games: set[tuple[int, int, int, bool]] = set()
        for p in t.players:
            known = seen.get(p.start_no)
            entry = known if known is not None and known[0] is p else (p, _unfinished(p))
            now[p.start_no] = entry
            if entry[1]:
                games.update(entry[1])
        self._seen = now
        adjourned = sum(1 for g in games if g[3])
        return Stage(paired_rounds(t), t.total_rounds, len(games), t.unfinished_as_draw, adjourned)
