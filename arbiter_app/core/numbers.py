"""Numbers as text: the one formatter every layer prints with (CLI, print, HTML, CSV, the
Excel export's number formats, the GUI models).

Points and tie-break values are exact (`Fraction`, `int`); they become text only here:

- `decimal(value, places)`: the exact decimal with at least `places` decimals (`4.0`, `3.5`,
  `2.25`); ValueError when the value has no short exact decimal form (⅓);
- `points(value)`: points as crosstables print them, one decimal (`4.0`, `3.5`; quarters two);
- `rounded(value, places)`: exactly `places` decimals, rounded half away from zero, for values
  printed with a rule's precision (BH 1, SB 2, ARO 0; averages are rounded for display only:
  ranking compares the exact values);
- `exact(value)`: any value of the engine (a count, a score, a layered tuple) exactly: decimals
  where they end, else the fraction (`1/3`); ``""`` for None;
- `scoring(value)`: a scoring value as a scoring system is written (`1-½-0`, `3-1-0`).

Every function takes `point`, the decimal separator: ``","`` on screen and in printed lists for
the languages whose locale writes a decimal comma (sv, nb, da, bg; the GUI asks QLocale), ``"."``
for files other programs read (TRF, JSON, CSV cells in English) and the CLI. The Excel export
writes numeric cells from the `"."` text (`io.excel`), so spreadsheets stay numbers whatever the
language.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TypeAlias

Exact: TypeAlias = Fraction | int
Value: TypeAlias = Fraction | int | tuple[Fraction, ...] | None

_MAX_SCALE = 10**12  # beyond 12 decimals a value has no short exact form: callers round first


def localise(text: str, point: str = ".") -> str:
    """An exact decimal text (`12.5`, `9/7/5/3`) with the separator `point`."""
    return text.replace(".", point) if point != "." else text


def decimal(value: Exact, places: int = 1, point: str = ".") -> str:
    """Exact decimal string with at least `places` decimals (more if needed to stay exact).

    Raises ValueError when the value has no finite decimal expansion (callers round first).
    """
    # In integers (every row prints its points): value = ±num / den in lowest terms.
    num, den = value.numerator, value.denominator
    sign = "-" if num < 0 else ""
    num = abs(num)
    scale = 10**places
    while num * scale % den:
        scale *= 10
        if scale > _MAX_SCALE:
            raise ValueError(f"{abs(Fraction(value))} has no short exact decimal form")
    digits = len(str(scale)) - 1
    whole, frac = divmod(num * scale // den, scale)
    text = f"{sign}{whole}.{frac:0{digits}d}" if digits else f"{sign}{whole}"
    return localise(text, point)


def points(value: Exact, point: str = ".") -> str:
    """Points as printed in crosstables: one decimal, `4.0`, `3.5` (quarters get two)."""
    return decimal(value, 1, point)


def rounded(value: Exact, places: int, point: str = ".") -> str:
    """Decimal string with exactly `places` decimals, rounded half away from zero."""
    # In integers (a list prints thousands of values): |value| × scale = whole + rest / den.
    num, den = value.numerator, value.denominator
    sign = "-" if num < 0 else ""
    scale = 10**places
    whole, rest = divmod(abs(num) * scale, den)
    if 2 * rest >= den:
        whole += 1
    if places == 0:
        return f"{sign}{whole}"
    q, r = divmod(whole, scale)
    return f"{sign}{q}{point}{r:0{places}d}"


def exact(value: Value, point: str = ".") -> str:
    """Any engine value exactly: counts as they are, scores with their exact decimals (at
    least one) or as a fraction where the decimals do not end, layers joined by ``/``."""
    if value is None:
        return ""
    if isinstance(value, tuple):
        return "/".join(exact(v, point) for v in value)
    if isinstance(value, int):
        return str(value)
    try:
        return decimal(value, 1, point)
    except ValueError:
        return str(value)


def scoring(value: Exact) -> str:
    """A scoring value as `1-½-0` writes it: whole numbers bare, ½, other values as decimals."""
    v = Fraction(value)
    if v.denominator == 1:
        return str(v.numerator)
    if v == Fraction(1, 2):
        return "½"
    return exact(v)


__all__ = ["Exact", "Value", "decimal", "exact", "localise", "points", "rounded", "scoring"]
