"""Random tournament generator (the RTG of FIDE C.04.A and of the C.02 checklist, Q24–32).

A Swiss event of `players` × `rounds`, paired round by round by a `PairingEngine`, with the
irregularities real events have, each at a rate the caller sets: requested half-point,
full-point and zero-point byes (TRF `H`, `F`, `Z`), forfeits, double forfeits, games of less
than one move (`W`/`D`/`L`), late entries and withdrawals; optional Baku acceleration, initial
colour, rating range, share of unrated players and tie-break list. Results are drawn from the
FIDE rating regulations' expected-score table (B.02 table 8.1.2, `core.b02.pd`) with a draw
rate. Everything comes from one seed, so a run can be repeated exactly; the pairings checker
must then pass the file.
"""

from __future__ import annotations

import random

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.b02 import pd
from arbiter_app.core.edits import SetBye, SetResult, Withdraw
from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026, PairingEngine
from arbiter_app.core.pairing.round import pairing_edit, to_be_paired
from arbiter_app.core.settings import PairingSettings

__all__ = [
    "MAX_PLAYERS",
    "MAX_ROUNDS",
    "START_DATE",
    "Run",
    "Settings",
    "clamped",
    "generate",
    "new_tournament",
]

# Start dates that put an event under each Dutch edition (C.04.3 from 1 February 2026).
START_DATE = {DUTCH_2026: "2026-06-01", DUTCH_2025: "2025-06-01"}
MAX_PLAYERS = 9999  # a TRF start number has four digits
MAX_ROUNDS = 99  # TRF-16 rounds columns (and XXR) are two digits
# Rounds a late entrant may miss, at most (harness of the tie-break differential test).
LATE_ROUNDS = 2


class Settings(Struct, frozen=True):
    """What to generate. Rates are chances: per present player and round for the requested
    byes, per game for forfeits, double forfeits and games of less than one move. The defaults
    are about what an open weekend event sees."""

    players: int
    rounds: int
    seed: int
    edition: str = DUTCH_2026
    half_byes: float = 0.03
    full_byes: float = 0.002
    zero_byes: float = 0.012
    forfeits: float = 0.015
    double_forfeits: float = 0.003
    short_games: float = 0.005
    late_entries: int = 0
    withdrawals: int = 0
    acceleration: str | None = None  # "baku" (C.04.5.1)
    tiebreaks: tuple[str, ...] = ()
    initial_colour: str | None = None  # "white" / "black"; None: drawn by lot from the seed
    ratings: tuple[int, int] = (1000, 2700)
    unrated: float = 0.0  # share of players without a rating
    draw_rate: float = 0.3  # share of draws between equal players (fewer as the gap grows)
    notes: tuple[str, ...] = ()  # what `clamped` changed (not compared: see __eq__)
    # A team Swiss (`core.pairing.team_generator`): teams of `boards` players; None: individual.
    teams: int | None = None
    boards: int | None = None

    # Two settings that make the same event are equal, however `clamped` came to them.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Settings):
            return NotImplemented
        return _compared(self) == _compared(other)

    def __hash__(self) -> int:
        return hash(_compared(self))


def _compared(s: Settings) -> tuple[object, ...]:
    return tuple(getattr(s, name) for name in s.__struct_fields__ if name != "notes")


def clamped(s: Settings) -> Settings:
    """`s` brought within what a Swiss event can be, each change explained in `notes`.

    A Swiss of n players has at most n − 1 rounds without a rematch (C.04.1.2); late entrants
    and withdrawals leave at least two players in every round; a rating fits four digits.
    """
    notes: list[str] = []
    players = min(max(s.players, 2), MAX_PLAYERS)
    if players != s.players:
        notes.append(f"--players {s.players} is not 2 to {MAX_PLAYERS}: {players} players")
    most = min(players - 1, MAX_ROUNDS)
    rounds = min(max(s.rounds, 1), most)
    if rounds != s.rounds:
        notes.append(
            f"--rounds {s.rounds}: {players} players allow 1 to {most} rounds (no rematch, "
            f"C.04.1.2): {rounds} rounds"
        )
    spare = players - 2 if rounds > 1 else 0
    late = min(max(s.late_entries, 0), spare)
    if late != s.late_entries:
        notes.append(
            f"--late-entries {s.late_entries}: {late} ({players} players, {rounds} rounds)"
        )
    withdrawals = min(max(s.withdrawals, 0), spare - late)
    if withdrawals != s.withdrawals:
        notes.append(
            f"--withdrawals {s.withdrawals}: {withdrawals} (at least two players stay in every "
            "round)"
        )
    low, high = (min(max(x, 1), 9999) for x in s.ratings)
    if low > high:
        low, high = high, low
    if (low, high) != s.ratings:
        notes.append(f"--ratings {s.ratings[0]}-{s.ratings[1]}: {low}-{high}")
    return replace(
        s,
        players=players,
        rounds=rounds,
        late_entries=late,
        withdrawals=withdrawals,
        ratings=(low, high),
        notes=(*s.notes, *notes),
    )


