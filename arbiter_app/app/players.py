"""The players' use cases both faces share, each the one edit (one undo step) the window
pushes and the command line applies before it writes the file:

- `register_edit`: register a player found in the imported lists (the players view's search
  and add, `players add --fide-id`), with the list's K for the event's rating type (B.02
  8.3.3: the list knows a new player's games); the entry-to-player mapping is
  `io.registration`'s;
- `typed_edit`: a player typed by hand (Players > Add player…, `players add --name`; a typed
  rating says so in the player's flags, `core.rating_change.HAND`);
- `entries_edit`: the entries of a file or the clipboard (Import entries…, paste, `players
  import`; rating: the standard column);
- `renumber_edit`: renumbering ("Renumber by rating", `players renumber`).

Every registration is a late entry once round 1 is paired, numbered by C.04.2 2.4
(`core.seeding.admit`).
"""

from __future__ import annotations

from arbiter_app.core.edits import Batch, Edit
from arbiter_app.core.model import Player, Tournament
from arbiter_app.core.rating_change import HAND, SetKFactor, event_rating_type, with_source
from arbiter_app.core.rating_source import from_fide, rating_sequence
from arbiter_app.core.seeding import CloseEntries, Renumber, admit, has_late_entries
from arbiter_app.io.ratinglists import Entry, Found, RatingLists
from arbiter_app.io.registration import player_from_entry, player_from_list, same_player

__all__ = ["entries_edit", "next_start_no", "register_edit", "renumber_edit", "typed_edit"]


def renumber_edit(t: Tournament, method: str | None = None) -> Edit:
    """Start numbers by the initial ranking (C.04.2 2: the event's starting-rank method, or
    `method`). With late entries this closes the list of participants (C.04.2 2.5: their
    provisional numbers become definitive), allowed after round 4 too; otherwise it is a
    renumbering, which the edit refuses once round 4 has been paired (2.3)."""
    return CloseEntries(method) if has_late_entries(t) else Renumber(method=method)


def next_start_no(t: Tournament) -> int:
    """The start number a new entry gets: after the last one."""
    return max((p.start_no for p in t.players), default=0) + 1


def register_edit(t: Tournament, lists: RatingLists, found: Found) -> tuple[Edit, Player]:
    """The edit that registers `found` (an entry of one of `lists`) as the next player of `t`
    (a late entry once round 1 is paired, `core.seeding`), and the player it adds; its
    rating the first of the event's sequence of lists that `found` or the same player in the
    other lists (`io.registration.same_player`, C.02) gives."""
    others = same_player(lists, found)
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
