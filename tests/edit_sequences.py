"""Random sequences of edits with undo in between, for the tests of what is kept between edits
(live findings, the round view's answers): after every step the kept answer must be what
computing it again gives."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from hypothesis import strategies as st

from arbiter_app.core.edits import Edit, EditError
from arbiter_app.core.model import Tournament


def edit_steps(
    data: st.DataObject,
    t: Tournament,
    an_edit: Callable[[st.DataObject, Tournament], Edit],
    most: int,
    undo_one_in: int,
) -> Iterator[None]:
    """Up to `most` steps on `t`, each an edit drawn by `an_edit` or (about one in
    `undo_one_in`) the undo of the last one; yields after every step that changed `t` (an edit
    the core refuses changes nothing and is skipped)."""
    done: list[Edit] = []
    for _ in range(data.draw(st.integers(1, most))):
        if done and data.draw(st.integers(0, undo_one_in - 1)) == 0:
            done.pop().revert(t)
        else:
            edit = an_edit(data, t)
            try:
                edit.apply(t)
            except (EditError, KeyError, ValueError):
                continue  # refused: nothing changed
            done.append(edit)
        yield
