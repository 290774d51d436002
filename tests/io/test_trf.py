"""TRF reading and writing (spec/fide-tiebreaks.md §10: FIDE TRF16 / TRF26 layouts).

Expected values come from the TRF text itself (columns sliced here, independently of the
reader) or from the FIDE tables quoted in the spec, never from our own output.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from conftest import FIDE_TEC, SEEDS, with_ranks
from msgspec.structs import replace

from arbiter_app.core.edits import SetResult, Withdraw
from arbiter_app.core.model import Colour, Result, RoundEntry, Scoring, System
from arbiter_app.core.validate import validate
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf import (
    format_player_line,
    format_trf,
    parse_trf,
    parse_trf_bytes,
    read_trf,
    write_trf,
)

FIXTURES = sorted([*FIDE_TEC.glob("*.trf"), *SEEDS.glob("*.trf")])
EXAMPLES = sorted((Path(__file__).parents[2] / "resources" / "examples").glob("*.trf"))
IDS = [p.name for p in FIXTURES]

# A player record's fixed part as in held_swiss_5.trf (columns 1-89), start number and points
# substituted by `line()`; the rounds are appended in 10-column blocks (§10.1).
_HEAD = "001 {start:>4} m    {name:<33} 2000 NOR           0 1990/01/01 {points:>4} {rank:>4}"


def line(start: int, points: str, *blocks: str, name: str = "", rank: int = 0) -> str:
    """A 001 record built from the §10.1 column table; blocks are `"opponent colour result"`."""
    head = _HEAD.format(start=start, name=name or f"Player {start}", points=points, rank=rank)
    return (head + "".join(_block(b) for b in blocks)).rstrip()


def _block(text: str) -> str:
    """`"2 w 1"` -> `"     2 w 1"`: opponent right-aligned in columns 92-95, colour at 97,
    result at 99 (and so on every 10 columns)."""
    if not text:
        return " " * 10
    opponent, colour, *result = text.split()
    return f"  {opponent:>4} {colour} {result[0] if result else ' '}"


def trf(*lines: str) -> str:
    return "\n".join(lines) + "\n"


# -- fixtures ---------------------------------------------------------------------------------
def _file_points(path: Path) -> dict[int, Fraction]:
    """Start number -> points column (81-84), sliced straight from the file."""
    out = {}
    for text in path.read_text(encoding="utf-8").splitlines():
        if text.startswith("001"):
            out[int(text[4:8])] = Fraction(text[80:84].strip())
    return out


@pytest.mark.parametrize("path", FIXTURES, ids=IDS)
def test_every_fixture_reads_with_the_files_players_and_points(path: Path) -> None:
    t = read_trf(path)
    expected = _file_points(path)
    assert [p.start_no for p in t.players] == list(expected)  # file order kept
    assert {p.start_no: p.points_in_file for p in t.players} == expected
    # The points column agrees with the results under 1-½-0 (every fixture is consistent).
    assert {p.start_no: t.points(p) for p in t.players} == expected


@pytest.mark.parametrize("path", FIXTURES + EXAMPLES, ids=[p.name for p in FIXTURES + EXAMPLES])
def test_reading_then_writing_gives_the_same_lines(path: Path, tmp_path: Path) -> None:
    """The same lines, but for the rank column, which holds the program's standings."""
    original = with_ranks(path.read_text(encoding="utf-8")).encode("utf-8")
    t = read_trf(path)
    assert format_trf(t).encode("utf-8") == original
    out = tmp_path / path.name
    write_trf(t, out)
    assert out.read_bytes() == original


@pytest.mark.parametrize("path", FIXTURES, ids=IDS)
def test_the_formatter_itself_reproduces_every_player_line(path: Path) -> None:
    """Not just the kept lines: each 001 record is rebuilt from the model column by column."""
    text = path.read_text(encoding="utf-8")
    t = parse_trf(text)
    bye = "   0" if "   0 - " in text else "0000"
    for raw in (x for x in text.splitlines() if x.startswith("001")):
        player = t.player(int(raw[4:8]))
        assert format_player_line(player, player.points_in_file, bye) == raw.rstrip()


