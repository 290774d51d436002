"""The tournament model: players, per-round records, result codes and scoring.

Pure data, no I/O and no Qt. Everything else (TRF and project files, the tie-break engine, the
GUI) reads and edits these objects. Numbers of points are exact (`fractions.Fraction`); the
engine may convert them to integers in a fixed unit for speed.

Design notes
- `Player` and `RoundEntry` are frozen: an edit replaces a player with a new value, so an edit's
  `revert()` simply puts the old value back and "undo restores exactly" holds by construction.
- `Tournament` is the one mutable container. Its players are kept in a list in *file order*
  (a TRF may list players by rank) with a lookup by start number.
- Round records are indexed from round 1; every player has one record per round that has been
  paired so far (missing rounds are `NOT_PAIRED`). Rounds not paired yet are not records at all,
  so preliminary standings never treat a future round as an unplayed one.
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from msgspec import Struct, field
from msgspec.structs import replace

from arbiter_app.core.settings import PairingSettings, RatingSettings
from arbiter_app.core.vocabulary.results import RESULTS
from arbiter_app.core.vocabulary.results import Result as Result  # re-exported: the model's type

if TYPE_CHECKING:  # (the team model is imported by what reads or makes a team event)
    from arbiter_app.core.team_model import TeamSetup

HALF = Fraction(1, 2)
_ROUNDS = attrgetter("rounds")


class Colour(Enum):
    WHITE = "w"
    BLACK = "b"
    NONE = "-"

    __hash__ = object.__hash__  # as Result: identity hashing, exact for singleton members

    @property
    def mirror(self) -> Colour:
        if self is Colour.WHITE:
            return Colour.BLACK
        if self is Colour.BLACK:
            return Colour.WHITE
        return Colour.NONE


class System(Enum):
    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    DOUBLE_ROUND_ROBIN = "double-round-robin"

    @property
    def is_round_robin(self) -> bool:
        """Pre-determined pairings: C.07 Art. 15.2 applies instead of Art. 16."""
        return self is not System.SWISS


class Scoring(Struct, frozen=True):
    """Points awarded per outcome (TRF-26 record 162 and JaVaFo `XXS` cover the same ground).

    Defaults are FIDE's 1-½-0 with forfeit wins and full/pairing byes worth a win, a half-point
    bye worth a draw, and forfeit losses and zero-point byes worth nothing.
    """

    win: Fraction = Fraction(1)
    draw: Fraction = HALF
    loss: Fraction = Fraction(0)
    forfeit_win: Fraction | None = None  # None: same as a win
    forfeit_loss: Fraction = Fraction(0)
    pairing_bye: Fraction | None = None  # None: same as a win (TRF 162 `P`)
    full_bye: Fraction | None = None  # None: same as a win
    half_bye: Fraction | None = None  # None: same as a draw
    zero_bye: Fraction = Fraction(0)

    def points(self, result: Result) -> Fraction:
        """Points awarded for `result` (the field `RESULTS[result].points` names). Unfinished
        games score nothing (yet)."""
        field_name = RESULTS[result].points
        if field_name is None:
            return Fraction(0)  # POSTPONED, PENDING
        value: Fraction | None = getattr(self, field_name)
        if value is None:  # forfeit win, pairing and full byes: a win; half bye: a draw
            value = getattr(self, _DEFAULT_FIELD[field_name])
        return value

    @classmethod
    def preset(cls, name: str) -> Scoring:
        """Named systems: `1-0.5-0` (default), `3-1-0`, `2-1-0`."""
        try:
            win, draw, loss = (Fraction(x) for x in name.split("-"))
        except ValueError as exc:  # pragma: no cover - message path
            raise ValueError(f"unknown scoring system {name!r}") from exc
        return cls(win=win, draw=draw, loss=loss)


# The field an unset (None) scoring field takes its value from.
_DEFAULT_FIELD = {
    "forfeit_win": "win",
    "pairing_bye": "win",
    "full_bye": "win",
    "half_bye": "draw",
}


class RoundEntry(Struct, frozen=True, gc=False):  # (gc: docs/architecture.md, "Records")
    """One player's record for one round."""

    opponent: int | None = None  # the opponent's start number; None for byes
    colour: Colour = Colour.NONE
    result: Result = Result.NOT_PAIRED


