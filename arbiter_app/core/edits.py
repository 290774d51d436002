"""Every change to a tournament as an object with `apply()` and `revert()`.

Undo/redo (the GUI's QUndoCommand wrappers) are thin shells around these. Each edit:
- checks everything *before* changing anything and refuses an impossible edit with an
  `EditError` naming the player and round (the tournament is then untouched);
- remembers the exact old values it replaces (players are frozen values, so putting the old
  object back restores the tournament exactly: `revert()` after `apply()` gives an equal
  Tournament, list order included);
- returns a `Changes` record saying what to recompute / repaint.

An edit may be applied again after a revert (redo); it re-reads the current state each time.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.model import (
    NOT_PAIRED,
    SETTINGS,
    Colour,
    JournalEntry,
    Player,
    Result,
    RoundEntry,
    Tournament,
)


class EditError(ValueError):
    """An edit that cannot be made; `start_no` / `round_no` say where (when it is about one)."""

    def __init__(
        self, message: str, start_no: int | None = None, round_no: int | None = None
    ) -> None:
        where = []
        if start_no is not None:
            where.append(f"player {start_no}")
        if round_no is not None:
            where.append(f"round {round_no}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message)
        self.start_no = start_no
        self.round_no = round_no


class Changes(Struct, frozen=True):
    """What an edit touched: players (start numbers), rounds, and whether the structure changed.

    `structure` is True when the player list or the tournament settings changed: views and
    standings must be rebuilt as a whole rather than per row.
    """

    players: frozenset[int] = frozenset()
    rounds: frozenset[int] = frozenset()
    structure: bool = False

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            self.players | other.players,
            self.rounds | other.rounds,
            self.structure or other.structure,
        )


class Edit:
    """Base class: `label` is a stable code ("set-result"); subclasses do the work."""

    label = "edit"

    def apply(self, t: Tournament) -> Changes:  # pragma: no cover - interface
        raise NotImplementedError

    def revert(self, t: Tournament) -> Changes:  # pragma: no cover - interface
        raise NotImplementedError


def _player(t: Tournament, start_no: int, round_no: int | None = None) -> Player:
    if not t.has_player(start_no):
        raise EditError("no such start number", start_no, round_no)
    return t.player(start_no)


def _check_round(round_no: int, start_no: int | None = None) -> None:
    if round_no < 1:
        raise EditError("rounds are numbered from 1", start_no, round_no)


def _released_opponent(
    t: Tournament, p: Player, round_no: int, keep: tuple[int, ...]
) -> Player | None:
    """`p`'s opponent in `round_no` made NOT_PAIRED, when `p` is being re-paired or given a bye:
    only if that opponent is not in `keep` (the players the edit pairs anyway) and its own
    record names `p` (a one-sided record is left for validation to report)."""
    former = p.entry(round_no).opponent
    if former is None or former in keep or not t.has_player(former):
        return None
    fp = t.player(former)
    if fp.entry(round_no).opponent != p.start_no:
        return None
    return fp.with_entry(round_no, NOT_PAIRED)


# Adding or removing players sets `Tournament.file_claims_stale`: the file's player count (TRF
# 062) no longer describes the list (validation stops comparing; kept in the project file).
# Result edits retire the points and rank columns with the players they touch instead
# (`_PlayerSnapshot`: no setting changes, so a result edit stays a players-only update).
def _mark_claims_stale(t: Tournament) -> bool:
    """Set the marker; return what was there before (for the revert)."""
    before = t.file_claims_stale
    t.file_claims_stale = True
    return before


def _restore_claims(t: Tournament, before: bool) -> None:
    t.file_claims_stale = before


class _PlayerSnapshot(Edit):
    """Edits that only replace player values: remember the old ones, put them back on revert."""

    def __init__(self) -> None:
        self._old: list[Player] = []
        self._rounds: frozenset[int] = frozenset()

    # Edits that change results make a file's points and rank columns (`points_in_file`,
    # `rank_in_file`) stale: drop them for the players they touch, so validation does not
    # report the file's old total as a mismatch (and, the rank column having gaps now, no
    # longer compares ranks: `validate_event`). Revert puts the old players, claims included,
    # back.
    changes_results = False

    def _commit(self, t: Tournament, new: Sequence[Player], rounds: Iterable[int] = ()) -> Changes:
        self._old = [t.player(p.start_no) for p in new]
        self._rounds = frozenset(rounds)
        if self.changes_results:
            new = [replace(p, points_in_file=None, rank_in_file=None) for p in new]
        for p in new:
            t.replace_player(p)
        return Changes(frozenset(p.start_no for p in new), self._rounds)

    def revert(self, t: Tournament) -> Changes:
        for p in reversed(self._old):
            t.replace_player(p)
        changes = Changes(frozenset(p.start_no for p in self._old), self._rounds)
        self._old = []
        return changes


class SetGame(_PlayerSnapshot):
    """Pair two players in a round with a result (both sides, mirrored).

    Players previously paired with either of them in that round become NOT_PAIRED, so the
    round stays consistent.
    """

    label = "set-game"
    changes_results = True

    def __init__(
        self, round_no: int, start_no: int, opponent: int, colour: Colour, result: Result
    ) -> None:
        super().__init__()
        self.round_no, self.start_no, self.opponent = round_no, start_no, opponent
        self.colour, self.result = colour, result

    def apply(self, t: Tournament) -> Changes:
        r, a, b = self.round_no, self.start_no, self.opponent
        _check_round(r, a)
        pa, pb = _player(t, a, r), _player(t, b, r)
        if a == b:
            raise EditError("cannot be paired against himself", a, r)
        if not self.result.has_opponent:
            raise EditError(f"{self.result.value} is not a game result (use a bye instead)", a, r)
        new: dict[int, Player] = {}
        for p in (pa, pb):
            released = _released_opponent(t, p, r, keep=(a, b))
            if released is not None:
                new[released.start_no] = released
        new[a] = pa.with_entry(r, RoundEntry(b, self.colour, self.result))
        new[b] = pb.with_entry(r, RoundEntry(a, self.colour.mirror, self.result.mirror))
        return self._commit(t, list(new.values()), [r])


class _RoundResult(_PlayerSnapshot):
    """Edits of one player's record in one round to a new result (SetResult, SetBye)."""

    changes_results = True

    def __init__(self, round_no: int, start_no: int, result: Result) -> None:
        super().__init__()
        self.round_no, self.start_no, self.result = round_no, start_no, result


