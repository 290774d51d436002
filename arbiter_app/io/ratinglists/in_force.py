"""The imported FIDE list an event is checked against, and what it says about the event's
players (`core.list_check.Listed`).

Which list: the one named (`--list NAME`, a source of `RatingLists.summaries`), else the
combined FIDE list (`fide`: every rating type), else the single-type FIDE list of the event's
rating type (`fide-rapid`, ...). Only a FIDE list has FIDE IDs, ratings and K to compare.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence

from arbiter_app.core.list_check import ListAge, Listed, age_of, list_age
from arbiter_app.core.model import Tournament
from arbiter_app.core.rating_change import event_rating_type
from arbiter_app.core.rating_source import first_rating, rating_sequence
from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists.fide import RATING_TYPES, Entry
from arbiter_app.io.ratinglists.store import ListSummary, RatingLists


def choose_list(lists: RatingLists, rating_type: str, name: str | None = None) -> ListSummary:
    """The list to check against (module docstring); an `InputError` saying what to import
    or which names exist when there is none."""
    summaries = {s.source: s for s in lists.summaries()}
    if name is not None:
        if name not in summaries:
            known = ", ".join(summaries) or "none imported"
            raise InputError(f"no rating list named {name!r} (lists: {known})", None)
        return summaries[name]
    for source in ("fide", f"fide-{rating_type}"):
        if source in summaries:
            return summaries[source]
    raise InputError(
        f"no FIDE list with {rating_type} ratings imported: arbiter-app ratings import FILE "
        "(players_list_foa.zip as downloaded from ratings.fide.com)",
        None,
    )


def listed_entry(e: Entry, source: str, rating_type: str, sequence: Sequence[str] = ()) -> Listed:
    """What `e` of the list `source` says: the rating is the first of `sequence` (default:
    the rating type alone) the list gives, K the list's K of the event's `rating_type`."""
    ratings = {kind: getattr(e, kind) for kind in RATING_TYPES}
    rating, kind = first_rating(ratings, sequence or (rating_type,))
    return Listed(
        fide_id=str(e.fide_id),
        name=e.name,
        federation=e.federation,
        title=e.title or e.women_title,
        sex=e.sex,
        birth_year=e.birth_year,
        rating=rating,
        k=getattr(e, f"{rating_type}_k"),
        rating_from=f"{source}:{kind}" if kind else "",
    )


def listed(
    lists: RatingLists,
    summary: ListSummary,
    fide_ids: Iterable[str],
    rating_type: str,
    sequence: Sequence[str] = (),
) -> dict[str, Listed]:
    """What the list says about each of `fide_ids` it has (by FIDE ID as text); ratings by
    the event's `sequence` of rating types (`core.rating_source`)."""
    ids = [int(x) for x in (f.strip() for f in fide_ids) if x.isdigit() and len(x) <= 12]
    return {
        str(fid): listed_entry(e, summary.source, rating_type, sequence)
        for fid, e in lists.entries(summary.source, ids).items()
    }


def event_listed(lists: RatingLists, summary: ListSummary, t: Tournament) -> dict[str, Listed]:
    """`listed` for the event's players, rating type and sequence."""
    return listed(
        lists,
        summary,
        (p.fide_id for p in t.players),
        event_rating_type(t),
        rating_sequence(t),
    )


def age_note(summary: ListSummary, start_date: str, today: dt.date | None = None) -> str:
    """One English line on the list's date against the list in force for the event ("" when
    it is that list)."""
    state, months = list_age(summary.list_date, start_date, today or dt.date.today())
    if state == "in force":
        return ""
    if state == "unknown":
        return f"{summary.source}: the list's date is unknown (import it with --date)"
    if state == "older":
        return (
            f"{summary.source}: list of {summary.list_date}, {months} month(s) older than the "
            "list in force for the event: import the newer list"
        )
    return (
        f"{summary.source}: list of {summary.list_date}, {months} month(s) newer than the list "
        "in force at the event's start"
    )


def event_list_age(
    lists: RatingLists, t: Tournament, today: dt.date | None = None
) -> ListAge | None:
    """The age of the FIDE list the event's ratings are checked against (`choose_list`) for
    the printed lists' header; None when no such list is imported or no player has a FIDE ID
    (the list says nothing about the event then)."""
    if not any(p.fide_id.strip().strip("0") for p in t.players):
        return None
    try:
        summary = choose_list(lists, event_rating_type(t))
    except InputError:
        return None
    return age_of(summary.source, summary.list_date, t.start_date, today or dt.date.today())
