"""The command line: headless entry points over core and io.

    arbiter-app                      start the GUI
    arbiter-app gui [FILE]           start the GUI on FILE
    arbiter-app standings FILE [--system swiss|round-robin|double-round-robin] [--rules NAME]
                          [--tiebreaks CODES] [--info CODES] [--profile NAME]
                          [--format text|csv|json] [--force]
    arbiter-app convert IN OUT       TRF <-> native project file, by OUT's extension
    arbiter-app validate FILE        list every inconsistency (exit 1 if there is any)
    arbiter-app tiebreaks            list every tie-break code and rule edition
    arbiter-app explain FILE START_NO [--tiebreak CODE] [--rules NAME] [--format text|json]
    arbiter-app export FILE [--profile/--tiebreaks/--info/--rules ...] [--parts P]
                          [--paper a4|letter] (--xlsx OUT | --pdf OUT | --html OUT | --csv OUT)...

Bad input ends with exit status 1 and one line naming the file, line and column (or record);
`--debug` shows the traceback instead. Usage errors exit with 2 (argparse).

Adding a subcommand: write `_add_<name>(subparsers)` that builds its parser and sets
`func=<handler>`, a handler `(args) -> int`, and append the adder to `SUBCOMMANDS`.
"""

from __future__ import annotations

import argparse
import csv
import importlib
import io
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Any

from arbiter_app import __version__
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.rules import UnknownRules
from arbiter_app.core.standings import Standings, compute, format_decimal, format_points
from arbiter_app.core.system import Source, resolve_system
from arbiter_app.core.validate import Finding, Severity, validate
from arbiter_app.io.errors import InputError
from arbiter_app.io.project import (
    SUFFIX,
    is_project_path,
    load_any,
    looks_like_project,
    save_project,
)
from arbiter_app.io.trf import player_lines, write_trf

EXIT_OK = 0
EXIT_BAD_INPUT = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 70  # EX_SOFTWARE

FILE_HELP = f"TRF file or {SUFFIX} project"


class CommandError(Exception):
    """A request that cannot be carried out (bad option value, unwritable output): one line."""


# -- helpers shared by subcommands ------------------------------------------------------------
def out(text: str = "") -> None:
    print(text)


def err(text: str) -> None:
    print(text, file=sys.stderr)


def load(path: str) -> Tournament:
    """TRF or project file (by content); InputError names the place on failure."""
    return load_any(path)


_LINES: dict[tuple[str, int, int], dict[int, int] | None] = {}


def _trf_lines(path: str) -> dict[int, int] | None:
    """Start number -> line of its 001 record; None for a project file (told by content)."""
    try:
        stat = Path(path).stat()
        key = (path, stat.st_mtime_ns, stat.st_size)
        if key not in _LINES:
            data = Path(path).read_bytes()
            is_project = looks_like_project(data)
            _LINES[key] = None if is_project else player_lines(data.decode("utf-8", "replace"))
    except OSError:
        return None
    return _LINES[key]


def locate(path: str, t: Tournament, finding: Finding) -> str:
    """`file:line:column` (TRF) or `file: players[i]...` (project) for a finding."""
    lines = _trf_lines(path)
    if lines is None:
        return _record_location(path, t, finding)
    if finding.start_no is None or finding.start_no not in lines:
        return path
    column = 5
    if finding.kind.field == "points":
        column = 81
    elif finding.round_no is not None:
        offset = {"opponent": 92, "colour": 97, "result": 99}.get(finding.kind.field, 92)
        column = offset + 10 * (finding.round_no - 1)
    return f"{path}:{lines[finding.start_no]}:{column}"


def _record_location(path: str, t: Tournament, finding: Finding) -> str:
    if finding.start_no is None or not t.has_player(finding.start_no):
        return path
    index = t.players.index(t.player(finding.start_no))
    record = f"tournament.players[{index}]"
    if finding.round_no is not None:
        record += f".rounds[{finding.round_no - 1}]"
    return f"{path}: {record}"


def finding_line(path: str, t: Tournament, finding: Finding) -> str:
    prefix = "warning: " if finding.severity is Severity.WARNING else ""
    return f"{locate(path, t, finding)}: {prefix}{finding.describe()}"


