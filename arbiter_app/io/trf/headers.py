"""TRF header records (012–212) read into the model."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from msgspec.structs import replace

from arbiter_app.core.model import Scoring, System
from arbiter_app.core.system import system_from_code
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.trfcodes import from_trf
from arbiter_app.io.trf.codes import _DATES, _TEXT
from arbiter_app.io.trf.text import MAX_ROUNDS, _At


def _parse_header(record: str, line: str, at: _At) -> Any:
    value = line[4:].strip()
    if record in _TEXT or record == "112":
        return value
    if record in _DATES:
        return value  # read together with the event's other dates (`dates.settle_dates`)
    if record in ("062", "072"):
        return int(value) if value.isdecimal() and len(value) <= 6 else value
    if record in ("142", "XXR"):
        if not value.isdecimal() or len(value) > 4 or not 0 <= int(value) <= MAX_ROUNDS:
            shown = value if len(value) <= 12 else value[:12] + "..."
            raise at.error(
                5, f"number of rounds {shown!r} is not a whole number from 0 to {MAX_ROUNDS}"
            )
        return int(value)
    if record == "162":
        return _parse_scoring(line, at)
    if record == "192":
        return system_from_code(value) if value else None
    # 202 / 212: comma-separated descriptors; 212 starts with PTS (212 PTS,X,Y == 202 X,Y).
    # Self-defined codes come as OTHER_<code> (C.07 4.1); ours are read back as our codes.
    items = [from_trf(item) for item in value.split(",") if item.strip()]
    if record == "212" and items and items[0].upper() == Code.PTS:
        items = items[1:]
    return items


# A symbol and its points, `W 1.0` (TRF-26: format `11.5`, four columns): at most 4 digits
# before the point and 3 after, so an absurd value is left over and refused, never expanded.
# (a pattern text: compiled on first use, by `re`'s cache; only files with these records read it)
_SCORE_ITEM = r"([A-Za-z])\s{0,8}(-?\d{1,4}(?:\.\d{1,3})?)(?![\d.])"
_SCORE_SYMBOLS = "WDLAPX"
MAX_SCORING_POINTS = 100  # a result is worth 0 to 100 points (as in project files)


def unknown_result_points(line: str) -> Fraction | None:
    """The `X` value of a record 162 (an unknown result, e.g. an adjourned game), if given."""
    for match in re.finditer(_SCORE_ITEM, line[4:]):
        if match.group(1).upper() == "X":
            return Fraction(match.group(2))
    return None


def _parse_scoring(line: str, at: _At) -> Scoring:
    """Record 162: symbol at column 6, its points at 7–10, then every 9 columns (TRF-26).

    W: win, forfeit win, full-point bye; D: draw, half-point bye; L: loss; A: absence
    (zero-point bye, forfeit loss); P: pairing-allocated bye (default W); X: unknown result,
    which the model has no value for (the line itself is kept for the rewrite).
    """
    values: dict[str, Fraction] = {}
    body = line[4:]
    for match in re.finditer(_SCORE_ITEM, body):
        symbol = match.group(1).upper()
        if symbol not in _SCORE_SYMBOLS:
            raise at.error(
                match.start() + 5, f"unknown scoring symbol {match.group(1)!r} in record 162"
            )
        points = Fraction(match.group(2))
        if points < 0:
            raise at.error(
                match.start(2) + 5,
                f"record 162: {symbol} worth {match.group(2)} points; a result is worth 0 or more",
            )
        values[symbol] = points
    leftover = re.sub(_SCORE_ITEM, "", body).strip()
    if leftover:
        raise at.error(5 + body.index(leftover[0]), f"cannot read record 162 near {leftover!r}")
    default = Scoring()
    absence = values.get("A", default.zero_bye)
    return canonical(
        Scoring(
            win=values.get("W", default.win),
            draw=values.get("D", default.draw),
            loss=values.get("L", default.loss),
            forfeit_loss=absence,
            zero_bye=absence,
            pairing_bye=values.get("P"),
        )
    )


# Words of a free-text event type (TRF 092, e.g. "Individual: Swiss-System" as lichess, JaVaFo
# and Swiss-Manager write it) that name the system. Checked in this order: a double round robin
# is also a round robin.
_SYSTEM_WORDS = (
    (System.DOUBLE_ROUND_ROBIN, ("double round", "double-round", "doubleround", "doppelrunden")),
    (
        System.ROUND_ROBIN,
        (
            "round robin",
            "round-robin",
            "roundrobin",
            "all-play-all",
            "rundenturnier",
            "berger",
            "scheveningen",
            "schiller",
        ),
    ),
    (System.SWISS, ("swiss", "schweizer", "suisse", "sveitser", "schweiz", "monrad", "dutch")),
)
# In an event's name (012) only the phrases no person or place is called ("Berger Memorial",
# "Dutch Open" are names, not systems).
_NAME_PHRASES = frozenset(
    {
        "double round",
        "double-round",
        "round robin",
        "round-robin",
        "all-play-all",
        "rundenturnier",
        "swiss",
        "schweizer",
    }
)


def system_from_words(text: str, name: bool = False) -> System | None:
    """The system a free text names (an ETT26 code also counts), else None; `name`: the text
    is an event's name, where only unmistakable phrases count."""
    found = system_from_code(text) if text.strip() and " " not in text.strip() else None
    if found is not None and not name:
        return found
    lowered = text.lower()
    for system, words in _SYSTEM_WORDS:
        if any(word in lowered for word in words if not name or word in _NAME_PHRASES):
            return system
    return None


