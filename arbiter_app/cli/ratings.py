"""`arbiter-app ratings import|find|lists|change`: the local rating lists and rating changes.

    arbiter-app ratings import FILE [--type standard|rapid|blitz] [--source NAME]
                                    [--date YYYY-MM-DD] [--map FIELD=COLUMN ...]
    arbiter-app ratings find TEXT [--limit N] [--format text|json]
    arbiter-app ratings lists
    arbiter-app ratings change FILE [--type T] [--k START_NO=K ...] [--games] [--format text|json]
    arbiter-app ratings check FILE [--list NAME] [--update START_NO,...] [--format text|json]
    arbiter-app ratings sequence FILE [ITEM ...] [--default]

`import` shows its progress on stderr (a terminal only) and stops cleanly on Ctrl+C, leaving the
previous list as it was. The lists live in `<user data dir>/ratinglists` (ARBITER_APP_DATA_DIR
moves it).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    CommandError,
    err,
    load,
    out,
    split_codes,
)
from arbiter_app.cli.pair import save
from arbiter_app.io.errors import InputError

RATING_TYPES = ("standard", "rapid", "blitz")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "ratings",
        help="import and search rating lists (FIDE TXT/XML, national CSV/XLSX); rating changes",
        description="The local rating-list database and FIDE rating changes (B.02).",
    )
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    imp = actions.add_parser(
        "import",
        help="import a FIDE list (TXT or XML, plain or .zip) or a national CSV/XLSX",
        description="Import a rating list into the local database, replacing the previous "
        "list of the same source only when the new one is complete.",
    )
    imp.add_argument("file", help="the list as downloaded (players_list_foa.zip, …)")
    imp.add_argument("--type", choices=RATING_TYPES, help="rating type of a single-type list")
    imp.add_argument("--source", metavar="NAME", help="name of a national list (e.g. ssf)")
    imp.add_argument("--date", metavar="YYYY-MM-DD", help="the list's date, if the file lacks it")
    imp.add_argument(
        "--map",
        metavar="FIELD=COLUMN",
        action="append",
        default=[],
        help="national lists: which column holds a field (name, surname, first_name, "
        "fide_id, local_id, federation, sex, title, standard, rapid, blitz, birth_year, club); "
        "remembered per source",
    )
    imp.set_defaults(func=cmd_import)
    find = actions.add_parser("find", help="find players by name or FIDE ID")
    find.add_argument("text", help="'surname, first', 'first surname', a prefix or a FIDE ID")
    find.add_argument("--limit", type=int, default=20, metavar="N")
    find.add_argument("--format", choices=("text", "json"), default="text")
    find.set_defaults(func=cmd_find)
    lists = actions.add_parser("lists", help="the imported lists and their dates")
    lists.set_defaults(func=cmd_lists)
    change = actions.add_parser(
        "change",
        help="FIDE rating change of every rated player of an event (B.02)",
        description="Rating changes under the FIDE Rating Regulations in force on the event's "
        "start date, the same figures as the RCHG column, explain and the window. K: --k, else "
        "the list's K kept in the event (registered from the FIDE list, or taken over with "
        "ratings check --update), else B.02 8.3.3 from rating and birth year; 8.3.4 caps "
        "K x games at 700.",
    )
    change.add_argument("file", help=FILE_HELP)
    change.add_argument(
        "--type", choices=RATING_TYPES, help="rating type (default: the event's, else standard)"
    )
    change.add_argument("--k", metavar="START_NO=K", action="append", default=[])
    change.add_argument("--games", action="store_true", help="show every game")
    change.add_argument("--format", choices=("text", "json"), default="text")
    change.set_defaults(func=cmd_change)
    check = actions.add_parser(
        "check",
        help="compare the event's players with the FIDE list in force (name, federation, "
        "title, sex, birth year, rating, K)",
        description="For every player with a FIDE ID, compare the event with the imported "
        "FIDE list: exit 0 when all agree, 1 when differences are listed. --update takes "
        "the chosen players' differences over and writes the file.",
    )
    check.add_argument("file", help=FILE_HELP)
    check.add_argument("--list", metavar="NAME", help="the list (default: fide, else fide-TYPE)")
    check.add_argument(
        "--update",
        metavar="START_NO,...",
        help="take these players' differences from the list and write FILE ('all': every one)",
    )
    check.add_argument("--format", choices=("text", "json"), default="text")
    check.set_defaults(func=cmd_check)
    seq = actions.add_parser(
        "sequence",
        help="show or set the event's sequence of lists a registered player's rating is taken from",
        description="Registration takes a player's rating from the first list of the "
        "sequence that has the player: a FIDE rating type (standard, rapid, blitz) or an "
        "imported national list by its name (ssf: its standard rating; ssf:rapid), e.g. "
        "'standard ssf'. Without items: print the sequence.",
    )
    seq.add_argument("file", help=FILE_HELP)
    seq.add_argument("items", nargs="*", metavar="ITEM", help="standard, rapid, blitz, LIST[:TYPE]")
    seq.add_argument("--default", action="store_true", help="back to the rating type's default")
    seq.add_argument("--out", help="write the tournament here (default: FILE itself)")
    seq.set_defaults(func=cmd_sequence)


def _lists() -> Any:
    from arbiter_app.io.ratinglists import RatingLists, lists_dir

    return RatingLists(lists_dir())


def cmd_import(args: argparse.Namespace) -> int:
    from arbiter_app.io.ratinglists import ImportCancelled, import_list

    mapping = {}
    for item in args.map:
        field, eq, column = item.partition("=")
        if not eq or not field.strip() or not column.strip():
            raise CommandError(f"--map: {item!r} is not FIELD=COLUMN")
        mapping[field.strip()] = column.strip()
    progress = _progress if sys.stderr.isatty() else None
    try:
        result = import_list(
            args.file,
            source=args.source,
            rating_type=args.type,
            list_date=args.date,
            mapping=mapping or None,
            progress=progress,
            require_date=True,
        )
    except (ImportCancelled, KeyboardInterrupt):
        err("\nimport cancelled; the previous list is unchanged")
        return 130
    finally:
        if progress is not None:
            sys.stderr.write("\r" + " " * 40 + "\r")
    for line in result.skipped[:20]:
        err(f"{line} (skipped)")
    if len(result.skipped) > 20:
        err(f"... and {len(result.skipped) - 20} more lines skipped")
    date = f"list date {result.list_date}" + _DATE_NOTES.get(result.date_from, "")
    out(
        f"{result.source}: imported {result.players} players, {date}"
        + (f", {len(result.skipped)} lines skipped" if result.skipped else "")
    )
    return EXIT_OK


_DATE_NOTES = {"given": " (given)"}


def _progress(done: int, total: int) -> None:
    percent = 100 * done // total if total else 100
    sys.stderr.write(f"\rimporting … {percent:3d} %")
    sys.stderr.flush()


def _entry_json(found: Any) -> dict[str, Any]:
    return {"source": found.source, "list_date": found.list_date, **found.entry._asdict()}


def cmd_find(args: argparse.Namespace) -> int:
    lists = _lists()
    if not lists.summaries():
        raise CommandError("no rating list imported yet: arbiter-app ratings import FILE")
    found = lists.find(args.text, limit=args.limit)
    if args.format == "json":
        out(json.dumps([_entry_json(f) for f in found], ensure_ascii=False, indent=1))
        return EXIT_OK if found else EXIT_BAD_INPUT
    for f in found:
        e = f.entry
        ratings = " ".join(
            f"{label} {value if value else '-'}"
            for label, value in (("std", e.standard), ("rpd", e.rapid), ("blz", e.blitz))
        )
        ident = e.fide_id if e.fide_id is not None else e.local_id
        born = e.birth_year or "-"
        out(
            f"{ident!s:>10}  {e.title:4} {e.name:35} {e.federation:3} {e.sex:1} {born!s:>4}  "
            f"{ratings}  [{f.source} {f.list_date}]"
        )
    if not found:
        err(f"no player found for {args.text!r}")
    return EXIT_OK if found else EXIT_BAD_INPUT


def cmd_lists(args: argparse.Namespace) -> int:
    summaries = _lists().summaries()
    if not summaries:
        out("no rating list imported yet")
    for s in summaries:
        out(
            f"{s.source:16} {s.kind:14} list date {s.list_date} ({s.date_from})  "
            f"{s.players:>9} players  imported {s.imported_at}  from {s.file}"
        )
    return EXIT_OK


def _k_options(items: list[str]) -> dict[int, int]:
    ks = {}
    for item in items:
        sn, eq, k = item.partition("=")
        if not eq or not sn.strip().isdigit() or not k.strip().isdigit() or int(k) <= 0:
            raise CommandError(f"--k: {item!r} is not START_NO=K")
        ks[int(sn)] = int(k)
    return ks


def cmd_change(args: argparse.Namespace) -> int:
    from arbiter_app.core import rating_change as rc
    from arbiter_app.core.numbers import exact as decimal

    t = load(args.file)
    given = _k_options(args.k)
    unknown = [sn for sn in given if not t.has_player(sn)]
    if unknown:
        raise CommandError(f"--k: {args.file} has no player {unknown[0]}")
    kind = args.type or rc.event_rating_type(t)
    changes = rc.event_changes(t, given, rating_type=kind)
    edition = rc.edition_for(t.start_date)
    total = rc.total_change(changes)
    if args.format == "json":
        data = {
            "edition": edition.name,
            "rating_type": kind,
            "total": decimal(total),
            "players": [
                {
                    "start_no": c.start_no,
                    "name": t.player(c.start_no).name,
                    "rating": c.rating,
                    "k": c.k,
                    "k_source": c.k_source,
                    "games": len(c.games),
                    "score": decimal(c.score),
                    "expected": decimal(c.expected),
                    "change": decimal(c.change),
                    "new_rating": c.new_rating,
                    "per_game": [
                        {
                            "round": g.round_no,
                            "opponent": g.opponent,
                            "opponent_rating": g.opponent_rating,
                            "score": decimal(g.score),
                            "expected": decimal(g.expected),
                            "change": decimal(g.change),
                        }
                        for g in c.games
                    ],
                }
                for c in changes
            ],
        }
        out(json.dumps(data, ensure_ascii=False, indent=1))
        _list_note(t, kind)
        return EXIT_OK
    out(f"{args.file}: {edition.name}, {kind} ratings")
    out(f"{'No':>4} {'Name':30} {'Rtg':>5} {'K':>3}     {'G':>2} {'Pts':>5} {'Exp':>6} "
        f"{'Change':>8} {'New':>5}")  # fmt: skip
    for c in changes:
        k_text = f"{c.k}" + ("*" if c.k != c.k_given else "")
        out(
            f"{c.start_no:>4} {t.player(c.start_no).name[:30]:30} {c.rating:>5} {k_text:>3} "
            f"{c.k_source:>5} {len(c.games):>2} {decimal(c.score):>5} "
            f"{rc_fmt(c.expected):>6} {rc_fmt(c.change, sign=True):>8} {c.new_rating:>5}"
        )
        if args.games:
            for g in c.games:
                out(
                    f"{'':10}round {g.round_no:>2} v {g.opponent:>4} ({g.opponent_rating}): "
                    f"{decimal(g.score)} - {rc_fmt(g.expected)} = "
                    f"{rc_fmt(g.score - g.expected, sign=True)} x {c.k} = "
                    f"{rc_fmt(g.change, sign=True)}"
                )
    out(f"total change {rc_fmt(total, sign=True)} ({len(changes)} rated players; "
        "* K reduced by B.02 8.3.4)")  # fmt: skip
    _list_note(t, kind)
    return EXIT_OK


def rc_fmt(value: Any, sign: bool = False) -> str:
    """Exact two decimals (every B.02 figure is in hundredths)."""
    from arbiter_app.core.numbers import decimal

    text = decimal(value, 2)
    return f"+{text}" if sign and value > 0 else text


def _list_note(t: Any, rating_type: str) -> None:
    """Lines on stderr when the FIDE list is not the one in force for the event, and when it
    gives other ratings or K than the event holds: the figures above are the event's (the
    same everywhere); `ratings check` lists the differences."""
    from arbiter_app.app.list_check import check

    try:
        found = check(t, _lists(), rating_type=rating_type)
    except InputError:
        return
    note = found.age_note(t.start_date)
    if note:
        err(note)
    summary = found.summary
    players = {d.start_no for d in found.differences if d.field in ("rating", "k")}
    if players:
        err(
            f"note: the list {summary.source} ({summary.list_date}) gives another rating or K "
            f"for {len(players)} player(s): arbiter-app ratings check FILE lists them, "
            "--update takes them over"
        )


def _chosen(text: str, t: Any) -> set[int] | None:
    """--update: start numbers (None: all)."""
    if text.strip().lower() == "all":
        return None
    chosen = set()
    for item in split_codes(text):
        if not item.isdigit() or not t.has_player(int(item)):
            raise CommandError(f"--update: {item!r} is not a start number of the event")
        chosen.add(int(item))
    return chosen


_FIELD_NAMES = {
    "fide_id": "FIDE ID not in the list",
    "name": "name",
    "federation": "federation",
    "title": "title",
    "sex": "sex",
    "birth_year": "birth year",
    "rating": "rating",
    "k": "K",
}


def cmd_check(args: argparse.Namespace) -> int:
    from arbiter_app.app.gates import passes
    from arbiter_app.app.list_check import check
    from arbiter_app.cli.gates import CommandLineConfirmer

    t = load(args.file)
    try:
        found = check(t, _lists(), args.list)
    except InputError as exc:
        raise CommandError(exc.message) from None
    summary, kind, diffs = found.summary, found.rating_type, list(found.differences)
    note = found.age_note(t.start_date)
    if note:
        err(note)
    if args.update:
        take = found.takeable(_chosen(args.update, t))
        if take:
            # One edit with its journal line (app.list_check, as the window); a notice.
            edit, ask = found.take(t, take)
            passes([ask], CommandLineConfirmer(False, sys.stderr))
            edit.apply(t)
            save(t, args.file)
        err(f"{args.file}: {len(take)} difference(s) taken from {summary.source}")
        diffs = [d for d in diffs if d not in take]
    if args.format == "json":
        data = {
            "list": summary.source,
            "list_date": summary.list_date,
            "rating_type": kind,
            "differences": [
                {
                    "start_no": d.start_no,
                    "name": t.player(d.start_no).name,
                    "field": d.field,
                    "event": d.event,
                    "list": d.listed,
                }
                for d in diffs
            ],
        }
        out(json.dumps(data, ensure_ascii=False, indent=1))
        return EXIT_BAD_INPUT if diffs else EXIT_OK
    if not diffs:
        out(f"{args.file}: every player with a FIDE ID agrees with {summary.source} "
            f"({summary.list_date}, {kind})")  # fmt: skip
        return EXIT_OK
    out(f"{args.file} against {summary.source} ({summary.list_date}, {kind} ratings)")
    out(f"{'No':>4} {'Player':30} {'Field':24} {'Event':30} List")
    for d in diffs:
        name = t.player(d.start_no).name[:30]
        out(f"{d.start_no:>4} {name:30} {_FIELD_NAMES[d.field]:24} {d.event[:30]:30} {d.listed}")
    return EXIT_BAD_INPUT


def cmd_sequence(args: argparse.Namespace) -> int:
    from arbiter_app.core.edits import EditError
    from arbiter_app.core.rating_source import SetRatingSequence, from_fide, rating_sequence

    t = load(args.file)
    if args.items or args.default:
        if args.items and args.default:
            raise CommandError("--default: give no items with it")
        try:
            SetRatingSequence(None if args.default else args.items).apply(t)
        except EditError as exc:
            raise CommandError(str(exc)) from None
        imported = {s.source for s in _lists().summaries()}
        missing = [
            i.partition(":")[0]
            for i in rating_sequence(t)
            if i not in RATING_TYPES and not from_fide(i) and i.partition(":")[0] not in imported
        ]
        if missing:  # kept all the same: the list may be imported later
            err(f"note: no list named {', '.join(missing)} is imported (ratings lists)")
        save(t, args.out or args.file)
    out(" -> ".join(rating_sequence(t)))
    return EXIT_OK
