"""Every adjustment of a round code made on reading is a reader's note (C.02 2026 checklist,
TRF import: "report every adjustment"). FIDE's TRF-16 sample, a Swiss-Manager export of 2005
(TRF-06 era: no bye letters yet), writes player 282's round 5 `0000 - +` (line 295) and player
284's `0000 - -` (line 297); lichess writes `Z` beside an opponent for a game being played."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.core.model import Result
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.trf import parse_trf, read_notes, read_trf

SAMPLE = Path(__file__).parents[1] / "data" / "real" / "swiss-manager" / "karl_mala_2005.trf"


def test_a_trf06_bye_and_absence_are_each_one_note() -> None:
    t = read_trf(SAMPLE)
    assert t.player(282).entry(5).result is Result.PAIRING_BYE
    assert t.player(284).entry(5).result is Result.ZERO_BYE
    notes = {n.line: ENGLISH_LABELS.note(n) for n in read_notes(t)}
    assert notes[295] == (
        "1 round(s) written '0000 - +' (TRF-06 and Swiss-Manager before TRF-16's bye "
        "letters): read as pairing-allocated bye (first: player 282, round 5)"
    )
    assert notes[297].startswith("1 round(s) written '0000 - -'")
    assert notes[297].endswith("read as zero-point bye (first: player 284, round 5)")


def test_a_game_being_played_is_noted_and_the_canonical_codes_are_not() -> None:
    head = "012 Online\n"
    blank = " " * 66  # name, rating, federation, ID and birth date left empty
    z = f"001    1      A{blank}0.0    1     2 w Z\n001    2      B{blank}0.0    1     1 b Z\n"
    t = parse_trf(head + z)
    assert t.player(1).entry(1).result is Result.PENDING
    assert [ENGLISH_LABELS.note(n) for n in read_notes(t)] == [
        "2 round(s) written 'Z' beside an opponent (lichess: a game being played): read as "
        "no result yet (first: player 1, round 1)"
    ]
    plain = (
        z.replace(" Z\n", " 1\n", 1)
        .replace(" Z\n", " 0\n")
        .replace("0.0    1     2", "1.0    1     2")
    )
    assert read_notes(parse_trf(head + plain)) == []
