"""The code families' tables (`core.vocabulary`): every code has its entry, and the facts agree
with the sources they come from.

Source of the result facts: FIDE TRF-16 player record 001 (result characters) and C.07 15.1 /
16.2 as tabulated in /work/shared/spec/fide-tiebreaks.md §6.3 (played or not, default points,
Art. 16 category, VUR).
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from arbiter_app.core import notation
from arbiter_app.core.model import Colour, Result, RoundEntry, Scoring
from arbiter_app.core.rules.base import Category
from arbiter_app.core.vocabulary.results import RESULTS

HALF = Fraction(1, 2)

# (TRF character, played?, default points, Art. 16 category, VUR?) — spec §6.3.
SPEC_6_3 = {
    Result.WIN: ("1", True, Fraction(1), Category.PLAYED, False),
    Result.DRAW: ("=", True, HALF, Category.PLAYED, False),
    Result.LOSS: ("0", True, Fraction(0), Category.PLAYED, False),
    Result.WIN_UNRATED: ("W", True, Fraction(1), Category.PLAYED, False),
    Result.DRAW_UNRATED: ("D", True, HALF, Category.PLAYED, False),
    Result.LOSS_UNRATED: ("L", True, Fraction(0), Category.PLAYED, False),
    Result.FORFEIT_WIN: ("+", False, Fraction(1), Category.FORFEIT_WIN, False),
    Result.FORFEIT_LOSS: ("-", False, Fraction(0), Category.FORFEIT_LOSS, True),
    Result.DOUBLE_FORFEIT: ("-", False, Fraction(0), Category.FORFEIT_LOSS, True),
    Result.PAIRING_BYE: ("U", False, Fraction(1), Category.PAB_FPB, False),
    Result.FULL_BYE: ("F", False, Fraction(1), Category.PAB_FPB, False),
    Result.HALF_BYE: ("H", False, HALF, Category.BYE_TRAILING, True),
    Result.ZERO_BYE: ("Z", False, Fraction(0), Category.BYE_TRAILING, True),
    Result.NOT_PAIRED: (" ", False, Fraction(0), Category.BYE_TRAILING, True),
}


def test_every_result_code_has_one_entry() -> None:
    assert set(RESULTS) == set(Result)


@pytest.mark.parametrize("result", list(SPEC_6_3))
def test_result_facts_match_the_spec(result: Result) -> None:
    trf, played, points, category, vur = SPEC_6_3[result]
    f = RESULTS[result]
    assert f.trf == trf
    assert result.is_played is played
    assert Scoring().points(result) == points
    assert Category[f.category] is category
    assert Category[f.category].is_vur is vur
    # C.07 7.6: REP subtracts exactly the voluntarily unplayed rounds.
    assert f.elected is not vur


def test_unfinished_games_score_nothing_and_are_no_unplayed_round() -> None:
    for result in (Result.POSTPONED, Result.PENDING):
        assert result.is_unfinished and result.has_opponent and not result.is_played
        assert Scoring().points(result) == 0
        assert Category[RESULTS[result].category] is Category.UNFINISHED


def test_scoring_fields_follow_the_entry() -> None:
    """3-1-0 with a half-point bye worth 1 (TRF-26 record 162 style): each code takes its
    field, unset fields their default (forfeit win and byes as a win, half bye as a draw)."""
    s = Scoring(win=Fraction(3), draw=Fraction(1), half_bye=Fraction(1))
    assert s.points(Result.FORFEIT_WIN) == 3
    assert s.points(Result.PAIRING_BYE) == 3
    assert s.points(Result.HALF_BYE) == 1
    assert s.points(Result.DRAW_UNRATED) == 1
    assert s.points(Result.DOUBLE_FORFEIT) == 0


def test_notation_reads_back_what_it_writes() -> None:
    for result, f in RESULTS.items():
        if result is Result.NOT_PAIRED:
            continue
        if f.opponent:
            colour = Colour.NONE if result.is_forfeit else Colour.WHITE
            text = notation.format_entry(RoundEntry(7, colour, result))
            cell = notation.parse(text)
            assert isinstance(cell, notation.GameInput) and cell.result is result, text
            assert notation.parse(f.symbol) == notation.ResultInput(result)
        else:
            assert notation.parse(f.notation) == notation.ByeInput(result)


def test_mirrors_are_symmetric() -> None:
    for result in Result:
        if result.has_opponent:
            assert result.mirror.mirror is result


def test_palette_names_and_shortcuts_are_unique() -> None:
    buttons = [f.palette for f in RESULTS.values() if f.palette is not None]
    assert len({b.name for b in buttons}) == len(buttons)
    assert len({b.shortcut for b in buttons}) == len(buttons)
    assert len({b.slot for b in buttons}) == len(buttons)


def test_the_one_key_results_are_the_keys_the_manual_documents() -> None:
    """docs/manual/pairing.md: "`1`, `=`, `0`, `+`, `-`, `--` for white's result" (`--` is
    two keys, read by the views); each key also reads as that board result when typed."""
    from arbiter_app.core.vocabulary.results import ONE_KEY, board_result_from

    assert ONE_KEY == {
        "1": Result.WIN,
        "=": Result.DRAW,
        "0": Result.LOSS,
        "+": Result.FORFEIT_WIN,
        "-": Result.FORFEIT_LOSS,
    }
    assert all(board_result_from(key) is result for key, result in ONE_KEY.items())


def test_every_legend_group_has_its_line() -> None:
    from arbiter_app.core.vocabulary.results import LEGEND

    groups = {f.legend for f in RESULTS.values()} - {""}
    assert groups <= set(LEGEND)
    # Each line names the symbols of its group as the crosstable prints them.
    for result, f in RESULTS.items():
        if f.legend and f.notation not in ("", "1", "½", "0"):
            assert f.notation in LEGEND[f.legend], (result, f.notation)


# A board's result as arbiters write it, White first (the spellings `result` takes): the
# forms of the brief (`1-0`, `½-½`/`=`, `0-1`, `+/-`, `-/+`, `-/-`) and other common ones.
BOARD_TYPED = {
    "1-0": Result.WIN, "1 - 0": Result.WIN, "1:0": Result.WIN, "1": Result.WIN,
    "½-½": Result.DRAW, "=": Result.DRAW, "1/2-1/2": Result.DRAW, "0.5-0.5": Result.DRAW,
    "0-1": Result.LOSS, "0 – 1": Result.LOSS, "0": Result.LOSS,
    "+/-": Result.FORFEIT_WIN, "+-": Result.FORFEIT_WIN, "+": Result.FORFEIT_WIN,
    "-/+": Result.FORFEIT_LOSS, "-+": Result.FORFEIT_LOSS, "-": Result.FORFEIT_LOSS,
    "-/-": Result.DOUBLE_FORFEIT, "--": Result.DOUBLE_FORFEIT,
    "w-l": Result.WIN_UNRATED, "P": Result.POSTPONED, "?": Result.PENDING,
}  # fmt: skip


@pytest.mark.parametrize(("text", "result"), BOARD_TYPED.items())
def test_board_results_as_typed(text: str, result: Result) -> None:
    from arbiter_app.core.vocabulary.results import board_result_from

    assert board_result_from(text) is result


@pytest.mark.parametrize("text", ["", "2-0", "1-1", "0-0", "½-0", "bye", "F", "1-0-1", "x"])
def test_not_board_results(text: str) -> None:
    from arbiter_app.core.vocabulary.results import board_result_from

    assert board_result_from(text) is None


@pytest.mark.parametrize("result", [r for r, f in RESULTS.items() if f.opponent])
def test_every_game_result_reads_back_as_the_pairing_list_prints_it(result: Result) -> None:
    """What a pairing list prints for a board (`1 – 0`, `- – -`) is read back as the same
    result, for every member with an opponent (a finished one; `?` and `P` alone)."""
    from arbiter_app.core.vocabulary.results import board_result, board_result_from

    printed = board_result(result) or RESULTS[result].symbol
    assert board_result_from(printed) is result


def test_the_unequal_results_print_as_the_others_and_read_back() -> None:
    """The Laws' unequal results (art. 12.9.7) and the refused 1-1 in the one notation of the
    round view and the pairing lists (`½ – 0`, never `½-0` beside `1 – 0`), read back as typed."""
    from arbiter_app.core.vocabulary.results import (
        UNEQUAL_SPELLINGS,
        board_result,
        board_sides_from,
    )

    sides = set(UNEQUAL_SPELLINGS.values())
    printed = {board_result(white, black): (white, black) for white, black in sides}
    assert set(printed) == {"½ – 0", "0 – ½", "0 – 0", "1 – 1"}
    assert all(board_sides_from(text) == pair for text, pair in printed.items())
    assert board_result(Result.WIN, Result.LOSS) == board_result(Result.WIN) == "1 – 0"


@pytest.mark.parametrize("result", [r for r, f in RESULTS.items() if f.opponent])
def test_the_commands_help_lists_every_game_result_with_what_it_reads(result: Result) -> None:
    """`result`'s help (`board_spellings`, derived from `RESULTS`) names each result with an
    opponent, and every spelling it lists is read as the result it stands for."""
    from arbiter_app.core.vocabulary.results import board_sides_from, board_spellings

    text = board_spellings()
    # Each spelling starts the text, follows ", " or "(": "½-½ (=, 0.5, …)", "P (postponed)";
    # the words naming an unfinished game are not spellings.
    spellings = [
        s for s in re.findall(r"(?:^|, |\()([^,()\s]+)", text) if not (len(s) > 1 and s.isalpha())
    ]
    listed: dict[Result, list[str]] = {}
    for spelling in spellings:
        sides = board_sides_from(spelling)  # also the Laws' unequal results, ½-0, 0-½, 0-0
        assert sides is not None, spelling
        listed.setdefault(sides[0], []).append(spelling)
    assert result in listed
    assert {"1-0", "½-½", "0-1", "+/-", "-/+", "-/-", "P", "?"} <= {
        s for spellings in listed.values() for s in spellings
    }
