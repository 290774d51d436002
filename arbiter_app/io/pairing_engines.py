"""Adapters to the pinned FIDE (Dutch) pairing engines, fed the TRF text this program writes.

- `gacrux` (MIT, Otto Milvang): the C.04.3 text applied from 1 February 2026 (`DUTCH_2026`).
- `py4swiss` (MIT, Moritz Eckert; tested against bbpPairings): the text in force until
  31 January 2026 (`DUTCH_2025`).

Both read a TRF. `engine_trf` writes the one they get, built for pairing round N:

- rounds 1 … N−1 as played; a round without a record (late entry, absence) is written as a
  zero-point bye `0000 - Z` so every player has every earlier round (py4swiss takes the round
  to pair as "fewest rounds + 1"); a double forfeit (`-` on both sides) likewise, since no game
  was played; an adjourned game is written as the draw it counts as for the pairing (C.04.2
  3.1; the older C.04.1 F.9: "Adjourned games are considered draws for pairing purposes
  only"); other games still without a result refuse the pairing (`PairingError`);
- round N: the records the arbiter entered before pairing — requested byes `H` and `F`, known
  absences and withdrawals `Z`, a bye set by hand `U` — and nothing for the players to pair;
- the points column includes those pre-entered points (gacrux checks it; py4swiss recomputes
  and refuses a mismatch);
- `XXR` (rounds), `XXC white1|black1` and TRF-26 `152 W|B` for the initial colour: py4swiss
  reads `XXC`, gacrux reads only `152` and without it draws the colour at random on every call;
- Baku acceleration (C.04.5.1), when chosen: the virtual points of group GA as `XXA` records;
- prohibited pairs (`core.pairing.forbidden`) as TRF-26 `260` (gacrux) and `XXP` (py4swiss);
- start numbers renumbered 1 … n in start-number order when they have gaps (py4swiss requires
  consecutive numbers); the boards come back in the tournament's numbers.

Cancelling: the engines are plain function calls; `app.pairing.engine_job` runs one in a
separate process (an `app.jobs.ProcessJob`, so a cancel can stop it at once).
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeVar

from msgspec import Struct

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Scoring, Tournament
from arbiter_app.core.pairing.acceleration import baku_virtual_points, uses_baku
from arbiter_app.core.pairing.engine import (
    DUTCH_2025,
    DUTCH_2026,
    BergerEngine,
    Cancelled,
    PairingEngine,
    PairingError,
    Progress,
    edition_of,
    initial_colour,
)
from arbiter_app.core.pairing.round import RoundPairing, renumber
from arbiter_app.core.system import infer_system
from arbiter_app.io.trf import format_player_line
from arbiter_app.io.trf.pairing_records import acceleration_lines, initial_colour_lines
from arbiter_app.io.trf.program_lines import prohibited_lines

__all__ = [
    "GacruxEngine",
    "Py4swissEngine",
    "dutch_engine",
    "engine_for",
    "engine_trf",
    "initial_colour",
]

_KEEP_IN_ROUND = {
    Result.HALF_BYE: Result.HALF_BYE,
    Result.FULL_BYE: Result.FULL_BYE,
    Result.ZERO_BYE: Result.ZERO_BYE,
    Result.PAIRING_BYE: Result.PAIRING_BYE,
}
_ABSENT = RoundEntry(None, Colour.NONE, Result.ZERO_BYE)
T = TypeVar("T")


class EngineInput(Struct, frozen=True):
    """The TRF text for the engine and the way back to the tournament's start numbers."""

    text: str
    round_no: int
    back: Mapping[int, int]  # engine number -> start number
    # Nobody to pair (each player withdrawn, or with a bye or absence entered for the round):
    # no boards, without asking an engine (py4swiss then pairs the excused players).
    nobody: bool = False


