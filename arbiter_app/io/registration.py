"""Registering players: from an imported rating list, or from a file of entries.

The one entry→player mapping and the one registration edit, used by the players view (search
and add, Import entries…, paste) and by the command line (`players add --fide-id`, `players
import`), so that both write the same player into the same file.

- `player_from_entry` / `player_from_list`: a list's entry as a new player (the rating: the
  first of the event's sequence of lists, FIDE's and national ones, that has the player,
  `core.rating_source`; the other lists' entries by FIDE ID, `same_player`);
- `register_edit`: the edit that adds a player found in a list, with the list's K for the
  event's rating type (B.02 8.3.3: the list knows a new player's games), as one undo step
  (a late entry numbered by C.04.2 2.4, `core.seeding.admit`, as every registration is);
- `typed_edit`: the edit that adds a player typed by hand (a typed rating says so in the
  player's flags, `core.rating_change.HAND`);
- `entries_edit`: the edit that adds a file's entries (rating: the standard column);
- `read_entries`: a CSV/XLSX file of entries, columns guessed by their names
  (`io.ratinglists.national.guess_mapping`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from arbiter_app.core.edits import Batch, Edit
from arbiter_app.core.model import Player, Tournament
from arbiter_app.core.rating_change import (
    HAND,
    SetKFactor,
    event_rating_type,
    with_fide_rating,
    with_source,
)
from arbiter_app.core.rating_source import (
    FIDE,
    first_listed,
    from_fide,
    rating_sequence,
    sequence_item,
)
from arbiter_app.core.seeding import admit
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


def next_start_no(t: Tournament) -> int:
    """The start number a new entry gets: after the last one."""
    return max((p.start_no for p in t.players), default=0) + 1


def register_edit(t: Tournament, found: Found, others: Sequence[Found] = ()) -> tuple[Edit, Player]:
    """The edit that registers `found` as the next player of `t` (a late entry once round 1
    is paired, `core.seeding`), and the player it adds; its rating the first of the event's
    sequence of lists that `found` or `others` (`same_player`) gives."""
    kind = event_rating_type(t)
    new = player_from_list(found, next_start_no(t), kind, rating_sequence(t), others)
    edit, (player,) = admit(t, [new])
    fide = next((f for f in (found, *others) if from_fide(f.source)), None)
    k = getattr(fide.entry, f"{kind}_k") if fide else None
    if k and player.fide_id:
        # The list's K goes with the player (B.02 8.3.3: it knows a new player's games).
        edit = Batch((edit, SetKFactor(player.fide_id, int(k))), "add-player")
    return edit, player


def typed_edit(t: Tournament, player: Player) -> tuple[Edit, Player]:
    """The edit that adds `player` as typed by hand (Players > Add player…, `players add
    --name`): a late entry once round 1 is paired (`core.seeding.admit`: its start number
    is its place in the initial ranking), a typed rating marked as typed; and the player as
    numbered."""
    if player.rating:
        player = with_source(player, HAND)
    edit, (added,) = admit(t, [player])
    return edit, added


def entries_edit(t: Tournament, items: list[Entry]) -> Edit | None:
    """The edit that adds `items` as the next players of `t` (rating: the list's standard
    column), one step; None for no entries."""
    first = next_start_no(t)
    if not items:
        return None
    players = [player_from_entry(e, first + k, e.standard or 0) for k, e in enumerate(items)]
    return admit(t, players)[0]


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
