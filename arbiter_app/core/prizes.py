"""Prize money: places and amounts overall and per category, one prize per player, ties.

A `PrizeTable` lists prize groups (a category and the amounts for its places 1, 2, …) and how
money is divided between players tied on points (`distribution`):

- `shared` — the prizes of the places the tied players occupy are added up and shared
  equally (the usual rule in opens: three players tied for places 2-4 with prizes 300, 200,
  100 get 200 each);
- `hort` — the Hort system: half of each place's prize goes to the player placed there by the
  tie-breaks, the other halves are added up and shared equally (300/200/100: 150 + 100,
  100 + 100, 50 + 100, i.e. 250, 200, 150);
- `tiebreak` — the tie-breaks decide: each player gets their own place's prize; only players
  still tied after every tie-break share.

Money is in integer cents: no amount is ever rounded away. When an equal share is not a whole
number of cents, the odd cents go one each to the players first in the tie-break order (the sum
paid is always the sum of the prizes).

One prize per player (`one_prize_per_player`, on by default): a player who would win in several
groups keeps the most valuable one and is left out of the others, whose prizes then go to the
next players; between prizes of equal value the order of `preference` decides (by default the
order of the groups in the table, usually the overall prizes first). Conflicts are settled one
player at a time, best-placed player first, and the groups allocated again after each, so every
prize ends where the rules above put it given the decisions before it.

Rankings are the event's (`core.standings`) and, in a category, the extract of it
(`core.categories.ranking`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from msgspec import Struct

from arbiter_app.core import numbers
from arbiter_app.core.categories import Category, CategoryRow, category_ranking
from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Standings

DISTRIBUTIONS = ("shared", "hort", "tiebreak")


class PrizeGroup(Struct, frozen=True):
    category: Category  # a Category with no condition: the overall prizes
    amounts: tuple[int, ...]  # cents, place 1 first


class PrizeTable(Struct, frozen=True):
    groups: tuple[PrizeGroup, ...]
    distribution: str = "shared"
    one_prize_per_player: bool = True
    preference: tuple[str, ...] = ()  # group names; equal prizes go to the earlier one
    currency: str = ""


class Award(Struct, frozen=True):
    group: str
    place: int  # the player's place in the group's ranking (first of a shared one)
    place_last: int
    start_no: int
    points: Fraction
    amount: int  # cents
    tied: int  # how many players shared the prize money of these places (1: alone)


def cents(value: object, where: str = "") -> int:
    """An amount (`"250.50"`, `250`, `Decimal("250.5")`) as integer cents; more than two
    decimals, a negative amount or a float (inexact) is refused."""
    if isinstance(value, (bool, float)):
        raise ValueError(f"{where}amount {value}: write it as a string or a whole number")
    try:
        amount = Decimal(str(value).strip())
    except InvalidOperation as exc:
        raise ValueError(f"{where}amount {value!r} is not a number") from exc
    scaled = amount * 100
    if scaled != scaled.to_integral_value() or amount < 0:
        raise ValueError(f"{where}amount {value}: at most two decimals, not negative")
    return int(scaled)


def format_cents(amount: int) -> str:
    """`12345` cents as `123.45` (core.numbers, the one formatter)."""
    return numbers.decimal(Fraction(amount, 100), 2)


def split(total: int, n: int) -> list[int]:
    """`total` cents in `n` equal shares, the odd cents to the first shares."""
    share, odd = divmod(total, n)
    return [share + (1 if k < odd else 0) for k in range(n)]


def _groups(rows: Sequence[CategoryRow], distribution: str) -> list[list[CategoryRow]]:
    """Consecutive rows tied on points (shared, hort) or on everything (tiebreak)."""
    out: list[list[CategoryRow]] = []
    for r in rows:
        last = out[-1][-1] if out else None
        same = last is not None and (
            last.overall == r.overall if distribution == "tiebreak" else last.points == r.points
        )
        if same:
            out[-1].append(r)
        else:
            out.append([r])
    return out


def allocate(
    rows: Sequence[CategoryRow], amounts: Sequence[int], distribution: str
) -> dict[int, tuple[int, int, int, int]]:
    """start number -> (amount, first place, last place, players sharing) for one group's
    ranking `rows` (already without the players left out)."""
    out: dict[int, tuple[int, int, int, int]] = {}
    i = 0
    for group in _groups(rows, distribution):
        if i >= len(amounts):
            break
        g = len(group)
        own = [amounts[i + k] if i + k < len(amounts) else 0 for k in range(g)]
        pool = sum(own)
        if distribution == "hort":
            halves = [a // 2 for a in own]
            shares = [h + s for h, s in zip(halves, split(pool - sum(halves), g), strict=True)]
        else:
            shares = split(pool, g)
        for k, r in enumerate(group):
            if shares[k]:
                out[r.start_no] = (shares[k], i + 1, i + g, g)
        i += g
    return out


def award(t: Tournament, standings: Standings, table: PrizeTable) -> list[Award]:
    """Every prize of `table` in event `t` with final `standings` (module docstring)."""
    if table.distribution not in DISTRIBUTIONS:
        raise ValueError(f"unknown distribution {table.distribution!r}")
    rankings = [category_ranking(t, standings, g.category).rows for g in table.groups]
    left_out: list[set[int]] = [set() for _ in table.groups]
    order = {r.start_no: n for n, r in enumerate(standings.rows)}
    names = [g.category.name for g in table.groups]
    ordered = [*table.preference, *names]
    pref = {name: ordered.index(name) for name in names}
    while True:
        allocations = [
            allocate([r for r in rows if r.start_no not in out], g.amounts, table.distribution)
            for rows, out, g in zip(rankings, left_out, table.groups, strict=True)
        ]
        if not table.one_prize_per_player:
            break
        won: dict[int, list[int]] = {}
        for gi, alloc in enumerate(allocations):
            for sn in alloc:
                won.setdefault(sn, []).append(gi)
        conflicts = [sn for sn, gs in won.items() if len(gs) > 1]
        if not conflicts:
            break
        sn = min(conflicts, key=order.__getitem__)
        keep = min(won[sn], key=lambda gi: (-allocations[gi][sn][0], pref[names[gi]], gi))
        for gi in won[sn]:
            if gi != keep:
                left_out[gi].add(sn)
    points = {r.start_no: r.points for r in standings.rows}
    awards = []
    for gi, alloc in enumerate(allocations):
        for sn, (amount, first, last, tied) in sorted(alloc.items(), key=lambda x: x[1][1:]):
            awards.append(Award(names[gi], first, last, sn, points[sn], amount, tied))
    return awards


def table_to_dict(table: PrizeTable) -> dict[str, object]:
    """The JSON form of `table` (docs/manual/prizes.md; amounts as exact decimal text), the form a
    prize-table file and the tournament (`Tournament.prizes`) hold; `table_from_dict` reads
    it back to the same table."""
    groups = []
    for g in table.groups:
        c = g.category
        entry: dict[str, object] = {"category": c.name}
        for key in ("under", "over", "sex", "rating_min", "rating_max", "unrated", "age_date"):
            value = getattr(c, key)
            if value is not None:
                entry["age_reference" if key == "age_date" else key] = value
        if c.federations:
            entry["federations"] = sorted(c.federations)
        if c.clubs:
            entry["clubs"] = sorted(c.clubs)
        if c.players:
            entry["players"] = sorted(c.players)
        entry["amounts"] = [format_cents(a) for a in g.amounts]
        groups.append(entry)
    return {
        "currency": table.currency,
        "distribution": table.distribution,
        "one_prize_per_player": table.one_prize_per_player,
        "preference": list(table.preference),
        "prizes": groups,
    }


def table_from_dict(data: Mapping[str, object]) -> PrizeTable:
    """A prize table from its JSON form (docs/manual/prizes.md); ValueError names the bad entry."""
    groups = []
    raw_groups = data.get("prizes")
    if not isinstance(raw_groups, list) or not raw_groups:
        raise ValueError("'prizes' must be a non-empty list of prize groups")
    age_date = data.get("age_reference")
    for n, raw in enumerate(raw_groups):
        where = f"prizes[{n}]: "
        if not isinstance(raw, dict):
            raise ValueError(f"{where}must be an object")
        groups.append(PrizeGroup(_category(raw, where, age_date), _amounts(raw, where)))
    distribution = str(data.get("distribution", "shared"))
    if distribution not in DISTRIBUTIONS:
        raise ValueError(f"distribution {distribution!r}: one of {', '.join(DISTRIBUTIONS)}")
    preference = data.get("preference", [])
    if not isinstance(preference, list):
        raise ValueError("'preference' must be a list of group names")
    names = {g.category.name for g in groups}
    unknown = [p for p in preference if p not in names]
    if unknown:
        raise ValueError(f"preference names unknown group(s): {', '.join(map(str, unknown))}")
    return PrizeTable(
        groups=tuple(groups),
        distribution=distribution,
        one_prize_per_player=bool(data.get("one_prize_per_player", True)),
        preference=tuple(str(p) for p in preference),
        currency=str(data.get("currency", "")),
    )


_KEYS = {"category", "amounts", "code", "under", "over", "sex", "rating_min", "rating_max",
         "unrated", "federations", "clubs", "players", "age_reference"}  # fmt: skip


def _category(raw: dict[str, object], where: str, age_date: object) -> Category:
    unknown = sorted(set(raw) - _KEYS)
    if unknown:
        raise ValueError(f"{where}unknown key(s) {', '.join(unknown)}")
    name = raw.get("category")
    if not isinstance(name, str) or not name:
        raise ValueError(f"{where}'category' (the group's name) is missing")
    base = Category.from_code(str(raw["code"])) if "code" in raw else Category(name)

    def number(key: str) -> int | None:
        value = raw.get(key)
        if value is None:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{where}{key} must be a whole number")
        return value

    ref = raw.get("age_reference", age_date)
    unrated = raw.get("unrated")
    feds = raw.get("federations", [])
    players = raw.get("players", [])
    clubs = raw.get("clubs", [])
    if not (isinstance(feds, list) and isinstance(players, list) and isinstance(clubs, list)):
        raise ValueError(f"{where}federations, clubs and players must be lists")
    if not all(isinstance(c, str) and c.strip() for c in clubs):
        raise ValueError(f"{where}clubs must be names (non-empty text)")
    return Category(
        name=name,
        under=number("under") if "under" in raw else base.under,
        over=number("over") if "over" in raw else base.over,
        sex=str(raw["sex"]) if raw.get("sex") else None,
        rating_min=number("rating_min"),
        rating_max=number("rating_max"),
        unrated=None if unrated is None else bool(unrated),
        federations=frozenset(str(f).upper() for f in feds),
        clubs=frozenset(c.strip() for c in clubs),
        players=frozenset(int(str(p)) for p in players),
        age_date=str(ref) if ref else None,
    )


def _amounts(raw: dict[str, object], where: str) -> tuple[int, ...]:
    amounts = raw.get("amounts")
    if not isinstance(amounts, list) or not amounts:
        raise ValueError(f"{where}'amounts' must be a non-empty list")
    return tuple(cents(a, f"{where}place {k + 1}: ") for k, a in enumerate(amounts))
