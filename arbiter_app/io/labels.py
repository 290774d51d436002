"""The words of a printed or exported list, in one table the translations hook into.

`core.report` holds codes and numbers only; every renderer (HTML and print, Excel, CSV) asks a
`Labels` object for its text. `Labels()` is English. A translated list passes `translate`, a
function from the English source text to the translation; the GUI passes one built on
`QCoreApplication.translate("Report", text)`, and the entries below are wrapped in
`QT_TRANSLATE_NOOP("Report", ...)` so `pyside6-lupdate` finds them without this module
importing Qt. `decimal_point` is the locale's separator for printed numbers (`12,5` in
Swedish); spreadsheet cells stay numeric whatever it is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from arbiter_app.core.model import System
from arbiter_app.core.report import Criterion, Header, Number
from arbiter_app.core.standings import format_points

CONTEXT = "Report"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation in `context`; returns it unchanged."""
    return text


_ = QT_TRANSLATE_NOOP

# Keys are stable; values are the English source texts (placeholders in braces).
ENGLISH: dict[str, str] = {
    # titles
    "final_standings": _(CONTEXT, "Final standings"),
    "standings_after": _(CONTEXT, "Standings after round {round}"),
    "standings": _(CONTEXT, "Standings"),
    "crosstable": _(CONTEXT, "Crosstable"),
    "progress": _(CONTEXT, "Round by round"),
    "details": _(CONTEXT, "Tie-break details"),
    "tournament": _(CONTEXT, "Tournament"),
    "legend": _(CONTEXT, "Tie-breaks"),
    "symbols": _(CONTEXT, "Symbols"),
    # columns
    "col_rank": _(CONTEXT, "Rk."),
    "col_start_no": _(CONTEXT, "No."),
    "col_title": _(CONTEXT, "Title"),
    "col_name": _(CONTEXT, "Name"),
    "col_federation": _(CONTEXT, "Fed"),
    "col_rating": _(CONTEXT, "Rtg"),
    "col_national_rating": _(CONTEXT, "Nat"),
    "col_fide_id": _(CONTEXT, "FIDE ID"),
    "col_points": _(CONTEXT, "Pts"),
    "col_status": _(CONTEXT, "Status"),
    "col_round": _(CONTEXT, "R{round}"),
    "col_tiebreak": _(CONTEXT, "Tie-break"),
    "col_value": _(CONTEXT, "Value"),
    "col_notes": _(CONTEXT, "Notes"),
    "col_code": _(CONTEXT, "Code"),
    "col_description": _(CONTEXT, "Description"),
    "col_field": _(CONTEXT, "Field"),
    # header fields
    "name": _(CONTEXT, "Tournament"),
    "place": _(CONTEXT, "Place"),
    "federation": _(CONTEXT, "Federation"),
    "dates": _(CONTEXT, "Dates"),
    "chief_arbiter": _(CONTEXT, "Chief arbiter"),
    "deputy_arbiters": _(CONTEXT, "Deputy arbiters"),
    "time_control": _(CONTEXT, "Time control"),
    "system": _(CONTEXT, "System"),
    "rounds": _(CONTEXT, "Rounds"),
    "rounds_value": _(CONTEXT, "{played} of {planned}"),
    "rules": _(CONTEXT, "Rule edition"),
    "profile": _(CONTEXT, "Preset"),
    "tiebreaks": _(CONTEXT, "Tie-breaks"),
    "scoring": _(CONTEXT, "Scoring"),
    "players": _(CONTEXT, "Players"),
    "program": _(CONTEXT, "Program"),
    # values
    "system_swiss": _(CONTEXT, "Swiss system"),
    "system_round-robin": _(CONTEXT, "Round robin"),
    "system_double-round-robin": _(CONTEXT, "Double round robin"),
    "rules_fide-2026": _(CONTEXT, "FIDE C.07 (March 2026)"),
    "rules_fide-2024": _(CONTEXT, "FIDE C.07 (2023/2024)"),
    "rules_fide-2009": _(CONTEXT, "FIDE legacy (virtual opponent, 2009–2023)"),
    "rules_ssf": _(CONTEXT, "Swedish Chess Federation (SSF)"),
    "rules_drawboss": _(CONTEXT, "DrawBoss (Danish Backgammon Federation)"),
    "withdrawn_after": _(CONTEXT, "withdrew after round {round}"),
    "withdrawn_mark": _(CONTEXT, "withdrawn after R{round}"),
    "page": _(CONTEXT, "Page {page} of {pages}"),
    "cut": _(CONTEXT, "cut"),
    "cut_note": _(CONTEXT, "Values in parentheses were removed by a cut or median."),
    # crosstable symbols (core.notation)
    "sym_game": _(CONTEXT, "12w1: against no. 12 with White, won (½ drawn, 0 lost)"),
    "sym_forfeit": _(CONTEXT, "+ / -: won / lost by forfeit; --: double forfeit"),
    "sym_unrated": _(CONTEXT, "W, D, L: game of less than one move (won, drawn, lost)"),
    "sym_bye": _(CONTEXT, "bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye"),
    "sym_unfinished": _(CONTEXT, "P: postponed; no symbol: result pending"),
    "sym_withdrawn": _(CONTEXT, "–: after withdrawal"),
    # modifiers (legend)
    "mod_cut_1": _(CONTEXT, "Cut-1: the lowest value removed"),
    "mod_cut": _(CONTEXT, "Cut-{n}: the {n} lowest values removed"),
    "mod_median_1": _(CONTEXT, "Median-1: the lowest and the highest value removed"),
    "mod_median": _(CONTEXT, "Median-{n}: the {n} lowest and the {n} highest values removed"),
    "mod_forfeits_played": _(CONTEXT, "forfeits count as played games"),
    "mod_fore": _(CONTEXT, "Fore Buchholz"),
    "mod_reverse": _(CONTEXT, "reversed order"),
    "mod_limit": _(CONTEXT, "limit {n:+d} half points"),
    "mod_unrated": _(CONTEXT, "rating {n} for unrated players"),
    # contribution bases (tie-break details)
    "basis_adjusted-score": _(CONTEXT, "adjusted score"),
    "basis_raw-score": _(CONTEXT, "score"),
    "basis_forfeit-as-game": _(CONTEXT, "forfeit counted as game"),
    "basis_dummy": _(CONTEXT, "dummy opponent"),
    "basis_dummy-capped": _(CONTEXT, "dummy opponent (capped)"),
    "basis_virtual-opponent": _(CONTEXT, "virtual opponent"),
    "basis_no-opponent": _(CONTEXT, "no opponent"),
    "basis_encounter": _(CONTEXT, "direct encounter"),
    "basis_cumulative": _(CONTEXT, "cumulative score"),
}


