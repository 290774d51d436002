"""The event's players against the rating list in force (FIDE C.02 verification checklist,
"rating lists": consistency with the list valid at the start of the event, updating a chosen
subset).

For every player with a FIDE ID, `differences` compares what the event holds with what the
list says (`Listed`, built by the reader of the list: `io.ratinglists.in_force.listed`): name,
federation, title, sex, birth year, rating (the first the list has of the event's sequence of
rating types, `core.rating_source`) and K (of the event's rating type, against the list's K
kept in the event, `core.rating_change.stored_k`). A rating taken over records where it came
from (`core.rating_source.with_source`). A FIDE ID the list does not have is a
difference too (field `fide_id`). `TakeFromList` takes the chosen differences over as one
edit (one undo step in the window); the command line writes the file after it.

Which list is in force: FIDE publishes its rating list monthly, dated the first day of the
month and valid for that month (B.02, "publication of rating lists"; the downloads are named
by month, e.g. `standard_jan23`), so the list for an event is the one dated the first of the
month of its start date (`list_in_force`); `list_age` says how a list's date stands to it.

Comparisons are about content, not spelling: names compare without case and with the space
after the comma made regular ("Carlsen,Magnus" is "Carlsen, Magnus", as TRF-16 writes them);
titles compare through their full codes (TRF-16 one-letter `g` is GM, `core.seeding`); sex
`F` of the list is the TRF's `w`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping, Sequence

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.edits import AddJournal, Batch, Changes, Edit, EditError, EditPlayer
from arbiter_app.core.model import JournalEntry, Player, Tournament
from arbiter_app.core.rating_change import (
    SetKFactor,
    event_rating_type,
    official_rating,
    rating_source,
    stored_k,
    with_fide_rating,
    with_source,
)
from arbiter_app.core.seeding import canonical_title
from arbiter_app.core.vocabulary.levels import Ask, Gate

FIELDS = ("fide_id", "name", "federation", "title", "sex", "birth_year", "rating", "k")


class Listed(Struct, frozen=True):
    """What a rating list says about one FIDE ID, for the event's rating type."""

    fide_id: str
    name: str
    federation: str = ""
    title: str = ""  # the title a player carries: Tit, else WTit
    sex: str = ""  # as the list writes it (M, F)
    birth_year: int | None = None
    rating: int = 0  # the first rating of the event's sequence the list has (0: none)
    k: int | None = None  # the list's K for the event's rating type
    rating_from: str = ""  # where `rating` is from: list and rating type, e.g. "fide:rapid"


class Difference(Struct, frozen=True):
    start_no: int
    field: str  # FIELDS
    event: str  # the event's value, as shown
    listed: str  # the list's value, as shown ("" for a FIDE ID the list does not have)
    source: str = ""  # a rating: the list and rating type it is from (`core.rating_source`)


def list_in_force(start_date: str) -> str:
    """ISO date of the FIDE list valid on `start_date` (the first of its month); "" unknown."""
    try:
        day = dt.date.fromisoformat(start_date)
    except ValueError:
        return ""
    return day.replace(day=1).isoformat()


def months_between(older: str, newer: str) -> int | None:
    """Whole months from the list dated `older` to the one dated `newer` (ISO dates)."""
    try:
        a, b = dt.date.fromisoformat(older), dt.date.fromisoformat(newer)
    except ValueError:
        return None
    return (b.year - a.year) * 12 + b.month - a.month


def list_age(list_date: str, start_date: str, today: dt.date) -> tuple[str, int | None]:
    """How a list dated `list_date` stands to the event: ("in force", 0) when it is the list
    of the event's start month; ("older", n) when n newer monthly lists exist by the start
    (or by `today` for an event without a date); ("newer", n) when it was published after the
    start (the event was registered against an older one)."""
    target = list_in_force(start_date) or today.replace(day=1).isoformat()
    months = months_between(list_date, target)
    if months is None:
        return "unknown", None
    if months == 0:
        return "in force", 0
    return ("older", months) if months > 0 else ("newer", -months)


class ListAge(Struct, frozen=True):
    """An imported list's date against the list in force for the event (`list_age`), as the
    printed lists and standings show it (C.02 checklist: the list's age wherever a rating is
    shown, a warning when a newer monthly list should exist)."""

    source: str
    list_date: str
    state: str  # "in force", "older", "newer", "unknown"
    months: int | None

    @property
    def warning(self) -> bool:
        """A newer monthly list should exist (or the list's date is unknown)."""
        return self.state in ("older", "unknown")


def age_of(source: str, list_date: str, start_date: str, today: dt.date) -> ListAge:
    return ListAge(source, list_date, *list_age(list_date, start_date, today))


def _name_key(name: str) -> str:
    return " ".join(name.replace(",", ", ").split()).casefold()


def _sex(text: str) -> str:
    s = text.strip().lower()
    return {"f": "w", "w": "w", "m": "m"}.get(s, s)


def _event_birth_year(p: Player) -> str:
    text = p.birth_date[:4]
    return text if text.isdigit() and text != "0000" else ""


def _values(t: Tournament, p: Player) -> dict[str, str]:
    k = stored_k(t, p)
    return {
        "name": p.name.strip(),
        "federation": p.federation.strip().upper(),
        "title": canonical_title(p.title),
        "sex": _sex(p.sex),
        "birth_year": _event_birth_year(p),
        "rating": str(p.rating) if p.rating else "",
        "k": str(k) if k else "",
    }


def _listed_values(e: Listed) -> dict[str, str]:
    return {
        "name": e.name.strip(),
        "federation": e.federation.strip().upper(),
        "title": canonical_title(e.title),
        "sex": _sex(e.sex),
        "birth_year": str(e.birth_year) if e.birth_year else "",
        "rating": str(e.rating) if e.rating else "",
        "k": str(e.k) if e.k else "",
    }


