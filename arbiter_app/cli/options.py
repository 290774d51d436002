"""The ranking options shared by the commands that rank (--system, --rules, --tiebreaks,
--profile, --info) and how they resolve against the file."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from arbiter_app.cli.common import (
    CommandError,
    descriptor_errors,
    err,
    split_codes,
)
from arbiter_app.core import numbers
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.rules import UnknownRules
from arbiter_app.core.standings import Details, Standings
from arbiter_app.core.system import Source, resolve_system


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
    """Resolve a preset (`core.profiles`) to its tie-break list for this event and its rules
    (a FIDE preset keeps the event's C.07 edition, with a note when it differs from the
    preset's); explicit --tiebreaks/--rules win over it. The preset's information columns become the
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
        # A FIDE preset gives its list, never its C.07 edition: the event's dates (or its own
        # rules) decide it, as in the window (`Profile.rules_when_chosen`).
        rules = profile.rules_when_chosen(t.rules)
        applied = rules_mod.resolve(t, rules).name
        if applied != profile.rules:
            err(
                f"note: profile {profile.name} is written for {profile.rules}; the event's "
                f"{'dates give' if t.rules is None else 'rules are'} {applied}, which rank it "
                f"(--rules {profile.rules} to use that edition)"
            )
    if t.scoring != profile.scoring:
        err(
            f"warning: profile {profile.name} is meant for {_scoring_text(profile.scoring)} "
            f"scoring; the file's {_scoring_text(t.scoring)} is used"
        )
    return tiebreaks, rules


def _scoring_text(scoring: Any) -> str:
    return "-".join(numbers.exact(Fraction(x)) for x in (scoring.win, scoring.draw, scoring.loss))


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
    live: LiveStandings,
    t: Tournament,
    tiebreaks: list[str] | None,
    rules: str | None,
    system: System,
    unrated: int | None = None,
    info: list[str] | None = None,
    source: str | None = None,
    details: bool = False,
) -> tuple[Standings, Details]:
    """The standings of the command's event from its live standings (`live`: the one the
    command's check of the file used, whose run the ranking reuses), with the explanation
    inputs if `details`. A bad code is reported against the option or the file's line."""
    with list_errors(check_lists(t, tiebreaks, info, source), _origin(tiebreaks, source)):
        return live.compute(t, tiebreaks, rules, system, unrated, info, details)


def ranked_already(
    live: LiveStandings,
    t: Tournament,
    tiebreaks: list[str] | None,
    rules: str | None,
    system: System,
    unrated: int | None = None,
    info: list[str] | None = None,
) -> Standings | None:
    """The standings the command's check of the file ranked already (`live.latest`: the event's
    own list, rules and system), when the options ask for exactly those; else None. The
    command line then ranks once, not twice."""
    from arbiter_app.core.standings import parse_info, parse_list
    from arbiter_app.core.tiebreaks import DescriptorError

    ranked = live.latest
    if ranked is None or ranked.error is not None or unrated is not None:
        return None
    st = ranked.standings
    try:
        ranking = parse_list(t.tiebreaks if tiebreaks is None else tiebreaks)
        shown = parse_info(t.info_columns if info is None else info, ranking)
        same_rules = rules is None or rules_mod.get(rules).name == st.rules
    except (DescriptorError, UnknownRules, ValueError, KeyError):
        return None  # (reported where the list is used)
    codes = tuple(d.code for d in ranking)
    if codes == st.tiebreaks and tuple(d.code for d in shown) == st.info and same_rules:
        return st if system is st.system else None
    return None


def check_lists(
    t: Tournament,
    tiebreaks: list[str] | None,
    info: list[str] | None,
    source: str | None = None,
) -> list[str]:
    """Parse the ranking list and the information columns (the options', else the file's),
    so a bad code is reported against the option, or the file `source` and its line, it came
    from; the information codes."""
    from arbiter_app.core.standings import parse_info, parse_list
    from arbiter_app.core.tiebreaks import DescriptorError

    try:
        ranking = parse_list(t.tiebreaks if tiebreaks is None else tiebreaks)
    except DescriptorError as exc:
        raise CommandError(f"{_origin(tiebreaks, source)}: {exc}") from None
    try:
        return [d.code for d in parse_info(t.info_columns if info is None else info, ranking)]
    except DescriptorError as exc:
        raise CommandError(f"--info: {exc}") from None


def _origin(tiebreaks: list[str] | None, source: str | None) -> str:
    """`--tiebreaks`, or the place of the file's own list when no option gave one."""
    if tiebreaks is not None or source is None:
        return "--tiebreaks"
    from arbiter_app.cli.findings import list_place

    return list_place(source)


@contextmanager
def list_errors(info_codes: list[str], origin: str = "--tiebreaks") -> Iterator[None]:
    """An unknown rule edition or a criterion's own complaint about its parameters, reported
    against the option it came from (`info_codes`: the information columns, from `check_lists`)."""
    try:
        yield
    except UnknownRules as exc:
        raise CommandError(f"--rules: {exc}") from None
    except descriptor_errors() as exc:
        raise CommandError(f"{_list_option(exc, info_codes, origin)}: {exc}") from None


def _list_option(exc: Exception, info_codes: list[str], origin: str) -> str:
    """The option a criterion's own complaint (`BHL/V2: only /V1 ...`) belongs to."""
    return "--info" if any(str(exc).startswith(f"{c}:") for c in info_codes) else origin
