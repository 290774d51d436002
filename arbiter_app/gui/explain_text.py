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
from arbiter_app.gui import messages
from arbiter_app.gui.standings_model import format_value


def _tr(text: str) -> str:
    return QCoreApplication.translate("Explanation", text)


def _basis(code: str) -> str:
    words = {
        "adjusted-score": _tr("adjusted score (C.07 16.3)"),
        "raw-score": _tr("score"),
        "forfeit-as-game": _tr("forfeit counted as a game"),
        "dummy": _tr("dummy opponent (C.07 16.4)"),
        "dummy-capped": _tr("dummy opponent, capped (C.07 16.4)"),
        "virtual-opponent": _tr("virtual opponent"),
        "no-opponent": _tr("no opponent"),
        "encounter": _tr("direct encounter"),
        "cumulative": _tr("running score"),
    }
    return words.get(code, code)


def _number(value: Fraction | int | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, int):
        return str(value)
    try:
        return format_decimal(value, 1)
    except ValueError:
        return str(value)


def explanation_text(e: Explanation) -> str:
    head = _tr("{code} = {value} (rules {rules})").format(
        code=e.descriptor, value=format_value(e.descriptor, e.value) or "–", rules=e.rules
    )
    lines = [head]
    for c in e.contributions:
        who = _tr("vs {0}").format(c.opponent) if c.opponent is not None else _tr("no opponent")
        result = messages.result_name(c.result) if c.result is not None else ""
        parts = [_tr("R{0}").format(c.round), who]
        if result:
            parts.append(f"({result})")
        parts.append(_number(c.value))
        if c.basis:
            parts.append(f"[{_basis(c.basis)}]")
        if c.numbers:
            parts.append("{" + ", ".join(f"{k} {_number(v)}" for k, v in c.numbers) + "}")
        if c.cut:
            parts.append(_tr("— cut (lowest)") if c.cut == "low" else _tr("— cut (highest)"))
        elif c.amount is None:
            parts.append(_tr("— does not count"))
        elif c.amount != c.value:
            parts.append("→ " + _number(c.amount))
        if c.vur:
            parts.append(_tr("(voluntarily unplayed)"))
        lines.append("  ".join(parts))
    for note in e.notes:
        lines.append("  ".join(str(x) for x in note))
    return "\n".join(lines)
