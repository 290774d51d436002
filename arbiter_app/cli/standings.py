"""`arbiter-app standings FILE`: the standings as text, CSV or JSON."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from itertools import repeat
from json.encoder import encode_basestring
from operator import add, attrgetter
from typing import TYPE_CHECKING, Any

from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    err,
    format_value,
    load,
    out,
    split_codes,
)
from arbiter_app.cli.findings import check
from arbiter_app.cli.options import (
    add_ranking_options,
    compute_standings,
    ranked_already,
    ranking_options,
)
from arbiter_app.core import numbers
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Player, Tournament
from arbiter_app.core.rules import assumed_for
from arbiter_app.core.stage import Stage, stage
from arbiter_app.core.standings import Standings
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.ratinglists.installed import installed_list_age

if TYPE_CHECKING:
    from arbiter_app.core.list_check import ListAge


def register(sub: Any) -> None:
    p = sub.add_parser("standings", help="print the standings of a TRF or project file")
    p.add_argument("file", help=FILE_HELP)
    add_ranking_options(p)
    p.add_argument("--format", choices=("text", "csv", "json"), default="text")
    p.add_argument("--force", action="store_true", help="compute even when validation finds errors")
    p.add_argument(
        "--players",
        action="store_true",
        help="a team event: rank the players one by one instead of the teams",
    )
    p.add_argument(
        "--unrated",
        metavar="RATING",
        type=int,
        help="rating given to unrated players in rating-based tie-breaks (C.07 Art. 10)",
    )
    p.set_defaults(func=cmd_standings)


def cmd_standings(args: argparse.Namespace) -> int:
    t = load(args.file)
    live = LiveStandings()
    if not check(args.file, t, force=args.force, live=live):
        return EXIT_BAD_INPUT
    tiebreaks, info, rules, system = ranking_options(args, t)
    teams = t.teams is not None and not args.players
    if teams:  # --tiebreaks names the team list; the players keep the file's or the default
        tiebreaks = None
    standings = ranked_already(live, t, tiebreaks, rules, system, args.unrated, info)
    if standings is None:
        standings, _ = compute_standings(
            live, t, tiebreaks, rules, system, args.unrated, info, args.file
        )
    if teams:
        return _team_standings(args, t, standings)
    if args.format == "text" and not t.fide_mode.on:
        # (imported here: FIDE mode's rules load the pairing and team modules, which a
        # `standings` run of an event in FIDE mode never needs)
        from arbiter_app.app.fide_mode import state_line

        out(state_line(t))  # the mark every list of an event outside FIDE mode carries
    if args.format == "text":
        out(standings_text(t, standings, installed_list_age(t)))
        return EXIT_OK
    render = {"csv": standings_csv, "json": standings_json}
    out(render[args.format](t, standings).rstrip("\n"))
    return EXIT_OK


def _team_standings(args: argparse.Namespace, t: Tournament, players: Standings) -> int:
    """A team event's standings (cli/team_standings.py); --tiebreaks names a team list."""
    from arbiter_app.cli import team_standings as team
    from arbiter_app.core.teams.standings import compute
    from arbiter_app.core.teams.tiebreaks import TeamDescriptorError

    codes = split_codes(args.tiebreaks) if args.tiebreaks is not None else None
    try:
        st = compute(t, codes, args.rules)
    except TeamDescriptorError as exc:
        err(f"{args.file}: {exc}")
        return EXIT_BAD_INPUT
    if args.format == "json":
        text = team.team_json(t, st, _rows(t, players))
    elif args.format == "csv":
        text = team.team_csv(st)
    else:
        text = team.team_text(t, st)
    out(text.rstrip("\n"))
    return EXIT_OK


def profile_doc(t: Tournament, st: Standings) -> dict[str, Any] | None:
    """The preset the list came from (`Tournament.profile`) for list headers: its name, title,
    rules, its list for this event, what it leaves out, whether the list used differs."""
    if not t.profile:
        return None
    from arbiter_app.core import profiles
    from arbiter_app.core.standings import parse_list

    try:
        profile = profiles.get(t.profile)
    except profiles.UnknownProfile:
        return {"name": t.profile}
    listed = [d.code for d in parse_list(profile.tiebreaks_for(t))]
    minimum = dict(profile.min_rounds)
    return {
        "name": profile.name,
        "title": profile.title,
        "rules": profile.rules,
        "tiebreaks": listed,
        "info": list(profile.info),
        "omitted": {
            code: f"used from {minimum[code]} rounds"
            for code in profile.tiebreaks
            if code not in profile.tiebreaks_for(t)
        },
        "overridden": listed != list(st.tiebreaks) or profile.rules != st.rules,
        "source": profile.source,
    }


