"""Why a tie-break element has its value: the basis codes of `Contribution.basis`, with words.

An explanation (`core.tiebreaks.Explanation`) names, for each round, the basis of the value used
(an adjusted score, a dummy, a virtual opponent …) by a member of `Basis`; its value is the
stable code JSON output carries. `BASES` holds, per member, in one entry:

- `ordinary`: the value is the ordinary one for its criterion (an opponent's score for BH, a
  rating for ARO …); any other basis is worth a note in a printed list's details;
- `report`: the short name printed lists use (context ``Report``); None for the ordinary values
  that a list shows without a word;
- `words`: the window's words (context ``Explanation``): tooltips, the Compare rules dialog.

Adding a basis: one member and one entry here; the engine's modules emit the member (typed, so
mypy refuses a code that has no entry), and the translations check fails until every catalogue
has its words.
"""

from __future__ import annotations

from enum import StrEnum

from msgspec import Struct

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP


class Basis(StrEnum):
    """Why a contribution has its value. The value is the stable code (JSON, `explain`)."""

    NONE = ""
    ADJUSTED_SCORE = "adjusted-score"  # C.07 16.3: the opponent's unplayed rounds as draws
    RAW_SCORE = "raw-score"
    SCORE = "score"  # the opponent's score as it stands
    FORFEIT_AS_GAME = "forfeit-as-game"  # the /P option
    UNFINISHED = "unfinished"  # a game without a result yet
    DUMMY = "dummy"  # C.07 16.4
    DUMMY_CAPPED = "dummy-capped"  # C.07 (2026) 16.4.1/16.4.2
    VIRTUAL_OPPONENT = "virtual-opponent"  # the legacy Svon
    NO_OPPONENT = "no-opponent"  # a round robin's rest round
    NOT_PAIRED = "not-paired"
    OWN_WITHDRAWAL = "own-withdrawal"
    SCHEDULED_OPPONENT = "scheduled-opponent"
    BYE_ZERO = "bye-zero"
    ENCOUNTER = "encounter"  # DE
    ENCOUNTER_AVERAGE = "encounter-average"  # DE, several games between the two: the mean
    CUMULATIVE = "cumulative"  # PS
    QUALIFIED = "qualified"  # KS: an opponent at or above the threshold
    BELOW_THRESHOLD = "below-threshold"
    BUCHHOLZ = "buchholz"  # the opponent's Buchholz (FB, BH of BH)
    FORE_BUCHHOLZ = "fore-buchholz"
    NOT_OTB = "not-otb"
    WON_OTB = "won-otb"
    BLACK_OTB = "black-otb"
    BLACK_WON_OTB = "black-won-otb"
    WIN_POINTS = "win-points"
    ELECTED = "elected"  # REP
    STANDARD = "standard"  # STD
    POINTS = "points"
    RATING = "rating"
    UNRATED = "unrated"  # an unrated opponent and no rating given to the unrated
    UNRATED_RATING = "unrated-rating"
    BYE_RATING = "bye-rating"
    OPPONENT_TPR = "opponent-tpr"
    OPPONENT_PTP = "opponent-ptp"


class BasisSpec(Struct, frozen=True):
    ordinary: bool
    report: str | None  # context Report
    words: str  # context Explanation