def test_held_swiss_5_round_records() -> None:
    """held_swiss_5.trf: David (4) `0 - H` in round 2, Franck (6) `0 - U` in round 3, Paul (14)
    `12 b -` against Nick's `14 w +` in round 3."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    assert t.rounds == 5  # XXR 5
    assert t.start_date == "2024-08-01"
    assert t.player(4).entry(2) == RoundEntry(None, Colour.NONE, Result.HALF_BYE)
    assert t.player(6).entry(3) == RoundEntry(None, Colour.NONE, Result.PAIRING_BYE)
    assert t.player(14).entry(3) == RoundEntry(12, Colour.BLACK, Result.FORFEIT_LOSS)
    assert t.player(12).entry(3) == RoundEntry(14, Colour.WHITE, Result.FORFEIT_WIN)
    assert t.player(2).entry(1) == RoundEntry(10, Colour.BLACK, Result.WIN)
    assert t.player(1).entry(2) == RoundEntry(13, Colour.BLACK, Result.DRAW)


# -- round codes ------------------------------------------------------------------------------
def test_every_round_code_maps_as_the_trf_table_says() -> None:
    """§10.1 result codes: 1 = 0 + - W D L H F U Z and blank (pending with an opponent)."""
    text = trf(
        "XXR 9",
        line(
            1,
            "6.5",
            "2 w 1",
            "3 b =",
            "4 w +",
            "2 b W",
            "3 w D",
            "0000 - H",
            "0000 - F",
            "   0 - U",
            "4 b",
        ),
        line(2, "1.5", "1 b 0", "4 w =", "3 b -", "1 w L", "4 b 0", "0000 - Z", "", "3 w 1"),
        line(
            3, "4.0", "4 w 1", "1 w =", "2 w +", "4 w W", "1 b D", "4 w -", "", "2 b 0", "0000 - Z"
        ),
        line(4, "1.5", "3 b 0", "2 b =", "1 b -", "3 b L", "2 w 1", "3 b -", "", "", "1 w"),
    )
    t = parse_trf(text)
    one, two, three, four = (t.player(s) for s in (1, 2, 3, 4))
    assert [e.result for e in one.rounds] == [
        Result.WIN,
        Result.DRAW,
        Result.FORFEIT_WIN,
        Result.WIN_UNRATED,
        Result.DRAW_UNRATED,
        Result.HALF_BYE,
        Result.FULL_BYE,
        Result.PAIRING_BYE,
        Result.PENDING,
    ]
    assert two.entry(1).result is Result.LOSS
    assert two.entry(3).result is Result.FORFEIT_LOSS
    assert two.entry(4).result is Result.LOSS_UNRATED
    assert two.entry(6) == RoundEntry(None, Colour.NONE, Result.ZERO_BYE)
    assert two.entry(7) == RoundEntry()  # blank: not paired
    assert two.entry(9) == RoundEntry()  # missing block: padded as not paired
    # `-` on both sides of a game (3 v 4, round 6) is a double forfeit.
    assert three.entry(6) == RoundEntry(4, Colour.WHITE, Result.DOUBLE_FORFEIT)
    assert four.entry(6) == RoundEntry(3, Colour.BLACK, Result.DOUBLE_FORFEIT)
    assert one.entry(9) == RoundEntry(4, Colour.BLACK, Result.PENDING)
    # Every player has a record for each of the 9 rounds paired.
    assert {len(p.rounds) for p in t.players} == {9}
    # Player 1's line is rewritten (its rank column now holds the standings' rank), so its
    # `   0` bye takes the file's style, set by the first bye in the file (`0000`).
    assert format_trf(t) == with_ranks(text.replace("   0 - U", "0000 - U"))


def test_codes_are_case_insensitive() -> None:
    text = trf(line(1, "1.0", "2 w w"), line(2, "0.0", "1 b l"))
    t = parse_trf(text)
    assert t.player(1).entry(1).result is Result.WIN_UNRATED
    assert t.player(2).entry(1).result is Result.LOSS_UNRATED


def test_both_bye_styles_are_read_and_each_file_keeps_its_own() -> None:
    zero = trf(line(1, "1.0", "0000 - U"), line(2, "0.0", "0000 - Z"))
    spaced = trf(line(1, "1.0", "   0 - U"), line(2, "0.0", "   0 - Z"))
    a, b = parse_trf(zero), parse_trf(spaced)
    assert a.players == b.players
    assert a.player(1).entry(1) == RoundEntry(None, Colour.NONE, Result.PAIRING_BYE)
    assert format_trf(a) == with_ranks(zero)
    assert format_trf(b) == with_ranks(spaced)


def test_a_shifted_round_block_is_read_by_tokens() -> None:
    aligned = trf(
        line(1, "1.5", "2 w 1", "3 b ="), line(2, "0.0", "1 b 0"), line(3, "0.5", "", "1 w =")
    )
    # One extra space before round 2 of player 1 (a hand edit).
    shifted = aligned.replace("2 w 1     3 b =", "2 w 1      3 b =")
    assert shifted != aligned
    assert parse_trf(shifted).players == parse_trf(aligned).players


def test_a_shifted_block_without_result_is_still_read() -> None:
    aligned = trf(
        line(1, "1.0", "2 w 1", "3 b"), line(2, "0.0", "1 b 0"), line(3, "0.0", "", "1 w")
    )
    shifted = aligned.replace("2 w 1     3 b", "2 w 1    3 b")
    assert parse_trf(shifted).player(1).rounds == parse_trf(aligned).player(1).rounds


# -- headers ----------------------------------------------------------------------------------
def test_headers_fill_the_model() -> None:
    text = trf(
        "012 Tromsø Open",
        "022 Tromsø",
        "032 NOR",
        "042 2014/08/01",
        "052 2014/08/14",
        "092 Individual: Swiss-System",
        "102 IA Åse",
        "112 FA One",
        "112 FA Two",
        "122 90'/40+30'+30\"",
        "142 11",
        "192 FIDE_DUTCH_2026",
        "212 PTS,EDET/P,BH:MP/C1/P",
        line(1, "0.0"),
    )
    t = parse_trf(text)
    assert (t.name, t.city, t.federation) == ("Tromsø Open", "Tromsø", "NOR")
    assert (t.start_date, t.end_date) == ("2014-08-01", "2014-08-14")  # ISO in the model
    assert t.type_text == "Individual: Swiss-System"
    assert t.chief_arbiter == "IA Åse"
    assert t.deputy_arbiters == ["FA One", "FA Two"]
    assert t.time_control == "90'/40+30'+30\""
    assert t.rounds == 11
    assert t.system is System.SWISS
    assert t.tiebreaks == ["EDET/P", "BH:MP/C1/P"]  # 212 PTS,X,Y == 202 X,Y
    assert format_trf(t) == with_ranks(text)


@pytest.mark.parametrize(
    ("code", "system"),
    [
        ("FIDE_DUTCH_2026", System.SWISS),
        ("FIDE_DUTCH_2025", System.SWISS),  # TEC draft spelling (§10.2), accepted too
        ("FIDE_DUBOV_BAKU", System.SWISS),
        ("FIDE_TEAM_TYPEA_MP_GP", System.SWISS),
        ("BERGER_ROUNDROBIN_G4", System.ROUND_ROBIN),
        ("FIDE_ROUNDROBIN", System.ROUND_ROBIN),
        ("BERGER_DOUBLEROUNDROBIN", System.DOUBLE_ROUND_ROBIN),
        ("CUSTOM_KNOCKOUT", None),
    ],
)
def test_record_192_system_codes(code: str, system: System | None) -> None:
    t = parse_trf(trf(f"192 {code}", line(1, "0.0")))
    assert t.system is system
    assert format_trf(t) == with_ranks(trf(f"192 {code}", line(1, "0.0")))


def test_record_162_scoring_by_columns() -> None:
    """162: symbol at column 6, points at 7-10, next pair 9 columns on (TRF26 table)."""
    text = trf("162  W 3.0    D 1.0    L 0.0", line(1, "3.0", "2 w 1"), line(2, "0.0", "1 b 0"))
    assert text.index("W") == 5 and text.index("D") == 14 and text.index("L 0") == 23
    t = parse_trf(text)
    assert t.scoring == Scoring(win=Fraction(3), draw=Fraction(1), loss=Fraction(0))
    assert format_trf(t) == with_ranks(text)


def test_record_162_absence_and_pab() -> None:
    t = parse_trf(trf("162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5", line(1, "0.0")))
    assert t.scoring.pairing_bye == Fraction(1, 2)
    assert t.scoring.points(Result.PAIRING_BYE) == Fraction(1, 2)
    assert t.scoring.points(Result.FULL_BYE) == 1


def test_162_is_written_only_when_the_scoring_is_not_the_default() -> None:
    t = parse_trf(trf(line(1, "0.0")))
    assert "162" not in format_trf(t)
    t.scoring = Scoring(win=Fraction(2), draw=Fraction(1), loss=Fraction(0))
    assert "162  W 2.0    D 1.0    L 0.0\n" in format_trf(t)


@pytest.mark.parametrize(
    ("written", "iso"),
    [
        ("2017/04/21", "2017-04-21"),
        ("2017-04-21", "2017-04-21"),
        ("2017.04.21", "2017-04-21"),
        ("21.04.2017", "2017-04-21"),
        ("17/04/21", "2017-04-21"),
        ("April 2017", "April 2017"),  # not a date: kept as written
    ],
)
def test_dates_are_normalised_to_iso(written: str, iso: str) -> None:
    t = parse_trf(trf(f"042 {written}", line(1, "0.0")))
    assert t.start_date == iso
    assert format_trf(t) == with_ranks(trf(f"042 {written}", line(1, "0.0")))  # file unchanged


def test_comments_unknown_records_and_header_order_survive() -> None:
    text = trf(
        "### exported by hand",
        "092 Individual: Swiss-System",
        "012 Club championship",
        "132" + " " * 88 + "24/08/01  24/08/02",  # round dates at the round columns
        "XXR 2",
        "NOR    1      Hansen                            1850",
        "",
        line(1, "1.0", "2 w 1"),
        "### ruler",
        line(2, "0.0", "1 b 0"),
        "260 1   2    1    2",
    )
    t = parse_trf(text)
    assert t.name == "Club championship"
    assert format_trf(t) == with_ranks(text)
    # After an edit only the two players' lines (and nothing else) change.
    SetResult(1, 1, Result.DRAW).apply(t)
    after = format_trf(t).splitlines()
    before = text.splitlines()
    changed = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    assert [before[i][:8] for i in changed] == ["001    1", "001    2"]
    assert after[7][80:84] == " 0.5"  # points column recomputed from the results
    assert after[7][98] == "="


# -- withdrawal -------------------------------------------------------------------------------
def test_trailing_absences_are_no_withdrawal_but_a_suggestion() -> None:
    """Issue 24: a `Z` or blank round is an absence in that round only (C.04.1: a player is
    paired unless withdrawn or excused). Rounds after the last one played that are all
    zero-point byes suggest a withdrawal (a finding); the reader never decides it."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    assert all(p.withdrawn_after is None for p in t.players)
    suggested = {f.start_no: f.arg("after") for f in validate(t) if f.kind.value == "no-game-after"}
    # Nick (12): U, +, then `0 - Z` in rounds 4 and 5. Paul (14): Z in round 4, played round 5;
    # Jessica (9): PAB in the last round: nothing to ask.
    assert suggested == {12: 3}
    nsf = read_trf(SEEDS / "nsf_example.trf")
    assert nsf.player(9).withdrawn_after is None
    assert [f.args for f in validate(nsf) if f.kind.value == "no-game-after"] == [{"after": 4}]


