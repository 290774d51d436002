"""The mistakes arbiters make, as validation findings, on small TRF files written for them.

Every expected value is read off the file by hand (the comments show how).
"""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from arbiter_app.cli.findings import finding_lines
from arbiter_app.core.model import Player, System, Tournament
from arbiter_app.core.validate import validate
from arbiter_app.core.vocabulary.findings import FINDINGS, FindingKind, Severity
from arbiter_app.io.trf import parse_trf, read_trf

K = FindingKind
_HEAD = (
    "001 {start:>4} m    {name:<33} {rating:>4} NOR           0 1990/01/01 {points:>4} {rank:>4}"
)


def line(start: int, points: str, *blocks: str, rank: int = 0, rating: int = 2000) -> str:
    """A 001 record (TRF-16 columns); blocks are `"opponent colour result"` (10 columns each)."""
    head = _HEAD.format(
        start=start, name=f"Player {start}", points=points, rank=rank, rating=rating
    )
    body = "".join(f"  {b.split()[0]:>4} {b.split()[1]} {b.split()[2]}" for b in blocks)
    return head + body


def trf(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def found(text: str) -> list[tuple[FindingKind, int | None, int | None]]:
    return [(f.kind, f.start_no, f.round_no) for f in validate(parse_trf(text))]


# -- the same two players paired twice ---------------------------------------------------------
# Four players, three rounds: 1-2, 3-4 / 1-3, 2-4 / 1-2 again, 3-4 again.
REMATCH = [
    line(1, "2.0", "2 w 1", "3 b 0", "2 b 1"),
    line(2, "1.0", "1 b 0", "4 w 1", "1 w 0"),
    line(3, "1.5", "4 w =", "1 w 1", "4 b 0"),
    line(4, "1.5", "3 b =", "2 b 0", "3 w 1"),
]


def test_a_rematch_in_a_swiss_is_a_warning_naming_both_rounds() -> None:
    findings = validate(parse_trf(trf("012 Rematch", "XXR 3", *REMATCH)))
    assert [(f.kind, f.start_no, f.round_no) for f in findings] == [
        (K.REPEATED_PAIRING, 1, 3),  # 1 met 2 in rounds 1 and 3
        (K.REPEATED_PAIRING, 3, 3),  # 3 met 4 in rounds 1 and 3
    ]
    first = findings[0]
    assert first.severity is Severity.WARNING
    assert first.args == {"opponent": 2, "count": 2, "rounds": (1, 3), "allowed": 1}
    assert first.describe() == (
        "player 1, round 3: paired with 2 2 times (rounds 1, 3); the system plans at most 1"
    )


def test_a_double_round_robin_or_double_swiss_may_pair_twice_but_not_three_times() -> None:
    assert found(trf("012 Rematch", "192 FIDE_DOUBLEROUNDROBIN", *REMATCH)) == []
    assert found(trf("012 Double Swiss Open", "XXR 3", *REMATCH)) == []
    # A fourth round repeating 1-2 a third time in the double round robin:
    third = [
        line(1, "3.0", "2 w 1", "3 b 0", "2 b 1", "2 w 1"),
        line(2, "1.0", "1 b 0", "4 w 1", "1 w 0", "1 b 0"),
        line(3, "1.5", "4 w =", "1 w 1", "4 b 0"),
        line(4, "1.5", "3 b =", "2 b 0", "3 w 1"),
    ]
    # (3 and 4 have no record in round 4: "withdrawn?", a question for the arbiter.)
    assert found(trf("012 Rematch", "192 FIDE_DOUBLEROUNDROBIN", *third)) == [
        (K.REPEATED_PAIRING, 1, 4),
        (K.NO_GAME_AFTER, 3, 4),
        (K.NO_GAME_AFTER, 4, 4),
    ]


def test_a_player_paired_twice_in_one_round_names_both_opponents() -> None:
    # Round 1: 1 plays 2, and 3 also claims a game against 1 (4 has a bye).
    text = trf(
        line(1, "1.0", "2 w 1"),
        line(2, "0.0", "1 b 0"),
        line(3, "1.0", "1 w 1"),
        line(4, "1.0", "0000 - U"),
    )
    findings = validate(parse_trf(text))
    claimed = [f for f in findings if f.kind is K.CLAIMED_TWICE]
    assert [(f.start_no, f.round_no, f.arg("claimed_by")) for f in claimed] == [(1, 1, (2, 3))]
    assert claimed[0].describe() == (
        "player 1, round 1: named as opponent by several players (2, 3)"
    )


# -- byes the rule set does not allow ---------------------------------------------------------
def _round_robin(bye: str) -> list[str]:
    """Three players, a Berger of 3 rounds: each rests once (pairing bye, 1 point), player 1
    in round 2 with the bye `bye` (points: 1 has win + bye + loss, 2 and 3 win + loss + 1)."""
    return [
        line(1, "1.5", "2 w 1", "0000 - " + bye, "3 b 0"),
        line(2, "2.0", "1 b 0", "3 w 1", "0000 - U"),
        line(3, "2.0", "0000 - U", "2 b 0", "1 w 1"),
    ]


def test_a_half_point_bye_in_a_round_robin_is_a_warning_citing_the_rules() -> None:
    text = trf("042 2026-04-01", "192 FIDE_ROUNDROBIN", *_round_robin("H"))
    findings = validate(parse_trf(text))
    assert [(f.kind, f.start_no, f.round_no) for f in findings] == [(K.BYE_NOT_ALLOWED, 1, 2)]
    assert findings[0].args == {"result": "half_bye", "rules": "fide-2026"}
    assert findings[0].severity is Severity.WARNING


def test_byes_a_round_robin_has_a_place_for_pass() -> None:
    # The rest round of an odd field (pairing-allocated bye, C.05 Annex 1) and an absence.
    for code in ("U", "Z"):
        points = "2.0" if code == "U" else "1.0"
        rows = _round_robin(code)
        rows[0] = rows[0].replace(" 1.5 ", f" {points} ")
        assert found(trf("192 FIDE_ROUNDROBIN", *rows)) == [], code


def test_a_half_point_bye_in_a_swiss_passes() -> None:
    assert found(trf("192 FIDE_DUTCH", *_round_robin("H"))) == []


# -- the rank column -------------------------------------------------------------------------
# R1: 1-2 1-0, 3-4 ½-½; R2: 1-3 0-1, 2-4 ½-½ (4 black). Points: 3 1.5, 1 1.0 (one win),
# 4 1.0 (no win), 2 0.5. By points: 3 first, 1 and 4 share 2-3, 2 fourth; with the list WIN
# 1 is 2nd and 4 is 3rd.
def _ranked(ranks: dict[int, int], *headers: str) -> str:
    return trf(
        *headers,
        line(1, "1.0", "2 w 1", "3 b 0", rank=ranks[1]),
        line(2, "0.5", "1 b 0", "4 w =", rank=ranks[2]),
        line(3, "1.5", "4 w =", "1 w 1", rank=ranks[3]),
        line(4, "1.0", "3 b =", "2 b =", rank=ranks[4]),
    )


def test_a_rank_against_the_order_of_points_warns_with_both_values() -> None:
    text = _ranked({1: 3, 2: 2, 3: 1, 4: 4})  # 2 (0.5 points) ranked 2nd, 4 (1.0) 4th
    findings = validate(parse_trf(text))
    assert [(f.kind, f.start_no) for f in findings] == [
        (K.RANK_NOT_BY_POINTS, 2),
        (K.RANK_NOT_BY_POINTS, 4),
    ]
    assert findings[0].args == {"in_file": 2, "computed": "4"}
    assert findings[1].args == {"in_file": 4, "computed": "2-3"}
    assert findings[0].describe() == (
        "player 2: the file's rank column says 2, by points the place is 4"
    )


def test_without_a_tie_break_list_any_order_within_equal_points_passes() -> None:
    assert found(_ranked({1: 3, 2: 4, 3: 1, 4: 2})) == []
    assert found(_ranked({1: 2, 2: 4, 3: 1, 4: 3})) == []


def test_with_the_files_tie_break_list_ranks_are_checked_rank_for_rank() -> None:
    wrong = _ranked({1: 3, 2: 4, 3: 1, 4: 2}, "202 WIN")
    findings = validate(parse_trf(wrong))
    assert [(f.kind, f.start_no) for f in findings] == [
        (K.RANK_NOT_BY_TIEBREAKS, 1),
        (K.RANK_NOT_BY_TIEBREAKS, 4),
    ]
    assert findings[0].args == {"in_file": 3, "computed": "2", "tiebreaks": "WIN"}
    assert findings[1].args == {"in_file": 2, "computed": "3", "tiebreaks": "WIN"}
    assert found(_ranked({1: 2, 2: 4, 3: 1, 4: 3}, "202 WIN")) == []
    # 212 carries the same list after PTS.
    assert len(found(_ranked({1: 3, 2: 4, 3: 1, 4: 2}, "212 PTS,WIN"))) == 2


def test_the_cli_points_at_the_rank_column() -> None:
    t = parse_trf(_ranked({1: 3, 2: 2, 3: 1, 4: 4}))
    line_text = next(finding_lines("x.trf", t, validate(t)[:1]))
    assert "warning: player 2: the file's rank column says 2" in line_text


# -- the player count record -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("record", "declared"),
    [("062 5", 5), ("062 129 (88)", 129), ("062 3 (3)", 3)],
)
def test_a_player_count_that_does_not_match_the_lines(record: str, declared: int) -> None:
    text = _ranked({1: 2, 2: 4, 3: 1, 4: 3}, "012 Count", record)
    findings = validate(parse_trf(text))
    assert [(f.kind, f.args) for f in findings] == [
        (K.PLAYER_COUNT_MISMATCH, {"record": "062", "in_file": declared, "count": 4})
    ]
    assert findings[0].describe() == f"record 062 says {declared} players, the file lists 4"


