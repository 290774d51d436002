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

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from msgspec import Struct, field

from arbiter_app.core import numbers
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.model import System
from arbiter_app.core.stage import Stage
from arbiter_app.core.tiebreaks import list_name
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import BASES, Basis
from arbiter_app.core.vocabulary.explanation_notes import (
    EXPLANATION_INPUTS,
    EXPLANATION_MARKS,
    EXPLANATION_NOTES,
    ExplanationInput,
    ExplanationMark,
    ExplanationNote,
)
from arbiter_app.core.vocabulary.levels import Gate
from arbiter_app.core.vocabulary.notes import NOTES, Note, NoteKind
from arbiter_app.core.vocabulary.results import LEGEND

if TYPE_CHECKING:  # (a list's heading needs no report module)
    from arbiter_app.core.list_check import ListAge
    from arbiter_app.core.report import Criterion, Header, Number
    from arbiter_app.core.tiebreaks.base import Contribution

CONTEXT = "Report"
NOTE_CONTEXT = "Notes"  # core.vocabulary.notes
EXPLANATION_CONTEXT = "Explanation"  # core.vocabulary.bases and explanation_notes
PRESET_CONTEXT = "Presets"  # core.profiles: the presets' titles and descriptions
GATE_CONTEXT = "Messages"  # core.vocabulary.levels: the gates' words


