"""Team events are edited like individual ones: every edit undoes exactly (core/teams/edits.py),
a board's result is an individual edit and the match follows; the lineup findings and board
prizes (core/teams/lineups.py, prizes.py) on the hand-built events of `events.py`."""

from __future__ import annotations

import copy
from fractions import Fraction

import pytest
from msgspec.structs import replace

from arbiter_app.core.edits import EditError, SetResult
from arbiter_app.core.model import Result
from arbiter_app.core.team_model import Lineup, MatchScoring, Team
from arbiter_app.core.teams.edits import (
    EditTeam,
    RemoveTeam,
    SetLineup,
    SetMatchScoring,
    SetTeamTiebreaks,
)
from arbiter_app.core.teams.lineups import team_findings
from arbiter_app.core.teams.prizes import board_prizes
from arbiter_app.core.teams.standings import compute
from arbiter_app.core.vocabulary.findings import FindingKind
from tests.core.teams.events import round_robin

A, B, C, D = 1, 2, 3, 4


def _order(t) -> list[int]:
    return [row.team.number for row in compute(t, ["EDE"]).rows]


def test_a_board_result_changes_the_match_and_undo_restores_it() -> None:
    t = round_robin()
    before = copy.deepcopy(t)
    assert _order(t) == [C, D, A, B]
    # R3 board 1, player 1 (A) beats 7 (D) instead of losing: A-D 1-1, A 4 MP, D 2 MP.
    edit = SetResult(3, 1, Result.WIN)
    edit.apply(t)
    st = compute(t, ["EDE"])
    points = {row.team.number: row.mp for row in st.rows}
    assert points == {A: 4, B: 2, C: 4, D: 2}
    edit.revert(t)
    assert t == before


@pytest.mark.parametrize(
    "edit",
    [
        EditTeam(Team(1, "Alpha renamed", members=(2, 1))),
        EditTeam(Team(5, "Echo", members=())),
        RemoveTeam(4),
        SetLineup(Lineup(1, 1, 2, (2, 1))),
        SetMatchScoring(MatchScoring(Fraction(3), Fraction(1), Fraction(0))),
        SetTeamTiebreaks(("EDE", "BH:GP")),
    ],
    ids=lambda e: e.label,
)
def test_every_team_edit_undoes_exactly(edit) -> None:
    t = round_robin()
    before = copy.deepcopy(t)
    edit.apply(t)
    assert t != before
    edit.revert(t)
    assert t == before
    edit.apply(t)  # redo re-reads the state
    assert t != before


def test_match_scoring_3_1_0() -> None:
    t = round_robin()
    SetMatchScoring(MatchScoring(Fraction(3), Fraction(1), Fraction(0))).apply(t)
    # C: draw, draw, win = 1 + 1 + 3 = 5; A: win, draw, loss = 4; D: draw, loss, win = 4.
    mp = {row.team.number: row.mp for row in compute(t).rows}
    assert mp == {A: 4, B: 3, C: 5, D: 4}


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (EditTeam(Team(1, "Alpha", members=(1, 99))), "no player 99"),
        (SetLineup(Lineup(1, 1, 2, (3, 1))), "player 3 is not in team"),
        (SetLineup(Lineup(1, 9, 2, (1,))), "no team 9"),
        (RemoveTeam(9), "no team 9"),
        (SetTeamTiebreaks(("NOPE",)), "unknown team tie-break"),
    ],
)
def test_impossible_edits_are_refused_and_change_nothing(edit, message: str) -> None:
    t = round_robin()
    before = copy.deepcopy(t)
    with pytest.raises(EditError, match=message):
        edit.apply(t)
    assert t == before


def test_a_reserve_above_a_regular_and_a_player_in_two_teams() -> None:
    t = round_robin()
    assert t.teams is not None
    # Alpha gets a reserve, player 9 is not needed: reuse player 3 (Bravo's) as Alpha's third.
    t.teams = t.teams.with_team(Team(1, "Alpha", members=(1, 2, 3)))
    kinds = [f.kind for f in team_findings(t)]
    assert kinds.count(FindingKind.TWO_TEAMS) == 1
    # A lineup with the reserve (number 3 of Alpha's order, boards = 2) on board 1 above 2.
    t.teams = t.teams.with_team(Team(2, "Bravo", members=(4,)))
    t.teams = t.teams.with_lineup(Lineup(1, 1, 2, (3, 2)))
    order = [f for f in team_findings(t) if f.kind is FindingKind.LINEUP_ORDER]
    assert [(f.start_no, f.round_no, f.arg("board"), f.arg("other")) for f in order] == [
        (3, 1, 1, 2)
    ]
    assert "plays board 1 above 2" in order[0].text()


def test_team_points_claimed_by_the_file_are_checked() -> None:
    t = round_robin()
    assert t.teams is not None
    alpha = replace(t.teams.team(1), mp_in_file=Fraction(3), gp_in_file=Fraction(5, 2))
    t.teams = t.teams.with_team(alpha)
    assert team_findings(t) == []  # A: 3 MP, 2.5 GP (events.py)
    t.teams = t.teams.with_team(replace(alpha, gp_in_file=Fraction(3)))
    (finding,) = team_findings(t)
    assert finding.kind is FindingKind.TEAM_POINTS_MISMATCH
    assert finding.text() == (
        "team Alpha: the file says 3.0 match and 3.0 game points, the results give 3.0 and 2.5"
    )


def test_board_prizes_by_percentage_with_a_minimum_of_games() -> None:
    prizes = board_prizes(round_robin(), min_games=3)
    # Board 1: players 1 (A) 1 + 1/2 + 0 = 1.5 of 3 = 50%, 3 (B) 0 + 1 + 1/2 = 50%,
    # 5 (C) 0 + 1/2 + 1/2 = 33 1/3 %, 7 (D) 1 + 0 + 1 = 66 2/3 %.
    board1 = [(r.place, r.start_no, r.percentage) for r in prizes[1]]
    assert board1 == [
        (1, 7, Fraction(200, 3)),
        (2, 1, Fraction(50)),
        (2, 3, Fraction(50)),
        (4, 5, Fraction(100, 3)),
    ]
    # Board 2: 6 (C) 1 + 1/2 + 1 = 83 1/3 %, 4 (B) 1/2 + 1 + 0 = 50 %, 2 (A) 1/2 + 1/2 + 0 and
    # 8 (D) 0 + 0 + 1 = 33 1/3 % each.
    assert [(r.place, r.start_no) for r in prizes[2]] == [(1, 6), (2, 4), (3, 2), (3, 8)]
    assert board_prizes(round_robin(), min_games=4) == {}
