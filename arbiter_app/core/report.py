"""The final list as format-neutral data: header, standings, legend, crosstable, details.

Every output (print, PDF, HTML, Excel, CSV) renders one `Report`, so a list printed, exported to
a spreadsheet and published on a web site says the same thing. The report holds data and codes
only: numbers both exact (for spreadsheets) and as the decimal string the list prints, and keys
such as a `Result` or a tie-break descriptor. Every word a reader sees (column titles, "Final
standings", the tie-break names) is chosen by the renderers through their label table, which is
where translations hook in.

What a professional final list shows (FIDE C.07 Art. 2, chess-results and Swiss-Manager lists):
- a header naming the event, place, dates, chief arbiter, system, and *how it was ranked*
  (rule edition, preset, tie-break list in order), so the printed list can be checked;
- one row per player: place (shared places `3-4` when the list is exhausted), title, name,
  federation, rating, points and every tie-break value with the precision its rule implies;
- players who withdrew, marked as such;
- information-only columns (e.g. ARO, DrawBoss's rating correction) after the tie-breaks,
  marked in the legend as not used for ranking;
- a legend naming every tie-break in full;
- a crosstable (opponent, colour, result per round) and, for disputes, each tie-break's
  per-round contributions.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from fractions import Fraction
from functools import cached_property
from itertools import starmap
from typing import NamedTuple

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app import __version__
from arbiter_app.core import notation, numbers
from arbiter_app.core import standings as standings_mod
from arbiter_app.core.collector import collector_paused
from arbiter_app.core.list_check import ListAge
from arbiter_app.core.model import Colour, JournalEntry, Player, Result, System, Tournament
from arbiter_app.core.rules import assumed_for
from arbiter_app.core.stage import Stage, counted, stage
from arbiter_app.core.standings import Details, Standings, Value
from arbiter_app.core.vocabulary.bases import ORDINARY as ORDINARY_BASES
from arbiter_app.core.vocabulary.bases import Basis

PROGRAM = f"arbiter-app {__version__}"

# Parts of a report a renderer may be asked for (the GUI's print dialog offers the same choice).
STANDINGS = "standings"
CROSSTABLE = "crosstable"
PROGRESS = "progress"  # rank and points after each round ("optionally per round")
DETAILS = "details"  # tie-break details: per-round contributions
ALL_PARTS = (STANDINGS, CROSSTABLE, PROGRESS, DETAILS)
DEFAULT_PRINT_PARTS = (STANDINGS, CROSSTABLE)


def place_text(first: int, last: int) -> str:
    """A place as FIDE lists print it: `3`, or `3-4` when players share it."""
    return f"{first}-{last}" if first != last else str(first)


class Number(Struct, frozen=True):
    """A number as the list prints it, with the exact value behind it.

    `text` is the exact decimal string the list shows ("" when the value is undefined);
    `places` is the number of decimals in `text`, which spreadsheets use as the number format.
    `numeric` is False for values that are not one number (layered values printed `9/7/5/3`).
    """

    value: Value
    text: str
    places: int

    @property
    def numeric(self) -> bool:
        return self.text != "" and not isinstance(self.value, tuple)

    @property
    def defined(self) -> bool:
        return self.text != ""


class Criterion(Struct, frozen=True):
    """One tie-break of the list, for the column title and the legend.

    `code` is the descriptor as the list prints it (`BH/C1`); `name` is the registry's
    description of the criterion (English source text; renderers translate it through their
    label table); `modifiers` are the descriptor's modifiers as (key, number) pairs, keys
    `cut`, `median`, `limit`, `unrated`, `forfeits_played`, `fore`, `reverse` or `option:X`;
    `article` the rule that defines it (`C.07 8.1`); `places` the precision the rule prints
    (BH 1, SB 2, ARO 0).
    """

    descriptor: str
    code: str
    name: str
    modifiers: tuple[tuple[str, int | str | None], ...]
    article: str
    places: int
    info: bool = False  # an information-only column: printed, never used for ranking


class Header(Struct, frozen=True):
    name: str
    city: str
    federation: str
    start_date: str
    end_date: str
    chief_arbiter: str
    deputy_arbiters: tuple[str, ...]
    time_control: str
    system: System
    rounds_planned: int
    rounds_paired: int
    rounds_complete: int  # rounds in which every game has a result
    final: bool  # every planned round paired and complete: the final list
    rules: str
    profile: str | None  # preset key, e.g. `nsf`
    profile_title: str  # the preset's English title (renderers translate), "" if unknown
    tiebreaks: tuple[str, ...]
    scoring: tuple[Fraction, Fraction, Fraction]  # win, draw, loss
    players: int
    program: str = PROGRAM
    info: tuple[str, ...] = ()  # information-only columns (after the list, never ranked by)
    # How far the event is (`core.stage`): the list's heading, "Standings after round N"
    # with the games still without a result and how they count.
    stage: Stage | None = None
    # The start date as written when it could not be read and the edition in force today was
    # assumed for it (`core.rules.start_date_unread`): the list says so, never a silent choice.
    rules_assumed_for: str = ""
    # The imported FIDE list the ratings are checked against and its age for the event
    # (`core.list_check.ListAge`; None without one): a header line, with the warning.
    rating_list: ListAge | None = None
    chess960: bool = False  # played as Chess960: the list's title says so
    # An event outside FIDE mode (C.02, 2026 checklist: the mark on every list): the round it
    # left in and the reason; None in FIDE mode.
    outside_fide: tuple[int, str] | None = None


class StandingRow(Struct, frozen=True):
    rank: int
    rank_last: int
    start_no: int
    title: str
    name: str
    federation: str
    rating: int  # 0 = unrated
    national_rating: int
    fide_id: str
    points: Number
    values: tuple[Number, ...]  # one per Report.criteria (ranking list, then info columns)
    withdrawn_after: int | None
    # The club as registered (from a national list's club column, or typed); printed after
    # the name when any player has one (`Report.any_club`).
    club: str = ""

    @property
    def shared(self) -> bool:
        return self.rank_last != self.rank

    @property
    def rank_text(self) -> str:
        """Shared places as printed on FIDE lists: `3-4`."""
        return place_text(self.rank, self.rank_last)

    @property
    def withdrawn(self) -> bool:
        return self.withdrawn_after is not None


class CrossCell(NamedTuple):
    """One round of one player, as a crosstable prints it (`12w1`, `7b½`, `3w+`, bye). (A
    named tuple: one per player and round, cheap to make and to unpack.)"""

    round_no: int
    result: Result
    opponent: int | None  # start number
    colour: Colour
    points: Fraction
    withdrawn: bool  # a round after the player's withdrawal
    text: str  # the cell as the crosstable grid shows it (`core.notation`)


class CrossRow(Struct, frozen=True):
    start_no: int
    cells: tuple[CrossCell, ...]


class ProgressRow(Struct, frozen=True):
    """Points and place after each round (`per round` lists)."""

    start_no: int
    points: tuple[Number, ...]
    places: tuple[tuple[int, int], ...]  # (first, last) place after each round

    @property
    def ranks(self) -> tuple[str, ...]:
        """Place text after each round (`3-4` when shared)."""
        return tuple(place_text(a, b) for a, b in self.places)


class Contribution(NamedTuple):
    """One round's share in a tie-break value, from the engine's explanation.

    `kind` is the engine's code for where the number came from (a game, a dummy, a virtual
    opponent, ...); `note` is the engine's own short formula text, if it gives one; `cut` says
    a modifier removed this value. (A named tuple: a details part holds one per player, value
    and round, 115,000 at 1,500 players: made by position, `core.tiebreaks.base.contribution`.)
    """

    round_no: int | None
    opponent: int | None
    value: Number
    kind: Basis
    cut: bool
    note: str = ""

    @property
    def notable(self) -> bool:
        """Worth a note: the value is not the ordinary one (a dummy, a virtual opponent ...)."""
        return self.kind not in ORDINARY_BASES


class Detail(NamedTuple):
    """One player's value of one criterion with its contributions (one per player and
    criterion: a named tuple, cheap to make and to unpack)."""

    start_no: int
    descriptor: str
    value: Number  # the player's value, as in the standings
    contributions: tuple[Contribution, ...]


class Report(Struct, frozen=True, dict=True):  # (`dict`: for the cached properties)
    header: Header
    criteria: tuple[Criterion, ...]
    rows: tuple[StandingRow, ...]  # in standings order
    crosstable: tuple[CrossRow, ...]  # same order as rows
    progress: tuple[ProgressRow, ...]  # empty unless asked for
    details: tuple[Detail, ...]  # empty unless asked for (or the engine explains nothing)
    # The journal of gated events (C.02 2026 checklist), printed after the standings.
    journal: tuple[JournalEntry, ...] = ()

    def row(self, start_no: int) -> StandingRow:
        for r in self.rows:
            if r.start_no == start_no:
                return r
        raise KeyError(start_no)

    # Cached: renderers ask once per row. (cached_property writes the instance dict directly,
    # which a frozen Struct with `dict=True` allows.)
    @cached_property
    def any_withdrawn(self) -> bool:
        return any(r.withdrawn for r in self.rows)

    @cached_property
    def any_national_rating(self) -> bool:
        return any(r.national_rating for r in self.rows)

    @cached_property
    def any_club(self) -> bool:
        return any(r.club for r in self.rows)


# -- numbers -------------------------------------------------------------------------------


def number(value: Value, text: str | None) -> Number:
    """Wrap an exact value and its printed text; the text decides the decimals shown."""
    text = text or ""
    places = len(text.rsplit(".", 1)[1]) if "." in text and not isinstance(value, tuple) else 0
    return Number(value, text, places)


def points_number(points: Fraction) -> Number:
    return number(points, numbers.points(points))


# -- the engine, in one place ------------------------------------------------------------------

Formatter = Callable[[str, Value], str]


def _engine_formatter(descriptors: Iterable[str]) -> Formatter:
    """The registry's `format_value` (the criterion's precision), with each descriptor parsed
    once rather than once per value (a details part formats ~100,000 numbers)."""
    from arbiter_app.core import tiebreaks

    parsed = {d: tiebreaks.parse_descriptor(d) for d in descriptors}
    seen: dict[tuple[str, Value], str] = {}  # the same scores recur thousands of times

    def fmt(descriptor: str, value: Value) -> str:
        if value is None:
            return ""
        key = (descriptor, value)
        text = seen.get(key)
        if text is None:
            text = seen[key] = tiebreaks.format_value(parsed[descriptor], value)
        return text

    return fmt


def _criterion(text: str, info: bool = False) -> Criterion:
    from arbiter_app.core import tiebreaks

    d = tiebreaks.parse_descriptor(text)
    c = tiebreaks.lookup(d.name)
    mods: list[tuple[str, int | str | None]] = []
    if d.cut:
        mods.append(("cut", d.cut))
    if d.median:
        mods.append(("median", d.median))
    if d.limit is not None:
        mods.append(("limit", d.limit))
    if d.fore:
        mods.append(("fore", None))
    if d.forfeits_played:
        mods.append(("forfeits_played", None))
    if d.reverse:
        mods.append(("reverse", None))
    if d.unrated is not None:
        mods.append(("unrated", d.unrated))
    mods.extend((f"option:{letter}", value) for letter, value in d.options)
    return Criterion(text, text, c.description, tuple(mods), c.article, c.precision, info)


# -- building --------------------------------------------------------------------------------


def build(
    tournament: Tournament,
    standings: Standings | None = None,
    *,
    parts: Iterable[str] = (STANDINGS, CROSSTABLE, DETAILS),
    tiebreaks: list[str] | None = None,
    rules: str | None = None,
    system: System | None = None,
    profile: str | None = None,
    unrated: int | None = None,
    details: Details | None = None,
    after_round: int | None = None,
    info: list[str] | None = None,
    rating_list: ListAge | None = None,
) -> Report:
    """The report of `tournament`, ranked by `standings` (computed here when not given).

    `after_round` gives the list as it stood after that round (later rounds left out; the
    standings are then computed here). `details` are the explanation inputs of the
    `compute_with_details` call that produced `standings`, if the caller has them: the DETAILS
    part then needs no recomputation.

    `profile` names the preset the list came from when it is not the tournament's own (the
    CLI's `--profile`). `parts` selects the optional parts: PROGRESS (standings after every
    round) and DETAILS (per-round contributions) cost a recomputation each, so callers ask only
    for what they show. `unrated` is the rating given to unrated players (as for `compute`).
    `info` are the information-only columns (default: the tournament's), shown after the list
    in `criteria` and each row's `values`, marked `Criterion.info`. `rating_list` is the
    imported FIDE list's age for the event (the faces read it from the lists,
    `io.ratinglists.in_force.event_list_age`), a line of the header.
    """
    # A row per player, a cell per player and round, a contribution per player, round and
    # column, and no reference cycles: the cyclic collector would walk them all again and
    # again (`core.collector`).
    with collector_paused():
        return _build(
            tournament,
            standings,
            set(parts),
            tiebreaks,
            rules,
            system,
            profile,
            unrated,
            details,
            after_round,
            info,
            rating_list,
        )


def _build(
    tournament: Tournament,
    standings: Standings | None,
    wanted: set[str],
    tiebreaks: list[str] | None,
    rules: str | None,
    system: System | None,
    profile: str | None,
    unrated: int | None,
    details: Details | None,
    after_round: int | None,
    info: list[str] | None,
    rating_list: ListAge | None,
) -> Report:
    t = counted(tournament)  # rounds not paired yet are announced, not counted (core.stage)
    if after_round is not None:
        if standings is not None or not 0 <= after_round <= t.rounds_paired:
            raise ValueError(
                f"after_round must be 0..{t.rounds_paired} and standings computed here"
            )
        t = _truncated(t, after_round, planned=t.total_rounds)
    if standings is None:
        if DETAILS in wanted:
            standings, details = standings_mod.compute_with_details(
                t, tiebreaks, rules, system, unrated, info
            )
        else:
            standings = standings_mod.compute(t, tiebreaks, rules, system, unrated, info)
    st = standings
    fmt = _engine_formatter(st.columns)
    criteria = tuple(_criterion(d, st.is_info(k)) for k, d in enumerate(st.columns))
    players = {p.start_no: p for p in t.players}
    num = _numbers(fmt)
    points = functools.cache(points_number)  # (one Number per score: its text made once)
    rows = tuple(_standing_row(players[r.start_no], r, st.columns, num, points) for r in st.rows)
    paired = t.rounds_paired  # once: it scans every player
    result_points = {result: t.scoring.points(result) for result in Result}
    cross = tuple(_cross_row(players[r.start_no], paired, result_points) for r in rows)
    progress = _progress(t, st, rows, unrated) if PROGRESS in wanted else ()
    explained = _details(t, st, rows, fmt, unrated, details) if DETAILS in wanted else ()
    header = _header(t, st, t.profile if profile is None else profile)
    if rating_list is not None:
        header = replace(header, rating_list=rating_list)
    return Report(header, criteria, rows, cross, progress, explained, tournament.journal)


def _profile_title(name: str | None) -> str:
    if not name:
        return ""
    from arbiter_app.core import profiles

    try:
        return profiles.get(name).title
    except profiles.UnknownProfile:
        return ""  # a preset this version does not know (e.g. from a newer file): code only


def _header(t: Tournament, st: Standings, profile: str | None) -> Header:
    paired = t.rounds_paired
    at = stage(t)
    complete = paired if at.unfinished == 0 else 0  # (no game of any round without a result)
    for rnd in range(complete + 1, paired + 1):
        if any(p.entry(rnd).result.is_unfinished for p in t.players):
            break
        complete = rnd
    s = t.scoring
    return Header(
        name=t.name,
        city=t.city,
        federation=t.federation,
        start_date=t.start_date,
        end_date=t.end_date,
        chief_arbiter=t.chief_arbiter,
        deputy_arbiters=tuple(t.deputy_arbiters),
        time_control=t.time_control,
        system=st.system,
        rounds_planned=t.total_rounds,
        rounds_paired=paired,
        rounds_complete=complete,
        final=at.final,
        rules=st.rules,
        profile=profile,
        profile_title=_profile_title(profile),
        tiebreaks=st.tiebreaks,
        scoring=(s.win, s.draw, s.loss),
        players=len(t.players),
        info=st.info,
        stage=at,
        rules_assumed_for=assumed_for(t, st.rules),
        chess960=t.chess960,
        outside_fide=None if t.fide_mode.on else (t.fide_mode.left_round or 0, t.fide_mode.reason),
    )


def _numbers(fmt: Formatter) -> Callable[[str, Value], Number]:
    """`number(value, fmt(descriptor, value))`, one `Number` per descriptor and value: the
    standings' 1,500 rows hold a few hundred distinct values per column."""
    made: dict[tuple[str, Value], Number] = {}

    def make(descriptor: str, value: Value) -> Number:
        key = (descriptor, value)
        n = made.get(key)
        if n is None:
            n = made[key] = number(value, fmt(descriptor, value))
        return n

    return make


