"""Pairing the next round: the one use case behind `arbiter-app pair` and the round view's
"Pair next round" (`actionPairRound`).

The steps, which both faces take in this order (the window waits for the engine in its event
loop, the command line blocks):

1. `plan(t, round_no, edition)`: the round to pair (the next one unless asked), refused while
   every round is paired (`AllPaired`) or a game of an earlier round has no result
   (`Unfinished`); who is to be paired; the engine (Berger for round robins, else the Dutch
   engine of the pairing edition); the pairs that engine cannot keep apart.
2. `plan.asks()` through `app.gates.passes` with the face's `Confirmer`: a round robin's Berger
   table cannot honour a prohibited pair (`Gate.PROHIBITED_UNHONOURED`).
3. `engine_job(t, round_no)`: the engine's run as a `Job` (a child process for the TRF
   engines, so Cancel stops it at once; the Berger table is instant).
4. `plan.check(pairing)`: our own checker's findings (C.04.1) and the errors that refuse the
   round; `plan.edit(pairing)` is the one undoable edit that writes it
   (`core.pairing.round.pairing_edit`), which the face pushes on its history.
"""

from __future__ import annotations

from msgspec import Struct, field

from arbiter_app.app.adjourning import as_paired, with_adjourned
from arbiter_app.app.jobs import Finished, Job, ProcessJob
from arbiter_app.core.adjourned import pairing_asks
from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.checker import PairingFinding, PairingIssue, check_pairing
from arbiter_app.core.pairing.engine import (
    BergerEngine,
    PairingEngine,
    PairingError,
    edition_of,
    text_of,
    unimplemented_text,
)
from arbiter_app.core.pairing.forbidden import unhonoured
from arbiter_app.core.pairing.round import (
    RoundPairing,
    next_round,
    pairing_edit,
    to_be_paired,
    unfinished_before,
)
from arbiter_app.core.validate import Severity
from arbiter_app.core.vocabulary.levels import Ask, Gate
from arbiter_app.io.pairing_engines import engine_for, engine_trf, run_engine

__all__ = [
    "AllPaired",
    "Checked",
    "PairingPlan",
    "Unfinished",
    "engine_job",
    "plan",
    "round_to_pair",
]


class AllPaired(Exception):
    """Every round of the event is paired."""

    def __init__(self, rounds: int) -> None:
        super().__init__(f"all {rounds} rounds are paired")
        self.rounds = rounds


class Unfinished(Exception):
    """A game before the round to pair has no result: (round, start number) of each side."""

    def __init__(self, round_no: int, games: list[tuple[int, int]]) -> None:
        rnd, who = games[0]
        super().__init__(
            f"round {rnd}, player {who}: the game has no result yet "
            f"({len(games) // 2 or 1} game(s) unfinished); enter the results before pairing"
        )
        self.round_no = round_no  # the round that was to be paired
        self.games = games


class Checked(Struct, frozen=True):
    """Our checker's word on the engine's pairing: every finding, and those that refuse it."""

    findings: list[PairingFinding]
    errors: list[PairingFinding]


class PairingPlan(Struct):
    tournament: Tournament
    round_no: int
    engine: PairingEngine
    expected: set[int]
    # the prohibited pairs the engine cannot keep apart (a round robin's Berger table)
    cannot: list[tuple[int, int]] = field(default_factory=list)
    # the text in force when no engine implements it (paired by the edition's text instead)
    older: str | None = None
    # the event itself, when `tournament` is its copy with games adjourned for the engine
    whole: Tournament | None = None

    @property
    def edition(self) -> str:
        """The engine in words: "Berger", or the edition and the engine's name."""
        if isinstance(self.engine, BergerEngine):
            return "Berger"
        return f"{edition_of(self.tournament)}, {self.engine.name}"

    @property
    def used_text(self) -> str:
        return text_of(edition_of(self.tournament))

    def asks(self) -> list[Ask]:
        """What the arbiter is asked before the engine runs (app.gates.passes): the games to
        adjourn (Gate.PAIR_WITH_UNFINISHED), the prohibited pairs the engine cannot keep apart."""
        asks = pairing_asks(self.whole or self.tournament, self.round_no)
        if self.cannot:
            pairs = ", ".join(f"{a}–{b}" for a, b in self.cannot)
            asks.append(Gate.PROHIBITED_UNHONOURED.ask(self.tournament.fide_mode.on, pairs=pairs))
        return asks

    def job(self) -> Job[RoundPairing]:
        return engine_job(self.tournament, self.round_no, self.engine)

    def check(self, pairing: RoundPairing) -> Checked:
        """Our own check of the engine's pairing (C.04.1). A prohibited pair the arbiter let
        pass (step 2) is shown, not an error."""
        findings = check_pairing(self.tournament, pairing, self.expected)
        errors = [
            f
            for f in findings
            if f.severity is Severity.ERROR
            and not (self.cannot and f.issue is PairingIssue.PROHIBITED)
        ]
        return Checked(findings, errors)

    def edit(self, pairing: RoundPairing) -> Edit:
        """The round's pairing, with the games adjourned (and their journal line) in the same
        undo step."""
        return with_adjourned(self.whole or self.tournament, self.round_no, pairing_edit(pairing))


def round_to_pair(t: Tournament, asked: int | None = None) -> int:
    """The round to pair (`asked`, else the next one): AllPaired when every round is paired.
    An individual event's earlier games without a result become adjourned once the arbiter
    confirms (`PairingPlan.asks`, app.adjourning); a team event's must all have their results
    (Unfinished otherwise)."""
    r = asked or next_round(t)
    if t.rounds and r > t.rounds:
        raise AllPaired(t.rounds)
    late = unfinished_before(t, r) if t.teams is not None else []
    if late:
        raise Unfinished(r, late)
    return r


def plan(t: Tournament, round_no: int | None = None, edition: str | None = None) -> PairingPlan:
    """Step 1 (see the module docstring). PairingError when no engine can pair the event."""
    whole = t
    r = round_to_pair(whole, round_no)
    # The engine pairs the event with the games still without a result adjourned: draws for
    # the pairing (C.04.1 F.9, app.adjourning); the edit marks them so in the event itself.
    t = as_paired(whole, r)
    engine = engine_for(t, edition)
    older = None if isinstance(engine, BergerEngine) else unimplemented_text(t)
    return PairingPlan(
        t, r, engine, set(to_be_paired(t, r)), unhonoured(t, engine.name), older, whole
    )


def engine_job(
    t: Tournament, round_no: int, engine: PairingEngine | None = None
) -> Job[RoundPairing]:
    """The engine's run for `round_no` as a `Job`. The TRF is written here (it reads the
    tournament); only its text crosses to the child process, so the tournament is never
    shared."""
    if t.teams is not None:  # never an individual pairing of a team event's players
        raise PairingError(
            "a team event pairs matches, which the window does not do yet: pair the round "
            "with `arbiter-app pair FILE` (C.04.6 or the Berger table for teams)"
        )
    engine = engine or engine_for(t)
    if isinstance(engine, BergerEngine):  # instant
        return Finished(engine.pair(t, round_no))
    data = engine_trf(t, round_no)
    return ProcessJob(run_engine, (engine.name, data), PairingError, engine.name)
