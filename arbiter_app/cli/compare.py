"""`arbiter-app compare FILE --rules A --with B`: the standings under two rule sets side by side.

A and B are `core.compare` sides: a rule set (``fide-2024``), a rule set with its own list
(``fide-2024:BH/C1,BH,SB``), a preset (``preset:nsf``) or the file's own rules (``file``,
``file:SB,BH``). `--tiebreaks` is the list of a side that names none (default: the file's).
The text output lists the players whose place changes and, for each pair of players whose
order changes, the first criterion that decides them differently with the values on both
sides; `--explain` adds the engine's explanation of that criterion for both players on both
sides, `--all` the whole standings side by side.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    CommandError,
    descriptor_errors,
    format_value,
    load,
    out,
    split_codes,
)
from arbiter_app.cli.explain import explanation_doc, explanation_text
from arbiter_app.cli.findings import check
from arbiter_app.cli.options import add_system_option, pick_system
from arbiter_app.core import numbers
from arbiter_app.core.compare import (
    Comparison,
    Decision,
    PairChange,
    SideError,
    compare,
    explain_change,
)
from arbiter_app.core.model import Tournament
from arbiter_app.core.report import place_text
from arbiter_app.core.rules import UnknownRules
from arbiter_app.core.standings import Row, Standings
from arbiter_app.core.tiebreaks import Value

SIDE_HELP = (
    "a rule set (fide-2026, fide-2024, fide-2009, ssf, drawboss ...), RULES:CODES for a list "
    "of its own (fide-2024:BH/C1,BH,SB), preset:NAME (preset:fide-2024-swiss), or file (the "
    "file's own rules)"
)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "compare", help="standings under two rule sets or tie-break lists, and what changes"
    )
    p.add_argument("file", help=FILE_HELP)
    p.add_argument("--rules", metavar="A", default="file", help=f"the left side: {SIDE_HELP}")
    p.add_argument("--with", dest="other", metavar="B", required=True, help="the right side")
    p.add_argument(
        "--tiebreaks", metavar="CODES", help="the list of a side that names none (default: file's)"
    )
    add_system_option(p)
    p.add_argument("--unrated", metavar="RATING", type=int, help="rating of unrated players")
    p.add_argument("--explain", action="store_true", help="explain the deciding criterion")
    p.add_argument("--all", action="store_true", help="print both standings side by side")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--force", action="store_true", help="compare even when validation fails")
    p.set_defaults(func=cmd_compare)


def cmd_compare(args: argparse.Namespace) -> int:
    t = load(args.file)
    if not check(args.file, t, force=args.force, command="compare"):
        return EXIT_BAD_INPUT
    tiebreaks = split_codes(args.tiebreaks) if args.tiebreaks is not None else None
    system = pick_system(args.file, t, args.system)
    try:
        c = compare(t, args.rules, args.other, tiebreaks, system, args.unrated)
    except SideError as exc:
        raise CommandError(f"--rules/--with: {exc}") from None
    except UnknownRules as exc:
        raise CommandError(f"--rules/--with: {exc}") from None
    except descriptor_errors() as exc:
        raise CommandError(f"--tiebreaks: {exc}") from None
    if args.format == "json":
        out(json.dumps(comparison_doc(t, c, args.explain), ensure_ascii=False, indent=1))
    else:
        out(comparison_text(t, c, explain=args.explain, whole=args.all))
    return EXIT_OK


def _side(st: Standings, text: str) -> str:
    return f"{text} (rules {st.rules}; tie-breaks {', '.join(st.tiebreaks) or 'none'})"


def _value(code: str, value: Value) -> str:
    return format_value(code, value) or "-"


def _place(row: Row) -> str:
    return place_text(row.rank, row.rank_last)


def _order_words(
    pair: PairChange,
    code: str | None,
    values: tuple[Value, Value],
    decided: Decision | None,
    order: int,
    names: dict[int, str],
) -> str:
    if code is None:
        return "the list ends before it: they share a place"
    shown = f"{code} {_value(code, values[0])} vs {_value(code, values[1])}"
    if decided is None:
        return f"{shown}: they share a place"
    first = pair.first if order < 0 else pair.second
    ahead = f"{first} {names[first]}"  # (as the Compare rules dialog names them)
    if decided.code == code:
        return f"{shown}: {ahead} ahead"
    later = (
        f"{decided.code} {_value(decided.code, decided.first)} vs "
        f"{_value(decided.code, decided.second)}"
    )
    return f"{shown}, equal: {ahead} ahead on {later}"


def comparison_text(
    t: Tournament, c: Comparison, explain: bool = False, whole: bool = False
) -> str:
    a, b = c.side_a.text, c.side_b.text
    lines = [
        f"{t.name or 'Tournament'}: {c.a.system.value}, {t.total_rounds} rounds",
        f"  A: {_side(c.a, a)}",
        f"  B: {_side(c.b, b)}",
    ]
    if whole:
        lines += ["", *_side_by_side(t, c)]
    if not c.changes:
        lines += ["", "No place changes."]
        return "\n".join(lines)
    names = {p.start_no: p.name for p in t.players}
    lines += ["", f"Places that change ({len(c.changes)} players):"]
    table = [["SNo", "Name", "Pts", "A", "B"]]
    for ch in sorted(c.changes, key=lambda x: (x.place_a, x.start_no)):
        row = c.a.row(ch.start_no)
        table.append(
            [
                str(ch.start_no),
                names[ch.start_no],
                numbers.points(row.points),
                place_text(*ch.place_a),
                place_text(*ch.place_b),
            ]
        )
    lines += _table(table, left={1})
    lines += ["", "Pairs whose order changes, and the first criterion deciding them differently:"]
    for pair in c.pairs:
        code = (
            pair.code_a
            if pair.code_a == pair.code_b or pair.code_b is None
            else (f"{pair.code_a or '-'} / {pair.code_b}")
        )
        lines.append(
            f"  {pair.first} {names[pair.first]} / {pair.second} {names[pair.second]}: {code}"
        )
        lines.append(
            "    A: "
            + _order_words(pair, pair.code_a, pair.values_a, pair.decided_a, pair.order_a, names)
        )
        lines.append(
            "    B: "
            + _order_words(pair, pair.code_b, pair.values_b, pair.decided_b, pair.order_b, names)
        )
        if explain:
            for key, label in (("a", "A"), ("b", "B")):
                for e in explain_change(c, pair).get(key, ()):
                    text = explanation_text(names[e.start_no], c.a.system, e)
                    lines += [f"    {label}: " + text.splitlines()[0]]
                    lines += ["      " + x for x in text.splitlines()[1:]]
    return "\n".join(lines)


def _side_by_side(t: Tournament, c: Comparison) -> list[str]:
    names = {p.start_no: p.name for p in t.players}
    head = ["A", "SNo", "Name", "Pts", *c.a.tiebreaks, "|", "B", *c.b.tiebreaks, ""]
    table = [head]
    for row in c.a.rows:
        other = c.b.row(row.start_no)
        mark = "*" if (row.rank, row.rank_last) != (other.rank, other.rank_last) else ""
        table.append(
            [
                _place(row),
                str(row.start_no),
                names[row.start_no],
                numbers.points(row.points),
                *(_value(code, v) for code, v in zip(c.a.tiebreaks, row.values, strict=True)),
                "|",
                _place(other),
                *(_value(code, v) for code, v in zip(c.b.tiebreaks, other.values, strict=True)),
                mark,
            ]
        )
    return _table(table, left={2})


def _table(rows: list[list[str]], left: set[int]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [
        "  "
        + "  ".join(
            cell.ljust(w) if i in left else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(r, widths, strict=True))
        ).rstrip()
        for r in rows
    ]


def comparison_doc(t: Tournament, c: Comparison, explain: bool = False) -> dict[str, Any]:
    def side(st: Standings, text: str) -> dict[str, Any]:
        return {"side": text, "rules": st.rules, "tiebreaks": list(st.tiebreaks)}

    def decision(d: Decision | None) -> dict[str, Any] | None:
        if d is None:
            return None
        return {"code": d.code, "values": [_value(d.code, d.first), _value(d.code, d.second)]}

    pairs = []
    for pair in c.pairs:
        doc: dict[str, Any] = {
            "players": [pair.first, pair.second],
            "order": {"a": pair.order_a, "b": pair.order_b},
            "criterion": {"a": pair.code_a, "b": pair.code_b},
            "values": {
                "a": [_value(pair.code_a, v) for v in pair.values_a] if pair.code_a else None,
                "b": [_value(pair.code_b, v) for v in pair.values_b] if pair.code_b else None,
            },
            "decided_by": {"a": decision(pair.decided_a), "b": decision(pair.decided_b)},
        }
        if explain:
            doc["explanations"] = {
                k: [explanation_doc(e) for e in v] for k, v in explain_change(c, pair).items()
            }
        pairs.append(doc)
    return {
        "tournament": t.name,
        "a": side(c.a, c.side_a.text),
        "b": side(c.b, c.side_b.text),
        "changes": [
            {
                "start_no": ch.start_no,
                "name": t.player(ch.start_no).name,
                "place_a": place_text(*ch.place_a),
                "place_b": place_text(*ch.place_b),
            }
            for ch in c.changes
        ],
        "pairs": pairs,
    }
