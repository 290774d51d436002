"""Our own check of a round's pairing, independent of any pairing engine.

It judges a round by the absolute rules every Swiss pairing must keep (FIDE C.04.1, Basic rules
for Swiss Systems) and the completeness of the round, whoever made it: an engine, Berger, the
arbiter by hand, or another program (an imported file). The findings are data (kind, severity,
round, players), as in `core.validate`.

Rules checked (C.04.1 numbering of the text applied from 1 July 2025; the letters of the earlier
text in brackets):
- every player to be paired is paired exactly once: on a board or given the pairing-allocated
  bye (C.04.1.3 [c]); a present player left out of a pairing is reported. In a round already in
  the file, a player with no record was absent (TRF writes an absence that way): not expected;
- at most one pairing-allocated bye, and only when the number of players to pair is odd
  (C.04.1.3 [c]);
- no player receives the pairing-allocated bye who already had one or who scored a win's points
  in a round without playing: a forfeit win (C.04.1.4 [d]) and, from 1 July 2025, also a
  requested full-point bye ("has already scored in one single round, without playing, as many
  points as rewarded for a win");
- two players do not meet more than once (C.04.1.2 [b]; twice in a double round robin). Only
  games actually played count as meetings; a forfeit is not a game played (C.04.3 A.6 counts
  "games played"), so meeting again after a forfeit is a warning, not an error;
- colours (Swiss only): after the round no colour difference above +2 or below −2
  (C.04.1.6 [f]) and no three games in a row with the same colour (C.04.1.7 [g]), both over
  played games. "Each system may have exceptions to this rule in the last round": the Dutch
  system's exception is for topscorers (C.04.3 A.7: over 50 % of the maximum possible score
  when the last round is paired), so in the last round a board with a topscorer is a warning,
  for both players (C.3 lets a topscorer meet a non-topscorer with the same absolute colour
  preference);
- no board pairs two players the event declared must not meet (prohibited pairings, set
  before round 1: C.02 verification checklist §16; `core.pairing.forbidden`), an error
  whoever made the pairing.
"""

from __future__ import annotations

from collections import Counter
from enum import Enum
from fractions import Fraction

from msgspec import Struct

from arbiter_app.core.boards import games
from arbiter_app.core.model import Colour, Result, System, Tournament
from arbiter_app.core.pairing.forbidden import prohibited_met
from arbiter_app.core.pairing.round import RoundPairing, current_pairing
from arbiter_app.core.scores import scores_before
from arbiter_app.core.system import infer_system
from arbiter_app.core.validate import Severity
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP

__all__ = ["PairingFinding", "PairingIssue", "check_pairing", "check_round", "check_rounds"]

# From this date C.04.1.4 also bars a player who had a requested full-point bye.
FULL_BYE_BARS_PAB_FROM = "2025-07-01"

_OUT_BY_REQUEST = frozenset({Result.HALF_BYE, Result.FULL_BYE, Result.ZERO_BYE})


class PairingIssue(Enum):
    """What is wrong with a round's pairing. The value is a stable code."""

    NOT_PAIRED = "player-not-paired"  # a player to be paired is on no board and has no bye
    PAIRED_TWICE = "player-paired-twice"
    NOT_TO_BE_PAIRED = "player-not-to-be-paired"  # withdrawn or excused, yet on a board
    EXTRA_BYE = "bye-not-needed"  # a PAB with an even number of players, or two PABs
    BYE_AGAIN = "bye-again"  # PAB to a player who had a PAB or a win without playing
    REMATCH = "rematch"
    REMATCH_AFTER_FORFEIT = "rematch-after-forfeit"
    COLOUR_DIFFERENCE = "colour-difference"
    SAME_COLOUR_THREE_TIMES = "same-colour-three-times"
    COLOUR_LAST_ROUND_EXCEPTION = "colour-last-round-exception"
    PROHIBITED = "prohibited-pair"  # the event declared these two must not meet

    @property
    def severity(self) -> Severity:
        return Severity.WARNING if self in _WARNINGS else Severity.ERROR

    @property
    def field(self) -> str:
        """The part of the record at fault: `opponent`, `colour` or `result`."""
        if self in _COLOUR:
            return "colour"
        return "result" if self in (PairingIssue.EXTRA_BYE, PairingIssue.BYE_AGAIN) else "opponent"


