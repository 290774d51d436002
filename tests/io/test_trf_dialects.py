"""What other programs write, read as their authors meant (docs/trf-dialects.md has the table
and its sources; the real files themselves are in tests/data/real/)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.core.model import Colour, Result, RoundEntry, Scoring, System, Tournament
from arbiter_app.core.rules import default_name
from arbiter_app.core.standings import compute
from arbiter_app.core.validate import FindingKind, validate
from arbiter_app.core.vocabulary.notes import NoteKind
from arbiter_app.io.errors import InputError
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.trf import format_trf, parse_trf, parse_trf_bytes, read_notes
from arbiter_app.io.trf.dates import read_date


def note_texts(t: Tournament) -> list[str]:
    """The reader's notes as the command line prints them (English)."""
    return [ENGLISH_LABELS.note(n) for n in read_notes(t)]


REAL = Path(__file__).parents[1] / "data" / "real"
# Columns as in FIDE's table (spec §10.1): points at 81-84, rank at 86-89, round r at 92+10(r-1).
HEAD = "001 {sno:>4} m    {name:<33} 2000 NOR           0 1990/01/01 {pts:>4} {rank:>4}"


def player(sno: int, pts: str, *blocks: str, rank: int = 0) -> str:
    """A 001 record; a block is 8 characters as written (`0000 - +`, `       -`), or
    `"2 w 1"` for a game (opponent right-aligned), or "" for a blank round."""
    head = HEAD.format(sno=sno, name=f"Player {sno}", pts=pts, rank=rank or "")
    return (head + "".join(f"  {_block(b)}" for b in blocks)).rstrip()


def _block(text: str) -> str:
    if len(text) == 8 or not text:
        return text.ljust(8)
    opponent, colour, result = text.split()
    return f"{opponent:>4} {colour} {result}"


def trf(*lines: str) -> str:
    return "\n".join(lines) + "\n"


# -- unpaired rounds ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("block", "result"),
    [
        ("0000 - +", Result.PAIRING_BYE),  # Swiss-Manager 2005 (FIDE sample), bbpPairings
        ("0000 - -", Result.ZERO_BYE),  # bbpPairings: not paired; FIDE team sample: absent
        ("0000 w -", Result.ZERO_BYE),  # the colour of a game that never existed is dropped
        ("0000 - =", Result.HALF_BYE),  # bbpPairings: an unplayed draw
        ("     - -", Result.ZERO_BYE),
        ("       -", Result.ZERO_BYE),  # lichess: "Absent"
        ("       H", Result.HALF_BYE),  # lichess: "Late" (joined after round 1)
        ("       U", Result.PAIRING_BYE),  # lichess: "Bye"
    ],
)
def test_unpaired_rounds_are_the_bye_their_producer_means(block: str, result: Result) -> None:
    t = parse_trf(
        trf(
            player(1, "1.0", "2 w 1", block),
            player(2, "0.0", "1 b 0", "3 w 1"),
            player(3, "0.0", "0000 - Z", "2 b 0"),
        )
    )
    assert t.player(1).entry(2) == RoundEntry(None, Colour.NONE, result)
    kinds = {f.kind for f in validate(t)} - {FindingKind.POINTS_MISMATCH}
    assert FindingKind.MISSING_OPPONENT not in kinds


def test_a_pairing_allocated_bye_from_plus_bars_a_second_one_in_the_round() -> None:
    """Two `0000 - +` in one round are two pairing-allocated byes: C.04.1 allows one."""
    t = parse_trf(trf(player(1, "1.0", "0000 - +"), player(2, "1.0", "0000 - +")))
    assert [f.kind for f in validate(t)] == [FindingKind.MULTIPLE_PAIRING_BYES]


def test_in_a_team_event_plus_without_opponent_is_a_point_without_a_game() -> None:
    """TRF-26 for teams (spec §10.1): a player of a present team facing an absent team is
    written `XXXX C +`; that is no bye the pairing gave the player."""
    t = parse_trf(trf("192 FIDE_TEAM_BAKU", player(1, "1.0", "0000 - +")))
    assert t.player(1).entry(1).result is Result.FULL_BYE


