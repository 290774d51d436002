"""A larger lichess Swiss export kept as a test file by CompetiChess (tests/data/real/README.md):
112 players, 21 rounds announced (`XXR 21`) and 20 played, player lines not in start-number
order, a half-point bye written `      H` (no opponent, no colour). The totals below are the
file's own points column (001 columns 81-84), as lichess printed them."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from arbiter_app.core.model import Result
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.standings import compute
from arbiter_app.io.trf import read_trf

FILE = Path(__file__).parents[1] / "data" / "real" / "lichess" / "2020_05_bullet.trf"


def test_the_bullet_export_gives_lichess_totals() -> None:
    t = read_trf(FILE)
    assert len(t.players) == 112 and t.rounds == 21 and paired_rounds(t) == 20
    # Lines out of order: start number 27 is printed after 21, and read as 27.
    assert t.player(27).name == "hide03"
    # harison_maamo2020 (start number 10) prints 5.5: round 1 `      H` is his half-point bye,
    # then 5 wins (rounds 2, 3, 4, 6, 8) and 3 losses (5, 7, 9); from round 10 `       -` (absent).
    p10 = t.player(10)
    assert p10.entry(1).result is Result.HALF_BYE
    rows = {r.start_no: r for r in compute(t).rows}
    assert rows[10].points == Fraction(11, 2)
    # The first four of the file's points column: gmjoey93 16.0, knight23 15.0, then
    # sherwin--tiu, darwin_laylo01 and alekhinenouri 14.5 each.
    top = [(r.start_no, r.points) for r in compute(t).rows[:5]]
    assert top[:2] == [(5, Fraction(16)), (6, Fraction(15))]
    assert sorted(top[2:]) == [(1, Fraction(29, 2)), (3, Fraction(29, 2)), (7, Fraction(29, 2))]
    assert all(rows[p.start_no].points == p.points_in_file for p in t.players)
