"""Why a tie-break element has its value: the basis codes of `Contribution.basis`.

An explanation (`core.tiebreaks.Explanation`) names, for each round, the basis of the value used
(an adjusted score, a dummy, a virtual opponent …) by a stable code. `BASES` holds, per code:

- `ordinary`: the value is the ordinary one for its criterion (an opponent's score for BH, a
  rating for ARO …); any other basis is worth a note in a printed list's details;
- `words`: the short name printed lists use (context ``Report``); None for codes that are
  shown as the code itself. (The window's tooltips word the codes in `gui.explain_text`.)

Adding a basis: one entry here (the engine's modules write the code).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Basis:
    ordinary: bool
    words: str | None = None


BASES: dict[str, Basis] = {
    "": Basis(True),
    "adjusted-score": Basis(True, QT_TRANSLATE_NOOP("Report", "adjusted score")),
    "raw-score": Basis(True, QT_TRANSLATE_NOOP("Report", "score")),
    "forfeit-as-game": Basis(False, QT_TRANSLATE_NOOP("Report", "forfeit counted as game")),
    "dummy": Basis(False, QT_TRANSLATE_NOOP("Report", "dummy opponent")),
    "dummy-capped": Basis(False, QT_TRANSLATE_NOOP("Report", "dummy opponent (capped)")),
    "virtual-opponent": Basis(False, QT_TRANSLATE_NOOP("Report", "virtual opponent")),
    "no-opponent": Basis(False, QT_TRANSLATE_NOOP("Report", "no opponent")),
    "encounter": Basis(True, QT_TRANSLATE_NOOP("Report", "direct encounter")),
    "cumulative": Basis(True, QT_TRANSLATE_NOOP("Report", "cumulative score")),
    # The ordinary value of its criterion, shown as the code.
    "score": Basis(True),
    "points": Basis(True),
    "rating": Basis(True),
    "qualified": Basis(True),
    "opponent-tpr": Basis(True),
    "opponent-ptp": Basis(True),
    "fore-buchholz": Basis(True),
    "won-otb": Basis(True),
    "black-otb": Basis(True),
    "black-won-otb": Basis(True),
}

ORDINARY = frozenset(code for code, b in BASES.items() if b.ordinary)

__all__ = ["BASES", "ORDINARY", "Basis"]
