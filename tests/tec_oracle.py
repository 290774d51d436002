"""An independent oracle for comparing rule editions on the FIDE TEC exercise held_swiss_5.

Source: IA Mario Held, "Exercises in Tie-Breaking", FIDE TEC rev. 2403220900, transcribed in
tests/data/fide-tec/; `expected.json` holds the values the exercise prints under the 2023/2024
text and re-derived under the March-2026 16.4 caps. The oracle ranks the players from those
printed values alone (points from the TRF's own score column, then the list's criteria as
printed, higher better for every criterion used), and derives which places change and, per
pair whose order changes, the first criterion deciding it differently.
"""

from __future__ import annotations

import json
from fractions import Fraction

from conftest import FIDE_TEC

EXPECTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))
SWISS_5 = "held_swiss_5.trf"
Key = tuple[Fraction, ...]


def printed_points(name: str) -> dict[int, Fraction]:
    """The score column of each 001 record (TRF columns 81-84), as the file prints it."""
    points = {}
    for line in (FIDE_TEC / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("001"):
            points[int(line[4:8])] = Fraction(line[80:84].strip())
    return points


def keys(name: str, codes: list[str], edition: str) -> dict[int, Key]:
    """Sort key per player (smaller is better); equal keys share a place."""
    printed = EXPECTED[name][edition]
    return {
        sn: (-pts, *(-Fraction(printed[c][str(sn)]) for c in codes))
        for sn, pts in printed_points(name).items()
    }


def places(k: dict[int, Key]) -> dict[int, int]:
    return {sn: 1 + sum(1 for other in k.values() if other < mine) for sn, mine in k.items()}


def moves(codes: list[str]) -> dict[int, tuple[int, int]]:
    """Start number -> (place under 2024, place under 2026) for every player who moves."""
    a = places(keys(SWISS_5, codes, "fide-2024"))
    b = places(keys(SWISS_5, codes, "fide-2026"))
    return {sn: (a[sn], b[sn]) for sn in a if a[sn] != b[sn]}


def deciding(codes: list[str], first: int, second: int) -> str:
    """The first criterion of `codes` on which the pair compares differently in the editions."""
    ka, kb = keys(SWISS_5, codes, "fide-2024"), keys(SWISS_5, codes, "fide-2026")

    def cmp(k: dict[int, Key], i: int) -> int:
        return (k[first][i] > k[second][i]) - (k[first][i] < k[second][i])

    step = next(i for i in range(1, len(codes) + 1) if cmp(ka, i) != cmp(kb, i))
    return codes[step - 1]


def printed(edition: str, code: str, start_no: int) -> str:
    return str(EXPECTED[SWISS_5][edition][code][str(start_no)])
