"""A tie-break explanation (`core.tiebreaks.Explanation`) as tooltip text.

One line per round: opponent, result, the value used and why (adjusted score, dummy, virtual
opponent …), what entered the sum, and which elements a cut removed. The codes are the
engine's (`Contribution.basis`, `numbers`, `notes`); their words are in `gui.explain_words`.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from arbiter_app.core import numbers
from arbiter_app.core.tiebreaks import Explanation
from arbiter_app.gui import explain_words as words
from arbiter_app.gui import i18n, messages
from arbiter_app.gui.i18n import report_labels
from arbiter_app.gui.standings_model import format_value
from arbiter_app.gui.tiebreak_text import rules_title

# Under this name, with literal arguments, pyside6-lupdate finds the texts.
translate = QCoreApplication.translate


def _number(value: Fraction | int | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, int):
        return str(value)
    try:
        return i18n.number(numbers.decimal(value, 1))
    except ValueError:
        return str(value)


def explanation_text(e: Explanation) -> str:
    head = translate("Explanation", "{code} = {value} (rules {rules})").format(
        code=e.descriptor,
        value=i18n.number(format_value(e.descriptor, e.value)) or "–",
        rules=rules_title(e.rules),
    )
    lines = [head]
    for c in e.contributions:
        who = (
            translate("Explanation", "vs {0}").format(c.opponent)
            if c.opponent is not None
            else translate("Explanation", "no opponent")
        )
        result = messages.result_name(c.result) if c.result is not None else ""
        parts = [translate("Explanation", "R{0}").format(c.round), who]
        if result:
            parts.append(f"({result})")
        parts.append(_number(c.value))
        labels = report_labels()
        if c.basis:
            parts.append(f"[{labels.explanation_basis(c.basis)}]")
        if c.numbers:
            parts.append(
                "{" + ", ".join(f"{words.number_name(k)} {_number(v)}" for k, v in c.numbers) + "}"
            )
        if not c.cut and c.amount is not None and c.amount != c.value:
            parts.append("→ " + _number(c.amount))
        parts.extend(labels.explanation_marks(c))
        lines.append("  ".join(parts))
    for note in e.notes:
        code, *values = note
        shown = [v if isinstance(v, str) else _number(v) for v in values]
        lines.append(words.note_text(str(code), shown))
    return "\n".join(lines)
