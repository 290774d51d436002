"""The pairing-engine interface, the pairing editions and the round-robin (Berger) engine.

Swiss pairings come from pinned libraries behind `PairingEngine` (adapters in
`arbiter_app.io.pairing_engines`, which feed them the TRF text this program writes); round
robins come from our own Berger tables (`core.pairing.berger`).

Editions. The FIDE (Dutch) System C.04.3 has a text applied from 1 February 2026 and the text
in force until 31 January 2026; the tie-break regulations C.07 change on another date
(1 March 2026), so the pairing edition is a setting of its own (`Tournament.pairing.edition`)
whose default follows the event's start date.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from arbiter_app.core.dates import read_date
from arbiter_app.core.model import Colour, System, Tournament
from arbiter_app.core.pairing.berger import draw_numbers, schedule
from arbiter_app.core.pairing.round import RoundPairing
from arbiter_app.core.settings import DUTCH_2025, DUTCH_2026, PairingSettings
from arbiter_app.core.system import infer_system

__all__ = [
    "DUTCH_2025",
    "DUTCH_2026",
    "EDITIONS",
    "BergerEngine",
    "Cancelled",
    "PairingEngine",
    "PairingError",
    "Progress",
    "berger_numbers",
    "colour_from_round_one",
    "default_edition",
    "draw_berger_numbers",
    "edition_of",
    "initial_colour",
    "text_in_force",
    "text_of",
    "unimplemented_text",
]

EDITIONS = (DUTCH_2026, DUTCH_2025)
DUTCH_2026_FROM = "2026-02-01"
# The 2017 text (the rewording presented at the 2016 Congress in Baku) applied from
# 1 July 2017; before it the Dutch rules of 2008 as amended in 2013, which no engine here
# implements (docs/texts-in-force.md).
DUTCH_2017_FROM = "2017-07-01"
# The texts in force by start date, newest first: (from, words, edition of our engine or None).
DUTCH_TEXTS: tuple[tuple[str, str, str | None], ...] = (
    (DUTCH_2026_FROM, "C.04.3 text applied from 1 February 2026", DUTCH_2026),
    (DUTCH_2017_FROM, "C.04.3 text of 1 July 2017 - 31 January 2026", DUTCH_2025),
    ("", "C.04.3 text in force before 1 July 2017 (2008 rules as amended in 2013)", None),
)

# progress(fraction done 0..1) -> False to ask the engine to stop
Progress = Callable[[float], bool]


class PairingError(Exception):
    """The round cannot be paired (no legal pairing, unfinished games, bad settings)."""


class Cancelled(PairingError):
    """The pairing was cancelled by the user."""


class PairingEngine(Protocol):
    """Pairs one round of a tournament from its history.

    `pair` reads the rounds before `round_no` and the records the arbiter pre-entered for
    `round_no` (requested byes, absences, withdrawals) and returns the round's boards. It never
    changes `t`; `pairing_edit` writes the result.
    """

    name: str

    def pair(
        self, t: Tournament, round_no: int, progress: Progress | None = None
    ) -> RoundPairing: ...


def text_in_force(t: Tournament) -> tuple[str, str | None]:
    """The C.04.3 text in force on the event's start date, in words, and the edition of the
    engine that implements it (None: no engine here does). No readable date, or one that
    could fall on either side of a change of text (`06/07/2017`): the newest."""
    found: str | None = None
    for since, _, _ in DUTCH_TEXTS[:-1]:
        found, _ambiguous = read_date(t.start_date, since)
        if found is None:
            break
    for since, words, edition in DUTCH_TEXTS:
        if found is None or found >= since:
            return words, edition
    raise AssertionError("the oldest text has no start")  # pragma: no cover


def text_of(edition: str) -> str:
    """The words of the text an engine edition implements."""
    return next(words for _, words, implemented in DUTCH_TEXTS if implemented == edition)


def default_edition(t: Tournament) -> str:
    """The engine edition for the event's start date: the one of the text in force, else
    (before 1 July 2017, no engine) the oldest one implemented, the text of 2017."""
    return text_in_force(t)[1] or DUTCH_2025


def unimplemented_text(t: Tournament) -> str | None:
    """The text in force, in words, when no engine implements it and no edition was chosen:
    what the commands and the window say before pairing or checking with another text."""
    if t.pairing.edition is not None:
        return None
    words, edition = text_in_force(t)
    return None if edition is not None else words


def edition_of(t: Tournament) -> str:
    """The pairing edition chosen for `t`, else the default from its dates."""
    chosen = t.pairing.edition
    return chosen if chosen in EDITIONS else default_edition(t)


def initial_colour(t: Tournament) -> Colour:
    """The initial colour (drawn by lot before round 1) as the tournament records it.

    From the pairing settings (which the TRF reader fills from the file's own TRF-26
    `152 W|B` or JaVaFo `XXC white1|black1` record); else read back from round 1
    (`colour_from_round_one`); else white.
    """
    chosen = t.pairing.initial_colour
    if chosen in ("white", "black"):
        return Colour.BLACK if chosen == "black" else Colour.WHITE
    return colour_from_round_one(t) or Colour.WHITE


def colour_from_round_one(t: Tournament) -> Colour | None:
    """The initial colour round 1 shows, when it has been paired.

    In round 1 nobody has a colour preference, so every game's colours follow the last rule
    (C.04.3 E.5, "If the higher ranked player has an odd pairing number, give him the
    initial-colour; otherwise give him the opposite colour"). The highest-ranked player with a
    game, start number s, holds the initial colour when his pairing number is odd: s itself in
    the text before 2026 (py4swiss), the running number among the players present, i.e. 1,
    in gacrux's reading for 2026 (see the report on the two engines' round-1 colours).
    """
    games = [
        (p.start_no, p.entry(1).colour)
        for p in t.players
        if p.entry(1).result.has_opponent and p.entry(1).colour is not Colour.NONE
    ]
    if not games:
        return None
    start_no, colour = min(games, key=lambda g: g[0])
    odd = start_no % 2 == 1 if edition_of(t) == DUTCH_2025 else True
    return colour if odd else colour.mirror


def berger_numbers(t: Tournament) -> dict[int, int]:
    """Start number → Berger number: the drawn numbers recorded in the settings, else the
    start-number order (1st player = 1, …)."""
    recorded = t.pairing.numbers()
    if recorded:
        return recorded
    return {p: i for i, p in enumerate(sorted(p.start_no for p in t.players), start=1)}


def draw_berger_numbers(t: Tournament, seed: int) -> tuple[tuple[int, int], ...]:
    """A drawing of lots for the Berger numbers, as recorded in the settings."""
    return PairingSettings.numbered(draw_numbers(sorted(p.start_no for p in t.players), seed))


class BergerEngine:
    """Round robins from the C.05 Annex 1 tables (double: second cycle colours reversed)."""

    name = "berger"

    def __init__(self, swap_last_two: bool = False) -> None:
        self.swap_last_two = swap_last_two

    def pair(self, t: Tournament, round_no: int, progress: Progress | None = None) -> RoundPairing:
        numbers = berger_numbers(t)
        by_number = {n: s for s, n in numbers.items()}
        double = infer_system(t) is System.DOUBLE_ROUND_ROBIN
        rounds = schedule(len(numbers), double=double, swap_last_two=self.swap_last_two)
        if not 1 <= round_no <= len(rounds):
            raise PairingError(f"a round robin of {len(numbers)} has {len(rounds)} rounds")
        r = rounds[round_no - 1]
        return RoundPairing(
            round_no,
            tuple((by_number[g.white], by_number[g.black]) for g in r.games),
            rest=() if r.bye is None else (by_number[r.bye],),
        )
