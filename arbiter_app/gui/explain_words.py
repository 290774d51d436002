"""The words of the engine's explanation codes (`core.tiebreaks.Explanation`), translated.

The engine explains a value with stable codes: each contribution's `basis` (why the value is
what it is), the names of its `numbers` (the inputs behind it), and `notes` (facts that are not
per round: the cut rule, the tied group, the formula's inputs). The tooltips and the Compare
rules dialog show them in the user's language through the one words object
(`io.labels.Labels`, `gui.i18n.report_labels`): bases, notes, inputs and marks from their
tables in `core.vocabulary` (`bases`, `explanation_notes`); a code missing would show as the
raw code (tests/gui/test_explanation_words.py fails on that).
Single letters of the virtual-opponent formula (SPR, SfPR, n, R) and of B.02 (PD, K), FIDE's
own symbols, stay as they are.
"""

from __future__ import annotations

from arbiter_app.gui.i18n import report_labels


def number_name(code: str) -> str:
    """The name of one input of a contribution's value, in the program's language
    (`core.vocabulary.explanation_notes`; FIDE's own symbols as written)."""
    return report_labels().explanation_input(code)


def note_text(code: str, values: list[str]) -> str:
    """A note (`Explanation.notes`) in words, in the program's language (the one words
    object, `io.labels.Labels.explanation_note`); `values` are its arguments as printed."""
    return report_labels().explanation_note(code, values)
