"""A live recomputation of team standings (`core.teams.reuse.TeamRun`) and of the team
findings (`core.teams.lineups.TeamChecks`) gives what a computation from scratch gives, after
any sequence of edits and undos: results, byes, new pairings, match scoring and settings, on
real team files (FIDE TEC's team sample, a Swiss-Manager championship) and under lists that
use every kind of team criterion."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arbiter_app.core.edits import ChangeSettings, Edit, EditError, SetBye, SetGame, SetResult
from arbiter_app.core.model import Colour, Result, System, Tournament
from arbiter_app.core.team_model import MatchScoring
from arbiter_app.core.teams.edits import SetMatchScoring
from arbiter_app.core.teams.lineups import TeamChecks, team_findings
from arbiter_app.core.teams.reuse import TeamRun
from arbiter_app.core.teams.standings import compute
from arbiter_app.io.trf import read_trf

DATA = Path(__file__).parents[2] / "data"
FILES = [
    DATA / "real" / "fide-tec" / "grandmommyscup.trf",
    DATA / "real" / "swiss-manager" / "crete_2025_teams.trf",
]
LISTS = [
    None,  # the file's own list
    ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"],
    ["MPvGP", "EDEBT", "EMGSB/C1", "EGGSB", "BH:MP/C1", "BH:GP", "BC", "TBR", "SSSC", "BBE"],
    ["GP", "EDEC", "EMMSB/M1", "EGMSB", "SB", "ESB", "EDEBB"],
]
RESULTS = [Result.WIN, Result.DRAW, Result.LOSS, Result.FORFEIT_WIN, Result.FORFEIT_LOSS]
BYES = [Result.HALF_BYE, Result.ZERO_BYE, Result.FULL_BYE, Result.NOT_PAIRED]


def _edit(t: Tournament, rng: random.Random) -> Edit:
    rounds = max(1, t.rounds_paired)
    r = rng.randint(1, rounds)
    p = rng.choice(t.players)
    roll = rng.random()
    if roll < 0.6 and p.entry(r).result.has_opponent:
        return SetResult(r, p.start_no, rng.choice(RESULTS))
    if roll < 0.75:
        return SetBye(r, p.start_no, rng.choice(BYES))
    if roll < 0.9:
        other = rng.choice(t.players)
        return SetGame(r, p.start_no, other.start_no, Colour.WHITE, rng.choice(RESULTS))
    if roll < 0.95:
        return SetMatchScoring(MatchScoring.preset(rng.choice(["2-1-0", "3-1-0"])))
    return ChangeSettings(system=rng.choice([System.SWISS, System.ROUND_ROBIN]))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_random_edits_and_undos_rank_as_from_scratch(path: Path) -> None:
    t = read_trf(path)
    rng = random.Random(path.stem)
    runs = [TeamRun() for _ in LISTS[1:3]]  # one run per list, as the window keeps
    shared = TeamRun()  # one run that changes list between computations, as a preview does
    checks = TeamChecks()  # the team findings of a live check
    done: list[Edit] = []
    for step in range(20):
        if done and rng.random() < 0.25:
            done.pop().revert(t)
        else:
            edit = _edit(t, rng)
            try:
                edit.apply(t)
            except EditError:
                continue
            done.append(edit)
        for codes, run in zip(LISTS[1:3], runs, strict=True):
            expected = compute(t, codes)
            assert compute(t, codes, cache=run) == expected, (step, codes)
        codes = LISTS[step % len(LISTS)]
        assert compute(t, codes, cache=shared) == compute(t, codes), (step, codes)
        assert team_findings(t, checks) == team_findings(t), step
    assert len(done) > 6  # the edits were applied, not all refused
