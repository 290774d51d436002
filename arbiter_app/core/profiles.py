"""Presets: a rule set, an ordered tie-break list and a scoring system under one name.

`get("ssf-swiss")` returns a `Profile`; `Profile.tiebreaks_for(t)` is the list for a given
tournament (the NSF preset drops its median below 7 rounds); `Profile.settings(t)` gives the
tournament fields choosing the preset sets (for `core.edits.ChangeSettings`, one undoable edit).
The tournament stores the resulting list as data (`Tournament.tiebreaks`) and the preset's name
(`Tournament.profile`), never the preset itself, so a saved event keeps its list even if a
preset changes later. A preset may also carry information-only columns (`Profile.info`, stored
as `Tournament.info_columns`): printed after the list, never used to rank.

Where every list comes from is written next to it (`Profile.source`). The FIDE C.07 editions
since 2023 do not recommend a list: Art. 4.1 leaves it to the organiser, choosing from the
Art. 5 table, and 4.2 ends every list with the drawing of lots. The FIDE presets therefore take
FIDE's last published recommendations, the Handbook C.02 (2017) Art. 13.16 lists (individual
Swiss "where not all the ratings are consistent", the usual open; individual round robin),
written in C.07 Art. 5 codes. The spec marks the verbatim C.02 text as not retrieved (§8.2,
§12 point 13); the lists here follow its public reproductions (e.g.
srilankachessnews.blogspot.com 2019 "Chess tie-break systems recommended by FIDE",
georgetownchessclub.com 2016), which agree on the order.
"""

from __future__ import annotations

from msgspec import Struct, field

from arbiter_app.core import rules as rules_mod
from arbiter_app.core.model import Scoring, System, Tournament
from arbiter_app.core.tiebreaks import DescriptorError, lookup
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP

# The C.07 editions an event's dates choose between (`core.rules.default_name`): a preset
# written for one of them gives its list, never its edition (`Profile.rules_when_chosen`).
DATED_EDITIONS = frozenset({"fide-2024", "fide-2026"})


class UnknownProfile(ValueError):
    """A preset name nobody defines; the message lists the known ones."""


class Profile(Struct, frozen=True):
    """One preset.

    - `name`: the stable key (``--profile``, `Tournament.profile`); `title`: a short English name,
      `description` its list in words (both marked for translation in context ``Presets``: the
      dialogs' preset lists and the printed lists' header look them up there);
    - `rules`: the rule set (`core.rules` name); `tiebreaks`: the ordered list (descriptors);
    - `info`: information-only columns, printed after the list and never used to rank;
    - `scoring`: the scoring system the preset is defined for;
    - `system`: the pairing system the list is meant for (None: any);
    - `min_rounds`: criteria used only in events with at least that many (planned) rounds;
    - `colours`: False for events without colours (colour criteria are not offered);
    - `source`: the document the list and rules come from.
    """

    name: str
    title: str
    rules: str
    tiebreaks: tuple[str, ...]
    source: str
    description: str = ""
    scoring: Scoring = field(default_factory=Scoring)
    system: System | None = None
    min_rounds: tuple[tuple[str, int], ...] = ()
    colours: bool = True
    info: tuple[str, ...] = ()

    def tiebreaks_for(self, t: Tournament | None = None) -> list[str]:
        """The list for tournament `t`: criteria whose `min_rounds` the event does not reach
        (planned rounds, else the rounds paired so far) are left out."""
        if t is None:
            return list(self.tiebreaks)
        rounds = t.total_rounds
        minimum = dict(self.min_rounds)
        return [code for code in self.tiebreaks if rounds >= minimum.get(code, 0)]

    def offers(self, code: str) -> bool:
        """False for criteria the preset's events cannot use: those that need colours (the
        registry's trait `colour`) in events without them (backgammon, DrawBoss)."""
        if self.colours:
            return True
        try:
            return "colour" not in lookup(code.split("/")[0].split(":")[0]).traits
        except DescriptorError:  # an unknown code is refused where it is parsed, not here
            return True

    @property
    def follows_dates(self) -> bool:
        """Whether the preset's rule set is one of the C.07 editions the dates choose between."""
        return self.rules in DATED_EDITIONS

    def rules_when_chosen(self, current: str | None) -> str | None:
        """The event's rule set once this preset is chosen, given its rules now (`current`,
        None: by the start date).

        A FIDE preset for the 2023/2024 or 2026 edition keeps the edition the event has: the
        one its dates give (None) or the one the arbiter chose; only a national or legacy rule
        set in force before gives way to the dates. Choosing a list never switches an event
        between C.07 editions behind the arbiter's back (the C.07 edition is fixed by the
        event's dates, the list by the organiser, C.07 Art. 4.1). Other presets bring their
        federation's rule set (SSF, NSF's legacy rule, DrawBoss).
        """
        if not self.follows_dates:
            return self.rules
        if current is None:
            return None
        try:
            dated = rules_mod.get(current).name in DATED_EDITIONS
        except rules_mod.UnknownRules:
            dated = False
        return current if dated else None

    def settings(self, t: Tournament | None = None) -> dict[str, object]:
        """The tournament fields that choosing this preset sets (the rule set as
        `rules_when_chosen` gives it for `t`'s rules)."""
        return {
            "profile": self.name,
            "rules": self.rules_when_chosen(t.rules if t is not None else None)
            if t is not None
            else self.rules,
            "tiebreaks": self.tiebreaks_for(t),
            "info_columns": list(self.info),
            "scoring": self.scoring,
        }


