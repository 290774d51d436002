"""`arbiter-app explain FILE START_NO`: how a player's tie-break values were reached."""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from typing import Any

from arbiter_app.cli.common import (
    EXIT_OK,
    FILE_HELP,
    CommandError,
    descriptor_errors,
    load,
    num,
    out,
    split_codes,
)
from arbiter_app.cli.options import (
    add_system_option,
    pick_system,
)
from arbiter_app.core.model import System
from arbiter_app.core.rules import UnknownRules
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.io.labels import ENGLISH_LABELS


def register(sub: Any) -> None:
    p = sub.add_parser("explain", help="show how a player's tie-break values were reached")
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("start_no", type=int, metavar="START_NO", help="the player's start number")
    p.add_argument(
        "--tiebreak", metavar="CODE", help="one tie-break (default: the tournament's list)"
    )
    p.add_argument(
        "--tiebreaks", metavar="CODES", help="the list the standings use (default: the file's)"
    )
    p.add_argument("--rules", metavar="NAME", help="rule edition, e.g. fide-2024")
    add_system_option(p)
    p.add_argument("--unrated", metavar="RATING", type=int, help="rating of unrated players")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=cmd_explain)


def cmd_explain(args: argparse.Namespace) -> int:
    from arbiter_app.core.explain import explain, explain_all

    t = load(args.file)
    if not t.has_player(args.start_no):
        raise CommandError(f"{args.file}: no player with start number {args.start_no}")
    tiebreaks = split_codes(args.tiebreaks) if args.tiebreaks is not None else None
    system = pick_system(args.file, t, args.system)
    try:
        if args.tiebreak:
            found = [
                explain(
                    t, args.start_no, args.tiebreak, args.rules, system, args.unrated, tiebreaks
                )
            ]
        else:
            found = explain_all(t, args.start_no, args.rules, system, args.unrated, tiebreaks)
            if not found:
                found = [explain(t, args.start_no, Code.BH, args.rules, system, args.unrated)]
    except UnknownRules as exc:
        raise CommandError(f"--rules: {exc}") from None
    except descriptor_errors() as exc:
        raise CommandError(f"--tiebreak: {exc}") from None
    if args.format == "json":
        out(json.dumps([explanation_doc(e) for e in found], ensure_ascii=False, indent=1))
    else:
        player = t.player(args.start_no)
        texts = [explanation_text(player.name, system, e) for e in found]
        out("\n\n".join(texts))
    return EXIT_OK


def _why(c: Any) -> str:
    """Why a contribution has its value, in the words of the window's tooltip (the one
    vocabulary through `io.labels.Labels`, in English): the basis, the inputs with their values
    and what happened to the contribution (the opponent's rounds counted as draws, a VUR, a
    cut). The legacy virtual opponent shows its formula in FIDE's symbols (C.07 before 2023:
    Svon = SPR + (1 - SfPR) + 0.5 x (n - R))."""
    labels = ENGLISH_LABELS
    name = labels.explanation_input
    n = dict(c.numbers)
    if c.basis is Basis.VIRTUAL_OPPONENT:
        inputs = (
            f"SPR {num(n.get('SPR'))} + ({name('win')} {num(n.get('win'))} - SfPR "
            f"{num(n.get('SfPR'))}) + {name('draw')} {num(n.get('draw'))} x (n {n.get('n')} - "
            f"R {n.get('R')}) = {num(c.value)}"
        )
    else:
        inputs = ", ".join(f"{name(str(k))} {num(v)}" for k, v in c.numbers)
    basis = labels.explanation_basis(c.basis)
    head = f"{basis}: {inputs}" if basis and inputs else basis or inputs
    return " ".join([head, *labels.explanation_marks(c)]).strip()


def explanation_text(name: str, system: System, e: Any) -> str:
    from arbiter_app.core.notation import format_result
    from arbiter_app.core.tiebreaks import format_value as registry_format

    value = registry_format(e.descriptor, e.value) or "undefined"
    lines = [
        f"{e.descriptor} = {value}   (player {e.start_no} {name}; rules {e.rules}, {system.value})"
    ]
    if e.contributions:
        lines.append("  Rd  Opp  Res   Value  Points  Amount  Why")
        for c in e.contributions:
            opp = str(c.opponent) if c.opponent is not None else "-"
            res = format_result(c.result) if c.result is not None else ""
            amount = num(c.amount) if c.amount is not None else "-"
            lines.append(
                f"  {c.round:>2}  {opp:>3}  {res:<4}  {num(c.value):>5}  {num(c.points):>6}"
                f"  {amount:>6}  {_why(c)}"
            )
    for code, *values in e.notes:
        shown = [num(x) if not isinstance(x, str) else x for x in values]
        lines.append("  " + ENGLISH_LABELS.explanation_note(str(code), shown))
    return "\n".join(lines)


def _jsonable(value: Any) -> Any:
    if isinstance(value, Fraction):
        return num(value)
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if hasattr(value, "value") and not isinstance(value, int):  # enums
        return value.value
    return value


def explanation_doc(e: Any) -> dict[str, Any]:
    from arbiter_app.core.tiebreaks import format_value as registry_format

    return {
        "descriptor": e.descriptor,
        "start_no": e.start_no,
        "rules": e.rules,
        "value": registry_format(e.descriptor, e.value) or None,
        "contributions": [
            {
                "round": c.round,
                "opponent": c.opponent,
                "result": _jsonable(c.result),
                "value": _jsonable(c.value),
                "points": _jsonable(c.points),
                "amount": _jsonable(c.amount),
                "basis": c.basis,
                "numbers": {k: _jsonable(v) for k, v in c.numbers},
                "adjusted_rounds": list(c.adjusted_rounds),
                "vur": c.vur,
                "cut": c.cut,
            }
            for c in e.contributions
        ],
        "notes": [[_jsonable(x) for x in note] for note in e.notes],
    }