def format_value(code: str, value: Any) -> str | None:
    """A tie-break value as an exact decimal string (None when undefined).

    Uses the tie-break registry's formatting (the criterion's precision) when available.
    """
    if value is None:
        return None
    try:
        from arbiter_app.core.tiebreaks import format_value as registry_format

        text = registry_format(code, value)
    except ImportError:
        text = _plain(value)
    except (KeyError, ValueError, LookupError):
        text = _plain(value)
    return text if text != "" else None


def _plain(value: Any) -> str:
    if isinstance(value, tuple):
        return "/".join(_plain(v) for v in value)
    if isinstance(value, Fraction):
        return _decimal(value)
    return str(value)


def _decimal(value: Fraction) -> str:
    """Exact decimals (at least one place) where they end, else the fraction (`1/3`)."""
    try:
        return format_decimal(value, 1)
    except ValueError:
        return str(value)


# -- standings --------------------------------------------------------------------------------
def _add_standings(sub: Any) -> None:
    p = sub.add_parser("standings", help="print the standings of a TRF or project file")
    p.add_argument("file", help=FILE_HELP)
    add_ranking_options(p)
    p.add_argument("--format", choices=("text", "csv", "json"), default="text")
    p.add_argument("--force", action="store_true", help="compute even when validation finds errors")
    p.add_argument(
        "--unrated",
        metavar="RATING",
        type=int,
        help="rating given to unrated players in rating-based tie-breaks (C.07 Art. 10)",
    )
    p.set_defaults(func=cmd_standings)


def add_ranking_options(p: argparse.ArgumentParser) -> None:
    """--system, --rules, --tiebreaks, --profile and --info (read by `ranking_options`)."""
    add_system_option(p)
    p.add_argument("--rules", metavar="NAME", help="rule edition, e.g. fide-2024")
    p.add_argument(
        "--tiebreaks", metavar="CODES", help="comma-separated tie-break list, e.g. 'DE,BH/C1,SB'"
    )
    p.add_argument("--profile", metavar="NAME", help="preset tie-break list and rules")
    add_info_option(p)


def add_system_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--system",
        choices=[s.value for s in System],
        help="pairing system when the file does not declare one (TRF record 192)",
    )


def add_info_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--info",
        metavar="CODES",
        help="comma-separated information-only columns, printed after the tie-breaks and "
        "never used for ranking, e.g. 'ARO,RSUM' (default: the profile's or the file's; "
        "'' for none)",
    )


def cmd_standings(args: argparse.Namespace) -> int:
    t = load(args.file)
    if not check(args.file, t, force=args.force):
        return EXIT_BAD_INPUT
    tiebreaks, info, rules, system = ranking_options(args, t)
    standings = compute_standings(t, tiebreaks, rules, system, args.unrated, info)
    render = {"text": standings_text, "csv": standings_csv, "json": standings_json}
    out(render[args.format](t, standings).rstrip("\n"))
    return EXIT_OK


def check(path: str, t: Tournament, force: bool = False) -> bool:
    """Print validation findings to stderr; False when errors should stop the command."""
    findings = validate(t)
    errors = [f for f in findings if f.severity is Severity.ERROR]
    for finding in findings:
        err(finding_line(path, t, finding))
    if errors and not force:
        err(
            f"{path}: {len(errors)} inconsistenc{'y' if len(errors) == 1 else 'ies'} in the "
            "records; fix them or use --force"
        )
        return False
    return True


def split_codes(text: str) -> list[str]:
    return [code.strip() for code in text.split(",") if code.strip()]


def ranking_options(
    args: argparse.Namespace, t: Tournament
) -> tuple[list[str] | None, list[str] | None, str | None, System]:
    """The ranking list, information columns, rules and pairing system `add_ranking_options`'s
    options ask for (None: the file's); a --profile fills in what --tiebreaks/--rules leave."""
    tiebreaks = split_codes(args.tiebreaks) if args.tiebreaks is not None else None
    info = split_codes(args.info) if args.info is not None else None
    rules = args.rules
    if args.profile:
        tiebreaks, rules = apply_profile(t, args.profile, tiebreaks, rules)
    return tiebreaks, info, rules, pick_system(args.file, t, args.system)


