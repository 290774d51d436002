"""The engine's fast paths give exactly what the general code gives (issue 8, speed).

Sources: the reference for the cut shortcuts is `cuts.apply_cuts` (C.07 Art. 14 with the 16.5
VUR exception, tested on the TEC/spec examples in test_cuts.py); the reference for the reused
per-player rows is a computation from players the engine has never seen (fresh objects).
"""

from __future__ import annotations

from fractions import Fraction

import msgspec.structs
from gen_tournaments import tournaments
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_app.core.edits import AddPlayer, SetBye
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Player, Result, Tournament
from arbiter_app.core.rules import CutRule
from arbiter_app.core.standings import compute, compute_with_details
from arbiter_app.core.tiebreaks.cuts import apply_cuts, cut_total
from arbiter_app.core.tiebreaks.direct import separate_standings

LIST = ["BH/C1", "BH", "SB", "DE", "WIN", "BPG", "ARO", "SB/C1", "BH/M1", "ARO/C1", "AOB", "FB"]

_elements = st.lists(
    st.tuples(st.integers(0, 30), st.integers(0, 30), st.booleans()), min_size=0, max_size=12
)


@settings(max_examples=400, deadline=None)
@given(_elements, st.integers(0, 3), st.integers(0, 2), st.sampled_from(list(CutRule)))
def test_cut_total_is_the_total_apply_cuts_reaches(
    elements: list[tuple[int, int, bool]], low: int, high: int, rule: CutRule
) -> None:
    """Fast paths (no cut, Cut-1, no preferred element) against the general loop."""
    values = [v for v, _, _ in elements]
    amounts = [a for _, a, _ in elements]
    prefer = [p for _, _, p in elements]
    assert (
        cut_total(values, amounts, prefer, low, high, rule)
        == apply_cuts(values, amounts, prefer, low, high, rule)[0]
    )
    # Buchholz passes its values as the amounts (the same list object).
    assert (
        cut_total(values, values, prefer, low, high, rule)
        == apply_cuts(values, values, prefer, low, high, rule)[0]
    )


def _fresh(t: Tournament) -> Tournament:
    """The same event with new Player objects: nothing can be reused from earlier runs."""
    copy = msgspec.structs.replace(t, players=[msgspec.structs.replace(p) for p in t.players])
    return copy


def _same_as_fresh(live: LiveStandings, t: Tournament, **options: object) -> bool:
    """Standings of `t` computed by `live` right after its previous computation of `t` (its
    players' rows kept) equal those of a fresh copy (`compute` keeps nothing)."""
    standings, _ = live.compute(t, LIST, **options)  # type: ignore[arg-type]
    return standings == compute(_fresh(t), LIST, **options)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(tournaments(min_players=4, max_players=14, max_rounds=6), st.data())
def test_recomputing_after_edits_equals_computing_from_scratch(
    t: Tournament, data: st.DataObject
) -> None:
    """A live event recomputes after every edit, reusing the rows of the players the edit did
    not replace; each result must equal the standings of the same event read afresh. Edits: a
    bye, an added and a removed player (the player list changes), other rules, unfinished
    games counted as draws (another reading of the same players)."""
    live = LiveStandings()
    live.compute(t, LIST)
    assert _same_as_fresh(live, t)
    if t.rounds_paired:
        player = data.draw(st.sampled_from(t.players))
        round_no = data.draw(st.integers(1, t.rounds_paired))
        SetBye(round_no, player.start_no, Result.HALF_BYE).apply(t)
        assert _same_as_fresh(live, t)
    # A late entry, then a player taken out of the list with the model's own removal (their
    # opponents' records now name an unknown start number): indices of later players shift.
    AddPlayer(Player(start_no=max(p.start_no for p in t.players) + 1, name="Late")).apply(t)
    assert _same_as_fresh(live, t)
    t.remove_player(data.draw(st.sampled_from(t.players[:-1])).start_no)
    assert _same_as_fresh(live, t)
    assert _same_as_fresh(live, t, rules="fide-2024")
    t.unfinished_as_draw = not t.unfinished_as_draw
    assert _same_as_fresh(live, t)


def test_direct_encounter_averages_repeated_meetings_exactly() -> None:
    """C.07 6.1.2: players who met more than once count the average of those games (the
    separate standings are kept in integers of a common unit). Worked by hand: R1 A-B 1-0,
    R2 B-A ½-½, R3 A-C 0-1, R4 C-B ½-½. S(A) = (1 + ½)/2 + 0 = 0.75, S(B) = (0 + ½)/2 + ½ =
    0.75, S(C) = 1 + ½ = 1.5; everyone met everyone."""
    from arbiter_app.core.model import Colour, Player, RoundEntry

    W, B, N = Colour.WHITE, Colour.BLACK, Colour.NONE
    rounds = {
        1: [(2, W, Result.WIN), (2, B, Result.DRAW), (3, W, Result.LOSS), (None, N, None)],
        2: [(1, B, Result.LOSS), (1, W, Result.DRAW), (None, N, None), (3, B, Result.DRAW)],
        3: [(None, N, None), (None, N, None), (1, B, Result.WIN), (2, W, Result.DRAW)],
    }
    t = Tournament(
        players=[
            Player(
                start_no=sn,
                name="ABC"[sn - 1],
                rounds=tuple(RoundEntry(o, c, r or Result.NOT_PAIRED) for o, c, r in row),
            )
            for sn, row in rounds.items()
        ],
        rounds=4,
    )
    _, details = compute_with_details(t, ["DE"])
    scores, missing = separate_standings(details.context, details.descriptors[0], [0, 1, 2])
    assert scores == {0: Fraction(3, 4), 1: Fraction(3, 4), 2: Fraction(3, 2)}
    assert missing == {0: 0, 1: 0, 2: 0}


@settings(max_examples=500, deadline=None)
@given(
    st.one_of(
        st.integers(-100_000, 100_000),
        st.fractions(max_denominator=5_000).filter(lambda f: abs(f) < 100_000),
    ),
    st.integers(0, 4),
)
def test_format_number_rounds_half_away_from_zero(value: int | Fraction, places: int) -> None:
    """The integer formatting against decimal arithmetic: the exact value rounded to `places`
    decimals, halves away from zero (Python's Decimal ROUND_HALF_UP)."""
    from decimal import ROUND_HALF_UP, Decimal, localcontext

    from arbiter_app.core.tiebreaks.base import format_number

    v = Fraction(value)
    with localcontext() as c:
        c.prec = 60
        exact = Decimal(v.numerator) / Decimal(v.denominator)
        expected = exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    # A negative value keeps its sign even when it rounds to zero ("-0.00"), as Decimal does.
    assert format_number(value, places) == format(expected, "f")
