"""One tournament of the cross-test against bbpPairings (FIDE C.02 checklist, Q33–39).

Two directions, each a plain function of (index, seed, options) so a pool can run them:

- `ours`: our random tournament generator (`core.pairing.generator`). Before each round the
  event is written as a TRF (the file an arbiter has, with the round's pre-entered byes and
  absences); the program reads that file and pairs the round as `arbiter-app pair` does
  (`parse_trf` → `engine_for` → the engine of the edition, in process), and bbpPairings pairs
  the same history from the TRF the program hands its own engines (`engine_trf`, where a
  withdrawn player of the round is a `Z`). The two pairings must be the same set of boards,
  colours included, and the same pairing-allocated bye; our checker (`core.pairing.checker`,
  C.04.1) judges both against the generated event. The program's pairing is played on.
- `bbp`: bbpPairings' own generator (`-g`) writes a whole event; the program reads it and
  pairs every round again from its history (`core.pairing.fpc`), which must give bbpPairings'
  round (as a set of boards and the bye), and our checker must accept every round of the file.

In both, the final standings of the program equal Gacrux's tie-break computation (Otto
Milvang's FIDE reference, in process, as its `tiebreakchecker` does it) for `TIEBREAKS`, a
list the cross-test chooses (neither generator writes one): every player's rank, points and
each value. Every discrepancy carries the TRF that reproduces it.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from msgspec import Struct, field

from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.checker import PairingFinding, check_pairing, check_round
from arbiter_app.core.pairing.engine import DUTCH_2026, PairingError, Progress
from arbiter_app.core.pairing.fpc import compare_rounds
from arbiter_app.core.pairing.generator import START_DATE, Settings, clamped, generate
from arbiter_app.core.pairing.round import RoundPairing, renumber
from arbiter_app.core.standings import compute
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.validate import Severity
from arbiter_app.io import bbpairings
from arbiter_app.io.pairing_engines import engine_for, engine_trf
from arbiter_app.io.trf import format_trf, parse_trf

__all__ = [
    "DIRECTIONS",
    "KINDS",
    "TIEBREAKS",
    "Discrepancy",
    "Options",
    "Outcome",
    "run_one",
    "standings_differences",
    "timed",
]

DIRECTIONS = ("ours", "bbp")
PAIRING, CHECKER, TIEBREAK = "pairing", "checker", "tie-break"
KINDS = (PAIRING, CHECKER, TIEBREAK)
# The list of the tie-break differential test's whole-standings comparison (Buchholz cut 1,
# Buchholz, Sonneborn-Berger, direct encounter, wins, games with black, average rating of
# opponents: C.07 2026 Art. 7, 8, 6, 11, 10.1): every kind of criterion, both engines exact.
TIEBREAKS = ("BH/C1", Code.BH, Code.SB, Code.DE, Code.WIN, Code.BPG, Code.ARO)


class Options(Struct, frozen=True):
    players: tuple[int, int] = (10, 100)
    rounds: tuple[int, int] = (5, 11)
    edition: str = DUTCH_2026


class Discrepancy(Struct, frozen=True):
    kind: str  # PAIRING, CHECKER or TIEBREAK
    round_no: int | None
    detail: str
    trf: str  # reproduces it: `arbiter-app pair FILE --round N` / `check-pairings` / standings
    engine_trf: str = ""  # the TRF bbpPairings was given (direction `ours`)


class Outcome(Struct):
    index: int
    seed: int
    direction: str
    players: int = 0
    rounds: int = 0  # rounds compared
    discrepancies: list[Discrepancy] = field(default_factory=list)
    note: str = ""  # why the event stopped early (no legal pairing for both engines)
    seconds: float = 0.0  # wall time of the whole tournament (throughput figures)


def _pairs_text(pairing: RoundPairing) -> str:
    boards = " ".join(f"{w}-{b}" for w, b in sorted(pairing.boards))
    return boards + (f" bye {pairing.bye}" if pairing.bye is not None else "")


def pairing_difference(ours: RoundPairing, theirs: RoundPairing) -> str | None:
    """None when the rounds are the same set of boards (colours included) and the same bye."""
    a, b = set(ours.boards), set(theirs.boards)
    if a == b and ours.bye == theirs.bye:
        return None
    only_ours = RoundPairing(ours.round_no, tuple(sorted(a - b)), ours.bye)
    only_theirs = RoundPairing(ours.round_no, tuple(sorted(b - a)), theirs.bye)
    return f"program {_pairs_text(only_ours)} | bbpPairings {_pairs_text(only_theirs)}"


def _errors(findings: list[PairingFinding]) -> list[str]:
    return [f.describe() for f in findings if f.severity is Severity.ERROR]


class _CrossEngine:
    """The generator's engine: pairs with the program and with bbpPairings, records both."""

    name = "crosstest"

    def __init__(self, options: Options, exe: Path, outcome: Outcome) -> None:
        self.options, self.exe, self.outcome = options, exe, outcome

    def pair(self, t: Tournament, round_no: int, progress: Progress | None = None) -> RoundPairing:
        found = self.outcome.discrepancies
        file_text = format_trf(t)
        data = engine_trf(t, round_no)
        ours: RoundPairing | None = None
        theirs: RoundPairing | None = None
        problems: list[str] = []
        try:
            back = parse_trf(file_text, source=f"seed {self.outcome.seed}")
            ours = engine_for(back, self.options.edition).pair(back, round_no)
        except PairingError as exc:
            problems.append(f"program: {exc}")
        try:
            theirs = renumber(bbpairings.pair(self.exe, data.text, round_no), data.back)
        except PairingError as exc:
            problems.append(f"bbpPairings: {exc}")
        self.outcome.rounds += 1

        def record(kind: str, detail: str) -> None:
            found.append(Discrepancy(kind, round_no, detail, file_text, data.text))

        if ours is None and theirs is None:
            self.outcome.rounds -= 1
            self.outcome.note = f"round {round_no}: no legal pairing for either engine"
            raise PairingError(self.outcome.note)
        if ours is None or theirs is None:
            record(PAIRING, "; ".join(problems))
        else:
            diff = pairing_difference(ours, theirs)
            if diff is not None:
                record(PAIRING, diff)
        for who, pairing in (("program", ours), ("bbpPairings", theirs)):
            if pairing is not None:
                errors = _errors(check_pairing(t, pairing))
                if errors:
                    record(CHECKER, f"{who}'s pairing: {'; '.join(errors[:5])}")
        if ours is None:
            raise PairingError(problems[0])
        return ours


