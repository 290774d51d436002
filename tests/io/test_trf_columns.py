"""The player records read together by columns (`io.trf.columns`) read exactly as one by one
(`players._parse_player`): the same tournament, notes and template, the same error at the same
place, on every TRF file of tests/data (real producers' files among them), on records written
with every irregularity the reader knows, and on those files with characters changed at random.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_app.core.model import Colour, Result, RoundEntry
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf import parse as parse_module
from arbiter_app.io.trf import parse_trf, read_notes
from arbiter_app.io.trf.columns import read_records
from arbiter_app.io.trf.players import Blocks, _parse_player
from arbiter_app.io.trf.text import _At

DATA = Path(__file__).parents[1] / "data"
FILES = sorted(p for p in DATA.rglob("*.trf"))


def _outcome(text: str) -> object:
    """What reading `text` gives: the tournament with its notes, or the error as printed."""
    try:
        t = parse_trf(text, "x.trf")
    except InputError as exc:
        return str(exc)
    return t, read_notes(t)


def _one_by_one(monkeypatch: pytest.MonkeyPatch, text: str) -> object:
    """`_outcome` with every record left to `_parse_player`, as before `io.trf.columns`."""
    with monkeypatch.context() as m:
        m.setattr(parse_module, "read_records", lambda lines, *_: ([None] * len(lines), set()))
        return _outcome(text)


def test_the_files_read_by_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    assert len(FILES) > 40
    read_together = 0
    for path in FILES:
        text = path.read_text(encoding="utf-8-sig", errors="replace")
        lines = [line for line in text.splitlines() if line[:4] == "001 "]
        read = read_records(lines, _At("x", 0), Blocks())[0]
        read_together += sum(r is not None for r in read)
        assert _outcome(text) == _one_by_one(monkeypatch, text), path
    # (most records of these files are read together: the comparison is not of one reader)
    assert read_together > 900


HEAD = "001 {sno:>4} m    {name:<33} 2000 NOR           0 1990/01/01 {pts:>4} {rank:>4}"


def _line(sno: int, pts: str, blocks: str, rank: str = "") -> str:
    return HEAD.format(sno=sno, name=f"Player {sno}", pts=pts, rank=rank) + blocks


# Records beside `_line(1, ...)` and `_line(2, ...)` (a game of theirs), each with something a
# reader must notice: what it says is read as one by one, or it is left to `_parse_player`.
ODD = [
    _line(3, "1.0", "  0000 - +"),  # TRF-06's bye: a note
    _line(3, "0.5", "  0000 - =  0000 - -"),
    _line(3, "0.5", "  0000 -  "),  # no result letter: the points column decides
    _line(3, "0.5", "         -"),
    _line(3, "0.0", "     4 w Z"),  # lichess' game being played, beside an opponent
    _line(3, "0.0", "  0000 - Z"),
    _line(3, "0.0", "     4 w X"),  # an unknown result letter: an error at its column
    _line(3, "0.0", "     4 w"),  # truncated
    _line(3, "0.0", "     4 w 1 "),  # a round shifted by one column: read by its words
    _line(3, "0.0", "      4 w 1"),
    _line(3, "0.0", "     4   1"),
    _line(3, "", ""),  # no points, no rounds (and the others have rounds: truncated)
    _line(3, "1.0", "          " + "  0000 - F"),  # a blank round, then a bye
    _line(3, "1.0", "  0000 - F          "),  # trailing blanks
    _line(3, "1.0", "  0000 - F\t"),
    _line(3, "100.0", ""),  # five columns of points: column 80 not blank
    _line(3, "1.0", "", rank="1 2"),  # a rank of two numbers: read by words
    _line(3, "x.0", ""),
    _line(3, "1.0", "").replace("2000", "    "),  # unrated
    _line(3, "1.0", "").replace("2000", "2 00"),
    _line(3, "1.0", "").replace("1990/01/01", " 1990/01/01")[:-1],  # birth date shifted
    _line(3, "1.0", "").replace("   3 m", "   0 m"),
    _line(3, "1.0", "").replace("   3 m", "     m"),
    _line(3, "1.0", "").replace("   3 m", " 3   m"),
    _line(3, "1.0", "").replace("   3 m", "1 3  m"),
    _line(3, "1.0", "").replace(" NOR ", "\tNOR "),
    _line(2, "0.0", "     1 b 0"),  # a start number given twice
    "001    3 m    Short",
    "001",
]


@pytest.mark.parametrize("odd", ODD)
@pytest.mark.parametrize("team", [False, True])
def test_records_with_something_to_say(
    monkeypatch: pytest.MonkeyPatch, odd: str, team: bool
) -> None:
    lines = [
        "012 Event",
        *(["192 FIDE_TEAM_BAKU"] if team else []),
        _line(1, "1.0", "     2 w 1  0000 - H"),
        _line(2, "0.0", "     1 b 0  0000 - U"),
        odd,
        _line(4, "0.0", "     3 b 0"),
    ]
    text = "\n".join(lines) + "\n"
    assert _outcome(text) == _one_by_one(monkeypatch, text)


def test_a_record_read_by_columns_is_its_record() -> None:
    """One record read together with others is the record `_parse_player` reads, by field."""
    lines = [
        _line(1, "1.5", "     2 w 1  0000 - H"),
        _line(2, "0.5", "     1 b 0  0000 - H").replace("2000", "    "),
        "001    3",  # (a short record: the columns past its end read as blanks)
        "001    0",
    ]
    read, forfeits = read_records(lines, _At("x", 0), Blocks())
    assert forfeits == set()
    assert read[3] is None  # (start number 0: left to `_parse_player`, which refuses it)
    assert read[2] == _parse_player(lines[2], _At("x", 3))
    assert read[2].player.start_no == 3
    first = _parse_player(lines[0], _At("x", 1))
    assert read[0] == first
    assert read[0].player.rounds == (
        RoundEntry(2, Colour.WHITE, Result.WIN),
        RoundEntry(None, Colour.NONE, Result.HALF_BYE),
    )
    # How a bye's opponent is written is said by the first record with one only.
    assert (read[0].bye, read[1].bye) == ("0000", "")
    assert read[1].player == _parse_player(lines[1], _At("x", 2)).player
    assert read[1].player.rating == 0


@pytest.mark.parametrize("name", ["real/icu/bunratty_minor_2011.trf", "real/lichess/2021_03.trf"])
def test_changed_at_random(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Characters of the player records replaced at random (seeded), one file at a time:
    whatever the reading gives (a tournament, or an error at its place), both ways agree."""
    text = (DATA / name).read_text(encoding="utf-8")
    lines = text.splitlines()
    records = [n for n, line in enumerate(lines) if line[:4] == "001 "]
    rng = random.Random(name)
    for _ in range(60):
        changed = list(lines)
        for _ in range(rng.randint(1, 3)):
            n = rng.choice(records)
            line = changed[n]
            at = rng.randrange(4, len(line) + 3)
            changed[n] = line[:at] + rng.choice(" 0129-+=wbWBZzHFU.\t/a") + line[at + 1 :]
        mutated = "\n".join(changed) + "\n"
        assert _outcome(mutated) == _one_by_one(monkeypatch, mutated)
