"""Adjourned games (C.02 2026 checklist, adjourned games; C.04.2 3.1): which games pairing
adjourns, what it asks, what the final lists ask, how the pairing counts them."""

from __future__ import annotations

from fractions import Fraction

from arbiter_app.core.adjourned import (
    adjourn_edit,
    adjourned_games,
    final_asks,
    list_asks,
    pairing_asks,
)
from arbiter_app.core.edits import SetGame
from arbiter_app.core.model import Colour, FideMode, Player, Result, Tournament
from arbiter_app.core.scores import scores_before
from arbiter_app.core.vocabulary.levels import Gate, Level
from arbiter_app.core.vocabulary.results import RESULTS


def event(rounds: int = 3) -> Tournament:
    """Round 1: 1-2 won by White, 3-4 without a result, 5-6 postponed."""
    t = Tournament(name="Club", rounds=rounds)
    for i in range(1, 7):
        t.add_player(Player(start_no=i, name=f"P{i}", rating=2000 - i))
    SetGame(1, 1, 2, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 3, 4, Colour.WHITE, Result.PENDING).apply(t)
    SetGame(1, 5, 6, Colour.WHITE, Result.POSTPONED).apply(t)
    return t


def test_the_result_code_is_unfinished_and_written_as_a_question_mark() -> None:
    facts = RESULTS[Result.ADJOURNED]
    assert facts.trf == "?" and facts.trf_reads  # the checklist: "exported as `?`"
    assert facts.points is None and facts.category == "UNFINISHED"
    assert Result.ADJOURNED.is_unfinished and Result.ADJOURNED.has_opponent
    assert not Result.ADJOURNED.is_played and Result.ADJOURNED.mirror is Result.ADJOURNED


def test_pairing_asks_level_3_then_adjourns_pending_and_postponed_games_in_one_step() -> None:
    t = event()
    (ask,) = pairing_asks(t, 2)
    assert ask.gate is Gate.PAIR_WITH_UNFINISHED and ask.level is Level.CONFIRM
    assert ask.args["games"] == "round 1 board 2: 3-4, round 1 board 3: 5-6"
    edit = adjourn_edit(t, 2, "2026-06-01T18:00:00+02:00")
    assert edit is not None
    edit.apply(t)
    assert [t.player(s).entry(1).result for s in (3, 4, 5, 6)] == [Result.ADJOURNED] * 4
    assert t.player(1).entry(1).result is Result.WIN
    assert [(j.round_no, j.what) for j in t.journal] == [(2, "pair-with-unfinished")]
    assert pairing_asks(t, 2) == [] and adjourn_edit(t, 2, "") is None  # asked once
    edit.revert(t)
    assert t.player(3).entry(1).result is Result.PENDING and t.journal == ()


def test_the_pairing_counts_an_adjourned_game_as_a_draw() -> None:
    t = event()
    edit = adjourn_edit(t, 2, "")
    assert edit is not None
    edit.apply(t)
    unit, score = scores_before(t, 2)
    # C.04.2 3.1: 3, 4, 5 and 6 have ½ each for the pairing; the standings give them nothing.
    assert {s: Fraction(v, unit) for s, v in score.items()} == {
        1: 1,
        2: 0,
        3: Fraction(1, 2),
        4: Fraction(1, 2),
        5: Fraction(1, 2),
        6: Fraction(1, 2),
    }
    assert t.points(t.player(3)) == 0


def test_no_final_list_and_no_rating_report_while_one_is_open() -> None:
    t = event(rounds=1)
    edit = adjourn_edit(t, 2, "")
    assert edit is not None
    edit.apply(t)
    assert len(adjourned_games(t)) == 2
    (ask,) = final_asks(t)
    assert ask.gate is Gate.FINAL_WITH_ADJOURNED and ask.level is Level.REFUSED  # FIDE mode
    assert list_asks(t) == [ask]  # round 1 of 1 paired: the list would be the final one
    t.fide_mode = FideMode(False, 1, "club rules")
    assert final_asks(t)[0].level is Level.CONFIRM  # outside FIDE mode: asked
    t.rounds = 3
    assert list_asks(t) == []  # two rounds to go: a provisional list, no question