def apply_profile(
    t: Tournament, name: str, tiebreaks: list[str] | None, rules: str | None
) -> tuple[list[str] | None, str | None]:
    """Resolve a preset (`core.profiles`) to its tie-break list for this event and its rules;
    explicit --tiebreaks/--rules win over it. The preset's information columns become the
    tournament's (an explicit --info is passed to the computation and wins). The file's
    scoring is kept (a preset never rescores an event); a preset made for another scoring is
    reported on stderr."""
    from arbiter_app.core import profiles

    try:
        profile = profiles.get(name)
    except profiles.UnknownProfile as exc:
        raise CommandError(f"--profile: {exc}") from None
    t.profile = profile.name
    t.info_columns = list(profile.info)
    if tiebreaks is None:
        tiebreaks = profile.tiebreaks_for(t)
    if rules is None:
        rules = profile.rules
    if t.scoring != profile.scoring:
        err(
            f"warning: profile {profile.name} is meant for {_scoring_text(profile.scoring)} "
            f"scoring; the file's {_scoring_text(t.scoring)} is used"
        )
    return tiebreaks, rules


def _scoring_text(scoring: Any) -> str:
    return "-".join(_plain(Fraction(x)) for x in (scoring.win, scoring.draw, scoring.loss))


def profile_doc(t: Tournament, st: Standings) -> dict[str, Any] | None:
    """The preset the list came from (`Tournament.profile`) for list headers: its name, title,
    rules, its list for this event, what it leaves out, whether the list used differs."""
    if not t.profile:
        return None
    from arbiter_app.core import profiles
    from arbiter_app.core.standings import parse_list

    try:
        profile = profiles.get(t.profile)
    except profiles.UnknownProfile:
        return {"name": t.profile}
    listed = [d.code for d in parse_list(profile.tiebreaks_for(t))]
    minimum = dict(profile.min_rounds)
    return {
        "name": profile.name,
        "title": profile.title,
        "rules": profile.rules,
        "tiebreaks": listed,
        "info": list(profile.info),
        "omitted": {
            code: f"used from {minimum[code]} rounds"
            for code in profile.tiebreaks
            if code not in profile.tiebreaks_for(t)
        },
        "overridden": listed != list(st.tiebreaks) or profile.rules != st.rules,
        "source": profile.source,
    }


def profile_line(t: Tournament, st: Standings) -> str | None:
    """One header line naming the preset, the rules and the list the standings were ranked by."""
    doc = profile_doc(t, st)
    if doc is None:
        return None
    title = f" ({doc['title']})" if "title" in doc else ""
    text = (
        f"Profile {doc['name']}{title}: rules {st.rules}; "
        f"tie-breaks {', '.join(st.tiebreaks) or 'none'}"
    )
    if st.info:
        text += f"; for information {', '.join(st.info)}"
    for code, why in doc.get("omitted", {}).items():
        text += f"; {code} not used ({why})"
    if doc.get("overridden"):
        text += "; changed from the profile's " + (
            f"rules {doc['rules']}, list {', '.join(doc['tiebreaks'])}"
        )
    return text


def pick_system(path: str, t: Tournament, requested: str | None) -> System:
    wanted = System(requested) if requested else None
    system, source = resolve_system(t, wanted)
    if wanted is not None and source is Source.DECLARED and wanted is not system:
        err(
            f"{path}: warning: the file declares {system.value} (record 192); "
            f"--system {wanted.value} ignored"
        )
    return system


def compute_standings(
    t: Tournament,
    tiebreaks: list[str] | None,
    rules: str | None,
    system: System,
    unrated: int | None = None,
    info: list[str] | None = None,
) -> Standings:
    with list_errors(check_lists(t, tiebreaks, info)):
        return compute(
            t, tiebreaks=tiebreaks, rules=rules, system=system, unrated=unrated, info=info
        )


def check_lists(t: Tournament, tiebreaks: list[str] | None, info: list[str] | None) -> list[str]:
    """Parse the ranking list and the information columns (the options', else the file's),
    so a bad code is reported against the option it came from; the information codes."""
    from arbiter_app.core.standings import parse_info, parse_list
    from arbiter_app.core.tiebreaks import DescriptorError

    try:
        ranking = parse_list(t.tiebreaks if tiebreaks is None else tiebreaks)
    except DescriptorError as exc:
        raise CommandError(f"--tiebreaks: {exc}") from None
    try:
        return [d.code for d in parse_info(t.info_columns if info is None else info, ranking)]
    except DescriptorError as exc:
        raise CommandError(f"--info: {exc}") from None