def new_tournament(s: Settings, rng: random.Random) -> tuple[Tournament, dict[int, int]]:
    """The event before round 1, ordered by rating (C.04.2: unrated last), and every player's
    playing strength (an unrated player has one too; it only decides his results)."""
    low, high = s.ratings
    strengths = [rng.randint(low, high) for _ in range(s.players)]
    rated = [rng.random() >= s.unrated for _ in range(s.players)]
    order = sorted(range(s.players), key=lambda i: (not rated[i], -strengths[i], i))
    colour = s.initial_colour or rng.choice(["white", "black"])
    t = Tournament(
        name=f"Random {s.players}x{s.rounds} seed {s.seed}",
        start_date=START_DATE[s.edition],
        system=System.SWISS,
        rounds=s.rounds,
        tiebreaks=list(s.tiebreaks),
    )
    strength: dict[int, int] = {}
    for start_no, i in enumerate(order, start=1):
        rating = strengths[i] if rated[i] else 0
        t.add_player(Player(start_no=start_no, name=f"Player {start_no:04d}", rating=rating))
        strength[start_no] = strengths[i]
    t.pairing = PairingSettings(
        edition=s.edition, initial_colour=colour, acceleration=s.acceleration
    )
    return t, strength


class Run:
    """One generation: the event, the seeded draws, and who enters late or leaves when.

    `generate` drives it; a harness that pairs each round itself calls `prepare(r)`, pairs,
    then `play(r)` (tests/pairing_from_trf.py)."""

    def __init__(self, s: Settings) -> None:
        self.s = s
        self.rng = random.Random(s.seed)
        self.t, self.strength = new_tournament(s, self.rng)
        numbers = [p.start_no for p in self.t.players]
        chosen = self.rng.sample(numbers, s.late_entries + s.withdrawals)
        self.enters = {
            n: self.rng.randint(2, min(LATE_ROUNDS, s.rounds - 1) + 1)
            for n in chosen[: s.late_entries]
        }
        self.leaves = {n: self.rng.randint(1, s.rounds - 1) for n in chosen[s.late_entries :]}

    def prepare(self, r: int) -> None:
        """Before pairing round `r`: withdrawals, late entrants' absences, requested byes."""
        s = self.s
        for p in list(self.t.players):
            n = p.start_no
            if self.leaves.get(n) == r - 1:
                Withdraw(n, r - 1).apply(self.t)
            if p.is_withdrawn_in(r):
                continue
            if r < self.enters.get(n, 0):
                SetBye(r, n, Result.ZERO_BYE).apply(self.t)
                continue
            x = self.rng.random()
            if x < s.half_byes:
                SetBye(r, n, Result.HALF_BYE).apply(self.t)
            elif x < s.half_byes + s.full_byes:
                SetBye(r, n, Result.FULL_BYE).apply(self.t)
            elif x < s.half_byes + s.full_byes + s.zero_byes:
                SetBye(r, n, Result.ZERO_BYE).apply(self.t)

    def play(self, r: int) -> None:
        """A result for every game of round `r`."""
        for p in self.t.players:
            e = p.entry(r)
            if e.result is Result.PENDING and e.opponent is not None and p.start_no < e.opponent:
                white = p.start_no if e.colour is Colour.WHITE else e.opponent
                black = e.opponent if white == p.start_no else p.start_no
                result = self.result(white, black)
                SetResult(r, white, result).apply(self.t)

    def result(self, white: int, black: int) -> Result:
        """White's result: an irregular one at its rate, else drawn from B.02 table 8.1.2.

        White's expected score E is PD(white − black) in hundredths. Draws come at
        `draw_rate`, but never more than 2·min(E, 1 − E), and wins at E − draws/2: white's
        expected score is E exactly, as the table has it."""
        s, x = self.s, self.rng.random()
        if x < s.double_forfeits:
            return Result.DOUBLE_FORFEIT
        if x < s.double_forfeits + s.forfeits:
            return Result.FORFEIT_WIN if self.rng.random() < 0.5 else Result.FORFEIT_LOSS
        expected = pd(self.strength[white] - self.strength[black]) / 100
        draw = min(s.draw_rate, 2 * min(expected, 1 - expected))
        y = self.rng.random()
        if y < expected - draw / 2:
            played = Result.WIN
        elif y < expected + draw / 2:
            played = Result.DRAW
        else:
            played = Result.LOSS
        if self.rng.random() < s.short_games:
            return {
                Result.WIN: Result.WIN_UNRATED,
                Result.DRAW: Result.DRAW_UNRATED,
                Result.LOSS: Result.LOSS_UNRATED,
            }[played]
        return played


def generate(s: Settings, engine: PairingEngine, upto: int | None = None) -> Tournament:
    """A random tournament paired by `engine` round by round (results entered up to `upto`).

    Stops early when fewer than two players are left to pair. The engine's PairingError (no
    legal pairing) reaches the caller."""
    run = Run(s)
    for r in range(1, (upto or s.rounds) + 1):
        run.prepare(r)
        if len(to_be_paired(run.t, r)) < 2:
            break
        pairing_edit(engine.pair(run.t, r)).apply(run.t)
        run.play(r)
    return run.t
