"""TRF result letters, colours and the header records the model holds (§10)."""

from __future__ import annotations

from arbiter_app.core.model import (
    Colour,
    Result,
)

RESULT_BY_CODE = {
    "1": Result.WIN,
    "=": Result.DRAW,
    "0": Result.LOSS,
    "W": Result.WIN_UNRATED,
    "D": Result.DRAW_UNRATED,
    "L": Result.LOSS_UNRATED,
    "+": Result.FORFEIT_WIN,
    "-": Result.FORFEIT_LOSS,
    "H": Result.HALF_BYE,
    "F": Result.FULL_BYE,
    "U": Result.PAIRING_BYE,
    "Z": Result.ZERO_BYE,
}
CODE_BY_RESULT = {result: code for code, result in RESULT_BY_CODE.items()} | {
    Result.DOUBLE_FORFEIT: "-",
    Result.NOT_PAIRED: " ",
    Result.PENDING: " ",
    Result.POSTPONED: " ",  # no TRF code: the extension comment says "postponed"
}
_COLOUR_BY_CHAR = {"w": Colour.WHITE, "b": Colour.BLACK, "-": Colour.NONE, " ": Colour.NONE}
_CHAR_BY_COLOUR = {Colour.WHITE: "w", Colour.BLACK: "b", Colour.NONE: "-"}

MAX_PLAYERS = 9999  # TRF start numbers have four columns (5-8)
EXTENSION_PREFIX = "### arbiter-app "
_EXTENSION_VERSION = 1
_ROUND0 = 91  # 0-based index of round 1's opponent field (column 92)
_BLOCK = 10

# Header records that fill the model. Value: the model "key" the record holds.
_TEXT = {
    "012": "name",
    "022": "city",
    "032": "federation",
    "092": "type_text",
    "102": "chief_arbiter",
    "122": "time_control",
}
_DATES = {"042": "start_date", "052": "end_date"}
_KEY_OF = {
    **_TEXT,
    **_DATES,
    "062": "#players",  # derived: never stored, rewritten from the player list
    "072": "#rated",
    "112": "deputy_arbiters",
    "142": "rounds",
    "XXR": "rounds",
    "162": "scoring",
    "192": "system",
    "202": "tiebreaks",
    "212": "tiebreaks",
}
# The order this writer puts headers in (TRF-26 numbering order; XXR last for JaVaFo readers).
_CANONICAL = [
    "012",
    "022",
    "032",
    "042",
    "052",
    "062",
    "072",
    "092",
    "102",
    "112",
    "122",
    "142",
    "162",
    "192",
    "202",
    "XXR",
]
