"""`arbiter-app players add|import|renumber`: register players, as the players view does.

    arbiter-app players add FILE --fide-id ID
    arbiter-app players add FILE --name NAME [--rating R] [--title T] [--federation F]
                                 [--birth YYYY] [--club C] [--sex m|w]
    arbiter-app players import FILE ENTRIES.csv|xlsx
    arbiter-app players renumber FILE [--method FIDE|...] [--confirm]

`--fide-id` registers the player from the imported rating lists (`ratings import`; a FIDE list
first) with the same mapping and K as the players view's search (`io.registration`); `--name`
registers a player typed by hand (Add player…); `import` adds the rows of a file of entries with
its columns guessed from their names, as Import entries… does; `renumber` gives the start numbers
of the C.04.2 initial ranking, as Renumber by rating does (the same edit through the same gate
once round 4 is paired, C.04.2 2.3: refused in FIDE mode, confirmed by `--confirm` outside
it). Each writes FILE back atomically.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from arbiter_app.app.players import (
    entries_edit,
    next_start_no,
    register_edit,
    renumber_edit,
    typed_edit,
)
from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    CommandError,
    err,
    load,
    out,
)
from arbiter_app.cli.gates import push
from arbiter_app.cli.pair import save
from arbiter_app.core.edits import Edit, EditError
from arbiter_app.core.model import Player, Tournament
from arbiter_app.core.seeding import METHODS
from arbiter_app.io.registration import read_entries


def register(sub: Any) -> None:
    p = sub.add_parser(
        "players",
        help="register players (from the rating lists, typed, or a file of entries)",
        description="Register players into an event, as the window's players view does.",
    )
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser(
        "add",
        help="register one player: --fide-id ID (from the imported lists) or --name NAME",
        description="Register one player: by FIDE ID from the imported rating lists (`ratings "
        "import`; name, title, federation, birth year, the event's rating type and the list's "
        "K), or typed by hand with --name and the options below.",
    )
    add.add_argument("file", help=FILE_HELP)
    who = add.add_mutually_exclusive_group(required=True)
    who.add_argument("--fide-id", type=int, metavar="ID", help="register from the rating lists")
    who.add_argument("--name", help="the player's name, as 'Surname, First name'")
    add.add_argument("--rating", type=int, default=0, metavar="R", help="FIDE rating (--name)")
    add.add_argument("--title", default="", metavar="T", help="GM, IM, WGM, … (--name)")
    add.add_argument("--federation", default="", metavar="F", help="FIDE code, e.g. SWE")
    add.add_argument("--birth", default="", metavar="YYYY", help="year of birth (--name)")
    add.add_argument("--club", default="", metavar="C", help="club (--name)")
    add.add_argument("--sex", choices=("m", "w"), default="", help="(--name)")
    add.add_argument("--out", help="write the tournament here (default: FILE itself)")
    add.set_defaults(func=cmd_add)
    imp = actions.add_parser(
        "import",
        help="add the players of a CSV/XLSX file of entries",
        description="Add every row of a file of entries (columns guessed from their names: "
        "see the manual, docs/manual/command-line.md, 'Files of entries'); rows that cannot "
        "be read are listed and skipped.",
    )
    imp.add_argument("file", help=FILE_HELP)
    imp.add_argument("entries", help="the entries (.csv, .txt, .xlsx, .xlsm)")
    imp.add_argument("--out", help="write the tournament here (default: FILE itself)")
    imp.set_defaults(func=cmd_import)
    ren = actions.add_parser(
        "renumber",
        help="start numbers by the initial ranking (C.04.2: rating, title, name)",
        description="Give the players the start numbers of the C.04.2 initial ranking (the "
        "event's starting-rank method, or --method), results kept with their players; refused "
        "once round 4 is paired (C.04.2 2.3).",
    )
    ren.add_argument("file", help=FILE_HELP)
    ren.add_argument("--method", choices=METHODS, help="starting-rank method (TRF-26 172)")
    ren.add_argument("--out", help="write the tournament here (default: FILE itself)")
    ren.add_argument(
        "--confirm",
        action="store_true",
        help="confirm renumbering after round 4 outside FIDE mode (C.04.2 2.3; refused in "
        "FIDE mode)",
    )
    ren.set_defaults(func=cmd_renumber)


_TYPED_ONLY = ("rating", "title", "federation", "birth", "club", "sex")


def _typed_player(t: Tournament, args: argparse.Namespace) -> Player:
    name = args.name.strip()
    if not name:
        raise CommandError("--name: the player needs a name")
    if args.rating < 0:
        raise CommandError(f"--rating {args.rating}: a rating is 0 (unrated) or more")
    birth = args.birth.strip()
    if birth and not (len(birth) == 4 and birth.isdecimal()):
        raise CommandError(f"--birth {birth!r}: expected a year, YYYY")
    return Player(
        start_no=next_start_no(t),
        name=name,
        title=args.title.strip(),
        sex=args.sex,
        rating=args.rating,
        federation=args.federation.strip().upper(),
        birth_date=birth,
        club=args.club.strip(),
    )


def _from_lists(t: Tournament, fide_id: int) -> tuple[Edit, Player]:
    from arbiter_app.io.ratinglists import RatingLists, lists_dir

    lists = RatingLists(lists_dir())
    found = lists.by_fide_id(fide_id)
    if not found:
        raise CommandError(
            f"--fide-id {fide_id}: no imported rating list has this player "
            "(arbiter-app ratings import LIST; ratings lists shows what is imported)"
        )
    # A FIDE list first (the lists come FIDE lists first), as the search shows them.
    chosen = next((f for f in found if f.source.startswith("fide")), found[0])
    return register_edit(t, lists, chosen)


def _apply(t: Tournament, edit: Edit, source: str) -> None:
    try:
        edit.apply(t)
    except EditError as exc:
        raise CommandError(f"{source}: {exc}") from None


def cmd_add(args: argparse.Namespace) -> int:
    t = load(args.file)
    if args.fide_id is not None:
        typed = [f"--{o}" for o in _TYPED_ONLY if getattr(args, o)]
        if typed:
            raise CommandError(f"{', '.join(typed)}: the list gives these with --fide-id")
        edit, player = _from_lists(t, args.fide_id)
    else:
        edit, player = typed_edit(t, _typed_player(t, args))
    if player.fide_id and any(p.fide_id == player.fide_id for p in t.players):
        err(f"{args.file}: note: FIDE ID {player.fide_id} is registered already")
    _apply(t, edit, args.file)
    save(t, args.out or args.file)
    rating = t.player(player.start_no).rating
    out(f"Player {player.start_no}: {player.name} ({rating or 'unrated'}).")
    return EXIT_OK


def cmd_renumber(args: argparse.Namespace) -> int:
    t = load(args.file)
    edit = renumber_edit(t, args.method)  # (as the players view's button, through its gates)
    if not push(t, edit, args.file, args.confirm):
        return EXIT_BAD_INPUT
    save(t, args.out or args.file)
    out(f"{len(t.players)} player(s) renumbered by the initial ranking.")
    return EXIT_OK


def cmd_import(args: argparse.Namespace) -> int:
    t = load(args.file)
    skipped: list[str] = []
    entries = read_entries(Path(args.entries), skipped)
    for line in skipped:
        err(f"not added: {line}")
    edit = entries_edit(t, entries)
    if edit is None:
        raise CommandError(f"{args.entries}: no player could be read")
    _apply(t, edit, args.file)
    save(t, args.out or args.file)
    out(f"{len(entries)} player(s) added ({len(skipped)} row(s) skipped).")
    return EXIT_OK