_C02_SWISS = (
    "FIDE Handbook C.02 (2017) Art. 13.16, individual Swiss tournaments where not all the "
    "ratings are consistent: direct encounter, the greater number of wins, the greater number "
    "of games with Black (unplayed games count as White), Buchholz Cut 1, Buchholz, "
    "Sonneborn-Berger"
)
_C07_LOTS = "C.07 Art. 4.2 (2023 onward): a tie left when the list is exhausted is decided by lots"
_C02_SWISS_LIST = (
    Code.DE,
    Code.WIN,
    Code.BPG,
    "BH/C1",
    Code.BH,
    Code.SB,
    Code.LOT,
)  # C.02 13.16, then C.07 4.2


def _fide_swiss(edition: str, title: str, description: str) -> Profile:
    """The C.02 Swiss list under the unplayed-round rules of C.07 `edition`."""
    return Profile(
        name=f"fide-{edition}-swiss",
        title=title,
        description=description,
        rules=f"fide-{edition}",
        tiebreaks=_C02_SWISS_LIST,
        system=System.SWISS,
        source=f"{_C02_SWISS}; in C.07 {edition} Art. 5 codes; {_C07_LOTS}",
    )


# DrawBoss's Korrektion methods (seed 003): each preset ranks by one and, as DrawBoss lists
# show the other methods' numbers beside it, prints the others for information only. Ranking by
# all of them in turn would split players the seed's tables show sharing a place (C and H share
# third place on layered Buchholz although their rating corrections differ).
_DRAWBOSS_METHODS = (Code.BHL, Code.RSUM, Code.BHM, "BHL/V1")


def _drawboss(suffix: str, title: str, ranked_by: str, description: str, source: str) -> Profile:
    """The preset ranking by one Korrektion method (`ranked_by`), the others for information."""
    return Profile(
        name=f"drawboss{suffix}",
        title=title,
        description=description,
        rules="drawboss",
        tiebreaks=(ranked_by,),
        info=tuple(code for code in _DRAWBOSS_METHODS if code != ranked_by),
        colours=False,
        system=System.SWISS,
        source=f"DrawBoss 'Korrektion', {source} (seed 003)",
    )