def _same(field: str, a: str, b: str) -> bool:
    if field == "name":
        return _name_key(a) == _name_key(b)
    if field in ("birth_year", "k"):
        return a == b or not b  # the list says nothing: nothing to compare (birth year 0)
    return a == b


def differences(t: Tournament, listed: Mapping[str, Listed]) -> list[Difference]:
    """Every difference between the event's players with a FIDE ID and `listed` (by FIDE ID),
    in start-number order, fields in `FIELDS` order."""
    out: list[Difference] = []
    for p in sorted(t.players, key=lambda q: q.start_no):
        fide_id = p.fide_id.strip()
        if not fide_id.strip("0"):  # TRF writes 0 for "no FIDE ID"
            continue
        entry = listed.get(fide_id)
        if entry is None:
            out.append(Difference(p.start_no, "fide_id", fide_id, ""))
            continue
        mine, theirs = _values(t, p), _listed_values(entry)
        if _national(p):
            # A rating from a national list of the sequence (core.rating_source): the FIDE
            # rating kept beside it is what the FIDE list is compared with (none: nothing).
            official = official_rating(t, p)
            mine["rating"] = str(official) if official else ""
        elif not theirs["rating"] and not official_rating(t, p) and p.rating:
            # Another rating type's (a rapid event's player seeded by the standard rating)
            # where the list has none of the event's type: nothing to compare.
            mine["rating"] = ""
        out.extend(
            Difference(
                p.start_no,
                field,
                mine[field],
                theirs[field],
                entry.rating_from if field == "rating" else "",
            )
            for field in FIELDS[1:]
            if not _same(field, mine[field], theirs[field])
        )
    return out


def _national(p: Player) -> bool:
    """`p`'s tournament rating came from a national list of the sequence (core.rating_source):
    it is not the FIDE rating the list gives."""
    listed = rating_source(p).rpartition(":")[0]
    return bool(listed) and not listed.startswith("fide")


def _updated(t: Tournament, p: Player, diffs: Sequence[Difference]) -> Player:
    values: dict[str, object] = {}
    rating: Difference | None = None
    for d in diffs:
        if d.field == "name":
            values["name"] = d.listed
        elif d.field == "federation":
            values["federation"] = d.listed
        elif d.field == "title":
            values["title"] = d.listed
        elif d.field == "sex":
            values["sex"] = d.listed
        elif d.field == "birth_year":
            # The list knows the year only: keep the event's month and day when it has them.
            values["birth_date"] = d.listed + p.birth_date[4:]
        elif d.field == "rating":
            rating = d
    updated = replace(p, **values)
    if rating is None:
        return updated
    if _national(p):
        # The tournament rating stays the national list's; the FIDE rating kept beside it (the
        # official one, core.rating_change.official_rating) is what the list corrects.
        return with_fide_rating(updated, event_rating_type(t), int(rating.listed or 0))
    return with_source(replace(updated, rating=int(rating.listed or 0)), rating.source)


class TakeFromList(Edit):
    """Take the chosen differences over from the list: the players' fields in one edit, the
    K kept in the event (`SetKFactor`). A FIDE ID the list lacks cannot be taken over."""

    label = "take-from-list"

    def __init__(self, t: Tournament, chosen: Collection[Difference]) -> None:
        if any(d.field == "fide_id" for d in chosen):
            raise EditError("a FIDE ID the list does not have cannot be taken from it")
        by_player: dict[int, list[Difference]] = {}
        for d in chosen:
            by_player.setdefault(d.start_no, []).append(d)
        edits: list[Edit] = []
        for sn, diffs in sorted(by_player.items()):
            p = t.player(sn)
            if any(d.field != "k" for d in diffs):
                edits.append(EditPlayer(_updated(t, p, diffs)))
            edits.extend(
                SetKFactor(p.fide_id, int(d.listed) if d.listed else None)
                for d in diffs
                if d.field == "k"
            )
        self._batch = Batch(edits, self.label)
        self.chosen = sorted(chosen, key=lambda d: (d.start_no, FIELDS.index(d.field)))

    def journal_lines(self) -> list[str]:
        """One line per difference taken over (the journal's detail, `take_from_list`)."""
        return [
            f"player {d.start_no}: {d.field} {d.event or '-'} -> {d.listed or '-'} (from the list)"
            for d in self.chosen
        ]

    def apply(self, t: Tournament) -> Changes:
        return self._batch.apply(t)

    def revert(self, t: Tournament) -> Changes:
        return self._batch.revert(t)


def take_from_list(
    t: Tournament, chosen: Collection[Difference], source: str, list_date: str, when: str
) -> tuple[Edit, Ask]:
    """The chosen differences taken over (`TakeFromList`) and the event's journal line
    (`Gate.TAKEN_FROM_LIST`, journaled: the C.02 checklist's consistency check updates a chosen
    subset, and a rating changed during the event affects the pairings still to be made) as
    one edit, one undo step; and the notice every face gives. `when` is the ISO time."""
    take = TakeFromList(t, chosen)
    args = {"count": len(take.chosen), "list": source, "date": list_date or "?"}
    ask = Gate.TAKEN_FROM_LIST.ask(t.fide_mode.on, **args)
    entry = JournalEntry(
        time=when,
        round_no=t.rounds_paired,
        what=Gate.TAKEN_FROM_LIST.value,
        detail=f"{source} ({list_date or '?'}): " + "; ".join(take.journal_lines()),
    )
    return Batch((take, AddJournal(entry)), take.label), ask