class SetResult(_RoundResult):
    """Change the result of an existing pairing; the opponent gets the mirrored result."""

    label = "set-result"

    def apply(self, t: Tournament) -> Changes:
        r, s = self.round_no, self.start_no
        _check_round(r, s)
        p = _player(t, s, r)
        entry = p.entry(r)
        if entry.opponent is None:
            raise EditError("has no opponent in this round (set a pairing or a bye)", s, r)
        if not self.result.has_opponent:
            raise EditError(f"{self.result.value} is not a game result (use a bye)", s, r)
        o = entry.opponent
        if not t.has_player(o):
            raise EditError(f"opponent {o} is not a player of this tournament", s, r)
        theirs = t.player(o).entry(r)
        if theirs.opponent != s:
            raise EditError(
                f"opponent {o}'s record names {theirs.opponent or 'nobody'}; set the pairing first",
                s,
                r,
            )
        new = [
            p.with_entry(r, replace(entry, result=self.result)),
            t.player(o).with_entry(r, replace(theirs, result=self.result.mirror)),
        ]
        return self._commit(t, new, [r])


class SetSides(SetResult):
    """Set each side of an existing game on its own (`result` the player's, `theirs` the
    opponent's): the unequal results the Laws know, ½-0, 0-½, 0-0 (Laws of Chess art. 12.9.7;
    `core.vocabulary.results.LAWS_UNEQUAL`), which the gates ask about before (core.results_
    rules). A forfeit is only 1F-0F, 0F-1F or 0F-0F; a forfeit against a game result, or an
    unfinished side against a finished one, is refused."""

    label = "set-sides"

    def __init__(self, round_no: int, start_no: int, result: Result, theirs: Result) -> None:
        super().__init__(round_no, start_no, result)
        self.theirs = theirs

    def apply(self, t: Tournament) -> Changes:
        a, b = self.result, self.theirs
        mixed = a.is_forfeit != b.is_forfeit or a.is_unfinished != b.is_unfinished
        if mixed or (a.is_forfeit and b is not a.mirror):
            raise EditError(
                f"{a.value} against {b.value} is no result", self.start_no, self.round_no
            )
        changes = super().apply(t)
        o = t.player(self.start_no).entry(self.round_no).opponent
        assert o is not None  # SetResult refused a record without one
        p = t.player(o)
        t.replace_player(p.with_entry(self.round_no, replace(p.entry(self.round_no), result=b)))
        return changes


class SetBye(_RoundResult):
    """Give a player a bye (any kind) or NOT_PAIRED; a former opponent becomes NOT_PAIRED."""

    label = "set-bye"

    def apply(self, t: Tournament) -> Changes:
        r, s = self.round_no, self.start_no
        _check_round(r, s)
        p = _player(t, s, r)
        if self.result.has_opponent:
            raise EditError(f"{self.result.value} needs an opponent (set a game)", s, r)
        new = [p.with_entry(r, RoundEntry(None, Colour.NONE, self.result))]
        released = _released_opponent(t, p, r, keep=(s,))
        if released is not None:
            new.append(released)
        return self._commit(t, new, [r])


