"""Warning levels: one table of every step the program gates, and how hard it asks.

FIDE's acceptance checklist for tournament programs (C.02, 2026; spec/fide-acceptance.md)
grades what a program does before a step that departs from the usual course of an event:

- level 2, NOTICE: the step is taken; the arbiter is told and acknowledges;
- level 3, CONFIRM: the arbiter confirms or cancels (Cancel is the default button);
- level 4, TWO_STEP: a two-step confirmation (asked twice, the second time naming the step);
- level 5, REFUSED: refused while the event is in FIDE mode.

Each `Gate` names its level in FIDE mode and outside it in one entry, with the words every face
uses (the window's dialogs translate the template in the ``Messages`` context, the command line
prints it in English). No setting lowers a level. On the command line a level-3 or level-4 step
needs `--confirm` (`Ask.describe` says so; a gate may name another option: `--force` for
`RECORDS_CONTRADICT`), a level-5 step in FIDE mode is refused. What each step does with a file's
findings (`core.policy`) is this table's `RECORDS_CONTRADICT` gate: one vocabulary of what the
program refuses, opens with findings, or asks to confirm.

A gate that was passed (confirmed, or a notice given) is recorded in the event's journal
(`core.model.JournalEntry`, whose `what` is the gate's code) when its entry says so
(`journaled`): pairing-integrity events, corrections, leaving FIDE mode, bye notices. The files
keep the code; the journal's readers (the window's dialog, the command line, the printed list)
show the gate's `title` in words (`io.labels.Labels.gate_title`, context ``Messages``).
"""

from __future__ import annotations

from enum import Enum, IntEnum

from msgspec import Struct, field

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP


class Level(IntEnum):
    """How hard a step is asked for (C.02 checklist's warning levels)."""

    NOTICE = 2
    CONFIRM = 3
    TWO_STEP = 4
    REFUSED = 5


class GateSpec(Struct, frozen=True):
    fide: Level  # in FIDE mode
    outside: Level  # outside FIDE mode (never lower a rule below what it needs anywhere)
    journaled: bool  # a step taken past this gate is a journal event
    title: str  # English noun phrase naming a step taken past it (the journal's "What")
    template: str  # English, `{name}` fields filled from `Ask.args`
    rule: str  # the article the gate follows
    option: str = "--confirm"  # the command line's confirmation of a level-3 or level-4 step


class Gate(Enum):
    """A step the program gates. The value is a stable code (journal, `###` lines, JSON)."""

    LEAVE_FIDE_MODE = "leave-fide-mode"
    LOCKED_SETTING = "locked-setting"
    SCORING_DRAWS_OUTSCORE_WIN = "scoring-draws-outscore-win"
    ROUNDS_CANNOT_COMPLETE = "rounds-cannot-complete"
    RESULT_ASYMMETRIC = "result-asymmetric"
    RESULT_BOTH_WIN = "result-both-win"
    SECOND_HALF_BYE = "second-half-bye"
    FULL_POINT_BYE = "full-point-bye"
    PAIR_WITH_UNFINISHED = "pair-with-unfinished"
    FINAL_WITH_ADJOURNED = "final-with-adjourned"
    CORRECT_OLD_ROUND = "correct-old-round"
    CORRECT_PREVIOUS_ROUND = "correct-previous-round"
    RATING_ONLY_CORRECTION = "rating-only-correction"
    REPAIR_ROUND = "repair-round"
    PLAYER_MOVED = "player-moved"
    MANUAL_PAIRING_BREAKS_RULE = "manual-pairing-breaks-rule"
    PROHIBITED_AFTER_ROUND_1 = "prohibited-after-round-1"
    PROHIBITED_UNHONOURED = "prohibited-unhonoured"
    RENUMBER_AFTER_ROUND_4 = "renumber-after-round-4"
    BROKEN_ROUND_READ = "broken-round-read"
    TAKEN_FROM_LIST = "taken-from-list"
    RECORDS_CONTRADICT = "records-contradict"
    UNPAIR_WITH_RESULTS = "unpair-with-results"

    @property
    def spec(self) -> GateSpec:
        return GATES[self]

    def level(self, fide_mode: bool) -> Level:
        """The gate's level for an event in (or outside) FIDE mode."""
        spec = GATES[self]
        return spec.fide if fide_mode else spec.outside

    def ask(self, fide_mode: bool, **args: object) -> Ask:
        """What a face asks before the step (see `Ask`)."""
        return Ask(self, self.level(fide_mode), fide_mode, dict(args))


