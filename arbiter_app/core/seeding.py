"""Start numbers by the initial ranking, and renumbering that keeps every result attached.

FIDE C.04.2 (General handling rules for Swiss tournaments, 2026) 2.2, initial ranking list:
the players are ordered by (1) strength (rating), (2) FIDE title in the order GM, IM, WGM,
FM, WIM, CM, WFM, WCM, no title, (3) alphabetically, unless the regulations announce another
criterion; the pairing numbers follow this order. Unrated players (rating 0) therefore come
after every rated one, ordered among themselves by title and name.

Which rating is the strength is the event's starting-rank method, one of the codes of TRF-2026
record 172 (FIDE Handbook, TRF26.pdf, "Tag 172 - Encoded Starting Rank Method", approved by
the FIDE Council 12/05/2025, applied from 01/09/2025): `FIDE` FIDE rating only; `NRO`
national rating only; `FIDON` FIDE rating if defined, otherwise national rating; `NIDOF`
national rating if defined, otherwise FIDE rating; `HBFN` highest between FIDE and national
rating; `LBFN` lowest between FIDE and national rating; `OTHER` any other uncodified ranking
method. A rating of 0 is not defined: `HBFN` and `LBFN` compare the defined ratings only (the
lowest of a 1500 and no rating is 1500: the text compares two ratings, and an undefined one is
not a rating); `OTHER` is the arbiter's own order, so it keeps the players in their present
order (the list as entered). The method is kept in the event (`Tournament.ratings.seeding`).

C.04.2 2.3: "This ranking is used to determine the participant's Tournament Pairing Number
(TPN) ... If, for any reason, the data used to determine the rankings were not correct, they
can be adjusted at any time. The TPNs may be reassigned accordingly to the corrections. No
modification of a TPN for this reason is allowed after the fourth round has been paired."
Regenerating or exchanging start numbers after that is the gate `RENUMBER_AFTER_ROUND_4`
(`renumber_asks`: refused in FIDE mode, a two-step confirmation outside it), met by every edit
that changes the order of the players numbered before (`app.steps.checked`, both faces); the
late entries' definitive numbers (2.5) keep that order and pass.

C.04.2 2.4: "A Late Entry is a participant who is only taken into account for the pairing of
rounds after the first. If admitted to the tournament, Late Entries receive no points for
unplayed rounds (unless the rules of the tournament say otherwise), and are given an
appropriate TPN and paired only when they actually arrive." C.04.2 2.5: "Due to late
entries, the TPNs given at the start of the tournament are provisional. The definitive TPNs
are given only when the List of Participants is closed, and corrections made accordingly in
the results charts." (2026 handbook, Article 2 "Initial Order and Late Entries", as quoted
in public pairing-engine notes.) So a player registered after round 1 has been paired is a
late entry (`LATE_FLAG`): `admit` registers them with no game in the rounds before (no
points, 2.4) and gives them the appropriate TPN on arrival: the place the initial ranking
(2.2) gives them among the players already numbered, whose order stays as it is (they move
down one number each below it; their results go with them, as 2.5 says of the charts). The
order of the others is not touched (reordering them for a corrected rating is 2.3's
reassignment, `Renumber`, and not after round 4); with `OTHER` (the arbiter's own order) a
late entry takes the next number. `CloseEntries` closes the list: until round 4 has been
paired it is the full initial ranking again; after that (2.3 forbids reordering for
corrections, 2.5 still gives late entries their definitive numbers) each late entry goes
where the initial ranking puts it among the others, whose order stays as it is.

`Renumber` is the core edit behind "assign start numbers": it gives every player their position
in that order (or any order given) as start number and rewrites every opponent reference in
every round, so the crosstable reads exactly as before with new numbers; `revert` restores the
numbers and the list as they were.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from msgspec.structs import replace

from arbiter_app.core.edits import AddPlayer, AmendSettings, Batch, Changes, Edit, EditError
from arbiter_app.core.model import ManualPairing, Player, RoundEntry, Tournament
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.vocabulary.levels import Ask, Gate

METHODS = ("FIDE", "NRO", "FIDON", "NIDOF", "HBFN", "LBFN", "OTHER")  # TRF-26 record 172
LAST_ROUND_RENUMBERED = 3  # C.04.2 2.3: until round 4 has been paired
LATE_FLAG = "late-entry"  # Player.flags: registered after round 1 was paired (C.04.2 2.5)
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")  # C.04.2 initial ranking
_TITLE_ALIASES = {"G": "GM", "M": "IM", "WG": "WGM", "F": "FM", "WM": "WIM", "C": "CM",
                  "WF": "WFM", "WC": "WCM"}  # fmt: skip  # TRF-16 one/two-letter titles


def canonical_title(title: str) -> str:
    """The full code of a title (TRF-16's `g` is GM); other text upper-cased as it is."""
    t = title.strip().upper()
    return _TITLE_ALIASES.get(t, t)


def title_rank(title: str) -> int:
    t = canonical_title(title)
    return TITLE_ORDER.index(t) if t in TITLE_ORDER else len(TITLE_ORDER)


def strength(p: Player, method: str) -> int:
    """The rating a record-172 `method` ranks `p` by (0: none)."""
    fide, national = p.rating, p.national_rating
    if method == "NRO":
        return national
    if method == "FIDON":
        return fide or national
    if method == "NIDOF":
        return national or fide
    defined = [r for r in (fide, national) if r > 0]
    if method == "HBFN":
        return max(defined, default=0)
    if method == "LBFN":
        return min(defined, default=0)
    return fide  # FIDE (OTHER does not rank: `initial_order`)


def seeding_method(t: Tournament) -> str:
    value = t.ratings.seeding
    return value if value in METHODS else "FIDE"


def alphabetical_key(name: str) -> str:
    """Accents and case do not decide the alphabetical order (Ö sorts as O)."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _rank_key(p: Player, method: str) -> tuple[int, int, str]:
    return (-strength(p, method), title_rank(p.title), alphabetical_key(p.name))


def initial_order(players: Sequence[Player], method: str = "FIDE") -> list[Player]:
    """The C.04.2 2.2 initial ranking: rating by `method` (highest first), title, name;
    `OTHER`: the players' present order."""
    if method not in METHODS:
        raise EditError(f"unknown starting-rank method {method!r} (TRF-26 record 172)", None)
    if method == "OTHER":
        return sorted(players, key=lambda p: p.start_no)
    return sorted(players, key=lambda p: (*_rank_key(p, method), p.start_no))


def closing_order(t: Tournament, method: str | None = None) -> list[int]:
    """Start numbers in the order the closed list of participants gives (C.04.2 2.5; module
    docstring): until round 4 has been paired the initial ranking; after that the players
    numbered before keep their order and each late entry goes before the first of them the
    initial ranking puts below it."""
    method = method or seeding_method(t)
    if renumber_refusal(t) is None or method == "OTHER":
        return [p.start_no for p in initial_order(t.players, method)]
    kept = sorted((p for p in t.players if LATE_FLAG not in p.flags), key=lambda p: p.start_no)
    late = [p for p in t.players if LATE_FLAG in p.flags]
    return [p.start_no for p in _placed(kept, late, method)]


def _placed(kept: list[Player], late: Sequence[Player], method: str) -> list[Player]:
    """`kept` (in their order) with each of `late` before the first of them the initial
    ranking puts below it."""
    out = list(kept)
    for p in initial_order(late, method):
        key = _rank_key(p, method)
        at = next((i for i, q in enumerate(out) if _rank_key(q, method) > key), len(out))
        out.insert(at, p)
    return out


def admit(t: Tournament, players: Sequence[Player]) -> tuple[Edit, list[Player]]:
    """The edit that registers `players` (numbered from the next free start number on), one
    step, and the players as it numbers them. Before round 1 is paired they are added as
    they are (the arbiter renumbers by the initial ranking, `Renumber`); after, they are late
    entries (C.04.2 2.4, module docstring): marked, and each given the place the initial
    ranking gives it among the players already numbered, who keep their order."""
    marked = [late_entry(t, p) for p in players]
    adds: list[Edit] = [AddPlayer(p) for p in marked]
    numbered = sorted(t.players, key=lambda p: p.start_no)
    mapping = {p.start_no: p.start_no for p in marked}
    method = seeding_method(t)
    # A team event's players are numbered by the teams' board order (C.04.6), not by 2.4.
    if t.rounds_paired and method != "OTHER" and t.teams is None:
        order = _placed(numbered, marked, method)
        if order != numbered + marked:  # a late entry's place is above the last player
            mapping = {p.start_no: n for n, p in enumerate(order, start=1)}
            adds.append(Renumber([p.start_no for p in order]))
    edit = adds[0] if len(adds) == 1 else Batch(tuple(adds), "add-players")
    return edit, [replace(p, start_no=mapping[p.start_no]) for p in marked]


def late_entry(t: Tournament, p: Player) -> Player:
    """`p`, to be registered now, marked as a late entry when round 1 has been paired."""
    return replace(p, flags=p.flags | {LATE_FLAG}) if t.rounds_paired else p


def has_late_entries(t: Tournament) -> bool:
    return any(LATE_FLAG in p.flags for p in t.players)


def renumber_refusal(t: Tournament) -> str | None:
    """Why start numbers may not change now (C.04.2 2.3), or None."""
    if t.rounds_paired > LAST_ROUND_RENUMBERED:
        return (
            f"start numbers cannot change once round {LAST_ROUND_RENUMBERED + 1} has been "
            "paired (C.04.2 2.3)"
        )
    return None


def who(p: Player) -> tuple[str, str, str]:
    """A player whatever their start number (renumbering keeps everything else)."""
    return (p.name, p.fide_id, p.birth_date)


def renumber_asks(before: Tournament, after: Tournament) -> list[Ask]:
    """RENUMBER_AFTER_ROUND_4 when a step taken once round 4 has been paired changes the order
    of the players numbered before it (C.04.2 2.3; a late entry's number, 2.4-2.5, keeps that
    order and passes). Players present on one side only (added, removed, renamed) are left
    out of the comparison."""
    if before.rounds_paired <= LAST_ROUND_RENUMBERED:
        return []
    if len(before.players) == len(after.players) and all(
        x is y or (x.start_no == y.start_no and who(x) == who(y))
        for x, y in zip(before.players, after.players, strict=True)
    ):
        return []  # (every edit but a renumbering: no player changed number)
    kept = {who(p) for p in before.players if LATE_FLAG not in p.flags}
    now = {who(p) for p in after.players}

    def order(t: Tournament, keep: set[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        return [who(p) for p in sorted(t.players, key=lambda p: p.start_no) if who(p) in keep]

    if order(before, kept & now) == order(after, kept & now):
        return []
    fide = before.fide_mode.on
    return [Gate.RENUMBER_AFTER_ROUND_4.ask(fide, round=paired_rounds(before))]


class SetSeeding(AmendSettings):
    """Set the event's starting-rank method (a TRF-26 record-172 code)."""

    label = "seeding"
    part = "ratings"

    def __init__(self, method: str) -> None:
        if method not in METHODS:
            raise EditError(f"unknown starting-rank method {method!r} (TRF-26 record 172)")
        super().__init__(seeding=method)


class Renumber(Edit):
    """Give the players the start numbers 1, 2, … in `order` (start numbers; default the
    C.04.2 initial ranking by the event's starting-rank method, or `method`). Results stay with
    their players. Once round 4 has been paired it meets the gate `renumber_asks` names
    (C.04.2 2.3)."""

    label = "renumber"

    def __init__(self, order: Sequence[int] | None = None, method: str | None = None) -> None:
        self.order = None if order is None else list(order)
        self.method = method
        self._before: list[Player] | None = None
        self._lists: tuple[tuple[tuple[int, int], ...], tuple[ManualPairing, ...]] = ((), ())

    def apply(self, t: Tournament) -> Changes:
        method = self.method or seeding_method(t)
        order = self.order or [p.start_no for p in initial_order(t.players, method)]
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


class CloseEntries(Edit):
    """Close the list of participants: definitive start numbers (`closing_order`) and the late
    entries' marks cleared, results kept with their players; one edit."""

    label = "close-entries"

    def __init__(self, method: str | None = None) -> None:
        self.method = method
        self._renumber: Renumber | None = None
        self._before: list[Player] = []

    def apply(self, t: Tournament) -> Changes:
        order = closing_order(t, self.method)
        self._before = list(t.players)
        _replace_all(t, [replace(p, flags=p.flags - {LATE_FLAG}) for p in t.players])
        self._renumber = Renumber(order, self.method)
        try:
            return self._renumber.apply(t)
        except EditError:
            _replace_all(t, self._before)
            raise

    def revert(self, t: Tournament) -> Changes:
        if self._renumber is None:  # pragma: no cover - revert without apply
            raise EditError("nothing to revert", None)
        changes = self._renumber.revert(t)
        _replace_all(t, self._before)
        return changes


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
