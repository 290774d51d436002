"""`arbiter-app check-pairings FILE`: the free pairings checker (FIDE C.04.A).

Every paired round is paired again from its history by the engine of the event's text and
compared as a set of pairs and the pairing-allocated bye (board order never counts; the same
two players with the colours the other way round is one difference, a colour reversal); our
own checker's findings for each round follow (C.04.1; a present player with no record in a
round was absent). When the file declares its tie-break list (TRF `202`/`212`, or
`--tiebreaks`) and its rank column is a standing, the final ranks and points are checked too.

When no engine implements the text in force on the event's start date (a Swiss before 1 July
2017), the command says so and checks the absolute criteria of C.04.1 only (or pairs with the
edition `--edition` names).

A team event's rounds are checked as sets of matches (`cli.team_pairing`): the absolute
rules and the matches the team engine pairs from each round's history.

Exit status: 0 every round and the standings agree; 1 a round or a standing differs, or a round
breaks an absolute rule; 2 usage; 3 team records the program could not read as teams (nothing
is checked).
"""

from __future__ import annotations

import argparse
from typing import Any

from msgspec.structs import replace

from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    EXIT_UNSUPPORTED,
    FILE_HELP,
    load,
    out,
    split_codes,
)
from arbiter_app.cli.findings import finding_lines
from arbiter_app.cli.team_pairing import check_team_pairings
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.checker import check_round
from arbiter_app.core.pairing.engine import EDITIONS, edition_of, unimplemented_text
from arbiter_app.core.pairing.fpc import (
    BYE,
    COLOURS,
    FILE_ONLY,
    PairDifference,
    compare_rounds,
)
from arbiter_app.core.pairing.round import current_pairing
from arbiter_app.core.validate import Finding, FindingKind, Severity, validate
from arbiter_app.core.validate_event import is_team_event
from arbiter_app.io.pairing_engines import engine_for

# The standings a file claims: its points column and its rank column against its own list.
_STANDING_KINDS = frozenset(
    {FindingKind.POINTS_MISMATCH, FindingKind.RANK_NOT_BY_POINTS, FindingKind.RANK_NOT_BY_TIEBREAKS}
)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "check-pairings",
        help="pair every round again from its history, check the absolute rules and the "
        "standings (exit 1: a difference; 3: a team event)",
        description=__doc__.split("\n\n", 1)[1] if __doc__ else None,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--edition", choices=EDITIONS, help="Dutch edition (default: from the dates)")
    p.add_argument(
        "--tiebreaks",
        metavar="CODES",
        help="the event's tie-break list, when the file declares none (e.g. 'DE,BH/C1,SB')",
    )
    p.set_defaults(func=cmd_check_pairings)


def _pair(x: tuple[int, int] | int | None) -> str:
    return "-" if x is None else f"{x[0]}-{x[1]}" if isinstance(x, tuple) else str(x)


def difference_line(d: PairDifference) -> str:
    """One difference in words."""
    if d.kind == COLOURS:
        return f"colours reversed: file {_pair(d.in_file)}, engine {_pair(d.by_engine)}"
    if d.kind == FILE_ONLY:
        return f"the file pairs {_pair(d.in_file)}, the engine does not"
    if d.kind == BYE:
        file_bye = "none" if d.in_file is None else f"player {d.in_file}"
        engine_bye = "none" if d.by_engine is None else f"player {d.by_engine}"
        return f"pairing-allocated bye: file {file_bye}, engine {engine_bye}"
    return f"the engine pairs {_pair(d.by_engine)}, the file does not"


def _standings(args: argparse.Namespace, t: Tournament) -> list[Finding]:
    """The file's points and final ranks against ours, when it declares its list and its rank
    column is a standing (not, say, the start numbers the FIDE TEC exercises put there)."""
    if args.tiebreaks:
        t.tiebreaks = split_codes(args.tiebreaks)
    if not t.tiebreaks:
        return []
    found = [f for f in validate(t) if f.kind in _STANDING_KINDS]
    ranks = [p.rank_in_file for p in t.players]
    if all(r == p.start_no for r, p in zip(ranks, t.players, strict=True)) and any(
        f.kind is FindingKind.RANK_NOT_BY_POINTS for f in found
    ):
        return [f for f in found if f.kind is FindingKind.POINTS_MISMATCH]
    return found


def cmd_check_pairings(args: argparse.Namespace) -> int:
    t = load(args.file)
    if t.teams is not None:  # rounds of matches (cli.team_pairing)
        return check_team_pairings(args, t)
    if is_team_event(t):
        out(
            f"{args.file}: a team event (team records in the file): its rounds pair teams, "
            "which this program does not do yet; nothing was checked"
        )
        return EXIT_UNSUPPORTED
    if args.edition:
        t.pairing = replace(t.pairing, edition=args.edition)
    engine = engine_for(t)
    older = None if engine.name == "berger" else unimplemented_text(t)
    if older is not None:
        out(
            f"{args.file}: the pairing text in force on {t.start_date} is the {older}; no "
            "engine here implements it: only the absolute criteria of C.04.1 are checked "
            "(--edition pairs with another text)"
        )
        label = ""
    elif engine.name == "berger":
        label = "Berger (C.05 Annex 1)"
    else:
        label = f"{edition_of(t)}, {engine.name}"
    # Records that contradict each other (an opponent who is no player, two sides of a game
    # that disagree) come first, named where they are: the rounds below rest on them.
    contradictions = [f for f in validate(t) if f.severity is Severity.ERROR]
    for line in finding_lines(args.file, t, contradictions):
        out(line)
    bad = bool(contradictions)
    comparisons = {} if older is not None else {c.round_no: c for c in compare_rounds(t, engine)}
    rounds = (
        [r for r in range(1, t.rounds_paired + 1) if current_pairing(t, r).boards]
        if older is not None
        else list(comparisons)
    )
    for r in rounds:
        findings = check_round(t, r)
        errors = [f for f in findings if f.severity is Severity.ERROR]
        bad = bad or bool(errors)
        c = comparisons.get(r)
        if c is None:
            verdict = "no absolute rule broken" if not errors else f"{len(errors)} error(s)"
            out(f"{args.file}: round {r}: {verdict}")
        elif c.error is not None:
            bad = True
            out(f"{args.file}: round {r}: the engine cannot pair it: {c.error}")
        elif c.same:
            out(f"{args.file}: round {r}: same pairs as {label}")
        else:
            bad = True
            out(f"{args.file}: round {r}: {len(c.pairs)} difference(s) from {label}")
            for d in c.pairs:
                out(f"  {difference_line(d)}")
        for f in findings:
            out(f"  {f.describe()}")
    if not rounds:
        out(f"{args.file}: no paired round to check")
    standings = _standings(args, t)
    for line in finding_lines(args.file, t, standings):
        out(line)
    if t.tiebreaks and not standings:
        out(f"{args.file}: standings: the points and ranks agree ({', '.join(t.tiebreaks)})")
    return EXIT_BAD_INPUT if bad or standings else EXIT_OK
