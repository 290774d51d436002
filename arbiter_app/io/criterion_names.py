"""Names of tie-breaks and presets for printed lists, as translatable source texts.

The core holds codes and one English line per criterion (`Criterion.description`) and preset
(`Profile.title`). A printed list names each tie-break the way the arbiter's federation does
("Buchholz, dårligste strøket" on a Norwegian list, "kvalitetspoäng" on a Swedish one), so the
names are here, keyed by code and marked with `QT_TRANSLATE_NOOP("Report", ...)` for
`pyside6-lupdate` (issue 9); `labels.Labels` looks them up and translates them through the
function it is given. This module imports no Qt (io never does): the marker is a plain function.

- `VARIANTS`: names of whole descriptors that the seed documents name as one criterion
  (`BH/C1` is "Buchholz Cut-1"; NSF, seed 004, calls it "Buchholz, dårligste strøket");
- `NAMES`: the name of each criterion of the registry, for any other descriptor;
- `DESCRIPTIONS` / `PRESET_TITLES` / `PRESET_DESCRIPTIONS`: the core's English lines, repeated
  here so lupdate sees them. They must equal the core's text (tests/gui/test_translations.py
  checks it), or a translated list would fall back to English for that line.
"""

from __future__ import annotations

from arbiter_app.core.tiebreaks import DescriptorError, parse_descriptor


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation in `context` (read by pyside6-lupdate); returns it as is."""
    return text


# Descriptors the national documents name as criteria of their own (canonical descriptor text).
VARIANTS: dict[str, str] = {
    "BH": QT_TRANSLATE_NOOP("Report", "Buchholz, no cut"),
    "BH/C1": QT_TRANSLATE_NOOP("Report", "Buchholz Cut-1"),
    "BH/C2": QT_TRANSLATE_NOOP("Report", "Buchholz Cut-2"),
    "BH/M1": QT_TRANSLATE_NOOP("Report", "Buchholz median"),
    "BH/M2": QT_TRANSLATE_NOOP("Report", "Buchholz Median-2"),
    "BHL/V1": QT_TRANSLATE_NOOP("Report", "Buchholz Variant 1"),
}

# Every criterion of the registry, by code.
NAMES: dict[str, str] = {
    "AOB": QT_TRANSLATE_NOOP("Report", "Average Buchholz of opponents"),
    "APPO": QT_TRANSLATE_NOOP("Report", "Average perfect performance of opponents"),
    "APRO": QT_TRANSLATE_NOOP("Report", "Average performance rating of opponents"),
    "ARO": QT_TRANSLATE_NOOP("Report", "Average FIDE rating of opponents"),
    "BH": QT_TRANSLATE_NOOP("Report", "Buchholz"),
    "BHL": QT_TRANSLATE_NOOP("Report", "Layered Buchholz"),
    "BHM": QT_TRANSLATE_NOOP("Report", "Buchholz median (DrawBoss)"),
    "BPG": QT_TRANSLATE_NOOP("Report", "Games with Black"),
    "BWG": QT_TRANSLATE_NOOP("Report", "Wins with Black"),
    "DE": QT_TRANSLATE_NOOP("Report", "Direct encounter"),
    "DEA": QT_TRANSLATE_NOOP("Report", "Direct encounter (all met)"),
    "FB": QT_TRANSLATE_NOOP("Report", "Fore Buchholz"),
    "KS": QT_TRANSLATE_NOOP("Report", "Koya"),
    "LOT": QT_TRANSLATE_NOOP("Report", "Drawing of lots"),
    "PS": QT_TRANSLATE_NOOP("Report", "Progressive score"),
    "PTP": QT_TRANSLATE_NOOP("Report", "Perfect tournament performance"),
    "PTS": QT_TRANSLATE_NOOP("Report", "Points"),
    "REP": QT_TRANSLATE_NOOP("Report", "Rounds elected to play"),
    "RSUM": QT_TRANSLATE_NOOP("Report", "Rating correction"),
    "RTNG": QT_TRANSLATE_NOOP("Report", "Rating"),
    "SB": QT_TRANSLATE_NOOP("Report", "Sonneborn-Berger"),
    "STD": QT_TRANSLATE_NOOP("Report", "Standard points"),
    "TPN": QT_TRANSLATE_NOOP("Report", "Pairing number"),
    "TPR": QT_TRANSLATE_NOOP("Report", "Tournament performance rating"),
    "WIN": QT_TRANSLATE_NOOP("Report", "Number of wins"),
    "WON": QT_TRANSLATE_NOOP("Report", "Games won"),
}

# The registry's descriptions (`Criterion.description`), verbatim.
DESCRIPTIONS: dict[str, str] = {
    "AOB": QT_TRANSLATE_NOOP(
        "Report", "Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB"
    ),
    "APPO": QT_TRANSLATE_NOOP(
        "Report", "Average of the OTB opponents' perfect tournament performances"
    ),
    "APRO": QT_TRANSLATE_NOOP(
        "Report", "Average of the OTB opponents' tournament performance ratings"
    ),
    "ARO": QT_TRANSLATE_NOOP("Report", "Average rating of the opponents played over the board"),
    "BH": QT_TRANSLATE_NOOP(
        "Report", "Buchholz: sum of the opponents' scores (unplayed rounds per the rules)"
    ),
    "BHL": QT_TRANSLATE_NOOP(
        "Report",
        "DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, compared in "
        "turn (/V1: order R-2, R-1, R, R-3, ...)",
    ),
    "BHM": QT_TRANSLATE_NOOP(
        "Report",
        "DrawBoss median Buchholz: drop the highest and lowest opponent (the two highest and "
        "lowest from 9 rounds on)",
    ),
    "BPG": QT_TRANSLATE_NOOP("Report", "Number of games played over the board with Black"),
    "BWG": QT_TRANSLATE_NOOP("Report", "Number of games won over the board with Black"),
    "DE": QT_TRANSLATE_NOOP(
        "Report", "Direct encounter: results among the tied players (type A, per group)"
    ),
    "DEA": QT_TRANSLATE_NOOP(
        "Report",
        "Direct encounter only if all tied players have met each other (SSF; legacy FIDE)",
    ),
    "FB": QT_TRANSLATE_NOOP(
        "Report", "Fore Buchholz: Buchholz with every final-round game counted as a draw"
    ),
    "KS": QT_TRANSLATE_NOOP(
        "Report", "Koya: points scored against opponents with at least 50% of the maximum"
    ),
    "LOT": QT_TRANSLATE_NOOP(
        "Report", "Drawing of lots, seeded by the tournament so it is the same every time"
    ),
    "PS": QT_TRANSLATE_NOOP(
        "Report", "Progressive score: sum of the running score after each round"
    ),
    "PTP": QT_TRANSLATE_NOOP(
        "Report", "Perfect tournament performance: lowest rating expected to score"
    ),
    "PTS": QT_TRANSLATE_NOOP("Report", "Points: the primary score"),
    "REP": QT_TRANSLATE_NOOP(
        "Report", "Rounds one elected to play: rounds minus requested byes and forfeits"
    ),
    "RSUM": QT_TRANSLATE_NOOP(
        "Report", "DrawBoss rating correction: sum of the opponents' ratings, a bye rated 500"
    ),
    "RTNG": QT_TRANSLATE_NOOP("Report", "Rating, highest first (/R: lowest first)"),
    "SB": QT_TRANSLATE_NOOP(
        "Report", "Sonneborn-Berger: opponents' scores times the points scored against them"
    ),
    "STD": QT_TRANSLATE_NOOP(
        "Report", "Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)"
    ),
    "TPN": QT_TRANSLATE_NOOP(
        "Report", "Tournament pairing number, lowest first (/R: highest first)"
    ),
    "TPR": QT_TRANSLATE_NOOP("Report", "Tournament performance rating: ARO + dp(fractional score)"),
    "WIN": QT_TRANSLATE_NOOP("Report", "Number of wins: rounds with a win's points, played or not"),
    "WON": QT_TRANSLATE_NOOP("Report", "Number of games won over the board"),
}

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


def name_source(descriptor: str) -> str | None:
    """The English source text naming `descriptor` (a variant's name, else its criterion's),
    or None for a descriptor nobody named (a criterion added after this table)."""
    if descriptor in VARIANTS:
        return VARIANTS[descriptor]
    try:
        d = parse_descriptor(descriptor)
    except DescriptorError:
        return None
    return VARIANTS.get(d.code) or NAMES.get(d.name)