def _standing_row(
    p: Player,
    r: standings_mod.Row,
    descriptors: tuple[str, ...],
    num: Callable[[str, Value], Number],
    points: Callable[[Fraction], Number],
) -> StandingRow:
    values = tuple(starmap(num, zip(descriptors, r.column_values, strict=True)))
    return StandingRow(
        rank=r.rank,
        rank_last=r.rank_last,
        start_no=p.start_no,
        title=p.title,
        name=p.name,
        federation=p.federation,
        rating=p.rating,
        national_rating=p.national_rating,
        fide_id=p.fide_id if p.fide_id.strip("0 ") else "",  # TRF writes 0 for none
        points=points(r.points),
        values=values,
        withdrawn_after=p.withdrawn_after,
        club=p.club.strip(),
    )


def _cross_row(p: Player, paired: int, points: dict[Result, Fraction]) -> CrossRow:
    """`points`: each result's points under the event's scoring (`Scoring.points`, looked up
    once per report, not once per player and round)."""
    cells: list[CrossCell] = []
    add = cells.append
    make = tuple.__new__  # (`CrossCell`, all fields in order: one per player and round)
    for rnd, e in enumerate(map(p.entry, range(1, paired + 1)), start=1):
        withdrawn = p.is_withdrawn_in(rnd)
        result = e.result
        add(
            make(
                CrossCell,
                (
                    rnd,  # round_no
                    result,
                    e.opponent if result.has_opponent else None,
                    e.colour,
                    points[result],
                    withdrawn,
                    notation.format_entry(e, withdrawn),  # text
                ),
            )
        )
    return CrossRow(p.start_no, tuple(cells))


