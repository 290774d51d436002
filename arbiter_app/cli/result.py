"""`arbiter-app result FILE --round R (--board B | --white N --black M) RESULT`: record a game.

RESULT is the board's result, White first, in the program's result vocabulary
(`core.vocabulary.results.board_result_from`): `1-0`, `½-½` (or `=`, `1/2-1/2`), `0-1`,
`+/-` and `-/+` (forfeits), `-/-` (both forfeited), `P` (postponed), `?` (no result yet),
and the unequal results the Laws know, `½-0`, `0-½`, `0-0` (each side kept as it is; FIDE
mode asks first, `--confirm`). `1-1` is refused. Every result passes the gates of FIDE mode
(app/steps.py): a correction of the previous round once the next is paired asks, of an older
round is refused in FIDE mode (C.04.2 4.3).
A result beginning with a dash follows `--` (`... --board 2 -- -/+`), as for any program
whose argument looks like an option. The same edit as a result key on the round view's board
(`core.edits.SetResult`); the file is written back atomically.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from arbiter_app.app.clock import now
from arbiter_app.app.corrections import rating_only
from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, FILE_HELP, CommandError, load, out
from arbiter_app.cli.gates import CommandLineConfirmer, push
from arbiter_app.cli.pair import save
from arbiter_app.core.boards import Board, boards
from arbiter_app.core.corrections import RatingCorrection
from arbiter_app.core.edits import EditError, SetResult, SetSides
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.vocabulary.results import board_result, board_sides_from, board_spellings

SPELLINGS = board_spellings()  # what `board_sides_from` reads, from the one result table


def register(sub: Any) -> None:
    p = sub.add_parser(
        "result",
        help="record a game's result",
        description="Record the result of a board of a paired round, White first: " + SPELLINGS,
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument(
        "result",
        metavar="RESULT",
        help=f"White's result first: {SPELLINGS}; put -- before one that begins with a dash",
    )
    p.add_argument("--round", type=int, required=True, help="the round")
    game = p.add_mutually_exclusive_group(required=True)
    game.add_argument("--board", type=int, help="the board number")
    game.add_argument("--white", type=int, metavar="N", help="White's start number (with --black)")
    p.add_argument("--black", type=int, metavar="M", help="Black's start number (with --white)")
    p.add_argument("--out", help="write the tournament here (default: FILE itself)")
    p.add_argument(
        "--confirm",
        action="store_true",
        help="confirm a step FIDE mode asks about (½-0, 0-½, 0-0, a correction of the "
        "previous round)",
    )
    p.add_argument(
        "--rating-only",
        action="store_true",
        help="record the result as a correction for the rating report only (C.04.2 4.3): "
        "the standings keep the result as played",
    )
    p.add_argument("--reason", default="", help="why (kept in the journal with --rating-only)")
    p.set_defaults(func=cmd_result)


def find_board(t: Tournament, source: str, args: argparse.Namespace) -> Board:
    """The board `--board` or `--white/--black` names in `--round`."""
    r = args.round
    # argparse takes --board or --white (never both); --black goes with --white only.
    if (args.board is None) == (args.black is None):
        raise CommandError("name the game: --board B, or --white N --black M")
    shown = boards(t, r) if r >= 1 else []
    if not shown:
        raise CommandError(f"{source}: round {r} has no games")
    if args.board is not None:
        number: int = args.board
        if not 1 <= number <= len(shown):
            raise CommandError(f"{source}: round {r} has boards 1 to {len(shown)}, not {number}")
        return shown[number - 1]
    for b in shown:
        if (b.white, b.black) == (args.white, args.black):
            return b
        if (b.white, b.black) == (args.black, args.white):
            raise CommandError(
                f"{source}: round {r}, board {b.number}: player {b.white} has White "
                f"against {b.black}, not the other way round"
            )
    raise CommandError(
        f"{source}: round {r}: players {args.white} and {args.black} do not meet on any board"
    )


def cmd_result(args: argparse.Namespace) -> int:
    sides = board_sides_from(args.result)
    if sides is None:
        raise CommandError(f"result {args.result!r}: not a board result; one of {SPELLINGS}")
    white, black = sides
    t = load(args.file)
    board = find_board(t, args.file, args)
    if args.rating_only:
        return _rating_only(args, t, board, white, black)
    edit = (
        SetResult(args.round, board.white, white)
        if black is white.mirror
        else SetSides(args.round, board.white, white, black)
    )
    if not push(t, edit, args.file, args.confirm):  # through its gates, as the result keys
        return EXIT_BAD_INPUT
    save(t, args.out or args.file)
    w, b = t.player(board.white), t.player(board.black)
    # One notation for every result, as the round view and the pairing lists print it.
    shown = board_result(white, black)
    out(
        f"Round {args.round}, board {board.number}: {w.start_no} {w.name} - "
        f"{b.start_no} {b.name}  {shown or '?'}"
    )
    return EXIT_OK


def _rating_only(
    args: argparse.Namespace, t: Tournament, board: Board, white: Result, black: Result
) -> int:
    """`--rating-only`: the journal records the correction; the records stay as played."""
    correction = RatingCorrection(args.round, board.white, board.black, white, black)
    time = now()
    confirmer = CommandLineConfirmer(args.confirm, sys.stderr)
    try:
        step = rating_only(t, correction, args.reason, confirmer, time)
    except EditError as exc:
        raise CommandError(f"{args.file}: {exc}") from None
    if step is None:
        return EXIT_BAD_INPUT
    step.apply(t)
    save(t, args.out or args.file)
    out(
        f"Round {args.round}, board {board.number}: {board_result(white, black)} recorded for the "
        "rating report only"
    )
    return EXIT_OK
