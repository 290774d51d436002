"""`arbiter-app pair FILE [--round N] [--out FILE]`: pair a round and print its boards.

The round is paired by the engine of the event's pairing edition (Berger for round robins),
checked by our own checker (`core.pairing.checker`), written into the tournament with its board
order, and saved (to FILE itself unless `--out` names another file; atomic write).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from arbiter_app.app import files, pairing
from arbiter_app.app.gates import passes
from arbiter_app.app.session import Session
from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    CommandError,
    err,
    load,
    out,
)
from arbiter_app.cli.findings import check
from arbiter_app.cli.gates import CommandLineConfirmer, push
from arbiter_app.cli.team_pairing import pair_team_round, withdraw_teams
from arbiter_app.core import numbers
from arbiter_app.core.boards import boards
from arbiter_app.core.edits import AmendSettings, Withdraw
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.pairing.engine import EDITIONS, PairingError, draw_berger_numbers
from arbiter_app.core.pairing.round import current_pairing, left_out, next_round
from arbiter_app.core.validate_event import last_present
from arbiter_app.core.vocabulary.results import RESULTS
from arbiter_app.io.team_engines import TEAM_COLOUR_MODELS


def register(sub: Any) -> None:
    p = sub.add_parser("pair", help="pair the next round (FIDE Dutch, or Berger for round robins)")
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--round", type=int, help="round to pair (default: the next one)")
    p.add_argument("--out", help="write the paired tournament here (default: FILE itself)")
    p.add_argument("--edition", choices=EDITIONS, help="Dutch edition (default: from the dates)")
    p.add_argument(
        "--initial-colour",
        choices=("white", "black"),
        help="colour of the top player in round 1 (the drawing of lots; default: white)",
    )
    p.add_argument(
        "--acceleration",
        choices=("baku", "none"),
        help="Baku acceleration (C.04.5.1), kept in the file (TRF: 192, XXA, 250)",
    )
    p.add_argument(
        "--draw-lots",
        type=int,
        metavar="SEED",
        help="round robins: draw the Berger numbers by lot from SEED (kept in the file)",
    )
    p.add_argument(
        "--swap-last-two",
        action="store_true",
        help="double round robins: exchange the last two rounds of the first cycle (C.05 Annex 1)",
    )
    p.add_argument(
        "--withdraw",
        action="append",
        default=[],
        metavar="NO[:ROUND]",
        help="record that player NO withdrew after ROUND (default: after his last game), "
        "before pairing; confirms a 'no game after round k: withdrawn?' finding, kept in the "
        "file. A zero-point bye or a blank round alone is an absence in that round only",
    )
    p.add_argument(
        "--withdraw-team",
        action="append",
        default=[],
        metavar="NO[:ROUND]",
        help="a team event: record that team NO withdrew after ROUND (default: the last round "
        "paired); it is not paired from then on, kept in the file",
    )
    p.add_argument(
        "--team-colours",
        choices=TEAM_COLOUR_MODELS,
        help="a team Swiss: the colour preferences of C.04.6 art. 1.7 (type A by default, type "
        "B, or none); kept in the file",
    )
    p.add_argument("--force", action="store_true", help="pair even when validation finds errors")
    p.add_argument(
        "--confirm",
        action="store_true",
        help="confirm a step that asks first (earlier games without a result become adjourned; "
        "more rounds than the players can play; a pairing setting changed after round 1 outside "
        "FIDE mode; a prohibited pair a Berger table cannot keep apart)",
    )
    p.set_defaults(func=cmd_pair)


def withdraw(session: Session, specs: list[str], source: str) -> None:
    """Apply `--withdraw NO[:ROUND]` (the arbiter's record of a withdrawal)."""
    t = session.tournament
    for spec in specs:
        number, _, after = spec.partition(":")
        if not number.isdecimal() or (after and not after.isdecimal()):
            raise CommandError(f"--withdraw {spec!r}: expected a start number, or NO:ROUND")
        start_no = int(number)
        if not t.has_player(start_no):
            raise CommandError(f"{source}: --withdraw: no player with start number {start_no}")
        last = last_present(t.player(start_no))
        session.push(Withdraw(start_no, int(after) if after else last))


def save(t: Tournament, path: str) -> None:
    """Write FILE (or `--out`) as the window would (`app.files.save`); CommandError naming it."""
    try:
        files.save(t, path)
    except OSError as exc:
        raise CommandError(f"{path}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise CommandError(f"{path}: {exc}") from None


def board_lines(t: Tournament, round_no: int) -> list[str]:
    """The round's boards as text: board, white (points), black (points); then the byes."""
    lines = []
    for b in boards(t, round_no):
        w, k = t.player(b.white), t.player(b.black)
        pw, pk = (numbers.points(t.points(p, round_no - 1)) for p in (w, k))  # 1.5, not 3/2
        lines.append(
            f"{b.number:>4}  {w.start_no:>4} {w.name[:28]:<28} {pw:>5}"
            f"  -  {k.start_no:>4} {k.name[:28]:<28} {pk:>5}"
        )
    bye = current_pairing(t, round_no).bye
    if bye is not None:
        name = t.player(bye).name
        lines.append(f"   -  {bye:>4} {name[:28]:<28}  {RESULTS[Result.PAIRING_BYE].name}")
    for start_no, result in left_out(t, round_no):
        p = t.player(start_no)
        why = (
            f"withdrawn after round {p.withdrawn_after}" if result is None else RESULTS[result].name
        )
        lines.append(f"   -  {start_no:>4} {p.name[:28]:<28}  not paired: {why}")
    return lines


def cmd_pair(args: argparse.Namespace) -> int:
    t = load(args.file)
    # The scores a pairing rests on come from the records: what `standings` refuses is
    # refused here too (core.policy).
    if not check(args.file, t, force=args.force, command="pair"):
        return EXIT_BAD_INPUT
    session = Session(t)
    withdraw(session, args.withdraw, args.file)
    withdraw_teams(t, args.withdraw_team, args.file)
    if t.teams is not None:  # a team event pairs matches (cli.team_pairing)
        if args.team_colours:
            session.push(AmendSettings("pairing", team_colours=args.team_colours))
        _, lines = pair_team_round(args, t)
        save(t, args.out or args.file)
        for line in lines:
            out(line)
        return EXIT_OK
    settings = _settings(args, t)
    pairing_settings = AmendSettings("pairing", **settings)
    # kept in the file: locked once round 1 is paired (FIDE mode)
    if settings and not push(session, pairing_settings, args.file, args.confirm):
        return EXIT_BAD_INPUT
    try:  # the one use case the window's round view runs too (app.pairing)
        plan = pairing.plan(t, args.round, args.edition)
    except (pairing.AllPaired, pairing.Unfinished, PairingError) as exc:
        raise CommandError(f"{args.file}: {exc}") from None
    r = plan.round_no
    if plan.older is not None:  # never a silent choice of text (as for an unread start date)
        err(
            f"{args.file}: the pairing text in force on {t.start_date} is the {plan.older}; no "
            f"engine implements it: paired by the {plan.used_text} (--edition chooses)"
        )
    if not passes(plan.asks(), CommandLineConfirmer(args.confirm, sys.stderr)):
        return EXIT_BAD_INPUT
    try:
        engine_pairing = plan.job().result()
    except PairingError as exc:
        said = str(exc)  # (the engine's message may name the round and player itself)
        where = "" if said.startswith(f"round {r}") else f"round {r}: "
        raise CommandError(f"{args.file}: {where}{said}") from None
    verdict = plan.check(engine_pairing)
    for f in verdict.findings:
        err(f"{args.file}: {f.describe()}")
    if verdict.errors:
        raise CommandError(f"{args.file}: round {r}: the engine's pairing fails our check")
    # Round 1 with more rounds planned than the field can play asks first (core.fide_mode).
    if not push(session, plan.edit(engine_pairing), args.file, args.confirm):
        return EXIT_BAD_INPUT
    save(t, args.out or args.file)
    out(f"Round {r} ({plan.edition}): {len(engine_pairing.boards)} boards")
    for line in board_lines(t, r):
        out(line)
    return EXIT_OK


def _settings(args: argparse.Namespace, t: Tournament) -> dict[str, Any]:
    """The pairing settings the options change (`core.settings.PairingSettings` fields)."""
    values: dict[str, Any] = {}
    if args.edition:
        values["edition"] = args.edition
    if args.initial_colour:
        values["initial_colour"] = args.initial_colour
    if args.acceleration:
        values["acceleration"] = None if args.acceleration == "none" else args.acceleration
    if args.swap_last_two:
        values["swap_last_two"] = True
    if args.draw_lots is not None:
        if t.pairing.berger_numbers or next_round(t) > 1:
            raise CommandError(f"{args.file}: the Berger numbers were drawn already")
        values["berger_numbers"] = draw_berger_numbers(t, args.draw_lots)
    return values
