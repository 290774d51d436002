"""Test helper: a criterion's values straight from the tie-break registry, as printed and as
ranked, and the values the FIDE TEC exercise prints for them (tests/data/fide-tec/expected.json,
IA Mario Held, "Exercises in Tie-Breaking")."""

from __future__ import annotations

import json
from collections.abc import Iterable

from conftest import FIDE_TEC

from arbiter_app.core import rules
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.tiebreaks import Context, format_value, lookup, parse_descriptor, sort_key

SWISS_5 = FIDE_TEC / "held_swiss_5.trf"
_EXPECTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))


def printed(
    t: Tournament, code: str, rule: str = "fide-2024", system: System = System.SWISS
) -> dict[int, str]:
    """Every player's value of `code` as the registry prints it."""
    d = parse_descriptor(code)
    ctx = Context(t, rules.get(rule), system)
    return {sn: format_value(d, v) for sn, v in lookup(d.name).compute(ctx, d).items()}


def ranked(t: Tournament, code: str, rule: str = "fide-2026") -> list[int]:
    """Start numbers in the order `code` alone ranks them (Swiss)."""
    d = parse_descriptor(code)
    values = lookup(d.name).compute(Context(t, rules.get(rule), System.SWISS), d)
    key = sort_key(lookup(d.name), d)
    return sorted(values, key=lambda sn: key(values[sn]))


def swiss5_cases(codes: Iterable[str]) -> list[tuple[str, int, str | None]]:
    """(code, start number, printed value) for held_swiss_5 under the 2023/2024 rules; None
    where the exercise prints the value as undefined."""
    return [
        (code, int(sn), value)
        for code in codes
        for sn, value in _EXPECTED["held_swiss_5.trf"]["fide-2024"][code].items()
    ]
