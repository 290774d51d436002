"""The words of the engine's explanation codes (`core.tiebreaks.Explanation`), translated.

The engine explains a value with stable codes: each contribution's `basis` (why the value is
what it is), the names of its `numbers` (the inputs behind it), and `notes` (facts that are not
per round: the cut rule, the tied group, the formula's inputs). The tooltips and the Compare
rules dialog show them in the user's language through these tables; a code missing here would
show as the raw code (tests/gui/test_explanation_words.py fails on that). Single letters of the
virtual-opponent formula (SPR, SfPR, n, R) and of B.02 (PD, K), FIDE's own symbols, stay as
they are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from arbiter_app.core.vocabulary.bases import BASES, Basis

translate = QCoreApplication.translate  # the name pyside6-lupdate recognises

# FIDE's own symbols: the legacy virtual-opponent formula's (C.07 before 2023) and B.02's
# rating change (PD expected score, K development coefficient).
SYMBOLS = frozenset({"SPR", "SfPR", "n", "R", "PD", "K"})


def basis(code: Basis) -> str:
    """Why a contribution has its value: the words of `core.vocabulary.bases` (context
    Explanation)."""
    words = BASES[code].words
    return translate("Explanation", words) if words else ""


def number_name(code: str) -> str:
    """The name of one input of a contribution's value."""
    if code in SYMBOLS:
        return code
    return _number_words().get(code, code)


def has_number(code: str) -> bool:
    return code in SYMBOLS or code in _number_words()


def _number_words() -> dict[str, str]:
    return {
        "own": translate("Explanation", "own score"),
        "score": translate("Explanation", "score"),
        "adjusted": translate("Explanation", "adjusted score"),
        "cap-opponent": translate("Explanation", "cap: opponent's adjusted score"),
        "cap-rounds": translate("Explanation", "cap: draw points × rounds"),
        "bye-rating": translate("Explanation", "bye rating"),
        "rating": translate("Explanation", "rating"),
        "points": translate("Explanation", "points"),
        "draw": translate("Explanation", "draw"),
        "win": translate("Explanation", "win"),
    }


def note_text(code: str, values: list[str]) -> str:
    """A note (`Explanation.notes`) in words; `values` are its arguments as printed."""
    joined = ", ".join(values)
    if code == "cut-rule" and values:
        rule = {
            "lowest": translate("Explanation", "cut rule: the lowest value"),
            "vur-exception": translate(
                "Explanation", "cut rule: a voluntarily unplayed round first (C.07 16.5)"
            ),
            "preferred-first": translate(
                "Explanation",
                "cut rule: an unplayed round first, whatever its value (SSF steps 12–13)",
            ),
        }
        return rule.get(values[0], joined)
    if code == "applies" and values:
        return (
            translate("Explanation", "applies: yes")
            if values[0] == "yes"
            else translate("Explanation", "applies: no, not all tied players have met")
        )
    if code == "dropped" and values == ["unrated-players"]:
        return translate("Explanation", "not used: unrated players without a rating")
    if code.startswith("B.02 ") and not values:  # the rating regulations' text applied
        return code
    if code == "not-tied":
        return translate("Explanation", "not tied with anybody when applied")
    templates = {
        "group": translate("Explanation", "tied group: {0}"),
        "layers": translate("Explanation", "layers: {0}"),
        "games": translate("Explanation", "games: {0}"),
        "rounds": translate("Explanation", "rounds: {0}"),
        "planned-rounds": translate("Explanation", "planned rounds: {0}"),
        "fore-round": translate("Explanation", "round {0} counted as a draw (Fore)"),
        "cut-each-end": translate("Explanation", "cut at each end: {0}"),
        "threshold": translate("Explanation", "threshold: {0}"),
        "maximum": translate("Explanation", "maximum: {0}"),
        "not-met": translate("Explanation", "players who have not met: {0}"),
        "separate-score": translate("Explanation", "score among the tied players: {0}"),
        "seed": translate("Explanation", "seed of the drawing of lots: {0}"),
        "points": translate("Explanation", "points: {0}"),
        "rating": translate("Explanation", "own rating: {0}"),
        "unrated-rating": translate("Explanation", "rating of unrated players: {0}"),
        "aro": translate("Explanation", "average rating of the opponents: {0}"),
        "p-hundredths": translate("Explanation", "percentage scored: {0}"),
        "dp": translate("Explanation", "rating difference dp: {0}"),
        "expected-hundredths": translate("Explanation", "expected score × 100: {0}"),
        "expected": translate("Explanation", "expected score: {0}"),
        "K": translate("Explanation", "development coefficient K: {0}"),
    }
    template = templates.get(code)
    return template.format(joined) if template is not None else " ".join([code, *values])


def known_note(code: str, values: list[str]) -> bool:
    """Whether `note_text` has words for this note (tests); a regulation's name is its own."""
    if code.startswith("B.02 ") and not values:
        return True
    return note_text(code, values) != " ".join([code, *values])
