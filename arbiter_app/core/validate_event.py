"""The event-wide checks of `core.validate`: rounds, the file's claims, the settings.

- two or more pairing-allocated byes in one round (C.04.1 C.2: at most one player per round
  receives one);
- results in a round beyond the planned number;
- the file's rank column against the computed ranks: always against the order of points (a
  player ranked above someone with more points), and rank for rank when the event has a
  tie-break list (TRF-26 `202`/`212`, or the project's list) — a warning naming both values;
- a player count record (TRF `062`, also written `062 129 (88)` with the rated players in
  parentheses) that does not match the player lines;
  (these two describe the file as read: a rank column with gaps — results edited or players
  added since — and a count after players were added or removed,
  `Tournament.file_claims_stale`, are no longer compared)
- a player not withdrawn who has no game after round k while the event went on (only zero-point
  byes or nothing since): a withdrawal? TRF has no withdrawal record, and an absence is one
  round's only (C.04.1: a player is paired unless withdrawn or excused), so the reader never
  decides it; the arbiter confirms it with a withdrawal (`edits.Withdraw`);
- a start date that cannot be read as one date (the C.07 edition follows it: today's is
  assumed, and said);
- a rating criterion (C.07 Art. 10; the registry's `rating` trait) asked for while some
  players are unrated and no rating for unrated players is set: C.07 10 preamble, the
  criterion must then not be used (the engine leaves it out), which the arbiter should hear
  about rather than find a blank column.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Sequence
from datetime import date
from itertools import accumulate, compress, pairwise, repeat
from operator import attrgetter, is_, le, mul, ne, neg
from typing import TYPE_CHECKING

from msgspec import Struct

from arbiter_app.core.dates import MAX_EVENT_DAYS, event_dates, read_date, round_readings
from arbiter_app.core.declared import declared_records, round_dates
from arbiter_app.core.model import Player, Result, System, Tournament
from arbiter_app.core.rules import CUTOVER_2026, default_name, start_date, start_date_unread
from arbiter_app.core.scores import points_in_unit
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.standings import Standings, compute
from arbiter_app.core.tiebreaks import DescriptorError, descriptor, lookup
from arbiter_app.core.validate_columns import RecordColumns, record_columns
from arbiter_app.core.vocabulary.findings import Arg, Finding, FindingKind, place_text

if TYPE_CHECKING:  # (the team checks: imported for a team event only)
    from arbiter_app.core.teams.lineups import TeamChecks

K = FindingKind
_RESULT = attrgetter("result")
_POINTS = attrgetter("points")
_RANK_IN_FILE = attrgetter("rank_in_file")
_START_NO = attrgetter("start_no")
_RATING = attrgetter("rating")
_ROW_RANK = attrgetter("rank")
_ROW_LAST = attrgetter("rank_last")
_NUMERATOR_DENOMINATOR = attrgetter("numerator", "denominator")


def event_findings(
    t: Tournament,
    standings: Standings | None = None,
    old: Sequence[Finding] = (),
    rounds: Collection[int] | None = None,
    teams: TeamChecks | None = None,
    columns: RecordColumns | None = None,
) -> list[Finding]:
    """The event findings of `t` (`standings`: `t`'s own, if the caller has them). After an
    edit that changed records in `rounds` only, the findings about other rounds are taken from
    `old` (the findings before it) instead of looking at those rounds again; `teams`: the last
    team check of the event (`TeamChecks`); `columns`: `t`'s records as columns, if the caller
    has them (`core.validate_columns`)."""
    if columns is None:
        columns = record_columns(t.players)
    if rounds is None:
        out = _pairing_byes(t, columns=columns)
    else:
        wanted = set(rounds)
        out = [f for f in old if f.kind is K.MULTIPLE_PAIRING_BYES and f.round_no not in wanted]
        out.extend(_pairing_byes(t, wanted))
        out.sort(key=lambda f: f.round_no or 0)
    out.extend(_beyond_planned(t, columns))
    out.extend(rank_findings(t, standings, columns))
    out.extend(_player_count(t))
    out.extend(_unrated(t))
    if t.teams is not None:  # (the team checks: imported for a team event only)
        from arbiter_app.core.teams.lineups import team_findings

        out.extend(team_findings(t, teams))
    out.extend(_no_game_after(t, columns))
    out.extend(_start_numbers_not_ranked(t))
    if start_date_unread(t):
        args = (("record", "042"), ("date", repr(t.start_date.strip())), ("rules", default_name(t)))
        out.append(Finding(K.START_DATE_UNREAD, None, None, args))
    out.extend(date_findings(t))
    mode = t.fide_mode
    if not mode.on:
        left: tuple[tuple[str, Arg], ...] = (
            ("round", mode.left_round or 0),
            ("reason", mode.reason),
        )
        out.append(Finding(K.OUTSIDE_FIDE_MODE, None, None, left))
    out.extend(adjourned_findings(t, columns))
    return out


def adjourned_findings(t: Tournament, columns: RecordColumns | None = None) -> list[Finding]:
    """Each adjourned game still without a result (once, from the record of its lower start
    number), and each round a TRF read broke a pairing rule in (the journal's record of it)."""
    if columns is None:
        columns = record_columns(t.players)
    starts = columns.starts
    games: list[tuple[int, int, int, int]] = []  # (player's place in the file, round, ...)
    adjourned = Result.ADJOURNED
    for r, (opponents, results) in enumerate(
        zip(columns.opponents, columns.results, strict=True), start=1
    ):
        if adjourned not in results:  # (a scan in C: most rounds have none)
            continue
        for i in compress(range(len(starts)), map(is_, results, repeat(adjourned))):
            o = opponents[i]
            if o is not None and starts[i] < o:
                games.append((i, r, starts[i], o))
    games.sort()  # per player in file order, then by round
    out = [Finding(K.ADJOURNED_GAME, s, r, (("opponent", o),)) for _, r, s, o in games]
    out.extend(
        Finding(K.BROKEN_ROUND_READ, None, j.round_no, (("detail", j.detail),))
        for j in t.journal
        if j.what == K.BROKEN_ROUND_READ.value
    )
    return out


def _start_numbers_not_ranked(t: Tournament) -> list[Finding]:
    """Before round 1 of a Swiss: the first player whose start number is not his place in the
    initial ranking (C.04.2 2.2; the engines pair by start number, so round 1 would pair as the
    numbers stand). Round robins draw their numbers by lot (C.05), so they are left alone."""
    if t.system not in (None, System.SWISS) or t.teams is not None or len(t.players) < 2:
        return []
    if paired_rounds(t):
        return []
    # (imported here: only an event before its first round is checked, and the initial
    # ranking brings the edits and unicodedata, which a check of a played event never uses)
    from arbiter_app.core.seeding import initial_order, seeding_method

    numbers = sorted(p.start_no for p in t.players)
    ranked = initial_order(t.players, seeding_method(t))
    for place, (p, number) in enumerate(zip(ranked, numbers, strict=True), start=1):
        if p.start_no != number:
            args: tuple[tuple[str, Arg], ...] = (("player", p.start_no), ("rank", place))
            return [Finding(K.START_NUMBERS_NOT_RANKED, None, None, args)]
    return []


_ABSENT = frozenset({Result.ZERO_BYE, Result.NOT_PAIRED})
_SEATED = frozenset(r for r in Result if r.has_opponent or r is Result.PAIRING_BYE)


def no_game_after(t: Tournament, columns: RecordColumns | None = None) -> dict[int, int]:
    """Start number -> k, for players not withdrawn whose records after round k, up to the
    last round with a game, are all zero-point byes or empty (and who had something else in
    round k): the withdrawals the arbiter may not have recorded."""
    # (Checked after every edit: the last round is found from the end by its column, and only
    # the players absent from it are looked at one by one.)
    if columns is None:
        columns = record_columns(t.players)
    players = t.players
    seated = _SEATED.__contains__
    last = next(
        (
            r
            for r in range(min(t.rounds_paired, len(columns.results)), 0, -1)
            if any(map(seated, columns.results[r - 1]))
        ),
        0,
    )
    out: dict[int, int] = {}
    if last == 0:
        return out
    # A team event's player sits rounds out as a reserve, or with his team's bye: not a
    # withdrawal of his; a team withdraws as a team (`Team.withdrawn_after`).
    in_teams = t.teams.team_of() if t.teams is not None else {}
    for p in compress(players, map(_ABSENT.__contains__, columns.results[last - 1])):
        if p.withdrawn_after is not None or p.start_no in in_teams:
            continue
        k = last_present(p, last)
        if 0 < k < last:
            out[p.start_no] = k
    return out


def last_present(p: Player, upto: int | None = None) -> int:
    """The last round (of the first `upto`) with anything but a zero-point bye or nothing."""
    rounds = p.rounds if upto is None else p.rounds[:upto]
    return max((r for r, e in enumerate(rounds, start=1) if e.result not in _ABSENT), default=0)


def _no_game_after(t: Tournament, columns: RecordColumns) -> list[Finding]:
    return [
        Finding(K.NO_GAME_AFTER, s, k + 1, (("after", k),))
        for s, k in no_game_after(t, columns).items()
    ]


def date_findings(t: Tournament) -> list[Finding]:
    """An end before the start (052 < 042), round dates (132) outside the event or out of
    order. Each round date is read as the one of its readings that fits (`core.dates`)."""
    start = start_date(t)
    end = event_dates(t.start_date, t.end_date, round_dates(t), CUTOVER_2026).end
    if t.end_date.strip() and _ISO.fullmatch(t.end_date.strip()):
        end = t.end_date.strip()
    out: list[Finding] = []
    if start and end and end < start:
        args: tuple[tuple[str, Arg], ...] = (("record", "052"), ("start", start), ("end", end))
        out.append(Finding(K.END_BEFORE_START, None, None, args))
    elif start and end and (days := _days(start, end)) > MAX_EVENT_DAYS:
        # No event lasts so long (a season is some months): when no reading of the two dates
        # fits the round dates (`core.dates.event_dates`), each is read alone, and `12.04.01`
        # to `11.09.26` (a 2011-12 season, year first, written the wrong way round) reads as
        # 12 April 2001 to 11 September 2026, with the rounds inside. Said, not guessed.
        args = (("record", "052"), ("days", days), ("start", start), ("end", end))
        out.append(Finding(K.EVENT_TOO_LONG, None, None, args))
    if not start:
        return out
    last = end or "9999-12-31"
    previous: tuple[int, str] | None = None
    for r, text in enumerate(round_dates(t), start=1):
        options = round_readings(text) if text else []
        if not options:
            continue
        lower = previous[1] if previous else start
        found = next((d for d in options if lower <= d <= last), None)
        if found is None:
            found = read_date(text)[0] or options[0]
        if not start <= found <= last:
            args = (("record", "132"), ("date", found), ("start", start), ("end", end or "?"))
            out.append(Finding(K.ROUND_DATE_OUTSIDE_EVENT, None, r, args))
        elif previous is not None and found < previous[1]:
            args = (
                ("record", "132"),
                ("date", found),
                ("previous", previous[0]),
                ("previous_date", previous[1]),
            )
            out.append(Finding(K.ROUND_DATES_OUT_OF_ORDER, None, r, args))
        previous = (r, found)
    return out


def _days(start: str, end: str) -> int:
    """Days from `start` to `end` (ISO dates)."""
    return (date.fromisoformat(end) - date.fromisoformat(start)).days


_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def _pairing_byes(
    t: Tournament, rounds: set[int] | None = None, columns: RecordColumns | None = None
) -> list[Finding]:
    pabs: dict[int, list[int]] = {}
    pairing_bye = Result.PAIRING_BYE
    if rounds is not None:  # those rounds only: one record per player each
        for r in sorted(rounds):
            i = r - 1
            for p in t.players:
                if i < len(p.rounds) and p.rounds[i].result is pairing_bye:
                    pabs.setdefault(r, []).append(p.start_no)
        return _pab_findings(pabs)
    if columns is None:
        columns = record_columns(t.players)
    for r, results in enumerate(columns.results, start=1):
        if results.count(pairing_bye) > 1:  # (counted in C: one at most in a sound round)
            pabs[r] = list(compress(columns.starts, map(is_, results, repeat(pairing_bye))))
    return _pab_findings(pabs)


def _pab_findings(pabs: dict[int, list[int]]) -> list[Finding]:
    out = []
    for r, players in sorted(pabs.items()):
        if len(players) > 1:
            args = (("count", len(players)), ("players", tuple(sorted(players))))
            out.append(Finding(K.MULTIPLE_PAIRING_BYES, None, r, args))
    return out


def _beyond_planned(t: Tournament, columns: RecordColumns) -> list[Finding]:
    if not t.rounds:
        return []
    n = columns.count
    not_paired = Result.NOT_PAIRED
    return [
        Finding(K.ROUND_BEYOND_PLANNED, None, r, (("planned", t.rounds),))
        for r in range(t.rounds + 1, len(columns.results) + 1)
        if columns.results[r - 1].count(not_paired) < n
    ]


def _points(t: Tournament, columns: RecordColumns) -> list[int]:
    """Every player's points in an integer unit (in `columns`' order), as the standings count
    them: the rounds paired only (`core.stage.paired_rounds`: byes announced for the next round
    do not count yet), unfinished games as draws when the settings say so."""
    table, _unit = points_in_unit(t, t.unfinished_as_draw)
    return columns.totals(t.players, table, paired_rounds(t))


def rank_findings(
    t: Tournament, standings: Standings | None = None, columns: RecordColumns | None = None
) -> list[Finding]:
    """The rank column against the order of points, and against the tie-break list; a
    column that is another order as a whole is one finding (`_column_order`)."""
    check = _rank_check(t, standings)
    if check is None:
        return []
    if len(check.by_points) + len(check.by_tiebreaks) >= 2:
        if columns is None:
            columns = record_columns(t.players)
        whole = _column_order(t, check, columns)
        if whole is not None:
            return [whole]
    return check.findings()


# A column with this many players out of their place by points (and more than a quarter of
# them) is no order of points at all: one finding, not a warning per player.
_UNORDERED = 5


def _column_order(t: Tournament, check: _RankCheck, columns: RecordColumns) -> Finding | None:
    """One finding for a rank column that is not a standing: the order of points, then rating
    (as some producers print a provisional list) or then start number (a list before any
    tie-break), or no order of points at all (more than a quarter of the players out of their
    place by points); None when it is none of those."""
    points = _points(t, columns)
    ranks = check.ranks  # (every player has one: see `_rank_check`)
    by_rank = sorted(range(len(ranks)), key=ranks.__getitem__)  # (stable: file order in ties)
    minus_points = list(map(neg, map(points.__getitem__, by_rank)))
    ratings = map(_RATING, map(t.players.__getitem__, by_rank))
    starts = map(columns.starts.__getitem__, by_rank)
    in_rank_order = list(map(ranks.__getitem__, by_rank))
    found = len(check.by_points) + len(check.by_tiebreaks)
    for kind, second in (
        (K.RANK_BY_POINTS_THEN_RATING, map(neg, ratings)),
        (K.RANK_BY_POINTS_THEN_START_NO, starts),
    ):
        if _ordered_by(list(zip(minus_points, second, strict=True)), in_rank_order):
            args: tuple[tuple[str, Arg], ...] = (("count", found),)
            return Finding(kind, None, None, args)
    off = len(check.by_points)
    if off >= _UNORDERED and off * 4 > len(ranks):
        args = (("count", off), ("total", len(ranks)))
        return Finding(K.RANK_UNORDERED, None, None, args)
    return None


def _ordered_by(keys: list[tuple[int, int]], ranks: list[int]) -> bool:
    """Whether the rank column (`ranks`, in its own order) is the order of `keys` (the
    players' keys in that order), players with equal keys sharing the first of their places
    (TRF-26 allows ties). In C: the keys never decrease, and each rank is the place where its
    run of equal keys begins (the running maximum of the places that begin one)."""
    if not all(map(le, keys, keys[1:])):
        return False
    begins = [True, *map(ne, keys, keys[1:])]
    return list(accumulate(map(mul, begins, range(1, len(keys) + 1)), max)) == ranks


class _RankCheck(Struct, frozen=True):
    """The rank column against the places by points and by the tie-break list: the players
    off each (start number, rank in the file, first and last place computed), file order."""

    ranks: list[int]  # the rank column, in file order
    by_points: list[tuple[int, int, int, int]]
    by_tiebreaks: list[tuple[int, int, int, int]]
    listed: str  # the tie-break list compared with

    def findings(self) -> list[Finding]:
        out = [
            Finding(
                K.RANK_NOT_BY_POINTS,
                s,
                None,
                (("in_file", rank), ("computed", place_text(first, last))),
            )
            for s, rank, first, last in self.by_points
        ]
        out.extend(
            Finding(
                K.RANK_NOT_BY_TIEBREAKS,
                s,
                None,
                (
                    ("in_file", rank),
                    ("computed", place_text(first, last)),
                    ("tiebreaks", self.listed),
                ),
            )
            for s, rank, first, last in self.by_tiebreaks
        )
        return out


def player_rank_findings(t: Tournament, standings: Standings | None = None) -> list[Finding]:
    """Each player's rank against the order of points and the tie-break list."""
    check = _rank_check(t, standings)
    return [] if check is None else check.findings()


def _rank_check(t: Tournament, standings: Standings | None = None) -> _RankCheck | None:
    """The rank column compared (None: no column to compare, see below)."""
    if is_team_event(t):
        return None  # the players of a team event are not ranked as one individual list
    ranks = list(map(_RANK_IN_FILE, t.players))
    if not ranks or not all(ranks):
        # No column, or one with gaps: results edited (the edit drops the edited players'
        # ranks) or players added since the file was read: it is not the file's list any more.
        return None
    starts = list(map(_START_NO, t.players))
    # Place range by points alone: 1 + the players with more, .. the players with as many or
    # more.
    places: dict[int, tuple[int, int]] = {}
    if standings is not None:
        # The standings' rows are in points order already: runs of equal points, found in C
        # (keyed by numerator and denominator: no Fraction compared or hashed per player),
        # then one step per run.
        rows = standings.rows
        keys = list(map(_NUMERATOR_DENOMINATOR, map(_POINTS, rows)))
        bounds = [*compress(range(len(keys)), [True, *map(ne, keys, keys[1:])]), len(keys)]
        first = list(range(1, len(keys) + 1))
        last = list(first)
        for a, b in pairwise(bounds):
            first[a:b] = repeat(a + 1, b - a)
            last[a:b] = repeat(b, b - a)
        places = dict(zip(map(_START_NO, rows), zip(first, last, strict=True), strict=True))
    else:
        points = dict(zip(starts, _points(t, record_columns(t.players)), strict=True))
        count = Counter(points.values())
        above: dict[int, int] = {}
        seen = 0
        for value in sorted(count, reverse=True):
            above[value] = seen
            seen += count[value]
        for s, value in points.items():
            places[s] = (above[value] + 1, above[value] + count[value])
    by_points = [
        (s, rank, *found)
        for s, rank, found in zip(starts, ranks, map(places.get, starts), strict=True)
        if found is not None and not found[0] <= rank <= found[1]
    ]
    check = _RankCheck(ranks, by_points, [], "")
    if not t.tiebreaks:
        return check
    if standings is None:
        try:
            standings = compute(t)
        except ValueError:  # a list the engine cannot use is reported where it is used
            return check
    if not standings.tiebreaks:
        return check  # ranked by points only (the list could not be used): nothing to compare
    rows = standings.rows
    computed = dict(
        zip(
            map(_START_NO, rows),
            zip(map(_ROW_RANK, rows), map(_ROW_LAST, rows), strict=False),
            strict=True,
        )
    )
    off = {s for s, *_ in by_points}
    by_tiebreaks = [
        (s, rank, *found)
        for s, rank, found in zip(starts, ranks, map(computed.get, starts), strict=True)
        if found is not None and not found[0] <= rank <= found[1] and s not in off
    ]
    return _RankCheck(ranks, by_points, by_tiebreaks, ", ".join(standings.tiebreaks))


def is_team_event(t: Tournament) -> bool:
    """A team event read from a TRF (team records `310`, or its type says so, as FIDE's own
    sample "Grandmommy's Cup": `092 Team Swiss`, or TRF-16 `013` team records naming at least
    half of the players): its 001 rank column is not an individual list by points (the file
    ranks teams; players are ranked within them). A stray `013` line naming two players (the
    JaVaFo example left at the end of the Gros 2010 file) does not make one."""
    if "team" in t.type_text.lower() or declared_records(t, "310"):
        return True
    members = {word for line in declared_records(t, "013") for word in line[32:].split()}
    return bool(members) and 2 * len(members) >= len(t.players)


_COUNT = re.compile(r"\s*(\d{1,9})\b")


def _player_count(t: Tournament) -> list[Finding]:
    if t.file_claims_stale:
        return []  # players added or removed since the file was read
    out = []
    for value in declared_records(t, "062"):
        match = _COUNT.match(value)
        if match is None:
            continue  # not a number: nothing to compare (the text is kept for the rewrite)
        declared = int(match.group(1))
        if declared != len(t.players):
            args = (("record", "062"), ("in_file", declared), ("count", len(t.players)))
            out.append(Finding(K.PLAYER_COUNT_MISMATCH, None, None, args))
    return out


def _unrated(t: Tournament) -> list[Finding]:
    if t.unrated_rating is not None:
        return []
    unrated = sum(1 for p in t.players if p.rating <= 0)
    if not unrated:
        return []
    # (imported here: the applicability rules load the presets, which an event whose players
    # are all rated never needs for this check)
    from arbiter_app.core.applicability import RATING

    out = []
    for text in [*t.tiebreaks, *t.info_columns]:
        try:
            d = descriptor(text)
        except DescriptorError:
            continue
        try:
            traits = lookup(d.name).traits  # the registry says which criteria use ratings
        except DescriptorError:
            continue
        if RATING in traits and d.unrated is None:
            args = (("criterion", d.code), ("count", unrated))
            out.append(Finding(K.UNRATED_WITHOUT_RATING, None, None, args))
    return out
