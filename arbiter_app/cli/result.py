"""`arbiter-app result FILE --round R (--board B | --white N --black M) RESULT`: record a game.

RESULT is the board's result, White first, in the program's result vocabulary
(`core.vocabulary.results.board_result_from`): `1-0`, `½-½` (or `=`, `1/2-1/2`), `0-1`,
`+/-` and `-/+` (forfeits), `-/-` (both forfeited), `P` (postponed), `?` (no result yet).
A result beginning with a dash follows `--` (`... --board 2 -- -/+`), as for any program
whose argument looks like an option. The same edit as a result key on the round view's board
(`core.edits.SetResult`); the file is written back atomically.
"""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import EXIT_OK, FILE_HELP, CommandError, load, out
from arbiter_app.cli.pair import save
from arbiter_app.core.boards import Board, boards
from arbiter_app.core.edits import EditError, SetResult
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.sheets import board_result
from arbiter_app.core.vocabulary.results import board_result_from, board_spellings

SPELLINGS = board_spellings()  # what `board_result_from` reads, from the one result table


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
    result = board_result_from(args.result)
    if result is None:
        raise CommandError(f"result {args.result!r}: not a board result; one of {SPELLINGS}")
    t = load(args.file)
    board = find_board(t, args.file, args)
    try:
        SetResult(args.round, board.white, result).apply(t)
    except EditError as exc:
        raise CommandError(f"{args.file}: {exc}") from None
    save(t, args.out or args.file)
    w, b = t.player(board.white), t.player(board.black)
    out(
        f"Round {args.round}, board {board.number}: {w.start_no} {w.name} - "
        f"{b.start_no} {b.name}  {board_result(result) or '?'}"
    )
    return EXIT_OK
