"""The presets' titles and descriptions as translatable source texts, in the two contexts they
are looked up in.

The criteria's words (names, descriptions) are in the tie-break registry itself
(`core.tiebreaks`, marked there). A preset (`core.profiles.Profile`) is printed in a list's
header (context ``Report``) and offered in the GUI's preset lists (context ``Presets``); each
context needs its own literal marker for `pyside6-lupdate`, so the English lines are repeated
here, twice. They must equal the core's text (tests/gui/test_translations.py checks it), or a
translated list would fall back to English for that line.
"""

from __future__ import annotations

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP

# The presets' titles and descriptions (`core.profiles.Profile`), verbatim.
PRESET_TITLES: dict[str, str] = {
    "ssf-swiss": QT_TRANSLATE_NOOP("Report", "SSF Swiss (Sweden)"),
    "ssf-berger": QT_TRANSLATE_NOOP("Report", "SSF round robin (Sweden)"),
    "nsf": QT_TRANSLATE_NOOP("Report", "NSF NGP and club Swiss (Norway)"),
    "drawboss": QT_TRANSLATE_NOOP("Report", "DrawBoss layered Buchholz (Denmark, backgammon)"),
    "drawboss-rating": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss rating correction (Denmark, backgammon)"
    ),
    "drawboss-median": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss median Buchholz (Denmark, backgammon)"
    ),
    "drawboss-variant1": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss Buchholz Variant 1 (Denmark, backgammon)"
    ),
    "fide-2026-swiss": QT_TRANSLATE_NOOP("Report", "FIDE Swiss (C.07 2026)"),
    "fide-2024-swiss": QT_TRANSLATE_NOOP("Report", "FIDE Swiss (C.07 2023/2024)"),
    "fide-round-robin": QT_TRANSLATE_NOOP("Report", "FIDE round robin"),
    "fide-legacy-swiss": QT_TRANSLATE_NOOP("Report", "FIDE Swiss, legacy rules (before Sep 2023)"),
}

PRESET_DESCRIPTIONS: dict[str, str] = {
    "ssf-swiss": QT_TRANSLATE_NOOP(
        "Report",
        "SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye "
        "wins included), most games with Black, drawing of lots",
    ),
    "ssf-berger": QT_TRANSLATE_NOOP(
        "Report",
        "Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots",
    ),
    "nsf": QT_TRANSLATE_NOOP(
        "Report",
        "Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE rating "
        "of opponents; legacy virtual opponent",
    ),
    "drawboss": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points"
    ),
    "drawboss-rating": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss Korrektion: sum of the opponents' ratings, a bye rated 500"
    ),
    "drawboss-median": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss Korrektion: Buchholz without the highest and lowest opponent"
    ),
    "drawboss-variant1": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ..."
    ),
    "fide-2026-swiss": QT_TRANSLATE_NOOP(
        "Report",
        "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, "
        "lots; C.07 March 2026 unplayed-round rules",
    ),
    "fide-2024-swiss": QT_TRANSLATE_NOOP(
        "Report",
        "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, "
        "lots; C.07 Aug 2024 unplayed-round rules",
    ),
    "fide-round-robin": QT_TRANSLATE_NOOP(
        "Report",
        "Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to "
        "Art. 8)",
    ),
    "fide-legacy-swiss": QT_TRANSLATE_NOOP(
        "Report",
        "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; "
        "virtual opponent (2009)",
    ),
}


# The same titles and descriptions in the context the GUI's preset lists look them up in
# (`QCoreApplication.translate("Presets", profile.title)`: tie-break and settings dialogs).
GUI_PRESETS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Presets", "SSF Swiss (Sweden)"),
    QT_TRANSLATE_NOOP("Presets", "SSF round robin (Sweden)"),
    QT_TRANSLATE_NOOP("Presets", "NSF NGP and club Swiss (Norway)"),
    QT_TRANSLATE_NOOP("Presets", "DrawBoss layered Buchholz (Denmark, backgammon)"),
    QT_TRANSLATE_NOOP("Presets", "DrawBoss rating correction (Denmark, backgammon)"),
    QT_TRANSLATE_NOOP("Presets", "DrawBoss median Buchholz (Denmark, backgammon)"),
    QT_TRANSLATE_NOOP("Presets", "DrawBoss Buchholz Variant 1 (Denmark, backgammon)"),
    QT_TRANSLATE_NOOP("Presets", "FIDE Swiss (C.07 2026)"),
    QT_TRANSLATE_NOOP("Presets", "FIDE Swiss (C.07 2023/2024)"),
    QT_TRANSLATE_NOOP("Presets", "FIDE round robin"),
    QT_TRANSLATE_NOOP("Presets", "FIDE Swiss, legacy rules (before Sep 2023)"),
    QT_TRANSLATE_NOOP(
        "Presets",
        "SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye "
        "wins included), most games with Black, drawing of lots",
    ),
    QT_TRANSLATE_NOOP(
        "Presets",
        "Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots",
    ),
    QT_TRANSLATE_NOOP(
        "Presets",
        "Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE "
        "rating of opponents; legacy virtual opponent",
    ),
    QT_TRANSLATE_NOOP(
        "Presets", "DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points"
    ),
    QT_TRANSLATE_NOOP(
        "Presets", "DrawBoss Korrektion: sum of the opponents' ratings, a bye rated 500"
    ),
    QT_TRANSLATE_NOOP(
        "Presets", "DrawBoss Korrektion: Buchholz without the highest and lowest opponent"
    ),
    QT_TRANSLATE_NOOP(
        "Presets", "DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ..."
    ),
    QT_TRANSLATE_NOOP(
        "Presets",
        "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, "
        "lots; C.07 March 2026 unplayed-round rules",
    ),
    QT_TRANSLATE_NOOP(
        "Presets",
        "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, "
        "lots; C.07 Aug 2024 unplayed-round rules",
    ),
    QT_TRANSLATE_NOOP(
        "Presets",
        "Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to "
        "Art. 8)",
    ),
    QT_TRANSLATE_NOOP(
        "Presets",
        "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; "
        "virtual opponent (2009)",
    ),
)
