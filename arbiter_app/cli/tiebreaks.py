"""`arbiter-app tiebreaks`: every tie-break code, rule edition and profile."""

from __future__ import annotations

import argparse
from typing import Any

from arbiter_app.cli.common import (
    EXIT_OK,
    out,
)


def register(sub: Any) -> None:
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
