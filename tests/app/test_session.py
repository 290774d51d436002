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


def test_push_passes_the_gates_of_its_confirmer() -> None:
    """One door for both faces: a step pushed with a confirmer passes FIDE mode's gates
    (C.02 2026 checklist: the number of rounds is locked once round 1 is paired; refused in
    FIDE mode, asked twice outside it, journaled); declined, nothing changes."""
    import msgspec.structs
    import pytest

    from arbiter_app.app.session import NotTaken
    from arbiter_app.core.edits import ChangeSettings
    from arbiter_app.core.vocabulary.levels import Ask, Gate

    class Answers:
        def __init__(self, *answers: bool) -> None:
            self.answers = list(answers)

        def tell(self, ask: Ask) -> None:
            pass

        def confirm(self, ask: Ask, second: bool) -> bool:
            return self.answers.pop(0)

    t = Tournament(name="Club", rounds=5)
    for n in (1, 2):
        t.add_player(Player(start_no=n, name=f"Player {n}"))
    session = Session(t)  # (no confirmer: pushed as it is)
    session.push(SetGame(1, 1, 2, Colour.WHITE, Result.WIN), "1-0")
    session.confirmer = Answers()
    with pytest.raises(NotTaken):  # level 5 in FIDE mode
        session.push(ChangeSettings(rounds=7), "rounds")
    assert (t.rounds, t.journal) == (5, ())

    t.fide_mode = msgspec.structs.replace(t.fide_mode, on=False)
    with pytest.raises(NotTaken):  # outside: the second step declined
        session.push(ChangeSettings(rounds=7), "rounds", confirmer=Answers(True, False))
    assert (t.rounds, t.journal) == (5, ())
    session.push(ChangeSettings(rounds=7), "rounds", confirmer=Answers(True, True))
    assert t.rounds == 7 and [e.what for e in t.journal] == [Gate.LOCKED_SETTING.value]
    session.undo()  # the step and its journal line, one undo step
    assert (t.rounds, t.journal) == (5, ())