_WARNINGS = frozenset(
    {
        PairingIssue.REMATCH_AFTER_FORFEIT,
        PairingIssue.COLOUR_LAST_ROUND_EXCEPTION,
    }
)
_COLOUR = frozenset(
    {
        PairingIssue.COLOUR_DIFFERENCE,
        PairingIssue.SAME_COLOUR_THREE_TIMES,
        PairingIssue.COLOUR_LAST_ROUND_EXCEPTION,
    }
)


# The words of each issue (fields {player}, {opponent}, {detail}): English for the command
# line, translated by the window in the context `RoundView`.
ISSUE_WORDS: dict[PairingIssue, str] = {
    PairingIssue.NOT_PAIRED: QT_TRANSLATE_NOOP("RoundView", "Player {player} is not paired."),
    PairingIssue.PAIRED_TWICE: QT_TRANSLATE_NOOP("RoundView", "Player {player} is paired twice."),
    PairingIssue.NOT_TO_BE_PAIRED: QT_TRANSLATE_NOOP(
        "RoundView", "Player {player} is excused or withdrawn, yet paired."
    ),
    PairingIssue.EXTRA_BYE: QT_TRANSLATE_NOOP(
        "RoundView", "Pairing-allocated bye to {player} not needed (even number)."
    ),
    PairingIssue.BYE_AGAIN: QT_TRANSLATE_NOOP(
        "RoundView",
        "Player {player} already had a bye or a win without playing (round {detail}).",
    ),
    PairingIssue.REMATCH: QT_TRANSLATE_NOOP(
        "RoundView", "Players {player} and {opponent} already met (round {detail})."
    ),
    PairingIssue.REMATCH_AFTER_FORFEIT: QT_TRANSLATE_NOOP(
        "RoundView", "Players {player} and {opponent} meet again after a forfeit."
    ),
    PairingIssue.COLOUR_DIFFERENCE: QT_TRANSLATE_NOOP(
        "RoundView", "Player {player}: colour difference {detail}."
    ),
    PairingIssue.SAME_COLOUR_THREE_TIMES: QT_TRANSLATE_NOOP(
        "RoundView", "Player {player}: the same colour three times in a row."
    ),
    PairingIssue.COLOUR_LAST_ROUND_EXCEPTION: QT_TRANSLATE_NOOP(
        "RoundView", "Player {player}: colour rule not kept (topscorer, last round)."
    ),
    PairingIssue.PROHIBITED: QT_TRANSLATE_NOOP(
        "RoundView", "Players {player} and {opponent} must not meet (prohibited pair)."
    ),
}


class PairingFinding(Struct, frozen=True):
    """One finding: the issue, the round, the player (and opponent), and a detail value."""

    issue: PairingIssue
    round_no: int
    start_no: int
    opponent: int | None = None
    detail: int | str | None = None  # colour difference, earlier round, ...

    @property
    def severity(self) -> Severity:
        return self.issue.severity

    def describe(self) -> str:
        """English one-liner for the CLI (the GUI translates the same words)."""
        words = self.words(ISSUE_WORDS[self.issue])
        return f"{self.severity.value}: round {self.round_no}: {words}"

    def words(self, template: str) -> str:
        """`template` (an `ISSUE_WORDS` entry, translated or not) with this finding's fields."""
        return template.format(player=self.start_no, opponent=self.opponent, detail=self.detail)


def _history(t: Tournament, start_no: int, before: int) -> list[Colour]:
    """Colours of the games `start_no` played before round `before` (C.04.3 A.6: played)."""
    p = t.player(start_no)
    return [e.colour for e in p.rounds[: before - 1] if e.result.is_played]


