"""A live recomputation after an edit (`core.live.LiveStandings`, `core.standings.Run`,
`Context.updated`) must give the
very standings, values and explanations a computation from scratch gives.

After an edit the engine computes the criteria with a `reach` for the replaced players and
their opponents only and keeps everybody else's value from the last run. These tests edit
events in every way an arbiter can (results, byes, new pairings, withdrawals, ratings) under
every rule set and compare each recomputation with the standings of a fresh copy of the event
(new Player objects, so nothing at all is reused).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import msgspec.structs
import pytest
from gen_tournaments import tournaments
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_app.core.edits import (
    AddPlayer,
    ChangeSettings,
    EditError,
    EditPlayer,
    RemovePlayer,
    SetBye,
    SetGame,
    SetResult,
    Withdraw,
)
from arbiter_app.core.explain import explain_with
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Colour, Player, Result, Tournament
from arbiter_app.core.standings import Standings, compute, compute_with_details, reuse
from arbiter_app.core.tiebreaks.context import Context
from benchmarks.tournaments import swiss

LISTS = [
    ["BH/C1", "BH", "SB", "DE", "WIN", "BPG", "ARO"],
    ["FB/M1", "SB/C1", "BH/C2/P", "WON", "BWG", "REP", "STD", "TPN"],
    ["ARO/C1", "BH/M1", "SB/P", "DE", "WIN"],
    ["BH/C1", "DEA", "WIN", "BPG", "LOT"],  # the ssf-swiss preset's list
    ["BHL", "BHM", "RSUM", "BHL/V1"],  # DrawBoss (layered values are tuples)
    ["AOB", "KS", "BH", "LOT"],  # criteria without a reach: computed for everybody
]
RULES = ["fide-2026", "fide-2024", "fide-2009", "ssf", "drawboss"]
GAME = [Result.WIN, Result.DRAW, Result.LOSS, Result.FORFEIT_WIN, Result.DOUBLE_FORFEIT]
BYES = [Result.HALF_BYE, Result.ZERO_BYE, Result.PAIRING_BYE, Result.NOT_PAIRED]


@contextmanager
def counting_updates() -> Iterator[list[int]]:
    """Counts the recomputations that took the live path (`Context.updated`)."""
    calls = [0]
    original = Context.updated

    def counted(self: Context, t: Tournament, changed: list[int]) -> Context:
        calls[0] += 1
        return original(self, t, changed)

    Context.updated = counted  # type: ignore[method-assign]
    try:
        yield calls
    finally:
        Context.updated = original  # type: ignore[method-assign]


def from_scratch(t: Tournament, **options: object) -> Standings:
    """The standings of a fresh copy of `t` (`compute` keeps nothing from one call to the
    next; the live run is the `LiveStandings` object's)."""
    fresh = msgspec.structs.replace(t, players=[msgspec.structs.replace(p) for p in t.players])
    return compute(fresh, **options)  # type: ignore[arg-type]


def random_edit(t: Tournament, rng: random.Random, kinds: int = 9) -> None:
    """One edit an arbiter could make (an edit the model refuses is skipped): results, byes,
    pairings, ratings and withdrawals (the live path), settings and the player list (a
    computation from scratch)."""
    rounds = t.rounds_paired
    if not rounds:
        return
    p = rng.choice(t.players)
    r = rng.randint(1, rounds)
    kind = rng.randrange(kinds)  # the first 6 kinds keep settings and player list
    try:
        if kind <= 1 and p.entry(r).opponent is not None:
            SetResult(r, p.start_no, rng.choice(GAME)).apply(t)
        elif kind == 2:
            SetBye(r, p.start_no, rng.choice(BYES)).apply(t)
        elif kind == 3:
            other = rng.choice(t.players)
            if other.start_no != p.start_no:
                colour = rng.choice([Colour.WHITE, Colour.BLACK])
                SetGame(r, p.start_no, other.start_no, colour, rng.choice(GAME)).apply(t)
        elif kind == 4:
            EditPlayer(msgspec.structs.replace(p, rating=rng.choice([0, 1500, 2100]))).apply(t)
        elif kind == 5:
            Withdraw(p.start_no, rng.randint(0, rounds)).apply(t)
        elif kind == 6:  # settings the values depend on (a computation from scratch follows)
            setting = rng.choice(["rounds", "lots_seed", "unrated_rating"])
            ChangeSettings(**{setting: rng.choice([rounds, rounds + 1, 1500])}).apply(t)
        elif kind == 7:
            late = max(q.start_no for q in t.players) + 1
            AddPlayer(Player(start_no=late, name="Late entry", rating=1800)).apply(t)
        elif len(t.players) > 4:
            RemovePlayer(p.start_no).apply(t)
    except EditError:
        pass


@pytest.fixture(autouse=True)
def reuse_whenever_possible(monkeypatch: pytest.MonkeyPatch) -> None:
    """Small events take the live path too (normally only edits replacing few players do)."""
    monkeypatch.setattr(reuse, "_REUSE_SHARE", 1)


@settings(max_examples=150, deadline=None)
@given(
    tournaments(min_players=4, max_players=16, max_rounds=6),
    st.sampled_from(LISTS),
    st.sampled_from(RULES),
    st.booleans(),
    st.randoms(use_true_random=False),
)
def test_every_recomputation_after_edits_equals_one_from_scratch(
    t: Tournament, tiebreaks: list[str], rules: str, info: bool, rng: random.Random
) -> None:
    options: dict[str, object] = {"tiebreaks": tiebreaks, "rules": rules, "unrated": 1400}
    options["info"] = ["ARO", "BH/C1", "WIN"] if info else []
    standings = LiveStandings()
    standings.compute(t, **options)  # type: ignore[arg-type]
    for _ in range(8):
        random_edit(t, rng)
        live, _ = standings.compute(t, **options)  # type: ignore[arg-type]
        assert live == from_scratch(t, **options)


def test_a_big_swiss_takes_the_live_path_and_stays_exact() -> None:
    """40 edits of a 120-player Swiss (every kind of edit), each recomputation compared with one
    from scratch, with the default share of replaced players; explanations of the edited
    players and of others agree too."""
    t = swiss(120, 7, seed=5)  # generated: half-point byes, forfeits, withdrawals
    rng = random.Random(11)
    options: dict[str, object] = {"tiebreaks": LISTS[0], "rules": "fide-2026"}
    standings = LiveStandings()
    standings.compute(t, **options)  # type: ignore[arg-type]
    with counting_updates() as calls:
        for _ in range(40):
            random_edit(t, rng, kinds=6)
            live, details = standings.compute(t, details=True, **options)  # type: ignore[arg-type]
            assert live == from_scratch(t, **options)
            fresh = msgspec.structs.replace(
                t, players=[msgspec.structs.replace(p) for p in t.players]
            )
            _, fresh_details = compute_with_details(fresh, **options)  # type: ignore[arg-type]
            for sn in rng.sample([p.start_no for p in t.players], 3):
                for code in ("BH/C1", "SB", "ARO", "WIN"):
                    assert explain_with(details, sn, code) == explain_with(fresh_details, sn, code)
    assert calls[0] >= 30  # most edits replace one or two players: the live path was taken
