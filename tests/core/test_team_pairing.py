"""Team pairing (issue 27 part 2): Berger tables on team numbers, matches written as boards,
the team round checker, and a generated team Swiss paired by gacrux's C.04.6 engine."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.core.pairing.checker import PairingIssue
from arbiter_app.core.pairing.generator import Settings
from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
from arbiter_app.core.pairing.teams import (
    TeamPairing,
    berger_team_pairing,
    check_team_round,
    check_team_rounds,
    match_boards,
    team_pairing_edit,
    team_pairing_of,
)
from arbiter_app.core.team_model import Lineup, Team, TeamSetup
from arbiter_app.io.team_engines import pair_teams

# C.05 Annex 1, the Berger table for 7 or 8 players, rounds 1 to 3 as printed.
BERGER_8 = {
    1: [(1, 8), (2, 7), (3, 6), (4, 5)],
    2: [(8, 5), (6, 4), (7, 3), (1, 2)],
    3: [(2, 8), (3, 1), (4, 7), (5, 6)],
}


def league(teams: int = 8, boards: int = 4, first: int = 11) -> Tournament:
    """`teams` teams numbered from `first`, each with `boards` players and one reserve."""
    t = Tournament(name="League", start_date="2026-09-01", rounds=teams - 1)
    setup_teams = []
    for k in range(teams):
        members = tuple(range(k * (boards + 1) + 1, (k + 1) * (boards + 1) + 1))
        for n in members:
            t.add_player(Player(start_no=n, name=f"P{n}", rating=2400 - n))
        setup_teams.append(Team(number=first + k, name=f"Club {k}", members=members))
    t.teams = TeamSetup(teams=tuple(setup_teams), boards=boards)
    return t


def test_team_round_robin_follows_the_berger_table_on_team_numbers() -> None:
    t = league()
    assert t.teams is not None
    for r, games in BERGER_8.items():
        got = berger_team_pairing(t.teams, r, double=False).matches
        assert got == tuple((a + 10, b + 10) for a, b in games)
    # The second cycle of a double round robin: the first with the teams named the other way.
    assert berger_team_pairing(t.teams, 8, double=True).matches[0] == (18, 11)


def test_a_match_is_written_board_by_board_with_the_board_colours() -> None:
    t = league()
    pairing = TeamPairing(1, ((11, 18),))
    boards = match_boards(t, pairing).boards
    # Team 11 is players 1-5 (5 the reserve), team 18 players 36-40; WBWB: the first-named
    # team has white on boards 1 and 3 (C.04.6 art. 4; FIDE's sample 352 WBWB).
    assert boards == ((1, 36), (37, 2), (3, 38), (39, 4))
    # A lineup handed in for the round replaces the board order (the reserve on board 4).
    assert t.teams is not None
    t.teams = t.teams.with_lineup(Lineup(1, 11, 18, (1, 2, 3, 5)))
    assert match_boards(t, pairing).boards[3] == (39, 5)


def test_pairing_edit_writes_the_round_and_undo_restores_it() -> None:
    t = league(teams=3)
    before = [p.rounds for p in t.players]
    edit = team_pairing_edit(t, TeamPairing(1, ((11, 12),), bye=13))
    edit.apply(t)
    assert t.player(1).entry(1).opponent == 6 and t.player(1).entry(1).colour is Colour.WHITE
    assert t.teams is not None and t.teams.byes == ((1, 13),)
    assert team_pairing_of(t, 1) == TeamPairing(1, ((11, 12),), 13)
    edit.revert(t)
    assert [p.rounds for p in t.players] == before and t.teams.byes == ()


def test_the_checker_finds_a_rematch_a_missing_team_and_a_second_bye() -> None:
    t = league(teams=3)
    team_pairing_edit(t, TeamPairing(1, ((11, 12),), bye=13)).apply(t)
    for white, _black in match_boards(t, TeamPairing(1, ((11, 12),))).boards:
        from arbiter_app.core.edits import SetResult

        SetResult(1, white, Result.DRAW).apply(t)
    expected = {11, 12, 13}
    again = check_team_round(t, TeamPairing(2, ((12, 11),), bye=13), expected)
    assert {(f.issue, f.start_no) for f in again} == {
        (PairingIssue.REMATCH, 12),
        (PairingIssue.BYE_AGAIN, 13),
    }
    missing = check_team_round(t, TeamPairing(2, ((13, 11),)), expected)
    assert [(f.issue, f.start_no) for f in missing] == [(PairingIssue.NOT_PAIRED, 12)]
    # Berger's double round robin allows the second meeting.
    t.system = System.DOUBLE_ROUND_ROBIN
    assert check_team_round(t, TeamPairing(2, ((12, 11),)), {11, 12}, meetings=2) == []


def test_a_generated_team_swiss_of_40_teams_passes_our_checker() -> None:
    """Acceptance 4: 40 teams × 4 boards, 7 rounds, each paired by gacrux's C.04.6 engine."""
    s = clamped_teams(Settings(players=0, rounds=7, seed=27, teams=40, boards=4))
    t = generate_teams(s, pair_teams)
    checked = check_team_rounds(t)
    assert sorted(checked) == list(range(1, 8))
    assert [f.describe() for fs in checked.values() for f in fs] == []
    for r in range(1, 8):  # 20 matches a round, every team once
        assert len(team_pairing_of(t, r).matches) == 20
    # An odd field: one pairing-allocated bye a round, never twice to a team (C.04.6 [C2]).
    s = replace(s, teams=9, players=36, rounds=5, seed=3)
    t = generate_teams(s, pair_teams)
    assert t.teams is not None
    byes = [team for _r, team in t.teams.byes]
    assert len(byes) == 5 and len(set(byes)) == 5
    assert all(fs == [] for fs in check_team_rounds(t).values())


def test_clamped_teams_keeps_rounds_below_the_team_count() -> None:
    s = clamped_teams(Settings(players=0, rounds=9, seed=1, teams=6, boards=0))
    assert (s.teams, s.boards, s.rounds, s.players) == (6, 1, 5, 6)
    assert len(s.notes) == 2


@pytest.mark.parametrize("rounds", [0])
def test_a_team_swiss_without_rounds_set_is_refused(rounds: int) -> None:
    from arbiter_app.core.pairing.engine import PairingError

    t = league(teams=4)
    t.rounds = rounds
    with pytest.raises(PairingError, match="number of rounds"):
        pair_teams(t, 1)


def test_the_windows_pairing_job_refuses_a_team_event() -> None:
    """The window pairs players only: a team event's players must never be paired one by one."""
    from arbiter_app.app.pairing import engine_job
    from arbiter_app.core.pairing.engine import PairingError

    with pytest.raises(PairingError, match="team event"):
        engine_job(league(teams=4), 1)
