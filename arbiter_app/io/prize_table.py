"""Prize tables as JSON files (format in the docs/manual/prizes.md; parsed by `core.prizes`).

Amounts are read exactly: JSON numbers with decimals are read as `Decimal` (never float), so
`250.50` and `"250.50"` both mean 25050 cents. Errors name the file and the entry.
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from arbiter_app.core.prizes import PrizeTable, table_from_dict, table_to_dict
from arbiter_app.io.errors import InputError
from arbiter_app.io.files import write_atomic


def load_prize_table(path: str | Path) -> PrizeTable:
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), source) from None
    try:
        data = json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as exc:
        raise InputError(f"not valid JSON ({exc.msg})", source, exc.lineno, exc.colno) from None
    if not isinstance(data, dict):
        raise InputError("a prize table is a JSON object", source)
    try:
        return table_from_dict(data)
    except ValueError as exc:
        raise InputError(str(exc), source) from None


def save_prize_table(table: PrizeTable, path: str | Path) -> None:
    """Write `table` in the same JSON form (atomically)."""
    text = json.dumps(table_to_dict(table), ensure_ascii=False, indent=2) + "\n"
    write_atomic(Path(path), text.encode("utf-8"))