# JaVaFo's `XXS CODE=VALUE ...` (TRF(x), spec/fide-tiebreaks.md §10.4): the Scoring field each
# code sets; W and D are shortcuts for several codes. A colour-dependent value (WW 1.0 but
# BW 1.5) has no place in the model and is refused.
_XXS_FIELDS = {
    "WW": "win",
    "BW": "win",
    "WD": "draw",
    "BD": "draw",
    "WL": "loss",
    "BL": "loss",
    "ZPB": "zero_bye",
    "HPB": "half_bye",
    "FPB": "full_bye",
    "PAB": "pairing_bye",
    "FW": "forfeit_win",
    "FL": "forfeit_loss",
    "W": ("win", "forfeit_win", "full_bye"),
    "D": ("draw", "half_bye"),
}
# bbpPairings' own records (§10.4): points for win, draw, loss, ZPB, forfeit loss, PAB.
BBP_FIELDS = {
    "BBW": "win",
    "BBD": "draw",
    "BBL": "loss",
    "BBZ": "zero_bye",
    "BBF": "forfeit_loss",
    "BBU": "pairing_bye",
}
# (a pattern text: compiled on first use, by `re`'s cache; only files with an XXS record read it)
_XXS_ITEM = r"([A-Za-z]{1,3})=(\d{0,4}(?:\.\d{1,3})?)(?=\s|$)"


def _points_value(text: str, at: _At, column: int, what: str) -> Fraction:
    if not text or text == ".":
        raise at.error(column, f"{what}: no points given")
    points = Fraction(text)
    if points > MAX_SCORING_POINTS:
        raise at.error(column, f"{what}: {text} points; a result is worth 0 to 100")
    return points


def javafo_scoring(line: str, at: _At, scoring: Scoring) -> Scoring:
    """`scoring` with the values of a JaVaFo `XXS` record (refused at its column if absurd)."""
    body = line[4:]
    values: dict[str, tuple[Fraction, str]] = {}
    for match in re.finditer(_XXS_ITEM, body):
        code = match.group(1).upper()
        fields = _XXS_FIELDS.get(code)
        if fields is None:
            raise at.error(match.start() + 5, f"record XXS: unknown code {match.group(1)!r}")
        points = _points_value(match.group(2), at, match.start(2) + 5, f"record XXS {code}")
        for name in (fields,) if isinstance(fields, str) else fields:
            if name in values and values[name][0] != points and len(code) > 1:
                earlier = values[name][1]
                if len(earlier) > 1:  # two explicit codes disagree: colour-dependent points
                    raise at.error(
                        match.start() + 5,
                        f"record XXS: {earlier} and {code} differ ({values[name][0]} and "
                        f"{points}): colour-dependent points are not supported",
                    )
            values[name] = (points, code)
    leftover = re.sub(_XXS_ITEM, "", body).strip()
    if leftover:
        raise at.error(5 + body.index(leftover[0]), f"cannot read record XXS near {leftover!r}")
    return _with_values(scoring, {name: v for name, (v, _) in values.items()})


def bbp_scoring(line: str, at: _At, scoring: Scoring) -> Scoring:
    """`scoring` with the value of a bbpPairings `BBW`/`BBD`/... record (columns 5-8)."""
    text = line[4:].strip()
    if not re.fullmatch(r"\d{1,4}(?:\.\d{1,3})?", text):
        raise at.error(5, f"record {line[:3]}: {text[:12]!r} is not points such as 1.0")
    points = _points_value(text, at, 5, f"record {line[:3]}")
    return _with_values(scoring, {BBP_FIELDS[line[:3]]: points})


def _with_values(scoring: Scoring, values: dict[str, Fraction]) -> Scoring:
    out = replace(scoring, **values)
    if "zero_bye" in values and "forfeit_loss" not in values:
        out = replace(out, forfeit_loss=values["zero_bye"])  # as 162's A: absence, for both
    return canonical(out)


def canonical(scoring: Scoring) -> Scoring:
    """`scoring` with every optional value that equals what it defaults to (a forfeit win,
    full-point and pairing-allocated bye worth a win, a half-point bye worth a draw) left to
    default: JaVaFo's `XXS` spelling out FIDE's 1-½-0 is FIDE's 1-½-0, not another system."""
    same: dict[str, Any] = {  # (None for every field named: mypy checks ** against all fields)
        name: None
        for name, default in (
            ("forfeit_win", scoring.win),
            ("full_bye", scoring.win),
            ("pairing_bye", scoring.win),
            ("half_bye", scoring.draw),
        )
        if getattr(scoring, name) == default
    }
    return replace(scoring, **same) if same else scoring