class Withdraw(_PlayerSnapshot):
    """The player withdrew after `after_round` (0: before the first round)."""

    label = "withdraw"

    def __init__(self, start_no: int, after_round: int) -> None:
        super().__init__()
        self.start_no, self.after_round = start_no, after_round

    def apply(self, t: Tournament) -> Changes:
        p = _player(t, self.start_no)
        if self.after_round < 0:
            raise EditError("cannot withdraw after a negative round", self.start_no)
        new = replace(p, withdrawn_after=self.after_round)
        rounds = range(self.after_round + 1, max(t.total_rounds, self.after_round) + 1)
        return self._commit(t, [new], rounds)


class Reinstate(_PlayerSnapshot):
    """Undo a withdrawal: the player plays on."""

    label = "reinstate"

    def __init__(self, start_no: int) -> None:
        super().__init__()
        self.start_no = start_no

    def apply(self, t: Tournament) -> Changes:
        p = _player(t, self.start_no)
        if p.withdrawn_after is None:
            raise EditError("has not withdrawn", self.start_no)
        rounds = range(p.withdrawn_after + 1, t.total_rounds + 1)
        return self._commit(t, [replace(p, withdrawn_after=None)], rounds)


# Fields EditPlayer replaces; the rest (rounds, withdrawal, what a file said) stay.
_KEPT_ON_EDIT = ("rounds", "withdrawn_after", "points_in_file", "rank_in_file")


class EditPlayer(_PlayerSnapshot):
    """Replace a player's identity fields (name, rating, ...); rounds and withdrawal stay."""

    label = "edit-player"

    def __init__(self, player: Player) -> None:
        super().__init__()
        self.player = player

    def apply(self, t: Tournament) -> Changes:
        old = _player(t, self.player.start_no)
        new = replace(self.player, **{name: getattr(old, name) for name in _KEPT_ON_EDIT})
        changes = self._commit(t, [new])
        return replace(changes, structure=True)  # names/ratings feed rating tie-breaks

    def revert(self, t: Tournament) -> Changes:
        return replace(super().revert(t), structure=True)


class AddPlayer(Edit):
    """Add a player (at `position` in the list, default the end)."""

    label = "add-player"

    def __init__(self, player: Player, position: int | None = None) -> None:
        self.player, self.position = player, position
        self._claims = False

    def apply(self, t: Tournament) -> Changes:
        s = self.player.start_no
        if s < 1:
            raise EditError("start numbers begin at 1", s)
        if t.has_player(s):
            raise EditError("start number is taken", s)
        t.add_player(self.player, self.position)
        self._claims = _mark_claims_stale(t)
        return Changes(frozenset({s}), frozenset(), True)

    def revert(self, t: Tournament) -> Changes:
        t.remove_player(self.player.start_no)
        _restore_claims(t, self._claims)
        return Changes(frozenset({self.player.start_no}), frozenset(), True)


class RemovePlayer(Edit):
    """Remove a player who has no games (a wrong entry). Players with games are withdrawn."""

    label = "remove-player"

    def __init__(self, start_no: int) -> None:
        self.start_no = start_no
        self._removed: tuple[int, Player] | None = None
        self._claims = False
        self._prohibited: tuple[tuple[int, int], ...] = ()

    def apply(self, t: Tournament) -> Changes:
        s = self.start_no
        _player(t, s)
        named = sorted(
            r
            for p in t.players
            if p.start_no != s
            for r, e in enumerate(p.rounds, start=1)
            if e.opponent == s
        )
        own = [r for r, e in enumerate(t.player(s).rounds, start=1) if e.opponent is not None]
        rounds = sorted(set(named) | set(own))
        if rounds:
            listed = ", ".join(str(r) for r in rounds)
            raise EditError(
                f"has games in round(s) {listed}; withdraw the player or clear the games first", s
            )
        self._removed = t.remove_player(s)
        self._claims = _mark_claims_stale(t)
        # A prohibited pair goes with its player: a later entry given the number is another.
        self._prohibited = t.prohibited
        t.prohibited = tuple(pair for pair in t.prohibited if s not in pair)
        return Changes(frozenset({s}), frozenset(), True)

    def revert(self, t: Tournament) -> Changes:
        if self._removed is None:  # pragma: no cover - revert without apply
            raise EditError("nothing to revert", self.start_no)
        position, player = self._removed
        t.add_player(player, position)
        _restore_claims(t, self._claims)
        t.prohibited = self._prohibited
        self._removed = None
        return Changes(frozenset({self.start_no}), frozenset(), True)


