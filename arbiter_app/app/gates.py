"""Passing a step's gates: what each warning level asks of the arbiter, for every face.

The levels and the gates are one table (`core.vocabulary.levels`). A face supplies a
`Confirmer` (the window's dialogs, `gui/gates.py`; the command line's `--confirm`,
`cli/gates.py`) and `passes` applies the levels the same way for all of them:

- a REFUSED ask stops the step (the arbiter is told why) before anything is asked;
- a NOTICE is shown and the step goes on;
- a CONFIRM is asked once, a TWO_STEP twice (the second time naming the step again);
  declining either stops the step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from arbiter_app.core.vocabulary.levels import Ask, Level

__all__ = ["Confirmer", "passes"]


class Confirmer(Protocol):
    def tell(self, ask: Ask) -> None:
        """Show a notice or a refusal (`ask.level` says which)."""

    def confirm(self, ask: Ask, second: bool) -> bool:
        """Ask the arbiter to go on (`second`: the second step of a two-step confirmation)."""


def passes(asks: Sequence[Ask], confirmer: Confirmer) -> bool:
    """True when the step may be taken: nothing refused, every confirmation given."""
    refused = [ask for ask in asks if ask.level is Level.REFUSED]
    if refused:
        for ask in refused:
            confirmer.tell(ask)
        return False
    for ask in sorted(asks, key=lambda a: a.level):
        if ask.level is Level.NOTICE:
            confirmer.tell(ask)
            continue
        given = confirmer.confirm(ask, second=False)
        if given and ask.level is Level.TWO_STEP:
            given = confirmer.confirm(ask, second=True)
        if not given:
            return False
    return True
