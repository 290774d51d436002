"""The notes and inputs of an explanation: what stands behind a tie-break value.

An explanation (`core.tiebreaks.Explanation`) carries, besides its per-round contributions,
`notes`: tuples whose first item is a member of `ExplanationNote` (its value is the stable
code `explain --json` prints) and whose further items are the note's values (numbers, start
numbers, a code). `EXPLANATION_NOTES` holds, per member, in one entry, the window's words
(context ``Explanation``: tooltips, the Compare rules dialog): a template whose `{0}` is the
values as printed, and for a note whose first value is itself a code (the cut rule, whether a
criterion applies), the words of each such value.

Each contribution names the inputs of its value (`Contribution.numbers`: pairs of an
`ExplanationInput` and a number); `EXPLANATION_INPUTS` holds each input's name in words
(context ``Explanation``), or None for FIDE's own symbols, shown as they are: the legacy
virtual-opponent formula's SPR, SfPR, n and R (C.07 before 2023), B.02's PD and K.

What happened to a contribution (`Contribution.cut`, `amount`, `vur`, `adjusted_rounds`) is an
`ExplanationMark`, its words in `EXPLANATION_MARKS` (`{0}`: the rounds counted as draws).

The window's tooltips and the command line's `explain` word a contribution with these tables
(`io.labels.Labels`: the window in its language, the command line in English).

Adding a note or an input: one member and one entry here; the engine emits the member; the
translations check and tests/gui/test_code_words.py fail until every catalogue has its words.
"""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType

from msgspec import Struct

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP


class ExplanationNote(StrEnum):
    """What a note of an explanation says. The value is the stable code (JSON)."""

    CUT_RULE = "cut-rule"  # which element a cut removes first (the rule set's `CutRule`)
    APPLIES = "applies"  # DEA (SSF): whether all tied players have met
    DROPPED = "dropped"  # a rating criterion left unused (C.07 Art. 10 preamble)
    NOT_TIED = "not-tied"  # DE for a player tied with nobody
    GROUP = "group"  # DE: the tied group's start numbers
    LAYERS = "layers"  # BHL (DrawBoss): the layers' sizes
    GAMES = "games"
    ROUNDS = "rounds"
    PLANNED_ROUNDS = "planned-rounds"
    FORE_ROUND = "fore-round"  # FB: the round counted as a draw
    CUT_EACH_END = "cut-each-end"  # BHM (DrawBoss)
    THRESHOLD = "threshold"  # KS (C.07 9.2)
    MAXIMUM = "maximum"  # KS: the maximum score
    NOT_MET = "not-met"  # DE: tied players who have not met
    SEPARATE_SCORE = "separate-score"  # DE: the score among the tied players
    SEED = "seed"  # LOT: the seed of the drawing
    POINTS = "points"
    RATING = "rating"
    UNRATED_RATING = "unrated-rating"
    ARO = "aro"  # TPR/PTP (C.07 10.2/10.3)
    P_HUNDREDTHS = "p-hundredths"
    DP = "dp"  # B.02 8.1.1 table
    EXPECTED_HUNDREDTHS = "expected-hundredths"
    EXPECTED = "expected"  # B.02 8.3: the expected score
    K = "K"  # B.02 8.3.3: the development coefficient
    REGULATIONS = "regulations"  # B.02: the edition in force


class NoteWords(Struct, frozen=True):
    template: str  # `{0}`: the note's values, joined by ", "
    # words of the whole note when its first value is this code
    values: MappingProxyType[str, str] = MappingProxyType({})


def _words(template: str, **values: str) -> NoteWords:
    return NoteWords(template, MappingProxyType(values))