_PRESETS: tuple[Profile, ...] = (
    Profile(
        name="ssf-swiss",
        title=QT_TRANSLATE_NOOP("Presets", "SSF Swiss (Sweden)"),
        description=QT_TRANSLATE_NOOP(
            "Presets",
            "SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and "
            "bye wins included), most games with Black, drawing of lots",
        ),
        rules="ssf",
        tiebreaks=("BH/C1", Code.DEA, Code.WIN, Code.BPG, Code.LOT),
        system=System.SWISS,
        source=(
            "SSF general rules for competitions 2022-10-11, Swiss list (seed 002); "
            "SSF Buchholz and its unplayed rounds per the member system (seed 000)"
        ),
    ),
    Profile(
        name="ssf-berger",
        title=QT_TRANSLATE_NOOP("Presets", "SSF round robin (Sweden)"),
        description=QT_TRANSLATE_NOOP(
            "Presets",
            "Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots",
        ),
        rules="ssf",
        tiebreaks=(Code.DE, Code.SB, Code.WIN, Code.BPG, Code.LOT),
        system=System.ROUND_ROBIN,
        source="SSF general rules for competitions 2022-10-11, Berger list (seed 002)",
    ),
    Profile(
        name="nsf",
        title=QT_TRANSLATE_NOOP("Presets", "NSF NGP and club Swiss (Norway)"),
        description=QT_TRANSLATE_NOOP(
            "Presets",
            "Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average "
            "FIDE rating of opponents; legacy virtual opponent",
        ),
        rules="fide-2009",
        tiebreaks=("BH/M1", "BH/C1", Code.BH, Code.ARO),
        min_rounds=(("BH/M1", 7),),
        system=System.SWISS,
        source=(
            "NSF recommendation 'Kvalitetsberegning for sveitserturneringer i NGP- og "
            "klubbturneringer' (seed 004): points, BH median (only from 7 rounds), BH cut 1, "
            "BH, ARO; unplayed games per the legacy FIDE rule"
        ),
    ),
    _drawboss(
        "",
        QT_TRANSLATE_NOOP("Presets", "DrawBoss layered Buchholz (Denmark, backgammon)"),
        Code.BHL,
        QT_TRANSLATE_NOOP(
            "Presets", "DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points"
        ),
        "Buchholz / Solkov with layers",
    ),
    _drawboss(
        "-rating",
        QT_TRANSLATE_NOOP("Presets", "DrawBoss rating correction (Denmark, backgammon)"),
        Code.RSUM,
        QT_TRANSLATE_NOOP(
            "Presets", "DrawBoss Korrektion: sum of the opponents' ratings, a bye rated 500"
        ),
        "Rating korrektion",
    ),
    _drawboss(
        "-median",
        QT_TRANSLATE_NOOP("Presets", "DrawBoss median Buchholz (Denmark, backgammon)"),
        Code.BHM,
        QT_TRANSLATE_NOOP(
            "Presets", "DrawBoss Korrektion: Buchholz without the highest and lowest opponent"
        ),
        "Buchholz median",
    ),
    _drawboss(
        "-variant1",
        QT_TRANSLATE_NOOP("Presets", "DrawBoss Buchholz Variant 1 (Denmark, backgammon)"),
        "BHL/V1",
        QT_TRANSLATE_NOOP(
            "Presets", "DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ..."
        ),
        "Buchholz Variant 1",
    ),
    _fide_swiss(
        "2026",
        QT_TRANSLATE_NOOP("Presets", "FIDE Swiss (C.07 2026)"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, "
            "Sonneborn-Berger, lots; C.07 March 2026 unplayed-round rules",
        ),
    ),
    _fide_swiss(
        "2024",
        QT_TRANSLATE_NOOP("Presets", "FIDE Swiss (C.07 2023/2024)"),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, "
            "Sonneborn-Berger, lots; C.07 Aug 2024 unplayed-round rules",
        ),
    ),
    Profile(
        name="fide-round-robin",
        title=QT_TRANSLATE_NOOP("Presets", "FIDE round robin"),
        description=QT_TRANSLATE_NOOP(
            "Presets",
            "Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 "
            "note to Art. 8)",
        ),
        rules="fide-2026",
        tiebreaks=(Code.DE, Code.WIN, Code.SB, Code.KS, Code.LOT),
        system=System.ROUND_ROBIN,
        source=(
            "FIDE Handbook C.02 (2017) Art. 13.16, individual round-robin tournaments: direct "
            f"encounter, the greater number of wins, Sonneborn-Berger, Koya; {_C07_LOTS}"
        ),
    ),
    Profile(
        name="fide-legacy-swiss",
        title=QT_TRANSLATE_NOOP("Presets", "FIDE Swiss, legacy rules (before Sep 2023)"),
        description=QT_TRANSLATE_NOOP(
            "Presets",
            "Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, "
            "Sonneborn-Berger; virtual opponent (2009)",
        ),
        rules="fide-2009",
        tiebreaks=_C02_SWISS_LIST[:-1],  # without LOT: lots ending every list came with C.07 2023
        system=System.SWISS,
        source=f"{_C02_SWISS}; unplayed games per the 2009 virtual-opponent rule",
    ),
)

_BY_NAME = {p.name: p for p in _PRESETS}


def get(name: str) -> Profile:
    """The preset called `name` (case-insensitive); UnknownProfile lists the known names."""
    try:
        return _BY_NAME[name.strip().lower()]
    except KeyError:
        raise UnknownProfile(f"unknown profile {name!r}; known: {', '.join(names())}") from None


def names() -> list[str]:
    """Every preset name, in the order presets are offered."""
    return [p.name for p in _PRESETS]


def all_profiles() -> list[Profile]:
    return list(_PRESETS)


__all__ = [
    "DATED_EDITIONS",
    "Profile",
    "UnknownProfile",
    "all_profiles",
    "get",
    "names",
]