NOT_PAIRED = RoundEntry()

# The largest start number the program keeps (so at most this many players): far beyond any
# real event, small enough that nonsense (a typo of six digits, a hostile file) is refused. A
# TRF file holds four digits (001 columns 5-8: 9,999, `io.trf.codes.MAX_PLAYERS`); the native
# project file holds the program's own limit, and the TRF writer refuses a larger number.
MAX_START_NO = 99_999


class Player(Struct, frozen=True, gc=False):  # (gc: docs/architecture.md, "Records")
    start_no: int
    name: str
    title: str = ""
    sex: str = ""
    rating: int = 0  # FIDE rating; 0 = unrated
    national_rating: int = 0
    federation: str = ""
    fide_id: str = ""
    birth_date: str = ""  # as written in the source (TRF `YYYY/MM/DD`)
    rounds: tuple[RoundEntry, ...] = ()
    withdrawn_after: int | None = None  # withdrew after this round (None = still playing)
    flags: frozenset[str] = frozenset()
    # What a file claimed, kept to report disagreement (validation), never used for ranking.
    points_in_file: Fraction | None = None
    rank_in_file: int | None = None
    # Points the arbiter added to the results' total: a bonus, or a penalty when negative
    # (TRF-26 record 299 with a blank type, spec/fide-tiebreaks.md §10.3). Counted in the score.
    bonus: Fraction = Fraction(0)
    # The player's club as a national rating list writes it (its club column, see
    # io/ratinglists/national.py) or as typed; printed after the name and used by club
    # categories. TRF record 001 has no club: a TRF keeps it in the arbiter-app comment.
    club: str = ""

    def entry(self, round_no: int) -> RoundEntry:
        """The record for `round_no` (1-based); NOT_PAIRED beyond the recorded rounds."""
        if 1 <= round_no <= len(self.rounds):
            return self.rounds[round_no - 1]
        return NOT_PAIRED

    def with_entry(self, round_no: int, entry: RoundEntry) -> Player:
        """A copy with `entry` in `round_no`, padding missing rounds with NOT_PAIRED."""
        rounds = list(self.rounds)
        while len(rounds) < round_no:
            rounds.append(NOT_PAIRED)
        rounds[round_no - 1] = entry
        return replace(self, rounds=tuple(rounds))

    def is_withdrawn_in(self, round_no: int) -> bool:
        return self.withdrawn_after is not None and round_no > self.withdrawn_after


class ManualPairing(Struct, frozen=True):
    """One difference a manual pairing session left in a round (written as a `### MPA` line,
    docs/trf-dialects.md): a board (`white`, `black`) or a pairing-allocated bye (`black`
    None) that one side made and the other did not. `by` is "arbiter" (the round as the
    session left it has it, the engine's pairing of the same input does not) or "engine"
    (the engine paired it, the arbiter did not keep it). See `core.pairing.manual`."""

    round_no: int
    by: str  # "arbiter" or "engine" (MANUAL_SIDES)
    white: int
    black: int | None = None


MANUAL_SIDES = ("arbiter", "engine")


class FideMode(Struct, frozen=True):
    """Whether the event stays within the rules FIDE's checklist checks (C.02, 2026: "FIDE
    mode"; docs/fide-mode.md). On for every new event; leaving it is the one edit that cannot be
    undone, and an event that has left cannot return. `left_round` is the last round paired
    when it left (0: before round 1), `reason` the arbiter's words, `time` an ISO timestamp."""

    on: bool = True
    left_round: int | None = None
    reason: str = ""
    time: str = ""


