"""Categories of an event (under-16, seniors, women, rating bands, federations ...) and their
rankings.

A category is a filter over the players (`Category.admits`); its ranking is the event's final
ranking restricted to its members (`ranking`): the same points and tie-breaks (C.07, computed
once over the whole event by `core.standings.compute`), places counted among the members only,
players who share a place overall share it in the category too. This is how category lists are
printed by the programs arbiters use (Swiss-Manager, Vega: an extract of the final list), and
it never ranks two players differently in two lists.

Age: categories by age use the age on a reference date, by default 1 January of the event's
year. With a full birth date the age is exact; with only the year (the FIDE list publishes only
the year) the birthday is taken as 31 December, i.e. not yet reached on the reference date:
on 1 January 2026 a player born in 2010 is 15 (U16, as FIDE youth events count: "born on or
after 1 January 2010"), one born in 1976 is 49 (not yet S50). Events that count seniors by the
year they reach the age set the reference date to 31 December of the event's year.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from fractions import Fraction

from msgspec import Struct, field

from arbiter_app.core.model import Player, Tournament
from arbiter_app.core.standings import Standings

_CODE = re.compile(r"^(?P<kind>[US])(?P<age>\d{1,2})$")


class Category(Struct, frozen=True):
    """Who belongs: every given condition must hold (no condition: everybody)."""

    name: str
    under: int | None = None  # U8 … U20: age on the reference date below this
    over: int | None = None  # S50, S65: age on the reference date at least this
    sex: str | None = None  # "F" or "M" (as the rating list writes it; "W" is read as "F")
    rating_min: int | None = None  # rating band, both ends included; unrated players are out
    rating_max: int | None = None
    unrated: bool | None = None  # True: only unrated players; False: only rated ones
    federations: frozenset[str] = frozenset()
    # Clubs as the players' `club` fields name them (from a national list or typed), matched
    # by `club_key`, so a club typed by hand matches the list's spelling in another case.
    clubs: frozenset[str] = frozenset()
    players: frozenset[int] = frozenset()  # start numbers (a team, any hand-made list)
    age_date: str | None = None  # reference date (ISO); None: 1 January of the event's year

    @classmethod
    def from_code(cls, code: str) -> Category:
        """`U8` … `U20`, `S50`, `S65` as categories by age."""
        m = _CODE.match(code.strip().upper())
        if m is None:
            raise ValueError(f"{code!r} is not an age category (U16, S50 ...)")
        age = int(m.group("age"))
        return (
            cls(code.upper(), under=age) if m.group("kind") == "U" else cls(code.upper(), over=age)
        )

    def reference(self, t: Tournament) -> dt.date:
        if self.age_date:
            return dt.date.fromisoformat(self.age_date)
        return dt.date(event_year(t), 1, 1)

    def admits(self, player: Player, reference: dt.date) -> bool:
        if self.players and player.start_no not in self.players:
            return False
        if self.sex is not None and _sex(player.sex) != _sex(self.sex):
            return False
        if self.federations and player.federation.upper() not in self.federations:
            return False
        if self.clubs and club_key(player.club) not in {club_key(c) for c in self.clubs}:
            return False
        rated = player.rating > 0
        if self.unrated is not None and rated == self.unrated:
            return False
        if self.rating_min is not None or self.rating_max is not None:
            if not rated:
                return False
            if self.rating_min is not None and player.rating < self.rating_min:
                return False
            if self.rating_max is not None and player.rating > self.rating_max:
                return False
        if self.under is not None or self.over is not None:
            age = age_on(player, reference)
            if age is None:
                return False
            if self.under is not None and age >= self.under:
                return False
            if self.over is not None and age < self.over:
                return False
        return True

    def members(self, t: Tournament) -> set[int]:
        reference = self.reference(t)
        return {p.start_no for p in t.players if self.admits(p, reference)}


def club_key(text: str) -> str:
    """What two spellings of one club have in common: case and surrounding spaces ignored."""
    return text.strip().casefold()


def _sex(text: str) -> str:
    s = text.strip().upper()[:1]
    return "F" if s in ("F", "W") else s


def event_year(t: Tournament) -> int:
    for text in (t.start_date, t.end_date):
        try:
            return dt.date.fromisoformat(text).year
        except ValueError:
            continue
    return dt.date.today().year


def age_on(player: Player, reference: dt.date) -> int | None:
    """Age on `reference` from the birth date (`YYYY/MM/DD`, `YYYY-MM-DD` or just `YYYY`)."""
    parts = re.split(r"[/.-]", player.birth_date.strip())
    if not parts or not parts[0].isdigit() or len(parts[0]) != 4 or int(parts[0]) == 0:
        return None
    year = int(parts[0])
    try:
        month, day = int(parts[1]), int(parts[2])
        born = dt.date(year, month, day)
    except (IndexError, ValueError):
        born = dt.date(year, 12, 31)  # only the year: the birthday not yet reached
    age = reference.year - born.year
    if (reference.month, reference.day) < (born.month, born.day):
        age -= 1
    return age


class CategoryRow(Struct, frozen=True):
    place: int  # first place of the position within the category
    place_last: int  # last place (== place unless shared)
    start_no: int
    points: Fraction
    overall: tuple[int, int]  # the place in the whole event (first, last)


class CategoryRanking(Struct, frozen=True):
    category: Category
    rows: tuple[CategoryRow, ...] = field(default=())


def ranking(standings: Standings, members: Iterable[int], category: Category) -> CategoryRanking:
    """The event's ranking restricted to `members` (see the module docstring)."""
    keep = set(members)
    rows = [r for r in standings.rows if r.start_no in keep]
    out: list[CategoryRow] = []
    i = 0
    while i < len(rows):
        j = i
        while j + 1 < len(rows) and rows[j + 1].rank == rows[i].rank:
            j += 1
        for r in rows[i : j + 1]:
            out.append(CategoryRow(i + 1, j + 1, r.start_no, r.points, (r.rank, r.rank_last)))
        i = j + 1
    return CategoryRanking(category, tuple(out))


def category_ranking(t: Tournament, standings: Standings, category: Category) -> CategoryRanking:
    return ranking(standings, category.members(t), category)