def _truncated(t: Tournament, upto: int, planned: int | None = None) -> Tournament:
    """The tournament as it stood after round `upto` (later rounds not yet paired);
    `planned` keeps the planned number of rounds (default: `upto`, a finished event)."""
    players = [
        replace(
            p,
            rounds=p.rounds[:upto],
            withdrawn_after=(
                p.withdrawn_after
                if p.withdrawn_after is not None and p.withdrawn_after < upto
                else None
            ),
        )
        for p in t.players
    ]
    rounds = upto if planned is None else planned
    return replace(t, players=players, rounds=rounds, extra=dict(t.extra))


def _progress(
    t: Tournament, st: Standings, rows: tuple[StandingRow, ...], unrated: int | None
) -> tuple[ProgressRow, ...]:
    """Points and place after each round, ranked by the same list and rules as the report."""
    per_round: list[dict[int, tuple[Number, tuple[int, int]]]] = []
    for rnd in range(1, t.rounds_paired + 1):
        sub = standings_mod.compute(  # places only: no information columns
            _truncated(t, rnd), list(st.tiebreaks), st.rules, st.system, unrated, info=[]
        )
        per_round.append(
            {r.start_no: (points_number(r.points), (r.rank, r.rank_last)) for r in sub.rows}
        )
    return tuple(
        ProgressRow(
            row.start_no,
            tuple(after[row.start_no][0] for after in per_round),
            tuple(after[row.start_no][1] for after in per_round),
        )
        for row in rows
    )