BASES: dict[Basis, BasisSpec] = {
    Basis.NONE: BasisSpec(True, None, ""),
    Basis.ADJUSTED_SCORE: BasisSpec(
        True,
        QT_TRANSLATE_NOOP("Report", "adjusted score"),
        QT_TRANSLATE_NOOP("Explanation", "adjusted score (C.07 16.3)"),
    ),
    Basis.RAW_SCORE: BasisSpec(
        True, QT_TRANSLATE_NOOP("Report", "score"), QT_TRANSLATE_NOOP("Explanation", "score")
    ),
    Basis.SCORE: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "opponent's score")),
    Basis.FORFEIT_AS_GAME: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "forfeit counted as game"),
        QT_TRANSLATE_NOOP("Explanation", "forfeit counted as a game"),
    ),
    Basis.UNFINISHED: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "game without a result"),
        QT_TRANSLATE_NOOP("Explanation", "opponent's score; the game has no result yet"),
    ),
    Basis.DUMMY: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "dummy opponent"),
        QT_TRANSLATE_NOOP("Explanation", "dummy opponent (C.07 16.4)"),
    ),
    Basis.DUMMY_CAPPED: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "dummy opponent (capped)"),
        QT_TRANSLATE_NOOP("Explanation", "dummy opponent, capped (C.07 16.4)"),
    ),
    Basis.VIRTUAL_OPPONENT: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "virtual opponent"),
        QT_TRANSLATE_NOOP("Explanation", "virtual opponent"),
    ),
    Basis.NO_OPPONENT: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "no opponent"),
        QT_TRANSLATE_NOOP("Explanation", "no opponent"),
    ),
    Basis.NOT_PAIRED: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "not paired"),
        QT_TRANSLATE_NOOP("Explanation", "not paired"),
    ),
    Basis.OWN_WITHDRAWAL: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "after the player's withdrawal"),
        QT_TRANSLATE_NOOP("Explanation", "after the player's own withdrawal"),
    ),
    Basis.SCHEDULED_OPPONENT: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "scheduled opponent"),
        QT_TRANSLATE_NOOP("Explanation", "scheduled opponent"),
    ),
    Basis.BYE_ZERO: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "bye as an opponent with 0 points"),
        QT_TRANSLATE_NOOP("Explanation", "bye as an opponent with 0 points"),
    ),
    Basis.ENCOUNTER: BasisSpec(
        True,
        QT_TRANSLATE_NOOP("Report", "direct encounter"),
        QT_TRANSLATE_NOOP("Explanation", "direct encounter"),
    ),
    Basis.ENCOUNTER_AVERAGE: BasisSpec(
        True,
        QT_TRANSLATE_NOOP("Report", "direct encounters, average"),
        QT_TRANSLATE_NOOP("Explanation", "direct encounters, the average of the games"),
    ),
    Basis.CUMULATIVE: BasisSpec(
        True,
        QT_TRANSLATE_NOOP("Report", "cumulative score"),
        QT_TRANSLATE_NOOP("Explanation", "running score"),
    ),
    Basis.QUALIFIED: BasisSpec(
        True, None, QT_TRANSLATE_NOOP("Explanation", "opponent at or above the threshold")
    ),
    Basis.BELOW_THRESHOLD: BasisSpec(
        True, None, QT_TRANSLATE_NOOP("Explanation", "opponent below the threshold")
    ),
    Basis.BUCHHOLZ: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "opponent's Buchholz")),
    Basis.FORE_BUCHHOLZ: BasisSpec(
        True, None, QT_TRANSLATE_NOOP("Explanation", "opponent's score, last round as a draw")
    ),
    Basis.NOT_OTB: BasisSpec(
        True, None, QT_TRANSLATE_NOOP("Explanation", "not played over the board")
    ),
    Basis.WON_OTB: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "won over the board")),
    Basis.BLACK_OTB: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "played with Black")),
    Basis.BLACK_WON_OTB: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "won with Black")),
    Basis.WIN_POINTS: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "win")),
    Basis.ELECTED: BasisSpec(
        True, None, QT_TRANSLATE_NOOP("Explanation", "round the player chose to play")
    ),
    Basis.STANDARD: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "standard points")),
    Basis.POINTS: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "points")),
    Basis.RATING: BasisSpec(True, None, QT_TRANSLATE_NOOP("Explanation", "rating")),
    Basis.UNRATED: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "unrated opponent, no rating given"),
        QT_TRANSLATE_NOOP("Explanation", "unrated opponent, no rating given to the unrated"),
    ),
    Basis.UNRATED_RATING: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "rating given to unrated players"),
        QT_TRANSLATE_NOOP("Explanation", "rating given to unrated players"),
    ),
    Basis.BYE_RATING: BasisSpec(
        False,
        QT_TRANSLATE_NOOP("Report", "rating given to a bye"),
        QT_TRANSLATE_NOOP("Explanation", "rating given to a bye"),
    ),
    Basis.OPPONENT_TPR: BasisSpec(
        True, None, QT_TRANSLATE_NOOP("Explanation", "opponent's tournament performance rating")
    ),
    Basis.OPPONENT_PTP: BasisSpec(
        True,
        None,
        QT_TRANSLATE_NOOP("Explanation", "opponent's perfect tournament performance"),
    ),
}

ORDINARY = frozenset(code for code, b in BASES.items() if b.ordinary)

__all__ = ["BASES", "ORDINARY", "Basis", "BasisSpec"]