# Keys are stable; values are the English source texts (placeholders in braces). The context is
# written out in every call: pyside6-lupdate reads only literal arguments (no alias, no name).
ENGLISH: dict[str, str] = {
    # titles
    "final_standings": QT_TRANSLATE_NOOP("Report", "Final standings"),
    "standings_after": QT_TRANSLATE_NOOP("Report", "Standings after round {round}"),
    "standings_after_unfinished": QT_TRANSLATE_NOOP(
        "Report", "Standings after round {round} – games without a result: {count}, not counted"
    ),
    "standings_after_unfinished_as_draws": QT_TRANSLATE_NOOP(
        "Report",
        "Standings after round {round} – games without a result: {count}, counted as draws",
    ),
    "standings_provisional": QT_TRANSLATE_NOOP(
        "Report",
        "Provisional standings after round {round} – adjourned games without a result: {count}",
    ),
    "standings": QT_TRANSLATE_NOOP("Report", "Standings"),
    # The mark on every list of an event that left FIDE mode (C.02, 2026 checklist).
    "outside_fide_mode": QT_TRANSLATE_NOOP(
        "Report", "Outside FIDE mode since round {round}: {reason}"
    ),
    # Before round 1 the list is the initial ranking (C.04.2), not standings.
    "initial_ranking": QT_TRANSLATE_NOOP("Report", "Initial ranking list"),
    "crosstable": QT_TRANSLATE_NOOP("Report", "Crosstable"),
    # A Chess960 event's list says so after its title (Laws of Chess, Guidelines II).
    "chess960_title": QT_TRANSLATE_NOOP("Report", "{title} – Chess960"),
    "progress": QT_TRANSLATE_NOOP("Report", "Round by round"),
    "details": QT_TRANSLATE_NOOP("Report", "Tie-break details"),
    "tournament": QT_TRANSLATE_NOOP("Report", "Tournament"),
    "legend": QT_TRANSLATE_NOOP("Report", "Tie-breaks"),
    "symbols": QT_TRANSLATE_NOOP("Report", "Symbols"),
    # columns
    "col_rank": QT_TRANSLATE_NOOP("Report", "Rk."),
    "col_start_no": QT_TRANSLATE_NOOP("Report", "No."),
    "col_title": QT_TRANSLATE_NOOP("Report", "Title"),
    "col_name": QT_TRANSLATE_NOOP("Report", "Name"),
    "col_federation": QT_TRANSLATE_NOOP("Report", "Fed"),
    "col_club": QT_TRANSLATE_NOOP("Report", "Club"),
    "col_rating": QT_TRANSLATE_NOOP("Report", "Rtg"),
    "col_national_rating": QT_TRANSLATE_NOOP("Report", "Nat"),
    "col_fide_id": QT_TRANSLATE_NOOP("Report", "FIDE ID"),
    "col_points": QT_TRANSLATE_NOOP("Report", "Pts"),
    "col_status": QT_TRANSLATE_NOOP("Report", "Status"),
    "col_round": QT_TRANSLATE_NOOP("Report", "R{round}"),
    "col_tiebreak": QT_TRANSLATE_NOOP("Report", "Tie-break"),
    "col_value": QT_TRANSLATE_NOOP("Report", "Value"),
    "col_notes": QT_TRANSLATE_NOOP("Report", "Notes"),
    "col_code": QT_TRANSLATE_NOOP("Report", "Code"),
    "col_description": QT_TRANSLATE_NOOP("Report", "Description"),
    "col_field": QT_TRANSLATE_NOOP("Report", "Field"),
    # The journal of gated events, printed after the standings (C.02 2026 checklist).
    "journal": QT_TRANSLATE_NOOP("Report", "Journal"),
    "col_time": QT_TRANSLATE_NOOP("Report", "Time"),
    "col_journal_round": QT_TRANSLATE_NOOP("Report", "Round"),
    "col_what": QT_TRANSLATE_NOOP("Report", "What"),
    "col_why": QT_TRANSLATE_NOOP("Report", "Why"),
    "col_detail": QT_TRANSLATE_NOOP("Report", "Detail"),
    # header fields
    "name": QT_TRANSLATE_NOOP("Report", "Tournament"),
    "place": QT_TRANSLATE_NOOP("Report", "Place"),
    "federation": QT_TRANSLATE_NOOP("Report", "Federation"),
    "dates": QT_TRANSLATE_NOOP("Report", "Dates"),
    "chief_arbiter": QT_TRANSLATE_NOOP("Report", "Chief arbiter"),
    "deputy_arbiters": QT_TRANSLATE_NOOP("Report", "Deputy arbiters"),
    "time_control": QT_TRANSLATE_NOOP("Report", "Time control"),
    "system": QT_TRANSLATE_NOOP("Report", "System"),
    "rounds": QT_TRANSLATE_NOOP("Report", "Rounds"),
    "rounds_value": QT_TRANSLATE_NOOP("Report", "{played} of {planned}"),
    "rules": QT_TRANSLATE_NOOP("Report", "Rule edition"),
    "rules_assumed": QT_TRANSLATE_NOOP(
        "Report", "{rules} (assumed: the start date “{date}” could not be read)"
    ),
    "profile": QT_TRANSLATE_NOOP("Report", "Preset"),
    "tiebreaks": QT_TRANSLATE_NOOP("Report", "Tie-breaks"),
    "info_columns": QT_TRANSLATE_NOOP("Report", "For information (not used for ranking)"),
    "info_column": QT_TRANSLATE_NOOP("Report", "for information, not used for ranking"),
    "col_info": QT_TRANSLATE_NOOP("Report", "{code} (info)"),
    "scoring": QT_TRANSLATE_NOOP("Report", "Scoring"),
    "players": QT_TRANSLATE_NOOP("Report", "Players"),
    "program": QT_TRANSLATE_NOOP("Report", "Program"),
    # the imported FIDE list's age for the event (core.list_check.ListAge)
    "rating_list": QT_TRANSLATE_NOOP("Report", "Rating list"),
    "rating_list_current": QT_TRANSLATE_NOOP(
        "Report", "{list}, list of {date} (the list in force for the event)"
    ),
    "rating_list_older": QT_TRANSLATE_NOOP(
        "Report",
        "{list}, list of {date} – warning: {months} month(s) older than the list in force, a "
        "newer list should exist",
    ),
    "rating_list_newer": QT_TRANSLATE_NOOP(
        "Report", "{list}, list of {date} ({months} month(s) newer than the list in force)"
    ),
    "rating_list_unknown": QT_TRANSLATE_NOOP(
        "Report", "{list} – warning: the list's date is unknown"
    ),
    # values
    "system_swiss": QT_TRANSLATE_NOOP("Report", "Swiss system"),
    "system_round-robin": QT_TRANSLATE_NOOP("Report", "Round robin"),
    "system_double-round-robin": QT_TRANSLATE_NOOP("Report", "Double round robin"),
    "withdrawn_after": QT_TRANSLATE_NOOP("Report", "withdrew after round {round}"),
    "withdrawn_mark": QT_TRANSLATE_NOOP("Report", "withdrawn after R{round}"),
    "page": QT_TRANSLATE_NOOP("Report", "Page {page} of {pages}"),
    "cut": QT_TRANSLATE_NOOP("Report", "cut"),
    "cut_note": QT_TRANSLATE_NOOP(
        "Report", "Values in parentheses were removed by a cut or median."
    ),
    # modifiers (legend)
    "mod_cut_1": QT_TRANSLATE_NOOP("Report", "Cut-1: the lowest value removed"),
    "mod_cut": QT_TRANSLATE_NOOP("Report", "Cut-{n}: the {n} lowest values removed"),
    "mod_median_1": QT_TRANSLATE_NOOP(
        "Report", "Median-1: the lowest and the highest value removed"
    ),
    "mod_median": QT_TRANSLATE_NOOP(
        "Report", "Median-{n}: the {n} lowest and the {n} highest values removed"
    ),
    "mod_forfeits_played": QT_TRANSLATE_NOOP("Report", "forfeits count as played games"),
    "mod_fore": QT_TRANSLATE_NOOP("Report", "Fore Buchholz"),
    "mod_reverse": QT_TRANSLATE_NOOP("Report", "reversed order"),
    "mod_limit": QT_TRANSLATE_NOOP("Report", "limit {n:+d} half points"),
    "mod_unrated": QT_TRANSLATE_NOOP("Report", "rating {n} for unrated players"),
}


