"""The program's `###` lines (one grammar) and prohibited pairs (TRF-26 260, JaVaFo XXP):
written, read back into the same data, rewritten once from another program's layout."""

from __future__ import annotations

import pytest

from arbiter_app.core.model import ManualPairing, Player, Tournament
from arbiter_app.io.errors import InputError
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.project import format_project, parse_project
from arbiter_app.io.trf import format_trf, parse_trf, read_notes
from arbiter_app.io.trf.program_lines import LineError, format_line, parse_line


def event() -> Tournament:
    t = Tournament(name="Club", start_date="2026-06-01", rounds=5)
    for i in range(1, 5):
        t.add_player(Player(i, f"Player {i}"))
    t.prohibited = ((1, 2), (3, 4))
    t.manual_pairings = (
        ManualPairing(1, "arbiter", 1, 3),
        ManualPairing(1, "engine", 3, 1),
        ManualPairing(1, "arbiter", 4),
    )
    return t


def test_the_grammar_quotes_what_a_plain_value_cannot_hold() -> None:
    line = format_line("JOURNAL", [("round", "3"), ("why", 'a "late" entry\\')])
    assert line == '### JOURNAL round=3 why="a \\"late\\" entry\\\\"'
    assert parse_line(line) == ("JOURNAL", {"round": "3", "why": 'a "late" entry\\'})
    assert parse_line("### DDD SSSS sTTT NNNN") is None  # a field mask, not ours
    assert parse_line('### arbiter-app {"version":1}') is None
    with pytest.raises(LineError):
        parse_line("### MPA round=1 round=2")


def test_trf_round_trip_of_prohibited_pairs_and_mpa_lines() -> None:
    t = event()
    text = format_trf(t)
    lines = text.splitlines()
    # 260: first round at 5-7, last at 9-11, ids at 13-16 and 18-21 (spec/fide-tiebreaks.md
    # §10.3); XXP id id (§10.4).
    assert "260   1   5    1    2" in lines and "XXP    3    4" in lines
    assert lines[-3:] == [
        "### MPA round=1 by=arbiter board=1-3",
        "### MPA round=1 by=engine board=3-1",
        "### MPA round=1 by=arbiter bye=4",
    ]
    back = parse_trf(text)
    assert back.prohibited == t.prohibited and back.manual_pairings == t.manual_pairings
    assert "trf" not in back.extra  # our own layout: nothing kept verbatim
    assert format_trf(back) == text


def test_another_programs_260_group_is_read_as_pairs_and_written_once() -> None:
    text = "012 Club\n### a note of another program\n142 5\n260   1   5    1    2    4\n" + "".join(
        f"001 {i:>4}      Player {i}\n" for i in range(1, 5)
    )
    t = parse_trf(text)
    assert t.prohibited == ((1, 2), (1, 4), (2, 4))  # every two of the group (gacrux reads so)
    t.prohibited = ((1, 2),)
    out = format_trf(t).splitlines()
    assert [x for x in out if x[:3] in ("260", "XXP")] == ["260   1   5    1    2", "XXP    1    2"]
    assert "### a note of another program" in out


def test_an_mpa_line_this_program_cannot_read_is_a_noted_comment() -> None:
    """Another program may write `### MPA` its own way: kept as written, with a note."""
    text = (
        "012 Club\n001    1      Player 1\n001    2      Player 2\n"
        "### MPA round=1 by=arbiter board=1-9\n### MPA 1 manual: 1-2\n"
    )
    t = parse_trf(text, "e.trf")
    assert t.manual_pairings == ()
    notes = read_notes(t)
    assert [n.line for n in notes] == [4, 5]
    assert "no player with start number 9" in ENGLISH_LABELS.note(notes[0])
    t.prohibited = ((1, 2),)  # an edit: the unread lines stay as they were
    out = format_trf(t).splitlines()
    assert "### MPA round=1 by=arbiter board=1-9" in out and "### MPA 1 manual: 1-2" in out


def test_a_260_naming_no_player_names_line_and_column() -> None:
    with pytest.raises(InputError) as caught:
        parse_trf("012 Club\n001    1      Player 1\n260   1   5    1    7\n", "e.trf")
    assert caught.value.line == 3 and caught.value.column == 21  # the "7" itself


def test_project_file_round_trip() -> None:
    t = event()
    back = parse_project(format_project(t).encode())
    assert back.prohibited == t.prohibited and back.manual_pairings == t.manual_pairings


def test_a_team_events_260_names_teams_and_is_kept_as_written() -> None:
    from pathlib import Path

    from arbiter_app.io.trf import read_trf

    path = Path(__file__).parents[1] / "data" / "real" / "fide-tec" / "grandmommyscup_trf26.trf"
    t = read_trf(path)
    assert t.prohibited == ()  # teams 1, 11 and 16, not players
    assert "260   1  14    1   11   16" in format_trf(t).splitlines()