class JournalEntry(Struct, frozen=True):
    """One event of the journal (C.02, 2026 checklist: pairing integrity, corrections, leaving
    FIDE mode, bye notices): when (`time`, ISO), in which round, what (a gate's code,
    `core.vocabulary.levels.Gate`), why (the arbiter's words, may be empty) and the detail in
    plain data (`detail`, e.g. "board 2: 1-0 -> 0-1"). Written as `### JOURNAL` lines."""

    time: str
    round_no: int
    what: str
    why: str = ""
    detail: str = ""


# `dict=True`: the start-number index below is kept in the instance's `__dict__`, beside the
# fields (it is no field: not compared, not copied by `replace`).
class Tournament(Struct, dict=True):
    name: str = ""
    city: str = ""
    federation: str = ""
    start_date: str = ""  # ISO `YYYY-MM-DD` when known; TRF dates are normalised on reading
    end_date: str = ""
    chief_arbiter: str = ""
    deputy_arbiters: list[str] = field(default_factory=list)
    time_control: str = ""
    type_text: str = ""  # free text of TRF 092
    system: System | None = None  # None: infer from the games (see `core.system`)
    rounds: int = 0  # planned number of rounds (0 = unknown: the number paired so far)
    scoring: Scoring = field(default_factory=Scoring)
    rules: str | None = None  # rule edition / rule set (None: from the start date)
    profile: str | None = None  # preset the tie-break list came from, if any
    tiebreaks: list[str] = field(default_factory=list)  # ordered descriptors, e.g. "BH/C1"
    # Information-only columns: computed and printed after the list, never used to rank
    # (arbiters print e.g. ARO or DrawBoss's rating correction for information).
    info_columns: list[str] = field(default_factory=list)
    lots_seed: int = 0  # seed for the drawing of lots, stored so a list prints the same twice
    unfinished_as_draw: bool = False  # preliminary lists: count pending/postponed as draws
    unrated_rating: int | None = None  # rating assumed for unrated players in rating criteria
    # Played as Chess960 (Laws of Chess, Guidelines II): the lists say so; TRF-26 has no record
    # for it, so the TRF carries a `### CHESS960` line (docs/trf-dialects.md).
    chess960: bool = False
    players: list[Player] = field(default_factory=list)
    # Board order per round: round -> start number of the first-named (white) player of each
    # board, board 1 first. Kept as paired (or as entered); rounds without one are shown in the
    # default order of `core.boards`.
    board_order: dict[int, tuple[int, ...]] = field(default_factory=dict)
    # The prize table, in its JSON form (`core.prizes.table_to_dict`, docs/manual/prizes.md; the
    # model cannot name `core.prizes`, which ranks on it); None: none typed. Replaced whole by
    # an edit (`core.edits.ChangeSettings`), never changed in place.
    prizes: dict[str, Any] | None = None
    # A team event's teams, lineups and match scoring (core/team_model.py); None: individual.
    teams: TeamSetup | None = None
    # Pairs that must not meet (siblings, team-mates), each (lower, higher start number),
    # sorted: TRF-26 record 260 and JaVaFo's XXP; fixed before round 1 (core.pairing.forbidden).
    prohibited: tuple[tuple[int, int], ...] = ()
    # What manual pairing sessions changed against the engine (`### MPA`, core.pairing.manual).
    manual_pairings: tuple[ManualPairing, ...] = ()
    # FIDE mode (C.02, 2026 checklist) and the journal of gated steps taken (core.model above).
    fide_mode: FideMode = field(default_factory=FideMode)
    journal: tuple[JournalEntry, ...] = ()
    # How rounds are paired and how ratings are used (core.settings); replaced whole by an edit.
    pairing: PairingSettings = field(default_factory=PairingSettings)
    ratings: RatingSettings = field(default_factory=RatingSettings)
    # Players were added or removed after the file was read, so the file's player count (TRF
    # 062) no longer describes the list: validation stops comparing (core.edits sets it).
    file_claims_stale: bool = False
    # The header lines (not `001`, not `###`) of the file read, as written, when this program
    # would not write it identically: what the file declares beside the model (core.declared).
    # Set by the readers from the kept TRF template (`io.declared.declared_lines`), never edited.
    declared: tuple[str, ...] = ()
    # Format-specific data kept for a faithful rewrite (e.g. TRF header order, unknown records).
    extra: dict[str, object] = field(default_factory=dict)

    # -- lookup -------------------------------------------------------------------------
    # Change the list through add_player / remove_player / replace_player. The index is also
    # checked on every lookup (O(1)) and rebuilt if the list was changed behind its back.
    def player(self, start_no: int) -> Player:
        """The player with `start_no`; KeyError if there is none."""
        return self.players[self._position(start_no)]

    def position(self, start_no: int) -> int:
        """The list position of the player with `start_no` (O(1)); KeyError if there is none."""
        return self._position(start_no)

    def has_player(self, start_no: int) -> bool:
        try:
            self._position(start_no)
        except KeyError:
            return False
        return True

    def _position(self, start_no: int) -> int:
        index: dict[int, int] | None = self.__dict__.get("_index")
        if index is not None:
            i = index.get(start_no)
            if i is not None and i < len(self.players) and self.players[i].start_no == start_no:
                return i
            if i is None and len(index) == len(self.players):
                raise KeyError(start_no)
        index = {p.start_no: i for i, p in enumerate(self.players)}
        self.__dict__["_index"] = index
        return index[start_no]

    def replace_player(self, player: Player) -> Player:
        """Put `player` in place of the one with the same start number; return the old one."""
        i = self._position(player.start_no)
        old = self.players[i]
        self.players[i] = player
        return old

    def add_player(self, player: Player, position: int | None = None) -> None:
        if self.has_player(player.start_no):
            raise ValueError(f"start number {player.start_no} is taken")
        if position is None or position >= len(self.players):
            # Appending keeps every other position: extend the index instead of rebuilding it,
            # so reading n players stays linear.
            index: dict[int, int] | None = self.__dict__.get("_index")
            self.players.append(player)
            if index is not None and len(index) == len(self.players) - 1:
                index[player.start_no] = len(self.players) - 1
            return
        self.players.insert(position, player)
        self.__dict__.pop("_index", None)

    def remove_player(self, start_no: int) -> tuple[int, Player]:
        """Remove and return (position, player), so an undo can put it back in place."""
        i = self._position(start_no)
        player = self.players.pop(i)
        self.__dict__.pop("_index", None)
        return i, player

    # -- derived -------------------------------------------------------------------------
    @property
    def rounds_paired(self) -> int:
        """How many rounds have records (the highest round any player has an entry for)."""
        return max(map(len, map(_ROUNDS, self.players)), default=0)

    @property
    def total_rounds(self) -> int:
        """Planned rounds if known, else the rounds paired so far."""
        return max(self.rounds, self.rounds_paired)

    def points(self, player: Player, upto: int | None = None) -> Fraction:
        """Score from the results of rounds 1..`upto` (all recorded rounds by default), with the
        player's bonus or penalty once all recorded rounds count (the round it was given in is
        not kept, so a score after an earlier round leaves it out)."""
        rounds = player.rounds if upto is None else player.rounds[:upto]
        score = self.scoring.points
        bonus = player.bonus if upto is None or upto >= len(player.rounds) else Fraction(0)
        return sum((score(e.result) for e in rounds), bonus)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Tournament):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self.__struct_fields__)

    __hash__ = None  # type: ignore[assignment]


# Every field of a tournament but its players: what "the settings" are wherever a copy is kept
# and compared (the live findings, the worker's copy).
SETTINGS = tuple(f for f in Tournament.__struct_fields__ if f != "players")