@pytest.mark.parametrize("record", ["062 4", "062 4 (4)", "062 4 (2)"])
def test_a_matching_player_count_passes(record: str) -> None:
    assert found(_ranked({1: 2, 2: 4, 3: 1, 4: 3}, "012 Count", record)) == []


# -- rating criteria and unrated players --------------------------------------------------------
def _with_unrated(*headers: str) -> Tournament:
    return parse_trf(
        trf(
            *headers,
            line(1, "1.0", "2 w 1", rating=2100),
            line(2, "0.0", "1 b 0", rating=0),
            line(3, "0.5", "4 w =", rating=0),
            line(4, "0.5", "3 b =", rating=1900),
        )
    )


def test_a_rating_criterion_with_unrated_players_and_no_rating_for_them() -> None:
    t = _with_unrated("202 BH,ARO")
    findings = validate(t)
    assert [(f.kind, f.args) for f in findings] == [
        (K.UNRATED_WITHOUT_RATING, {"criterion": "ARO", "count": 2})
    ]
    assert findings[0].severity is Severity.WARNING
    t.unrated_rating = 1000  # a rating for unrated players settles it
    assert validate(t) == []
    assert validate(_with_unrated("202 BH,ARO/U1000")) == []  # so does the descriptor's own
    assert validate(_with_unrated("202 BH,SB")) == []  # no rating criterion


