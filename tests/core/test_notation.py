"""Crosstable cell notation (issue 5: "a cell reads like a printed crosstable, e.g. `12w1`,
`7b½`, `3w+`, `bye`, `–` for withdrawn"; typing `12w1`, `12b=`, `12w+` enters opponent, colour and
result). Bye letters follow the TRF-16 round codes (FIDE C.04 TRF-16: U, F, H, Z)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_app.core import notation as n
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament

W, B, NONE = Colour.WHITE, Colour.BLACK, Colour.NONE


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The issue's own examples.
        ("12w1", n.GameInput(12, W, Result.WIN)),
        ("12b=", n.GameInput(12, B, Result.DRAW)),
        ("12w+", n.GameInput(12, W, Result.FORFEIT_WIN)),
        ("7b½", n.GameInput(7, B, Result.DRAW)),
        ("bye", n.ByeInput(Result.PAIRING_BYE)),
        ("–", n.WithdrawInput()),
        # Other spellings an arbiter will type.
        (" 12 W 1 ", n.GameInput(12, W, Result.WIN)),
        ("12b0", n.GameInput(12, B, Result.LOSS)),
        ("12b0.5", n.GameInput(12, B, Result.DRAW)),
        ("12b1/2", n.GameInput(12, B, Result.DRAW)),
        ("12w-", n.GameInput(12, W, Result.FORFEIT_LOSS)),
        ("12w−", n.GameInput(12, W, Result.FORFEIT_LOSS)),  # U+2212 minus
        ("12w--", n.GameInput(12, W, Result.DOUBLE_FORFEIT)),
        ("12-+", n.GameInput(12, NONE, Result.FORFEIT_WIN)),
        ("12ww", n.GameInput(12, W, Result.WIN_UNRATED)),  # TRF-16 `W`: game of < 1 move
        ("12bD", n.GameInput(12, B, Result.DRAW_UNRATED)),
        ("12bl", n.GameInput(12, B, Result.LOSS_UNRATED)),
        ("12w", n.GameInput(12, W, Result.PENDING)),
        ("12w?", n.GameInput(12, W, Result.PENDING)),
        ("12-?", n.GameInput(12, NONE, Result.PENDING)),
        ("12bp", n.GameInput(12, B, Result.POSTPONED)),
        ("U", n.ByeInput(Result.PAIRING_BYE)),
        ("F", n.ByeInput(Result.FULL_BYE)),
        ("h", n.ByeInput(Result.HALF_BYE)),
        ("Z", n.ByeInput(Result.ZERO_BYE)),
        ("", n.ByeInput(Result.NOT_PAIRED)),
        ("  ", n.ByeInput(Result.NOT_PAIRED)),
        ("wd", n.WithdrawInput()),
        # Bare results: the game already paired in the cell.
        ("1", n.ResultInput(Result.WIN)),
        ("=", n.ResultInput(Result.DRAW)),
        ("½", n.ResultInput(Result.DRAW)),
        ("0", n.ResultInput(Result.LOSS)),
        ("+", n.ResultInput(Result.FORFEIT_WIN)),
        ("-", n.ResultInput(Result.FORFEIT_LOSS)),
        ("--", n.ResultInput(Result.DOUBLE_FORFEIT)),
        ("?", n.ResultInput(Result.PENDING)),
        ("p", n.ResultInput(Result.POSTPONED)),
    ],
)
def test_parse(text: str, expected: n.CellInput) -> None:
    assert n.parse(text) == expected


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("121", n.NO_COLOUR),  # opponent 12, result 1? or opponent 121? refused, not guessed
        ("12", n.NO_COLOUR),
        ("12x1", n.NO_COLOUR),
        ("12-", n.NO_COLOUR),
        ("12w2", n.BAD_RESULT),
        ("12w1x", n.BAD_RESULT),
        ("12-1", n.COLOUR_REQUIRED),  # a played game has a colour
        ("12-=", n.COLOUR_REQUIRED),
        ("0w1", n.BAD_OPPONENT),
        ("123456w1", n.BAD_OPPONENT),
        ("w12", n.BAD_SYNTAX),
        ("hello", n.BAD_SYNTAX),
        ("b", n.BAD_SYNTAX),
    ],
)
def test_parse_refuses_with_a_code(text: str, code: str) -> None:
    with pytest.raises(n.NotationError) as err:
        n.parse(text)
    assert err.value.code == code
    assert err.value.text == text


def test_bad_result_names_the_symbol() -> None:
    with pytest.raises(n.NotationError) as err:
        n.parse("12w2")
    assert err.value.detail == "2"


@pytest.mark.parametrize(
    ("entry", "withdrawn", "text"),
    [
        (RoundEntry(12, W, Result.WIN), False, "12w1"),
        (RoundEntry(7, B, Result.DRAW), False, "7b½"),
        (RoundEntry(3, W, Result.FORFEIT_WIN), False, "3w+"),
        (RoundEntry(3, B, Result.FORFEIT_LOSS), False, "3b-"),
        (RoundEntry(3, B, Result.DOUBLE_FORFEIT), False, "3b--"),
        (RoundEntry(3, B, Result.LOSS), False, "3b0"),
        (RoundEntry(3, W, Result.PENDING), False, "3w"),
        (RoundEntry(3, NONE, Result.PENDING), False, "3-?"),
        (RoundEntry(3, W, Result.POSTPONED), False, "3wP"),
        (RoundEntry(3, W, Result.WIN_UNRATED), False, "3wW"),
        (RoundEntry(None, NONE, Result.PAIRING_BYE), False, "bye"),
        (RoundEntry(None, NONE, Result.HALF_BYE), False, "H"),
        (RoundEntry(None, NONE, Result.FULL_BYE), False, "F"),
        (RoundEntry(None, NONE, Result.ZERO_BYE), False, "Z"),
        (RoundEntry(None, NONE, Result.NOT_PAIRED), False, ""),
        (RoundEntry(None, NONE, Result.ZERO_BYE), True, "–"),
        (RoundEntry(None, NONE, Result.NOT_PAIRED), True, "–"),
        # A game after the withdrawal still shows as the game.
        (RoundEntry(3, W, Result.WIN), True, "3w1"),
    ],
)
def test_format(entry: RoundEntry, withdrawn: bool, text: str) -> None:
    assert n.format_entry(entry, withdrawn) == text


_entries = st.one_of(
    st.builds(
        RoundEntry,
        st.integers(1, 9999),
        st.sampled_from([W, B]),
        st.sampled_from([r for r in Result if r.has_opponent]),
    ),
    st.builds(
        RoundEntry,
        st.integers(1, 9999),
        st.just(NONE),
        st.sampled_from([r for r in Result if r.has_opponent and not r.is_played]),
    ),
    st.builds(
        RoundEntry, st.none(), st.just(NONE), st.sampled_from([r for r in Result if r.is_bye])
    ),
)


@given(_entries)
def test_what_a_cell_shows_reads_back_as_the_same_record(entry: RoundEntry) -> None:
    """Editing a cell starts from its text: committing it unchanged must not change the game."""
    cell = n.parse(n.format_entry(entry))
    if isinstance(cell, n.GameInput):
        assert RoundEntry(cell.opponent, cell.colour, cell.result) == entry
    else:
        assert isinstance(cell, n.ByeInput)
        assert cell.result == entry.result


def _tournament() -> Tournament:
    t = Tournament(rounds=2)
    t.add_player(Player(1, "A", rounds=(RoundEntry(2, W, Result.PENDING),)))
    t.add_player(Player(2, "B", rounds=(RoundEntry(1, B, Result.PENDING),)))
    t.add_player(Player(3, "C", rounds=(RoundEntry(None, NONE, Result.PAIRING_BYE),)))
    return t


@pytest.mark.parametrize(
    ("start_no", "round_no", "text", "code"),
    [
        (1, 1, "9w1", n.UNKNOWN_OPPONENT),
        (1, 1, "1w1", n.OWN_OPPONENT),
        (3, 1, "1", n.NO_GAME),  # a bare result needs a paired game
        (1, 3, "2w1", n.BAD_ROUND),  # two rounds planned, and round 2 is the next one
        (1, 0, "2w1", n.BAD_ROUND),
    ],
)
def test_check_refuses_what_the_tournament_cannot_take(
    start_no: int, round_no: int, text: str, code: str
) -> None:
    with pytest.raises(n.NotationError) as err:
        n.check(_tournament(), start_no, round_no, n.parse(text))
    assert err.value.code == code


@pytest.mark.parametrize(
    ("start_no", "round_no", "text"),
    [(1, 1, "3b="), (1, 1, "1"), (3, 2, "1w0"), (3, 2, "H"), (1, 2, ""), (2, 2, "wd")],
)
def test_check_accepts(start_no: int, round_no: int, text: str) -> None:
    n.check(_tournament(), start_no, round_no, n.parse(text))


def test_a_new_round_may_be_started_when_the_plan_is_unknown() -> None:
    t = _tournament()
    t.rounds = 0
    n.check(t, 1, 2, n.parse("3w1"))
    with pytest.raises(n.NotationError):
        n.check(t, 1, 3, n.parse("3w1"))
