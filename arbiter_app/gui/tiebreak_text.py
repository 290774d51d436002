"""Words for tie-break codes in the GUI: criterion names and short descriptions, descriptors
in words ("Buchholz, Cut-1"), rule sets, and the reasons of `core.applicability`.

The core holds codes; the English source texts are here, marked with `QT_TRANSLATE_NOOP` so
`pyside6-lupdate` finds them, and translated when asked for (context ``TiebreakText``). A
criterion or rule set added later without an entry here shows the core's own English title and
description, so nothing is ever missing from the lists.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from arbiter_app.core import applicability as ap
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.tiebreaks import Descriptor, DescriptorError, descriptor, lookup

CONTEXT = "TiebreakText"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation in `context`; returns it unchanged."""
    return text


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# Criteria in the order of the C.07 Art. 5 table, then the national ones, then points; each
# with a short name and a one-line description (C.07 articles; seeds 002, 003, 004).
CRITERIA: dict[str, tuple[str, str]] = {
    "DE": (
        QT_TRANSLATE_NOOP("TiebreakText", "Direct encounter"),
        QT_TRANSLATE_NOOP("TiebreakText", "Results among the tied players"),
    ),
    "WIN": (
        QT_TRANSLATE_NOOP("TiebreakText", "Number of wins"),
        QT_TRANSLATE_NOOP("TiebreakText", "Rounds with a win's points, played or not"),
    ),
    "WON": (
        QT_TRANSLATE_NOOP("TiebreakText", "Games won"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games won over the board"),
    ),
    "BPG": (
        QT_TRANSLATE_NOOP("TiebreakText", "Games with Black"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games played over the board with Black"),
    ),
    "BWG": (
        QT_TRANSLATE_NOOP("TiebreakText", "Wins with Black"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games won over the board with Black"),
    ),
    "PS": (
        QT_TRANSLATE_NOOP("TiebreakText", "Progressive score"),
        QT_TRANSLATE_NOOP("TiebreakText", "Sum of the running score after each round"),
    ),
    "REP": (
        QT_TRANSLATE_NOOP("TiebreakText", "Rounds elected to play"),
        QT_TRANSLATE_NOOP("TiebreakText", "Rounds minus requested byes and forfeit losses"),
    ),
    "STD": (
        QT_TRANSLATE_NOOP("TiebreakText", "Standard points"),
        QT_TRANSLATE_NOOP("TiebreakText", "Wins 1, draws ½, whatever the scoring"),
    ),
    "TPN": (
        QT_TRANSLATE_NOOP("TiebreakText", "Pairing number"),
        QT_TRANSLATE_NOOP("TiebreakText", "Lowest tournament pairing number first"),
    ),
    "BH": (
        QT_TRANSLATE_NOOP("TiebreakText", "Buchholz"),
        QT_TRANSLATE_NOOP("TiebreakText", "Sum of the opponents' scores"),
    ),
    "AOB": (
        QT_TRANSLATE_NOOP("TiebreakText", "Average of opponents' Buchholz"),
        QT_TRANSLATE_NOOP("TiebreakText", "Average Buchholz of the opponents played"),
    ),
    "FB": (
        QT_TRANSLATE_NOOP("TiebreakText", "Fore Buchholz"),
        QT_TRANSLATE_NOOP("TiebreakText", "Buchholz with the last round's games counted as draws"),
    ),
    "SB": (
        QT_TRANSLATE_NOOP("TiebreakText", "Sonneborn-Berger"),
        QT_TRANSLATE_NOOP("TiebreakText", "Opponents' scores times the points scored against them"),
    ),
    "KS": (
        QT_TRANSLATE_NOOP("TiebreakText", "Koya"),
        QT_TRANSLATE_NOOP("TiebreakText", "Points against opponents with at least 50 %"),
    ),
    "ARO": (
        QT_TRANSLATE_NOOP("TiebreakText", "Average rating of opponents"),
        QT_TRANSLATE_NOOP("TiebreakText", "Average rating of the opponents played"),
    ),
    "TPR": (
        QT_TRANSLATE_NOOP("TiebreakText", "Performance rating"),
        QT_TRANSLATE_NOOP(
            "TiebreakText", "Average opponent rating plus the score's rating difference"
        ),
    ),
    "PTP": (
        QT_TRANSLATE_NOOP("TiebreakText", "Perfect performance"),
        QT_TRANSLATE_NOOP("TiebreakText", "Lowest rating expected to make the score"),
    ),
    "APRO": (
        QT_TRANSLATE_NOOP("TiebreakText", "Opponents' average performance"),
        QT_TRANSLATE_NOOP("TiebreakText", "Average of the opponents' performance ratings"),
    ),
    "APPO": (
        QT_TRANSLATE_NOOP("TiebreakText", "Opponents' average perfect performance"),
        QT_TRANSLATE_NOOP("TiebreakText", "Average of the opponents' perfect performances"),
    ),
    "RTNG": (
        QT_TRANSLATE_NOOP("TiebreakText", "Rating"),
        QT_TRANSLATE_NOOP("TiebreakText", "Highest rating first"),
    ),
    "LOT": (
        QT_TRANSLATE_NOOP("TiebreakText", "Drawing of lots"),
        QT_TRANSLATE_NOOP("TiebreakText", "Seeded: the same draw every time"),
    ),
    "DEA": (
        QT_TRANSLATE_NOOP("TiebreakText", "Direct encounter (all met)"),
        QT_TRANSLATE_NOOP("TiebreakText", "Only if all the tied players have met (SSF)"),
    ),
    "BHL": (
        QT_TRANSLATE_NOOP("TiebreakText", "Layered Buchholz"),
        QT_TRANSLATE_NOOP("TiebreakText", "DrawBoss: all opponents, then the best R−1, … in turn"),
    ),
    "BHM": (
        QT_TRANSLATE_NOOP("TiebreakText", "DrawBoss median Buchholz"),
        QT_TRANSLATE_NOOP("TiebreakText", "DrawBoss: highest and lowest opponent dropped"),
    ),
    "RSUM": (
        QT_TRANSLATE_NOOP("TiebreakText", "Rating correction"),
        QT_TRANSLATE_NOOP(
            "TiebreakText", "DrawBoss: sum of the opponents' ratings, a bye rated 500"
        ),
    ),
    "PTS": (
        QT_TRANSLATE_NOOP("TiebreakText", "Points"),
        QT_TRANSLATE_NOOP("TiebreakText", "The primary score"),
    ),
}

REASONS: dict[str, str] = {
    ap.BH_IN_ROUND_ROBIN_2026: QT_TRANSLATE_NOOP(
        "TiebreakText", "not in round robins under the 2026 rules"
    ),
    ap.KOYA_IN_SWISS: QT_TRANSLATE_NOOP("TiebreakText", "meant for round robins"),
    ap.NO_COLOURS: QT_TRANSLATE_NOOP("TiebreakText", "this event has no colours"),
    ap.UNRATED_WITHOUT_RATING: QT_TRANSLATE_NOOP(
        "TiebreakText", "unrated players and no rating set for them"
    ),
    ap.POINTS_ALWAYS_FIRST: QT_TRANSLATE_NOOP("TiebreakText", "points always come first"),
    ap.AFTER_FINAL_DECIDER: QT_TRANSLATE_NOOP(
        "TiebreakText", "never used: the entry before it leaves no tie"
    ),
    ap.DUPLICATE: QT_TRANSLATE_NOOP("TiebreakText", "already in the list"),
    ap.INVALID_DESCRIPTOR: QT_TRANSLATE_NOOP("TiebreakText", "not a valid tie-break"),
}

RULES: dict[str, str] = {
    "fide-2026": QT_TRANSLATE_NOOP("TiebreakText", "FIDE C.07 (March 2026)"),
    "fide-2024": QT_TRANSLATE_NOOP("TiebreakText", "FIDE C.07 (2023/2024)"),
    "fide-2009": QT_TRANSLATE_NOOP("TiebreakText", "FIDE legacy: virtual opponent (2009–2023)"),
    "ssf": QT_TRANSLATE_NOOP("TiebreakText", "Sweden: SSF member system"),
    "ssf-no-bye-zero": QT_TRANSLATE_NOOP("TiebreakText", "Sweden: SSF, step 6 off"),
    "drawboss": QT_TRANSLATE_NOOP("TiebreakText", "Denmark: DrawBoss (backgammon)"),
}


def order_key(code: str) -> tuple[int, str]:
    """Criteria in the order of `CRITERIA`, unknown ones after them by code."""
    keys = list(CRITERIA)
    return (keys.index(code), "") if code in keys else (len(keys), code)


def name(code: str) -> str:
    """The criterion's short name (translated)."""
    if code in CRITERIA:
        return tr(CRITERIA[code][0])
    try:
        c = lookup(code)
    except DescriptorError:
        return code
    return c.title or c.code


def description(code: str) -> str:
    """The criterion's one-line description (translated)."""
    if code in CRITERIA:
        return tr(CRITERIA[code][1])
    try:
        return lookup(code).description
    except DescriptorError:
        return ""


def reason(code: str) -> str:
    return tr(REASONS[code]) if code in REASONS else code


def reasons(codes: tuple[str, ...] | list[str]) -> str:
    return "; ".join(reason(c) for c in codes)


def rules_title(name: str) -> str:
    if name in RULES:
        return tr(RULES[name])
    try:
        return rules_mod.get(name).title or name
    except rules_mod.UnknownRules:
        return name


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
