"""One round's pairing as data, who is to be paired, and writing a pairing into a tournament.

A `RoundPairing` is what an engine (or Berger, or the arbiter) decides for a round: the boards
in order, white first, and the pairing-allocated bye. The players the arbiter already placed
before pairing — requested byes (`H`, `F`), known absences (`Z`), withdrawals — are not part of
it: they keep the records the arbiter entered (C.04.1: only "the players to be paired" are
paired).

Writing a pairing is one `Batch` edit (one undo): a `SetGame` per board with no result yet
(PENDING), a `SetBye` with PAIRING_BYE for the bye, and the board order (`SetBoardOrder`,
read back by `core.boards`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.boards import boards
from arbiter_app.core.edits import Batch, Edit, SetBoardOrder, SetBye, SetGame
from arbiter_app.core.model import NOT_PAIRED, Colour, Result, RoundEntry, Tournament
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.teams.edits import SetTeamBye

__all__ = [
    "RoundPairing",
    "current_pairing",
    "has_results",
    "history_for",
    "left_out",
    "next_round",
    "pairing_edit",
    "to_be_paired",
    "unfinished_before",
    "unpair_edit",
]


class RoundPairing(Struct, frozen=True):
    """The boards of one round (white, black) in board order, and the pairing-allocated bye."""

    round_no: int
    boards: tuple[tuple[int, int], ...]
    bye: int | None = None
    # Players left out of a round robin's round (the rest of an odd Berger count): not paired,
    # no points (C.05 Annex 1: "the highest number counts as a bye").
    rest: tuple[int, ...] = ()

    def players(self) -> list[int]:
        """Every player the pairing places (boards, bye and rest)."""
        out = [p for board in self.boards for p in board]
        if self.bye is not None:
            out.append(self.bye)
        return out + list(self.rest)


def to_be_paired(t: Tournament, round_no: int) -> list[int]:
    """Start numbers to pair in `round_no`, in start-number order.

    Everyone not withdrawn before the round whose record for the round is empty (NOT_PAIRED).
    A pre-entered bye or absence (`H`, `F`, `Z`, also `U` set by hand) keeps the player out,
    and so does an existing game (the round is partly paired by hand).
    """
    return sorted(
        p.start_no
        for p in t.players
        if not p.is_withdrawn_in(round_no) and p.entry(round_no).result is Result.NOT_PAIRED
    )


def left_out(t: Tournament, round_no: int) -> list[tuple[int, Result | None]]:
    """The players `to_be_paired` leaves out of `round_no` and why, in start-number order:
    None for a withdrawal, else the record entered for the round (`H`, `F`, `Z`, `U`...)."""
    out: list[tuple[int, Result | None]] = []
    for p in sorted(t.players, key=lambda p: p.start_no):
        result = p.entry(round_no).result
        if p.is_withdrawn_in(round_no) and not result.has_opponent:
            out.append((p.start_no, None))
        elif result not in (Result.NOT_PAIRED, Result.PAIRING_BYE) and not result.has_opponent:
            out.append((p.start_no, result))
    return out


def unfinished_before(t: Tournament, round_no: int) -> list[tuple[int, int]]:
    """(round, start number) of games before `round_no` still without a result."""
    return [
        (r, p.start_no)
        for p in t.players
        for r, e in enumerate(p.rounds[: round_no - 1], start=1)
        if e.result.is_unfinished
    ]


def current_pairing(t: Tournament, round_no: int) -> RoundPairing:
    """The round as it stands in the tournament (boards in board order, the PAB if any)."""
    bye = [p.start_no for p in t.players if p.entry(round_no).result is Result.PAIRING_BYE]
    return RoundPairing(
        round_no,
        tuple((b.white, b.black) for b in boards(t, round_no)),
        bye[0] if bye else None,
    )


def pairing_edit(pairing: RoundPairing, result: Result = Result.PENDING) -> Edit:
    """The edit that writes `pairing` into a tournament (one undo step)."""
    r = pairing.round_no
    edits: list[Edit] = [
        SetGame(r, white, black, Colour.WHITE, result) for white, black in pairing.boards
    ]
    if pairing.bye is not None:
        edits.append(SetBye(r, pairing.bye, Result.PAIRING_BYE))
    edits.extend(SetBye(r, p, Result.NOT_PAIRED) for p in pairing.rest)
    edits.append(SetBoardOrder(r, [white for white, _ in pairing.boards]))
    return Batch(edits, label="pair-round")


def _placed(t: Tournament, round_no: int) -> list[int]:
    """The players the pairing of `round_no` placed: on a board or on the pairing bye."""
    return [
        p.start_no
        for p in t.players
        if p.entry(round_no).result.has_opponent or p.entry(round_no).result is Result.PAIRING_BYE
    ]


def has_results(t: Tournament, round_no: int) -> bool:
    """Whether a board of `round_no` has a result (unpairing it would lose one)."""
    return any(
        t.player(s).entry(round_no).result not in (Result.PENDING, Result.PAIRING_BYE)
        for s in _placed(t, round_no)
    )


def unpair_edit(t: Tournament, round_no: int) -> Edit:
    """The edit that removes the pairings of `round_no` (one undo step): its boards and its
    pairing bye become `not paired`, its board order goes; requested byes and absences the
    arbiter entered before pairing stay (they are not the pairing's); in a team event the
    round's team bye goes too (TRF-26 320: the pairing's, as a player's pairing bye)."""
    edits: list[Edit] = [SetBye(round_no, s, Result.NOT_PAIRED) for s in _placed(t, round_no)]
    edits.append(SetBoardOrder(round_no, ()))
    if t.teams is not None and any(r == round_no for r, _team in t.teams.byes):
        edits.append(SetTeamBye(round_no, None))
    return Batch(edits, label="unpair-round")


def renumber(pairing: RoundPairing, back: Mapping[int, int]) -> RoundPairing:
    """`pairing` with every number n replaced by back[n] (engine numbers to start numbers)."""

    def m(xs: Iterable[int]) -> tuple[int, ...]:
        return tuple(back[x] for x in xs)

    return RoundPairing(
        pairing.round_no,
        tuple((back[w], back[b]) for w, b in pairing.boards),
        None if pairing.bye is None else back[pairing.bye],
        m(pairing.rest),
    )


_PRE_ENTERED = frozenset({Result.HALF_BYE, Result.FULL_BYE, Result.ZERO_BYE})


def next_round(t: Tournament) -> int:
    """The first round after the last one with a game or a pairing-allocated bye."""
    return paired_rounds(t) + 1


def history_for(t: Tournament, round_no: int) -> Tournament:
    """A copy of `t` as it stood before round `round_no` was paired.

    Rounds after it are dropped; in the round itself only what the arbiter enters before
    pairing stays (requested byes `H` `F`, absences `Z`); games and the pairing-allocated bye
    are removed. A present player without a record in an already paired round was left out of
    it (programs write an absence that way), so it becomes a zero-point bye (`Z`). Used to pair
    a round again from its history (the free pairings checker of C.04.A).
    """
    players = []
    paired = any(
        p.entry(round_no).result.has_opponent or p.entry(round_no).result is Result.PAIRING_BYE
        for p in t.players
    )
    for p in t.players:
        rounds = list(p.rounds[: round_no - 1])
        e = p.entry(round_no)
        if e.result in _PRE_ENTERED:
            rounds += [NOT_PAIRED] * (round_no - 1 - len(rounds)) + [RoundEntry(result=e.result)]
        elif paired and e.result is Result.NOT_PAIRED and not p.is_withdrawn_in(round_no):
            rounds += [NOT_PAIRED] * (round_no - 1 - len(rounds))
            rounds.append(RoundEntry(result=Result.ZERO_BYE))
        players.append(replace(p, rounds=tuple(rounds)))
    copy = replace(t, players=players, board_order={})
    copy.__dict__.pop("_index", None)
    return copy
