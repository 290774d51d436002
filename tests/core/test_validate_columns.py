"""Validation by columns finds what checking every player one by one finds.

`validate` screens each round's column in C and checks one by one only the players a column
shows something about (`_Checker.suspects`); `validate_players` of every player checks each
player's records one by one. On random events with records broken in every way the checks
know (unknown and missing opponents, one-sided games, colours and results that do not mirror,
rematches, byes where none belong, short records, withdrawals, points columns and bonuses),
the two give the same record findings in the same order.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from gen_tournaments import tournaments
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.validate import (
    RECORD_KINDS,
    FindingKind,
    _Checker,
    validate,
    validate_players,
)
from arbiter_app.core.validate_columns import record_columns
from arbiter_app.io.trf import read_trf

DATA = Path(__file__).parent.parent / "data"
W, B, NONE = Colour.WHITE, Colour.BLACK, Colour.NONE
K = FindingKind


def _break(data: st.DataObject, t: Tournament) -> None:
    starts = [p.start_no for p in t.players]
    for s in data.draw(st.lists(st.sampled_from(starts), max_size=4)):
        p = t.player(s)
        rounds = list(p.rounds)
        how = data.draw(st.sampled_from(["entry", "mirror", "short", "withdraw", "points"]))
        if how == "entry" and rounds:  # anything at all in one round
            r = data.draw(st.integers(0, len(rounds) - 1))
            rounds[r] = RoundEntry(
                data.draw(st.one_of(st.none(), st.sampled_from([*starts, s, 99999]))),
                data.draw(st.sampled_from(list(Colour))),
                data.draw(st.sampled_from(list(Result))),
            )
        elif how == "mirror" and len(rounds) >= 2:  # a consistent rematch of round 1's game
            first = rounds[0]
            if first.opponent is not None and t.has_player(first.opponent):
                q = t.player(first.opponent)
                theirs = list(q.rounds)
                if len(theirs) == len(rounds):
                    rounds[-1], theirs[-1] = first, q.rounds[0]
                    t.replace_player(replace(q, rounds=tuple(theirs)))
        elif how == "short":  # fewer records than the others
            rounds = rounds[: data.draw(st.integers(0, len(rounds)))]
        elif how == "withdraw" and rounds:
            t.replace_player(replace(p, withdrawn_after=data.draw(st.integers(0, len(rounds)))))
            continue
        elif how == "points":
            bonus = data.draw(st.sampled_from([Fraction(0), Fraction(1, 2), Fraction(-1)]))
            results = t.points(replace(p, bonus=Fraction(0)))
            points = data.draw(st.sampled_from([results, results + bonus, Fraction(3, 2)]))
            t.replace_player(replace(p, points_in_file=points, bonus=bonus))
            continue
        t.replace_player(replace(t.player(s), rounds=tuple(rounds)))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(max_players=8, max_rounds=5), st.data())
def test_validate_finds_what_checking_each_player_finds(t: Tournament, data: st.DataObject) -> None:
    if data.draw(st.booleans()):
        t.system = data.draw(st.sampled_from(list(System)))  # byes a round robin has no place for
    _break(data, t)
    one_by_one = validate_players(t, [p.start_no for p in t.players])
    assert [f for f in validate(t) if f.kind in RECORD_KINDS] == one_by_one


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(max_players=8, max_rounds=5), st.data())
def test_the_rankings_reading_of_the_records_gives_the_same_findings(
    t: Tournament, data: st.DataObject
) -> None:
    """`validate` given the records as the ranking read them (`LiveStandings.records`) finds
    what it finds reading them itself; records read before players were replaced are not
    used for the new ones."""
    before = LiveStandings()
    before.rank(t, details=False)
    read_before = before.records()
    _break(data, t)
    expected = validate(t)
    assert validate(t, records=read_before) == expected
    live = LiveStandings()
    live.rank(t, details=False)
    assert validate(t, records=live.records()) == expected


def test_a_command_checks_the_records_its_ranking_read() -> None:
    """A file ranked and then checked (the `standings` command): the check's columns are cut
    from the ranking's reading, and give the findings of a check that reads the file itself."""
    t = read_trf(DATA / "seeds" / "nsf_example.trf")
    live = LiveStandings()
    standings = live.rank(t, details=False).standings
    records = live.records()
    assert records is not None and records.of(t.players)
    fields = ("starts", "entries", "opponents", "results", "played")
    cut, read = record_columns(t.players, records), record_columns(t.players)
    assert [getattr(cut, f) for f in fields] == [getattr(read, f) for f in fields]
    assert validate(t, standings, records=records) == validate(t, standings)
    t.replace_player(replace(t.player(3), points_in_file=Fraction(9)))  # (one player replaced)
    assert not records.of(t.players)
    found = validate(t, standings, records=records)
    assert found == validate(t, standings)
    assert K.POINTS_MISMATCH in [f.kind for f in found]


