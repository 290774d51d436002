"""`arbiter-app generate`: a random tournament (the RTG of FIDE C.04.A and the C.02 checklist).

A Swiss event paired round by round by the engine of the chosen edition, with the rates and
counts of every irregularity on the command line (`core.pairing.generator`); `check-pairings`
must then pass the file. Without `--seed` a fresh seed is drawn; it is printed and written into
the file as a `###` line with the whole command, so every file can be generated again.
"""

from __future__ import annotations

import argparse
import random
import shlex
from typing import Any

from msgspec.structs import asdict

from arbiter_app import __version__
from arbiter_app.cli.common import EXIT_OK, CommandError, err, out, split_codes
from arbiter_app.cli.pair import save
from arbiter_app.core.pairing.checker import check_rounds
from arbiter_app.core.pairing.engine import DUTCH_2026, EDITIONS, PairingError
from arbiter_app.core.pairing.generator import Settings, clamped, generate
from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
from arbiter_app.core.pairing.teams import check_team_rounds
from arbiter_app.core.tiebreaks import DescriptorError, parse_descriptor
from arbiter_app.core.validate import Severity
from arbiter_app.io.pairing_engines import dutch_engine
from arbiter_app.io.team_engines import pair_teams
from arbiter_app.io.trf.comments import add_comments

DEFAULTS = Settings(players=0, rounds=0, seed=0)
# (option, metavar, help) of the irregularities: rates from 0 to 1, or counts (N).
RATE_OPTIONS = (
    ("--half-byes", "RATE", "requested half-point byes (TRF H), per player and round"),
    ("--full-byes", "RATE", "requested full-point byes (TRF F), per player and round"),
    ("--zero-byes", "RATE", "known absences (zero-point byes, TRF Z), per player and round"),
    ("--forfeits", "RATE", "one-sided forfeits, per game"),
    ("--double-forfeits", "RATE", "double forfeits, per game"),
    ("--short-games", "RATE", "games of less than one move (TRF W/D/L), per game"),
    ("--late-entries", "N", "players who miss the first one or two rounds"),
    ("--withdrawals", "N", "players who withdraw after a random round"),
    ("--unrated", "SHARE", "share of unrated players"),
    (
        "--draw-rate",
        "RATE",
        "draws between equal players; results follow the expected scores of FIDE B.02 table 8.1.2",
    ),
)
SEED_LIMIT = 2**31  # bbpPairings and most tools take a 32-bit seed


def register(sub: Any) -> None:
    d = DEFAULTS
    p = sub.add_parser(
        "generate",
        help="write a random tournament paired round by round",
        description=(
            "Write a random Swiss tournament paired round by round by the engine of the chosen "
            "edition (gacrux for the 2026 Dutch text, py4swiss before it). Rates are chances "
            "from 0 to 1. Impossible combinations are clamped, with a message. The seed (drawn "
            "when not given) is printed and written into the file as a ### line."
        ),
    )
    p.add_argument("--players", type=int, help="number of players (2 to 9999)")
    p.add_argument("--teams", type=int, help="a team Swiss of this many teams (C.04.6, gacrux)")
    p.add_argument("--boards", type=int, help="boards of a team match (with --teams; 4)")
    p.add_argument(
        "--rounds", type=int, required=True, help="number of rounds (at most players - 1)"
    )
    p.add_argument("--seed", type=int, help="random seed (default: a fresh one, printed)")
    p.add_argument(
        "--edition", choices=EDITIONS, default=DUTCH_2026, help="Dutch text (default %(default)s)"
    )
    for option, kind, what in RATE_OPTIONS:
        p.add_argument(
            option,
            type=_rate if kind != "N" else int,
            default=getattr(d, option[2:].replace("-", "_")),
            metavar=kind,
            help=f"{what} (%(default)s)",
        )
    p.add_argument("--acceleration", choices=("baku",), help="Baku acceleration (C.04.5.1)")
    p.add_argument(
        "--tiebreaks",
        metavar="LIST",
        help="comma-separated tie-break list, written to record 202, e.g. BH/C1,BH,SB",
    )
    p.add_argument(
        "--initial-colour",
        choices=("W", "B", "white", "black"),
        help="initial colour of round 1 (default: by lot from the seed)",
    )
    p.add_argument(
        "--ratings",
        type=_range,
        default=d.ratings,
        metavar="MIN-MAX",
        help=f"rating range (default {d.ratings[0]}-{d.ratings[1]})",
    )
    p.add_argument("--out", required=True, help="TRF or project file to write")
    p.set_defaults(func=cmd_generate)