@contextmanager
def list_errors(info_codes: list[str]) -> Iterator[None]:
    """An unknown rule edition or a criterion's own complaint about its parameters, reported
    against the option it came from (`info_codes`: the information columns, from `check_lists`)."""
    try:
        yield
    except UnknownRules as exc:
        raise CommandError(f"--rules: {exc}") from None
    except _descriptor_errors() as exc:
        raise CommandError(f"{_list_option(exc, info_codes)}: {exc}") from None


def _list_option(exc: Exception, info_codes: list[str]) -> str:
    """The option a criterion's own complaint (`BHL/V2: only /V1 ...`) belongs to."""
    return "--info" if any(str(exc).startswith(f"{c}:") for c in info_codes) else "--tiebreaks"


def _descriptor_errors() -> tuple[type[Exception], ...]:
    try:
        from arbiter_app.core.tiebreaks import DescriptorError
    except ImportError:
        return ()
    return (DescriptorError,)


def _rows(t: Tournament, st: Standings) -> list[dict[str, Any]]:
    # Values recur (a big list has a few hundred distinct values per column): each is
    # formatted once.
    texts: dict[tuple[str, Any], str | None] = {}

    def text(code: str, value: Any) -> str | None:
        key = (code, value)
        if key not in texts:
            texts[key] = format_value(code, value)
        return texts[key]

    return [
        {
            "rank": row.rank,
            "start_no": row.start_no,
            "name": t.player(row.start_no).name,
            "points": format_points(row.points),
            # Every column: the ranking list's, then the information columns'.
            "values": {
                code: text(code, value)
                for code, value in zip(st.columns, row.column_values, strict=True)
            },
        }
        for row in st.rows
    ]


INFO_MARK = " (info)"


def column_titles(st: Standings) -> list[str]:
    """Tie-break column titles; information-only columns are marked ` (info)`."""
    return [code + (INFO_MARK if st.is_info(k) else "") for k, code in enumerate(st.columns)]


def standings_json(t: Tournament, st: Standings) -> str:
    doc = {
        "tournament": t.name,
        "rounds": t.total_rounds,
        "rules": st.rules,
        "tiebreaks": list(st.tiebreaks),
        "info": list(st.info),
        "profile": profile_doc(t, st),
        "standings": _rows(t, st),
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


def standings_csv(t: Tournament, st: Standings) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["rank", "start_no", "name", "points", *column_titles(st)])
    for row in _rows(t, st):
        values = ["" if v is None else v for v in row["values"].values()]
        writer.writerow([row["rank"], row["start_no"], row["name"], row["points"], *values])
    return buffer.getvalue()


