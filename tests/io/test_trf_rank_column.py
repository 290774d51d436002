"""The TRF writer's rank column (TRF-26 001 cols 86-89, "final (or current) rank ... ties
allowed", spec/fide-tiebreaks.md §10.1): the program's standings, never a rank the file carried.

Acceptance: a TRF written by the program, read back by the program and by Gacrux (Otto
Milvang's reference implementation, driven as its `tiebreakchecker` does: `trf2json`, then
`tiebreak.compute_tiebreaks`), gives the ranks and points of the program's standings — for an
imported event whose rank column is stale and for a new event that never had one.
"""

from __future__ import annotations

import copy
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from conftest import FIDE_TEC
from msgspec.structs import replace

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.standings import Standings, compute
from arbiter_app.core.validate import validate
from arbiter_app.io.trf import format_trf, parse_trf, read_trf

LIST = ["BH/C1", "BH", "SB"]  # Gacrux and the program agree on these (tests/gacrux)


def _gacrux(text: str, tiebreaks: list[str]) -> tuple[dict[int, Any], dict[int, int]]:
    """Gacrux's reading of the file (competitors by start number: rank and gamePoints columns)
    and Gacrux's own ranking of it under `PTS` + `tiebreaks`."""
    pytest.importorskip("gacrux")
    from gacrux.tiebreak import tiebreak
    from gacrux.trf2json import trf2json

    chessfile = trf2json()
    chessfile.parse_file(text, 0)
    assert chessfile.chessjson["status"]["code"] <= 2, chessfile.chessjson["status"]
    tournament = chessfile.get_tournament(1)
    read = {c["cid"]: c for c in tournament["competitors"]}
    params = {
        "tiebreak": ["PTS", *tiebreaks],
        "check": 0,
        "unrated": None,
        "pre_determined": False,
        "swiss": True,
        "current_round": -1,
    }
    working = copy.copy(tournament)
    result = tiebreak(working, -1, params).compute_tiebreaks(working, params)
    ranked = {c["cid"]: int(c["rank"]) for c in result["competitors"]}
    return read, ranked


def _check(written: str, standings: Standings, tiebreaks: list[str]) -> None:
    ranks = {row.start_no: row.rank for row in standings.rows}
    points = {row.start_no: row.points for row in standings.rows}
    back = parse_trf(written)
    assert {p.start_no: p.rank_in_file for p in back.players} == ranks
    assert {p.start_no: p.points_in_file for p in back.players} == points
    read, ranked = _gacrux(written, tiebreaks)
    assert {sno: int(c["rank"]) for sno, c in read.items()} == ranks
    assert {sno: Fraction(Decimal(c["gamePoints"])) for sno, c in read.items()} == points
    assert ranked == ranks  # Gacrux ranks the written file as the program does


def test_an_imported_file_with_a_stale_rank_column_gets_the_standings_ranks() -> None:
    """held_swiss_5.trf (FIDE TEC, Mario Held) carries rank = start number (Bruno, 4.0 points,
    has rank 2; Alyx, 3.5, rank 1): not even in points order."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    assert (t.player(2).rank_in_file, t.player(1).rank_in_file) == (2, 1)
    t.tiebreaks = list(LIST)
    standings = compute(t)
    assert standings.rows[0].start_no == 2  # Bruno, the only one on 4.0 points
    written = format_trf(t)
    assert "001    2 m    Bruno" in written
    bruno = next(x for x in written.splitlines() if x.startswith("001    2 "))
    assert bruno[85:89] == "   1"  # the stale "   2" is gone
    _check(written, standings, LIST)


def _new_event() -> Tournament:
    """Six players, three rounds, typed in (no TRF ever read, so rank_in_file is None):
    round 1: 1-4 1-0, 5-2 draw, 3 half-point bye, 6 absent; round 2: 2-6 1-0, 3-4 forfeit,
    5-1 draw; round 3: 6-1 0-1, 3-5 1-0, 2 pairing-allocated bye, 4 absent."""
    w, b, n = Colour.WHITE, Colour.BLACK, Colour.NONE
    rounds = {
        1: [(4, w, Result.WIN), (5, b, Result.DRAW), (6, b, Result.WIN)],
        2: [(5, b, Result.DRAW), (6, w, Result.WIN), (None, n, Result.PAIRING_BYE)],
        3: [(None, n, Result.HALF_BYE), (4, w, Result.FORFEIT_WIN), (5, w, Result.WIN)],
        4: [(1, b, Result.LOSS), (3, b, Result.FORFEIT_LOSS), (None, n, Result.ZERO_BYE)],
        5: [(2, w, Result.DRAW), (1, w, Result.DRAW), (3, b, Result.LOSS)],
        6: [(None, n, Result.ZERO_BYE), (2, b, Result.LOSS), (1, w, Result.LOSS)],
    }
    t = Tournament(name="New club event", start_date="2026-05-02", rounds=3, tiebreaks=list(LIST))
    for sno in range(1, 7):
        entries = tuple(RoundEntry(o, c, r) for o, c, r in rounds[sno])
        t.players.append(Player(sno, f"Player {sno}", rating=2000 - 50 * sno, rounds=entries))
    return t


def test_a_new_event_gets_the_standings_ranks() -> None:
    t = _new_event()
    # Player 4 is absent in the last round: a question (withdrawn?), not an error.
    assert [(f.kind.value, f.start_no) for f in validate(t)] == [("no-game-after", 4)]
    assert all(p.rank_in_file is None for p in t.players)
    # Points by hand (1-½-0, byes as FIDE: PAB 1, HPB ½, absent 0): 1: 1+½+1, 2: ½+1+1,
    # 3: ½+1+1, 4: 0, 5: ½+½+0, 6: 0.
    standings = compute(t)
    half = Fraction(1, 2)
    points = {row.start_no: row.points for row in standings.rows}
    assert points == {1: 2 + half, 2: 2 + half, 3: 2 + half, 4: 0, 5: 1, 6: 0}
    written = format_trf(t)
    assert all(x[85:89].strip() for x in written.splitlines() if x.startswith("001"))
    _check(written, standings, LIST)


def test_a_penalty_is_in_the_written_points_and_ranks() -> None:
    """The new event with player 1 docked 1.5 points (TRF-26 299): 1.0 instead of 2.5, below
    players 2 and 3; Gacrux reads the written 299 record and ranks the same."""
    t = _new_event()
    t.replace_player(replace(t.player(1), bonus=Fraction(-3, 2)))
    standings = compute(t)
    assert standings.row(1).points == 1
    written = format_trf(t)
    assert "299          -1.5  000    1" in written.splitlines()
    _check(written, standings, LIST)


def test_the_window_s_standings_give_the_same_file_as_ranking_anew() -> None:
    """The window passes its live standings to the writer (`write_trf(t, path, standings)`):
    the file is the one the writer ranking the event itself writes, for the stale imported
    file and the new event; and what is written reads back to the same file (the reader
    compares with the file's own rank column and never ranks the event)."""
    imported = read_trf(FIDE_TEC / "held_swiss_5.trf")
    imported.tiebreaks = list(LIST)
    new = _new_event()
    for t in (imported, new):
        standings = compute(t)
        written = format_trf(t, standings)
        assert written == format_trf(t)
        back = parse_trf(written)
        assert format_trf(back) == written
        assert format_trf(back, compute(back)) == written
    # The new event is written in the program's own layout: read back, no template is kept.
    assert "lines" not in parse_trf(format_trf(new)).extra.get("trf", {})
