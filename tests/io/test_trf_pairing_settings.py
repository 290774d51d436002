"""Pairing settings survive a TRF: the standard records for other programs, the rest in the
arbiter-app extension comment (io/trf/pairing_records.py, io/trf/extension.py)."""

from __future__ import annotations

import pytest

from arbiter_app.core.model import Player, System, Tournament
from arbiter_app.core.pairing.engine import berger_numbers, edition_of, initial_colour
from arbiter_app.io.codec import Decoder, pairing_settings_from_json, pairing_to_json
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.reader import parse_trf
from arbiter_app.io.trf.writer import format_trf

SETTINGS = {
    "edition": "dutch-2025",
    "initial_colour": "black",
    "acceleration": "baku",
    "swap_last_two": True,
    "berger_numbers": {"1": 3, "2": 1, "3": 2},
}


def event(n: int = 16, rounds: int = 9, **settings: object) -> Tournament:
    t = Tournament(name="t", start_date="2026-06-01", system=System.SWISS, rounds=rounds)
    for i in range(1, n + 1):
        t.add_player(Player(start_no=i, name=f"P{i}", rating=2700 - i))
    if settings:
        t.pairing = pairing_settings_from_json(Decoder("<t>"), dict(settings), "pairing")
    return t


def test_every_pairing_setting_round_trips() -> None:
    t = event(**SETTINGS)
    text = format_trf(t)
    back = parse_trf(text)
    assert pairing_to_json(back.pairing) == SETTINGS
    # What the program derives from them is the same after reading.
    assert edition_of(back) == "dutch-2025"  # a 2026 date would default to the 2026 text
    assert initial_colour(back) == initial_colour(t)
    assert berger_numbers(back) == {1: 3, 2: 1, 3: 2}
    assert format_trf(back) == text  # written again unchanged


def test_other_programs_get_152_xxc_xxa_and_250() -> None:
    lines = format_trf(event(initial_colour="black", acceleration="baku")).splitlines()
    assert "152 B" in lines and "XXC black1" in lines
    # 16 players, 9 rounds (C.04.5.1): GA = players 1-8; the accelerated rounds are 1-5, the
    # first half of them rounded up (1-3) worth 1 virtual point, rounds 4-5 half a point.
    assert "XXA    1  1.0  1.0  1.0  0.5  0.5" in lines
    assert not any(line.startswith("XXA    9") for line in lines)
    assert "250       1.0   1   3    1    8" in lines  # match points empty (individuals)
    assert "250       0.5   4   5    1    8" in lines


def test_without_settings_nothing_is_added() -> None:
    text = format_trf(event())
    assert not any(line[:3] in ("152", "XXC", "XXA", "250") for line in text.splitlines())
    assert "arbiter-app" not in text


def test_a_foreign_152_without_the_comment_still_gives_the_colour() -> None:
    lines = format_trf(event(initial_colour="black")).splitlines()
    foreign = "\n".join(line for line in lines if not line.startswith("### arbiter-app"))
    assert initial_colour(parse_trf(foreign)).name == "BLACK"


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ('"edition":"dutch-1999"', "edition"),
        ('"acceleration":"varma"', "acceleration"),
        ('"berger_numbers":{"1":1,"2":1}', "twice"),
        ('"swap_last_two":"yes"', "true or false"),
        ('"colour":"white"', "colour"),
    ],
)
def test_a_damaged_comment_names_the_line(bad: str, message: str) -> None:
    lines = format_trf(event()).splitlines()
    lines.append('### arbiter-app {"pairing":{' + bad + '},"version":1}')
    with pytest.raises(InputError) as err:
        parse_trf("\n".join(lines) + "\n", "x.trf")
    assert message in str(err.value) and "x.trf" in str(err.value)
    assert f"line {len(lines)}" in str(err.value) or f":{len(lines)}" in str(err.value)


def test_record_192_names_the_edition_and_baku() -> None:
    lines = format_trf(event(edition="dutch-2025", acceleration="baku")).splitlines()
    assert "192 FIDE_DUTCH_2017_BAKU" in lines  # ETT26: _2017 = the text before 2026
    assert "192 FIDE_DUTCH_2026" in format_trf(event(edition="dutch-2026")).splitlines()
    assert "192 FIDE_DUTCH" in format_trf(event()).splitlines()  # nothing chosen


@pytest.mark.parametrize(
    ("code", "settings"),
    [
        ("FIDE_DUTCH_2026_BAKU", {"edition": "dutch-2026", "acceleration": "baku"}),
        ("FIDE_DUTCH_2025", {"edition": "dutch-2026"}),  # the TEC draft's spelling
        ("FIDE_DUTCH_2017", {"edition": "dutch-2025"}),
        ("FIDE_DUTCH", {}),  # resolved by the dates
        ("FIDE_DUBOV_BAKU", {}),  # not a Dutch event: nothing we could pair it with
    ],
)
def test_record_192_of_another_program_is_read(code: str, settings: dict[str, str]) -> None:
    text = "012 t\n042 2025/09/13\n192 " + code + "\n"
    text += "001    1      A" + " " * 66 + "0.0    1\n"
    assert pairing_to_json(parse_trf(text).pairing) == settings


@pytest.mark.parametrize(
    ("line", "colour"),
    [("152 B", "black"), ("152 w", "white"), ("XXC white1", "white"), ("XXC rank black1", "black")],
)
def test_the_initial_colour_records_of_another_program_are_read(line: str, colour: str) -> None:
    # TRF-26 `152 W|B` (FIDE C.04.A) and JaVaFo's `XXC white1|black1` (AUM "Unusual info").
    text = "012 t\n042 2025/09/13\n" + line + "\n"
    text += "001    1      A" + " " * 66 + "0.0    1\n"
    t = parse_trf(text)
    assert t.pairing.initial_colour == colour
    assert line in format_trf(t).splitlines()  # the file's own line written back as it was
