"""Which criteria make sense for an event (`core.applicability`, issue 6).

Sources: C.07 (March 2026) note to Art. 8 ("These tie-breaks must not be used in
round-robins"), Art. 9.2 (Koya "for Round Robin"), Art. 7.3/7.4 (games with Black, over the
board), Art. 10 preamble (rating criteria with unrated players need a rule for them), Art. 4.2
(points first; lots end the list), 7.8 (TPN); seed 003 (DrawBoss: backgammon, no colours);
seed 004 (the NSF example: nine players, all unrated, a Swiss). Events: FIDE TEC
`held_round_robin.trf` (6 players, everyone met everyone once) and `held_swiss_5.trf`.
"""

from __future__ import annotations

import msgspec.structs
from conftest import FIDE_TEC, SEEDS

from arbiter_app.core import applicability as ap
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.vocabulary.reasons import Reason
from arbiter_app.io.trf import read_trf

ROUND_ROBIN = FIDE_TEC / "held_round_robin.trf"
SWISS = FIDE_TEC / "held_swiss_5.trf"
NSF = SEEDS / "nsf_example.trf"


def _with(t: Tournament, **fields: object) -> Tournament:
    return msgspec.structs.replace(t, **fields)  # type: ignore[arg-type]


def test_buchholz_in_a_round_robin_only_under_the_2026_rules() -> None:
    t = read_trf(ROUND_ROBIN)
    facts = ap.event(_with(t, rules="fide-2026"))
    assert facts.round_robin
    for code in ("BH", "BH/C1", "FB", "AOB", "BHM"):
        assert Reason.BH_IN_ROUND_ROBIN_2026 in ap.reasons(facts, code), code
    for code in ("SB", "DE", "KS", "WIN"):
        assert ap.reasons(facts, code) == (), code
    # The 2023/2024 edition has no such note.
    assert ap.reasons(ap.event(_with(t, rules="fide-2024")), "BH") == ()
    # A Swiss under 2026: Buchholz is the ordinary choice.
    assert ap.reasons(ap.event(_with(read_trf(SWISS), rules="fide-2026")), "BH") == ()


def test_koya_is_for_round_robins() -> None:
    assert ap.reasons(ap.event(read_trf(SWISS)), "KS") == (Reason.KOYA_IN_SWISS,)
    assert ap.reasons(ap.event(read_trf(ROUND_ROBIN)), "KS/L+1") == ()


def test_rating_criteria_with_unrated_players_need_a_rating_for_them() -> None:
    t = read_trf(NSF)  # every player of seed 004's example is unrated
    facts = ap.event(t)
    assert facts.unrated_players and facts.unrated_rating is None
    for code in ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG", "RSUM"):
        assert ap.reasons(facts, code) == (Reason.UNRATED_WITHOUT_RATING,), code
    # A rating for unrated players, in the descriptor or for the tournament, answers it.
    assert ap.reasons(facts, "ARO/U1000") == ()
    assert ap.reasons(ap.event(_with(t, unrated_rating=1000)), "ARO") == ()
    # Everybody rated (FIDE TEC Swiss): nothing to say.
    assert ap.reasons(ap.event(read_trf(SWISS)), "ARO") == ()


def test_colour_criteria_without_colours() -> None:
    # The DrawBoss preset (backgammon, seed 003) and the DrawBoss rules have no colours.
    swiss = read_trf(SWISS)
    assert ap.reasons(ap.event(swiss), "BPG") == ()
    assert ap.reasons(ap.event(_with(swiss, profile="drawboss")), "BPG") == (Reason.NO_COLOURS,)
    assert ap.reasons(ap.event(_with(swiss, rules="drawboss")), "BWG") == (Reason.NO_COLOURS,)
    # Games paired without any colour: two players, one game, colour "-".
    a = Player(1, "A", rounds=(RoundEntry(2, Colour.NONE, Result.WIN),))
    b = Player(2, "B", rounds=(RoundEntry(1, Colour.NONE, Result.LOSS),))
    t = Tournament(players=[a, b], rounds=1)
    assert not ap.has_colours(t)
    assert ap.reasons(ap.event(t), "BPG") == (Reason.NO_COLOURS,)
    # Before any game is paired, colours are assumed.
    assert ap.has_colours(Tournament(players=[Player(1, "A"), Player(2, "B")]))


def test_points_are_always_first() -> None:
    assert ap.reasons(ap.event(read_trf(SWISS)), "PTS") == (Reason.POINTS_ALWAYS_FIRST,)


def test_place_in_the_list() -> None:
    t = read_trf(SWISS)
    got = ap.list_reasons(t, ["BH/C1", "LOT", "BH", "bh-c1", "NOPE"])
    assert got == [
        (),
        (),
        (Reason.AFTER_FINAL_DECIDER,),
        # "bh-c1" is BH/C1 as the TEC exercises write it: a repeat of the first entry.
        (Reason.AFTER_FINAL_DECIDER, Reason.DUPLICATE),
        (Reason.INVALID_DESCRIPTOR,),
    ]
    assert ap.list_reasons(t, ["TPN", "SB"]) == [(), (Reason.AFTER_FINAL_DECIDER,)]
