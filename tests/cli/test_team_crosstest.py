"""`crosstest --teams` (issue 27): the CI sample of the team cross-test against Gacrux's team
engine, its pairing checker and its team tie-breaks (the long run is the command itself; its
counts are in docs/pairing.md), and the two scoring facts the cross-test found, each worked out
by hand."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest
from msgspec.structs import replace

from arbiter_app.cli import main
from arbiter_app.core.model import Colour, Result, RoundEntry
from arbiter_app.core.teams.matches import team_rounds
from arbiter_app.io.trf import format_trf, parse_trf
from tests.core.teams.events import round_robin

SUMMARY = re.compile(
    r"^crosstest: (\d+) tournaments, (\d+) rounds, (\d+) discrepancies "
    r"\(pairing (\d+), checker (\d+), tie-break (\d+)\); (\d+) known differences of Gacrux's$",
    re.MULTILINE,
)


def test_ci_sample_of_the_team_crosstest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["crosstest", "--teams", "4-8", "--boards", "2-3", "--rounds", "3-5"]
    code = main([*argv, "--tournaments", "2", "--keep", str(tmp_path)])
    found = SUMMARY.search(capsys.readouterr().out)
    assert found is not None
    tournaments, rounds, discrepancies = (int(x) for x in found.groups()[:3])
    kept = {
        (row["direction"], row["index"]): row
        for f in tmp_path.glob("results-team-*.jsonl")
        for row in map(json.loads, f.read_text().splitlines())
    }
    assert tournaments == 4 == len(kept) and rounds == sum(r["rounds"] for r in kept.values())
    assert (code, discrepancies) == (0, 0), [r["discrepancies"] for r in kept.values()]
    # The second event of direction gacrux had its last round changed as the corpus's invalid
    # fixtures are; both checkers rejected it (else a checker discrepancy would be counted).
    changed = kept[("team-gacrux", 1)]
    assert "changed (team_" in changed["note"] and changed["discrepancies"] == []
    # --teams has no bbpPairings direction.
    assert main([*argv, "--tournaments", "1", "--direction", "bbp"]) != 0


def test_a_match_level_on_boards_forfeited_both_ways_is_a_drawn_match() -> None:
    """Round 1 of the hand round robin, C-D (5-7 0-1, 6-8 1-0) made two forfeits: 7 does not
    come to board 1 (5 wins by forfeit), 6 does not come to board 2 (8 wins by forfeit). No game
    was played, and the match is 1-1 in game points: a drawn match, 1 match point each (2-1-0),
    as in a played 1-1 (and as Gacrux scores it); before, both lost (0 MP). C's match points:
    1 (R1) + 1 (R2, 1-1) + 2 (R3, 1.5-0.5) = 4, D's 1 + 0 + 2 = 3, as with the games played."""
    t = round_robin()
    for start_no, opponent, colour, result in (
        (5, 7, Colour.WHITE, Result.FORFEIT_WIN),
        (7, 5, Colour.BLACK, Result.FORFEIT_LOSS),
        (6, 8, Colour.WHITE, Result.FORFEIT_LOSS),
        (8, 6, Colour.BLACK, Result.FORFEIT_WIN),
    ):
        t.replace_player(t.player(start_no).with_entry(1, RoundEntry(opponent, colour, result)))
    back = parse_trf(format_trf(t), source="forfeits.trf")  # as a user feeds it: a file
    rounds = team_rounds(back)
    c1, d1 = rounds[3][0], rounds[4][0]
    assert (c1.result, c1.mp, c1.gp) == (Result.DRAW, Fraction(1), Fraction(1))
    assert (d1.result, d1.mp, d1.gp) == (Result.DRAW, Fraction(1), Fraction(1))
    assert sum(x.mp for x in rounds[3]) == 4 and sum(x.mp for x in rounds[4]) == 3


def test_a_team_bye_is_written_with_its_points() -> None:
    """The team bye of a 3-board event is a draw's (C.04.6 art. 1.4): 1 match point and a draw
    on each board, 3 x 1/2 = 1.5 game points. Written out in record 320 (columns 5-8 MP,
    10-13 GP), not left blank: Gacrux reads blank columns as no points."""
    from arbiter_app.core.pairing.generator import Settings
    from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
    from arbiter_app.io.team_engines import pair_teams

    s = clamped_teams(Settings(players=0, rounds=2, seed=3, teams=5, boards=3))
    t = generate_teams(s, pair_teams)
    assert t.teams is not None and len(t.teams.byes) == 2 and t.teams.scoring.bye_gp is None
    line = next(x for x in format_trf(t).splitlines() if x.startswith("320"))
    assert line[4:8] == "   1" and line[9:13] == " 1.5"
    back = parse_trf(format_trf(t), source="bye.trf")
    assert back.teams is not None
    bye = next(x for x in team_rounds(back)[back.teams.byes[0][1]] if x.opponent == 0)
    assert (bye.result, bye.mp, bye.gp) == (Result.PAIRING_BYE, 1, Fraction(3, 2))
    # The lines say it all: no arbiter-app comment carries the teams again.
    assert '"teams"' not in format_trf(back)
    assert replace(back.teams.scoring, bye_mp=None, bye_gp=None) == t.teams.scoring