def standings_text(t: Tournament, st: Standings) -> str:
    header = ["Rk", "SNo", "Name", "Pts", *column_titles(st)]
    table = [header]
    for row in _rows(t, st):
        values = ["" if v is None else v for v in row["values"].values()]
        table.append([str(row["rank"]), str(row["start_no"]), row["name"], row["points"], *values])
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    lines = []
    if t.name:
        lines.append(f"{t.name} ({st.system.value}, {t.total_rounds} rounds, rules {st.rules})")
    preset = profile_line(t, st)
    if preset:
        lines.append(preset)
    if st.info:
        lines.append(f"{INFO_MARK.strip()}: for information, not used for ranking")
    for r in table:
        cells = [
            c.ljust(w) if i == 2 else c.rjust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


# -- tiebreaks / explain ---------------------------------------------------------------------
def _add_tiebreaks(sub: Any) -> None:
    p = sub.add_parser("tiebreaks", help="list every tie-break code and the rule editions")
    p.set_defaults(func=cmd_tiebreaks)


def cmd_tiebreaks(args: argparse.Namespace) -> int:
    from arbiter_app.core import rules as rules_mod
    from arbiter_app.core.tiebreaks import all_criteria

    criteria = all_criteria()
    width = max(len(c.code) for c in criteria)
    for c in criteria:
        mods = "".join("/" + m for m in sorted(c.params))
        extra = f"  [{c.article}{'; ' if c.article and mods else ''}{mods}]"
        out(f"{c.code.ljust(width)}  {c.description}{extra if c.article or mods else ''}")
    out("")
    out("Rules (--rules):")
    for policy in rules_mod.all_policies():
        out(f"  {policy.name.ljust(10)}  {policy.title}")
    from arbiter_app.core import profiles

    out("")
    out("Profiles (--profile):")
    for profile in profiles.all_profiles():
        out(
            f"  {profile.name.ljust(17)}  {profile.title}: {profile.rules}; "
            f"{', '.join(profile.tiebreaks)}"
            + (f"; for information {', '.join(profile.info)}" if profile.info else "")
        )
    return EXIT_OK


def _add_explain(sub: Any) -> None:
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
                found = [explain(t, args.start_no, "BH", args.rules, system, args.unrated)]
    except UnknownRules as exc:
        raise CommandError(f"--rules: {exc}") from None
    except _descriptor_errors() as exc:
        raise CommandError(f"--tiebreak: {exc}") from None
    if args.format == "json":
        out(json.dumps([explanation_doc(e) for e in found], ensure_ascii=False, indent=1))
    else:
        player = t.player(args.start_no)
        texts = [explanation_text(player.name, system, e) for e in found]
        out("\n\n".join(texts))
    return EXIT_OK


def _num(value: Any) -> str:
    """An exact number for explanations: points with their exact decimals, counts as is."""
    if value is None:
        return "-"
    if isinstance(value, Fraction):
        return _decimal(value)
    return str(value)


def _why(c: Any) -> str:
    """One line saying why a contribution has its value (from the codes in the data)."""
    n = dict(c.numbers)
    basis = c.basis
    if basis in ("adjusted-score", "forfeit-as-game", "unfinished") and c.adjusted_rounds:
        rounds = ", ".join(str(r) for r in c.adjusted_rounds)
        text = (
            f"opponent's adjusted score {_num(n.get('adjusted'))} (score {_num(n.get('score'))};"
            + (
                f" rounds {rounds} counted as draws)"
                if len(c.adjusted_rounds) > 1
                else f" round {rounds} counted as a draw)"
            )
        )
    elif basis in ("score", "adjusted-score", "forfeit-as-game", "unfinished"):
        text = f"opponent's score {_num(n.get('score'))}"
    elif basis == "dummy":
        text = f"dummy opponent with the player's own score {_num(n.get('own'))}"
        cap = n.get("cap-rounds", n.get("cap-opponent"))
        if cap is not None:
            text += f" (cap {_num(cap)} not reached)"
    elif basis == "dummy-capped":
        if "cap-opponent" in n:
            cap = f"the scheduled opponent's adjusted score {_num(n['cap-opponent'])}"
        else:
            cap = f"draw points x rounds = {_num(n.get('cap-rounds'))}"
        text = f"dummy: own score {_num(n.get('own'))} capped at {cap}"
    elif basis == "virtual-opponent":
        text = (
            f"virtual opponent: SPR {_num(n.get('SPR'))} + ({_num(n.get('win'))} - SfPR "
            f"{_num(n.get('SfPR'))}) + {_num(n.get('draw'))} x (n {n.get('n')} - R {n.get('R')})"
            f" = {_num(c.value)}"
        )
    elif basis == "no-opponent":
        text = "no opponent: no contribution (round robin)"
    else:
        text = basis
    if basis == "forfeit-as-game":
        text += "; forfeit counted as a game"
    elif basis == "unfinished":
        text += "; game not finished"
    if c.vur:
        text += "; voluntarily unplayed round (VUR)"
    if c.cut:
        text += f"; CUT ({c.cut})"
    return text


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
            amount = _num(c.amount) if c.amount is not None else "-"
            lines.append(
                f"  {c.round:>2}  {opp:>3}  {res:<4}  {_num(c.value):>5}  {_num(c.points):>6}"
                f"  {amount:>6}  {_why(c)}"
            )
    for note in e.notes:
        lines.append("  " + " ".join(_num(x) if not isinstance(x, str) else x for x in note))
    return "\n".join(lines)


def _jsonable(value: Any) -> Any:
    if isinstance(value, Fraction):
        return _num(value)
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


# -- convert ----------------------------------------------------------------------------------
def _add_convert(sub: Any) -> None:
    p = sub.add_parser("convert", help="convert between TRF and the native project file")
    p.add_argument("input", help="TRF or project file")
    p.add_argument("output", help=f"*.trf / *.txt for TRF, *{SUFFIX} (or *.json) for a project")
    p.set_defaults(func=cmd_convert)


def cmd_convert(args: argparse.Namespace) -> int:
    name = Path(args.output).name.lower()
    if not (is_project_path(name) or name.endswith((".trf", ".txt"))):
        raise CommandError(
            f"{args.output}: cannot tell the format from the name (use .trf or {SUFFIX})"
        )
    t = load(args.input)  # fully read and checked before anything is written
    for finding in validate(t):
        err(finding_line(args.input, t, finding))
    try:
        if is_project_path(name):
            save_project(t, args.output)
        else:
            write_trf(t, args.output)
    except OSError as exc:
        raise CommandError(f"{args.output}: {exc.strerror or exc}") from None
    except ValueError as exc:  # data the target format cannot hold (e.g. start number > 9999)
        raise CommandError(f"{args.output}: {exc}") from None
    return EXIT_OK


# -- validate ---------------------------------------------------------------------------------
def _add_validate(sub: Any) -> None:
    p = sub.add_parser("validate", help="list every inconsistency in a file")
    p.add_argument("file", help=FILE_HELP)
    p.set_defaults(func=cmd_validate)


def cmd_validate(args: argparse.Namespace) -> int:
    t = load(args.file)
    findings = validate(t)
    for finding in findings:
        out(finding_line(args.file, t, finding))
    if not findings:
        out(f"{args.file}: no findings ({len(t.players)} players, {t.rounds_paired} rounds)")
    return EXIT_BAD_INPUT if findings else EXIT_OK


# -- export -----------------------------------------------------------------------------------
EXPORT_FORMATS = ("xlsx", "pdf", "html", "csv")


def _add_export(sub: Any) -> None:
    p = sub.add_parser(
        "export",
        help="write the final list as Excel, PDF, HTML or CSV (no display needed)",
        description="Write the report (standings, crosstable, tie-break details) of FILE. "
        "Each output is written atomically: on any error nothing is left half-written.",
    )
    p.add_argument("file", help=FILE_HELP)
    for fmt in EXPORT_FORMATS:
        p.add_argument(f"--{fmt}", metavar="OUT", help=f"write a .{fmt} file")
    add_ranking_options(p)
    p.add_argument("--unrated", metavar="RATING", type=int, help="rating of unrated players")
    p.add_argument(
        "--parts",
        metavar="PARTS",
        help="comma-separated parts for PDF/HTML: standings, crosstable, progress, details "
        "(default: standings,crosstable; Excel always has standings, crosstable and details)",
    )
    p.add_argument(
        "--after-round",
        metavar="N",
        type=int,
        help="the list as it stood after round N (later rounds left out)",
    )
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="PDF and Excel paper")
    p.add_argument(
        "--lang",
        metavar="LANG",
        help="language of the list's words: en, sv, nb, da or bg (default en); PDF and HTML "
        "numbers take its decimal separator, Excel cells stay numbers",
    )
    p.add_argument("--force", action="store_true", help="export even when validation finds errors")
    p.set_defaults(func=cmd_export)


