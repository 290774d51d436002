"""Every change of an event through its gates: what FIDE mode asks before an edit, and the
journal lines of the gated steps taken.

`checked` is the one door the faces use: the window's document for each edit it pushes, the
command line's commands before they write. It tries the edit on a copy (`core.fide_mode.trial`),
collects the asks of the settings rules (`core.fide_mode.settings_asks`), of the results
rules (`core.results_rules.result_asks`), of the prohibited pairs
(`core.pairing.forbidden.prohibited_asks`) and of the start numbers
(`core.seeding.renumber_asks`), passes them through the face's `Confirmer`
(app/gates.py) and returns the edit to apply: the same edit, or a `Batch` of it and one
`AddJournal` per journaled gate passed (one undo step, so undoing the step takes its journal
lines), or None when a gate refused or the arbiter cancelled. The journal's time comes from the
face (the core never reads a clock).
"""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_app.app.gates import Confirmer, passes
from arbiter_app.core.edits import AddJournal, Batch, Edit
from arbiter_app.core.fide_mode import settings_asks, trial
from arbiter_app.core.model import JournalEntry, Tournament
from arbiter_app.core.pairing.forbidden import prohibited_asks
from arbiter_app.core.results_rules import result_asks
from arbiter_app.core.seeding import renumber_asks
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.vocabulary.levels import Ask

__all__ = ["asks_of", "checked", "journaled"]


def asks_of(t: Tournament, edit: Edit) -> list[Ask]:
    """The asks `edit` meets on `t`. An edit that refuses itself meets none: applying it
    reports why, as before."""
    try:
        after = trial(t, edit)
    except (ValueError, KeyError):
        return []
    return [
        *settings_asks(t, after),
        *result_asks(t, after),
        *prohibited_asks(t, after),
        *renumber_asks(t, after),
    ]


def journaled(t: Tournament, edit: Edit, asks: Sequence[Ask], time: str, why: str = "") -> Edit:
    """`edit` with a journal line for each journaled gate among `asks` (one undo step)."""
    lines: list[Edit] = [
        AddJournal(JournalEntry(time, _round(t, ask), ask.gate.value, why, ask.text()))
        for ask in asks
        if ask.gate.spec.journaled
    ]
    return Batch([edit, *lines], label=edit.label) if lines else edit


def checked(
    t: Tournament, edit: Edit, confirmer: Confirmer, time: str, why: str = ""
) -> Edit | None:
    """The edit to apply once `edit`'s gates are passed (see the module docstring)."""
    asks = asks_of(t, edit)
    if not asks:
        return edit
    if not passes(asks, confirmer):
        return None
    return journaled(t, edit, asks, time, why)


def _round(t: Tournament, ask: Ask) -> int:
    value = ask.args.get("round")
    return value if isinstance(value, int) else paired_rounds(t)
