"""A round's pairing written into a tournament, undone, and a round taken back to its history."""

from __future__ import annotations

import copy

from arbiter_app.core.boards import boards
from arbiter_app.core.edits import SetBye, SetGame, Withdraw
from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.core.pairing.round import (
    RoundPairing,
    current_pairing,
    history_for,
    next_round,
    pairing_edit,
    to_be_paired,
    unfinished_before,
)


def event(n: int = 6) -> Tournament:
    t = Tournament(name="t", start_date="2026-06-01", system=System.SWISS, rounds=5)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i, name=f"P{i}"))
    return t


def test_pairing_edit_writes_boards_bye_and_order_and_reverts_exactly() -> None:
    t = event(5)
    before = copy.deepcopy(t)
    pairing = RoundPairing(1, ((4, 1), (2, 5)), bye=3)
    edit = pairing_edit(pairing)
    edit.apply(t)
    assert [(b.white, b.black) for b in boards(t, 1)] == [(4, 1), (2, 5)]  # as paired
    assert t.player(4).entry(1).colour is Colour.WHITE
    assert t.player(1).entry(1).result is Result.PENDING
    assert t.player(3).entry(1).result is Result.PAIRING_BYE
    assert current_pairing(t, 1) == pairing
    assert next_round(t) == 2
    assert unfinished_before(t, 2) == [(1, 1), (1, 2), (1, 4), (1, 5)]
    edit.revert(t)
    assert t == before


def test_who_is_to_be_paired() -> None:
    t = event(6)
    SetBye(1, 2, Result.HALF_BYE).apply(t)
    SetBye(1, 3, Result.ZERO_BYE).apply(t)
    Withdraw(4, 0).apply(t)
    assert to_be_paired(t, 1) == [1, 5, 6]
    assert next_round(t) == 1  # pre-entered byes do not make a round paired


def test_history_for_keeps_what_was_entered_before_pairing() -> None:
    t = event(6)
    SetBye(1, 6, Result.HALF_BYE).apply(t)
    pairing_edit(RoundPairing(1, ((1, 3), (4, 2)), bye=5), Result.DRAW).apply(t)
    SetGame(2, 2, 1, Colour.WHITE, Result.WIN).apply(t)
    SetGame(2, 3, 6, Colour.WHITE, Result.WIN).apply(t)
    SetBye(2, 4, Result.HALF_BYE).apply(t)  # requested: stays
    # 5 has no record in round 2, a paired round: left out, so absent (Z) for re-pairing.
    h = history_for(t, 2)
    assert t.player(1).entry(2).result is Result.LOSS  # the original is untouched (2 won)
    assert h.player(1).entry(2).result is Result.NOT_PAIRED
    assert h.player(4).entry(2).result is Result.HALF_BYE
    assert h.player(5).entry(2).result is Result.ZERO_BYE
    assert h.player(6).entry(1).result is Result.HALF_BYE  # round 1 as played
    assert to_be_paired(h, 2) == [1, 2, 3, 6]
    assert h.board_order == {}