def test_blank_trailing_rounds_are_absences_and_a_withdrawal_travels_in_the_comment() -> None:
    t = parse_trf(
        trf(
            line(1, "1.0", "2 w 1", "3 w 1"),
            line(2, "0.0", "1 b 0"),
            line(3, "0.0", "0000 - Z", "1 b 0"),
        )
    )
    assert [p.withdrawn_after for p in t.players] == [None, None, None]
    assert [(f.start_no, f.round_no) for f in validate(t) if f.kind.value == "no-game-after"] == [
        (2, 2)
    ]
    only_absent = parse_trf(trf(line(1, "0.0", "0000 - Z", "0000 - Z")))
    assert validate(only_absent) == []  # nothing played: nothing to ask
    Withdraw(2, 1).apply(t)  # the arbiter confirms
    text = format_trf(t)
    # For other programs and the engines, round 2 is the zero-point bye C.07 16.1.1 makes it.
    line_2 = next(x for x in text.splitlines() if x.startswith("001    2"))
    assert line_2.endswith("1 b 0  0000 - Z")
    back = parse_trf(text)
    assert back.player(2).withdrawn_after == 1
    # The comment keeps the records as they were.
    assert [(p.rounds, p.withdrawn_after) for p in back.players] == [
        (p.rounds, p.withdrawn_after) for p in t.players
    ]
    assert not [f for f in validate(back) if f.kind.value == "no-game-after"]


