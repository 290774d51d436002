"""Translated text for the codes the core hands up (notation errors, result names).

The core never holds prose; every sentence a user reads is here, through
`QCoreApplication.translate`, so `pyside6-lupdate` finds it and a `.qm` file can replace it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from arbiter_app.core import notation
from arbiter_app.core.model import Result
from arbiter_app.core.vocabulary.findings import Finding

# Under this name, with literal arguments, pyside6-lupdate finds the texts.
translate = QCoreApplication.translate


def notation_error(err: notation.NotationError) -> str:
    """Why a cell input was refused, in words (one sentence)."""
    code, text, detail = err.code, err.text.strip(), err.detail
    if code == notation.BAD_SYNTAX:
        return translate(
            "Messages",
            "“{text}” is not a crosstable entry: type opponent, colour and result "
            "(12w1, 12b=, 12w+), a bye (bye, F, H, Z), wd, or a result alone (1, =, 0).",
        ).format(text=text)
    if code == notation.NO_COLOUR:
        return translate(
            "Messages",
            "“{text}”: the colour is missing; write w or b after the opponent's number (12w1).",
        ).format(text=text)
    if code == notation.BAD_RESULT:
        return translate(
            "Messages",
            "“{text}”: “{symbol}” is not a result; use 1, =, ½, 0, +, -, --, W, D, L, P or ?.",
        ).format(text=text, symbol=detail)
    if code == notation.BAD_OPPONENT:
        return translate("Messages", "“{text}”: {number} cannot be a start number.").format(
            text=text, number=detail
        )
    if code == notation.COLOUR_REQUIRED:
        return translate("Messages", "“{text}”: a played game needs a colour, w or b.").format(
            text=text
        )
    if code == notation.UNKNOWN_OPPONENT:
        return translate("Messages", "There is no player with start number {number}.").format(
            number=text
        )
    if code == notation.OWN_OPPONENT:
        return translate("Messages", "A player cannot be paired against themself.")
    if code == notation.NO_GAME:
        return translate(
            "Messages",
            "No game is paired here yet: type the opponent and colour with the result (12w1).",
        )
    if code == notation.BAD_ROUND:
        return translate("Messages", "Round {round} is not in this tournament.").format(round=text)
    return translate("Messages", "“{text}” cannot be entered here.").format(text=text)


def result_name(result: Result) -> str:
    """The full name of a result (tooltips, palette), from `core.vocabulary.results`."""
    from arbiter_app.core.vocabulary.results import RESULTS

    return translate("Messages", RESULTS[result].name)


def _arg(value: object) -> str:
    from fractions import Fraction

    from arbiter_app.core import numbers

    if value is None:
        return translate("Messages", "nobody")
    if isinstance(value, Fraction):
        return numbers.exact(value)
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    if isinstance(value, str):
        try:
            return result_name(Result(value))  # results are passed as their stable codes
        except ValueError:
            return {
                "white": translate("Messages", "white"),
                "black": translate("Messages", "black"),
                "none": translate("Messages", "no colour"),
            }.get(value, value)
    return str(value)


def finding_text(finding: Finding) -> str:
    """The translated sentence for a `core.validate.Finding` (without the place): the
    template of the findings table (`core.vocabulary.findings`), looked up in the catalogues."""
    args = {k: _arg(v) for k, v in finding.message_args}
    template = translate("Messages", finding.kind.template)  # marked in core.vocabulary.findings
    try:
        return template.format(**args)
    except (KeyError, IndexError):  # a translation that lost a field: the English line
        return finding.kind.template.format(**args)
