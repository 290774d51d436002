"""The round view's kept answers (`ShownRound`) are always what computing them again gives.

Random tournaments, then random sequences of the edits the window makes (mostly results, so
the kept answers are reused; also games, byes, withdrawals, settings) with undo in between:
after every step, for a random round, the next round, the boards and the checker's findings
equal `next_round`, `boards` and `check_round` of the tournament as it is.
"""

from __future__ import annotations

from edit_sequences import edit_steps
from gen_tournaments import tournaments
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_app.core.boards import boards
from arbiter_app.core.edits import (
    ChangeSettings,
    Edit,
    SetBoardOrder,
    SetBye,
    SetGame,
    SetResult,
    Withdraw,
)
from arbiter_app.core.model import Colour, Result, System, Tournament
from arbiter_app.core.pairing.checker import check_round
from arbiter_app.core.pairing.round import next_round
from arbiter_app.core.pairing.shown_round import ShownRound

GAME_RESULTS = [r for r in Result if r.has_opponent]


def _an_edit(data: st.DataObject, t: Tournament) -> Edit:
    starts = [p.start_no for p in t.players]
    s = data.draw(st.sampled_from(starts))
    r = data.draw(st.integers(1, max(t.rounds_paired, 1) + 1))
    kind = data.draw(st.integers(0, 9))
    if kind <= 4:  # most edits during a round: a result
        return SetResult(r, s, data.draw(st.sampled_from(GAME_RESULTS)))
    if kind == 5:
        other = data.draw(st.sampled_from(starts))
        colour = data.draw(st.sampled_from([Colour.WHITE, Colour.BLACK]))
        return SetGame(r, s, other, colour, data.draw(st.sampled_from(GAME_RESULTS)))
    if kind == 6:
        bye = data.draw(st.sampled_from([Result.HALF_BYE, Result.PAIRING_BYE, Result.FULL_BYE]))
        return SetBye(r, s, bye)
    if kind == 7:
        return Withdraw(s, data.draw(st.integers(0, 3)))
    if kind == 8:
        return SetBoardOrder(r, list(reversed([b.white for b in boards(t, r)])))
    return ChangeSettings(
        system=data.draw(st.sampled_from([None, *System])),
        rounds=data.draw(st.integers(0, 6)),
        start_date=data.draw(st.sampled_from(["2024-08-01", "2025-08-01"])),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(max_players=8, max_rounds=4), st.data())
def test_kept_answers_equal_computing_them_again(t: Tournament, data: st.DataObject) -> None:
    shown = ShownRound()
    for _ in edit_steps(data, t, _an_edit, most=8, undo_one_in=5):
        r = data.draw(st.integers(1, max(t.rounds_paired, 1)))
        on_boards = boards(t, r)
        assert shown.next_round(t) == next_round(t)
        assert shown.round(t, r) == (on_boards, check_round(t, r) if on_boards else [])


def test_a_result_keeps_the_answers_and_a_new_pairing_does_not() -> None:
    """Round 1 of four players: 1-2 and 3-4 with results to come. A result keeps the boards
    and findings (the same objects come back); re-pairing 1-3 and 2-4 computes them again."""
    from arbiter_app.core.model import Player

    t = Tournament(system=System.SWISS, rounds=3)
    for s in range(1, 5):
        t.add_player(Player(s, f"P{s}"))
    SetGame(1, 1, 2, Colour.WHITE, Result.PENDING).apply(t)
    SetGame(1, 3, 4, Colour.WHITE, Result.PENDING).apply(t)
    shown = ShownRound()
    first = shown.round(t, 1)
    assert [(b.white, b.black) for b in first[0]] == [(1, 2), (3, 4)]
    SetResult(1, 1, Result.WIN).apply(t)
    again = shown.round(t, 1)
    assert again == first and again[0][0] is first[0][0]  # kept, not computed again
    SetGame(1, 1, 3, Colour.WHITE, Result.PENDING).apply(t)
    SetGame(1, 2, 4, Colour.WHITE, Result.PENDING).apply(t)
    assert [(b.white, b.black) for b in shown.round(t, 1)[0]] == [(1, 3), (2, 4)]


def test_a_first_result_that_clears_the_file_claims_keeps_the_round(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A player's first edited result clears the file's points and rank columns for him
    (`Tournament.file_claims_stale`); neither the boards nor the check read them, so the round
    is kept (and is what computing it again gives)."""
    from pathlib import Path

    import arbiter_app.core.pairing.shown_round as shown_round
    from arbiter_app.io.trf import read_trf

    t = read_trf(
        Path(__file__).parents[2] / "data" / "real" / "swiss-manager" / "crete_2025_teams.trf"
    )
    r = t.rounds_paired
    player = next(p for p in t.players if p.entry(r).result in (Result.WIN, Result.LOSS))
    assert player.points_in_file is not None
    shown = ShownRound()
    shown.round(t, r)
    calls: list[int] = []
    monkeypatch.setattr(shown_round, "check_round", lambda t, n: calls.append(n) or [])
    SetResult(r, player.start_no, Result.DRAW).apply(t)
    assert t.player(player.start_no).points_in_file is None
    made, found = shown.round(t, r)
    assert calls == []  # kept, not checked again
    assert made == boards(t, r) and found == check_round(t, r)