def _colour_findings(
    t: Tournament, pairing: RoundPairing, last_round: bool, top: set[int]
) -> list[PairingFinding]:
    out: list[PairingFinding] = []
    r = pairing.round_no
    for white, black in pairing.boards:
        for me, other, colour in ((white, black, Colour.WHITE), (black, white, Colour.BLACK)):
            if not t.has_player(me):
                continue
            entry = t.player(me).entry(r)
            if entry.opponent == other and entry.colour is Colour.NONE:
                continue  # the file records no colours for this game: nothing to judge
            # The round's own colour counts even if the game was later forfeited: the rule
            # binds the pairing as it was made; earlier forfeits are not games played.
            colours = [*_history(t, me, r), colour]
            diff = colours.count(Colour.WHITE) - colours.count(Colour.BLACK)
            issues: list[tuple[PairingIssue, int | str]] = []
            if abs(diff) > 2:
                issues.append((PairingIssue.COLOUR_DIFFERENCE, diff))
            if len(colours) >= 3 and len(set(colours[-3:])) == 1:
                issues.append((PairingIssue.SAME_COLOUR_THREE_TIMES, colour.value))
            for issue, detail in issues:
                # The exception covers the board, not only the topscorer: C.04.3 C.3 keeps
                # apart only *non-topscorers* with the same absolute colour preference, so a
                # topscorer may meet a non-topscorer who wants the same colour, and one of the
                # two then breaks the rule (both engines, gacrux and bbpPairings, do so).
                if last_round and (me in top or other in top):
                    out.append(
                        PairingFinding(
                            PairingIssue.COLOUR_LAST_ROUND_EXCEPTION,
                            r,
                            me,
                            other,
                            f"{issue.value}: {detail}",
                        )
                    )
                else:
                    out.append(PairingFinding(issue, r, me, other, detail))
    return out


def _topscorers(t: Tournament, round_no: int) -> set[int]:
    """C.04.3 A.7: over 50 % of the maximum possible score, when pairing the last round."""
    best = t.scoring.win * (round_no - 1)
    unit, score = scores_before(t, round_no)
    limit = best * unit  # `best` in the unit of the scores
    out: set[int] = set()
    for p in t.players:
        points = score[p.start_no]
        if p.bonus and round_no - 1 >= len(p.rounds):  # as Tournament.points counts it
            over = 2 * (Fraction(points, unit) + p.bonus) > best
        else:
            over = 2 * points > limit
        if over:
            out.add(p.start_no)
    return out


def _had_win_without_playing(t: Tournament, start_no: int, before: int) -> int | None:
    """The earlier round in which the player got a PAB or a win's points without playing."""
    p = t.player(start_no)
    full_bye_counts = (t.start_date or "9999") >= FULL_BYE_BARS_PAB_FROM
    for r, e in enumerate(p.rounds[: before - 1], start=1):
        if e.result in (Result.PAIRING_BYE, Result.FORFEIT_WIN):
            return r
        if full_bye_counts and e.result is Result.FULL_BYE:
            return r
    return None


def expected_players(t: Tournament, round_no: int) -> set[int]:
    """Players who should be paired in `round_no`: not withdrawn, not excused by request."""
    return {
        p.start_no
        for p in t.players
        if not p.is_withdrawn_in(round_no) and p.entry(round_no).result not in _OUT_BY_REQUEST
    }


