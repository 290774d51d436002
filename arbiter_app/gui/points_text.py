"""Points as an arbiter types them in the settings dialogs, exact (no floats)."""

from __future__ import annotations

from fractions import Fraction


def parse_points(text: str) -> Fraction:
    """`1`, `0.5`, `0,5`, `½`, `1/2` -> exact points (ValueError otherwise)."""
    s = text.strip().replace(",", ".").replace("½", "1/2")
    if not s:
        raise ValueError(text)
    value = Fraction(s)
    if value < 0:
        raise ValueError(text)
    return value


def show_points(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(value)
