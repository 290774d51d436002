"""Recording a correction for the rating report only (C.04.2 4.3; core/corrections.py).

`rating_only` asks (Gate.RATING_ONLY_CORRECTION, level 3; and, as for any result, 1-1 is
refused and ½-0, 0-½, 0-0 ask) and returns the journal line that records it: the records and
the standings stay as played, the rating report rates the corrected result.
"""

from __future__ import annotations

from arbiter_app.app.gates import Confirmer, passes
from arbiter_app.core.boards import board_of
from arbiter_app.core.corrections import RatingCorrection
from arbiter_app.core.edits import AddJournal, Batch, Edit, EditError
from arbiter_app.core.fide_mode import trial
from arbiter_app.core.model import Tournament
from arbiter_app.core.results_rules import sides_asks
from arbiter_app.core.vocabulary.levels import Gate

__all__ = ["rating_only"]


def rating_only(
    t: Tournament,
    correction: RatingCorrection,
    why: str,
    confirmer: Confirmer,
    time: str,
) -> Edit | None:
    """The journal line of `correction`, once confirmed; None when declined. The game must be
    one of the event's (EditError otherwise), and the result one the edit takes."""
    c = correction
    board = board_of(t, c.round_no, c.white)
    if board is None or (board.white, board.black) != (c.white, c.black):
        raise EditError(
            f"player {c.white} has no game with White against {c.black}", round_no=c.round_no
        )
    trial(t, c.edit())  # refuses what no edit takes (a forfeit against a game)
    fide = t.fide_mode.on
    asks = [
        Gate.RATING_ONLY_CORRECTION.ask(fide, round=c.round_no, board=board.number),
        *sides_asks(fide, c.round_no, board.number, c.white_result, c.black_result),
    ]
    if not passes(asks, confirmer):
        return None
    return Batch([AddJournal(c.entry(time, why))], label="rating-only-correction")