EXPLANATION_NOTES: dict[ExplanationNote, NoteWords] = {
    ExplanationNote.CUT_RULE: NoteWords(
        QT_TRANSLATE_NOOP("Explanation", "cut rule: {0}"),
        MappingProxyType(
            {
                "lowest": QT_TRANSLATE_NOOP("Explanation", "cut rule: the lowest value"),
                "vur-exception": QT_TRANSLATE_NOOP(
                    "Explanation", "cut rule: a voluntarily unplayed round first (C.07 16.5)"
                ),
                "preferred-first": QT_TRANSLATE_NOOP(
                    "Explanation",
                    "cut rule: an unplayed round first, whatever its value (SSF steps 12–13)",
                ),
            }
        ),
    ),
    ExplanationNote.APPLIES: _words(
        QT_TRANSLATE_NOOP("Explanation", "applies: {0}"),
        yes=QT_TRANSLATE_NOOP("Explanation", "applies: yes"),
        no=QT_TRANSLATE_NOOP("Explanation", "applies: no, not all tied players have met"),
    ),
    ExplanationNote.DROPPED: NoteWords(
        QT_TRANSLATE_NOOP("Explanation", "not used: {0}"),
        MappingProxyType(
            {
                "unrated-players": QT_TRANSLATE_NOOP(
                    "Explanation", "not used: unrated players without a rating"
                )
            }
        ),
    ),
    ExplanationNote.NOT_TIED: _words(
        QT_TRANSLATE_NOOP("Explanation", "not tied with anybody when applied")
    ),
    ExplanationNote.GROUP: _words(QT_TRANSLATE_NOOP("Explanation", "tied group: {0}")),
    ExplanationNote.LAYERS: _words(QT_TRANSLATE_NOOP("Explanation", "layers: {0}")),
    ExplanationNote.GAMES: _words(QT_TRANSLATE_NOOP("Explanation", "games: {0}")),
    ExplanationNote.ROUNDS: _words(QT_TRANSLATE_NOOP("Explanation", "rounds: {0}")),
    ExplanationNote.PLANNED_ROUNDS: _words(QT_TRANSLATE_NOOP("Explanation", "planned rounds: {0}")),
    ExplanationNote.FORE_ROUND: _words(
        QT_TRANSLATE_NOOP("Explanation", "round {0} counted as a draw (Fore)")
    ),
    ExplanationNote.CUT_EACH_END: _words(QT_TRANSLATE_NOOP("Explanation", "cut at each end: {0}")),
    ExplanationNote.THRESHOLD: _words(QT_TRANSLATE_NOOP("Explanation", "threshold: {0}")),
    ExplanationNote.MAXIMUM: _words(QT_TRANSLATE_NOOP("Explanation", "maximum: {0}")),
    ExplanationNote.NOT_MET: _words(
        QT_TRANSLATE_NOOP("Explanation", "players who have not met: {0}")
    ),
    ExplanationNote.SEPARATE_SCORE: _words(
        QT_TRANSLATE_NOOP("Explanation", "score among the tied players: {0}")
    ),
    ExplanationNote.SEED: _words(
        QT_TRANSLATE_NOOP("Explanation", "seed of the drawing of lots: {0}")
    ),
    ExplanationNote.POINTS: _words(QT_TRANSLATE_NOOP("Explanation", "points: {0}")),
    ExplanationNote.RATING: _words(QT_TRANSLATE_NOOP("Explanation", "own rating: {0}")),
    ExplanationNote.UNRATED_RATING: _words(
        QT_TRANSLATE_NOOP("Explanation", "rating of unrated players: {0}")
    ),
    ExplanationNote.ARO: _words(
        QT_TRANSLATE_NOOP("Explanation", "average rating of the opponents: {0}")
    ),
    ExplanationNote.P_HUNDREDTHS: _words(
        QT_TRANSLATE_NOOP("Explanation", "percentage scored: {0}")
    ),
    ExplanationNote.DP: _words(QT_TRANSLATE_NOOP("Explanation", "rating difference dp: {0}")),
    ExplanationNote.EXPECTED_HUNDREDTHS: _words(
        QT_TRANSLATE_NOOP("Explanation", "expected score × 100: {0}")
    ),
    ExplanationNote.EXPECTED: _words(QT_TRANSLATE_NOOP("Explanation", "expected score: {0}")),
    ExplanationNote.K: _words(QT_TRANSLATE_NOOP("Explanation", "development coefficient K: {0}")),
    ExplanationNote.REGULATIONS: _words(QT_TRANSLATE_NOOP("Explanation", "regulations: {0}")),
}


