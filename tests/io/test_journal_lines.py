"""The journal, FIDE mode and full-point byes as the program's `###` lines (one grammar,
docs/trf-dialects.md), the journal in the project file, and an adjourned game in the engines'
input (C.04.2 3.1: a draw for the pairing)."""

from __future__ import annotations

from arbiter_app.core.edits import SetBye, SetGame
from arbiter_app.core.model import (
    Colour,
    FideMode,
    JournalEntry,
    Player,
    Result,
    Tournament,
)
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.pairing_engines import engine_trf
from arbiter_app.io.project import format_project, parse_project
from arbiter_app.io.trf import format_trf, parse_trf, read_notes

JOURNAL = (
    JournalEntry(
        "2026-06-02T18:00:00+02:00", 2, "pair-with-unfinished", "", "round 1 board 2: 2-4"
    ),
    JournalEntry("2026-06-02T18:05:00+02:00", 2, "full-point-bye", 'a "late" arrival', "player 5"),
)


def event() -> Tournament:
    t = Tournament(name="Club", start_date="2026-06-01", rounds=5)
    for i in range(1, 6):
        t.add_player(Player(i, f"Player {i}", rating=2000 - i))
    SetGame(1, 1, 3, Colour.WHITE, Result.WIN).apply(t)
    SetGame(1, 2, 4, Colour.WHITE, Result.ADJOURNED).apply(t)
    SetBye(1, 5, Result.PAIRING_BYE).apply(t)
    SetBye(2, 5, Result.FULL_BYE).apply(t)
    t.journal = JOURNAL
    t.fide_mode = FideMode(False, 2, "a club rule", "2026-06-02T18:10:00+02:00")
    return t


def test_the_journal_and_fide_mode_are_written_and_read_back() -> None:
    t = event()
    text = format_trf(t)
    lines = text.splitlines()
    assert lines[-4:] == [
        '### FIDE-MODE round=2 reason="a club rule" time=2026-06-02T18:10:00+02:00',
        "### JOURNAL time=2026-06-02T18:00:00+02:00 round=2 what=pair-with-unfinished "
        'detail="round 1 board 2: 2-4"',
        "### JOURNAL time=2026-06-02T18:05:00+02:00 round=2 what=full-point-bye "
        'why="a \\"late\\" arrival" detail="player 5"',
        "### BYE round=2 player=5 type=F",  # the bye given with its notice
    ]
    back = parse_trf(text)
    assert back.journal == t.journal and back.fide_mode == t.fide_mode
    assert back.player(2).entry(1) == t.player(2).entry(1)  # `?`: adjourned
    assert format_trf(back) == text  # nothing kept verbatim: the model says it all


def test_the_project_file_keeps_the_journal() -> None:
    t = event()
    assert parse_project(format_project(t).encode()).journal == JOURNAL


def test_another_programs_journal_line_is_a_noted_comment() -> None:
    text = "012 Club\n001    1      Player 1\n### JOURNAL arbiter said so\n"
    t = parse_trf(text)
    assert t.journal == ()
    assert any(n.line == 3 and "kept as a comment" in ENGLISH_LABELS.note(n) for n in read_notes(t))
    assert "### JOURNAL arbiter said so" in format_trf(t).splitlines()


def test_an_adjourned_game_is_a_draw_for_the_engines() -> None:
    t = event()
    text = engine_trf(t, 3).text
    player = {line[4:8].strip(): line for line in text.splitlines() if line.startswith("001")}
    # Round 1 at columns 92-99: 2 and 4 drew for the pairing; their points column says ½.
    assert player["2"][91:99] == "   4 w =" and player["4"][91:99] == "   2 b ="
    assert player["2"][80:84] == " 0.5"


def test_the_printed_list_carries_the_journal_after_the_standings() -> None:
    from arbiter_app.core.report import build
    from arbiter_app.io.html import render

    page = render(build(event()))
    standings, after = page.split('<section id="crosstable">')[0].split("<h3>Journal</h3>")
    # Round 2 holds only a bye announced: the list is after round 1, with its game open.
    assert (
        "<h2>Provisional standings after round 1 – adjourned games without a result: 1" in standings
    )
    # "What" is the gate's title (the list's words); the file keeps the code.
    assert "<td>Paired with games unfinished</td><td></td><td>round 1 board 2: 2-4</td>" in after
    assert "pair-with-unfinished" not in after
    assert "<td>a &quot;late&quot; arrival</td>" in after


def test_every_gate_has_a_title_and_a_code_without_a_gate_shows_as_written() -> None:
    """The journal's "What" in words (core.vocabulary.levels: one title per gate, a noun
    phrase); a code no gate has (a later program's journal) is shown as the file writes it."""
    from arbiter_app.core.vocabulary.levels import Gate

    titles = {gate: ENGLISH_LABELS.gate_title(gate.value) for gate in Gate}
    assert len(set(titles.values())) == len(Gate)  # no two gates read alike
    for gate, title in titles.items():
        assert title and title[0].isupper() and not title.endswith((".", "?")), gate
        assert gate.value not in title
    assert titles[Gate.LEAVE_FIDE_MODE] == "Left FIDE mode"
    assert ENGLISH_LABELS.gate_title("a-later-gate") == "a-later-gate"
