"""Edits: apply() changes what it says (both sides of a game), revert() restores exactly.

Crosstable facts used below are read from held_swiss_5.trf (FIDE TEC exercises): round 1
pairs Bruno (2) with Lais (10), Bruno black winning (`10 b 1` / `2 w 0`); round 3 is
Nick (12) `14 w +` against Paul (14) `12 b -`; Franck (6) has the PAB `0 - U` in round 3.
"""

from __future__ import annotations

import copy

import pytest
from conftest import FIDE_TEC, read_as_printed
from gen_tournaments import GAME_RESULTS, tournaments
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from arbiter_app.core.edits import (
    AddPlayer,
    Batch,
    Changes,
    ChangeSettings,
    EditError,
    EditPlayer,
    Reinstate,
    RemovePlayer,
    SetBye,
    SetGame,
    SetResult,
    Withdraw,
)
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.validate import Severity, validate


@pytest.fixture
def held() -> Tournament:
    return read_as_printed(FIDE_TEC / "held_swiss_5.trf")  # Nick's withdrawal confirmed


def _roundtrip(t: Tournament, edit: object) -> None:
    """apply + revert leaves an equal tournament, and the edit can be applied again (redo)."""
    before = copy.deepcopy(t)
    edit.apply(t)  # type: ignore[attr-defined]
    after = copy.deepcopy(t)
    edit.revert(t)  # type: ignore[attr-defined]
    assert t == before
    assert t.players == before.players  # order included
    edit.apply(t)  # type: ignore[attr-defined]
    assert t == after
    edit.revert(t)  # type: ignore[attr-defined]
    assert t == before


def test_set_result_is_mirrored(held: Tournament) -> None:
    changes = SetResult(1, 2, Result.DRAW).apply(held)
    assert held.player(2).entry(1) == RoundEntry(10, Colour.BLACK, Result.DRAW)
    assert held.player(10).entry(1) == RoundEntry(2, Colour.WHITE, Result.DRAW)
    assert changes == Changes(frozenset({2, 10}), frozenset({1}), False)
    assert held.points(held.player(2)) == 3.5  # 4.0 in the file, a win became a draw
    # The file's points column (4.0) no longer describes the edited results: the edit drops
    # that claim for both players instead of leaving a stale "points mismatch" behind.
    assert held.player(2).points_in_file is None
    assert held.player(10).points_in_file is None
    # The fixture's rank column (start numbers, not in points order) described the file as
    # read; after an edit of results it is no longer compared either.
    assert validate(held) == []
    assert held.player(2).rank_in_file is None


def test_set_result_win_becomes_loss_on_the_other_side(held: Tournament) -> None:
    SetResult(1, 10, Result.FORFEIT_WIN).apply(held)
    assert held.player(10).entry(1).result is Result.FORFEIT_WIN
    assert held.player(2).entry(1).result is Result.FORFEIT_LOSS
    SetResult(1, 10, Result.DOUBLE_FORFEIT).apply(held)
    assert held.player(2).entry(1).result is Result.DOUBLE_FORFEIT


def test_set_result_reverts_exactly(held: Tournament) -> None:
    _roundtrip(held, SetResult(3, 12, Result.WIN))


def test_set_game_unpairs_former_opponents(held: Tournament) -> None:
    # Round 1: 2-10 and 1-9 (`9 w 1` for Alyx). Pair 2 with 1 instead.
    changes = SetGame(1, 2, 1, Colour.WHITE, Result.LOSS).apply(held)
    assert held.player(2).entry(1) == RoundEntry(1, Colour.WHITE, Result.LOSS)
    assert held.player(1).entry(1) == RoundEntry(2, Colour.BLACK, Result.WIN)
    assert held.player(10).entry(1) == RoundEntry()  # former opponent of 2
    assert held.player(9).entry(1) == RoundEntry()  # former opponent of 1
    assert changes.players == {1, 2, 9, 10}
    left = [f for f in validate(held) if f.kind.value not in ("points-mismatch", "rank-unordered")]
    # 1 and 2 also meet in round 3 (`1 b =` for Bruno): the new pairing is a rematch.
    assert [(f.kind.value, f.start_no, f.arg("rounds")) for f in left] == [
        ("repeated-pairing", 1, (1, 3))
    ]


