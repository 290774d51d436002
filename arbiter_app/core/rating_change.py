"""FIDE rating change of an event's rated games (FIDE Rating Regulations, Handbook B.02).

The regulations in force are chosen by the event's start date (`edition_for`):

- B.02 effective 1 March 2024 (handbook.fide.com/chapter/B022024). Art. 8.3: for each game
  against a rated player the difference D is looked up in table 8.1.2 for the player's scoring
  probability PD (`b02.pd`, the table already used by C.07 PTP); ΔR = score − PD; the change is
  Σ ΔR × K. 8.3.1: "A difference in rating of more than 400 points shall be counted for rating
  purposes as though it were a difference of 400 points" — with this edition the older limit
  of one such upgrade per event was abolished (FIDE QC, "New rating regulations come into
  force", 1 March 2024), so it applies to every game. 8.3.3: K = 40 for a player new to the list
  until 30 games; 20 while the rating stays under 2400; 10 once a published rating reached 2400;
  40 until the end of the year of the 18th birthday while under 2300; 20 for rapid and blitz.
  8.3.4: if K × n (rated games in the period) exceeds 700, K is the largest whole number with
  K × n ≤ 700.
- Amendment effective 1 October 2025 (FIDE Council; press release "FIDE Council approves
  targeted amendment to Rating Regulation", ChessBase 30 Sep 2025): 8.3.1 now reads "... as
  though it were a difference of 400 points, for players rated below 2650. For players rated
  2650 and above, the difference between ratings shall be used in all cases." The cap is decided
  per player: in a game between a 2700 and a 1900 the 2700 player's PD uses D = 800, the 1900
  player's D = −400.

Games that count: over-the-board games with a result (win, draw, loss; scored 1, ½, 0 whatever
the event's scoring) against an opponent with a rating. Forfeits, byes, games of less than one
move (`Result.*_UNRATED`) and unfinished games are not rated, and 8.3.1 computes a change only
"for each game played against a rated player": games against unrated opponents do not change a
rated player's rating. First ratings of unrated players are out of scope (no change is given
for them).

One answer for every face: every rating figure (the RCHG column of every list and export,
`explain`, `ratings change`, the window's dialog) is `event_changes` of the event itself, so
the same event gives the same numbers everywhere. Its inputs (`Inputs`: rating, K and where
it came from, birth year, the rated games) are read here and nowhere else. K: one given for
this computation (`--k`, `RCHG/K10`), else the rating list's K kept in the event (stored when
the player was registered from the FIDE list, or taken over by `ratings check --update`: the
list publishes it, SK/RK/BK, and it is the right one for a player new to the list, which an
event cannot know), else `default_k` from what the event knows (rating, birth year, rating
type). No face looks a list up on its own: a list whose K or rating differs from the event's
is a difference `core.list_check` reports, and taking it over is an undoable edit. 8.3.4 is
applied to the games of this event (`k_for_games`): the arbiter sees the same cap FIDE applies
unless the player has other rated games in the same period.

Numbers are exact: PD is in hundredths, K an integer, so every change is an exact decimal with
two places (`Fraction`); `rounded` gives a new rating as FIDE rounds it (to the nearest whole
number, .5 up).
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping
from fractions import Fraction

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core import b02
from arbiter_app.core.edits import AmendSettings, Changes, Edit, EditError
from arbiter_app.core.model import Player, Result, Tournament
from arbiter_app.core.settings import RatingSettings

RATING_TYPES = ("standard", "rapid", "blitz")
HUNDRED = 100
MAX_K_TIMES_GAMES = 700  # B.02 8.3.4
CAP = 400  # B.02 8.3.1
# Where a player's K came from: given for this computation (an option, RCHG/K), the rating
# list's K kept in the event, or B.02 8.3.3 from the event's own data.
K_GIVEN, K_LIST, K_DEFAULT = "given", "list", "8.3.3"
K_SOURCES = (K_GIVEN, K_LIST, K_DEFAULT)
RATED_SCORES = {Result.WIN: Fraction(1), Result.DRAW: Fraction(1, 2), Result.LOSS: Fraction(0)}


class Edition(Struct, frozen=True):
    """One text of B.02 as far as rating changes go."""

    name: str
    effective: dt.date
    uncapped_from: int | None  # players rated this or more use the real difference (8.3.1)


EDITIONS = (
    Edition("B.02 2024-03-01", dt.date(2024, 3, 1), None),
    Edition("B.02 2025-10-01", dt.date(2025, 10, 1), 2650),
)


def edition_for(start_date: str) -> Edition:
    """The edition in force on `start_date` (ISO). Events before 1 March 2024 get the 2024
    text (older texts limited the 400-point rule to one game per event; not implemented);
    an event without a date gets the latest."""
    try:
        day = dt.date.fromisoformat(start_date)
    except ValueError:
        return EDITIONS[-1]
    current = EDITIONS[0]
    for edition in EDITIONS:
        if edition.effective <= day:
            current = edition
    return current


def expected(rating: int, opponent: int, edition: Edition) -> Fraction:
    """PD of a player rated `rating` against `opponent` (table 8.1.2 with the 8.3.1 cap)."""
    difference = rating - opponent
    if edition.uncapped_from is None or rating < edition.uncapped_from:
        difference = max(-CAP, min(CAP, difference))
    return Fraction(b02.pd(difference), HUNDRED)


def default_k(rating: int, birth_year: int | None, event_year: int, rating_type: str) -> int:
    """K by 8.3.3 from what an event knows (the list's K is better: see the module docstring).

    Rapid and blitz: 20. Standard: 40 until the end of the year of the 18th birthday while the
    rating is under 2300; 10 from 2400 (the rule says once a published rating *reached* 2400;
    the current rating is all an event knows); else 20.
    """
    if rating_type in ("rapid", "blitz"):
        return 20
    if birth_year is not None and event_year <= birth_year + 18 and rating < 2300:
        return 40
    return 10 if rating >= 2400 else 20


def k_for_games(k: int, games: int) -> int:
    """8.3.4: K reduced so that K × games does not exceed 700."""
    if games and k * games > MAX_K_TIMES_GAMES:
        return MAX_K_TIMES_GAMES // games
    return k


def rounded(value: Fraction) -> int:
    """To the nearest whole number, .5 up (B.02: ratings are published as whole numbers)."""
    return math.floor(value + Fraction(1, 2))


class GameChange(Struct, frozen=True):
    round_no: int
    opponent: int  # start number
    opponent_rating: int
    score: Fraction  # 1, 1/2, 0
    expected: Fraction  # PD
    change: Fraction  # K × (score − PD)


class PlayerChange(Struct, frozen=True):
    start_no: int
    rating: int
    k: int  # the K used (after 8.3.4)
    k_given: int  # the K before 8.3.4
    games: tuple[GameChange, ...]
    edition: str
    k_source: str = K_DEFAULT  # K_SOURCES: where `k_given` came from

    @property
    def score(self) -> Fraction:
        return sum((g.score for g in self.games), Fraction(0))

    @property
    def expected(self) -> Fraction:
        return sum((g.expected for g in self.games), Fraction(0))

    @property
    def change(self) -> Fraction:
        """Σ K × (score − PD), exact."""
        return sum((g.change for g in self.games), Fraction(0))

    @property
    def new_rating(self) -> int:
        return rounded(self.rating + self.change)


SOURCE_FLAG = "rating-from:"  # Player.flags: "rating-from:fide:rapid", "rating-from:hand"
HAND = "hand"


def rating_source(p: Player) -> str:
    """Where `p`'s rating came from: "fide:rapid" (list and rating type), "hand", or ""
    (`core.rating_source` keeps it; defined here, below it, for `official_rating`)."""
    for flag in p.flags:
        if flag.startswith(SOURCE_FLAG):
            return flag[len(SOURCE_FLAG) :]
    return ""


def with_source(p: Player, source: str) -> Player:
    """`p` with its rating's source set to `source` ("" removes it)."""
    flags = {f for f in p.flags if not f.startswith(SOURCE_FLAG)}
    if source:
        flags.add(SOURCE_FLAG + source)
    return replace(p, flags=frozenset(flags))


# Player.flags: "fide-rating:standard:2573": the player's FIDE rating of that type, kept when
# the tournament rating came from another list (a national list first in the sequence).
FIDE_RATING_FLAG = "fide-rating:"


def with_fide_rating(p: Player, rating_type: str, rating: int) -> Player:
    """`p` with its FIDE rating of `rating_type` kept beside the tournament rating (none: 0)."""
    mark = f"{FIDE_RATING_FLAG}{rating_type}:"
    flags = {f for f in p.flags if not f.startswith(mark)}
    if rating > 0:
        flags.add(f"{mark}{rating}")
    return replace(p, flags=frozenset(flags))


def kept_fide_rating(p: Player, rating_type: str) -> int:
    mark = f"{FIDE_RATING_FLAG}{rating_type}:"
    for flag in p.flags:
        if flag.startswith(mark) and flag[len(mark) :].isdigit():
            return int(flag[len(mark) :])
    return 0


def official_rating(t: Tournament, p: Player, rating_type: str | None = None) -> int:
    """`p`'s FIDE rating of the event's rating type, the one B.02 rates from and the rating
    report carries. The tournament rating (`Player.rating`) is that one unless it was taken
    from another rating type of the list (a rapid event's player without a rapid rating
    seeded by the standard one, `core.rating_source`) or from a national list: then it is the
    FIDE rating of this type kept beside it (`with_fide_rating`, set on registration), else
    the player has none (0)."""
    kind_wanted = rating_type or event_rating_type(t)
    source = rating_source(p)
    listed, _, kind = source.rpartition(":")
    if listed and not listed.startswith("fide"):
        # A national list's rating (core.rating_source) is no FIDE rating.
        return kept_fide_rating(p, kind_wanted)
    if kind in RATING_TYPES and kind != kind_wanted:
        return kept_fide_rating(p, kind_wanted)
    return p.rating


def rated_games(
    t: Tournament, player: Player, rating_type: str | None = None
) -> list[tuple[int, Player, Fraction]]:
    """(round, opponent, score) of `player`'s games that count for rating (module docstring):
    against an opponent with an official rating (`official_rating`)."""
    out = []
    for round_no, entry in enumerate(player.rounds, start=1):
        score = RATED_SCORES.get(entry.result)
        if score is None or entry.opponent is None or not t.has_player(entry.opponent):
            continue
        opponent = t.player(entry.opponent)
        if official_rating(t, opponent, rating_type) > 0:
            out.append((round_no, opponent, score))
    return out


class Inputs(Struct, frozen=True):
    """Everything a player's rating change is computed from, read in one place."""

    start_no: int
    rating: int
    birth_year: int | None
    k: int  # before 8.3.4
    k_source: str  # K_SOURCES
    # (round, opponent's start number, their official rating, score): `rated_games`
    games: tuple[tuple[int, int, int, Fraction], ...]


def inputs(
    t: Tournament, player: Player, given_k: int | None = None, rating_type: str | None = None
) -> Inputs:
    """`player`'s inputs: K given (`given_k`), else the list's K kept in the event
    (`stored_k`), else `default_k` for the rating type (the event's unless given)."""
    born = birth_year(player)
    stored = stored_k(t, player)
    kind = rating_type or event_rating_type(t)
    rating = official_rating(t, player, kind)
    if given_k:
        k, source = given_k, K_GIVEN
    elif stored:
        k, source = stored, K_LIST
    else:
        k, source = default_k(rating, born, _year(t.start_date), kind), K_DEFAULT
    games = tuple(
        (round_no, opponent.start_no, official_rating(t, opponent, kind), score)
        for round_no, opponent, score in (rated_games(t, player, kind) if rating > 0 else ())
    )
    return Inputs(player.start_no, rating, born, k, source, games)


def player_change(inp: Inputs, edition: Edition) -> PlayerChange:
    """The change of the player whose inputs are `inp` (B.02 8.3, 8.3.4)."""
    used = k_for_games(inp.k, len(inp.games))
    changes = []
    for round_no, opponent, opponent_rating, score in inp.games:
        pd = expected(inp.rating, opponent_rating, edition)
        changes.append(
            GameChange(round_no, opponent, opponent_rating, score, pd, used * (score - pd))
        )
    return PlayerChange(
        inp.start_no, inp.rating, used, inp.k, tuple(changes), edition.name, inp.k_source
    )


def birth_year(player: Player) -> int | None:
    text = player.birth_date[:4]
    return int(text) if len(text) == 4 and text.isdigit() and text != "0000" else None


def event_changes(
    t: Tournament,
    given: Mapping[int, int] | None = None,
    every_k: int | None = None,
    rating_type: str | None = None,
    edition: Edition | None = None,
) -> list[PlayerChange]:
    """Every rated player's change, in start-number order: the one computation every face
    shows. `given`: K by start number for this computation (an option); `every_k`: one K for
    every player (`RCHG/K10`); otherwise each player's K as `inputs` finds it."""
    edition = edition or edition_for(t.start_date)
    players = sorted((p for p in t.players if p.rating > 0), key=lambda p: p.start_no)
    changes = (
        player_change(inputs(t, p, (given or {}).get(p.start_no) or every_k, rating_type), edition)
        for p in players
    )
    return [c for c in changes if c.rating > 0]  # rated in the event's rating type


def _year(start_date: str) -> int:
    try:
        return dt.date.fromisoformat(start_date).year
    except ValueError:
        return dt.date.today().year


def total_change(changes: list[PlayerChange]) -> Fraction:
    """The sum over the event (zero when every K is the same and no cap applies)."""
    return sum((c.change for c in changes), Fraction(0))


def event_rating_type(t: Tournament) -> str:
    """The event's rating type (standard, rapid or blitz; standard unless set): which rating
    of a list a registered player gets, and the K of rapid and blitz (8.3.3)."""
    value = t.ratings.rating_type
    return value if value in RATING_TYPES else "standard"


class SetRatingType(AmendSettings):
    """Set the event's rating type (an event setting kept in the project file)."""

    label = "rating-type"
    part = "ratings"

    def __init__(self, value: str) -> None:
        if value not in RATING_TYPES:
            raise EditError(f"unknown rating type {value!r}")
        super().__init__(rating_type=value)


def stored_k(t: Tournament, player: Player) -> int | None:
    """The K stored for `player` when registered from a rating list (by FIDE ID)."""
    if not player.fide_id.strip():
        return None
    value = t.ratings.k_table().get(player.fide_id.strip())
    return value if value is not None and value > 0 else None


class SetKFactor(Edit):
    """Store the list's K for the player with `fide_id` (None removes it)."""

    label = "k-factor"

    def __init__(self, fide_id: str, k: int | None) -> None:
        if not fide_id.strip():
            raise EditError("a K-factor is kept by FIDE ID; this player has none")
        self.fide_id, self.k = fide_id.strip(), k
        self._before = RatingSettings()

    def apply(self, t: Tournament) -> Changes:
        self._before = t.ratings
        table = t.ratings.k_table()
        if self.k is None:
            table.pop(self.fide_id, None)
        else:
            table[self.fide_id] = self.k
        t.ratings = replace(t.ratings, k_overrides=tuple(sorted(table.items())))
        return Changes(frozenset(), frozenset(), True)

    def revert(self, t: Tournament) -> Changes:
        t.ratings = self._before
        return Changes(frozenset(), frozenset(), True)