def cmd_export(args: argparse.Namespace) -> int:
    from arbiter_app.core import report as report_mod

    outputs = {fmt: getattr(args, fmt) for fmt in EXPORT_FORMATS if getattr(args, fmt)}
    if not outputs:
        raise CommandError("export: name at least one output (--xlsx, --pdf, --html or --csv)")
    labels = _export_labels(args.lang)  # an unknown language fails before any work
    parts = split_codes(args.parts) if args.parts else list(report_mod.DEFAULT_PRINT_PARTS)
    unknown = [x for x in parts if x not in report_mod.ALL_PARTS]
    if unknown:
        raise CommandError(
            f"--parts: unknown part {unknown[0]!r} (use {', '.join(report_mod.ALL_PARTS)})"
        )
    t = load(args.file)
    if not check(args.file, t, force=args.force):
        return EXIT_BAD_INPUT
    if args.after_round is not None and not 0 <= args.after_round <= t.rounds_paired:
        raise CommandError(
            f"--after-round: {args.file} has rounds 1..{t.rounds_paired}, not {args.after_round}"
        )
    tiebreaks, info, rules, system = ranking_options(args, t)
    info_codes = check_lists(t, tiebreaks, info)
    wanted = set(parts) | ({report_mod.DETAILS} if "xlsx" in outputs else set())
    with list_errors(info_codes):  # standings (and explanation inputs for details), report
        report = report_mod.build(
            t,
            parts=wanted,
            tiebreaks=tiebreaks,
            rules=rules,
            system=system,
            unrated=args.unrated,
            after_round=args.after_round,
            info=info,
        )
    for fmt, target in outputs.items():
        try:
            if fmt == "xlsx":
                from arbiter_app.io.excel import write_xlsx

                write_xlsx(report, target, labels, paper=args.paper)
            elif fmt == "pdf":
                # Pages are laid out by Qt (QTextDocument + QPdfWriter, offscreen, no widgets)
                # in gui.printing, so print and PDF are the same pages. Loaded by name, as
                # `cmd_gui` loads the GUI: the layering keeps cli and gui independent.
                printing = importlib.import_module("arbiter_app.gui.printing")
                printing.write_pdf(report, target, labels, parts=parts, paper=args.paper)
            elif fmt == "html":
                from arbiter_app.io.html import write_html

                write_html(report, target, labels, parts, lang=args.lang or "en")
            else:
                from arbiter_app.io.csv import write_csv

                write_csv(report, target, labels)
        except OSError as exc:
            raise CommandError(f"{target}: {exc.strerror or exc}") from None
    return EXIT_OK


