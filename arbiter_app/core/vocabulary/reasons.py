"""Why a tie-break criterion makes no sense in an event: the codes of `core.applicability`,
with their words and the rule each follows, in one entry per code.

The settings dialog lists every criterion the engine offers and marks those that cannot do
their job in this event instead of hiding them (the arbiter may know better, e.g. a round robin
that is still being paired). `REASONS` holds, per `Reason`, the words the dialog shows (context
``TiebreakText``) and the rule behind it. The member's value is its stable code.

Adding a reason: one member and one entry here, the check in `core.applicability`; the
translations check and tests/gui/test_code_words.py fail until every catalogue has its words.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP


class Reason(StrEnum):
    """Why a criterion makes no sense in the event, or at its place in the list."""

    BH_IN_ROUND_ROBIN_2026 = "bh-in-round-robin-2026"
    KOYA_IN_SWISS = "koya-in-swiss"
    NO_COLOURS = "no-colours"
    UNRATED_WITHOUT_RATING = "unrated-without-rating"
    POINTS_ALWAYS_FIRST = "points-always-first"
    AFTER_FINAL_DECIDER = "after-final-decider"  # an ordered list's entry (`list_reasons`)
    DUPLICATE = "duplicate"  # an ordered list's entry
    INVALID_DESCRIPTOR = "invalid-descriptor"


class ReasonSpec(NamedTuple):
    words: str  # context TiebreakText
    rule: str  # where the reason comes from


REASONS: dict[Reason, ReasonSpec] = {
    Reason.BH_IN_ROUND_ROBIN_2026: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "not in round robins under the 2026 rules"),
        # "These tie-breaks must not be used in round-robins": in a complete round robin every
        # player tied on points has the same Buchholz, so it separates nobody.
        "C.07 (March 2026), note to Art. 8",
    ),
    Reason.KOYA_IN_SWISS: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "meant for round robins"),
        "C.07 9.2 (Koya is defined for round robins); NSF, seed 004",
    ),
    Reason.NO_COLOURS: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "this event has no colours"),
        "C.07 7.3/7.4 (games with Black); DrawBoss events have no colours (seed 003)",
    ),
    Reason.UNRATED_WITHOUT_RATING: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "unrated players and no rating set for them"),
        "C.07 Art. 10, preamble",
    ),
    Reason.POINTS_ALWAYS_FIRST: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "points always come first"), "C.07 4.2"
    ),
    Reason.AFTER_FINAL_DECIDER: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "never used: the entry before it leaves no tie"),
        "C.07 4.2, 7.8",
    ),
    Reason.DUPLICATE: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "already in the list"), "the list names it twice"
    ),
    Reason.INVALID_DESCRIPTOR: ReasonSpec(
        QT_TRANSLATE_NOOP("TiebreakText", "not a valid tie-break"), "C.07 Art. 5 codes"
    ),
}

__all__ = ["REASONS", "Reason", "ReasonSpec"]