def check_pairing(
    t: Tournament, pairing: RoundPairing, expected: set[int] | None = None, colours: bool = True
) -> list[PairingFinding]:
    """Findings for `pairing` against the history of `t` (rounds before the paired one).

    `expected`: the players to be paired (default: `expected_players`). Pass it when checking
    a pairing not yet written into `t`. `colours` False: the colour rules are not judged (a
    file whose system has colour rules of its own, `core.pairing.replay`).
    """
    r = pairing.round_no
    if expected is None:
        expected = expected_players(t, r)
    out: list[PairingFinding] = []
    placed = Counter(p for board in pairing.boards for p in board)
    if pairing.bye is not None:
        placed[pairing.bye] += 1
    for p in pairing.rest:
        placed[p] += 1
    for p, n in sorted(placed.items()):
        if n > 1:
            out.append(PairingFinding(PairingIssue.PAIRED_TWICE, r, p, detail=n))
        if p not in expected:
            out.append(PairingFinding(PairingIssue.NOT_TO_BE_PAIRED, r, p))
    system = infer_system(t)  # declared, else read from the games
    robin = system.is_round_robin
    if not robin:
        out.extend(
            PairingFinding(PairingIssue.NOT_PAIRED, r, p) for p in sorted(expected - set(placed))
        )
    if pairing.bye is not None and t.has_player(pairing.bye):
        if len(expected) % 2 == 0:
            out.append(PairingFinding(PairingIssue.EXTRA_BYE, r, pairing.bye, detail=len(expected)))
        earlier = _had_win_without_playing(t, pairing.bye, r)
        if earlier is not None:
            out.append(PairingFinding(PairingIssue.BYE_AGAIN, r, pairing.bye, detail=earlier))
    out.extend(_rematches(t, pairing, 2 if system is System.DOUBLE_ROUND_ROBIN else 1))
    out.extend(
        PairingFinding(PairingIssue.PROHIBITED, r, w, b)
        for w, b in prohibited_met(t, pairing.boards)
    )
    if not robin and colours:
        last = t.rounds > 0 and r == t.rounds
        out.extend(_colour_findings(t, pairing, last, _topscorers(t, r) if last else set()))
    return out


def _rematches(t: Tournament, pairing: RoundPairing, allowed: int) -> list[PairingFinding]:
    out: list[PairingFinding] = []
    r = pairing.round_no
    for white, black in pairing.boards:
        if not (t.has_player(white) and t.has_player(black)):
            continue
        earlier = [
            (k, e)
            for k, e in enumerate(t.player(white).rounds[: r - 1], start=1)
            if e.opponent == black and e.result.has_opponent
        ]
        played = [k for k, e in earlier if e.result.is_played]
        if len(played) >= allowed:
            out.append(PairingFinding(PairingIssue.REMATCH, r, white, black, played[-1]))
        elif len(earlier) >= allowed:
            out.append(
                PairingFinding(PairingIssue.REMATCH_AFTER_FORFEIT, r, white, black, earlier[-1][0])
            )
    return out


def check_round(t: Tournament, round_no: int, colours: bool = True) -> list[PairingFinding]:
    """Findings for round `round_no` as it stands in `t` (generated, hand-entered or imported);
    `colours` as for `check_pairing` (without them the boards are taken in any order)."""
    if colours:
        pairing = current_pairing(t, round_no)
    else:  # (the board order, which costs the scores of every player, changes no rule)
        pabs = [p.start_no for p in t.players if p.entry(round_no).result is Result.PAIRING_BYE]
        pairing = RoundPairing(round_no, tuple(games(t, round_no)), pabs[0] if pabs else None)
    # A second PAB in the same round does not show in `current_pairing` (one bye): add it.
    byes = [p.start_no for p in t.players if p.entry(round_no).result is Result.PAIRING_BYE]
    # A present player with no record in a round already paired was absent: TRF (and every
    # program writing it) records an absence so; it is neither "not paired" nor a reason to
    # call the bye of an odd number of the others unneeded.
    absent = {p.start_no for p in t.players if p.entry(round_no).result is Result.NOT_PAIRED}
    out = check_pairing(t, pairing, expected_players(t, round_no) - absent, colours)
    out.extend(
        PairingFinding(PairingIssue.EXTRA_BYE, round_no, p, detail="second") for p in byes[1:]
    )
    return out


def check_rounds(t: Tournament, colours: bool = True) -> list[PairingFinding]:
    """Findings for every paired round of `t`, round by round (`colours` as for
    `check_pairing`)."""
    return [f for r in range(1, t.rounds_paired + 1) for f in check_round(t, r, colours)]
