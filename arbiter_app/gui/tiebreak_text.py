"""Words for tie-break codes in the GUI: criterion names and short descriptions, descriptors
in words ("Buchholz, Cut-1"), rule sets, and the reasons of `core.applicability`.

The criteria's short names and one-line descriptions are the registry's (`Criterion.title`,
`Criterion.summary`, marked in `core.tiebreaks`), the rule sets' names the policies'
(`Policy.dialog_title`, marked in `core.rules`), the reasons' `core.vocabulary.reasons`.
All are translated in context ``TiebreakText``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from arbiter_app.core import rules as rules_mod
from arbiter_app.core.tiebreaks import (
    Descriptor,
    DescriptorError,
    descriptor,
    listing_key,
    lookup,
)
from arbiter_app.core.vocabulary.reasons import REASONS, Reason

CONTEXT = "TiebreakText"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def order_key(code: str) -> tuple[int, int, int, str]:
    """Criteria in the registry's listing order (the C.07 Art. 5 table first)."""
    try:
        return listing_key(lookup(code))
    except DescriptorError:
        return (3, 0, 0, code)


def name(code: str) -> str:
    """The criterion's short name (translated; the registry's `title`)."""
    try:
        c = lookup(code)
    except DescriptorError:
        return code
    return tr(c.title) if c.title else c.code


def description(code: str) -> str:
    """The criterion's one-line description (translated; the registry's `summary`)."""
    try:
        c = lookup(code)
    except DescriptorError:
        return ""
    return tr(c.summary) if c.summary else c.description


def reason(code: Reason) -> str:
    """Why a criterion makes no sense here, in words (`core.vocabulary.reasons`)."""
    return tr(REASONS[code].words)


def reasons(codes: tuple[Reason, ...] | list[Reason]) -> str:
    return "; ".join(reason(c) for c in codes)


def rules_title(name: str) -> str:
    """The rule set's name in the dialog (`Policy.dialog_title`, translated), else its title."""
    try:
        policy = rules_mod.get(name)
    except rules_mod.UnknownRules:
        return name
    return tr(policy.dialog_title) if policy.dialog_title else policy.title or name


def rules_description(name: str) -> str:
    """The rule set's one-line description (`Policy.title`, translated)."""
    try:
        policy = rules_mod.get(name)
    except rules_mod.UnknownRules:
        return name
    return tr(policy.title) if policy.title else name


def modifiers(d: Descriptor) -> list[str]:
    """The descriptor's modifiers in words, in descriptor order."""
    out: list[str] = []
    if d.score_kind:
        out.append(d.score_kind)
    if d.cut:
        out.append(QCoreApplication.translate("TiebreakText", "Cut-{0}").format(d.cut))
    if d.median:
        out.append(QCoreApplication.translate("TiebreakText", "Median-{0}").format(d.median))
    if d.limit is not None:
        out.append(
            QCoreApplication.translate("TiebreakText", "limit {0:+d} half points").format(d.limit)
        )
    if d.fore:
        out.append(QCoreApplication.translate("TiebreakText", "Fore"))
    if d.forfeits_played:
        out.append(QCoreApplication.translate("TiebreakText", "forfeits as played"))
    if d.reverse:
        out.append(QCoreApplication.translate("TiebreakText", "reversed"))
    if d.unrated is not None:
        out.append(QCoreApplication.translate("TiebreakText", "unrated = {0}").format(d.unrated))
    out.extend(letter + value for letter, value in d.options)
    return out


def descriptor_text(text: str | Descriptor) -> str:
    """``BH/C1`` -> "Buchholz, Cut-1"; a bad descriptor is shown as written."""
    try:
        d = descriptor(text)
    except DescriptorError:
        return str(text)
    return ", ".join([name(d.name), *modifiers(d)])
