"""`arbiter-app pair FILE [--round N] [--out FILE]`: pair a round and print its boards.

The round is paired by the engine of the event's pairing edition (Berger for round robins),
checked by our own checker (`core.pairing.checker`), written into the tournament with its board
order, and saved (to FILE itself unless `--out` names another file; atomic write).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from arbiter_app.app.adjourning import as_paired, pair_passes, with_adjourned
from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    CommandError,
    err,
    load,
    out,
    round_to_pair,
)
from arbiter_app.cli.findings import check
from arbiter_app.cli.gates import CommandLineConfirmer
from arbiter_app.cli.team_pairing import pair_team_round
from arbiter_app.core import numbers
from arbiter_app.core.boards import boards
from arbiter_app.core.edits import Withdraw
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.pairing.checker import PairingIssue, check_pairing
from arbiter_app.core.pairing.engine import (
    EDITIONS,
    PairingError,
    draw_berger_numbers,
    edition_of,
    text_of,
    unimplemented_text,
)
from arbiter_app.core.pairing.forbidden import unhonoured
from arbiter_app.core.pairing.round import (
    current_pairing,
    left_out,
    next_round,
    pairing_edit,
    to_be_paired,
)
from arbiter_app.core.validate import Severity
from arbiter_app.core.validate_event import last_present
from arbiter_app.core.vocabulary.results import RESULTS
from arbiter_app.io.pairing_engines import engine_for
from arbiter_app.io.project import is_project_path, save_project
from arbiter_app.io.team_engines import TEAM_COLOUR_MODELS
from arbiter_app.io.trf import write_trf


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
        "--team-colours",
        choices=TEAM_COLOUR_MODELS,
        help="a team Swiss: the colour preferences of C.04.6 art. 1.7 (type A by default, type "
        "B, or none); kept in the file",
    )
    p.add_argument("--force", action="store_true", help="pair even when validation finds errors")
    p.add_argument(
        "--confirm",
        action="store_true",
        help="go on past a level-3 question: earlier games without a result become adjourned",
    )
    p.set_defaults(func=cmd_pair)


def withdraw(t: Tournament, specs: list[str], source: str) -> None:
    """Apply `--withdraw NO[:ROUND]` (the arbiter's record of a withdrawal)."""
    for spec in specs:
        number, _, after = spec.partition(":")
        if not number.isdecimal() or (after and not after.isdecimal()):
            raise CommandError(f"--withdraw {spec!r}: expected a start number, or NO:ROUND")
        start_no = int(number)
        if not t.has_player(start_no):
            raise CommandError(f"{source}: --withdraw: no player with start number {start_no}")
        last = last_present(t.player(start_no))
        Withdraw(start_no, int(after) if after else last).apply(t)


def save(t: Tournament, path: str) -> None:
    try:
        if is_project_path(Path(path).name.lower()):
            save_project(t, path)
        else:
            write_trf(t, path)
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
    withdraw(t, args.withdraw, args.file)
    if t.teams is not None:  # a team event pairs matches (cli.team_pairing)
        if args.team_colours:
            t.pairing = replace(t.pairing, team_colours=args.team_colours)
        _, lines = pair_team_round(args, t)
        save(t, args.out or args.file)
        for line in lines:
            out(line)
        return EXIT_OK
    settings = t.pairing
    if args.edition:
        settings = replace(settings, edition=args.edition)
    if args.initial_colour:
        settings = replace(settings, initial_colour=args.initial_colour)
    if args.acceleration:
        acceleration = None if args.acceleration == "none" else args.acceleration
        settings = replace(settings, acceleration=acceleration)
    if args.swap_last_two:
        settings = replace(settings, swap_last_two=True)
    if args.draw_lots is not None:
        if settings.berger_numbers or next_round(t) > 1:
            raise CommandError(f"{args.file}: the Berger numbers were drawn already")
        settings = replace(settings, berger_numbers=draw_berger_numbers(t, args.draw_lots))
    t.pairing = settings
    r = round_to_pair(args.file, t, args.round)
    if not pair_passes(t, r, CommandLineConfirmer(args.confirm, sys.stderr)):
        return EXIT_BAD_INPUT
    whole, t = t, as_paired(t, r)  # games without a result adjourned: draws for the engine
    expected = set(to_be_paired(t, r))
    engine = engine_for(t, args.edition)
    older = None if engine.name == "berger" else unimplemented_text(t)
    if older is not None:  # never a silent choice of text (as for an unread start date)
        err(
            f"{args.file}: the pairing text in force on {t.start_date} is the {older}; no "
            f"engine implements it: paired by the {text_of(edition_of(t))} "
            "(--edition chooses)"
        )
    # Said before pairing: the pairs this engine cannot keep apart (a round robin's Berger).
    cannot = unhonoured(t, engine.name)
    for a, b in cannot:
        err(f"{args.file}: players {a} and {b} must not meet, but {engine.name} cannot avoid it")
    try:
        pairing = engine.pair(t, r)
    except PairingError as exc:
        said = str(exc)  # (the engine's message may name the round and player itself)
        where = "" if said.startswith(f"round {r}") else f"round {r}: "
        raise CommandError(f"{args.file}: {where}{said}") from None
    findings = check_pairing(t, pairing, expected)
    errors = [
        f
        for f in findings
        if f.severity is Severity.ERROR and not (cannot and f.issue is PairingIssue.PROHIBITED)
    ]
    for f in findings:
        err(f"{args.file}: {f.describe()}")
    if errors:
        raise CommandError(f"{args.file}: round {r}: the engine's pairing fails our check")
    t = whole
    with_adjourned(t, r, pairing_edit(pairing)).apply(t)
    target = args.out or args.file
    save(t, target)
    edition = "Berger" if engine.name == "berger" else f"{edition_of(t)}, {engine.name}"
    out(f"Round {r} ({edition}): {len(pairing.boards)} boards")
    for line in board_lines(t, r):
        out(line)
    return EXIT_OK