def test_the_findings_table_covers_every_kind_with_fields_its_findings_carry() -> None:
    assert set(FINDINGS) == set(FindingKind)
    for kind, spec in FINDINGS.items():
        assert spec.template.strip(), kind
        assert spec.severity in (Severity.ERROR, Severity.WARNING)


def test_a_repeat_counted_once_per_pair_whatever_the_order_of_lines() -> None:
    t = parse_trf(trf("XXR 3", *reversed(REMATCH)))
    assert sorted(found(trf("XXR 3", *reversed(REMATCH)))) == sorted(
        [(K.REPEATED_PAIRING, 1, 3), (K.REPEATED_PAIRING, 3, 3)]
    )
    assert t.system in (None, System.SWISS)


def test_players_without_a_rank_are_not_checked() -> None:
    t = parse_trf(_ranked({1: 3, 2: 2, 3: 1, 4: 4}))
    for s in (2, 4):
        t.replace_player(replace(t.player(s), rank_in_file=None))
    assert validate(t) == []
    assert isinstance(t.player(1), Player)


def test_a_team_events_player_ranks_are_not_an_individual_list() -> None:
    """FIDE's TRF sample of a team Swiss ("Grandmommy's Cup", `092 Team Swiss`, team records
    310) ranks its players otherwise than by individual points (player 49: 7.0 points, rank 20,
    while 35 players have more): no rank warning; the same ranks in an individual event warn."""
    from conftest import DATA

    t = read_trf(DATA / "real" / "fide-tec" / "grandmommyscup.trf")
    assert not [f for f in validate(t) if f.kind is K.RANK_NOT_BY_POINTS]
    t.type_text = "Individual: Swiss-System"
    t.extra, t.declared = {}, ()  # (the team records gone too)
    ranks = {f.start_no: f.args for f in validate(t) if f.kind is K.RANK_NOT_BY_POINTS}
    # The places 7.0 points give, counted from the file's own points column (cols 81-84).
    column = [p.points_in_file for p in t.players]
    above = sum(1 for x in column if x is not None and x > 7)
    level = sum(1 for x in column if x == 7)
    assert ranks[49] == {"in_file": 20, "computed": f"{above + 1}-{above + level}"}


def test_meeting_again_after_a_forfeit_is_no_rematch() -> None:
    """A forfeit is no game played (C.04.3 A.6 counts games played): 1-2 forfeited in round 1
    and played in round 3 is allowed; played twice is not."""
    forfeit = [
        line(1, "2.0", "2 w +", "3 b 0", "2 b 1"),
        line(2, "0.0", "1 b -", "4 w 0", "1 w 0"),
        line(3, "1.5", "4 w =", "1 w 1", "4 b 0"),
        line(4, "2.5", "3 b =", "2 b 1", "3 w 1"),
    ]
    found_here = found(trf("XXR 3", *forfeit))
    assert (K.REPEATED_PAIRING, 1, 3) not in found_here
    assert (K.REPEATED_PAIRING, 3, 3) in found_here  # 3-4 played twice