def test_a_consistent_event_checks_nobody_one_by_one() -> None:
    """The screen's point: consistent rounds leave no player to look at; one result entered
    differently on the two sides of a game leaves those two (and that round's claims)."""
    t = Tournament(name="x")
    # 1-2 and 3-4 in round 1, 1-3 and 2-4 in round 2 (White first), all decisive.
    games = {1: [(2, "w", "win"), (3, "b", "draw")], 2: [(1, "b", "loss"), (4, "w", "win")]}
    games |= {3: [(4, "w", "loss"), (1, "w", "draw")], 4: [(3, "b", "win"), (2, "b", "loss")]}
    for s, records in games.items():
        rounds = tuple(
            RoundEntry(o, Colour.WHITE if c == "w" else Colour.BLACK, Result(r))
            for o, c, r in records
        )
        t.add_player(Player(s, f"P{s}", rounds=rounds, points_in_file=None))
    suspects, claims = _Checker(t).suspects(t.players, record_columns(t.players))
    assert (suspects, claims) == (set(), [])
    assert [f for f in validate(t) if f.kind in RECORD_KINDS] == []
    # One result changed on one side: both players of that game are looked at, nobody else.
    t.replace_player(replace(t.player(3), rounds=(t.player(3).rounds[0], NO_MIRROR)))
    suspects, claims = _Checker(t).suspects(t.players, record_columns(t.players))
    assert suspects == {1, 3} and claims == [2]
    kinds = [f.kind for f in validate(t) if f.kind in RECORD_KINDS]
    assert kinds == [FindingKind.RESULT_NOT_MIRRORED]


NO_MIRROR = RoundEntry(1, Colour.WHITE, Result.WIN)  # player 1 has a draw with Black


# Player 3's record of round 1 in the NSF example (3-7, White, won), written otherwise.
BROKEN = {
    "himself": (RoundEntry(3, W, Result.WIN), K.SELF_PAIRED),
    "himself, a bye": (RoundEntry(3, NONE, Result.FULL_BYE), K.UNEXPECTED_OPPONENT),
    "nobody's number, a bye": (RoundEntry(999, NONE, Result.FULL_BYE), K.UNEXPECTED_OPPONENT),
    "himself, a bye; 7 a bye": (RoundEntry(3, NONE, Result.FULL_BYE), K.UNEXPECTED_OPPONENT),
    "nobody's number, a bye; 7 a bye": (
        RoundEntry(999, NONE, Result.FULL_BYE),
        K.UNEXPECTED_OPPONENT,
    ),
    "nobody's number": (RoundEntry(999, W, Result.WIN), K.UNKNOWN_OPPONENT),
    "no opponent": (RoundEntry(None, W, Result.WIN), K.MISSING_OPPONENT),
    "no opponent, a drawn game": (RoundEntry(None, NONE, Result.DRAW), K.MISSING_OPPONENT),
    "no opponent, a drawn game; 7 a bye": (
        RoundEntry(None, NONE, Result.DRAW),
        K.MISSING_OPPONENT,
    ),
    "colour": (RoundEntry(7, B, Result.WIN), K.COLOUR_NOT_MIRRORED),
    "result": (RoundEntry(7, W, Result.FORFEIT_WIN), K.RESULT_NOT_MIRRORED),
    # ½-0 is a result the Laws know (art. 12.9.7): only the points column no longer adds up
    "half a point against none": (RoundEntry(7, W, Result.DRAW), K.POINTS_MISMATCH),
    "another opponent": (RoundEntry(8, W, Result.WIN), K.CLAIMED_TWICE),
    "round 2's opponent": (RoundEntry(5, W, Result.WIN), K.REPEATED_PAIRING),
}


@pytest.mark.parametrize("how", BROKEN)
def test_each_broken_record_of_a_file_is_found(how: str) -> None:
    t = read_trf(DATA / "seeds" / "nsf_example.trf")
    entry, kind = BROKEN[how]
    p = t.player(3)
    t.replace_player(replace(p, rounds=(entry, *p.rounds[1:])))
    if how.endswith("7 a bye"):
        # 7's record no longer names 3, and no points column: only 3's own record is off
        q = t.player(7)
        bye = RoundEntry(None, NONE, Result.FULL_BYE)
        t.replace_player(replace(q, rounds=(bye, *q.rounds[1:]), points_in_file=None))
        t.replace_player(replace(t.player(3), points_in_file=None))
    found = [f for f in validate(t) if f.kind in RECORD_KINDS]
    assert kind in [f.kind for f in found]
    assert found == validate_players(t, [q.start_no for q in t.players])


def test_a_points_column_that_counts_the_bonus_twice_is_found() -> None:
    """Player 3 scored 4 (the file's 4.0); with a bonus of 1/2 his column should say 4.5."""
    t = read_trf(DATA / "seeds" / "nsf_example.trf")
    t.replace_player(replace(t.player(3), bonus=Fraction(1, 2)))
    found = [f for f in validate(t) if f.kind in RECORD_KINDS]
    assert [(f.kind, f.start_no, f.arg("computed")) for f in found] == [
        (K.POINTS_MISMATCH, 3, Fraction(9, 2))
    ]
