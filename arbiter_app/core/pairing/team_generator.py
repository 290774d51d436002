"""Random team Swiss events (the generator of `core.pairing.generator`, for teams).

`Settings.teams` teams of `Settings.boards` players each: the players are drawn as for an
individual event (ratings, strengths, the seed), dealt to the teams at random, and each team
lists its players by rating (its board order). The team pairing numbers follow the teams'
average ratings, highest first (C.04.6 art. 1.1.2 leaves the order to the regulations; the
rating average is the Olympiad's). Each round is paired by `pair_round` (the team engine, which
lives in `io`), written board by board (`core.pairing.teams`) and played: every board's result
drawn as an individual game's (`Run.result`: B.02 expected scores, draws, forfeits of a board).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from msgspec.structs import replace

from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.generator import Run, Settings
from arbiter_app.core.pairing.teams import TeamPairing, team_pairing_edit
from arbiter_app.core.team_model import Team, TeamSetup

__all__ = ["MAX_TEAMS", "clamped_teams", "generate_teams"]

MAX_TEAMS = 999  # a TRF-26 310 team number has three digits


def clamped_teams(s: Settings) -> Settings:
    """`s` for a team Swiss: 2 to 999 teams of 1 to 99 boards, at most teams − 1 rounds
    (C.04.6 art. 2.1.1: no two teams meet twice); no late entries or withdrawals of players."""
    notes = list(s.notes)
    teams = min(max(2 if s.teams is None else s.teams, 2), MAX_TEAMS)
    boards = min(max(4 if s.boards is None else s.boards, 1), 99)  # 4: the Olympiad's
    if s.teams is not None and teams != s.teams:
        notes.append(f"--teams {s.teams}: {teams} teams")
    if s.boards is not None and boards != s.boards:
        notes.append(f"--boards {s.boards}: {boards} boards")
    rounds = min(max(s.rounds, 1), teams - 1)
    if rounds != s.rounds:
        notes.append(f"--rounds {s.rounds}: {teams} teams allow 1 to {teams - 1} rounds: {rounds}")
    return replace(
        s,
        teams=teams,
        boards=boards,
        players=teams * boards,
        rounds=rounds,
        late_entries=0,
        withdrawals=0,
        half_byes=0.0,
        full_byes=0.0,
        zero_byes=0.0,
        notes=tuple(notes),
    )


def _teams(t: Tournament, s: Settings, rng: random.Random) -> TeamSetup:
    boards = s.boards or 1
    numbers = [p.start_no for p in t.players]  # start numbers are in rating order
    rng.shuffle(numbers)
    squads = [sorted(numbers[k : k + boards]) for k in range(0, len(numbers), boards)]

    def average(squad: list[int]) -> Fraction:
        return Fraction(sum(t.player(n).rating for n in squad), len(squad))

    squads.sort(key=lambda squad: (-average(squad), squad[0]))
    teams = tuple(
        Team(number=k, name=f"Team {k:03d}", members=tuple(squad))
        for k, squad in enumerate(squads, start=1)
    )
    return TeamSetup(teams=teams, boards=boards)


def generate_teams(
    s: Settings,
    pair_round: Callable[[Tournament, int], TeamPairing],
    upto: int | None = None,
) -> Tournament:
    """A random team Swiss (`s` as `clamped_teams` gives it) paired by `pair_round` round by
    round, results entered up to `upto`. The engine's PairingError reaches the caller."""
    run = Run(s)
    t = run.t
    t.teams = _teams(t, s, run.rng)
    t.name = f"Random team Swiss {s.teams}x{s.boards}x{s.rounds} seed {s.seed}"
    for r in range(1, (upto or s.rounds) + 1):
        team_pairing_edit(t, pair_round(t, r)).apply(t)
        run.play(r)
    return t
