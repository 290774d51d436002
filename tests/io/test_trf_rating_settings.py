"""The rating settings survive a TRF: rating type, sequence of rating types, starting-rank
method and the list's K per FIDE ID, in the arbiter-app extension comment (`ratings`,
io/trf/extension.py); TRF has no records for them. A damaged value names the line."""

from __future__ import annotations

import pytest

from arbiter_app.core.model import Player, Tournament
from arbiter_app.io.codec import Decoder, ratings_from_json, ratings_to_json
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.reader import parse_trf
from arbiter_app.io.trf.writer import format_trf

RATINGS = {
    "rating_type": "rapid",
    "rating_sequence": ["rapid", "standard"],
    "seeding": "HBFN",
    "k_factors": {"1700001": 40, "1700002": 10},
}


def event() -> Tournament:
    t = Tournament(name="t", start_date="2026-06-01")
    t.add_player(Player(1, "A", rating=1500, fide_id="1700001"))
    t.add_player(Player(2, "B", rating=2450, fide_id="1700002"))
    t.ratings = ratings_from_json(Decoder("<t>"), RATINGS, "ratings")
    return t


def test_the_rating_settings_round_trip() -> None:
    back = parse_trf(format_trf(event()), "<t>")
    assert ratings_to_json(back.ratings) == RATINGS
    assert back.extra.keys() <= {"trf"}  # nothing of them left untyped


def test_a_sequence_with_national_lists_round_trips() -> None:
    """FIDE rapid, then the SSF list's standard and rapid ratings, then FIDE standard."""
    t = event()
    value = {"rating_sequence": ["rapid", "ssf", "ssf:rapid", "standard"]}
    t.ratings = ratings_from_json(Decoder("<t>"), value, "ratings")
    back = parse_trf(format_trf(t), "<t>")
    assert back.ratings.sequence == ("rapid", "ssf", "ssf:rapid", "standard")


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ('{"seeding":"BEST"}', "'BEST' is not one of FIDE, NRO"),
        ('{"rating_sequence":["rapid","rapid"]}', "rating types (standard, rapid, blitz) or lists"),
        ('{"rating_sequence":["ssf","ssf:standard"]}', "rating types (standard, rapid, blitz) or"),
        ('{"rating_sequence":["ssf:classic"]}', "rating types (standard, rapid, blitz) or lists"),
        ('{"k_factors":{"1700001":0}}', "below the minimum 1"),
        ('{"colour":"w"}', "colour"),
    ],
)
def test_a_damaged_value_names_the_line(value: str, message: str) -> None:
    lines = format_trf(Tournament(name="t", players=[Player(1, "A")])).splitlines()
    lines.append('### arbiter-app {"ratings":' + value + ',"version":1}')
    with pytest.raises(InputError) as caught:
        parse_trf("\n".join(lines) + "\n", "x.trf")
    assert message in str(caught.value) and f"x.trf:{len(lines)}:" in str(caught.value)