def _history_entry(
    entry: RoundEntry, own: int, number: Mapping[int, int], where: str
) -> RoundEntry:
    if entry.result is Result.ADJOURNED and entry.opponent is not None:
        # C.04.2 3.1: a draw for the pairing only (the event's records keep it adjourned).
        entry = RoundEntry(entry.opponent, entry.colour, Result.DRAW)
    if entry.result.is_unfinished:
        raise PairingError(f"{where}: the game has no result yet; enter it before pairing")
    if entry.result in (Result.NOT_PAIRED, Result.DOUBLE_FORFEIT):
        return _ABSENT
    if entry.opponent is None:
        return entry
    colour = entry.colour
    if colour is Colour.NONE:
        # A forfeit written without colours (Swiss-Manager: `153 - -` / `13 - +`). py4swiss
        # refuses two equal colours on one board; a forfeit's colours count for neither engine
        # (only played games give colours, C.04.3 A.6), so any opposite pair will do.
        colour = Colour.WHITE if own < entry.opponent else Colour.BLACK
    return RoundEntry(number[entry.opponent], colour, entry.result)


def engine_trf(t: Tournament, round_no: int) -> EngineInput:
    """The TRF text an engine pairs round `round_no` from (see the module docstring)."""
    if t.scoring != Scoring():
        raise PairingError("the Dutch engines pair with 1-½-0 scoring only")
    if round_no < 1:
        raise PairingError("rounds are numbered from 1")
    if not t.players:  # (the engines fail on a field of none: py4swiss and gacrux alike)
        raise PairingError(f"round {round_no}: the event has no players to pair")
    ordered = sorted(t.players, key=lambda p: p.start_no)
    nobody = True
    number = {p.start_no: i for i, p in enumerate(ordered, start=1)}
    lines = [f"012 {t.name or 'arbiter-app'}"]
    if t.start_date:
        lines.append(f"042 {t.start_date.replace('-', '/')}")
    colour = initial_colour(t)
    lines.append(initial_colour_lines(colour)[0])  # 152
    scoring = t.scoring.points
    for p in ordered:
        rounds = [
            _history_entry(p.entry(r), p.start_no, number, f"round {r}, player {p.start_no}")
            for r in range(1, round_no)
        ]
        now = p.entry(round_no)
        if p.is_withdrawn_in(round_no):
            rounds.append(_ABSENT)
        elif now.result in _KEEP_IN_ROUND:
            rounds.append(RoundEntry(None, Colour.NONE, _KEEP_IN_ROUND[now.result]))
        elif now.result is not Result.NOT_PAIRED:
            raise PairingError(
                f"round {round_no}, player {p.start_no}: already paired; unpair the round first"
            )
        else:
            nobody = False
        points = sum((scoring(e.result) for e in rounds), Fraction(0))
        # Only what pairing uses: numbers, rating, rounds. Titles, federations, dates and IDs
        # as other programs write them (Swiss-Manager's one-letter `g`, `m`) are refused by
        # py4swiss's strict reader and change no pairing (C.04.3 A.2 orders by rating, title
        # only as a tie-break the file's start numbers already settled).
        renumbered = Player(
            start_no=number[p.start_no],
            name=p.name,
            rating=p.rating,
            rounds=tuple(rounds),
            rank_in_file=number[p.start_no],  # py4swiss requires a rank; any will do
        )
        lines.append(format_player_line(renumbered, points))
    lines.append(f"XXR {max(t.rounds, round_no)}")
    lines.append(initial_colour_lines(colour)[1])  # XXC (152 is written above, first)
    if uses_baku(t):
        # py4swiss applies JaVaFo's XXA, gacrux only TRF-26 250 (GA: engine numbers 1..k).
        lines.extend(acceleration_lines(baku_virtual_points(t), number))
    # Prohibited pairs: gacrux reads TRF-26 260, py4swiss JaVaFo's XXP (each skips the other).
    lines.extend(prohibited_lines(t, number, max(t.rounds, round_no)))
    back = {n: s for s, n in number.items()}
    return EngineInput("\n".join(lines) + "\n", round_no, back, nobody)


