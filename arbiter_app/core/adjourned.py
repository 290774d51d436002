"""Adjourned games: a game still without a result when the next round is paired.

FIDE's checklist for tournament programs (C.02, 2026: adjourned games) asks that such a game be
marked adjourned (a state of its own, `Result.ADJOURNED`), that pairing asks first and names the
games (`Gate.PAIR_WITH_UNFINISHED`, level 3), and that no final standings, final list or rating
report be made while one is open (`Gate.FINAL_WITH_ADJOURNED`: refused in FIDE mode). For the
pairing an adjourned game counts as a draw (C.04.2 3.1; in the text before 2017, C.04.1 F.9:
"Adjourned games are considered draws for pairing purposes only"): the engines' input and the
scores the board order and the checker use (`core.scores.scores_before`) do so; the standings
count it as nothing, or as a draw with `Tournament.unfinished_as_draw`, until its result is
entered, which is an ordinary result edit (`SetResult`).

A postponed game (`Result.POSTPONED`, "played later") has no result either when the next round
is paired: it becomes adjourned in the same way, so that the pairing has a value for it.
"""

from __future__ import annotations

from arbiter_app.core.boards import Board, boards
from arbiter_app.core.edits import AddJournal, Batch, Edit, SetResult
from arbiter_app.core.model import JournalEntry, Result, Tournament
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.vocabulary.levels import Ask, Gate

__all__ = [
    "adjourn_edit",
    "adjourned_games",
    "final_asks",
    "games_text",
    "list_asks",
    "pairing_asks",
    "to_adjourn",
]


def _games(t: Tournament, rounds: range, wanted: frozenset[Result]) -> list[tuple[int, Board]]:
    return [
        (r, b) for r in rounds for b in boards(t, r) if t.player(b.white).entry(r).result in wanted
    ]


_NO_RESULT = frozenset({Result.PENDING, Result.POSTPONED})


def to_adjourn(t: Tournament, round_no: int) -> list[tuple[int, Board]]:
    """The games before `round_no` that pairing it turns into adjourned games: pending or
    postponed, in round and board order."""
    return _games(t, range(1, round_no), _NO_RESULT)


def adjourned_games(t: Tournament) -> list[tuple[int, Board]]:
    """The adjourned games still without a result, in round and board order."""
    return _games(t, range(1, t.rounds_paired + 1), frozenset({Result.ADJOURNED}))


def games_text(games: list[tuple[int, Board]]) -> str:
    """The games as plain data, for messages and the journal: `round 1 board 2: 3-5, ...`."""
    return ", ".join(f"round {r} board {b.number}: {b.white}-{b.black}" for r, b in games)


def pairing_asks(t: Tournament, round_no: int) -> list[Ask]:
    """What pairing `round_no` asks first: the games that will become adjourned (level 3)."""
    games = to_adjourn(t, round_no)
    if not games:
        return []
    return [
        Gate.PAIR_WITH_UNFINISHED.ask(
            t.fide_mode.on, round=round_no, count=len(games), games=games_text(games)
        )
    ]


def adjourn_edit(t: Tournament, round_no: int, time: str) -> Edit | None:
    """The games `to_adjourn` marked adjourned, with their journal line (`time`: ISO), as one
    edit to push in one undo step with the pairing; None when there is none."""
    games = to_adjourn(t, round_no)
    if not games:
        return None
    edits: list[Edit] = [SetResult(r, b.white, Result.ADJOURNED) for r, b in games]
    entry = JournalEntry(time, round_no, Gate.PAIR_WITH_UNFINISHED.value, "", games_text(games))
    edits.append(AddJournal(entry))
    return Batch(edits, label="adjourn")


def final_asks(t: Tournament) -> list[Ask]:
    """What a final list, final standings or a rating report asks while adjourned games have no
    result: refused in FIDE mode, confirmed outside it (`Gate.FINAL_WITH_ADJOURNED`)."""
    games = adjourned_games(t)
    if not games:
        return []
    return [
        Gate.FINAL_WITH_ADJOURNED.ask(t.fide_mode.on, count=len(games), games=games_text(games))
    ]


def list_asks(t: Tournament) -> list[Ask]:
    """What printing or exporting the standings asks: once every planned round is paired the
    list would be the final one, so an open adjourned game gates it as `final_asks` says;
    before, the list is provisional and says so (`core.stage.Stage.adjourned`)."""
    planned = t.total_rounds
    if not planned or paired_rounds(t) < planned:
        return []
    return final_asks(t)
