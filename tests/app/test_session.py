"""A session's history as the command line holds it (`app.session.EditHistory`): an edit
pushed, undone and redone leaves the tournament as each step says (the same edits the
window's undo stack holds; its adapter is tested with the window)."""

from __future__ import annotations

from arbiter_app.app.session import Session
from arbiter_app.core.edits import SetGame
from arbiter_app.core.model import Colour, Player, Result, Tournament


def test_push_undo_redo() -> None:
    t = Tournament(name="Club", rounds=3)
    for n in (1, 2):
        t.add_player(Player(start_no=n, name=f"Player {n}"))
    session = Session(t)
    changes = session.push(SetGame(1, 1, 2, Colour.WHITE, Result.WIN), "1-0")
    assert changes.players == {1, 2}
    assert t.player(1).entry(1).result is Result.WIN
    assert t.player(2).entry(1).result is Result.LOSS

    undone = session.undo()
    assert undone is not None and undone.players == {1, 2}
    assert t.player(1).entry(1).result is Result.NOT_PAIRED
    assert session.undo() is None  # nothing more to undo

    assert session.redo() is not None
    assert t.player(2).entry(1).result is Result.LOSS
    assert session.redo() is None
