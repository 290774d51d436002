"""A manual pairing session: what a hand-made pairing breaks, and what it changed.

FIDE's verification checklist for tournament programs (C.02, 2026; checklist §7 in
`spec/fide-acceptance.md`) asks for manual pairing as a session with an explicit start and
end: a hand-made pairing that breaks an absolute rule asks to confirm (level 3), and at the
end the round is compared with the program's own pairing of the same input, each difference
kept in the TRF as a `### MPA` line.

- `hand_issues`: what a hand-made board or bye breaks — a rematch (C.04.1.2), a bye to a
  player who already had a pairing-allocated bye or a win's points without playing
  (C.04.1.4), a colour difference beyond ±2 or a third colour in a row (C.04.1.6-7, the
  absolute colour criteria C.04.3 C.3), or a prohibited pair (`core.pairing.forbidden`); the
  checker (`core.pairing.checker`) judges, so there is one definition of each rule.
- `differences`: the round against the engine's pairing, as `ManualPairing` records: each
  board (white, black) or bye one side has and the other has not. A colour reversal is two
  records (the arbiter's board and the engine's).
- `record_edit`: the edit that keeps a session's differences for its round (replacing what an
  earlier session of the same round left), one undo step.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

from arbiter_app.core.edits import ChangeSettings, Edit
from arbiter_app.core.model import ManualPairing, Tournament
from arbiter_app.core.pairing.checker import PairingFinding, PairingIssue, check_pairing
from arbiter_app.core.pairing.round import RoundPairing

__all__ = ["CONFIRM", "differences", "hand_issues", "record_edit"]

_ROUND = attrgetter("round_no")

# What a hand-made pairing must confirm (the absolute criteria a pairing engine never breaks).
CONFIRM = frozenset(
    {
        PairingIssue.REMATCH,
        PairingIssue.BYE_AGAIN,
        PairingIssue.COLOUR_DIFFERENCE,
        PairingIssue.SAME_COLOUR_THREE_TIMES,
        PairingIssue.PROHIBITED,
    }
)


def hand_issues(
    t: Tournament,
    round_no: int,
    boards: Iterable[tuple[int, int]] = (),
    bye: int | None = None,
) -> list[PairingFinding]:
    """What the hand-made `boards` (white, black) and pairing-allocated `bye` of `round_no`
    break, judged against the rounds before it."""
    pairing = RoundPairing(round_no, tuple(boards), bye)
    placed = set(pairing.players())
    return [f for f in check_pairing(t, pairing, placed) if f.issue in CONFIRM]


def differences(manual: RoundPairing, engine: RoundPairing) -> list[ManualPairing]:
    """The boards and byes of `manual` the engine did not make ("arbiter"), then those of the
    engine the arbiter did not keep ("engine"), each in board order."""
    r = manual.round_no
    mine, theirs = set(manual.boards), set(engine.boards)
    out = [ManualPairing(r, "arbiter", w, b) for w, b in manual.boards if (w, b) not in theirs]
    if manual.bye is not None and manual.bye != engine.bye:
        out.append(ManualPairing(r, "arbiter", manual.bye))
    out += [ManualPairing(r, "engine", w, b) for w, b in engine.boards if (w, b) not in mine]
    if engine.bye is not None and engine.bye != manual.bye:
        out.append(ManualPairing(r, "engine", engine.bye))
    return out


def record_edit(t: Tournament, round_no: int, found: list[ManualPairing]) -> Edit:
    """The edit that keeps `found` as round `round_no`'s differences (one undo step)."""
    kept = tuple(m for m in t.manual_pairings if m.round_no != round_no)
    edit = ChangeSettings(manual_pairings=tuple(sorted((*kept, *found), key=_ROUND)))
    edit.label = "manual-pairing-session"
    return edit
