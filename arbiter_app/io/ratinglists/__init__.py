"""Rating lists in a local database: the FIDE list (TXT or XML, plain or zipped) and national
lists (CSV/XLSX with a column mapping), imported into SQLite in the user data directory, and
searched by name or FIDE ID.

    result = import_list(Path("players_list_foa.zip"), progress=..., cancelled=...)
    lists = RatingLists(lists_dir())
    lists.find("carlsen, m")   # or "magnus carl", "1503014"

See `fide` (the list formats), `national` (spreadsheets and mappings), `store` (the database,
import and search), `importing` (reading a file into it) and `fold` (how names are compared).

The names are loaded when first used (PEP 562): a command that only asks whether a list is
imported (`installed`, `paths`) loads none of the list formats or the database code.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter_app.io.errors import InputError
    from arbiter_app.io.ratinglists.fide import RATING_TYPES, Entry
    from arbiter_app.io.ratinglists.importing import (
        DateNeeded,
        ImportResult,
        import_list,
        stated_date,
    )
    from arbiter_app.io.ratinglists.paths import data_dir, lists_dir
    from arbiter_app.io.ratinglists.store import Found, ImportCancelled, ListSummary, RatingLists

_WHERE = {
    "RATING_TYPES": "fide",
    "Entry": "fide",
    "DateNeeded": "importing",
    "ImportResult": "importing",
    "import_list": "importing",
    "stated_date": "importing",
    "data_dir": "paths",
    "lists_dir": "paths",
    "Found": "store",
    "ImportCancelled": "store",
    "ListSummary": "store",
    "RatingLists": "store",
}

__all__ = [
    "RATING_TYPES",
    "DateNeeded",
    "Entry",
    "Found",
    "ImportCancelled",
    "ImportResult",
    "InputError",
    "ListSummary",
    "RatingLists",
    "data_dir",
    "import_list",
    "lists_dir",
    "stated_date",
]


def __getattr__(name: str) -> Any:
    if name == "InputError":
        from arbiter_app.io.errors import InputError

        return InputError
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
