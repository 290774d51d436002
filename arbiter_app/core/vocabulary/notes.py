"""What a file's reading noted: the kinds of note the TRF reader leaves, with their words.

A reader that takes a file as its author meant, where the format allows more than one reading
(docs/trf-dialects.md), says so in a note: a record given twice and which one is used, team
records skipped, dates read together with the round dates … Each note is a `Note`: the line
it is about, its `NoteKind` and the fields of its words. `NOTES` holds, per kind, in one entry,
the English template (context ``Notes``: the window's status bar translates it, the command
line prints it in English, `io.labels.Labels.note` serves both).

The kind's value is the stable code the project file keeps with the file's TRF template (where
an older project file kept the English text instead: `NoteKind.WRITTEN`).

Adding a note: one member and one entry here; the translations check fails until every
catalogue has its words, and tests/core/test_note_words.py until the entry has a template.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from msgspec import Struct, field

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP


class NoteKind(StrEnum):
    """What the reader did. The value is the stable code (project file)."""

    RECORD_AGAIN = "record-again"  # a once-only header record given twice
    TIEBREAKS_AGAIN = "tiebreaks-again"  # a second 202/212 list
    TEAM_RECORDS_INFORMATIVE = "team-records-informative"  # TRF-26 801/802
    TEAM_RECORDS_WITHOUT_TEAMS = "team-records-without-teams"  # no 310 or 013 records
    LONE_TEAM_RECORD = "lone-team-record"  # one 013 record: an individual event's sample line
    UNKNOWN_RESULT_VALUE = "unknown-result-value"  # TRF-26 162 X neither 0 nor a draw
    ABNORMAL_POINTS = "abnormal-points"  # TRF-26 299 with a type: the difference is a bonus
    BYES_NOT_PAIRED = "byes-not-paired"  # TRF-26 240 for a round not yet paired
    BYE_DISAGREES = "bye-disagrees"  # TRF-26 240 against the 001 record
    DATES_UNDECIDED = "dates-undecided"  # 042/052 with 132 (core.dates.event_dates)
    DATES_READ = "dates-read"
    UNLETTERED_READ = "unlettered-read"  # `0000 -` rounds read by the points column
    UNLETTERED_UNDECIDED = "unlettered-undecided"
    # fewer half-point byes in the points column than unlettered rounds: the earliest taken
    UNLETTERED_ASSUMED = "unlettered-assumed"
    OLD_TEAMS_BESIDE_NEW = "old-teams-beside-new"  # TRF-16 013 beside TRF-26 310
    TEAM_POINTS_LEFT = "team-points-left"  # a team player's points column above his results
    TEAM_FORFEITS_READ = "team-forfeits-read"
    PROGRAM_LINE_KEPT = "program-line-kept"  # a `### MPA` line this program cannot read
    PROHIBITED_SOME_ROUNDS = "prohibited-some-rounds"  # a 260 record for some rounds only
    # a round code another program writes, read as its producer meant it (docs/trf-dialects.md;
    # C.02 2026 checklist, TRF import: every adjustment reported)
    ROUND_CODE_ADJUSTED = "round-code-adjusted"
    MORE = "more"  # the notes beyond `MAX_NOTES` of one file, counted
    WRITTEN = "written"  # a note an older version kept in English words (project file)


NOTES: dict[NoteKind, str] = {
    NoteKind.RECORD_AGAIN: QT_TRANSLATE_NOOP(
        "Notes", "record {record} again, not as on line {first}: this later one is used"
    ),
    NoteKind.TIEBREAKS_AGAIN: QT_TRANSLATE_NOOP(
        "Notes", "a second tie-break list, not as on line {first}: this later one is used"
    ),
    NoteKind.TEAM_RECORDS_INFORMATIVE: QT_TRANSLATE_NOOP(
        "Notes",
        "{count} team record(s) not read (801/802 are informative; the lines are kept when the "
        "file is written again)",
    ),
    NoteKind.TEAM_RECORDS_WITHOUT_TEAMS: QT_TRANSLATE_NOOP(
        "Notes",
        "{count} team record(s) not read (no 310 or 013 team records; the lines are kept when "
        "the file is written again)",
    ),
    NoteKind.LONE_TEAM_RECORD: QT_TRANSLATE_NOOP(
        "Notes",
        "one 013 team record names a single team: read as an individual event (the line is "
        "kept when the file is written again)",
    ),
    NoteKind.UNKNOWN_RESULT_VALUE: QT_TRANSLATE_NOOP(
        "Notes", "record 162: X {value} is neither 0 nor a draw; unfinished games count as draws"
    ),
    NoteKind.ABNORMAL_POINTS: QT_TRANSLATE_NOOP(
        "Notes",
        "record 299: player {player}'s round {round} ({result}) is worth {points} points "
        "instead of {worth}: the difference counts as a bonus",
    ),
    NoteKind.BYES_NOT_PAIRED: QT_TRANSLATE_NOOP(
        "Notes", "record 240: byes for round {round}, not yet paired (kept as written)"
    ),
    NoteKind.BYE_DISAGREES: QT_TRANSLATE_NOOP(
        "Notes",
        "record 240 gives player {player} a {result} in round {round}, the 001 record says "
        "{written}: the 001 record is used",
    ),
    NoteKind.DATES_UNDECIDED: QT_TRANSLATE_NOOP(
        "Notes",
        "dates {start} to {end}: several readings fit the round dates and none alone; the "
        "start date is left unread",
    ),
    NoteKind.DATES_READ: QT_TRANSLATE_NOOP(
        "Notes",
        "dates {start} to {end} read as {first} to {last}, the one reading that fits the "
        "event's other dates",
    ),
    NoteKind.UNLETTERED_READ: QT_TRANSLATE_NOOP(
        "Notes",
        "rounds written without a result letter (`0000 -` or `-`) read by the points column, "
        "the only witness: {half} half-point bye(s), {full} full-point bye(s) (players "
        "{players})",
    ),
    NoteKind.UNLETTERED_UNDECIDED: QT_TRANSLATE_NOOP(
        "Notes",
        "rounds written without a result letter (`0000 -` or `-`) that the points column "
        "does not decide, read as not paired (players {players})",
    ),
    NoteKind.UNLETTERED_ASSUMED: QT_TRANSLATE_NOOP(
        "Notes",
        "the points column gives fewer half-point byes than rounds written without a result "
        "letter: the earliest of those rounds are taken as the byes, the later ones as not "
        "paired (an assumption; players {players})",
    ),
    NoteKind.OLD_TEAMS_BESIDE_NEW: QT_TRANSLATE_NOOP(
        "Notes", "013 records beside 310 records: the 310 records are used"
    ),
    NoteKind.TEAM_POINTS_LEFT: QT_TRANSLATE_NOOP(
        "Notes",
        "player {player}: the points column is {surplus} above the results, which cannot be "
        "placed on boards his team left empty",
    ),
    NoteKind.TEAM_FORFEITS_READ: QT_TRANSLATE_NOOP(
        "Notes",
        "{count} player(s): an unpaired round counted in the points column read as a board "
        "won by forfeit (the opponent team left the board empty)",
    ),
    NoteKind.PROGRAM_LINE_KEPT: QT_TRANSLATE_NOOP(
        "Notes", "### {record} line not read ({why}): kept as a comment"
    ),
    NoteKind.PROHIBITED_SOME_ROUNDS: QT_TRANSLATE_NOOP(
        "Notes",
        "record 260 prohibits a pair in rounds {first}-{last} only: read as every round (this "
        "program keeps prohibited pairs for the event)",
    ),
    NoteKind.ROUND_CODE_ADJUSTED: QT_TRANSLATE_NOOP(
        "Notes",
        "{count} round(s) written {written} ({who}): read as {read} (first: player {player}, "
        "round {round})",
    ),
    NoteKind.MORE: QT_TRANSLATE_NOOP("Notes", "... and {count} more notes like these"),
    NoteKind.WRITTEN: "{text}",  # already words (an older project file): nothing to translate
}

Value = str | int


class Note(Struct, frozen=True):
    """One note of a file's reading: the line it is about, its kind and its words' fields."""

    line: int
    kind: NoteKind
    args: Mapping[str, Value] = field(default_factory=dict)

    def text(self, template: str | None = None) -> str:
        """The note in words: `template` (a translation of the kind's template) or English."""
        return (template or NOTES[self.kind]).format(**self.args)

    def to_json(self) -> list[object]:
        return [self.line, self.kind.value, dict(self.args)]


def note(line: int, kind: NoteKind, **args: Value) -> Note:
    return Note(line, kind, args)


__all__ = ["NOTES", "Note", "NoteKind", "Value", "note"]
