"""Registering players from an imported rating list or a file of entries: what the files
say, as players.

The one entry→player mapping, used through the registration use cases of `app/players.py`
(the players view's search and add, Import entries…, paste; the command line's `players add
--fide-id`, `players import`), so that both faces write the same player into the same file.

- `player_from_entry` / `player_from_list`: a list's entry as a new player (the rating: the
  first of the event's sequence of lists, FIDE's and national ones, that has the player,
  `core.rating_source`; the other lists' entries by FIDE ID, `same_player`);
- `read_entries`: a CSV/XLSX file of entries, columns guessed by their names
  (`io.ratinglists.national.guess_mapping`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from arbiter_app.core.model import Player
from arbiter_app.core.rating_change import with_fide_rating, with_source
from arbiter_app.core.rating_source import FIDE, first_listed, from_fide, sequence_item
from arbiter_app.io.ratinglists import RATING_TYPES, Entry, Found, RatingLists
from arbiter_app.io.ratinglists.national import (
    check_mapping,
    entries,
    guess_mapping,
    read_frame,
)


def player_from_entry(e: Entry, start_no: int, rating: int, national: int = 0) -> Player:
    """A new player from a list entry with the event's `rating` (and a national one)."""
    return Player(
        start_no=start_no,
        name=e.name,
        title=e.title or e.women_title,
        sex="w" if e.sex.upper() in ("F", "W") else ("m" if e.sex.upper() == "M" else e.sex),
        rating=rating,
        national_rating=national,
        federation=e.federation,
        fide_id=str(e.fide_id) if e.fide_id else "",
        birth_date=str(e.birth_year) if e.birth_year else "",
        club=e.club.strip(),  # a national list's club column (national.py), if it has one
    )


def player_from_list(
    found: Found,
    start_no: int,
    rating_type: str = "standard",
    sequence: tuple[str, ...] = (),
    others: Sequence[Found] = (),
) -> Player:
    """A new player from a rating list: the rating is the first of the event's sequence of
    lists (`core.rating_source`; default the FIDE rating of the rating type) that `found` or
    the same player in `others` (the other lists' entries with the same FIDE ID,
    `same_player`) gives, and the player's flags say where it came from; the national rating
    is a national list's rating of the rating type (the sequence's list first)."""
    entries = [found, *(o for o in others if o != found)]
    ratings: dict[tuple[str, str], int | None] = {}
    for f in entries:
        for kind in RATING_TYPES:
            ratings.setdefault((_list_name(f), kind), getattr(f.entry, kind))
    rating, listed, kind = first_listed(ratings, sequence or (rating_type,))
    named = [sequence_item(i)[0] for i in sequence]
    national = sorted(
        (f for f in entries if not from_fide(f.source)),
        key=lambda f: named.index(f.source) if f.source in named else len(named),
    )
    player = player_from_entry(
        found.entry,
        start_no,
        rating,
        (getattr(national[0].entry, rating_type) or 0) if national else 0,
    )
    if not rating:
        return player
    source = next(f.source for f in entries if _list_name(f) == listed)
    player = with_source(player, f"{source}:{kind}")
    if (listed, kind) != (FIDE, rating_type):
        # The tournament rating is another list's: the FIDE rating of the event's type stays
        # beside it, the one B.02 rates from and the rating report carries (official rating).
        player = with_fide_rating(player, rating_type, ratings.get((FIDE, rating_type)) or 0)
    return player


def _list_name(found: Found) -> str:
    return FIDE if from_fide(found.source) else found.source


def same_player(lists: RatingLists, found: Found) -> list[Found]:
    """The entries of the other imported lists with `found`'s FIDE ID (none without one)."""
    fide_id = found.entry.fide_id
    if not fide_id:
        return []
    return [f for f in lists.by_fide_id(int(fide_id)) if f.source != found.source]


def read_entries(path: Path, skipped: list[str]) -> list[Entry]:
    """The entries of a CSV/XLSX file, columns guessed from their names; rows that cannot be
    read are described in `skipped`. InputError (naming the file) when no name column is
    found or the file cannot be read."""
    frame = read_frame(path)
    columns = [str(c) for c in frame.columns]
    frame.columns = columns
    mapping = guess_mapping(columns)
    check_mapping(mapping, columns, str(path))
    return list(entries(frame, mapping, str(path), skipped))
