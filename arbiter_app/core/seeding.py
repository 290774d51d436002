"""Start numbers by the initial ranking, and renumbering that keeps every result attached.

FIDE C.04.2 (General handling rules for Swiss tournaments), initial ranking list: the players
are ordered by (1) strength (rating), (2) FIDE title in the order GM, IM, WGM, FM, WIM, CM,
WFM, WCM, no title, (3) alphabetically, unless the regulations announce another criterion; the
pairing numbers follow this order. Unrated players (rating 0) therefore come after every rated
one, ordered among themselves by title and name.

`Renumber` is the core edit behind "assign start numbers": it gives every player their position
in that order (or any order given) as start number and rewrites every opponent reference in
every round, so the crosstable reads exactly as before with new numbers; `revert` restores the
numbers and the list as they were.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import replace

from arbiter_app.core.edits import Changes, Edit, EditError
from arbiter_app.core.model import ManualPairing, Player, RoundEntry, Tournament

TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")  # C.04.2 initial ranking
_TITLE_ALIASES = {"G": "GM", "M": "IM", "WG": "WGM", "F": "FM", "WM": "WIM", "C": "CM",
                  "WF": "WFM", "WC": "WCM"}  # fmt: skip  # TRF-16 one/two-letter titles


def title_rank(title: str) -> int:
    t = title.strip().upper()
    t = _TITLE_ALIASES.get(t, t)
    return TITLE_ORDER.index(t) if t in TITLE_ORDER else len(TITLE_ORDER)


def alphabetical_key(name: str) -> str:
    """Accents and case do not decide the alphabetical order (Ö sorts as O)."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def initial_order(players: Sequence[Player]) -> list[Player]:
    """The C.04.2 initial ranking: rating (highest first), title, name."""
    return sorted(
        players,
        key=lambda p: (-p.rating, title_rank(p.title), alphabetical_key(p.name), p.start_no),
    )


class Renumber(Edit):
    """Give the players the start numbers 1, 2, … in `order` (start numbers; default the
    C.04.2 initial ranking). Results stay with their players."""

    label = "renumber"

    def __init__(self, order: Sequence[int] | None = None) -> None:
        self.order = None if order is None else list(order)
        self._before: list[Player] | None = None
        self._lists: tuple[tuple[tuple[int, int], ...], tuple[ManualPairing, ...]] = ((), ())

    def apply(self, t: Tournament) -> Changes:
        order = self.order or [p.start_no for p in initial_order(t.players)]
        if sorted(order) != sorted(p.start_no for p in t.players):
            raise EditError("the new order must name every player once", None)
        mapping = {old: new for new, old in enumerate(order, start=1)}
        self._before = list(t.players)
        self._lists = (t.prohibited, t.manual_pairings)
        renumbered = [_renumbered(t.player(old), mapping) for old in order]
        _replace_all(t, renumbered)
        # The prohibited pairs and manual-pairing records name players by start number too.
        t.prohibited = tuple(sorted(_pair(mapping, a, b) for a, b in t.prohibited))
        t.manual_pairings = tuple(
            replace(
                x,
                white=mapping.get(x.white, x.white),
                black=None if x.black is None else mapping.get(x.black, x.black),
            )
            for x in t.manual_pairings
        )
        return Changes(frozenset(mapping) | frozenset(mapping.values()), frozenset(), True)

    def revert(self, t: Tournament) -> Changes:
        if self._before is None:  # pragma: no cover - revert without apply
            raise EditError("nothing to revert", None)
        touched = frozenset(p.start_no for p in t.players) | {p.start_no for p in self._before}
        _replace_all(t, self._before)
        t.prohibited, t.manual_pairings = self._lists
        self._before = None
        return Changes(touched, frozenset(), True)


def _pair(mapping: dict[int, int], a: int, b: int) -> tuple[int, int]:
    a, b = mapping.get(a, a), mapping.get(b, b)
    return (min(a, b), max(a, b))


def _renumbered(p: Player, mapping: dict[int, int]) -> Player:
    rounds = tuple(
        e
        if e.opponent is None
        else RoundEntry(mapping.get(e.opponent, e.opponent), e.colour, e.result)
        for e in p.rounds
    )
    return replace(p, start_no=mapping[p.start_no], rounds=rounds)


def _replace_all(t: Tournament, players: list[Player]) -> None:
    # The whole list at once (the model rebuilds its start-number index on the next lookup);
    # removing and adding one by one would be quadratic in a big event.
    t.players[:] = players
    t.__dict__.pop("_index", None)
