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

from dataclasses import dataclass, field, replace
from enum import Enum
from fractions import Fraction
from operator import attrgetter

HALF = Fraction(1, 2)


class Result(Enum):
    """What one round was for one player. The value is the stable key used in project files."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"
    # Games of less than one move (TRF `W`, `D`, `L`): played for tie-breaks, not rated.
    WIN_UNRATED = "win_unrated"
    DRAW_UNRATED = "draw_unrated"
    LOSS_UNRATED = "loss_unrated"
    FORFEIT_WIN = "forfeit_win"
    FORFEIT_LOSS = "forfeit_loss"
    # Both players absent: each side holds DOUBLE_FORFEIT (TRF writes `-` on both sides).
    DOUBLE_FORFEIT = "double_forfeit"
    PAIRING_BYE = "pairing_bye"  # pairing-allocated bye (TRF `U`)
    FULL_BYE = "full_bye"  # requested full-point bye (TRF `F`)
    HALF_BYE = "half_bye"  # requested half-point bye (TRF `H`)
    ZERO_BYE = "zero_bye"  # requested zero-point bye / known absence (TRF `Z`)
    NOT_PAIRED = "not_paired"  # not in the pairing at all (TRF blank; scores like `Z`)
    POSTPONED = "postponed"  # paired, to be played later
    PENDING = "pending"  # paired, no result yet

    # Members are singletons compared by identity, so identity hashing is exact; Enum's own
    # __hash__ hashes the name in Python, which made every dict/set lookup of a result
    # (hundreds of thousands per standings computation) several times slower.
    __hash__ = object.__hash__

    @property
    def has_opponent(self) -> bool:
        """True when the record names an opponent (a game, a forfeit, or an unfinished game)."""
        return self in _WITH_OPPONENT

    @property
    def is_played(self) -> bool:
        """An over-the-board game with a result (C.07 15.1: anything else is an unplayed round)."""
        return self in _PLAYED

    @property
    def is_forfeit(self) -> bool:
        return self in (Result.FORFEIT_WIN, Result.FORFEIT_LOSS, Result.DOUBLE_FORFEIT)

    @property
    def is_bye(self) -> bool:
        """No opponent: every kind of bye, and not being paired."""
        return not self.has_opponent

    @property
    def is_unfinished(self) -> bool:
        return self in (Result.POSTPONED, Result.PENDING)

    @property
    def mirror(self) -> Result:
        """The opponent's result for the same game (only meaningful when `has_opponent`)."""
        return _MIRROR.get(self, self)


_ROUNDS = attrgetter("rounds")
_PLAYED = frozenset(
    {
        Result.WIN,
        Result.DRAW,
        Result.LOSS,
        Result.WIN_UNRATED,
        Result.DRAW_UNRATED,
        Result.LOSS_UNRATED,
    }
)
_WITH_OPPONENT = _PLAYED | {
    Result.FORFEIT_WIN,
    Result.FORFEIT_LOSS,
    Result.DOUBLE_FORFEIT,
    Result.POSTPONED,
    Result.PENDING,
}
_MIRROR = {
    Result.WIN: Result.LOSS,
    Result.LOSS: Result.WIN,
    Result.WIN_UNRATED: Result.LOSS_UNRATED,
    Result.LOSS_UNRATED: Result.WIN_UNRATED,
    Result.FORFEIT_WIN: Result.FORFEIT_LOSS,
    Result.FORFEIT_LOSS: Result.FORFEIT_WIN,
}


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


@dataclass(frozen=True)
class Scoring:
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
        """Points awarded for `result`. Unfinished games score nothing (yet)."""
        r = result
        if r in (Result.WIN, Result.WIN_UNRATED):
            return self.win
        if r in (Result.DRAW, Result.DRAW_UNRATED):
            return self.draw
        if r in (Result.LOSS, Result.LOSS_UNRATED):
            return self.loss
        if r is Result.FORFEIT_WIN:
            return self.win if self.forfeit_win is None else self.forfeit_win
        if r in (Result.FORFEIT_LOSS, Result.DOUBLE_FORFEIT):
            return self.forfeit_loss
        if r is Result.PAIRING_BYE:
            return self.win if self.pairing_bye is None else self.pairing_bye
        if r is Result.FULL_BYE:
            return self.win if self.full_bye is None else self.full_bye
        if r is Result.HALF_BYE:
            return self.draw if self.half_bye is None else self.half_bye
        if r in (Result.ZERO_BYE, Result.NOT_PAIRED):
            return self.zero_bye
        return Fraction(0)  # POSTPONED, PENDING

    @classmethod
    def preset(cls, name: str) -> Scoring:
        """Named systems: `1-0.5-0` (default), `3-1-0`, `2-1-0`."""
        try:
            win, draw, loss = (Fraction(x) for x in name.split("-"))
        except ValueError as exc:  # pragma: no cover - message path
            raise ValueError(f"unknown scoring system {name!r}") from exc
        return cls(win=win, draw=draw, loss=loss)


@dataclass(frozen=True)
class RoundEntry:
    """One player's record for one round."""

    opponent: int | None = None  # the opponent's start number; None for byes
    colour: Colour = Colour.NONE
    result: Result = Result.NOT_PAIRED


NOT_PAIRED = RoundEntry()


@dataclass(frozen=True)
class Player:
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


@dataclass
class Tournament:
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
    players: list[Player] = field(default_factory=list)
    # Board order per round: round -> start number of the first-named (white) player of each
    # board, board 1 first. Kept as paired (or as entered); rounds without one are shown in the
    # default order of `core.boards`.
    board_order: dict[int, tuple[int, ...]] = field(default_factory=dict)
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
        """Score from the results of rounds 1..`upto` (all recorded rounds by default)."""
        rounds = player.rounds if upto is None else player.rounds[:upto]
        score = self.scoring.points
        return sum((score(e.result) for e in rounds), Fraction(0))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Tournament):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self.__dataclass_fields__)

    __hash__ = None  # type: ignore[assignment]