# -- what TRF cannot say ----------------------------------------------------------------------
def test_postponed_and_settings_travel_in_the_extension_comment() -> None:
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    SetResult(5, 1, Result.POSTPONED).apply(t)
    t.rules, t.profile, t.lots_seed = "fide-2026", "fide-2026", 42
    text = format_trf(t)
    # Other programs see an ordinary game without result (blank code) ...
    raw = next(x for x in text.splitlines() if x.startswith("001    1"))
    assert raw.endswith("6 b")
    # ... and a comment line this reader understands.
    assert text.splitlines()[-1].startswith("### arbiter-app {")
    back = parse_trf(text)
    assert back.player(1).entry(5).result is Result.POSTPONED
    assert back.player(6).entry(5).result is Result.POSTPONED
    assert (back.rules, back.profile, back.lots_seed) == ("fide-2026", "fide-2026", 42)


def test_club_survives_write_trf_and_read_trf(tmp_path: Path) -> None:
    """Record 001 has no club column: the club travels in the arbiter-app comment, and the
    player lines stay what other programs read."""
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    plain = format_trf(t)
    t.replace_player(replace(t.player(1), club="Bjørnsjø SK"))
    t.replace_player(replace(t.player(3), club="SK Rockaden"))
    out = tmp_path / "clubs.trf"
    write_trf(t, out)
    text = out.read_text(encoding="utf-8")
    assert [x for x in text.splitlines() if x.startswith("001")] == [
        x for x in plain.splitlines() if x.startswith("001")
    ]
    back = read_trf(out)
    assert back.player(1).club == "Bjørnsjø SK"
    assert back.player(3).club == "SK Rockaden"
    assert back.player(2).club == ""