def _note(inputs: tuple[tuple[str, Fraction | int], ...]) -> str:
    """The engine's named inputs, e.g. `SPR 1.0, SfPR 0.0, n 5, R 3` (codes, not prose)."""
    parts = []
    for name, value in inputs:
        text = numbers.points(value) if isinstance(value, Fraction) else str(value)
        parts.append(f"{name} {text}")
    return ", ".join(parts)


def _details(
    t: Tournament,
    st: Standings,
    rows: tuple[StandingRow, ...],
    fmt: Formatter,
    unrated: int | None,
    details: Details | None,
) -> tuple[Detail, ...]:
    """Per-round contributions of every value, from one `compute_with_details` call (the
    caller's, when given)."""
    if not st.columns:
        return ()
    from arbiter_app.core import explain, tiebreaks

    full: Standings | None = st
    if details is None:
        full, details = standings_mod.compute_with_details(
            t, list(st.tiebreaks), st.rules, st.system, unrated, list(st.info)
        )
    out: list[Detail] = []
    parsed = {code: tiebreaks.parse_descriptor(code) for code in st.columns}  # once each
    # The same few amounts recur across thousands of rounds (the engine's context shares one
    # Fraction per amount): one Number each per column, found by the amount's identity (each
    # entry keeps its amount alive, so no other object can take its id while this runs; an
    # equal amount made twice only costs a second lookup).
    seen: dict[str, dict[int, tuple[object, Number]]] = {code: {} for code in st.columns}
    # Each contribution made from its fields as a tuple of the named type: the named tuple's
    # own constructor is a Python function and takes twice as long (115,000 of them at 1,500
    # players); every field is given, in order.
    make = tuple.__new__
    notes: dict[int, tuple[object, str]] = {}  # by the inputs' identity, kept alive as `seen`
    explainers = [explain.explainer(details, parsed[code], full) for code in st.columns]
    for row in rows:
        start_no = row.start_no
        for descriptor, value, explain_of in zip(st.columns, row.values, explainers, strict=True):
            ex = explain_of(start_no)
            numbers = seen[descriptor]
            contributions: list[Contribution] = []
            add = contributions.append
            # (unpacked: a named tuple's fields read by name cost a lookup each)
            for rnd, opponent, _, _, _, amount, basis, inputs, _, _, cut in ex.contributions:
                known = numbers.get(id(amount))
                if known is None:
                    known = numbers[id(amount)] = (amount, number(amount, fmt(descriptor, amount)))
                if basis in ORDINARY_BASES:
                    note = ""
                else:  # (an opponent's inputs are one tuple for all their games: noted once)
                    noted = notes.get(id(inputs))
                    if noted is None:
                        noted = notes[id(inputs)] = (inputs, _note(inputs))
                    note = noted[1]
                add(make(Contribution, (rnd, opponent, known[1], basis, cut is not None, note)))
            # (made as a tuple of the named type, as the contributions: 10,500 at 1,500 players)
            out.append(make(Detail, (start_no, descriptor, value, tuple(contributions))))
    return tuple(out)