def _settings(seed: int, options: Options) -> Settings:
    """The event of one seed: size and rounds in the ranges, and every irregularity."""
    rng = random.Random(seed)
    players = rng.randint(*options.players)
    rounds = rng.randint(*options.rounds)
    return clamped(
        Settings(
            players=players,
            rounds=rounds,
            seed=seed,
            edition=options.edition,
            half_byes=rng.choice((0.0, 0.03, 0.08)),
            full_byes=rng.choice((0.0, 0.005)),
            zero_byes=rng.choice((0.0, 0.02, 0.05)),
            forfeits=rng.choice((0.0, 0.02, 0.05)),
            double_forfeits=rng.choice((0.0, 0.005)),
            short_games=rng.choice((0.0, 0.01)),
            late_entries=rng.choice((0, 0, 1, 2)),
            withdrawals=rng.choice((0, 1, 2)),
            acceleration="baku" if rng.random() < 0.1 else None,
            tiebreaks=TIEBREAKS,
            unrated=rng.choice((0.0, 0.0, 0.1)),
            draw_rate=rng.choice((0.2, 0.3, 0.45)),
        )
    )


def run_ours(index: int, seed: int, options: Options) -> Outcome:
    exe = bbpairings.executable(options.edition)
    s = _settings(seed, options)
    outcome = Outcome(index, seed, "ours", s.players)
    try:
        t = generate(s, _CrossEngine(options, exe, outcome))
    except PairingError:
        return outcome  # recorded by the engine (or no legal pairing for either)
    outcome.discrepancies += tiebreak_discrepancies(format_trf(t))
    return outcome


def completed(text: str, edition: str, rounds: int) -> str:
    """bbpPairings' file with what its generator knows but does not write: the 042 date that
    puts it under `edition` and the number of rounds (`XXR`; without it every round would look
    like the last one, where C.04.3 A.7 and the last-round criteria apply)."""
    date = START_DATE[edition].replace("-", "/")
    lines = [ln for ln in text.splitlines() if not ln.startswith(("042", "XXR"))]
    at = 1 if lines and lines[0].startswith("012") else 0
    lines[at:at] = [f"042 {date}", f"XXR {rounds}"]
    return "\n".join(lines) + "\n"


def run_bbp(index: int, seed: int, options: Options) -> Outcome:
    exe = bbpairings.executable(options.edition)
    rng = random.Random(seed)
    players = rng.randint(*options.players)
    rounds = min(rng.randint(*options.rounds), players - 1)
    outcome = Outcome(index, seed, "bbp", players)
    while True:
        try:
            text = bbpairings.generate(exe, players, rounds, seed)
            break
        except PairingError as exc:
            # Its generator gives up on the whole event when a late round of a small field has
            # no legal pairing ("No valid pairing exists for round 9"): take the event with
            # the rounds before that one (the same seed draws the same first rounds).
            failed = re.search(r"for round (\d+)", str(exc))
            outcome.note = str(exc)
            if failed is None or int(failed.group(1)) <= 2 or int(failed.group(1)) > rounds:
                return outcome
            rounds = int(failed.group(1)) - 1
    text = completed(text, options.edition, rounds)
    t = parse_trf(text, source=f"bbpPairings seed {seed}")
    engine = engine_for(t, options.edition)
    for c in compare_rounds(t, engine):
        outcome.rounds += 1
        r = c.round_no
        if c.by_engine is None:
            outcome.discrepancies.append(Discrepancy(PAIRING, r, f"program: {c.error}", text))
        else:
            diff = pairing_difference(c.by_engine, c.in_file)
            if diff is not None:
                outcome.discrepancies.append(Discrepancy(PAIRING, r, diff, text))
        errors = _errors(check_round(t, r))
        if errors:
            detail = f"bbpPairings' round: {'; '.join(errors[:5])}"
            outcome.discrepancies.append(Discrepancy(CHECKER, r, detail, text))
    outcome.discrepancies += tiebreak_discrepancies(text)
    return outcome