# -- the engines, each a plain call on the TRF text ------------------------------------------
def pair_with_gacrux(text: str, round_no: int) -> tuple[list[tuple[int, int]], int | None]:
    """Boards (white, black) in board order and the PAB, from gacrux's Dutch 2026 engine."""
    from gacrux.gacruxexeptions import GacruxNoLegalPairing  # type: ignore[import-untyped]
    from gacrux.pairingdutch import pairing_dutch  # type: ignore[import-untyped]
    from gacrux.trf2json import trf2json  # type: ignore[import-untyped]

    reader = trf2json()
    reader.parse_file(text, 0)
    tournament = reader.get_tournament(1)
    if tournament is None:
        raise PairingError("gacrux could not read the tournament")
    params: dict[str, Any] = {"experimental": [], "verbose": 0, "top_color": ""}
    try:
        brackets = pairing_dutch(tournament, round_no, params).compute_pairing(False, 0)
    except GacruxNoLegalPairing as exc:
        raise PairingError(f"no legal pairing: {exc}") from exc
    pairs = sorted((p for b in brackets if b for p in b.get("pairs", [])), key=lambda p: p["board"])
    boards = [(int(p["w"]), int(p["b"])) for p in pairs if int(p["b"]) > 0]
    byes = [int(p["w"]) for p in pairs if int(p["b"]) == 0]
    return boards, (byes[0] if byes else None)


def pair_with_py4swiss(text: str, round_no: int) -> tuple[list[tuple[int, int]], int | None]:
    """Boards (white, black) in board order and the PAB, from py4swiss's Dutch engine."""
    from py4swiss.engines import DutchEngine  # type: ignore[import-untyped]
    from py4swiss.engines.common import (  # type: ignore[import-untyped]
        PairingError as Py4swissError,
    )
    from py4swiss.trf import TrfParser  # type: ignore[import-untyped]
    from py4swiss.trf.exceptions import (  # type: ignore[import-untyped]
        ConsistencyError,
        LineError,
        ParsingError,
    )

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "round.trf"
        path.write_text(text, encoding="utf-8")
        try:
            trf = TrfParser.parse(path)
            pairs = DutchEngine.generate_pairings(trf)
        except Py4swissError as exc:
            raise PairingError(f"no legal pairing: {exc}") from exc
        except (ValueError, LineError, ParsingError, ConsistencyError) as exc:  # names the record
            raise PairingError(f"py4swiss refused the TRF: {exc}") from exc
    boards = [(p.white, p.black) for p in pairs if p.black != 0]
    byes = [p.white for p in pairs if p.black == 0]
    return boards, (byes[0] if byes else None)


_RUNNERS = {"gacrux": pair_with_gacrux, "py4swiss": pair_with_py4swiss}


def run_engine(name: str, data: EngineInput) -> RoundPairing:
    if data.nobody:
        return RoundPairing(data.round_no, (), None)
    boards, bye = _RUNNERS[name](data.text, data.round_no)
    return renumber(RoundPairing(data.round_no, tuple(boards), bye), data.back)


class _TrfEngine:
    name = ""

    def pair(self, t: Tournament, round_no: int, progress: Progress | None = None) -> RoundPairing:
        data = engine_trf(t, round_no)
        if progress is not None and progress(0.0) is False:
            raise Cancelled("cancelled")
        pairing = run_engine(self.name, data)
        if progress is not None:
            progress(1.0)
        return pairing


class GacruxEngine(_TrfEngine):
    """FIDE (Dutch) System, text applied from 1 February 2026 (gacrux)."""

    name = "gacrux"


class Py4swissEngine(_TrfEngine):
    """FIDE (Dutch) System, text in force until 31 January 2026 (py4swiss)."""

    name = "py4swiss"


def engine_for(t: Tournament, edition: str | None = None) -> PairingEngine:
    """The engine for `t`: Berger for round robins, else the Dutch engine of its edition."""
    if infer_system(t).is_round_robin:  # declared, else read from the games (core.system)
        return BergerEngine(t.pairing.swap_last_two)
    return dutch_engine(edition or edition_of(t))


def dutch_engine(edition: str) -> PairingEngine:
    """The engine of a Dutch edition: gacrux for the 2026 text, py4swiss before it."""
    if edition == DUTCH_2025:
        return Py4swissEngine()
    if edition == DUTCH_2026:
        return GacruxEngine()
    raise PairingError(f"unknown pairing edition {edition!r}")
