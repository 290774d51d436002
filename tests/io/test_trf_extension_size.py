"""The arbiter-app comment says only what the TRF lines do not: a bye entered for the next
round pads every other player's line with an empty round, which is no news (it once wrote every
player's rounds again, and a 256-player event's comment outgrew the longest record our reader
accepts, so the program could not read its own file)."""

from __future__ import annotations

from arbiter_app.core.edits import SetBye, SetGame
from arbiter_app.core.model import Colour, Player, Result, Tournament
from arbiter_app.io.trf import format_trf, parse_trf
from arbiter_app.io.trf.codes import EXTENSION_PREFIX


def test_a_bye_for_the_next_round_adds_nothing_per_player() -> None:
    t = Tournament(name="pad", start_date="2026-06-01", rounds=11)
    for n in range(1, 257):
        t.add_player(Player(start_no=n, name=f"P{n}", rating=2700 - n))
    for r in range(1, 11):  # opponent (n-1) XOR r: a perfect matching of 0..255 every round
        for n in range(1, 257):
            other = ((n - 1) ^ r) + 1
            if n < other:
                SetGame(r, n, other, Colour.WHITE, Result.DRAW).apply(t)
    SetBye(11, 5, Result.HALF_BYE).apply(t)
    text = format_trf(t)
    comment = [line for line in text.splitlines() if line.startswith(EXTENSION_PREFIX)]
    assert all('"players"' not in line for line in comment), comment
    back = parse_trf(text)
    assert back.player(5).entry(11).result is Result.HALF_BYE
    assert back.player(6).entry(11).result is Result.NOT_PAIRED
    assert [p.rounds[:10] for p in back.players] == [p.rounds[:10] for p in t.players]