def _rate(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"{text} is not between 0 and 1")
    return value


def _range(text: str) -> tuple[int, int]:
    low, sep, high = text.partition("-")
    if not sep or not low.strip().isdecimal() or not high.strip().isdecimal():
        raise argparse.ArgumentTypeError(f"not MIN-MAX: {text!r}")
    return int(low), int(high)


def settings_from(args: argparse.Namespace) -> Settings:
    """The generator's settings from the command line (seed drawn when absent), clamped."""
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, SEED_LIMIT)
    tiebreaks = tuple(split_codes(args.tiebreaks or ""))
    for code in tiebreaks:
        try:
            parse_descriptor(code)
        except DescriptorError as exc:
            raise CommandError(f"--tiebreaks: {exc}") from None
    if args.half_byes + args.full_byes + args.zero_byes > 1:
        raise CommandError("--half-byes, --full-byes and --zero-byes add up to more than 1")
    if args.forfeits + args.double_forfeits > 1:
        raise CommandError("--forfeits and --double-forfeits add up to more than 1")
    colour = {"W": "white", "B": "black"}.get(args.initial_colour, args.initial_colour)
    if args.teams is None and args.players is None:
        raise CommandError("--players (or --teams) is required")
    if args.teams is None and args.boards is not None:
        raise CommandError("--boards is for a team Swiss (--teams)")
    tidy = clamped_teams if args.teams is not None else clamped
    return tidy(
        Settings(
            players=args.players or 0,
            teams=args.teams,
            boards=args.boards if args.teams is None or args.boards else 4,
            rounds=args.rounds,
            seed=seed,
            edition=args.edition,
            half_byes=args.half_byes,
            full_byes=args.full_byes,
            zero_byes=args.zero_byes,
            forfeits=args.forfeits,
            double_forfeits=args.double_forfeits,
            short_games=args.short_games,
            late_entries=args.late_entries,
            withdrawals=args.withdrawals,
            acceleration=args.acceleration,
            tiebreaks=tiebreaks,
            initial_colour=colour,
            ratings=args.ratings,
            unrated=args.unrated,
            draw_rate=args.draw_rate,
        )
    )


def command_line(s: Settings) -> str:
    """The `generate` options that give `s` again (every one spelled out)."""
    values = asdict(s)
    words = ["generate"]
    for key, value in values.items():
        if key == "notes" or value is None or value == ():
            continue
        option = "--" + key.replace("_", "-")
        if key == "ratings":
            value = f"{value[0]}-{value[1]}"
        elif key == "tiebreaks":
            value = ",".join(value)
        elif key == "initial_colour":
            value = value[0].upper()
        words += [option, str(value)]
    return shlex.join(words)


def cmd_generate(args: argparse.Namespace) -> int:
    s = settings_from(args)
    for note in s.notes:
        err(f"generate: {note}")
    if s.teams is not None:
        return _generate_teams(args, s)
    engine = dutch_engine(s.edition)
    try:
        t = generate(s, engine)
    except PairingError as exc:
        raise CommandError(f"seed {s.seed}: {exc}") from None
    errors = [f for f in check_rounds(t) if f.severity is Severity.ERROR]
    if errors:  # a defect of ours or of the engine: never write such a file silently
        raise CommandError(f"seed {s.seed}: {errors[0].describe()}")
    add_comments(t, [f"generated by arbiter-app {__version__}: {command_line(s)}"])
    save(t, args.out)
    out(
        f"{args.out}: {len(t.players)} players, {t.rounds_paired} rounds "
        f"({s.edition}, {engine.name}, seed {s.seed})"
    )
    return EXIT_OK


def _generate_teams(args: argparse.Namespace, s: Settings) -> int:
    """A team Swiss paired by gacrux's C.04.6 engine, checked round by round as matches."""
    try:
        t = generate_teams(s, pair_teams)
    except PairingError as exc:
        raise CommandError(f"seed {s.seed}: {exc}") from None
    for findings in check_team_rounds(t).values():
        errors = [f for f in findings if f.severity is Severity.ERROR]
        if errors:  # a defect of ours or of the engine: never write such a file silently
            raise CommandError(f"seed {s.seed}: {errors[0].describe()} (team numbers)")
    add_comments(t, [f"generated by arbiter-app {__version__}: {command_line(s)}"])
    save(t, args.out)
    out(
        f"{args.out}: {s.teams} teams of {s.boards} boards, {t.rounds_paired} rounds "
        f"(C.04.6, gacrux, seed {s.seed})"
    )
    return EXIT_OK
