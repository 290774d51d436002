"""Team tie-breaks (C.07 Arts. 11-13) on the hand-built events of `events.py`: every number is
worked out by hand in the comments (the games are listed there)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_app.core.teams.matches import team_rounds
from arbiter_app.core.teams.standings import compute
from arbiter_app.core.teams.tiebreaks import (
    TeamContext,
    TeamDescriptor,
    TeamDescriptorError,
    board_sequence,
    values,
)
from arbiter_app.core.vocabulary.results import Result
from tests.core.teams.events import round_robin, swiss_forfeit

F = Fraction
A, B, C, D = 1, 2, 3, 4


def _values(t, code, rules=None):
    return values(TeamContext.of(t, rules), TeamDescriptor.parse(code))


def test_match_and_game_points_follow_the_boards() -> None:
    rounds = team_rounds(round_robin())
    # R1 A-B 1.5-0.5: a won match (2 MP) and a lost one (0 MP).
    assert (rounds[A][0].result, rounds[A][0].mp, rounds[A][0].gp) == (Result.WIN, 2, F(3, 2))
    assert (rounds[B][0].result, rounds[B][0].mp, rounds[B][0].gp) == (Result.LOSS, 0, F(1, 2))
    assert rounds[C][0].result is Result.DRAW and rounds[C][0].opponent == D
    t = round_robin()
    assert _values(t, "MP") == {A: 3, B: 2, C: 4, D: 3}
    assert _values(t, "GP") == {A: F(5, 2), B: 3, C: F(7, 2), D: 3}
    assert _values(t, "MPvGP") == _values(t, "GP")  # 13.1: the score that is not primary


def test_a_forfeited_match_gives_every_board_to_the_present_team() -> None:
    rounds = team_rounds(swiss_forfeit())
    assert (rounds[B][2].result, rounds[B][2].mp, rounds[B][2].gp) == (Result.FORFEIT_WIN, 2, 2)
    assert (rounds[C][2].result, rounds[C][2].mp, rounds[C][2].gp) == (Result.FORFEIT_LOSS, 0, 0)


def test_buchholz_and_the_extended_sonneborn_berger_family() -> None:
    t = round_robin()
    # BH:MP: A meets B (2), C (4), D (3) = 9; B: A 3 + D 3 + C 4 = 10; C: D 3 + A 3 + B 2 = 8.
    assert _values(t, "BH:MP") == {A: 9, B: 10, C: 8, D: 9}
    # BH:GP of A: B 3 + C 3.5 + D 3 = 9.5.
    assert _values(t, "BH:GP")[A] == F(19, 2)
    # EMGSB (opponent's MP x own GP against it): A = 2x1.5 + 4x1 + 3x0 = 7;
    # D = 4x1 (C) + 2x0 (B) + 3x2 (A) = 10; B = 3x0.5 + 3x2 + 4x0.5 = 9.5;
    # C = 3x1 + 3x1 + 2x1.5 = 9.
    assert _values(t, "EMGSB") == {A: 7, B: F(19, 2), C: 9, D: 10}
    # EMMSB (MP x MP): A = 2x2 + 4x1 + 3x0 = 8; D = 4x1 + 2x0 + 3x2 = 10.
    emmsb = _values(t, "EMMSB")
    assert (emmsb[A], emmsb[D]) == (8, 10)
    # EGGSB (GP x GP): A = 3x1.5 + 3.5x1 + 3x0 = 8; D = 3.5x1 + 3x0 + 2.5x2 = 8.5.
    eggsb = _values(t, "EGGSB")
    assert (eggsb[A], eggsb[D]) == (8, F(17, 2))
    # EGMSB (opponent's GP x own MP): A = 3x2 + 3.5x1 + 3x0 = 9.5; D = 3.5x1 + 3x0 + 2.5x2 = 8.5.
    egmsb = _values(t, "EGMSB")
    assert (egmsb[A], egmsb[D]) == (F(19, 2), F(17, 2))
    # ESB on an MP-primary event is EMGSB (13.2); SB:MP is EMMSB.
    assert _values(t, "ESB") == _values(t, "EMGSB")
    assert _values(t, "SB:MP") == emmsb


def test_score_and_schedule_strength_combination() -> None:
    t = round_robin()
    # 13.4: GP + BH:MP / factor; factor = most MP (2 x 3 rounds = 6) / most GP a match (2
    # boards) = 3. A: 2.5 + 9/3 = 5.5; B: 3 + 10/3 = 19/3; C: 3.5 + 8/3 = 37/6; D: 3 + 9/3 = 6.
    assert _values(t, "SSSC") == {A: F(11, 2), B: F(19, 3), C: F(37, 6), D: 6}
    assert _values(t, "SSSC/K2")[A] == F(5, 2) + F(9, 2)  # /Kx: the factor as set


def test_board_count_top_board_and_bottom_board_elimination() -> None:
    t = round_robin()
    ctx = TeamContext.of(t)
    # A: board 1 1 + 1/2 + 0 = 1.5, board 2 1/2 + 1/2 + 0 = 1 -> BC 1x1.5 + 2x1 = 3.5.
    # D: board 1 1 + 0 + 1 = 2, board 2 0 + 0 + 1 = 1 -> BC 2 + 2 = 4 (12.1: lower is better).
    assert _values(t, "BC")[A] == F(7, 2) and _values(t, "BC")[D] == 4
    assert board_sequence(ctx, A, "TBR") == (F(3, 2), 1)
    assert board_sequence(ctx, D, "TBR") == (2, 1)
    assert board_sequence(ctx, A, "BBE") == (F(3, 2),)  # 2.5 without the bottom board's 1
    assert board_sequence(ctx, D, "BBE") == (2,)


@pytest.mark.parametrize(
    ("codes", "order"),
    [
        # A and D tie on 3 MP behind C (4); B last (2).
        (["MPvGP"], [C, D, A, B]),  # D 3 GP, A 2.5
        (["EDE"], [C, D, A, B]),  # D beat A 2-0 in round 3 (6.2: they met)
        (["BC"], [C, A, D, B]),  # A 3.5, D 4: lower is better
        (["TBR"], [C, D, A, B]),  # board 1: D 2, A 1.5
        (["BBE"], [C, D, A, B]),
        (["EGMSB"], [C, A, D, B]),  # A 9.5, D 8.5
        (["BH:MP", "EGGSB"], [C, D, A, B]),  # BH 9 = 9, then 8.5 > 8
    ],
)
def test_ranking_applies_the_list_in_order(codes: list[str], order: list[int]) -> None:
    st = compute(round_robin(), codes)
    assert [row.team.number for row in st.rows] == order
    assert [row.rank for row in st.rows] == [1, 2, 3, 4]


def test_teams_equal_on_everything_share_a_place() -> None:
    st = compute(round_robin(), ["BH:MP"])  # A and D: 3 MP, BH 9 each
    ranks = {row.team.number: row.rank for row in st.rows}
    assert ranks[A] == ranks[D] == 2 and ranks[B] == 4


def test_art_16_in_a_team_swiss() -> None:
    t = swiss_forfeit()  # the 2024 rules: it starts 2025-06-01
    # C lost round 3 by forfeit (a VUR, 16.1.2): its own round counts a dummy on its own 2 MP
    # (16.4): BH:MP = D 3 + A 3 + 2 = 8; /P plays it against B's 4: 10; Cut-1 drops the VUR
    # contribution first (16.5.1): 3 + 3 = 6.
    assert _values(t, "BH:MP")[C] == 8
    assert _values(t, "BH:MP/P")[C] == 10
    assert _values(t, "BH:MP/C1")[C] == 6
    # B won it by forfeit: dummy on its own 4 MP, BH = 3 + 3 + 4 = 10; the 2026 text caps the
    # dummy at the scheduled opponent's adjusted score (16.4.1): C's 2 -> 8.
    assert _values(t, "BH:MP")[B] == 10
    assert _values(t, "BH:MP", "fide-2026")[B] == 8
    # EMGSB of B: A 3 x 0.5 + D 3 x 2 + dummy 4 x 2 (the forfeit's 2 GP) = 15.5; with /P the
    # forfeit counts against C's adjusted 2 MP: 1.5 + 6 + 4 = 11.5.
    assert _values(t, "EMGSB")[B] == F(31, 2)
    assert _values(t, "EMGSB/P")[B] == F(23, 2)


def test_direct_encounter_ignores_forfeits_unless_p() -> None:
    t = swiss_forfeit()
    # B (4 MP) and... nobody else has 4: compare B and C on EDE alone within a group.
    from arbiter_app.core.teams.tiebreaks import refine

    ctx = TeamContext.of(t)
    assert refine(ctx, TeamDescriptor.parse("EDE"), [B, C]) == [[B, C]]  # 6.1.1: not met
    assert refine(ctx, TeamDescriptor.parse("EDE/P"), [B, C]) == [[B], [C]]


@pytest.mark.parametrize("text", ["XYZ", "BH/Q", "EDE:XP", ""])
def test_unknown_descriptors_are_refused_with_their_text(text: str) -> None:
    with pytest.raises(TeamDescriptorError):
        TeamDescriptor.parse(text)