def test_set_game_in_a_new_round_and_revert(held: Tournament) -> None:
    _roundtrip(held, SetGame(6, 2, 1, Colour.WHITE, Result.PENDING))
    SetGame(6, 2, 1, Colour.WHITE, Result.PENDING).apply(held)
    assert held.player(2).entry(6).result is Result.PENDING
    assert held.player(1).entry(6) == RoundEntry(2, Colour.BLACK, Result.PENDING)


def test_set_bye_frees_the_former_opponent(held: Tournament) -> None:
    SetBye(1, 2, Result.HALF_BYE).apply(held)
    assert held.player(2).entry(1) == RoundEntry(None, Colour.NONE, Result.HALF_BYE)
    assert held.player(10).entry(1) == RoundEntry()
    _roundtrip(held, SetBye(3, 6, Result.ZERO_BYE))


def test_withdraw_and_reinstate(held: Tournament) -> None:
    changes = Withdraw(5, 3).apply(held)
    assert held.player(5).withdrawn_after == 3
    assert changes.rounds == {4, 5}
    _roundtrip(held, Reinstate(5))
    _roundtrip(held, Withdraw(1, 0))


def test_add_edit_remove_player(held: Tournament) -> None:
    newcomer = Player(start_no=17, name="Newcomer", rating=1400)
    _roundtrip(held, AddPlayer(newcomer))
    AddPlayer(newcomer, position=0).apply(held)
    assert held.players[0] == newcomer
    renamed = Player(start_no=2, name="Bruno B.", rating=2160, title="FM")
    edit = EditPlayer(renamed)
    edit.apply(held)
    bruno = held.player(2)
    assert (bruno.name, bruno.rating, bruno.title) == ("Bruno B.", 2160, "FM")
    assert bruno.rounds[0] == RoundEntry(10, Colour.BLACK, Result.WIN)  # rounds kept
    edit.revert(held)
    assert held.player(2).name == "Bruno"
    _roundtrip(held, RemovePlayer(17))


def test_change_settings_and_batch(held: Tournament) -> None:
    _roundtrip(held, ChangeSettings(name="Renamed", rounds=9, tiebreaks=["BH/C1", "SB"]))
    batch = Batch(
        [SetResult(1, 2, Result.DRAW), Withdraw(12, 3), ChangeSettings(rules="fide-2026")]
    )
    changes = batch.apply(held)
    assert changes.structure and changes.players == {2, 10, 12}
    batch.revert(held)
    assert held == read_as_printed(FIDE_TEC / "held_swiss_5.trf")