def _export_labels(lang: str | None) -> Any:
    """The list's words for `--lang` (issue 9): English without it. The catalogue is read by
    gui.i18n with QtCore only (no application object, no display)."""
    from arbiter_app.io.labels import ENGLISH_LABELS

    if not lang:
        return ENGLISH_LABELS
    i18n = importlib.import_module("arbiter_app.gui.i18n")
    try:
        return i18n.report_labels(lang)
    except (ValueError, FileNotFoundError) as exc:
        raise CommandError(f"--lang: {exc}") from None


# -- gui --------------------------------------------------------------------------------------
def _add_gui(sub: Any) -> None:
    p = sub.add_parser("gui", help="start the graphical program (the default)")
    p.add_argument("file", nargs="?", help="TRF file or project to open")
    p.set_defaults(func=cmd_gui)


def cmd_gui(args: argparse.Namespace) -> int:
    try:
        app = importlib.import_module("arbiter_app.gui.app")
    except ModuleNotFoundError as exc:
        if exc.name not in ("arbiter_app.gui.app", "PySide6"):
            raise
        raise CommandError(f"the GUI is not available ({exc.name} is missing)") from None
    file = getattr(args, "file", None)
    return int(app.main([file] if file else []) or 0)


# -- main -------------------------------------------------------------------------------------
SUBCOMMANDS: list[Callable[[Any], None]] = [
    _add_standings,
    _add_tiebreaks,
    _add_explain,
    _add_convert,
    _add_validate,
    _add_export,
    _add_gui,
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arbiter-app",
        description="Crosstables, live standings and exact tie-breaks for chess arbiters.",
    )
    parser.add_argument("--version", action="version", version=f"arbiter-app {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    common = argparse.ArgumentParser(add_help=False)
    # SUPPRESS: a subcommand's own --debug must not reset the top-level one to False.
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    original = sub.add_parser

    def add_parser(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        kwargs.setdefault("parents", [common])
        return original(name, **kwargs)

    sub.add_parser = add_parser  # type: ignore[method-assign]
    for add in SUBCOMMANDS:
        add(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.command is None:
        args.func, args.file = cmd_gui, None
    try:
        return int(args.func(args))
    except (InputError, CommandError) as exc:
        if args.debug:
            raise
        err(str(exc))
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # Output piped into `head` and the like: the reader left, which is not an error.
        # Point stdout at devnull so the interpreter's final flush does not complain either.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:
        if args.debug:
            raise
        err(f"arbiter-app: internal error: {type(exc).__name__}: {exc} (run with --debug)")
        return EXIT_INTERNAL


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
