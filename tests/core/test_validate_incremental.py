"""Validation of only what an edit touched gives what validating everything gives.

Random tournaments (consistent, from `gen_tournaments`), then an arbitrary edit that replaces
some players' records with anything at all (unknown opponents, one-sided games, rematches, byes
of every kind, wrong points columns): `revalidate` from the findings before must equal
`validate` after, and `validate_players` must be `validate`'s record findings of those players.
"""

from __future__ import annotations

from fractions import Fraction

from gen_tournaments import tournaments
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from arbiter_app.core.model import Colour, Result, RoundEntry, Tournament
from arbiter_app.core.system import resolve_system
from arbiter_app.core.validate import RECORD_KINDS, revalidate, validate, validate_players


def _entries(starts: list[int]) -> st.SearchStrategy[RoundEntry]:
    return st.builds(
        RoundEntry,
        st.one_of(st.none(), st.sampled_from([*starts, 99999])),
        st.sampled_from(list(Colour)),
        st.sampled_from(list(Result)),
    )


def _edit(data: st.DataObject, t: Tournament, touched: set[int] | None = None) -> set[int]:
    """Replace records of 1-3 players; the rounds changed are added to `touched`."""
    starts = [p.start_no for p in t.players]
    changed = data.draw(st.sets(st.sampled_from(starts), min_size=1, max_size=3))
    touched = set() if touched is None else touched
    for s in changed:
        p = t.player(s)
        rounds = list(p.rounds)
        for _ in range(data.draw(st.integers(1, 3))):
            r = data.draw(st.integers(1, len(rounds) + 1))
            entry = data.draw(_entries(starts))
            # Often a plausible edit: mirror a real opponent's record (a rematch, a re-pairing).
            rounds = [*rounds, entry][: max(len(rounds), r)]
            rounds[r - 1] = entry
            touched.add(r)
        points = data.draw(st.one_of(st.none(), st.sampled_from([Fraction(0), Fraction(3, 2)])))
        t.replace_player(replace(p, rounds=tuple(rounds), points_in_file=points))
    return changed


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(max_players=6, max_rounds=4), st.data())
def test_revalidate_after_an_edit_equals_validating_everything(
    t: Tournament, data: st.DataObject
) -> None:
    if data.draw(st.booleans()):
        _edit(data, t)  # start from records with mistakes too
    before = validate(t)
    system_before = resolve_system(t)[0]
    touched: set[int] = set()
    changed = _edit(data, t, touched)
    after = validate(t)
    system = resolve_system(t)[0]
    # The same list in the same order: the findings pane does not reorder after an edit.
    assert revalidate(t, before, changed, system, system_before) == after
    # Knowing the rounds the edit changed (as an edit's `Changes` says) gives the same.
    again = revalidate(t, before, changed, system, system_before, rounds=touched)
    assert again == after


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(max_players=8, max_rounds=4), st.data())
def test_validate_players_is_validates_record_findings_of_those_players(
    t: Tournament, data: st.DataObject
) -> None:
    _edit(data, t)  # (any records: inconsistent ones too)
    starts = [p.start_no for p in t.players]
    some = data.draw(st.sets(st.sampled_from(starts)))
    want = [f for f in validate(t) if f.kind in RECORD_KINDS and f.start_no in some]
    assert validate_players(t, some) == want


def test_an_edit_that_completes_a_round_robin_checks_everything_again() -> None:
    # Three players; 1-2 and 2-3 played, a half-point bye of 1 in round 2 is fine in a Swiss.
    # The edit pairs 1-3 in round 3, completing a round robin: now the bye is not allowed.
    w, b, n = Colour.WHITE, Colour.BLACK, Colour.NONE
    from arbiter_app.core.model import Player

    t = Tournament(rules="fide-2026")
    t.add_player(
        Player(1, "A", rounds=(RoundEntry(2, w, Result.WIN), RoundEntry(None, n, Result.HALF_BYE)))
    )
    t.add_player(
        Player(2, "B", rounds=(RoundEntry(1, b, Result.LOSS), RoundEntry(3, w, Result.WIN)))
    )
    t.add_player(
        Player(
            3, "C", rounds=(RoundEntry(None, n, Result.PAIRING_BYE), RoundEntry(2, b, Result.LOSS))
        )
    )
    before = validate(t)
    assert before == []
    system_before = resolve_system(t)[0]
    t.replace_player(t.player(1).with_entry(3, RoundEntry(3, w, Result.DRAW)))
    t.replace_player(t.player(3).with_entry(3, RoundEntry(1, b, Result.DRAW)))
    system = resolve_system(t)[0]
    assert system.is_round_robin and not system_before.is_round_robin
    again = revalidate(t, before, {1, 3}, system, system_before)
    # (B has no record in round 3: "withdrawn?", a question for the arbiter.)
    assert [(f.kind.value, f.start_no, f.round_no) for f in again] == [
        ("bye-not-allowed", 1, 2),
        ("no-game-after", 2, 3),
    ]
    assert again == validate(t)


def test_a_claim_withdrawn_by_the_edit_clears_the_claimed_twice_finding() -> None:
    # Round 1: 1-2 played; 3 also names 1 (claimed twice). The edit gives 3 a bye instead.
    from arbiter_app.core.model import Player

    w, b, n = Colour.WHITE, Colour.BLACK, Colour.NONE
    t = Tournament()
    t.add_player(Player(1, "A", rounds=(RoundEntry(2, w, Result.WIN),)))
    t.add_player(Player(2, "B", rounds=(RoundEntry(1, b, Result.LOSS),)))
    t.add_player(Player(3, "C", rounds=(RoundEntry(1, w, Result.WIN),)))
    before = validate(t)
    assert [f.kind.value for f in before] == ["opponent-disagrees", "claimed-twice"]
    system = resolve_system(t)[0]
    t.replace_player(t.player(3).with_entry(1, RoundEntry(None, n, Result.PAIRING_BYE)))
    assert revalidate(t, before, {3}, system, system) == validate(t) == []
    assert revalidate(t, before, {3}, system, system, rounds={1}) == []


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(max_players=8, max_rounds=4))
def test_validate_with_the_standings_given_is_validate(t: Tournament) -> None:
    """The rank check takes the points from standings the caller already has (the window's):
    the same findings as counting them again."""
    from arbiter_app.core.standings import compute

    try:
        standings = compute(t)
    except ValueError:  # a list the engine refuses for this event (reported elsewhere)
        return
    assert validate(t, standings) == validate(t)