def test_failing_batch_changes_nothing(held: Tournament) -> None:
    before = copy.deepcopy(held)
    batch = Batch([SetResult(1, 2, Result.DRAW), SetResult(2, 4, Result.WIN)])  # 4 has a bye
    with pytest.raises(EditError):
        batch.apply(held)
    assert held == before


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (SetGame(1, 2, 2, Colour.WHITE, Result.WIN), "player 2, round 1: cannot be paired"),
        (SetGame(1, 2, 99, Colour.WHITE, Result.WIN), "player 99, round 1: no such start"),
        (SetGame(1, 2, 1, Colour.WHITE, Result.HALF_BYE), "player 2, round 1: half_bye is not"),
        (SetGame(0, 2, 1, Colour.WHITE, Result.WIN), "player 2, round 0: rounds are numbered"),
        (SetResult(2, 4, Result.WIN), "player 4, round 2: has no opponent"),
        (SetResult(1, 2, Result.FULL_BYE), "player 2, round 1: full_bye is not a game"),
        (SetResult(1, 42, Result.WIN), "player 42, round 1: no such start number"),
        (SetBye(1, 2, Result.WIN), "player 2, round 1: win needs an opponent"),
        (Reinstate(2), "player 2: has not withdrawn"),
        (Withdraw(2, -1), "player 2: cannot withdraw"),
        (AddPlayer(Player(start_no=3, name="Dup")), "player 3: start number is taken"),
        (RemovePlayer(2), "player 2: has games in round(s) 1, 2, 3, 4, 5"),
        (ChangeSettings(rounds=-1), "the number of rounds"),
    ],
)
def test_impossible_edits_are_refused_and_change_nothing(
    held: Tournament, edit: object, message: str
) -> None:
    before = copy.deepcopy(held)
    with pytest.raises(EditError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        edit.apply(held)  # type: ignore[attr-defined]
    assert held == before


def test_unknown_setting_is_refused() -> None:
    with pytest.raises(EditError, match="players"):
        ChangeSettings(players=[])
    assert issubclass(EditError, ValueError)


def test_set_result_refuses_a_one_sided_pairing(held: Tournament) -> None:
    held.replace_player(
        held.player(10).with_entry(1, RoundEntry(None, Colour.NONE, Result.FULL_BYE))
    )
    with pytest.raises(EditError, match="opponent 10's record names nobody"):
        SetResult(1, 2, Result.DRAW).apply(held)


# -- properties ---------------------------------------------------------------------------
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(min_players=2, max_rounds=4), st.data())
def test_a_result_set_on_one_side_is_mirrored_and_revert_restores(
    t: Tournament, data: st.DataObject
) -> None:
    games = [
        (r, p.start_no)
        for p in t.players
        for r, e in enumerate(p.rounds, start=1)
        if e.opponent is not None
    ]
    if not games:
        return
    r, s = data.draw(st.sampled_from(games))
    result = data.draw(st.sampled_from(GAME_RESULTS))
    before = copy.deepcopy(t)
    edit = SetResult(r, s, result)
    edit.apply(t)
    mine = t.player(s).entry(r)
    theirs = t.player(mine.opponent).entry(r)  # type: ignore[arg-type]
    assert mine.result is result
    assert theirs.result is result.mirror
    assert theirs.opponent == s and theirs.colour is mine.colour.mirror
    edit.revert(t)
    assert t == before


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(min_players=3, max_rounds=3), st.data())
def test_set_game_keeps_the_round_consistent_and_reverts(
    t: Tournament, data: st.DataObject
) -> None:
    starts = [p.start_no for p in t.players]
    a, b = data.draw(st.permutations(starts))[:2]
    r = data.draw(st.integers(1, t.rounds_paired + 1))
    colour = data.draw(st.sampled_from([Colour.WHITE, Colour.BLACK]))
    result = data.draw(st.sampled_from(GAME_RESULTS))
    before = copy.deepcopy(t)
    edit = SetGame(r, a, b, colour, result)
    edit.apply(t)
    # The generated tournament was consistent, so it still is (no contradicting records).
    assert [f for f in validate(before) if f.severity is Severity.ERROR] == []
    assert [f for f in validate(t) if f.severity is Severity.ERROR] == []
    assert t.player(a).entry(r) == RoundEntry(b, colour, result)
    edit.revert(t)
    assert t == before
    assert [replace(p) for p in t.players] == before.players


def test_an_edit_of_results_or_players_retires_the_files_list_claims(held: Tournament) -> None:
    """The rank column and the player count describe the file as read: a result edit or a
    player added retires them (validation no longer compares), and undo brings them back."""
    # (held_swiss_5's rank column holds the start numbers: no order of points, one finding)
    assert {f.kind.value for f in validate(held)} == {"rank-unordered"}
    for edit in (SetResult(1, 2, Result.DRAW), AddPlayer(Player(start_no=17, name="Late"))):
        edit.apply(held)
        assert not [f for f in validate(held) if f.kind.field == "rank"]
        edit.revert(held)
        assert {f.kind.value for f in validate(held)} == {"rank-unordered"}
    # The 062 count: a player added retires it (a marker the edit sets and undo removes).
    held.declared = ("062 16",)
    edit = AddPlayer(Player(start_no=17, name="Late"))
    edit.apply(held)
    assert held.file_claims_stale is True
    assert not [f for f in validate(held) if f.kind.value == "player-count-mismatch"]
    edit.revert(held)
    assert held.file_claims_stale is False
