"""Prohibited pairs (the engines honour them, the checker reports one met, the list is fixed
before round 1) and the differences a manual pairing session records.

Expected boards come from the rules, worked by hand: C.04.3 round 1 of six players pairs
S1 = 1 2 3 against S2 = 4 5 6 (1-4, 2-5, 3-6; colours alternate by board from the initial
colour white: 1-4, 5-2, 3-6). With 1-4 prohibited, the first transposition of S2 that pairs
S1 legally is 5 4 6: 1-5, 2-4, 3-6, and the same colours by board: 1-5, 4-2, 3-6.
"""

from __future__ import annotations

import pytest

from arbiter_app.core.edits import SetBye, SetGame
from arbiter_app.core.fide_mode import trial
from arbiter_app.core.model import (
    Colour,
    FideMode,
    ManualPairing,
    Player,
    Result,
    System,
    Tournament,
)
from arbiter_app.core.pairing.checker import PairingIssue, check_round
from arbiter_app.core.pairing.forbidden import (
    allow_edit,
    forbid_edit,
    prohibited_asks,
    unhonoured,
)
from arbiter_app.core.pairing.manual import differences, hand_issues, record_edit
from arbiter_app.core.pairing.round import RoundPairing
from arbiter_app.core.seeding import Renumber
from arbiter_app.core.vocabulary.levels import Gate, Level
from arbiter_app.io.pairing_engines import GacruxEngine, Py4swissEngine
from arbiter_app.io.trf import format_trf, parse_trf


def event(n: int = 6, start: str = "2026-06-01") -> Tournament:
    t = Tournament(name="Club", start_date=start, system=System.SWISS, rounds=5)
    for i in range(1, n + 1):
        t.add_player(Player(i, f"Player {i}", rating=2400 - 10 * i))
    return t


@pytest.mark.parametrize("engine", [GacruxEngine(), Py4swissEngine()], ids=lambda e: e.name)
def test_the_engine_honours_a_prohibited_pair_read_back_from_a_trf(engine: object) -> None:
    t = event()
    assert engine.pair(t, 1).boards == ((1, 4), (5, 2), (3, 6))  # type: ignore[attr-defined]
    forbid_edit(t, 4, 1).apply(t)
    back = parse_trf(format_trf(t))  # as a user feeds it: the file, read back
    assert back.prohibited == ((1, 4),)
    assert engine.pair(back, 1).boards == ((1, 5), (4, 2), (3, 6))  # type: ignore[attr-defined]


def test_the_checker_reports_a_prohibited_pair_as_an_error() -> None:
    t = event(4)
    forbid_edit(t, 1, 3).apply(t)
    SetGame(1, 1, 3, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 4, 2, Colour.WHITE, Result.DRAW).apply(t)
    found = [f for f in check_round(t, 1) if f.issue is PairingIssue.PROHIBITED]
    assert [(f.start_no, f.opponent, f.severity.value) for f in found] == [(1, 3, "error")]


def test_prohibited_pairs_are_fixed_once_round_one_is_paired() -> None:
    """C.02 2026 checklist §16: set before round 1; later the gate, refused in FIDE mode and
    confirmed (level 3) outside it. A renumbering renames a pair, it does not change it."""
    t = event(4)
    forbid_edit(t, 1, 2).apply(t)
    assert prohibited_asks(t, trial(t, forbid_edit(t, 2, 4))) == []  # before round 1
    SetGame(1, 1, 3, Colour.WHITE, Result.PENDING).apply(t)
    (ask,) = prohibited_asks(t, trial(t, forbid_edit(t, 2, 4)))
    assert (ask.gate, ask.level) == (Gate.PROHIBITED_AFTER_ROUND_1, Level.REFUSED)
    assert [a.level for a in prohibited_asks(t, trial(t, allow_edit(t, 1, 2)))] == [5]
    assert prohibited_asks(t, trial(t, Renumber([4, 3, 2, 1]))) == []
    t.fide_mode = FideMode(on=False, left_round=1)
    assert [a.level for a in prohibited_asks(t, trial(t, forbid_edit(t, 2, 4)))] == [3]


def test_round_robins_cannot_honour_them() -> None:
    t = event(4)
    forbid_edit(t, 1, 2).apply(t)
    assert unhonoured(t, "berger") == [(1, 2)] and unhonoured(t, "gacrux") == []


def test_hand_issues_name_a_rematch_an_ineligible_bye_and_three_colours_in_a_row() -> None:
    t = event(5)
    SetGame(1, 1, 3, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 4, 2, Colour.WHITE, Result.DRAW).apply(t)
    SetBye(1, 5, Result.PAIRING_BYE).apply(t)
    SetGame(2, 1, 2, Colour.WHITE, Result.WIN).apply(t)
    SetGame(2, 3, 4, Colour.WHITE, Result.WIN).apply(t)
    # Round 3 by hand: 3-1 is a rematch of round 1 (C.04.1.2); a bye to 5 is a second PAB
    # (C.04.1.4); 1 with white a third time in a row breaks C.04.1.7.
    assert [f.issue for f in hand_issues(t, 3, [(3, 1)])] == [PairingIssue.REMATCH]
    assert [f.issue for f in hand_issues(t, 3, bye=5)] == [PairingIssue.BYE_AGAIN]
    # (three whites: also a colour difference of +3, C.04.1.6)
    assert [(f.issue, f.detail) for f in hand_issues(t, 3, [(1, 5)])] == [
        (PairingIssue.COLOUR_DIFFERENCE, 3),
        (PairingIssue.SAME_COLOUR_THREE_TIMES, "w"),
    ]
    assert hand_issues(t, 3, [(5, 1)]) == []


def test_differences_and_their_record_are_one_undo_step() -> None:
    manual = RoundPairing(2, ((1, 3), (4, 2)), bye=5)
    engine = RoundPairing(2, ((3, 1), (4, 2)), bye=6)
    found = differences(manual, engine)
    assert found == [
        ManualPairing(2, "arbiter", 1, 3),
        ManualPairing(2, "arbiter", 5),
        ManualPairing(2, "engine", 3, 1),
        ManualPairing(2, "engine", 6),
    ]
    t = event(6)
    t.manual_pairings = (ManualPairing(1, "arbiter", 1, 2), ManualPairing(2, "arbiter", 9, 8))
    edit = record_edit(t, 2, found)
    edit.apply(t)
    assert t.manual_pairings == (ManualPairing(1, "arbiter", 1, 2), *found)
    edit.revert(t)
    assert t.manual_pairings[1] == ManualPairing(2, "arbiter", 9, 8)


def test_renumbering_carries_the_prohibited_pairs_with_their_players() -> None:
    from arbiter_app.core.seeding import Renumber

    t = event(4)
    forbid_edit(t, 1, 2).apply(t)
    renumber = Renumber([4, 3, 2, 1])  # player 1 becomes 4, player 2 becomes 3
    renumber.apply(t)
    assert t.prohibited == ((3, 4),) and t.player(4).name == "Player 1"
    renumber.revert(t)
    assert t.prohibited == ((1, 2),)


def test_a_removed_player_takes_his_prohibited_pairs_along() -> None:
    from arbiter_app.core.edits import RemovePlayer

    t = event(4)
    forbid_edit(t, 1, 2).apply(t)
    forbid_edit(t, 3, 4).apply(t)
    remove = RemovePlayer(2)
    remove.apply(t)
    assert t.prohibited == ((3, 4),)
    remove.revert(t)
    assert t.prohibited == ((1, 2), (3, 4))
