"""TRF result letters, colours and the header records the model holds (§10)."""

from __future__ import annotations

from arbiter_app.core.model import Colour
from arbiter_app.core.vocabulary.results import RESULTS

# The result letters are the core's (core.vocabulary.results): one table for every code family.
RESULT_BY_CODE = {facts.trf: result for result, facts in RESULTS.items() if facts.trf_reads}
CODE_BY_RESULT = {result: facts.trf for result, facts in RESULTS.items()}
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

# The team records (TRF-26 §5, `io/trf/teams.py` reads them).
TEAM_RECORDS = frozenset({"013", "300", "310", "320", "330", "352", "362", "801", "802"})
