"""Consistency checks: every inconsistency in a tournament as a typed finding (data, not prose).

A finding names its kind, the player and the round, and carries its details as data
(`message_args`), so the GUI can translate and highlight it and the CLI can point at the TRF
line. `describe()` gives the English one-liner the CLI prints.

Severity: an ERROR means the records contradict each other (two sides of a game disagree, a
result that needs an opponent has none, the points a file states do not follow from its
results), so standings computed from them could be wrong. A WARNING is data that is consistent
but against the usual rules (two pairing-allocated byes in one round, C.04.1: "at most one";
rounds beyond the planned number; a game after a withdrawal).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import lcm
from operator import attrgetter

from arbiter_app.core.model import NOT_PAIRED, Colour, Result, Tournament
from arbiter_app.core.rules import default_name, start_date_unread
from arbiter_app.core.standings import format_decimal

Arg = int | str | Fraction | None | tuple[int, ...]


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"


class FindingKind(Enum):
    """What is wrong. The value is a stable code (GUI translations, JSON output)."""

    SELF_PAIRED = "self-paired"
    UNKNOWN_OPPONENT = "unknown-opponent"
    OPPONENT_DISAGREES = "opponent-disagrees"  # the opponent's record names someone else
    COLOUR_NOT_MIRRORED = "colour-not-mirrored"  # e.g. both sides white
    RESULT_NOT_MIRRORED = "result-not-mirrored"  # e.g. both sides won
    CLAIMED_TWICE = "claimed-twice"  # several players name the same opponent in one round
    MISSING_OPPONENT = "missing-opponent"  # a game result without an opponent
    UNEXPECTED_OPPONENT = "unexpected-opponent"  # a bye / not-paired record naming an opponent
    POINTS_MISMATCH = "points-mismatch"  # the file's points column vs the results
    MULTIPLE_PAIRING_BYES = "multiple-pairing-byes"
    ROUND_BEYOND_PLANNED = "round-beyond-planned"
    PLAYED_AFTER_WITHDRAWAL = "played-after-withdrawal"
    # The start date decides the C.07 edition (core.rules.default_name); unread, today's applies.
    START_DATE_UNREAD = "start-date-unread"

    @property
    def severity(self) -> Severity:
        return Severity.WARNING if self in _WARNINGS else Severity.ERROR

    @property
    def field(self) -> str:
        """Which part of the record is wrong: `opponent`, `colour`, `result`, `points`, `round`."""
        return _FIELD.get(self, "opponent")


_WARNINGS = frozenset(
    {
        FindingKind.MULTIPLE_PAIRING_BYES,
        FindingKind.ROUND_BEYOND_PLANNED,
        FindingKind.PLAYED_AFTER_WITHDRAWAL,
        FindingKind.START_DATE_UNREAD,
    }
)
_FIELD = {
    FindingKind.COLOUR_NOT_MIRRORED: "colour",
    FindingKind.RESULT_NOT_MIRRORED: "result",
    FindingKind.MISSING_OPPONENT: "result",
    FindingKind.UNEXPECTED_OPPONENT: "result",
    FindingKind.POINTS_MISMATCH: "points",
    FindingKind.MULTIPLE_PAIRING_BYES: "result",
    FindingKind.ROUND_BEYOND_PLANNED: "round",
    FindingKind.PLAYED_AFTER_WITHDRAWAL: "result",
}


@dataclass(frozen=True)
class Finding:
    kind: FindingKind
    start_no: int | None  # the player the finding is about (None: the whole round)
    round_no: int | None  # None: not about one round
    message_args: tuple[tuple[str, Arg], ...] = ()

    @property
    def severity(self) -> Severity:
        return self.kind.severity

    def arg(self, name: str) -> Arg:
        return dict(self.message_args)[name]

    @property
    def args(self) -> dict[str, Arg]:
        return dict(self.message_args)

    def describe(self) -> str:
        """One English line, e.g. `player 4, round 2: player 9's record names 7, not 4`."""
        where = []
        if self.start_no is not None:
            where.append(f"player {self.start_no}")
        if self.round_no is not None:
            where.append(f"round {self.round_no}")
        text = _TEXT[self.kind].format(**{k: _show(v) for k, v in self.message_args})
        return f"{', '.join(where)}: {text}" if where else text


def _show(value: Arg) -> str:
    if value is None:
        return "nobody"
    if isinstance(value, Fraction):
        try:
            return format_decimal(value, 1)  # as a crosstable prints points: 3.0, 3.5
        except ValueError:
            return str(value)
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


_TEXT = {
    FindingKind.SELF_PAIRED: "paired against himself",
    FindingKind.UNKNOWN_OPPONENT: "opponent {opponent} is not a player of this tournament",
    FindingKind.OPPONENT_DISAGREES: (
        "opponent {opponent}'s record for this round names {their_opponent}, not {player}"
    ),
    FindingKind.COLOUR_NOT_MIRRORED: (
        "colours do not mirror: {colour} here, {their_colour} for opponent {opponent}"
    ),
    FindingKind.RESULT_NOT_MIRRORED: (
        "results do not mirror: {result} here, {their_result} for opponent {opponent}"
    ),
    FindingKind.CLAIMED_TWICE: "named as opponent by several players ({claimed_by})",
    FindingKind.MISSING_OPPONENT: "result {result} needs an opponent, but none is given",
    FindingKind.UNEXPECTED_OPPONENT: "result {result} takes no opponent, but {opponent} is given",
    FindingKind.POINTS_MISMATCH: (
        "points column says {in_file}, the results give {computed} ({scoring} scoring)"
    ),
    FindingKind.MULTIPLE_PAIRING_BYES: "{count} pairing-allocated byes ({players}); at most one",
    FindingKind.ROUND_BEYOND_PLANNED: "has results, but the tournament has {planned} rounds",
    FindingKind.PLAYED_AFTER_WITHDRAWAL: "played a game after withdrawing after round {after}",
    FindingKind.START_DATE_UNREAD: (
        "start date {date!r} cannot be read as one date (day and month ambiguous or unknown "
        "form); rules {rules} assumed"
    ),
}


def _scoring_name(t: Tournament) -> str:
    s = t.scoring
    return "-".join(str(v) if v.denominator == 1 else _show(v) for v in (s.win, s.draw, s.loss))


_result_of = attrgetter("result")

# Per-member tables of the model's enum properties, so the loop over every (player, round)
# does dict/set lookups instead of property calls (1,500 x 11 records in a big open).
_WITH_OPPONENT = frozenset(r for r in Result if r.has_opponent)
_PLAYED = frozenset(r for r in Result if r.is_played)
_RESULT_MIRROR = {r: r.mirror for r in Result}
_COLOUR_MIRROR = {c: c.mirror for c in Colour}


def _points_in_unit(t: Tournament) -> tuple[dict[Result, int], int]:
    """Points per result as integers of a common `unit` (exact: the lcm of the denominators)."""
    score = t.scoring.points
    values = {r: Fraction(score(r)) for r in Result}
    unit = lcm(*(v.denominator for v in values.values()))
    return {r: v.numerator * (unit // v.denominator) for r, v in values.items()}, unit


def validate(t: Tournament) -> list[Finding]:
    """Every inconsistency in `t`: per player and round in file order, then per round."""
    findings: list[Finding] = []
    by_start = {p.start_no: p for p in t.players}  # as t.player(): the last one wins
    # claims: the first claimant of (round, opponent); more_claims: the later ones, if any
    claims: dict[tuple[int, int], int] = {}
    more_claims: dict[tuple[int, int], list[int]] = defaultdict(list)
    pabs: dict[int, list[int]] = defaultdict(list)
    unit_points: dict[Result, int] | None = None
    unit = 1
    pairing_bye = Result.PAIRING_BYE
    with_opponent = _WITH_OPPONENT
    played = _PLAYED
    result_mirror = _RESULT_MIRROR
    colour_mirror = _COLOUR_MIRROR
    for p in t.players:
        s = p.start_no
        after = p.withdrawn_after
        r = 0
        for e in p.rounds:
            r += 1
            result = e.result
            if result is pairing_bye:
                pabs[r].append(s)
            if after is not None and r > after and result in played:
                findings.append(
                    Finding(FindingKind.PLAYED_AFTER_WITHDRAWAL, s, r, (("after", after),))
                )
            o = e.opponent
            if o is None:
                if result in with_opponent:
                    args: tuple[tuple[str, Arg], ...] = (("result", result.value),)
                    findings.append(Finding(FindingKind.MISSING_OPPONENT, s, r, args))
                continue
            if result not in with_opponent:
                args = (("result", result.value), ("opponent", o))
                findings.append(Finding(FindingKind.UNEXPECTED_OPPONENT, s, r, args))
                continue
            if o == s:
                findings.append(Finding(FindingKind.SELF_PAIRED, s, r))
                continue
            q = by_start.get(o)
            if q is None:
                findings.append(Finding(FindingKind.UNKNOWN_OPPONENT, s, r, (("opponent", o),)))
                continue
            key = (r, o)
            if key in claims:
                more_claims[key].append(s)
            else:
                claims[key] = s
            their_rounds = q.rounds
            theirs = their_rounds[r - 1] if r <= len(their_rounds) else NOT_PAIRED
            if theirs.opponent != s:
                args = (("opponent", o), ("their_opponent", theirs.opponent), ("player", s))
                findings.append(Finding(FindingKind.OPPONENT_DISAGREES, s, r, args))
                continue
            if s > o:
                continue  # the pair was checked from the lower start number
            if theirs.colour is not colour_mirror[e.colour]:
                args = (
                    ("colour", e.colour.name.lower()),
                    ("their_colour", theirs.colour.name.lower()),
                    ("opponent", o),
                )
                findings.append(Finding(FindingKind.COLOUR_NOT_MIRRORED, s, r, args))
            if theirs.result is not result_mirror[result]:
                args = (
                    ("result", result.value),
                    ("their_result", theirs.result.value),
                    ("opponent", o),
                )
                findings.append(Finding(FindingKind.RESULT_NOT_MIRRORED, s, r, args))
        in_file = p.points_in_file
        if in_file is not None:
            if unit_points is None:
                unit_points, unit = _points_in_unit(t)
            total = sum(map(unit_points.__getitem__, map(_result_of, p.rounds)))
            # in_file == total / unit (+ the arbiter's bonus or penalty), in integers
            if (in_file - p.bonus).numerator * unit != total * (in_file - p.bonus).denominator:
                args = (
                    ("in_file", in_file),
                    ("computed", Fraction(total, unit) + p.bonus),
                    ("scoring", _scoring_name(t)),
                )
                findings.append(Finding(FindingKind.POINTS_MISMATCH, s, None, args))
    for key in sorted(more_claims):
        r, o = key
        args = (("claimed_by", tuple(sorted([claims[key], *more_claims[key]]))),)
        findings.append(Finding(FindingKind.CLAIMED_TWICE, o, r, args))
    for r, players in sorted(pabs.items()):
        if len(players) > 1:
            args = (("count", len(players)), ("players", tuple(sorted(players))))
            findings.append(Finding(FindingKind.MULTIPLE_PAIRING_BYES, None, r, args))
    if t.rounds:
        for r in range(t.rounds + 1, t.rounds_paired + 1):
            if any(p.entry(r).result is not Result.NOT_PAIRED for p in t.players):
                args = (("planned", t.rounds),)
                findings.append(Finding(FindingKind.ROUND_BEYOND_PLANNED, None, r, args))
    if start_date_unread(t):
        args = (("date", t.start_date.strip()), ("rules", default_name(t)))
        findings.append(Finding(FindingKind.START_DATE_UNREAD, None, None, args))
    return findings