class ExplanationInput(StrEnum):
    """An input of a contribution's value. The value is the stable code (JSON)."""

    OWN = "own"  # the player's own score (C.07 16.4 dummy)
    SCORE = "score"
    ADJUSTED = "adjusted"  # C.07 16.3
    CAP_OPPONENT = "cap-opponent"  # C.07 (2026) 16.4.1
    CAP_ROUNDS = "cap-rounds"  # C.07 (2026) 16.4.2
    BYE_RATING = "bye-rating"  # DrawBoss RSUM (seed 003)
    RATING = "rating"
    POINTS = "points"
    DRAW = "draw"
    WIN = "win"
    BONUS = "bonus"  # points given outside the games (TRF-26 299)
    SPR = "SPR"  # the legacy virtual opponent (C.07 before 2023): score before the round
    SFPR = "SfPR"  # the score for the unplayed round
    N = "n"  # the rounds
    R = "R"  # the round
    PD = "PD"  # B.02 8.1.2: expected score
    K = "K"  # B.02 8.3.3: development coefficient


EXPLANATION_INPUTS: dict[ExplanationInput, str | None] = {
    ExplanationInput.OWN: QT_TRANSLATE_NOOP("Explanation", "own score"),
    ExplanationInput.SCORE: QT_TRANSLATE_NOOP("Explanation", "score"),
    ExplanationInput.ADJUSTED: QT_TRANSLATE_NOOP("Explanation", "adjusted score"),
    ExplanationInput.CAP_OPPONENT: QT_TRANSLATE_NOOP(
        "Explanation", "cap: opponent's adjusted score"
    ),
    ExplanationInput.CAP_ROUNDS: QT_TRANSLATE_NOOP("Explanation", "cap: draw points × rounds"),
    ExplanationInput.BYE_RATING: QT_TRANSLATE_NOOP("Explanation", "bye rating"),
    ExplanationInput.RATING: QT_TRANSLATE_NOOP("Explanation", "rating"),
    ExplanationInput.POINTS: QT_TRANSLATE_NOOP("Explanation", "points"),
    ExplanationInput.DRAW: QT_TRANSLATE_NOOP("Explanation", "draw"),
    ExplanationInput.WIN: QT_TRANSLATE_NOOP("Explanation", "win"),
    ExplanationInput.BONUS: QT_TRANSLATE_NOOP("Explanation", "bonus points"),
    # FIDE's own symbols, as the regulations write them
    ExplanationInput.SPR: None,
    ExplanationInput.SFPR: None,
    ExplanationInput.N: None,
    ExplanationInput.R: None,
    ExplanationInput.PD: None,
    ExplanationInput.K: None,
}


class ExplanationMark(StrEnum):
    """What happened to one contribution. The value is a stable code."""

    CUT_LOW = "cut-low"  # a modifier removed it among the lowest values (`cut` "low")
    CUT_HIGH = "cut-high"  # among the highest (the median's other end, `cut` "high")
    NOT_COUNTED = "not-counted"  # no amount: the round does not enter the sum
    VUR = "vur"  # a voluntarily unplayed round of the player (C.07 16.1.2)
    AS_DRAWS = "as-draws"  # the opponent's unplayed rounds counted as draws (C.07 16.3)


EXPLANATION_MARKS: dict[ExplanationMark, str] = {
    ExplanationMark.CUT_LOW: QT_TRANSLATE_NOOP("Explanation", "— cut (lowest)"),
    ExplanationMark.CUT_HIGH: QT_TRANSLATE_NOOP("Explanation", "— cut (highest)"),
    ExplanationMark.NOT_COUNTED: QT_TRANSLATE_NOOP("Explanation", "— does not count"),
    ExplanationMark.VUR: QT_TRANSLATE_NOOP("Explanation", "(voluntarily unplayed)"),
    ExplanationMark.AS_DRAWS: QT_TRANSLATE_NOOP(
        "Explanation", "(the opponent's rounds {0} counted as draws)"
    ),
}

__all__ = [
    "EXPLANATION_INPUTS",
    "EXPLANATION_MARKS",
    "EXPLANATION_NOTES",
    "ExplanationInput",
    "ExplanationMark",
    "ExplanationNote",
    "NoteWords",
]