# What ChangeSettings may change: the settings but `extra` (the readers' and writers' own data).
_SETTINGS = frozenset(SETTINGS) - {"extra"}


class ChangeSettings(Edit):
    """Change tournament fields (name, scoring, rules, tie-break list, ...)."""

    label = "change-settings"

    def __init__(self, **values: Any) -> None:
        unknown = sorted(set(values) - _SETTINGS)
        if unknown:
            raise EditError(f"not a tournament setting: {', '.join(unknown)}")
        self.values = values
        self._old: dict[str, Any] = {}

    def apply(self, t: Tournament) -> Changes:
        if "rounds" in self.values and (
            not isinstance(self.values["rounds"], int) or self.values["rounds"] < 0
        ):
            raise EditError("the number of rounds must be 0 (unknown) or more")
        self._old = {name: getattr(t, name) for name in self.values}
        for name, value in self.values.items():
            setattr(t, name, list(value) if isinstance(value, list) else value)
        return Changes(frozenset(), frozenset(), True)

    def revert(self, t: Tournament) -> Changes:
        for name, value in self._old.items():
            setattr(t, name, value)
        self._old = {}
        return Changes(frozenset(), frozenset(), True)


class SetBoardOrder(Edit):
    """Record the board order of one round (as paired, or as the arbiter arranged it).

    `order` is the start number of the first-named player of each board, board 1 first
    (see `core.boards`); an empty order forgets the stored one (the default order applies).
    """

    label = "set-board-order"

    def __init__(self, round_no: int, order: Sequence[int]) -> None:
        _check_round(round_no)
        if len(set(order)) != len(order):
            raise EditError("a player cannot be on two boards", round_no=round_no)
        self.round_no = round_no
        self.order = tuple(order)
        self._old: tuple[int, ...] | None = None

    def apply(self, t: Tournament) -> Changes:
        self._old = t.board_order.get(self.round_no)
        orders = dict(t.board_order)
        if self.order:
            orders[self.round_no] = self.order
        else:
            orders.pop(self.round_no, None)
        t.board_order = orders
        return Changes(frozenset(), frozenset({self.round_no}), False)

    def revert(self, t: Tournament) -> Changes:
        orders = dict(t.board_order)
        if self._old is None:
            orders.pop(self.round_no, None)
        else:
            orders[self.round_no] = self._old
        t.board_order = orders
        return Changes(frozenset(), frozenset({self.round_no}), False)


class AmendSettings(Edit):
    """Change some fields of one typed settings record of the event (`part`: "pairing" or
    "ratings", core.settings), the rest kept: one undo step. The rating type, the rating
    sequence and the starting-rank method subclass it with the value checked."""

    label = "amend-settings"
    part = ""

    def __init__(self, part: str | None = None, **values: Any) -> None:
        self.part = part or self.part
        if self.part not in ("pairing", "ratings"):
            raise EditError(f"not a settings record: {self.part!r}")
        self.values = values
        self._before: Any = None

    def apply(self, t: Tournament) -> Changes:
        self._before = getattr(t, self.part)
        try:
            setattr(t, self.part, replace(self._before, **self.values))
        except TypeError as exc:  # a field the record has not
            raise EditError(str(exc)) from None
        return Changes(frozenset(), frozenset(), True)

    def revert(self, t: Tournament) -> Changes:
        setattr(t, self.part, self._before)
        return Changes(frozenset(), frozenset(), True)


class Batch(Edit):
    """Several edits as one step (one undo). All or nothing: a failing edit undoes the rest."""

    def __init__(self, edits: Sequence[Edit], label: str = "batch") -> None:
        self.edits = list(edits)
        self.label = label
        self._applied: list[Edit] = []

    def apply(self, t: Tournament) -> Changes:
        changes = Changes()
        self._applied = []
        try:
            for edit in self.edits:
                changes |= edit.apply(t)
                self._applied.append(edit)
        except Exception:
            self.revert(t)
            raise
        return changes

    def revert(self, t: Tournament) -> Changes:
        changes = Changes()
        for edit in reversed(self._applied):
            changes |= edit.revert(t)
        self._applied = []
        return changes


class AddJournal(Edit):
    """Record one journal event (`core.model.JournalEntry`): a gated step taken (C.02, 2026
    checklist). Made one undo step with the step it records (`Batch([step, AddJournal(...)])`),
    so undoing the step takes its journal line too."""

    label = "journal"

    def __init__(self, entry: JournalEntry) -> None:
        self.entry = entry
        self._before: tuple[JournalEntry, ...] = ()

    def apply(self, t: Tournament) -> Changes:
        self._before = t.journal
        t.journal = (*t.journal, self.entry)
        return Changes()

    def revert(self, t: Tournament) -> Changes:
        t.journal = self._before
        return Changes()
