"""The one definition of "standings after round N" (`core.stage`) and its heading.

Hand-made event: 4 players, 3 rounds planned.
    round 1: 1-2 1-0, 3-4 postponed (no result yet)
    round 2: 1-3 ½-½, 2-4 0-1
    round 3: 1-4 pending, 2-3 1-0
Paired: 3 rounds; games without a result: 3-4 (round 1) and 1-4 (round 3) = 2.
"""

from __future__ import annotations

from stage_event import event

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.stage import stage
from arbiter_app.io.labels import ENGLISH_LABELS

W = Colour.WHITE
R = Result


def test_the_stage_counts_each_game_without_a_result_once() -> None:
    at = stage(event())
    assert (at.round, at.planned, at.unfinished, at.as_draws, at.final) == (3, 3, 2, False, False)


def test_the_heading_says_how_the_unfinished_games_count() -> None:
    t = event()
    assert ENGLISH_LABELS.stage_title(stage(t)) == (
        "Standings after round 3 – games without a result: 2, not counted"
    )
    t.unfinished_as_draw = True
    assert ENGLISH_LABELS.stage_title(stage(t)) == (
        "Standings after round 3 – games without a result: 2, counted as draws"
    )


def test_complete_rounds_final_list_and_nothing_paired() -> None:
    t = event()
    for s, r, res in ((1, 3, R.WIN), (4, 3, R.LOSS), (3, 1, R.DRAW), (4, 1, R.DRAW)):
        e = t.player(s).entry(r)
        t.replace_player(t.player(s).with_entry(r, RoundEntry(e.opponent, e.colour, res)))
    assert ENGLISH_LABELS.stage_title(stage(t)) == "Final standings"
    t.rounds = 5  # two more rounds planned
    assert ENGLISH_LABELS.stage_title(stage(t)) == "Standings after round 3"
    empty = Tournament(players=[Player(1, "A"), Player(2, "B")])
    assert ENGLISH_LABELS.stage_title(stage(empty)) == "Initial ranking list"  # C.04.2


def test_a_one_sided_pending_record_is_one_game() -> None:
    t = Tournament(players=[Player(1, "A", rounds=(RoundEntry(None, W, R.PENDING),))])
    assert stage(t).unfinished == 1


def test_the_counter_follows_replaced_players() -> None:
    """The window's counter looks again only at replaced players, and says what `stage` says."""
    from arbiter_app.core.stage import StageCounter

    t = event()
    counter = StageCounter()
    assert counter.stage(t) == stage(t)
    e = t.player(1).entry(3)  # 1-4 pending -> 1 wins
    t.replace_player(t.player(1).with_entry(3, RoundEntry(e.opponent, e.colour, R.WIN)))
    e = t.player(4).entry(3)
    t.replace_player(t.player(4).with_entry(3, RoundEntry(e.opponent, e.colour, R.LOSS)))
    assert counter.stage(t) == stage(t)
    assert counter.stage(t).unfinished == 1  # 3-4 of round 1 is still postponed
