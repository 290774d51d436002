"""Random Swiss events paired round by round as a user does it, from the TRF file each time.

Each round: the arbiter's entries before pairing (withdrawals, requested half-point byes,
absences; a withdrawn player's round written as the zero-point bye C.07 16.1.1 makes it) go
into the event, the event is written as a TRF, and that one file is paired twice: by
`arbiter-app pair FILE --round N --out OUT` and by the engine of the event's text called
directly on the same text (gacrux for the 2026 text, py4swiss for the text before it). The
boards (colours and order) and the pairing-allocated bye must be equal. The event goes on
from the engine's pairing, with byes, absences, withdrawals and results drawn by the program's
random tournament generator (`core.pairing.generator.Run`).

Used by `tests/io/test_pairing_from_trf.py` and `benchmarks/pairing_agreement.py`.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from arbiter_app.cli import main
from arbiter_app.core.edits import SetBye, SetGame
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026
from arbiter_app.core.pairing.generator import Run, Settings, clamped
from arbiter_app.core.pairing.round import (
    RoundPairing,
    current_pairing,
    pairing_edit,
    to_be_paired,
)
from arbiter_app.io.pairing_engines import pair_with_gacrux, pair_with_py4swiss
from arbiter_app.io.trf import format_trf, read_trf

DIRECT = {DUTCH_2026: pair_with_gacrux, DUTCH_2025: pair_with_py4swiss}


def settings(players: int, rounds: int, seed: int, edition: str) -> Settings:
    """More irregular than an open weekend: every kind shows up in a 7-round event of 24."""
    return clamped(
        Settings(
            players,
            rounds,
            seed,
            edition,
            half_byes=0.06,
            full_byes=0.02,
            zero_byes=0.05,
            forfeits=0.05,
            withdrawals=max(2, players // 12),
        )
    )


def _late_entry(run: Run, round_no: int) -> None:
    """A player entering before `round_no`, rated below the field (so the next start number
    is his pairing number, C.04.2): zero-point byes for the rounds he missed (C.04.2)."""
    t = run.t
    n = max(p.start_no for p in t.players) + 1
    rating = max(min(p.rating or 1000 for p in t.players) - 10, 1000)
    missed = tuple(RoundEntry(None, Colour.NONE, Result.ZERO_BYE) for _ in range(round_no - 1))
    t.add_player(Player(start_no=n, name=f"Late {n:04d}", rating=rating, rounds=missed))
    run.strength[n] = rating


@dataclass
class Agreement:
    """Rounds compared and the ones where `pair` and the engine differ (round, what)."""

    rounds: int = 0
    equal: int = 0
    differences: list[tuple[int, str]] = field(default_factory=list)
    results: set[Result] = field(default_factory=set)
    withdrawn: int = 0
    late_paired: bool = False  # the late entry played a game
    absent_then_paired: int = 0  # (player, round) absent, not withdrawn, paired the round after


def _our_pairing(path: Path, out: Path, round_no: int) -> tuple[Tournament | None, str]:
    """`arbiter-app pair FILE --round N --out OUT`: the event paired, or why not."""
    stderr = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(stderr):
        status = main(["pair", str(path), "--round", str(round_no), "--out", str(out)])
    if status != 0:
        return None, stderr.getvalue().strip()
    return read_trf(out), ""


def run_event(
    players: int,
    rounds: int,
    seed: int,
    edition: str = DUTCH_2026,
    foreign: bool = False,
) -> Agreement:
    """One event, every round paired both ways from the same TRF.

    `foreign`: the file as another program writes it, without this program's extension
    comment (`###` lines): a withdrawal shows only as the zero-point byes from then on."""
    run = Run(settings(players, rounds, seed, edition))
    t = run.t
    found = Agreement()
    direct = DIRECT[edition]
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(1, rounds + 1):
            if r == 3:
                _late_entry(run, r)
            run.prepare(r)
            for p in t.players:  # a withdrawn player's round: the zero-point bye of C.07 16.1.1
                if p.is_withdrawn_in(r) and p.entry(r).result is Result.NOT_PAIRED:
                    SetBye(r, p.start_no, Result.ZERO_BYE).apply(t)
            if len(to_be_paired(t, r)) < 2:
                break
            path, out = Path(tmp) / f"r{r}.trf", Path(tmp) / f"r{r}-paired.trf"
            text = format_trf(t)
            if foreign:
                text = "".join(line for line in text.splitlines(True) if not line.startswith("###"))
            path.write_text(text, encoding="utf-8")
            boards, bye = direct(text, r)
            ours, why = _our_pairing(path, out, r)
            found.rounds += 1
            mine = None if ours is None else current_pairing(ours, r)
            if mine is not None and (list(mine.boards), mine.bye) == (boards, bye):
                found.equal += 1
            else:
                what = why if mine is None else f"pair {mine.boards} bye {mine.bye}"
                found.differences.append((r, f"{what}; engine {boards} bye {bye}"))
            # The event goes on from the engine's pairing, so that every round's file is the
            # one a correct program would have written, whatever `pair` did.
            pairing_edit(RoundPairing(r, tuple(boards), bye)).apply(t)
            run.play(r)
        found.results = {e.result for p in t.players for e in p.rounds}
        found.withdrawn = sum(p.withdrawn_after is not None for p in t.players)
        found.late_paired = any(
            p.name.startswith("Late") and any(e.result.has_opponent for e in p.rounds)
            for p in t.players
        )
        found.absent_then_paired = sum(
            p.entry(r).result is Result.ZERO_BYE
            and not p.is_withdrawn_in(r)
            and p.entry(r + 1).result.has_opponent
            for p in t.players
            for r in range(1, len(p.rounds))
        )
    return found


def absent_in_round_two(path: Path) -> None:
    """Six players as another program writes them (no arbiter-app comment): round 1 1-4 1-0,
    5-2 ½-½, 3-6 1-0; round 2 player 6 absent (`0000 - Z`), 3-1 0-1, 2-4 1-0, 5 the PAB."""
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=5)
    for i in range(1, 7):
        t.add_player(Player(start_no=i, name=f"Player {i}", rating=2400 - 10 * i))
    games = {
        1: [(1, 4, Result.WIN), (5, 2, Result.DRAW), (3, 6, Result.WIN)],
        2: [(3, 1, Result.LOSS), (2, 4, Result.WIN)],
    }
    for r, played in games.items():
        for white, black, result in played:
            SetGame(r, white, black, Colour.WHITE, result).apply(t)
    SetBye(2, 5, Result.PAIRING_BYE).apply(t)
    SetBye(2, 6, Result.ZERO_BYE).apply(t)
    text = "".join(x for x in format_trf(t).splitlines(True) if not x.startswith("###"))
    assert "0000 - Z" in text
    path.write_text(text, encoding="utf-8")
