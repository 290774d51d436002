"""The age of the imported FIDE list an event is checked against, for the header of its
printed and exported lists.

Every `standings` and `export` run asks for it; on a machine where no list has been imported
(most command-line runs) the answer is found without loading the list code (`in_force`, the
list formats and the database: about 15 ms of a 150 ms command).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists.paths import has_lists, lists_dir

if TYPE_CHECKING:
    from arbiter_app.core.list_check import ListAge
    from arbiter_app.core.model import Tournament


def installed_list_age(t: Tournament, directory: Path | None = None) -> ListAge | None:
    """`in_force.event_list_age` against the lists in `directory` (default: the user's lists,
    `paths.lists_dir`); None when none is imported or they cannot be read (a header line is
    never worth an error)."""
    try:
        where = lists_dir() if directory is None else directory
        if not has_lists(where):
            return None
    except OSError:
        return None
    import sqlite3

    from arbiter_app.io.ratinglists.in_force import event_list_age
    from arbiter_app.io.ratinglists.store import RatingLists

    try:
        return event_list_age(RatingLists(where), t)
    except (InputError, OSError, sqlite3.Error):
        return None