# -- encodings --------------------------------------------------------------------------------
@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1252", "latin-1"])
def test_bjorn_survives_a_round_trip(encoding: str, tmp_path: Path) -> None:
    """NSF example: player 2 is Bjørn (ø is 0xF8 in Windows-1252 and Latin-1)."""
    text = trf(line(1, "1.0", "2 w 1", name="Bjørn"), line(2, "0.0", "1 b 0", name="Ødegård, Åse"))
    source = tmp_path / "in.trf"
    source.write_bytes(text.encode(encoding))
    t = read_trf(source)
    assert t.player(1).name == "Bjørn"
    assert t.player(2).name == "Ødegård, Åse"
    out = tmp_path / "out.trf"
    write_trf(t, out)
    assert read_trf(out).player(1).name == "Bjørn"
    if encoding != "utf-8-sig":
        assert out.read_bytes() == with_ranks(text).encode(encoding)  # same encoding back


def test_crlf_files_keep_crlf() -> None:
    text = trf(line(1, "1.0", "2 w 1"), line(2, "0.0", "1 b 0")).replace("\n", "\r\n")
    t = parse_trf_bytes(text.encode())
    assert format_trf(t) == with_ranks(text)


# -- errors -----------------------------------------------------------------------------------
def _error(text: str | bytes) -> InputError:
    data = text.encode() if isinstance(text, str) else text
    with pytest.raises(InputError) as info:
        parse_trf_bytes(data, "held.trf")
    assert "\n" not in str(info.value)
    return info.value