SYMBOL_KINDS = ("game", "forfeit", "unrated", "bye", "unfinished", "withdrawn")


@dataclass(frozen=True)
class Labels:
    """Text for reports: `Labels()` is English; pass `translate` for another language."""

    translate: Callable[[str], str] = field(default=lambda text: text)
    decimal_point: str = "."

    def __call__(self, key: str, **values: object) -> str:
        text = self.translate(ENGLISH[key])
        return text.format(**values) if values else text

    def get(self, key: str, default: str, **values: object) -> str:
        """Like calling, for keys built from codes (a rule set without an entry prints its
        code)."""
        return self(key, **values) if key in ENGLISH else default

    # -- numbers ---------------------------------------------------------------------------
    def number(self, n: Number) -> str:
        """The printed text with the locale's decimal separator."""
        return n.text.replace(".", self.decimal_point) if self.decimal_point != "." else n.text

    # -- header ----------------------------------------------------------------------------
    def title(self, h: Header) -> str:
        if h.final:
            return self("final_standings")
        if h.rounds_complete == 0:
            return self("standings")
        return self("standings_after", round=h.rounds_complete)

    def system(self, s: System) -> str:
        return self.get(f"system_{s.value}", s.value)

    def rules(self, code: str) -> str:
        name = self.get(f"rules_{code}", code)
        return name if name == code else f"{name} [{code}]"

    def profile(self, h: Header) -> str:
        if not h.profile:
            return ""
        if not h.profile_title:
            return h.profile
        return f"{self.translate(h.profile_title)} [{h.profile}]"

    def dates(self, h: Header) -> str:
        if h.start_date and h.end_date and h.start_date != h.end_date:
            return f"{h.start_date} – {h.end_date}"
        return h.start_date or h.end_date

    def place(self, h: Header) -> str:
        if h.city and h.federation:
            return f"{h.city} ({h.federation})"
        return h.city or h.federation

    def scoring(self, h: Header) -> str:
        return "-".join(_plain(x) for x in h.scoring)

    def header_fields(self, h: Header) -> list[tuple[str, str]]:
        """(label, value) pairs of the header that have a value, in print order."""
        rounds = (
            str(h.rounds_planned)
            if h.rounds_complete == h.rounds_planned
            else self("rounds_value", played=h.rounds_complete, planned=h.rounds_planned)
        )
        pairs = [
            (self("place"), self.place(h)),
            (self("dates"), self.dates(h)),
            (self("chief_arbiter"), h.chief_arbiter),
            (self("deputy_arbiters"), ", ".join(h.deputy_arbiters)),
            (self("time_control"), h.time_control),
            (self("system"), self.system(h.system)),
            (self("rounds"), rounds),
            (self("players"), str(h.players)),
            (self("scoring"), self.scoring(h)),
            (self("rules"), self.rules(h.rules)),
            (self("profile"), self.profile(h)),
            (self("tiebreaks"), ", ".join(h.tiebreaks)),
        ]
        return [(k, v) for k, v in pairs if v]

    # -- tie-breaks --------------------------------------------------------------------------
    def criterion(self, c: Criterion) -> str:
        """The legend line: the registry's description, translated, and the modifiers."""
        parts = [self.translate(c.name)]
        for key, value in c.modifiers:
            if key.startswith("option:"):
                parts.append(f"/{key[7:]}{value if value is not None else ''}")
            elif value == 1 and f"mod_{key}_1" in ENGLISH:
                parts.append(self(f"mod_{key}_1"))
            else:
                parts.append(
                    self.get(f"mod_{key}", key, n=value)
                    if value is not None
                    else self.get(f"mod_{key}", key)
                )
        return "; ".join(parts)

    def basis(self, code: str) -> str:
        return self.get(f"basis_{code}", code)

    def symbols(self, kinds: Iterable[str] = SYMBOL_KINDS) -> list[str]:
        """The crosstable key, for the symbol groups in `kinds` (see `SYMBOL_KINDS`)."""
        wanted = set(kinds)
        return [self(f"sym_{k}") for k in SYMBOL_KINDS if k in wanted]


def _plain(x: Fraction) -> str:
    """A scoring value as written in `1-½-0` (`3-1-0`, `2-1-0`; other fractions as decimals)."""
    if x.denominator == 1:
        return str(x.numerator)
    if x == Fraction(1, 2):
        return "½"
    return format_points(x)


ENGLISH_LABELS = Labels()
