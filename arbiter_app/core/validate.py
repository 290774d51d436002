"""Consistency checks: every inconsistency in a tournament as a typed finding (data, not prose).

A finding names its kind, the player and the round, and carries its details as data
(`message_args`), so the GUI can translate and highlight it and the CLI can point at the TRF
line. The kinds, their severities and their words are one table, `core.vocabulary.findings`.

Two levels of check:
- *record* findings (`RECORD_KINDS`): about one player's records, owned by that player
  (`Finding.start_no`); each depends only on the owner's records and those of the opponents the
  owner's records name (a claimed-twice finding is owned by the player named). The whole list of
  them costs one pass over the records, and `validate_players` gives those of some players only
  (with `revalidate`, the findings after an edit without checking everybody again);
- *event* findings (`core.validate_event`): the round-wide and file-wide checks (pairing-allocated
  byes per round, rounds beyond the planned number, the rank column, the player count, rating
  criteria with unrated players).

Everything is linear in the number of records (the rank check adds a sort of the players, and
the standings when the file declares a tie-break list).
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterable, Sequence
from collections.abc import Set as AbstractSet
from fractions import Fraction
from itertools import compress, repeat
from operator import attrgetter, contains, eq, is_not, methodcaller, mul, ne, truth
from typing import TYPE_CHECKING

from arbiter_app.core import rules as rules_mod
from arbiter_app.core.collector import collector_paused
from arbiter_app.core.model import (
    NOT_PAIRED,
    Colour,
    Player,
    Result,
    RoundEntry,
    System,
    Tournament,
)
from arbiter_app.core.records import FlatRecords
from arbiter_app.core.scores import points_in_unit
from arbiter_app.core.standings import Standings
from arbiter_app.core.system import resolve_system
from arbiter_app.core.validate_columns import RecordColumns, record_columns
from arbiter_app.core.vocabulary.findings import Arg, Finding, FindingKind, Severity
from arbiter_app.core.vocabulary.results import LAWS_UNEQUAL

if TYPE_CHECKING:  # (the team checks: imported for a team event only)
    from arbiter_app.core.teams.lineups import TeamChecks

__all__ = [
    "RECORD_KINDS",
    "Finding",
    "FindingKind",
    "Severity",
    "allowed_meetings",
    "revalidate",
    "validate",
    "validate_players",
]

K = FindingKind
RECORD_KINDS = frozenset(
    {
        K.SELF_PAIRED,
        K.UNKNOWN_OPPONENT,
        K.OPPONENT_DISAGREES,
        K.COLOUR_NOT_MIRRORED,
        K.RESULT_NOT_MIRRORED,
        K.CLAIMED_TWICE,
        K.MISSING_OPPONENT,
        K.UNEXPECTED_OPPONENT,
        K.POINTS_MISMATCH,
        K.PLAYED_AFTER_WITHDRAWAL,
        K.REPEATED_PAIRING,
        K.BYE_NOT_ALLOWED,
    }
)

_result_of = attrgetter("result")
_OPPONENT = attrgetter("opponent")
_ROUNDS = attrgetter("rounds")

# Per-member tables of the model's enum properties, so the loop over every (player, round)
# does dict/set lookups instead of property calls (1,500 x 11 records in a big open).
_WITH_OPPONENT = frozenset(r for r in Result if r.has_opponent)
_PLAYED = frozenset(r for r in Result if r.is_played)
# What counts as two players meeting: a game played, or paired to be played (pending,
# postponed). A forfeit is no game played (C.04.3 A.6 counts "games played"; the pairing
# checker, `core.pairing.checker`, treats it the same): the two may be paired again.
_MEETS = frozenset(r for r in Result if r.has_opponent and not r.is_forfeit)
_RESULT_MIRROR = {r: r.mirror for r in Result}
_COLOUR_MIRROR = {c: c.mirror for c in Colour}

# Byes a round robin has no place for, per rule set (resolved name; "*" for every other one).
# C.07 15.2: with pre-determined pairings "forfeit wins and losses [are] the only possible
# unplayed rounds"; requested byes (half- and full-point) are defined for Swiss events only
# (C.07 16.1.1, C.04.1). A pairing-allocated bye is the rest round of an odd field (C.05
# Annex 1: the player drawn against the dummy number), and a zero-point bye or no pairing is an
# absence (or a withdrawal), so those stay allowed. None of the rule sets carried here (FIDE 2026,
# 2024, legacy 2009, SSF, DrawBoss) defines requested byes for round robins; a federation that
# does gets its own entry.
ROUND_ROBIN_BYES_NOT_ALLOWED: dict[str, frozenset[Result]] = {
    "*": frozenset({Result.HALF_BYE, Result.FULL_BYE}),
}


def allowed_meetings(t: Tournament, system: System) -> int:
    """How often the system pairs the same two players: twice in a double round robin or a
    double Swiss (an event whose type or name says so), else once (C.04.1 B.1: "two
    participants shall not play against each other more than once"; C.05 double Berger)."""
    if system is System.DOUBLE_ROUND_ROBIN:
        return 2
    words = f"{t.type_text} {t.name}".lower()
    if system is System.SWISS and "double" in words and "swiss" in words:
        return 2
    return 1


def _points_in_unit(t: Tournament) -> tuple[dict[Result, int], int]:
    """Points per result as integers of a common `unit` (`core.scores.points_in_unit`)."""
    return points_in_unit(t)


def _scoring_name(t: Tournament) -> str:
    from arbiter_app.core.vocabulary.findings import show

    s = t.scoring
    return "-".join(str(v) if v.denominator == 1 else show(v) for v in (s.win, s.draw, s.loss))


class _Checker:
    """What the record checks share: the lookup, the event's system and rules, the scoring."""

    def __init__(self, t: Tournament, system: System | None = None) -> None:
        self.t = t
        self.by_start = {p.start_no: p for p in t.players}  # as t.player(): the last one wins
        if system is None:
            system = resolve_system(t)[0]
        self.allowed = allowed_meetings(t, system)
        try:
            self.rules = rules_mod.resolve(t).name
        except ValueError:
            self.rules = t.rules or ""
        self.no_byes: frozenset[Result] = (
            ROUND_ROBIN_BYES_NOT_ALLOWED.get(self.rules, ROUND_ROBIN_BYES_NOT_ALLOWED["*"])
            if system.is_round_robin
            else frozenset()
        )
        self.unit_points: dict[Result, int] | None = None
        self.unit = 1

    def player(self, p: Player, out: list[Finding]) -> None:
        """The record findings owned by `p` (claimed-twice aside), appended to `out`."""
        s = p.start_no
        after = p.withdrawn_after
        by_start = self.by_start
        with_opponent, played, meets = _WITH_OPPONENT, _PLAYED, _MEETS
        no_byes = self.no_byes
        met: dict[int, list[int]] | None = None
        r = 0
        for e in p.rounds:
            r += 1
            result = e.result
            if after is not None and r > after and result in played:
                out.append(Finding(K.PLAYED_AFTER_WITHDRAWAL, s, r, (("after", after),)))
            o = e.opponent
            if o is None:
                if result in with_opponent:
                    args: tuple[tuple[str, Arg], ...] = (("result", result.value),)
                    out.append(Finding(K.MISSING_OPPONENT, s, r, args))
                elif result in no_byes:
                    args = (("result", result.value), ("rules", self.rules))
                    out.append(Finding(K.BYE_NOT_ALLOWED, s, r, args))
                continue
            if result not in with_opponent:
                args = (("result", result.value), ("opponent", o))
                out.append(Finding(K.UNEXPECTED_OPPONENT, s, r, args))
                continue
            if o == s:
                out.append(Finding(K.SELF_PAIRED, s, r))
                continue
            q = by_start.get(o)
            if q is None:
                out.append(Finding(K.UNKNOWN_OPPONENT, s, r, (("opponent", o),)))
                continue
            if s < o and result in meets:  # counted from the lower start number
                if met is None:
                    met = defaultdict(list)
                met[o].append(r)
            their_rounds = q.rounds
            theirs = their_rounds[r - 1] if r <= len(their_rounds) else NOT_PAIRED
            if theirs.opponent != s:
                args = (("opponent", o), ("their_opponent", theirs.opponent), ("player", s))
                out.append(Finding(K.OPPONENT_DISAGREES, s, r, args))
                continue
            if s > o:
                continue  # the pair was checked from the lower start number
            if theirs.colour is not _COLOUR_MIRROR[e.colour]:
                args = (
                    ("colour", e.colour.name.lower()),
                    ("their_colour", theirs.colour.name.lower()),
                    ("opponent", o),
                )
                out.append(Finding(K.COLOUR_NOT_MIRRORED, s, r, args))
            # ½-0, 0-½ and 0-0 are results the Laws know (art. 12.9.7): the records agree.
            if theirs.result is not _RESULT_MIRROR[result] and (
                (result, theirs.result) not in LAWS_UNEQUAL
            ):
                args = (
                    ("result", result.value),
                    ("their_result", theirs.result.value),
                    ("opponent", o),
                )
                out.append(Finding(K.RESULT_NOT_MIRRORED, s, r, args))
        if met is not None:
            allowed = self.allowed
            for o, rounds in met.items():
                if len(rounds) > allowed:
                    args = (
                        ("opponent", o),
                        ("count", len(rounds)),
                        ("rounds", tuple(rounds)),
                        ("allowed", allowed),
                    )
                    out.append(Finding(K.REPEATED_PAIRING, s, rounds[allowed], args))
        in_file = p.points_in_file
        if in_file is not None:
            if self.unit_points is None:
                self.unit_points, self.unit = _points_in_unit(self.t)
            unit = self.unit
            total = sum(map(self.unit_points.__getitem__, map(_result_of, p.rounds)))
            # in_file == total / unit (+ the arbiter's bonus or penalty), in integers
            results = in_file - p.bonus
            if results.numerator * unit != total * results.denominator:
                args = (
                    ("in_file", in_file),
                    ("computed", Fraction(total, unit) + p.bonus),
                    ("scoring", _scoring_name(self.t)),
                )
                out.append(Finding(K.POINTS_MISMATCH, s, None, args))

    def suspects(self, players: list[Player], columns: RecordColumns) -> tuple[set[int], list[int]]:
        """The players whose records may have findings (`player`), a superset found by columns,
        and the rounds in which some opponent may be named twice (claims to look at).

        A player none of whose records fails these has no record finding: each record names
        no opponent with a result that needs none (and no bye the system has no place for), or
        names a known player other than himself whose record of that round names him back
        with the mirrored colour and result; no two records of his name the same opponent (no
        rematch at all); he has not withdrawn; his points column is his results' total. Every
        other player is checked one by one, as before. In a round whose every record is
        named back, no opponent is named twice (two naming him would be named back both)."""
        starts = columns.starts
        n = columns.count
        position = dict(zip(starts, range(n), strict=True))
        if len(position) < n:  # a start number twice: the lookup is the last one's
            return set(starts), list(range(1, len(columns.entries) + 1))
        suspects = set(compress(starts, map(is_not, map(_WITHDRAWN, players), repeat(None))))
        claims: list[int] = []
        places = list(range(n))
        for r, (column, opponents, results, played) in enumerate(
            zip(columns.entries, columns.opponents, columns.results, columns.played, strict=True),
            start=1,
        ):
            if not self._round_agrees(opponents, results, played, position, places):
                claims.append(r)
                suspects.update(self._round_suspects(column, starts, position))
        suspects.update(self._rematches(columns))
        suspects.update(self._points_off(players, columns))
        return suspects, claims

    def _round_agrees(
        self,
        opponents: list[int | None],
        results: list[Result],
        played: list[tuple[Colour, Result]],
        position: dict[int, int],
        places: list[int],
    ) -> bool:
        """Whether `player` finds nothing in any record of a round's column, in C: each
        record's partner is the place of his opponent in the file, or his own place when he
        names none (then his result must need none, and the mirror of his colour and result
        is themselves)."""
        partner: list[int] = list(map(position.get, opponents, places))  # type: ignore[arg-type]
        alone = list(map(eq, partner, places))
        if alone.count(True) != opponents.count(None):
            return False  # paired with himself, or an unknown opponent
        if list(map(_WITHOUT_OPPONENT.__contains__, results)) != alone:
            return False  # an opponent with a bye, a game without one
        if self.no_byes and any(map(self.no_byes.__contains__, results)):
            return False
        if list(map(partner.__getitem__, partner)) != places:
            return False  # an opponent who names someone else
        return list(map(played.__getitem__, partner)) == list(map(_MIRRORED.__getitem__, played))

    def _rematches(self, columns: RecordColumns) -> set[int]:
        """The players who name an opponent in more than one round (both of them named)."""
        if not columns.opponents:
            return set()
        # Per player, his opponents over the rounds: as many as his rounds with an opponent,
        # plus one None for all those without, when no opponent recurs.
        by_player = list(zip(*columns.opponents, strict=True))
        distinct = sum(map(len, map(set, by_player)))
        absent = sum(map(methodcaller("count", None), columns.opponents))
        some_absent = sum(map(contains, by_player, repeat(None)))
        if distinct == len(by_player) * len(columns.opponents) - absent + some_absent:
            return set()
        counted = Counter(
            itertools.chain.from_iterable(
                compress(
                    zip(columns.starts, opponents, strict=True),
                    map(is_not, opponents, repeat(None)),
                )
                for opponents in columns.opponents
            )
        )
        out: set[int] = set()
        for (s, o), count in counted.items():
            if count > 1 and o is not None:
                out.update((s, o))
        return out

    def _round_suspects(
        self, column: tuple[RoundEntry, ...], starts: list[int], position: dict[int, int]
    ) -> set[int]:
        """The players a round's column shows something about, looked at record by record:
        the record's owner, and both players of a game whose records do not mirror."""
        out: set[int] = set()
        needs_opponent = _WITH_OPPONENT.__contains__
        for s, e in zip(starts, column, strict=True):
            o = e.opponent
            result = e.result
            if o is None:
                if needs_opponent(result) or result in self.no_byes:
                    out.add(s)
                continue
            j = position.get(o)
            if j is None or o == s or not needs_opponent(result):
                out.add(s)
                continue
            q = column[j]
            if (
                q.opponent != s
                or q.colour is not _COLOUR_MIRROR[e.colour]
                or q.result is not _RESULT_MIRROR[result]
            ):
                out.update((s, o))
        return out

    def _points_off(self, players: list[Player], columns: RecordColumns) -> list[int]:
        """The players whose points column may not be their results' total (+ bonus)."""
        in_file = list(map(_IN_FILE, players))
        given = list(map(is_not, in_file, repeat(None)))  # (not count(None): Fraction.__eq__)
        if not any(given):
            return []
        if self.unit_points is None:
            self.unit_points, self.unit = _points_in_unit(self.t)
        totals = columns.totals(players, self.unit_points, len(columns.entries))
        off = list(compress(columns.starts, map(truth, map(_BONUS, players))))  # (rare)
        claimed = list(compress(in_file, given))
        unit = self.unit
        # in_file == total / unit, in integers: in_file's numerator * unit == total * its
        # denominator (ints compared in C, the Fractions' parts read once each)
        left = list(map(mul, map(_NUMERATOR, claimed), repeat(unit)))
        right = list(map(mul, compress(totals, given), map(_DENOMINATOR, claimed)))
        if left != right:
            off.extend(compress(compress(columns.starts, given), map(ne, left, right)))
        return off


_WITHOUT_OPPONENT = frozenset(r for r in Result if not r.has_opponent)
# The colour and result the opponent's record of a game holds (his own for no game: a record
# without an opponent is its own partner in `_round_agrees`).
_MIRRORED = {
    (c, r): (c.mirror, r.mirror) if r.has_opponent else (c, r) for c in Colour for r in Result
}
_WITHDRAWN = attrgetter("withdrawn_after")
_IN_FILE = attrgetter("points_in_file")
_BONUS = attrgetter("bonus")
_NUMERATOR = attrgetter("numerator")
_DENOMINATOR = attrgetter("denominator")
_NOTHING = object()  # (the sentinel after a column: no colour or result is it)


def _round_claims(r: int, column: tuple[RoundEntry, ...], starts: list[int]) -> list[Finding]:
    """The claimed-twice findings of round `r` (as `_claims` finds them), from its column."""
    claimants: dict[int, list[int]] = {}
    for s, e in zip(starts, column, strict=True):
        o = e.opponent
        if o is not None and o != s and e.result in _WITH_OPPONENT:
            claimants.setdefault(o, []).append(s)
    return [
        Finding(K.CLAIMED_TWICE, o, r, (("claimed_by", tuple(sorted(claimants[o]))),))
        for o in sorted(claimants)
        if len(claimants[o]) > 1
    ]


_CHUNK = 256


def naming(players: list[Player], targets: AbstractSet[int]) -> list[Player]:
    """The players (in list order) whose records name one of `targets` as opponent.

    Looked for a block of players at a time, in C (`isdisjoint` over the chained opponents):
    after an edit only a handful of players name the edited ones, and one Python-level step per
    player would cost more than the whole check."""
    out: list[Player] = []
    chain = itertools.chain.from_iterable

    def look(block: list[Player]) -> None:
        if targets.isdisjoint(map(_OPPONENT, chain(map(_ROUNDS, block)))):
            return
        if len(block) <= 8:
            out.extend(p for p in block if not targets.isdisjoint(map(_OPPONENT, p.rounds)))
            return
        half = len(block) // 2  # halve the block until the few players that name one
        look(block[:half])
        look(block[half:])

    for i in range(0, len(players), _CHUNK):
        look(players[i : i + _CHUNK])
    return out


def _claims(players: Iterable[Player], targets: AbstractSet[int] | None = None) -> list[Finding]:
    """Claimed-twice findings: opponents named by several players in one round (all of them
    named), for every opponent or only those in `targets`; sorted by (round, opponent)."""
    # One dict per round keyed by the opponent (ints: no tuple per record); only the
    # claims after the first are collected.
    first: list[dict[int, int]] = []
    more: dict[tuple[int, int], list[int]] = {}
    with_opponent = _WITH_OPPONENT
    if targets is not None:
        players = naming(list(players), targets)
    for p in players:
        s = p.start_no
        while len(first) < len(p.rounds):
            first.append({})
        r = 0
        for e in p.rounds:
            o = e.opponent
            r += 1
            if o is None or o == s or e.result not in with_opponent:
                continue
            if targets is not None and o not in targets:
                continue
            claimant = first[r - 1].setdefault(o, s)
            if claimant != s:
                more.setdefault((r, o), [claimant]).append(s)
    return [
        Finding(K.CLAIMED_TWICE, o, r, (("claimed_by", tuple(sorted(more[(r, o)]))),))
        for r, o in sorted(more)
    ]


def validate(
    t: Tournament,
    standings: Standings | None = None,
    teams: TeamChecks | None = None,
    records: FlatRecords | None = None,
) -> list[Finding]:
    """Every inconsistency in `t`: per player and round in file order, then per round, then
    about the event. `standings`, if given, are `t`'s own (saves computing them for the rank
    check); `teams`: what a live check of a team event keeps (`TeamChecks`); `records`: the
    records as the ranking read them (`core.records`; used if they are `t`'s players')."""
    from arbiter_app.core.validate_event import event_findings

    with collector_paused():
        checker = _Checker(t)
        findings: list[Finding] = []
        players = t.players
        columns = record_columns(players, records)
        suspects, claims = checker.suspects(players, columns)
        for p in compress(players, map(suspects.__contains__, columns.starts)):
            checker.player(p, findings)
        for r in claims:
            findings.extend(_round_claims(r, columns.entries[r - 1], columns.starts))
        findings.extend(event_findings(t, standings, teams=teams, columns=columns))
    return findings


def validate_players(
    t: Tournament, start_nos: Collection[int], system: System | None = None
) -> list[Finding]:
    """The record findings (`RECORD_KINDS`) of `validate(t)` owned by the players `start_nos`,
    in the same order. Costs the records of those players plus one look at every record (for
    the claims on them). `system`: `t`'s resolved system, if the caller has it."""
    wanted = set(start_nos)
    checker = _Checker(t, system)
    findings: list[Finding] = []
    for p in t.players:
        if p.start_no in wanted:
            checker.player(p, findings)
    findings.extend(_claims(t.players, wanted))
    return findings


def revalidate(
    t: Tournament,
    old: Sequence[Finding],
    changed: Collection[int],
    system: System,
    system_before: System,
    standings: Standings | None = None,
    rounds: Collection[int] | None = None,
    teams: TeamChecks | None = None,
) -> list[Finding]:
    """The findings of `t` after an edit that replaced the records of the players `changed`,
    from the findings `old` of the state before: the record findings of the players the edit
    can concern are checked again, every other record finding is kept, and the event findings
    are made again (`validate_event`; pass `t`'s `standings` when the file has a rank column).

    Equal to `validate(t)` as a collection (the order may differ). The settings must be those
    `old` was made with; `system` and `system_before` are the resolved systems (as the
    standings give them) now and before: when the edit changed it (a round robin completed),
    everything is checked again. `rounds`: the rounds in which the edit changed those records
    (an edit's `Changes.rounds`), when known: then only those rounds are looked at. `teams`:
    the last team check of the event (`TeamChecks`: only the changed teams are checked)."""
    from arbiter_app.core.validate_event import event_findings

    if system is not system_before:
        return validate(t, teams=teams)
    if rounds is not None:
        with collector_paused():
            return _revalidate_rounds(t, old, set(changed), set(rounds), system, standings, teams)

    changed = set(changed)
    # A record finding of player x depends on x's records and those of the players x's
    # records name: redo x when x changed or names a changed player now (an unchanged x
    # named the same players before). Claims on x depend on who names x: redo x when a
    # changed player names x now, or named x in an old claimed-twice finding.
    redo = set(changed)
    for s in changed:
        if t.has_player(s):
            redo.update(e.opponent for e in t.player(s).rounds if e.opponent is not None)
    redo.update(p.start_no for p in naming(t.players, changed))
    for f in old:
        if f.kind is K.CLAIMED_TWICE and f.start_no is not None:
            claimed_by = f.arg("claimed_by")
            if isinstance(claimed_by, tuple) and changed.intersection(claimed_by):
                redo.add(f.start_no)
    records = validate_players(t, redo, system)
    claims = [f for f in records if f.kind is K.CLAIMED_TWICE]
    claims += [f for f in old if f.kind is K.CLAIMED_TWICE and f.start_no not in redo]
    return [
        *_in_file_order(t, old, redo, records, claims),
        *event_findings(t, standings, teams=teams),
    ]


def _in_file_order(
    t: Tournament,
    old: Sequence[Finding],
    redo: AbstractSet[int],
    records: Sequence[Finding],
    claims: list[Finding],
) -> list[Finding]:
    """The record findings in `validate`'s order: each player's own findings in file order (the
    new ones `records` of the players `redo`, the old ones of everybody else), then the
    claimed-twice findings `claims` (kept and new) by round and opponent. One look at each
    finding and each player: the list does not jump about after an edit, and equals what
    validating everything gives, order included."""
    own: defaultdict[int | None, list[Finding]] = defaultdict(list)
    for f in old:
        if f.kind in RECORD_KINDS and f.kind is not K.CLAIMED_TWICE and f.start_no not in redo:
            own[f.start_no].append(f)
    for f in records:
        if f.kind is not K.CLAIMED_TWICE:
            own[f.start_no].append(f)
    out: list[Finding] = []
    if own:
        for p in t.players:
            found = own.pop(p.start_no, None)
            if found is not None:
                out += found
    claims.sort(key=_round_and_owner)
    return [*out, *claims]


def _round_and_owner(f: Finding) -> tuple[int, int]:
    return (f.round_no or 0, f.start_no or 0)


def _entry_in(round_no: int) -> Callable[[Player], RoundEntry]:
    i = round_no - 1

    def entry(p: Player) -> RoundEntry:
        rounds = p.rounds
        return rounds[i] if i < len(rounds) else NOT_PAIRED

    return entry


def _revalidate_rounds(
    t: Tournament,
    old: Sequence[Finding],
    changed: set[int],
    rounds: set[int],
    system: System,
    standings: Standings | None,
    teams: TeamChecks | None = None,
) -> list[Finding]:
    """`revalidate` when the edit changed the records of `changed` in `rounds` only: one look
    at every player's record of each of those rounds, nothing else of the event.

    A record finding of x in round r depends on x's record of r and that of the player it
    names: only x changed, or x naming a changed player (or named by one) in a round of
    `rounds`, can change; a changed player's own findings (points, rematches, withdrawal) are
    made again whole. A claimed-twice finding on x in round r changes only if a changed player
    names x in r now, or was among the claimants before."""
    from arbiter_app.core.validate_event import event_findings

    redo = set(changed)
    claim_keys: set[tuple[int, int]] = set()
    for f in old:
        if f.kind is K.CLAIMED_TWICE and f.start_no is not None and f.round_no in rounds:
            claimed_by = f.arg("claimed_by")
            if isinstance(claimed_by, tuple) and changed.intersection(claimed_by):
                claim_keys.add((f.round_no, f.start_no))
    claims: list[Finding] = []
    with_opponent = _WITH_OPPONENT
    for r in sorted(rounds):
        entry = _entry_in(r)
        targets = {
            e.opponent
            for s in changed
            if t.has_player(s) and (e := entry(t.player(s))).opponent is not None
        }
        redo |= targets
        targets |= {o for rr, o in claim_keys if rr == r}
        claim_keys |= {(r, o) for o in targets}
        claimants: dict[int, list[int]] = {}
        for p in t.players:
            e = entry(p)
            o = e.opponent
            if o is None:
                continue
            if o in changed:
                redo.add(p.start_no)
            if o in targets and o != p.start_no and e.result in with_opponent:
                claimants.setdefault(o, []).append(p.start_no)
        for o in sorted(claimants):
            if len(claimants[o]) > 1:
                args = (("claimed_by", tuple(sorted(claimants[o]))),)
                claims.append(Finding(K.CLAIMED_TWICE, o, r, args))
    checker = _Checker(t, system)
    records: list[Finding] = []
    for s in redo:
        if t.has_player(s):
            checker.player(t.player(s), records)
    claims += (
        f for f in old if f.kind is K.CLAIMED_TWICE and (f.round_no, f.start_no) not in claim_keys
    )
    return [
        *_in_file_order(t, old, redo, records, claims),
        *event_findings(t, standings, old, rounds, teams),
    ]
