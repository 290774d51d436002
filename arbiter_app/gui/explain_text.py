"""A tie-break explanation (`core.tiebreaks.Explanation`) as tooltip text.

One line per round: opponent, result, the value used and why (adjusted score, dummy, virtual
opponent …), what entered the sum, and which elements a cut removed. The basis codes are the
engine's (`Contribution.basis`); the words are here, translated.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from arbiter_app.core.standings import format_decimal
from arbiter_app.core.tiebreaks import Explanation
from arbiter_app.gui import i18n, messages
from arbiter_app.gui.standings_model import format_value

# Under this name, with literal arguments, pyside6-lupdate finds the texts (issue 9).
translate = QCoreApplication.translate


def _basis(code: str) -> str:
    words = {
        "adjusted-score": translate("Explanation", "adjusted score (C.07 16.3)"),
        "raw-score": translate("Explanation", "score"),
        "forfeit-as-game": translate("Explanation", "forfeit counted as a game"),
        "dummy": translate("Explanation", "dummy opponent (C.07 16.4)"),
        "dummy-capped": translate("Explanation", "dummy opponent, capped (C.07 16.4)"),
        "virtual-opponent": translate("Explanation", "virtual opponent"),
        "no-opponent": translate("Explanation", "no opponent"),
        "encounter": translate("Explanation", "direct encounter"),
        "cumulative": translate("Explanation", "running score"),
    }
    return words.get(code, code)


def _number(value: Fraction | int | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, int):
        return str(value)
    try:
        return i18n.number(format_decimal(value, 1))
    except ValueError:
        return str(value)


def explanation_text(e: Explanation) -> str:
    head = translate("Explanation", "{code} = {value} (rules {rules})").format(
        code=e.descriptor,
        value=i18n.number(format_value(e.descriptor, e.value)) or "–",
        rules=e.rules,
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
        if c.basis:
            parts.append(f"[{_basis(c.basis)}]")
        if c.numbers:
            parts.append("{" + ", ".join(f"{k} {_number(v)}" for k, v in c.numbers) + "}")
        if c.cut:
            parts.append(
                translate("Explanation", "— cut (lowest)")
                if c.cut == "low"
                else translate("Explanation", "— cut (highest)")
            )
        elif c.amount is None:
            parts.append(translate("Explanation", "— does not count"))
        elif c.amount != c.value:
            parts.append("→ " + _number(c.amount))
        if c.vur:
            parts.append(translate("Explanation", "(voluntarily unplayed)"))
        lines.append("  ".join(parts))
    for note in e.notes:
        lines.append("  ".join(str(x) for x in note))
    return "\n".join(lines)
