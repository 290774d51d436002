"""Validation findings: one table of code, severity, the field it is about, message template.

Every layer takes a finding's words from here: the CLI prints `Finding.describe()` (English),
the GUI's findings list translates the same template (`QCoreApplication.translate("Messages",
template)`; the entries are wrapped in `QT_TRANSLATE_NOOP` so `pyside6-lupdate` finds them without
this module importing Qt; `scripts/translations.py` reads `core/vocabulary/*.py`), JSON and
exports use the stable code. A template names its fields in
braces; a finding carries their values as data (`message_args`).

Severity: an ERROR means the records contradict each other (two sides of a game disagree, a
result that needs an opponent has none, the points a file states do not follow from its
results), so standings computed from them could be wrong. A WARNING is data that is consistent
but against the usual rules or the file's own claims (two pairing-allocated byes in one round,
C.04.1: "at most one"; a rematch; a bye the system has no place for; a rank column or a player
count that the records contradict; rounds beyond the planned number; a game after a withdrawal;
no game after some round, which may be a withdrawal the arbiter has not recorded).

`describes_file`: the finding is about what the file *claims* (its points or rank column, its
player count), not about the records; once the records are edited those claims are stale, so
the GUI stops showing them.
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction
from typing import NamedTuple

from msgspec import Struct

from arbiter_app.core import numbers
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP

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
    # No game after round k while the event went on: withdrawn? (a suggestion the arbiter
    # confirms; a `Z` or blank round alone is an absence in that round, C.04.1)
    NO_GAME_AFTER = "no-game-after"
    REPEATED_PAIRING = "repeated-pairing"  # two players met more often than the system plans
    # (games played or to be played; a forfeit is no meeting, C.04.3 A.6)
    BYE_NOT_ALLOWED = "bye-not-allowed"  # a kind of bye the event's system has no place for
    RANK_NOT_BY_POINTS = "rank-not-by-points"  # the file's rank column vs the order of points
    RANK_NOT_BY_TIEBREAKS = "rank-not-by-tiebreaks"  # ... vs the file's own tie-break list
    # The whole rank column is some other order (one finding instead of one per player).
    RANK_BY_POINTS_THEN_RATING = "rank-by-points-then-rating"
    RANK_BY_POINTS_THEN_START_NO = "rank-by-points-then-start-number"
    RANK_UNORDERED = "rank-unordered"
    PLAYER_COUNT_MISMATCH = "player-count-mismatch"  # TRF 062 vs the player lines
    UNRATED_WITHOUT_RATING = "unrated-without-rating"  # a rating criterion, unrated players
    # The start date decides the C.07 edition (core.rules.default_name); unread, today's applies.
    START_DATE_UNREAD = "start-date-unread"
    # Before round 1: the start numbers, which the engines pair by, against the C.04.2 initial
    # ranking (rating, title, name; the event's starting-rank method).
    START_NUMBERS_NOT_RANKED = "start-numbers-not-ranked"
    # Team events (core/teams/lineups.py): a lineup against the team's board order, a player
    # listed for two teams, the file's team points (TRF-26 310) against the results.
    LINEUP_ORDER = "lineup-order"
    TWO_TEAMS = "two-teams"
    TEAM_POINTS_MISMATCH = "team-points-mismatch"
    # The event's dates against each other (TRF 042, 052, 132; `core.dates.event_dates`).
    END_BEFORE_START = "end-before-start"
    EVENT_TOO_LONG = "event-too-long"
    ROUND_DATE_OUTSIDE_EVENT = "round-date-outside-event"
    ROUND_DATES_OUT_OF_ORDER = "round-dates-out-of-order"
    # The event is outside FIDE mode (C.02, 2026 checklist: the mark an event that left it
    # carries everywhere), with the round and the reason: the arbiter's, or what an older
    # project file had that FIDE mode never lets in (core.fide_mode.departures).
    OUTSIDE_FIDE_MODE = "outside-fide-mode"
    # A game adjourned when the next round was paired, still without a result: no final list
    # or rating report until it has one (C.02 2026 checklist, adjourned games; core.adjourned).
    ADJOURNED_GAME = "adjourned-game"
    # A round of a TRF read that breaks a pairing rule (C.04.1, our checker), recorded in the
    # journal when the file was read (app/trf_import.py; C.02 2026 checklist, TRF import).
    BROKEN_ROUND_READ = "broken-round-read"

    # Identity hashing (members are singletons), as `model.Result`: Enum's own hashes the name
    # in Python, and every table lookup of a kind would pay for it.
    __hash__ = object.__hash__

    @property
    def spec(self) -> FindingSpec:
        return FINDINGS[self]

    @property
    def severity(self) -> Severity:
        return FINDINGS[self].severity

    @property
    def field(self) -> str:
        """Which part of the record is wrong: `opponent`, `colour`, `result`, `points`,
        `rank`, `round`, `record` (a header record, named by the finding's `record` field) or
        `settings`."""
        return FINDINGS[self].field

    @property
    def template(self) -> str:
        return FINDINGS[self].template

    @property
    def describes_file(self) -> bool:
        return FINDINGS[self].describes_file


class FindingSpec(Struct, frozen=True):
    severity: Severity
    field: str
    template: str  # English, with the finding's fields in braces
    describes_file: bool = False


E, W = Severity.ERROR, Severity.WARNING
K = FindingKind

FINDINGS: dict[FindingKind, FindingSpec] = {
    # A player may only play below the players listed above him (FIDE Olympiad Pairing
    # Rules / C.04.6: the board order is fixed before the first round).
    K.LINEUP_ORDER: FindingSpec(
        W,
        "round",
        QT_TRANSLATE_NOOP(
            "Messages",
            "team {team}: {player} (number {position} of the board order) plays board {board} "
            "above {other} (number {other_position})",
        ),
    ),
    K.TWO_TEAMS: FindingSpec(
        E,
        "record",
        QT_TRANSLATE_NOOP("Messages", "listed for two teams: {team} and {other_team}"),
    ),
    K.TEAM_POINTS_MISMATCH: FindingSpec(
        E,
        "record",
        QT_TRANSLATE_NOOP(
            "Messages",
            "team {team}: the file says {mp_file} match and {gp_file} game points, the results "
            "give {mp} and {gp}",
        ),
        describes_file=True,
    ),
    K.SELF_PAIRED: FindingSpec(
        E, "opponent", QT_TRANSLATE_NOOP("Messages", "paired against themself")
    ),
    K.UNKNOWN_OPPONENT: FindingSpec(
        E,
        "opponent",
        QT_TRANSLATE_NOOP("Messages", "opponent {opponent} is not a player of this tournament"),
    ),
    K.OPPONENT_DISAGREES: FindingSpec(
        E,
        "opponent",
        QT_TRANSLATE_NOOP(
            "Messages",
            "opponent {opponent}'s record for this round names {their_opponent}, not {player}",
        ),
    ),
    K.COLOUR_NOT_MIRRORED: FindingSpec(
        E,
        "colour",
        QT_TRANSLATE_NOOP(
            "Messages",
            "colours do not mirror: {colour} here, {their_colour} for opponent {opponent}",
        ),
    ),
    K.RESULT_NOT_MIRRORED: FindingSpec(
        E,
        "result",
        QT_TRANSLATE_NOOP(
            "Messages",
            "results do not mirror: {result} here, {their_result} for opponent {opponent}",
        ),
    ),
    # A player paired twice in one round: both (all) claimants are named.
    K.CLAIMED_TWICE: FindingSpec(
        E,
        "opponent",
        QT_TRANSLATE_NOOP("Messages", "named as opponent by several players ({claimed_by})"),
    ),
    K.MISSING_OPPONENT: FindingSpec(
        E, "result", QT_TRANSLATE_NOOP("Messages", "{result} needs an opponent, but none is given")
    ),
    K.UNEXPECTED_OPPONENT: FindingSpec(
        E,
        "result",
        QT_TRANSLATE_NOOP("Messages", "{result} takes no opponent, but {opponent} is given"),
    ),
    K.POINTS_MISMATCH: FindingSpec(
        E,
        "points",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the file's points column says {in_file}, the results give {computed} "
            "({scoring} scoring)",
        ),
        describes_file=True,
    ),
    K.MULTIPLE_PAIRING_BYES: FindingSpec(
        W,
        "result",
        QT_TRANSLATE_NOOP(
            "Messages", "{count} pairing-allocated byes ({players}); at most one is allowed"
        ),
    ),
    K.ROUND_BEYOND_PLANNED: FindingSpec(
        W,
        "round",
        QT_TRANSLATE_NOOP("Messages", "results in a round beyond the planned {planned} rounds"),
    ),
    K.PLAYED_AFTER_WITHDRAWAL: FindingSpec(
        W,
        "result",
        QT_TRANSLATE_NOOP("Messages", "played a game after withdrawing after round {after}"),
    ),
    K.NO_GAME_AFTER: FindingSpec(
        W,
        "result",
        QT_TRANSLATE_NOOP("Messages", "no game after round {after}: withdrawn?"),
    ),
    K.REPEATED_PAIRING: FindingSpec(
        W,
        "opponent",
        QT_TRANSLATE_NOOP(
            "Messages",
            "paired with {opponent} {count} times (rounds {rounds}); the system plans at most "
            "{allowed}",
        ),
    ),
    K.BYE_NOT_ALLOWED: FindingSpec(
        W,
        "result",
        QT_TRANSLATE_NOOP(
            "Messages", "{result} in a round robin: the rules ({rules}) have no such bye there"
        ),
    ),
    K.RANK_NOT_BY_POINTS: FindingSpec(
        W,
        "rank",
        QT_TRANSLATE_NOOP(
            "Messages", "the file's rank column says {in_file}, by points the place is {computed}"
        ),
        describes_file=True,
    ),
    K.RANK_NOT_BY_TIEBREAKS: FindingSpec(
        W,
        "rank",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the file's rank column says {in_file}, its tie-break list ({tiebreaks}) gives "
            "{computed}",
        ),
        describes_file=True,
    ),
    K.RANK_BY_POINTS_THEN_RATING: FindingSpec(
        W,
        "rank",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the file's rank column is not a standing: it orders by points, then rating "
            "({count} players placed otherwise than the tie-breaks place them)",
        ),
        describes_file=True,
    ),
    K.RANK_BY_POINTS_THEN_START_NO: FindingSpec(
        W,
        "rank",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the file's rank column is not a standing: it orders by points, then start number "
            "({count} players placed otherwise than the tie-breaks place them)",
        ),
        describes_file=True,
    ),
    K.RANK_UNORDERED: FindingSpec(
        W,
        "rank",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the file's rank column is not a standing: it does not follow the points "
            "({count} of {total} players out of their place)",
        ),
        describes_file=True,
    ),
    K.PLAYER_COUNT_MISMATCH: FindingSpec(
        W,
        "record",
        QT_TRANSLATE_NOOP(
            "Messages", "record {record} says {in_file} players, the file lists {count}"
        ),
        describes_file=True,
    ),
    K.UNRATED_WITHOUT_RATING: FindingSpec(
        W,
        "settings",
        QT_TRANSLATE_NOOP(
            "Messages",
            "{criterion} uses ratings, but {count} players are unrated and no rating for "
            "unrated players is set: the criterion is left out",
        ),
    ),
    K.START_DATE_UNREAD: FindingSpec(
        W,
        "record",
        QT_TRANSLATE_NOOP(
            "Messages",
            "start date {date} cannot be read as one date (day and month ambiguous or unknown "
            "form); rules {rules} assumed",
        ),
    ),
    K.START_NUMBERS_NOT_RANKED: FindingSpec(
        W,
        "settings",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the start numbers do not follow the initial ranking (C.04.2: rating, title, name): "
            "player {player} is ranked {rank}; renumber by rating before pairing round 1",
        ),
    ),
    K.END_BEFORE_START: FindingSpec(
        W,
        "record",
        QT_TRANSLATE_NOOP("Messages", "the end date {end} is before the start date {start}"),
    ),
    K.EVENT_TOO_LONG: FindingSpec(
        W,
        "record",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the event lasts {days} days, from {start} to {end}: are its dates read right?",
        ),
    ),
    K.ROUND_DATE_OUTSIDE_EVENT: FindingSpec(
        W,
        "record",
        QT_TRANSLATE_NOOP(
            "Messages", "the round is dated {date}, outside the event's dates ({start} to {end})"
        ),
    ),
    K.ROUND_DATES_OUT_OF_ORDER: FindingSpec(
        W,
        "record",
        QT_TRANSLATE_NOOP(
            "Messages", "the round is dated {date}, before round {previous} ({previous_date})"
        ),
    ),
    K.OUTSIDE_FIDE_MODE: FindingSpec(
        W,
        "settings",
        QT_TRANSLATE_NOOP("Messages", "outside FIDE mode since round {round}: {reason}"),
    ),
    K.ADJOURNED_GAME: FindingSpec(
        W,
        "result",
        QT_TRANSLATE_NOOP(
            "Messages",
            "the game against {opponent} is adjourned: the lists are provisional until its "
            "result is entered",
        ),
    ),
    K.BROKEN_ROUND_READ: FindingSpec(
        W,
        "round",
        QT_TRANSLATE_NOOP("Messages", "the round as read breaks a pairing rule: {detail}"),
    ),
}


class Finding(NamedTuple):
    """One finding. A named tuple (immutable, hashable): a file with many mistakes makes one
    per record, and a tuple is cheap to build."""

    kind: FindingKind
    start_no: int | None  # the player the finding is about (None: the whole round / event)
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

    def text(self) -> str:
        """The English sentence (without the place), from the table's template."""
        return FINDINGS[self.kind].template.format(**{k: show(v) for k, v in self.message_args})

    def describe(self) -> str:
        """One English line, e.g. `player 4, round 2: player 9's record names 7, not 4`."""
        where = []
        if self.start_no is not None:
            where.append(f"player {self.start_no}")
        if self.round_no is not None:
            where.append(f"round {self.round_no}")
        text = self.text()
        return f"{', '.join(where)}: {text}" if where else text


def show(value: Arg) -> str:
    """A field's value in English text (the GUI words its own, translated)."""
    if type(value) is int or type(value) is str:
        return str(value)
    if value is None:
        return "nobody"
    if isinstance(value, Fraction):
        try:
            return numbers.points(value)  # as a crosstable prints points: 3.0, 3.5
        except ValueError:
            return str(value)
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def place_text(first: int, last: int) -> str:
    """A place as lists print it: `3`, or `3-5` when shared."""
    return str(first) if first == last else f"{first}-{last}"