SYMBOL_KINDS = tuple(LEGEND)  # the result codes' legend groups (core.vocabulary.results)


def english(context: str, text: str) -> str:
    """The catalogue of the English source texts: every text as written."""
    return text


class Labels(Struct, frozen=True):
    """The program's words in one language, and its number format: the printed lists' texts
    (context ``Report``: `translate`), any code family's words (`catalogue`: context and
    English source text to the translation; the window's and the command line's), and the
    decimal separator. `Labels()` is English, as the command line prints it."""

    translate: Callable[[str], str] = field(default=lambda text: text)
    decimal_point: str = "."
    catalogue: Callable[[str, str], str] = english

    def word(self, context: str, text: str) -> str:
        """`text` (an English source text marked in `context`) in the language."""
        return self.translate(text) if context == CONTEXT else self.catalogue(context, text)

    def explanation_note(self, code: str, values: Sequence[str]) -> str:
        """A note of an explanation (`Explanation.notes`) in words
        (`core.vocabulary.explanation_notes`); `values` are its arguments as printed. A code
        without an entry shows as written."""
        try:
            words = EXPLANATION_NOTES[ExplanationNote(code)]
        except ValueError:
            return " ".join([code, *values])
        whole = words.values.get(values[0]) if values else None
        if whole is not None:
            return self.word(EXPLANATION_CONTEXT, whole)
        return self.word(EXPLANATION_CONTEXT, words.template).format(", ".join(values))

    def explanation_input(self, code: str) -> str:
        """The name of an input of a contribution's value (`Contribution.numbers`): its words,
        or FIDE's own symbol as written (SPR, PD, K …); a code without an entry as written."""
        try:
            words = EXPLANATION_INPUTS[ExplanationInput(code)]
        except ValueError:
            return code
        return self.word(EXPLANATION_CONTEXT, words) if words else code

    def explanation_basis(self, code: Basis) -> str:
        """Why a contribution has its value, in words (`core.vocabulary.bases`: the words of
        the window's tooltips; "" for none)."""
        words = BASES[code].words
        return self.word(EXPLANATION_CONTEXT, words) if words else ""

    def explanation_marks(self, c: Contribution) -> list[str]:
        """What happened to contribution `c` (`ExplanationMark`), in words: the opponent's
        rounds counted as draws, a voluntarily unplayed round, cut or not counted."""

        def mark(m: ExplanationMark) -> str:
            return self.word(EXPLANATION_CONTEXT, EXPLANATION_MARKS[m])

        marks = []
        if c.adjusted_rounds:
            rounds = ", ".join(map(str, c.adjusted_rounds))
            marks.append(mark(ExplanationMark.AS_DRAWS).format(rounds))
        if c.vur:
            marks.append(mark(ExplanationMark.VUR))
        if c.cut:
            marks.append(
                mark(ExplanationMark.CUT_LOW if c.cut == "low" else ExplanationMark.CUT_HIGH)
            )
        elif c.amount is None:
            marks.append(mark(ExplanationMark.NOT_COUNTED))
        return marks

    def gate_title(self, code: str) -> str:
        """A journal event's "What" in words: the title of the gate whose code the journal
        keeps (`core.vocabulary.levels`); a code no gate has (a later program's) as written."""
        try:
            gate = Gate(code)
        except ValueError:
            return code
        return self.word(GATE_CONTEXT, gate.spec.title)

    def note(self, n: Note) -> str:
        """A note of a file's reading (`core.vocabulary.notes`) in words."""
        template = NOTES[n.kind]
        return n.text(self.word(NOTE_CONTEXT, template) if n.kind is not NoteKind.WRITTEN else None)

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
        return numbers.localise(n.text, self.decimal_point)

    # -- header ----------------------------------------------------------------------------
    def title(self, h: Header) -> str:
        if h.stage is None:  # (`core.report` always sets it)
            title = self("final_standings") if h.final else self("standings")
        else:
            title = self.stage_title(h.stage)
        return self.variant(title, h.chess960)

    def variant(self, title: str, chess960: bool) -> str:
        """A list's title, saying "Chess960" after it for a Chess960 event."""
        return self("chess960_title", title=title) if chess960 else title

    def stage_title(self, at: Stage) -> str:
        """The list's heading: the one definition of "standings after round N" (`core.stage`)
        in words; every list, the window and the command line use it."""
        if at.final:
            return self("final_standings")
        if at.round == 0:
            return self("initial_ranking")
        if at.unfinished == 0:
            return self("standings_after", round=at.round)
        if at.adjourned:  # no final list while an adjourned game is open (core.adjourned)
            return self("standings_provisional", round=at.round, count=at.adjourned)
        key = "standings_after_unfinished_as_draws" if at.as_draws else "standings_after_unfinished"
        return self(key, round=at.round, count=at.unfinished)

    def outside_fide(self, round_no: int, reason: str) -> str:
        """The line every list of an event outside FIDE mode prints."""
        return self("outside_fide_mode", round=round_no, reason=reason)

    def system(self, s: System) -> str:
        return self.get(f"system_{s.value}", s.value)

    def rules(self, code: str) -> str:
        """The rule set's name in lists (`Policy.list_title`), in words; its code only for a
        rule set without a name."""
        try:
            title = rules_mod.get(code).list_title
        except rules_mod.UnknownRules:
            title = ""
        return self.translate(title) if title else code

    def rules_of(self, code: str, assumed_for: str = "") -> str:
        """The rule set in words, saying so when it was assumed because the start date
        `assumed_for` could not be read (`core.rules.assumed_for`)."""
        name = self.rules(code)
        return self("rules_assumed", rules=name, date=assumed_for) if assumed_for else name

    def rating_list(self, a: ListAge | None) -> str:
        """The imported FIDE list and its age for the event, with the warning when a newer
        monthly list should exist; "" without one."""
        if a is None:
            return ""
        key = "rating_list_current" if a.state == "in force" else f"rating_list_{a.state}"
        return self(key, list=a.source, date=a.list_date, months=a.months)

    def profile(self, h: Header) -> str:
        """The preset in words (its key only when it has no title)."""
        if not h.profile:
            return ""
        if not h.profile_title:
            return h.profile
        return self.word(PRESET_CONTEXT, h.profile_title)

    def dates(self, h: Header) -> str:
        if h.start_date and h.end_date and h.start_date != h.end_date:
            return f"{h.start_date} – {h.end_date}"
        return h.start_date or h.end_date

    def place(self, h: Header) -> str:
        if h.city and h.federation:
            return f"{h.city} ({h.federation})"
        return h.city or h.federation

    def place_and_dates(self, h: Header) -> str:
        """The line under the event's name: `Oslo (NOR) · 2025-03-01 – 2025-03-09`."""
        return " · ".join(x for x in (self.place(h), self.dates(h)) if x)

    def document_title(self, h: Header) -> str:
        """The page's or PDF's title: the event's name and which list this is."""
        return " – ".join(x for x in (h.name, self.title(h)) if x)

    def scoring(self, h: Header) -> str:
        return "-".join(numbers.scoring(x) for x in h.scoring)

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
            (self("rating_list"), self.rating_list(h.rating_list)),
            (self("scoring"), self.scoring(h)),
            (self("rules"), self.rules_of(h.rules, h.rules_assumed_for)),
            (self("profile"), self.profile(h)),
            (self("tiebreaks"), ", ".join(h.tiebreaks)),
            (self("info_columns"), ", ".join(h.info)),
        ]
        return [(k, v) for k, v in pairs if v]

    # -- tie-breaks --------------------------------------------------------------------------
    def criterion_name(self, c: Criterion) -> str:
        """The tie-break's name as the list's language prints it ("Buchholz, dårligste strøket"
        in Norwegian, seed 004; the registry's `list_name`), "" for a criterion without one."""
        source = list_name(c.code)
        return self.translate(source) if source else ""

    def criterion(self, c: Criterion) -> str:
        """The legend line: the tie-break's name, then the registry's description, translated,
        and the modifiers; an information-only column says it is not used for ranking."""
        name = self.criterion_name(c)
        text = self.criterion_text(c)
        # "Direct encounter – Direct encounter: results among ...": the name once.
        if name and not text.casefold().startswith(name.casefold()):
            text = f"{name} – {text}"
        return f"{text} ({self('info_column')})" if c.info else text

    def criterion_text(self, c: Criterion) -> str:
        """The registry's description, translated, and the modifiers."""
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

    def basis(self, code: Basis) -> str:
        """The printed words for a contribution's basis (`core.vocabulary.bases`); the
        ordinary values printed lists show without a word have the code itself."""
        words = BASES[code].report
        return self.translate(words) if words else str(code)

    def symbols(self, kinds: Iterable[str] = SYMBOL_KINDS) -> list[str]:
        """The crosstable key, for the symbol groups in `kinds` (see `SYMBOL_KINDS`)."""
        wanted = set(kinds)
        return [self.translate(LEGEND[k]) for k in SYMBOL_KINDS if k in wanted]


ENGLISH_LABELS = Labels()
