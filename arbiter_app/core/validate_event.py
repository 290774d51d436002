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
  added since — and a count after players were added or removed, `edits.CLAIMS_STALE`, are no
  longer compared)
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
from itertools import groupby
from operator import attrgetter

from arbiter_app.core.applicability import RATING
from arbiter_app.core.edits import CLAIMS_STALE
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.rules import default_name, start_date_unread
from arbiter_app.core.scores import points_in_unit
from arbiter_app.core.standings import Standings, compute
from arbiter_app.core.teams.lineups import TeamChecks, team_findings
from arbiter_app.core.tiebreaks import DescriptorError, descriptor, lookup
from arbiter_app.core.vocabulary.findings import Arg, Finding, FindingKind, place_text

K = FindingKind
_RESULT = attrgetter("result")
_POINTS = attrgetter("points")


def event_findings(
    t: Tournament,
    standings: Standings | None = None,
    old: Sequence[Finding] = (),
    rounds: Collection[int] | None = None,
    teams: TeamChecks | None = None,
) -> list[Finding]:
    """The event findings of `t` (`standings`: `t`'s own, if the caller has them). After an
    edit that changed records in `rounds` only, the findings about other rounds are taken from
    `old` (the findings before it) instead of looking at those rounds again; `teams`: the last
    team check of the event (`TeamChecks`)."""
    if rounds is None:
        out = _pairing_byes(t)
    else:
        wanted = set(rounds)
        out = [f for f in old if f.kind is K.MULTIPLE_PAIRING_BYES and f.round_no not in wanted]
        out.extend(_pairing_byes(t, wanted))
        out.sort(key=lambda f: f.round_no or 0)
    out.extend(_beyond_planned(t))
    out.extend(rank_findings(t, standings))
    out.extend(_player_count(t))
    out.extend(_unrated(t))
    out.extend(team_findings(t, teams))
    if start_date_unread(t):
        args = (("record", "042"), ("date", repr(t.start_date.strip())), ("rules", default_name(t)))
        out.append(Finding(K.START_DATE_UNREAD, None, None, args))
    return out


def _pairing_byes(t: Tournament, rounds: set[int] | None = None) -> list[Finding]:
    pabs: dict[int, list[int]] = {}
    pairing_bye = Result.PAIRING_BYE
    if rounds is not None:  # those rounds only: one record per player each
        for r in sorted(rounds):
            i = r - 1
            for p in t.players:
                if i < len(p.rounds) and p.rounds[i].result is pairing_bye:
                    pabs.setdefault(r, []).append(p.start_no)
        return _pab_findings(pabs)
    for p in t.players:
        results = list(map(_RESULT, p.rounds))
        if pairing_bye not in results:  # (a C-level scan: most players have none)
            continue
        for r, result in enumerate(results, start=1):
            if result is pairing_bye:
                pabs.setdefault(r, []).append(p.start_no)
    return _pab_findings(pabs)


def _pab_findings(pabs: dict[int, list[int]]) -> list[Finding]:
    out = []
    for r, players in sorted(pabs.items()):
        if len(players) > 1:
            args = (("count", len(players)), ("players", tuple(sorted(players))))
            out.append(Finding(K.MULTIPLE_PAIRING_BYES, None, r, args))
    return out


def _beyond_planned(t: Tournament) -> list[Finding]:
    if not t.rounds:
        return []
    used: set[int] = set()
    not_paired = Result.NOT_PAIRED
    for p in t.players:
        for r in range(t.rounds + 1, len(p.rounds) + 1):
            if p.rounds[r - 1].result is not not_paired:
                used.add(r)
    return [
        Finding(K.ROUND_BEYOND_PLANNED, None, r, (("planned", t.rounds),)) for r in sorted(used)
    ]


