"""The event of the "standings after round N" tests (`tests/core/test_stage.py`,
`tests/gui/test_stage_headings.py`).

4 players, 3 rounds planned.
    round 1: 1-2 1-0, 3-4 postponed (no result yet)
    round 2: 1-3 ½-½, 2-4 0-1
    round 3: 1-4 pending, 2-3 1-0
Paired: 3 rounds; games without a result: 3-4 (round 1) and 1-4 (round 3) = 2.
"""

from __future__ import annotations

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament

W, B = Colour.WHITE, Colour.BLACK
R = Result


def event() -> Tournament:
    t = Tournament(name="Stage", rounds=3)
    rounds = {
        1: [RoundEntry(2, W, R.WIN), RoundEntry(3, W, R.DRAW), RoundEntry(4, W, R.PENDING)],
        2: [RoundEntry(1, B, R.LOSS), RoundEntry(4, W, R.LOSS), RoundEntry(3, W, R.WIN)],
        3: [RoundEntry(4, W, R.POSTPONED), RoundEntry(1, B, R.DRAW), RoundEntry(2, B, R.LOSS)],
        4: [RoundEntry(3, B, R.POSTPONED), RoundEntry(2, B, R.WIN), RoundEntry(1, B, R.PENDING)],
    }
    for s, r in rounds.items():
        t.add_player(Player(s, f"P{s}", rounds=tuple(r)))
    return t
