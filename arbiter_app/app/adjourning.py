"""Pairing a round while games of earlier rounds have no result: they become adjourned.

The use case every face follows (`core.adjourned` holds the rule): pairing asks first
(`Gate.PAIR_WITH_UNFINISHED`, level 3, naming the games: among `app.pairing`'s `Plan.asks`);
once confirmed the engine pairs the
event as it will stand with those games adjourned (a draw for the pairing, C.04.2 3.1), and the
games are marked adjourned in the same undo step as the round's pairing, with their journal
line. The rating report asks `final_passes` first, a printed or exported list `list_passes`
once every planned round is paired (`Gate.FINAL_WITH_ADJOURNED`: refused in FIDE mode while
an adjourned game has no result; before the last round the list says it is provisional).
"""

from __future__ import annotations

from msgspec.structs import replace

from arbiter_app.app.clock import now
from arbiter_app.app.gates import Confirmer, passes
from arbiter_app.core.adjourned import adjourn_edit, final_asks, list_asks
from arbiter_app.core.edits import Batch, Edit
from arbiter_app.core.model import Tournament

__all__ = ["as_paired", "final_passes", "list_passes", "with_adjourned"]


def as_paired(t: Tournament, round_no: int) -> Tournament:
    """The event the engine pairs `round_no` from: `t` with the games without a result marked
    adjourned (a copy; `t` itself when there is none)."""
    edit = adjourn_edit(t, round_no, "")
    if edit is None:
        return t
    copy = replace(t, players=list(t.players), extra=dict(t.extra))
    edit.apply(copy)
    return copy


def with_adjourned(t: Tournament, round_no: int, pairing: Edit, time: str | None = None) -> Edit:
    """The pairing's edit preceded by the marking of the games to adjourn and its journal line,
    as one undo step (`pairing` itself when no game is to be adjourned)."""
    adjourn = adjourn_edit(t, round_no, time or now())
    return pairing if adjourn is None else Batch([adjourn, pairing], label="pair-round")


def final_passes(t: Tournament, confirmer: Confirmer) -> bool:
    """Whether a final list, final standings or a rating report may be made now."""
    return passes(final_asks(t), confirmer)


def list_passes(t: Tournament, confirmer: Confirmer) -> bool:
    """Whether the standings may be printed or exported now (the final list: `list_asks`)."""
    return passes(list_asks(t), confirmer)