def profile_line(t: Tournament, st: Standings) -> str | None:
    """One header line naming the preset, the rules and the list the standings were ranked by."""
    doc = profile_doc(t, st)
    if doc is None:
        return None
    title = f" ({doc['title']})" if "title" in doc else ""
    text = (
        f"Profile {doc['name']}{title}: rules {st.rules}; "
        f"tie-breaks {', '.join(st.tiebreaks) or 'none'}"
    )
    if st.info:
        text += f"; for information {', '.join(st.info)}"
    for code, why in doc.get("omitted", {}).items():
        text += f"; {code} not used ({why})"
    if doc.get("overridden"):
        text += "; changed from the profile's " + (
            f"rules {doc['rules']}, list {', '.join(doc['tiebreaks'])}"
        )
    return text


def _columns(t: Tournament, st: Standings) -> list[list[Any]]:
    """Column by column: rank, start number, name, points as text, then every column's values
    as text (None: none), the ranking list's then the information columns'. Values recur (a
    big list has a few hundred distinct values per column): each is formatted once."""
    rows = st.rows
    starts = list(map(_START_NO, rows))
    names = list(map(_NAME, _players(t, starts)))
    points = _texts(list(map(_POINTS, rows)), numbers.points)
    out = [list(map(_RANK, rows)), starts, names, points]
    by_row = (
        map(add, map(_VALUES, rows), map(_INFO_VALUES, rows)) if st.info else map(_VALUES, rows)
    )
    values = list(zip(*by_row, strict=True)) or [()] * len(st.columns)
    for code, column in zip(st.columns, values, strict=True):
        out.append(_texts(list(column), partial(format_value, _parsed(code))))
    return out


def _players(t: Tournament, starts: list[int]) -> list[Player]:
    """The players of these start numbers, in this order (as `t.player`, one dict for all)."""
    by_start = dict(zip(map(_START_NO, t.players), t.players, strict=True))
    return list(map(by_start.__getitem__, starts))


def _parsed(code: str) -> Any:
    """The column's descriptor parsed once for all its values (`format_value` parses a text
    per call), or the text itself when it is none (then formatted as `format_value` does)."""
    from arbiter_app.core.tiebreaks import DescriptorError, descriptor

    try:
        return descriptor(code)  # (`format_value` hands either to the registry)
    except (DescriptorError, LookupError, ValueError):
        return code


def _texts(values: list[Any], show: Callable[[Any], str | None]) -> list[str | None]:
    """`show` of each value, called once per distinct value. Fractions are told apart by
    numerator and denominator (read in C, where hashing a Fraction is a Python call); a column
    of other types by the values themselves."""
    kinds = set(map(type, values))
    if kinds == {Fraction}:
        keys: list[Any] = list(map(_NUMERATOR_DENOMINATOR, values))
    elif kinds <= _HASHED_FAST:
        keys = values
    else:
        keys = [_key(v) for v in values]
    texts = {key: show(value) for key, value in dict(zip(keys, values, strict=True)).items()}
    return list(map(texts.__getitem__, keys))


def _key(value: Any) -> Any:
    return (value.numerator, value.denominator) if type(value) is Fraction else value


_HASHED_FAST = frozenset({int, type(None), str})
_START_NO = attrgetter("start_no")
_NAME = attrgetter("name")
_CLUB = attrgetter("club")
_RANK = attrgetter("rank")
_POINTS = attrgetter("points")
_VALUES = attrgetter("values")
_INFO_VALUES = attrgetter("info_values")
_NUMERATOR_DENOMINATOR = attrgetter("numerator", "denominator")


def _cells(t: Tournament, st: Standings) -> list[tuple[Any, ...]]:
    """Per row: rank, start number, name, points, then every column's value as text (None:
    none), the ranking list's then the information columns' (`_columns`, row by row)."""
    return list(zip(*_columns(t, st), strict=True))


def _rows(t: Tournament, st: Standings) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = [
        {
            "rank": rank,
            "start_no": start_no,
            "name": name,
            "points": points,
            "values": dict(zip(st.column_keys, values, strict=True)),
        }
        for rank, start_no, name, points, *values in _cells(t, st)
    ]
    if any_club(t):  # (as the printed lists: a Club column only when some player has one)
        for r in rows:
            r["club"] = t.player(r["start_no"]).club
    return rows


def any_club(t: Tournament) -> bool:
    return any(p.club for p in t.players)


INFO_MARK = " (info)"


def column_titles(st: Standings) -> list[str]:
    """Tie-break column titles, unique (`Standings.column_keys`: a repeated DE is `DE (2)`);
    information-only columns are marked ` (info)`."""
    return [key + (INFO_MARK if st.is_info(k) else "") for k, key in enumerate(st.column_keys)]


def standings_json(t: Tournament, st: Standings) -> str:
    at = stage(t)
    doc = {
        "tournament": t.name,
        "heading": heading(t, at),
        "after_round": at.round,
        "unfinished_games": at.unfinished,
        "unfinished_as_draws": at.as_draws,
        "final": at.final,
        "rounds": t.total_rounds,
        "rules": st.rules,
        "tiebreaks": list(st.tiebreaks),
        "info": list(st.info),
        "profile": profile_doc(t, st),
        "standings": [],
    }
    # The event's fields indented, each row on one line (`_json_rows`): indenting every value
    # would go through json's Python encoder (a third of the command's output time at 1,500
    # players).
    head = json.dumps(doc, ensure_ascii=False, indent=1)
    assert head.endswith('"standings": []\n}')
    rows = ",\n  ".join(_json_rows(t, st))
    return head[: -len("[]\n}")] + (f"[\n  {rows}\n ]\n}}" if rows else "[]\n}")