def _points(t: Tournament) -> dict[int, int]:
    """Every player's points in an integer unit (as the standings count them: unfinished games
    as draws when the settings say so)."""
    table, _unit = points_in_unit(t, t.unfinished_as_draw)
    get = table.__getitem__
    return {p.start_no: sum(map(get, map(_RESULT, p.rounds))) for p in t.players}


def rank_findings(t: Tournament, standings: Standings | None = None) -> list[Finding]:
    """The rank column against the order of points, and against the tie-break list."""
    if is_team_event(t):
        return []  # the players of a team event are not ranked as one individual list
    ranked = [p for p in t.players if p.rank_in_file]
    if not ranked or len(ranked) < len(t.players):
        # No column, or one with gaps: results edited (the edit drops the edited players'
        # ranks) or players added since the file was read: it is not the file's list any more.
        return []
    # Place range by points alone: 1 + the players with more, .. the players with as many or
    # more.
    places: dict[int, tuple[int, int]] = {}
    if standings is not None:
        # The standings' rows are in points order already: runs of equal points, in one pass
        # (no hashing of a Fraction per player).
        seen = 0
        for _, group in groupby(standings.rows, key=_POINTS):
            run = list(group)
            for row in run:
                places[row.start_no] = (seen + 1, seen + len(run))
            seen += len(run)
    else:
        points = _points(t)
        count = Counter(points.values())
        above: dict[int, int] = {}
        seen = 0
        for value in sorted(count, reverse=True):
            above[value] = seen
            seen += count[value]
        for s, value in points.items():
            places[s] = (above[value] + 1, above[value] + count[value])
    out: list[Finding] = []
    off_by_points: set[int] = set()
    for p in ranked:
        if p.start_no not in places:
            continue
        first, last = places[p.start_no]
        rank = p.rank_in_file
        assert rank is not None
        if not first <= rank <= last:
            off_by_points.add(p.start_no)
            args: tuple[tuple[str, Arg], ...] = (
                ("in_file", rank),
                ("computed", place_text(first, last)),
            )
            out.append(Finding(K.RANK_NOT_BY_POINTS, p.start_no, None, args))
    if not t.tiebreaks:
        return out
    if standings is None:
        try:
            standings = compute(t)
        except ValueError:  # a list the engine cannot use is reported where it is used
            return out
    if not standings.tiebreaks:
        return out  # ranked by points only (the list could not be used): nothing to compare
    listed = ", ".join(standings.tiebreaks)
    for p in ranked:
        if p.start_no in off_by_points:
            continue
        try:
            row = standings.row(p.start_no)
        except KeyError:
            continue
        rank = p.rank_in_file
        assert rank is not None
        if not row.rank <= rank <= row.rank_last:
            args = (
                ("in_file", rank),
                ("computed", place_text(row.rank, row.rank_last)),
                ("tiebreaks", listed),
            )
            out.append(Finding(K.RANK_NOT_BY_TIEBREAKS, p.start_no, None, args))
    return out


def is_team_event(t: Tournament) -> bool:
    """A team event read from a TRF (team records `310`, or its type says so, as FIDE's own
    sample "Grandmommy's Cup": `092 Team Swiss`): its 001 rank column is not an individual list
    by points (the file ranks teams; players are ranked within them)."""
    return "team" in t.type_text.lower() or bool(declared_records(t, "310"))


_COUNT = re.compile(r"\s*(\d{1,9})\b")


def declared_records(t: Tournament, record: str) -> list[str]:
    """The values of header `record` as the file read wrote them (TRF: the reader keeps the
    lines of a file it would not write identically in `extra["trf"]["lines"]`; a file it would
    write identically states nothing its model does not)."""
    template = t.extra.get("trf")
    lines = template.get("lines") if isinstance(template, dict) else None
    if not isinstance(lines, list):
        return []
    prefix = record + " "
    return [line[4:].strip() for line in lines if isinstance(line, str) and line.startswith(prefix)]


def _player_count(t: Tournament) -> list[Finding]:
    if t.extra.get(CLAIMS_STALE):
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