def test_lichess_z_against_an_opponent_is_a_game_in_progress() -> None:
    """lila SwissTrf: `case Ongoing => "Z"`, written beside the opponent's number."""
    t = parse_trf(trf(player(1, "0.0", "2 w Z"), player(2, "0.0", "1 b Z")))
    assert t.player(1).entry(1) == RoundEntry(2, Colour.WHITE, Result.PENDING)


def test_the_lichess_file_reads_absent_late_and_bye() -> None:
    """2020_06.trf, player 5: `H` then `-` (rounds 1-2); player 6 `U` in round 2; the printed
    points (5.5, 5.5) come out."""
    t = parse_trf_bytes((REAL / "lichess" / "2020_06.trf").read_bytes())
    five, six = t.player(5), t.player(6)
    assert (five.entry(1).result, five.entry(2).result) == (Result.HALF_BYE, Result.ZERO_BYE)
    assert six.entry(2).result is Result.PAIRING_BYE
    assert (t.points(five), t.points(six)) == (Fraction(11, 2), Fraction(11, 2))
    assert t.start_date == "2020-05-29"  # "May 29, 2020"
    assert t.system is System.SWISS  # 092 "Individual: Swiss-System"


# -- rulers and comments -----------------------------------------------------------------------
def test_rulers_masks_and_hash_comments_are_skipped() -> None:
    text = trf(
        "# a comment as py4swiss writes one",
        "         1         2         3         4         5         6         7         8",
        "1234567890123456789012345678901234567890123456789012345678901234567890123456789012",
        "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR",
        player(1, "1.0", "2 w 1"),
        player(2, "0.0", "1 b 0"),
    )
    t = parse_trf(text)
    assert [p.start_no for p in t.players] == [1, 2]


def test_a_line_that_is_no_record_is_still_refused_with_its_place() -> None:
    with pytest.raises(InputError) as caught:
        parse_trf(trf(player(1, "0.0"), "this is not a record"), "x.trf")
    assert (caught.value.line, caught.value.column) == (2, 4)


# -- dates -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("written", "iso"),
    [
        ("2005/07/28", "2005-07-28"),
        ("28.07.2005", "2005-07-28"),
        ("28. 07. 2005", "2005-07-28"),  # FIDE's TRF-16 sample (Swiss-Manager)
        ("24/09/2010", "2010-09-24"),  # JaVaFo's sample: the first field above 12 is the day
        ("09/24/2010", "2010-09-24"),  # the second above 12: month/day
        ("May 29, 2020", "2020-05-29"),  # lichess
        ("Jun 26, 2020", "2020-06-26"),
        ("29 May 2020", "2020-05-29"),
        ("29.05.20", "2020-05-29"),
        ("24/08/01", "2024-08-01"),  # TRF 132's YY/MM/DD
        ("05/04/2025", "2025-04-05"),  # both readings before the 2026 cut-over: day/month
    ],
)
def test_dates_in_the_forms_people_write(written: str, iso: str) -> None:
    assert read_date(written) == (iso, False)


def test_a_date_ambiguous_across_the_rule_change_is_not_guessed() -> None:
    """03/02/2026 is 3 February (C.07 2024 in force) or 2 March 2026 (2026 edition, from
    2026-03-01): no reading is safe, so the date stays unread, a finding says so and the
    heading names the edition assumed."""
    assert read_date("03/02/2026") == (None, True)
    t = parse_trf(
        trf("012 Club", "042 03/02/2026", player(1, "1.0", "2 w 1"), player(2, "0.0", "1 b 0"))
    )
    assert t.start_date == "03/02/2026"
    findings = [f for f in validate(t) if f.kind is FindingKind.START_DATE_UNREAD]
    assert [f.arg("rules") for f in findings] == [default_name(t)] == ["fide-2026"]


