"""What an edit would clear (`core.repair.cleared_by`), on held_swiss_5.trf.

Round 1 there: 2-10 (`10 b 1` for Bruno: Bruno black, won), 1-9 (`9 w 1`: Alyx white, won),
3-11 ½-½, 4-12, 16-8, 6-14, 5-13, 15-7. Round 2: 4 has a half-point bye (`0 - H`), 12 a
pairing-allocated bye (`0 - U`).
"""

from __future__ import annotations

import copy

import pytest
from conftest import FIDE_TEC
from gen_tournaments import GAME_RESULTS, tournaments
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_app.core.edits import Batch, Edit, EditError, SetBye, SetGame, SetResult
from arbiter_app.core.model import Colour, Result, Tournament
from arbiter_app.core.repair import Cleared, cleared_by
from arbiter_app.io.trf import read_trf


@pytest.fixture(name="held")
def held_fixture() -> Tournament:
    return read_trf(FIDE_TEC / "held_swiss_5.trf")


def test_a_result_of_the_existing_game_clears_nothing(held: Tournament) -> None:
    before = copy.deepcopy(held)
    assert cleared_by(held, SetResult(1, 2, Result.DRAW), [(2, 1)]) == []
    # Typing the full game again with another result (`10b=` in Bruno's cell): the same game.
    assert cleared_by(held, SetGame(1, 2, 10, Colour.BLACK, Result.DRAW), [(2, 1)]) == []
    assert held == before  # the tournament is untouched


def test_re_pairing_lists_both_games_it_breaks(held: Tournament) -> None:
    # `1w1` into Bruno's round-1 cell: his game against 10 and Alyx's against 9 are cleared.
    edit = SetGame(1, 2, 1, Colour.WHITE, Result.WIN)
    assert cleared_by(held, edit, [(2, 1)]) == [
        Cleared(1, 1, 9, Result.WIN),  # Alyx (white) beat Jessica
        Cleared(1, 10, 2, Result.LOSS),  # Lais (white) lost to Bruno
    ]


def test_a_new_opponent_with_a_bye_loses_it(held: Tournament) -> None:
    # Round 2: pair David (half-point bye) with Nick (pairing-allocated bye): both byes are
    # overwritten; David's own cell was the one pointed at, so only Nick's is listed.
    edit = SetGame(2, 4, 12, Colour.WHITE, Result.PENDING)
    assert cleared_by(held, edit, [(4, 2)]) == [Cleared(2, 12, None, Result.PAIRING_BYE)]


def test_a_bye_or_delete_on_a_game_clears_the_game(held: Tournament) -> None:
    assert cleared_by(held, SetBye(1, 3, Result.NOT_PAIRED), [(3, 1)]) == [
        Cleared(1, 3, 11, Result.DRAW)
    ]
    assert cleared_by(held, SetBye(1, 3, Result.HALF_BYE), [(3, 1)]) == [
        Cleared(1, 3, 11, Result.DRAW)
    ]


def test_a_new_game_between_free_players_clears_nothing(held: Tournament) -> None:
    # Clear 3-11 first; then pairing 3 with 11 again (both not paired) clears nothing.
    SetBye(1, 3, Result.NOT_PAIRED).apply(held)
    assert cleared_by(held, SetGame(1, 3, 11, Colour.WHITE, Result.WIN), [(3, 1)]) == []


def test_a_batch_lists_each_game_once(held: Tournament) -> None:
    edit = Batch([SetBye(1, 3, Result.NOT_PAIRED), SetBye(1, 11, Result.NOT_PAIRED)])
    assert cleared_by(held, edit, [(3, 1), (11, 1)]) == [Cleared(1, 3, 11, Result.DRAW)]


# -- property: whatever is not listed stays ---------------------------------------------------


_BYES = [Result.PAIRING_BYE, Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE, Result.NOT_PAIRED]


@st.composite
def _cell_edit(draw: st.DrawFn, t: Tournament) -> tuple[Edit, tuple[int, int]]:
    starts = [p.start_no for p in t.players]
    s = draw(st.sampled_from(starts))
    r = draw(st.integers(1, max(t.rounds_paired, 1)))
    kind = draw(st.sampled_from(["game", "bye", "result"]))
    if kind == "game":
        o = draw(st.sampled_from(starts))
        colour = draw(st.sampled_from([Colour.WHITE, Colour.BLACK]))
        return SetGame(r, s, o, colour, draw(st.sampled_from(GAME_RESULTS))), (s, r)
    if kind == "bye":
        return SetBye(r, s, draw(st.sampled_from(_BYES))), (s, r)
    return SetResult(r, s, draw(st.sampled_from(GAME_RESULTS))), (s, r)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(min_players=2, max_players=8, max_rounds=3), st.data())
def test_every_game_or_bye_not_listed_stays_as_it_was(t: Tournament, data: st.DataObject) -> None:
    """No entry changes a game the arbiter did not point at without `cleared_by` naming it:
    after the edit, each game of the round not listed is still paired the same (its result may
    be the pointed one's new result), each other player's bye not listed is unchanged."""
    edit, pointed = data.draw(_cell_edit(t))
    try:
        listed = cleared_by(t, edit, [pointed])
    except (EditError, ValueError, KeyError):
        return  # the edit refuses itself: nothing happens
    before = copy.deepcopy(t)
    edit.apply(t)
    games = {
        (c.round_no, min(c.player, c.opponent), max(c.player, c.opponent))
        for c in listed
        if c.opponent
    }
    byes = {(c.round_no, c.player) for c in listed if c.opponent is None}
    for p in before.players:
        for r, e in enumerate(p.rounds, start=1):
            now = t.player(p.start_no).entry(r)
            if e.result.has_opponent and e.opponent is not None and t.has_player(e.opponent):
                mirrored = before.player(e.opponent).entry(r).opponent == p.start_no
                key = (r, min(p.start_no, e.opponent), max(p.start_no, e.opponent))
                if mirrored and key not in games:
                    assert now.opponent == e.opponent, (key, listed)
            elif (
                e.result is not Result.NOT_PAIRED
                and (p.start_no, r) != pointed
                and (r, p.start_no) not in byes
            ):
                assert now == e, (p.start_no, r, listed)
