"""The pairing settings in the records other programs read: initial colour and acceleration.

- Initial colour: TRF-26 `152 W|B` and JaVaFo's `XXC white1|black1` (FIDE C.04.A TRF-26 table;
  JaVaFo AUM "Unusual info extensions").
- Baku acceleration (C.04.5.1): JaVaFo's `XXA` (start number at columns 5–8, then the virtual
  points of each round in fields of four columns) and TRF-26 `250` (match points, empty for
  individuals; game points, rounds from–to, players from–to; spec/fide-tiebreaks.md §10.3).

- Edition and acceleration of a Dutch Swiss: the ETT26 code of TRF-26 record `192`
  (`FIDE_DUTCH_2017` the text before 1 February 2026, `FIDE_DUTCH_2026` the text from then,
  `_BAKU` appended; `FIDE_DUTCH_2025`, the TEC draft's spelling of the new text, is read as
  2026; spec/fide-tiebreaks.md "ETT26 codes").

The drawn Berger numbers and the exchange of the last two rounds have no record in either
format; every pairing setting travels exactly in the arbiter-app extension comment.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction

from arbiter_app.core.model import Colour, System, Tournament
from arbiter_app.core.numbers import points as format_points
from arbiter_app.core.pairing.acceleration import BAKU
from arbiter_app.core.settings import DUTCH_2025, DUTCH_2026
from arbiter_app.core.system import code_for

__all__ = [
    "acceleration_lines",
    "initial_colour_lines",
    "initial_colour_of",
    "settings_from_code",
    "system_code",
]

_YEAR = {DUTCH_2025: "_2017", DUTCH_2026: "_2026"}


_TEAM_CODE = {
    System.SWISS: "FIDE_TEAM",
    System.ROUND_ROBIN: "FIDE_TEAM_ROUNDROBIN",
    System.DOUBLE_ROUND_ROBIN: "FIDE_TEAM_DOUBLEROUNDROBIN",
}


def system_code(t: Tournament) -> str:
    """Record 192 for `t`: a Dutch Swiss names its edition and Baku when they were chosen."""
    assert t.system is not None
    if t.teams is not None:  # ETT26's team codes (FIDE_TEAM: C.04.6 team Swiss)
        return _TEAM_CODE[t.system]
    code = code_for(t.system)
    if t.system is not System.SWISS:
        return code
    code += _YEAR.get(str(t.pairing.edition), "")
    return code + ("_BAKU" if t.pairing.acceleration == BAKU else "")


def settings_from_code(code: str) -> dict[str, str]:
    """Edition and acceleration an individual Dutch code of record 192 names (else nothing)."""
    text = code.strip().upper()
    if not text.startswith("FIDE_DUTCH"):
        return {}
    out: dict[str, str] = {}
    if "_2017" in text:
        out["edition"] = DUTCH_2025
    elif "_2025" in text or "_2026" in text:
        out["edition"] = DUTCH_2026
    if text.endswith("_BAKU"):
        out["acceleration"] = BAKU
    return out


def initial_colour_of(line: str) -> str | None:
    """The initial colour a `152 W|B` or `XXC white1|black1` record names ("white",
    "black"), else None (another XXC option, or a record that is not one of these)."""
    if line.startswith("152 "):
        return {"W": "white", "B": "black"}.get(line[4:].strip()[:1].upper())
    if line.startswith("XXC "):
        words = line[4:].split()
        return "black" if "black1" in words else "white" if "white1" in words else None
    return None


def initial_colour_lines(colour: Colour) -> list[str]:
    """`152` and `XXC` for the initial colour (drawn by lot before round 1)."""
    black = colour is Colour.BLACK
    return [f"152 {'B' if black else 'W'}", f"XXC {'black1' if black else 'white1'}"]


def acceleration_lines(
    virtual: Mapping[int, list[Fraction]], number: Mapping[int, int] | None = None
) -> Iterator[str]:
    """`XXA` per player of group GA, then `250` per run of rounds with the same points.

    `virtual`: start number -> virtual points before each accelerated round; `number`: the
    numbers written in the file (the engines get 1…n), start numbers when None. GA is the top
    of the list, so its players are the numbers 1 … the last of them.
    """
    number = number or {s: s for s in virtual}
    for start_no, extra in virtual.items():
        values = " ".join(f"{format_points(x):>4}" for x in extra)
        yield f"XXA {number[start_no]:>4} {values}"
    last = max((number[s] for s in virtual), default=0)
    runs: list[tuple[Fraction, int, int]] = []
    for r, x in enumerate(next(iter(virtual.values()), []), start=1):
        if runs and runs[-1][0] == x:
            runs[-1] = (x, runs[-1][1], r)
        else:
            runs.append((x, r, r))
    for x, first, final in runs:
        text = format_points(x)
        # Columns 5-8 are match points, "empty for individuals" (TRF-26 record 250); the
        # virtual game points follow at 10-13. bbpPairings refuses a line with both.
        yield f"250 {'':>4} {text:>4} {first:>3} {final:>3} {1:>4} {last:>4}"