def run_one(direction: str, index: int, seed: int, options: Options) -> Outcome:
    """One tournament of `direction`; an unexpected failure of ours is a discrepancy too."""
    runner = run_ours if direction == "ours" else run_bbp
    return timed(runner, direction, index, seed, options)


def timed(
    runner: Callable[[int, int, Any], Outcome],
    direction: str,
    index: int,
    seed: int,
    options: object,
) -> Outcome:
    """`runner(index, seed, options)` with its wall time; a crash of ours on the event is kept
    as a discrepancy with its seed (bbpPairings missing is not ours: it is raised)."""
    started = time.perf_counter()
    try:
        outcome = runner(index, seed, options)
        outcome.seconds = round(time.perf_counter() - started, 3)
        return outcome
    except bbpairings.BbpUnavailable:
        raise
    except Exception as exc:  # a crash of ours on this event: keep it, with its seed
        outcome = Outcome(index, seed, direction)
        detail = f"{type(exc).__name__}: {exc}"
        outcome.discrepancies.append(Discrepancy(CHECKER, None, f"crash: {detail}", ""))
        return outcome


# -- tie-breaks: the program's standings against Gacrux's ------------------------------------
def _exact(value: object) -> Fraction | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return Fraction(int(value))
    if isinstance(value, int | Decimal | Fraction):
        return Fraction(value)
    raise TypeError(f"unexpected value {value!r}")


def gacrux_standings(text: str, codes: tuple[str, ...]) -> dict[int, tuple[Any, ...]]:
    """start number -> (rank, points, value of each code) from Gacrux, driven as its
    `tiebreakchecker` does (`trf2json().parse_file`, `tiebreak(...).compute_tiebreaks`)."""
    from gacrux.tiebreak import tiebreak  # type: ignore[import-untyped]
    from gacrux.trf2json import trf2json  # type: ignore[import-untyped]

    reader = trf2json()
    reader.parse_file(text, 0)
    tournament = reader.get_tournament(1)
    params = {
        "tiebreak": [Code.PTS, *codes],
        "check": 0,
        "unrated": None,
        "pre_determined": False,
        "swiss": True,
        "current_round": -1,
    }
    result = tiebreak(tournament, -1, params).compute_tiebreaks(tournament, params)
    return {
        int(c["cid"]): (int(c["rank"]), *(_exact(v) for v in c["tiebreakScore"]))
        for c in result["competitors"]
    }


def tiebreak_discrepancies(text: str) -> list[Discrepancy]:
    """Players whose rank, points or a value of `TIEBREAKS` differ from Gacrux's (DE: the
    rank only; Gacrux's DE value is a place inside the score group, ours a score)."""
    t = parse_trf(text, source="<crosstest>")
    st = compute(t, tiebreaks=list(TIEBREAKS))
    theirs = gacrux_standings(text, TIEBREAKS)
    compared = [i for i, code in enumerate(TIEBREAKS) if code != Code.DE]
    rows = ((f"player {r.start_no}", r.start_no, r.rank, r.points, r.values) for r in st.rows)
    lines = standings_differences(rows, theirs, TIEBREAKS, compared, "points")
    if not lines:
        return []
    detail = f"{len(lines)} differences, first: {'; '.join(lines[:3])}"
    return [Discrepancy(TIEBREAK, None, detail, text)]


Row = tuple[str, int, int, Fraction, Sequence[object]]  # who, id, rank, score, values


def standings_differences(
    rows: Iterable[Row],
    theirs: dict[int, tuple[Any, ...]],
    codes: Sequence[str],
    compared: Sequence[int],
    score: str,
) -> list[str]:
    """Each difference of our rows (a player's or a team's) from Gacrux's (`gacrux_standings`):
    the rank, the `score` and the values of `codes` at the indices `compared`."""
    lines = []
    for who, number, rank, points, values in rows:
        g = theirs.get(number)
        if g is None:
            lines.append(f"{who}: not in Gacrux's standings")
            continue
        if rank != g[0]:
            lines.append(f"{who}: rank {rank}, Gacrux {g[0]}")
        if points != g[1]:
            lines.append(f"{who}: {score} {points}, Gacrux {g[1]}")
        for i in compared:
            ours = _exact(values[i])
            if ours != g[2 + i]:
                lines.append(f"{who}: {codes[i]} {ours}, Gacrux {g[2 + i]}")
    return lines