def test_the_heading_names_the_edition_assumed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.trf"
    path.write_text(
        trf("012 Club", "042 sometime in May", player(1, "1.0", "2 w 1"), player(2, "0.0", "1 b 0"))
    )
    assert main(["standings", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "rules fide-2026, assumed: start date 'sometime in May' unread" in out
    assert "start date 'sometime in May' cannot be read" in err


# -- records -----------------------------------------------------------------------------------
def test_the_event_type_decides_the_system() -> None:
    rr = [player(1, "1.0", "2 w 1"), player(2, "0.0", "1 b 0"), player(3, "0.0")]
    assert parse_trf(trf("092 Individual: Swiss-System", *rr)).system is System.SWISS
    assert parse_trf(trf("092 Round robin", *rr)).system is System.ROUND_ROBIN
    assert parse_trf(trf("012 Club Round Robin 2024", *rr)).system is System.ROUND_ROBIN
    assert parse_trf(trf("012 Berger Memorial", *rr)).system is None  # a name, not a system
    assert parse_trf(trf("092 Berger", *rr)).system is System.ROUND_ROBIN
    assert parse_trf(trf("092 Double round robin", *rr)).system is System.DOUBLE_ROUND_ROBIN
    # 192 comes first (TRF-26's coded type), then the words.
    assert parse_trf(trf("092 Round robin", "192 FIDE_DUTCH_2026", *rr)).system is System.SWISS


def test_team_records_are_read_as_teams() -> None:
    """TRF-26 310 (io/trf/teams.py has the columns); the points and rank are the file's claims."""
    t = parse_trf(
        trf(
            "192 FIDE_TEAM_BAKU",
            player(1, "0.0"),
            "310   1 India                            IND     2486   15.0   28.0  11     1",
        )
    )
    assert [p.start_no for p in t.players] == [1]
    assert t.teams is not None
    (india,) = t.teams.teams
    assert (india.number, india.name, india.short_name, india.members) == (1, "India", "IND", (1,))
    assert (india.mp_in_file, india.gp_in_file, india.rank_in_file) == (15, 28, 11)


def test_a_record_given_twice_warns_and_the_later_one_wins() -> None:
    t = parse_trf(trf("012 First", "142 9", "142 11", player(1, "0.0")))
    assert t.rounds == 11
    assert [n.line for n in read_notes(t)] == [3]
    assert note_texts(t) == ["record 142 again, not as on line 2: this later one is used"]


def test_record_240_enters_byes_the_player_records_leave_blank() -> None:
    """TRF-26 240 (spec §10.3): type at col 5, round at 7-9, players from col 11."""
    t = parse_trf(
        trf(player(1, "1.5", "2 w 1", ""), player(2, "0.0", "1 b 0", "0000 - Z"), "240 H   2    1")
    )
    assert t.player(1).entry(2) == RoundEntry(None, Colour.NONE, Result.HALF_BYE)


def test_an_error_in_the_files_own_list_is_the_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "list.trf"
    path.write_text(
        trf("012 List", "212 PTS,XYZ,BH", player(1, "1.0", "2 w 1"), player(2, "0.0", "1 b 0"))
    )
    assert main(["standings", str(path)]) != 0
    err = capsys.readouterr().err
    assert f"{path}:2: record 212: unknown tie-break 'XYZ'" in err
    assert "--tiebreaks" not in err


# -- 299: abnormal points (TRF-26, spec/fide-tiebreaks.md §10.3) ------------------------------
def test_a_penalty_and_a_bonus_give_the_totals_the_file_prints() -> None:
    """Player 1 won (1 point) and was docked 1.5 (299, blank type, round 000): the file prints
    -0.5; player 2 lost and got a bonus of 1: the file prints 1.0. Read with no finding."""
    t = parse_trf(
        trf(
            player(1, "-0.5", "2 w 1"),
            player(2, "1.0", "1 b 0"),
            "299          -1.5  000    1",
            "299           1.0  000    2",
        )
    )
    assert (t.player(1).bonus, t.player(2).bonus) == (Fraction(-3, 2), Fraction(1))
    assert (t.points(t.player(1)), t.points(t.player(2))) == (Fraction(-1, 2), Fraction(1))
    assert validate(t) == []


def test_299_without_players_sets_what_a_result_is_worth() -> None:
    """`299 F ... 000`: a full-point bye worth 0.5 in this event (Gacrux reads the record so)."""
    t = parse_trf(trf(player(1, "0.5", "0000 - F"), "299 F         0.5  000"))
    assert t.scoring.full_bye == Fraction(1, 2)
    assert validate(t) == []


def test_299_for_one_game_makes_the_difference_a_bonus() -> None:
    """Round 1, player 1's win is worth 0.5 (an arbiter's decision): the 001 record keeps the
    win, the half point less counts as a penalty, and a note says so."""
    t = parse_trf(
        trf(player(1, "0.5", "2 w 1"), player(2, "0.0", "1 b 0"), "299 W         0.5  001    1")
    )
    assert t.player(1).entry(1).result is Result.WIN
    assert t.player(1).bonus == Fraction(-1, 2)
    assert t.points(t.player(1)) == Fraction(1, 2)
    assert any("worth 0.5 points instead of 1" in text for text in note_texts(t))


@pytest.mark.parametrize(
    "line",
    ["299          x.0  000    1", "299          -1.0  000 9999", "299 Q         1.0  000    1"],
)
def test_a_bad_299_is_refused_at_its_place(line: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_trf(trf(player(1, "0.0"), line), "299.trf")
    assert caught.value.line == 2


def test_162_x_decides_what_an_unfinished_game_counts() -> None:
    """TRF-26 162 `X`: an unknown result (an adjourned game), a draw by default. The game
    1-2 has no result yet: with X 0.5 the standings count it as a draw, with X 0.0 as nothing."""
    game = [player(1, "0.0", "   2 w  "), player(2, "0.0", "   1 b  ")]
    drawn = parse_trf(trf("162  W 1.0    D 0.5    L 0.0    X 0.5", *game))
    assert drawn.unfinished_as_draw
    assert compute(drawn).row(1).points == Fraction(1, 2)
    nothing = parse_trf(trf("162  W 1.0    D 0.5    L 0.0    X 0.0", *game))
    assert not nothing.unfinished_as_draw
    assert compute(nothing).row(1).points == 0


def test_a_birth_date_shifted_to_column_80_is_read_whole() -> None:
    """A birth date at columns 71-80 instead of 70-79: read whole (not `1990/01/0`); one that
    runs on into the points column is refused at column 80."""
    ok = player(1, "1.0", "2 w 1").replace(" 1990/01/01  1.0", "  1990/01/01 1.0")
    t = parse_trf(trf(ok, player(2, "0.0", "1 b 0")))
    assert t.player(1).birth_date == "1990/01/01"
    assert t.points(t.player(1)) == t.player(1).points_in_file == 1
    bad = player(1, "1.0", "2 w 1").replace(" 1990/01/01  1.0", " 1990/01/011 1.0")
    with pytest.raises(InputError) as caught:
        parse_trf(trf(bad, player(2, "0.0", "1 b 0")), "shift.trf")
    assert (caught.value.line, caught.value.column) == (1, 80)


# -- JaVaFo XXS and bbpPairings BB* scoring (spec/fide-tiebreaks.md §10.4) ----------------------
def test_javafo_xxs_sets_the_scoring() -> None:
    """JaVaFo's sample (tests/data/real/javafo/gros_2010.trf) states FIDE's 1-½-0 in full."""
    t = parse_trf_bytes((REAL / "javafo" / "gros_2010.trf").read_bytes())
    assert (t.scoring.win, t.scoring.draw, t.scoring.loss) == (1, Fraction(1, 2), 0)
    football = parse_trf(
        trf(
            "XXS WW=3 BW=3 WD=1 BD=1 WL=0 BL=0 FW=3 FL=0",
            player(1, "3.0", "2 w 1"),
            player(2, "0.0", "1 b 0"),
        )
    )
    assert (football.scoring.win, football.scoring.draw) == (3, 1)
    assert validate(football) == []


def test_bbppairings_scoring_records() -> None:
    t = parse_trf(trf("BBW  3.0", "BBD  1.0", player(1, "3.0", "2 w 1"), player(2, "0.0", "1 b 0")))
    assert (t.scoring.win, t.scoring.draw) == (3, 1)


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("XXS WW=-1.0 BW=1.0", 5),  # negative: no such value, the item is not read
        ("XXS WW=1000.0", 8),  # absurd
        ("XXS WW=1.0 BW=1.5", 12),  # colour-dependent: not in the model
        ("XXS QQ=1.0", 5),
        ("BBW -3.0", 5),
    ],
)
def test_absurd_scoring_records_are_refused_at_their_place(line: str, column: int) -> None:
    with pytest.raises(InputError) as caught:
        parse_trf(trf(line, player(1, "0.0")), "xxs.trf")
    assert (caught.value.line, caught.value.column) == (1, column)


def test_points_of_five_characters_start_at_column_80() -> None:
    """A 3-1-0 event of 40 rounds: 120.0 points take columns 80-84, next to the birth date; a
    loss and two penalties of 9.5 (299 writes four columns, 14-17) make -19.0. Neither is a
    shifted birth date."""
    wins = [f"{2 if r % 2 else 3} {'w' if r % 2 else 'b'} 1" for r in range(1, 41)]
    text = trf(
        "162  W 3.0    D 1.0    L 0.0",
        player(1, "120.0", *wins).replace("1990/01/01 120.0", "1990/01/01120.0"),
        player(2, "-19.0", *["1 b 0" if r % 2 else "" for r in range(1, 41)]).replace(
            "1990/01/01 -19.0", "1990/01/01-19.0"
        ),
        player(3, "0.0", *["" if r % 2 else "1 w 0" for r in range(1, 41)]),
        "299          -9.5  000    2",
        "299          -9.5  000    2",
    )
    t = parse_trf(text)
    assert t.player(1).birth_date == t.player(2).birth_date == "1990/01/01"
    assert t.player(1).points_in_file == t.points(t.player(1)) == 120
    assert t.player(2).points_in_file == t.points(t.player(2)) == -19
    back = parse_trf(format_trf(t))
    assert (back.player(1).points_in_file, back.player(2).points_in_file) == (120, -19)


@pytest.mark.parametrize(
    ("typed", "rules"),
    [
        ("28.07.2024", "fide-2024"),  # a date typed in the dialog the European way
        ("Aug 1, 2024", "fide-2024"),
        ("2026-03-01", "fide-2026"),  # the cut-over day
        ("13/02/2026", "fide-2024"),  # 13 February: before the cut-over
        ("03/02/2026", "fide-2026"),  # ambiguous across it: today's, and said so
    ],
)
def test_the_edition_follows_the_start_date_as_written(typed: str, rules: str) -> None:
    t = parse_trf(trf(player(1, "0.0")))
    t.start_date = typed
    assert default_name(t) == rules


def test_scoring_spelled_out_in_full_is_the_default() -> None:
    """JaVaFo's sample spells FIDE's 1-½-0 out in XXS (PAB, FPB, FW worth a win, HPB a draw):
    that is the default scoring, so nothing downstream (the pairing engines pair 1-½-0 only)
    takes it for another system; the same for 162 with `P 1.0`."""
    t = parse_trf_bytes((REAL / "javafo" / "gros_2010.trf").read_bytes())
    assert t.scoring == Scoring()
    assert parse_trf(trf("162  W 1.0    D 0.5    L 0.0    P 1.0", player(1, "0.0"))).scoring == (
        Scoring()
    )


def test_the_points_explanation_names_the_bonus(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bonus.trf"
    path.write_text(
        trf(player(1, "-0.5", "2 w 1"), player(2, "0.0", "1 b 0"), "299          -1.5  000    1")
    )
    assert main(["explain", str(path), "1", "--tiebreak", "PTS"]) == 0
    out = capsys.readouterr().out
    assert "bonus -1.5" in out


def test_a_lone_013_record_makes_no_team_event(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """JaVaFo's sample is an individual Swiss (092 "Individual: Swiss-System", 52 players) whose
    last line is one team record, `013 Example 1 2`. A match needs two teams: the file is read
    as the individual event it is, the line kept on writing, and round 5 pairs (it ranked one
    team of two players and its pairing failed inside the engine before)."""
    source = REAL / "javafo" / "gros_2010.trf"
    t = parse_trf_bytes(source.read_bytes())
    assert t.teams is None and len(t.players) == 52
    assert [(n.line, n.kind) for n in read_notes(t)] == [(68, NoteKind.LONE_TEAM_RECORD)]
    assert "013 Example                            1    2" in format_trf(t).splitlines()
    path = tmp_path / "gros.trf"
    path.write_bytes(source.read_bytes())
    assert main(["pair", str(path)]) == 0
    assert parse_trf(path.read_text()).rounds_paired == 5
    # Two 013 records are teams (TRF-16's team event).
    two = parse_trf(trf(player(1, "0.0"), player(2, "0.0"), "013 A    1", "013 B    2"))
    assert two.teams is not None and len(two.teams.teams) == 2
