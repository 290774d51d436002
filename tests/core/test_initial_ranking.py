"""Before round 1 the standings are the initial ranking, and a round counts once paired.

FIDE C.04.2 (General handling rules for Swiss tournaments), initial ranking: (1) rating,
(2) title in the order GM, IM, WGM, FM, WIM, CM, WFM, WCM, none, (3) alphabetically. Hand-made
registration: Ada 2100, Bea 2100 IM, Cid 2300, Dag unrated, Eli unrated FM; a half-point bye
already entered for Ada in round 1 (announced: it does not make round 1 paired). By hand:
Cid (2300), Bea (2100, IM before no title), Ada (2100), Eli (unrated, FM), Dag (unrated).
"""

from __future__ import annotations

from arbiter_app.core.model import Player, Result, RoundEntry, Tournament
from arbiter_app.core.stage import counted, paired_rounds, stage
from arbiter_app.core.standings import compute
from arbiter_app.io.trf import format_trf

BY_HAND = [3, 2, 1, 5, 4]  # start numbers, first place first


def registration() -> Tournament:
    t = Tournament(name="Club", rounds=5, tiebreaks=["DE", "BH", "SB"])
    t.add_player(Player(1, "Ada", rating=2100, rounds=(RoundEntry(result=Result.HALF_BYE),)))
    t.add_player(Player(2, "Bea", title="IM", rating=2100))
    t.add_player(Player(3, "Cid", rating=2300))
    t.add_player(Player(4, "Dag"))
    t.add_player(Player(5, "Eli", title="FM"))
    return t


def test_before_round_1_the_list_is_the_initial_ranking_without_tiebreak_values() -> None:
    t = registration()
    assert (paired_rounds(t), stage(t).round) == (0, 0)
    assert counted(t).player(1).rounds == ()  # the announced bye does not count yet
    st = compute(t)
    assert [r.start_no for r in st.rows] == BY_HAND
    assert [(r.rank, r.rank_last) for r in st.rows] == [(k, k) for k in range(1, 6)]
    assert st.tiebreaks == () and all(r.points == 0 for r in st.rows)


def test_a_trf_written_then_carries_that_order() -> None:
    lines = [x for x in format_trf(registration()).splitlines() if x.startswith("001")]
    ranks = {int(x[4:8]): int(x[85:89]) for x in lines}
    assert [s for s, _ in sorted(ranks.items(), key=lambda kv: kv[1])] == BY_HAND
