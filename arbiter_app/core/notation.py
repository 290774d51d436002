"""Crosstable cell notation: what a cell shows and what an arbiter may type into it.

A cell reads like a printed crosstable: opponent's start number, colour, result —
`12w1`, `7b½`, `3w+`, `5b-`, `9w` (paired, no result yet) — or a bye (`bye` for the
pairing-allocated bye, `F`, `H`, `Z` for requested full, half and zero-point byes, as in TRF-16),
`–` for a round after the player withdrew, and blank when the player was not paired.

Typing accepts the same forms (letters in any case, `=` / `0.5` / `1/2` for ½, ASCII or Unicode
minus signs) and three short cuts that need the context of the cell:

- a bare result (`1`, `=`, `0`, `+`, `-`, `--`, `?`, `p`, ...) sets the result of the game
  already paired in that cell (mirrored to the opponent);
- `wd` or `–` withdraws the player from this round on;
- blank clears the cell (the player and their former opponent become not paired).

Errors are codes (`NotationError.code`), never prose: the GUI turns them into translated
messages. Parsing is context-free; `check` adds the checks that need the tournament.
"""

from __future__ import annotations

import re

from msgspec import Struct

from arbiter_app.core.model import MAX_START_NO, Colour, Result, RoundEntry, Tournament
from arbiter_app.core.vocabulary.results import RESULTS, typed_form

# Error codes (stable; the GUI translates them).
BAD_SYNTAX = "bad-syntax"  # not a cell at all
BAD_OPPONENT = "bad-opponent"  # opponent number 0 or too large to be a start number
NO_COLOUR = "no-colour"  # `121`: opponent and result run together without a colour
BAD_RESULT = "bad-result"  # unknown result symbol after the colour
COLOUR_REQUIRED = "colour-required"  # a played game needs w or b
UNKNOWN_OPPONENT = "unknown-opponent"  # no player with that start number
OWN_OPPONENT = "own-opponent"  # a player cannot meet themself
NO_GAME = "no-game"  # a bare result typed where no game is paired
BAD_ROUND = "bad-round"  # round outside 1..planned rounds (+1 for a new round)


class NotationError(ValueError):
    """Input that cannot be a cell. `code` is one of the module's error codes."""

    def __init__(self, code: str, text: str, detail: str = "") -> None:
        super().__init__(f"{code}: {text!r}" + (f" ({detail})" if detail else ""))
        self.code = code
        self.text = text
        self.detail = detail  # the offending part (e.g. the result symbol), for the message


class GameInput(Struct, frozen=True):
    """Opponent, colour and result (`12w1`); the result may be PENDING (`12w`)."""

    opponent: int
    colour: Colour
    result: Result


class ResultInput(Struct, frozen=True):
    """A bare result for the game already paired in the cell (`1`, `=`, `+`, ...)."""

    result: Result


class ByeInput(Struct, frozen=True):
    """A round without an opponent: a bye kind, or NOT_PAIRED for a cleared cell."""

    result: Result


class WithdrawInput(Struct, frozen=True):
    """`wd` / `–`: the player withdraws from this round on."""


CellInput = GameInput | ResultInput | ByeInput | WithdrawInput

# Result symbols after the colour (and alone, as ResultInput), and byes typed alone: the
# notation of `core.vocabulary.results` and its further typed forms. Keys are lower-case.
_RESULTS: dict[str, Result] = {
    text.lower(): r for r, f in RESULTS.items() if f.opponent for text in (f.notation, *f.typed)
}
_BYES: dict[str, Result] = {
    text.lower(): r
    for r, f in RESULTS.items()
    if not f.opponent
    for text in (f.notation, *f.typed)
    if text
}
_WITHDRAWN = {"wd", "–", "—"}
_GAME = re.compile(r"(\d+)(.*)")

WITHDRAWN_TEXT = "–"


def _normalise(text: str) -> str:
    """Lower case without spaces; Unicode minus signs become ASCII `-` (not the en dash alone,
    which means "withdrawn")."""
    s = "".join(text.split()).lower()
    return s if s in _WITHDRAWN else typed_form(s)


def parse(text: str) -> CellInput:
    """Read what an arbiter typed into a cell; raise NotationError with a code if it is not a
    cell."""
    s = _normalise(text)
    if s == "":
        return ByeInput(Result.NOT_PAIRED)
    if s in _WITHDRAWN:
        return WithdrawInput()
    if s in _BYES:
        return ByeInput(_BYES[s])
    if s in _RESULTS:
        return ResultInput(_RESULTS[s])
    m = _GAME.fullmatch(s)
    if m is None:
        raise NotationError(BAD_SYNTAX, text)
    number, rest = m.groups()
    opponent = int(number)
    if opponent < 1 or opponent > MAX_START_NO:
        raise NotationError(BAD_OPPONENT, text, number)
    if rest == "":
        raise NotationError(NO_COLOUR, text)
    colour_char, symbol = rest[0], rest[1:]
    if colour_char in "wb":
        colour = Colour.WHITE if colour_char == "w" else Colour.BLACK
    elif colour_char == "-":
        # `12-+`: colour unknown (forfeits). A dash with nothing after it is refused: `12-`
        # could mean "forfeit loss, colour forgotten" as well as "colour unknown".
        colour = Colour.NONE
        if symbol == "":
            raise NotationError(NO_COLOUR, text)
    else:
        raise NotationError(NO_COLOUR, text)
    result = _RESULTS.get(symbol)
    if result is None:
        raise NotationError(BAD_RESULT, text, symbol)
    if result.is_played and colour is Colour.NONE:
        raise NotationError(COLOUR_REQUIRED, text)
    return GameInput(opponent, colour, result)


def check(t: Tournament, start_no: int, round_no: int, cell: CellInput) -> None:
    """Raise NotationError when `cell` cannot go into `start_no`'s `round_no` of `t`.

    A new round may be started (one past the rounds paired so far) even when the planned number
    of rounds is unknown.
    """
    limit = max(t.total_rounds, t.rounds_paired + 1)
    if not 1 <= round_no <= limit:
        raise NotationError(BAD_ROUND, str(round_no))
    if isinstance(cell, GameInput):
        if cell.opponent == start_no:
            raise NotationError(OWN_OPPONENT, str(cell.opponent))
        if not t.has_player(cell.opponent):
            raise NotationError(UNKNOWN_OPPONENT, str(cell.opponent))
    elif (
        isinstance(cell, ResultInput) and not t.player(start_no).entry(round_no).result.has_opponent
    ):
        raise NotationError(NO_GAME, str(round_no))


def format_entry(entry: RoundEntry, withdrawn: bool = False) -> str:
    """The cell text for `entry`; `withdrawn` when the round is after the player withdrew (an
    empty or zero-point round then shows `–`)."""
    r = entry.result
    if withdrawn and r in (Result.NOT_PAIRED, Result.ZERO_BYE):
        return WITHDRAWN_TEXT
    if r.has_opponent and entry.opponent is not None:
        symbol = RESULTS[r].notation
        if symbol == "" and entry.colour is Colour.NONE:
            symbol = "?"  # `12-` alone does not parse (see `parse`); `12-?` does
        return f"{entry.opponent}{entry.colour.value}{symbol}"
    return "" if r.has_opponent else RESULTS[r].notation  # a game without its opponent: blank


def format_result(result: Result) -> str:
    """The symbol of a result as it appears after the colour (or alone for byes)."""
    return RESULTS[result].notation