def _json_rows(t: Tournament, st: Standings) -> list[str]:
    """Each row of `_rows` as `json.dumps(row, ensure_ascii=False)` writes it, put together
    column by column: each distinct value of a column encoded once (json's own string
    encoder, the one `dumps` uses), the rows joined in C. Keys in `_rows`' order; `values`
    keyed by `Standings.column_keys`."""
    ranks, starts, names, points, *values = _columns(t, st)
    parts = [
        list(map('{"rank": '.__add__, map(str, ranks))),
        list(map(', "start_no": '.__add__, map(str, starts))),
        list(map(', "name": '.__add__, _json_texts(names))),
        list(map(', "points": '.__add__, _json_texts(points))),
    ]
    keys = st.column_keys
    for k, code in enumerate(keys):
        key = (', "values": {' if k == 0 else ", ") + encode_basestring(code) + ": "
        parts.append(list(map(key.__add__, _json_texts(values[k]))))
    close = "}" if keys else ', "values": {}'
    if any_club(t):
        clubs = _json_texts(list(map(_CLUB, _players(t, starts))))
        parts.append(list(map((close + ', "club": ').__add__, clubs)))
        close = ""
    parts.append([close + "}"] * len(ranks))
    return list(map("".join, zip(*parts, strict=True)))


def _json_texts(column: list[str | None]) -> list[str]:
    """JSON of each text (null for None), each distinct one encoded once."""
    encoded = {
        text: "null" if text is None else encode_basestring(text) for text in dict.fromkeys(column)
    }
    return list(map(encoded.__getitem__, column))


def heading(t: Tournament, at: Stage | None = None) -> str:
    """The list's heading, as every list prints it (`core.stage`, `io.labels`); `at`: `t`'s
    stage, when the caller has it."""
    from arbiter_app.io.labels import ENGLISH_LABELS

    return ENGLISH_LABELS.variant(
        ENGLISH_LABELS.stage_title(stage(t) if at is None else at), t.chess960
    )


def standings_csv(t: Tournament, st: Standings) -> str:
    """Through the program's one CSV writer (`io.csv.format_columns`: formula-like cells made
    safe), with the command line's `\n` line ends."""
    from arbiter_app.io.csv import format_columns  # (only when asked: the report modules)

    club = ["club"] if any_club(t) else []
    header = ["rank", "start_no", "name", *club, "points", *column_titles(st)]
    ranks, starts, names, points, *values = _columns(t, st)
    columns: list[list[Any]] = [ranks, starts, names]
    if club:
        columns.append(list(map(_CLUB, _players(t, starts))))
    columns.append(points)
    columns.extend(values)
    return format_columns(header, columns, lineterminator="\n")


def standings_text(t: Tournament, st: Standings, rating_list: ListAge | None = None) -> str:
    club = ["Club"] if any_club(t) else []
    header = ["Rk", "SNo", "Name", *club, "Pts", *column_titles(st)]
    ranks, starts, names, points, *values = _columns(t, st)
    columns: list[list[str]] = [list(map(str, ranks)), list(map(str, starts)), names]
    if club:
        columns.append(list(map(_CLUB, _players(t, starts))))
    columns.append(points)
    for column in values:  # (a value shown as none is printed blank)
        columns.append(["" if v is None else v for v in column] if None in column else column)
    lines = []
    rules = st.rules
    unread = assumed_for(t, st.rules)
    assumed = bool(unread)
    if assumed:  # the edition follows the start date, which could not be read
        rules += f", assumed: start date {unread!r} unread"
    about = f"({st.system.value}, {t.total_rounds} rounds, rules {rules})"
    if t.name or assumed:
        lines.append(f"{t.name} {about}".strip())
    preset = profile_line(t, st)
    if preset:
        lines.append(preset)
    if rating_list is not None:  # the FIDE list's age, as the printed lists' header
        words = ENGLISH_LABELS.rating_list(rating_list)
        lines.append(f"{ENGLISH_LABELS('rating_list')}: {words}")
    lines.append(heading(t))
    if st.info:
        lines.append(f"{INFO_MARK.strip()}: for information, not used for ranking")
    left = {2, 3} if club else {2}  # the name (and club) read from the left
    padded = []
    for i, (title, column) in enumerate(zip(header, columns, strict=True)):
        # one width, one pad a column (in C: str methods mapped over the whole column)
        width = max(len(title), *map(len, column)) if column else len(title)
        pad = str.ljust if i in left else str.rjust
        padded.append([pad(title, width), *map(pad, column, repeat(width))])
    lines.extend(map(str.rstrip, map("  ".join, zip(*padded, strict=True))))
    return "\n".join(lines)