def test_unknown_round_code_names_line_and_column() -> None:
    err = _error(trf("012 x", "XXR 1", line(1, "1.0", "2 w 1"), line(4, "0.0", "1 b Q")))
    assert (err.line, err.column) == (4, 99)
    assert str(err) == "held.trf:4:99: unknown result code 'Q' in round 1 (player 4)"


def test_truncated_player_line() -> None:
    full = line(2, "0.0", "1 b 0")
    err = _error(trf(line(1, "1.0", "2 w 1"), full[:52]))
    assert (err.line, err.column) == (2, 53)
    assert "truncated" in str(err)


def test_line_cut_inside_a_round_block() -> None:
    err = _error(trf(line(1, "1.0", "2 w 1"), line(2, "0.0", "1 b 0")[:95]))
    assert err.line == 2
    assert "truncated" in err.message


@pytest.mark.parametrize(
    "data",
    [
        b"\x00\x01\x02\x03binary",
        bytes(range(256)) * 4,
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        b"012 ok\n\x07\x08garbage\n",
    ],
)
def test_binary_garbage_is_refused_with_a_place(data: bytes) -> None:
    err = _error(data)
    assert err.line is not None and err.column is not None
    assert "binary" in err.message


def test_text_that_is_not_trf() -> None:
    err = _error("hello world\n")
    assert (err.line, err.column) == (1, 4)
    assert "not a TRF record" in err.message
    assert "no TRF records" in _error("### only a comment\n").message
    assert "empty" in _error("").message


def test_duplicate_start_number_and_bad_numbers() -> None:
    err = _error(trf(line(1, "0.0"), line(1, "0.0")))
    assert (err.line, err.column) == (2, 5)
    assert "twice" in err.message
    err = _error(trf("XXR nine", line(1, "0.0")))
    assert (err.line, err.column) == (1, 5)
    err = _error(trf(line(1, "0.0").replace(" 2000 ", " 20x0 ")))
    assert (err.line, err.column) == (1, 49)


def test_damaged_or_newer_extension_comment() -> None:
    err = _error(trf(line(1, "0.0"), "### arbiter-app {broken"))
    assert err.line == 2
    err = _error(trf(line(1, "0.0"), '### arbiter-app {"version":99}'))
    assert "newer" in str(err)


def test_write_failure_leaves_no_file(tmp_path: Path) -> None:
    t = read_trf(FIDE_TEC / "held_round_robin.trf")

    t.replace_player(replace(t.player(1), rounds=(RoundEntry(12345, Colour.WHITE, Result.WIN),)))
    target = tmp_path / "out.trf"
    with pytest.raises(ValueError, match="12345"):
        write_trf(t, target)
    assert list(tmp_path.iterdir()) == []
