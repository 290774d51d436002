"""What a round view shows of one event, kept between edits: the next round to pair, and the
boards of a round with our checker's findings for it (`core.boards`, `core.pairing.checker`).

Entering results is most of an arbiter's work during a round, and after each one the view
shows the round again. Those three things do not depend on the results of the round's games,
only on how the round is paired, so a result does not change them; at 10,000 players they cost
a tenth of a second each time. `ShownRound` keeps the last answers and gives them again when
the tournament differs from the one they were made from only by results of games in the round
shown or later (the same opponents and colours, a game still a game); anything else, or any
doubt, computes them again. What changed is found by comparing the players with the ones seen
last (players are frozen values: a replaced player is a new object), never taken from the
caller.

Why such a change leaves them as they were (C.04.1 as `checker` applies it):
- the boards of round r: the round's games (pairs and colours) and the scores before r
  (C.04.1 F.1 board order), besides the stored board order;
- the findings for round r: the pairing of round r (games, colours, pairing-allocated byes,
  requested byes), the players' records before r (colours and byes played, earlier meetings,
  scores for topscorers), withdrawals and bonus points, and the system, which when not declared
  is read from who met whom (`core.system.infer_from_games`): the results of round r's games
  take no part (a forfeited game's colour still counts: the rule binds the pairing as made);
- the next round: the last round with a game or a pairing-allocated bye.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.boards import Board, boards
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.pairing.checker import PairingFinding, check_round
from arbiter_app.core.pairing.round import next_round

__all__ = ["ShownRound"]


def _pairing(e: RoundEntry) -> tuple[int | None, Colour, Result | None]:
    """The entry as the pairing has it: a game's result left out, a bye's kept."""
    return (e.opponent, e.colour, None if e.result.has_opponent else e.result)


def _results_only(old: Player, new: Player, first_round: int) -> bool:
    """Whether `new` is `old` with only the results of games changed, in `first_round` or later."""
    # (The file's points and rank columns, which a player's first edited result clears,
    # `Tournament.file_claims_stale`, are read by neither the boards nor the check.)
    same = replace(old, rounds=new.rounds, points_in_file=new.points_in_file)
    if replace(same, rank_in_file=new.rank_in_file) != new:
        return False  # another field (a withdrawal, a bonus, ...)
    a, b = old.rounds, new.rounds
    if len(a) != len(b) or a[: first_round - 1] != b[: first_round - 1]:
        return False
    return all(map(_same_pairing, a[first_round - 1 :], b[first_round - 1 :]))


def _same_pairing(a: RoundEntry, b: RoundEntry) -> bool:
    return a is b or _pairing(a) == _pairing(b)


def _settings(t: Tournament, round_no: int) -> tuple[object, ...]:
    """The settings the boards and the check of `round_no` read."""
    return (
        t.system,
        t.rounds,
        t.scoring,
        t.start_date,
        t.board_order.get(round_no),
    )


_Value = TypeVar("_Value")
_Round = tuple[tuple[Board, ...], tuple[PairingFinding, ...]]


class _Kept(Struct, Generic[_Value], frozen=True):
    """An answer and what it was made from: the players and settings, the round."""

    players: tuple[Player, ...]
    settings: tuple[object, ...]
    round_no: int
    value: _Value

    def still(self, t: Tournament, round_no: int, first_round: int) -> bool:
        """Whether `t` differs from what the value was made from only by results of games in
        `first_round` or later."""
        if round_no != self.round_no or _settings(t, round_no) != self.settings:
            return False
        players: Sequence[Player] = t.players
        if len(players) != len(self.players):
            return False
        for new, old in zip(players, self.players, strict=True):
            if new is not old and not _results_only(old, new, first_round):
                return False
        return True


class ShownRound:
    """The round view's next round, boards and findings of one event (see the module
    docstring); one per view, used from one thread."""

    def __init__(self) -> None:
        self._next: _Kept[int] | None = None
        self._round: _Kept[_Round] | None = None

    def next_round(self, t: Tournament) -> int:
        """`core.pairing.round.next_round(t)`."""
        kept = self._next
        if kept is not None and kept.still(t, 0, 1):
            # (Kept with these players: the next comparison starts from them.)
            self._next = replace(kept, players=tuple(t.players))
            return kept.value
        value = next_round(t)
        self._next = _Kept(tuple(t.players), _settings(t, 0), 0, value)
        return value

    def round(self, t: Tournament, round_no: int) -> tuple[list[Board], list[PairingFinding]]:
        """`core.boards.boards(t, round_no)` and, when the round has boards,
        `core.pairing.checker.check_round(t, round_no)` (else no findings)."""
        kept = self._round
        if kept is not None and kept.still(t, round_no, round_no):
            self._round = replace(kept, players=tuple(t.players))
            return list(kept.value[0]), list(kept.value[1])
        made = boards(t, round_no) if round_no >= 1 else []
        found = check_round(t, round_no) if made else []
        value: _Round = (tuple(made), tuple(found))
        self._round = _Kept(tuple(t.players), _settings(t, round_no), round_no, value)
        return made, found

    def forget(self) -> None:
        self._next = self._round = None