class Ask(Struct, frozen=True):
    """One gate met by one step: the gate, its level for this event, and the message's fields."""

    gate: Gate
    level: Level
    fide_mode: bool
    args: dict[str, object] = field(default_factory=dict)

    @property
    def refused(self) -> bool:
        return self.level is Level.REFUSED

    def text(self) -> str:
        """The gate's words with the fields filled (English; the window translates the
        template and fills it the same way)."""
        return self.gate.spec.template.format(**self.args)

    def describe(self) -> str:
        """The command line's sentence: the words, then what it takes to go on."""
        tail = {
            Level.NOTICE: "",
            Level.CONFIRM: f" Use {self.gate.spec.option} to go on.",
            Level.TWO_STEP: (
                f" This needs a two-step confirmation: use {self.gate.spec.option} to go on."
            ),
            Level.REFUSED: " Refused in FIDE mode." if self.fide_mode else " Refused.",
        }[self.level]
        return f"{self.text()}{tail}"


R, C, T, N = Level.REFUSED, Level.CONFIRM, Level.TWO_STEP, Level.NOTICE

GATES: dict[Gate, GateSpec] = {
    Gate.LEAVE_FIDE_MODE: GateSpec(
        T,
        T,
        True,
        QT_TRANSLATE_NOOP("Messages", "Left FIDE mode"),
        QT_TRANSLATE_NOOP("Messages", "Leave FIDE mode in round {round}? This cannot be undone."),
        "C.02 (2026) checklist: FIDE mode",
    ),
    Gate.LOCKED_SETTING: GateSpec(
        R,
        T,
        True,
        QT_TRANSLATE_NOOP("Messages", "Locked setting changed"),
        QT_TRANSLATE_NOOP("Messages", "{setting} is locked once round 1 has been paired."),
        "C.02 (2026) checklist: settings locked after the first pairing",
    ),
    Gate.SCORING_DRAWS_OUTSCORE_WIN: GateSpec(
        R,
        R,
        False,
        QT_TRANSLATE_NOOP("Messages", "Two draws scoring more than a win"),
        QT_TRANSLATE_NOOP(
            "Messages", "Two draws ({draws}) may not score more than a win and a loss ({decisive})."
        ),
        "C.02 (2026) checklist: scoring",
    ),
    Gate.ROUNDS_CANNOT_COMPLETE: GateSpec(
        C,
        C,
        False,
        QT_TRANSLATE_NOOP("Messages", "Rounds that cannot be completed"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "{rounds} rounds cannot be completed within the rules with {players} players.",
        ),
        "C.04.1 (no two players meet twice); C.05 (a round robin has n-1 rounds)",
    ),
    Gate.RESULT_ASYMMETRIC: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Result with unequal shares"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round {round}, board {board}: {result} gives the players unequal shares.",
        ),
        "Laws of Chess 12.9 / C.02 (2026) checklist: results",
    ),
    Gate.RESULT_BOTH_WIN: GateSpec(
        R,
        T,
        True,
        QT_TRANSLATE_NOOP("Messages", "Result with two winners"),
        QT_TRANSLATE_NOOP(
            "Messages", "Round {round}, board {board}: both players cannot win ({result})."
        ),
        "Laws of Chess 5 / C.02 (2026) checklist: results",
    ),
    Gate.SECOND_HALF_BYE: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Second half-point bye"),
        QT_TRANSLATE_NOOP(
            "Messages", "Player {player} already has a half-point bye (round {earlier})."
        ),
        "C.02 (2026) checklist: byes",
    ),
    Gate.FULL_POINT_BYE: GateSpec(
        N,
        N,
        True,
        QT_TRANSLATE_NOOP("Messages", "Full-point bye"),
        QT_TRANSLATE_NOOP("Messages", "Player {player} gets a full-point bye in round {round}."),
        "C.02 (2026) checklist: byes",
    ),
    Gate.PAIR_WITH_UNFINISHED: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Paired with games unfinished"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round {round}: {count} game(s) without a result ({games}) become adjourned.",
        ),
        "C.04.2 3.1 (an adjourned game counts as a draw for the pairing)",
    ),
    Gate.FINAL_WITH_ADJOURNED: GateSpec(
        R,
        C,
        False,
        QT_TRANSLATE_NOOP("Messages", "Final list with adjourned games"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "{count} adjourned game(s) have no result ({games}): the standings are provisional.",
        ),
        "C.02 (2026) checklist: adjourned games",
    ),
    Gate.CORRECT_OLD_ROUND: GateSpec(
        R,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Result of an older round corrected"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round {round} is older than the previous round: its results can no longer change.",
        ),
        "C.02 (2026) checklist: corrections",
    ),
    Gate.CORRECT_PREVIOUS_ROUND: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Result corrected after the next pairing"),
        QT_TRANSLATE_NOOP(
            "Messages", "Round {next} has been paired: change a result of round {round}?"
        ),
        "C.02 (2026) checklist: corrections",
    ),
    Gate.RATING_ONLY_CORRECTION: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Correction for the rating report only"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round {round}, board {board}: record the correction for the rating report only?",
        ),
        "C.04.2 4.3",
    ),
    Gate.REPAIR_ROUND: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Round paired again"),
        QT_TRANSLATE_NOOP("Messages", "Unpair round {round} and pair it again?"),
        "C.02 (2026) checklist: pairing integrity",
    ),
    Gate.PLAYER_MOVED: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Player moved from the engine's pairing"),
        QT_TRANSLATE_NOOP(
            "Messages", "Round {round}: move player {player} away from the engine's pairing?"
        ),
        "C.02 (2026) checklist: pairing integrity",
    ),
    # A hand-made pairing in a manual pairing session (core.pairing.manual.hand_issues): a
    # rematch, an ineligible pairing-allocated bye, an absolute colour rule broken, a
    # prohibited pair. Its trace is the session's `### MPA` lines, not the journal.
    Gate.MANUAL_PAIRING_BREAKS_RULE: GateSpec(
        C,
        C,
        False,
        QT_TRANSLATE_NOOP("Messages", "Manual pairing against a rule"),
        QT_TRANSLATE_NOOP(
            "Messages", "This pairing breaks a rule of the pairing system: {issues} Make it anyway?"
        ),
        "C.04.1; C.02 (2026) checklist §7: manual pairing",
    ),
    Gate.PROHIBITED_AFTER_ROUND_1: GateSpec(
        R,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Prohibited pairs changed after round 1"),
        QT_TRANSLATE_NOOP("Messages", "Prohibited pairs are fixed before round 1 is paired."),
        "C.02 (2026) checklist §16: prohibited pairs",
    ),
    Gate.PROHIBITED_UNHONOURED: GateSpec(
        C,
        C,
        False,
        QT_TRANSLATE_NOOP("Messages", "Prohibited pairs not kept apart"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "The pairing system cannot keep these prohibited pairs apart: {pairs}. Pair anyway?",
        ),
        "C.05 Annex 1 (the Berger tables fix every pairing); C.02 (2026) checklist §16",
    ),
    Gate.RENUMBER_AFTER_ROUND_4: GateSpec(
        R,
        T,
        True,
        QT_TRANSLATE_NOOP("Messages", "Start numbers changed late"),
        QT_TRANSLATE_NOOP(
            "Messages", "Start numbers can no longer change: round {round} has been paired."
        ),
        "C.04.2 2.3",
    ),
    Gate.BROKEN_ROUND_READ: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Round read that breaks a pairing rule"),
        QT_TRANSLATE_NOOP("Messages", "Round {round} breaks a pairing rule: {what}."),
        "C.04.1; C.02 (2026) checklist: importing a TRF",
    ),
    Gate.TAKEN_FROM_LIST: GateSpec(
        N,
        N,
        True,
        QT_TRANSLATE_NOOP("Messages", "Values taken from the rating list"),
        QT_TRANSLATE_NOOP(
            "Messages", "{count} value(s) taken over from the list {list} (list of {date})."
        ),
        "C.02 (2026) checklist: rating lists, consistency with the list valid at the start "
        "(updating a chosen subset); C.04.2 2.3 (ranking data corrected at any time)",
    ),
    # Met by the steps that compute from a file's records while some contradict each other
    # (core.policy: which steps, for every face); the command line's confirmation is --force.
    Gate.RECORDS_CONTRADICT: GateSpec(
        C,
        C,
        False,
        QT_TRANSLATE_NOOP("Messages", "Records that contradict each other"),
        QT_TRANSLATE_NOOP(
            "Messages",
            "{count} inconsistencies in the records (see Findings): what is computed from "
            "them may be wrong. Go on anyway?",
        ),
        "TRF-16 (a game is on both players' lines; the points column is their sum); C.07 1",
        "--force",
    ),
    Gate.UNPAIR_WITH_RESULTS: GateSpec(
        C,
        C,
        True,
        QT_TRANSLATE_NOOP("Messages", "Pairings removed from a round with results"),
        QT_TRANSLATE_NOOP("Messages", "Round {round} has results. Remove its pairings anyway?"),
        "C.02 (2026) checklist: pairing integrity",
        "--force",
    ),
}

__all__ = ["GATES", "Ask", "Gate", "GateSpec", "Level"]
