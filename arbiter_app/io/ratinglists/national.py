"""National rating lists given as CSV or XLSX (read with pandas), with a column mapping.

Federations publish their lists as spreadsheets with their own column names (`Namn`, `Elo`,
`Klubb`, `FIDE-ID` …). A mapping says which column holds which field of `fide.Entry`
(`{"name": "Namn", "standard": "Elo", ...}`), or, when a list has surname and first names in two
columns, `surname` and `first_name`. The mapping used for a source is remembered in
`<lists dir>/mappings.json`, so next month's list of the same federation imports without asking
again. `guess_mapping` proposes one from the column names (the GUI's mapping step starts from
it; the CLI uses it when no mapping is stored).

Numbers must be whole numbers: a rating written `1834.0` is read as 1834, anything else with a
fraction or a text that is not a number is reported with its row and column and the row is
skipped (never silently changed).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from arbiter_app.io.errors import InputError
from arbiter_app.io.files import write_atomic
from arbiter_app.io.ratinglists.fide import FIELDS, INT_FIELDS, Entry
from arbiter_app.io.ratinglists.fold import fold

MAPPINGS_FILE = "mappings.json"
TARGETS = (*FIELDS, "surname", "first_name")

# Column names seen in federation lists (folded) -> field. Used only to propose a mapping.
_SYNONYMS = {
    "fide_id": ("fide id", "fideid", "fide", "fide nr", "fide no", "id fide"),
    "local_id": ("id", "member", "member id", "medlemsnummer", "medlemsnr", "ssf id", "nr",
                 "kodenummer", "licence", "license", "code"),
    "name": ("name", "namn", "navn", "ime", "player", "spelare", "spiller", "nom"),
    "surname": ("surname", "last name", "lastname", "efternamn", "etternavn", "efternavn",
                "familiya", "familia"),
    "first_name": ("first name", "firstname", "fornamn", "fornavn", "given name", "imya"),
    "federation": ("fed", "federation", "country", "land", "nation"),
    "sex": ("sex", "gender", "kon", "kjonn", "kon m k", "pol"),
    "title": ("title", "tit", "titel", "titul"),
    "standard": ("rating", "elo", "standard", "rtg", "lsk", "ssf rating", "rating standard",
                 "national rating", "dsu rating", "nsf rating", "kratkosrochen"),
    "rapid": ("rapid", "rapid rating", "snabb", "hurtig"),
    "blitz": ("blitz", "blitz rating", "blixt", "lyn"),
    "birth_year": ("born", "birth year", "b day", "year of birth", "fodelsear", "fodt",
                   "fodselsar", "fodselsaar", "rodena", "byear", "birth"),
    "club": ("club", "klubb", "klub", "klubi", "team"),
    "standard_k": ("k", "k factor"),
}  # fmt: skip


def guess_mapping(columns: list[str]) -> dict[str, str]:
    """A proposed mapping for a spreadsheet with these column names (may be incomplete)."""
    out: dict[str, str] = {}
    folded = {c: fold(str(c)) for c in columns}
    for field, names in _SYNONYMS.items():
        for column, key in folded.items():
            if key in names and column not in out.values():
                out[field] = column
                break
    if "name" in out and "surname" in out:
        del out["surname"]
        out.pop("first_name", None)
    return out


def load_mappings(directory: Path) -> dict[str, dict[str, str]]:
    path = directory / MAPPINGS_FILE
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read the stored column mappings ({exc})", str(path)) from exc
    return {str(k): {str(f): str(c) for f, c in v.items()} for k, v in data.items()}


def remember_mapping(directory: Path, source: str, mapping: dict[str, str]) -> None:
    mappings = load_mappings(directory)
    mappings[source] = dict(mapping)
    text = json.dumps(mappings, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    write_atomic(directory / MAPPINGS_FILE, text.encode("utf-8"))


def read_frame(path: Path) -> Any:
    """The spreadsheet as a pandas DataFrame of strings (every cell as written)."""
    import pandas as pd  # type: ignore[import-untyped,unused-ignore]

    source = str(path)
    try:
        if path.suffix.lower() in (".xlsx", ".xlsm", ".xls"):
            return pd.read_excel(path, dtype=str, keep_default_na=False)
        return pd.read_csv(
            path, dtype=str, keep_default_na=False, sep=None, engine="python",
            encoding="utf-8-sig",
        )  # fmt: skip
    except UnicodeDecodeError:
        return pd.read_csv(path, dtype=str, keep_default_na=False, sep=None, engine="python",
                           encoding="latin-1")  # fmt: skip
    except (ValueError, OSError) as exc:
        raise InputError(f"cannot read the spreadsheet ({exc})", source) from exc


def check_mapping(mapping: dict[str, str], columns: list[str], source: str) -> None:
    unknown = sorted(set(mapping) - set(TARGETS))
    if unknown:
        raise InputError(f"unknown field(s) in the mapping: {', '.join(unknown)}", source)
    missing = sorted(c for c in mapping.values() if c not in columns)
    if missing:
        raise InputError(
            f"the mapping names column(s) the file does not have: {', '.join(missing)}", source
        )
    if "name" not in mapping and "surname" not in mapping:
        raise InputError("the mapping must say which column holds the name (or surname)", source)


_WHOLE = re.compile(r"^\s*(-?\d+)(?:[.,]0+)?\s*$")


def entries(
    frame: Any, mapping: dict[str, str], source: str, skipped: list[str]
) -> Iterator[Entry]:
    """The players of `frame` under `mapping`; unreadable rows are named in `skipped`."""
    position = {f: i for i, f in enumerate(FIELDS)}
    columns = list(frame.columns)
    picks = [(field, columns.index(column)) for field, column in mapping.items()]
    for number, row in enumerate(frame.itertuples(index=False, name=None), start=2):
        values: list[object] = list(Entry(None, ""))
        surname = first = ""
        bad = ""
        for field, i in picks:
            text = str(row[i]).strip()
            if field == "surname":
                surname = text
            elif field == "first_name":
                first = text
            elif field in INT_FIELDS:
                if not text:
                    continue
                m = _WHOLE.match(text)
                if m is None:
                    bad = f"{mapping[field]!r} is not a whole number ({text!r})"
                    break
                values[position[field]] = int(m.group(1)) or None
            else:
                values[position[field]] = text
        if not bad and surname:
            values[position["name"]] = f"{surname}, {first}" if first else surname
        if bad:
            skipped.append(f"{source}:{number}: {bad}")
        elif not values[position["name"]]:
            skipped.append(f"{source}:{number}: no name")
        else:
            yield Entry(*values)  # type: ignore[arg-type]


# Pasted rows without a header are read in the players table's column order.
PASTE_ORDER = ("title", "name", "federation", "standard", "fide_id", "birth_year", "sex", "club")


def pasted_entries(text: str, source: str, skipped: list[str]) -> list[Entry]:
    """Rows copied from a spreadsheet (tab-separated): with a header row, its column names
    are mapped as a list's (`guess_mapping`); without one, the columns are `PASTE_ORDER`."""
    import pandas as pd  # type: ignore[import-untyped,unused-ignore]

    rows = [line.split("\t") for line in text.splitlines() if line.strip()]
    if not rows:
        return []
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    header = [c.strip() for c in rows[0]]
    mapping = guess_mapping(header)
    if "name" in mapping or "surname" in mapping:
        frame = pd.DataFrame(rows[1:], columns=header, dtype=str)
        first_line = 2
    else:
        columns = [*PASTE_ORDER[:width], *(f"extra{i}" for i in range(width - len(PASTE_ORDER)))]
        frame = pd.DataFrame(rows, columns=columns[:width], dtype=str)
        mapping = {f: f for f in PASTE_ORDER[:width]}
        first_line = 1
    out = list(entries(frame, mapping, source, skipped))
    if first_line == 1:  # rows are numbered from the first pasted line
        skipped[:] = [_renumber_row(s, source) for s in skipped]
    return out


def _renumber_row(message: str, source: str) -> str:
    place, _, why = message[len(source) + 1 :].partition(": ")
    return f"{source}:{int(place) - 1}: {why}" if place.isdigit() else message
