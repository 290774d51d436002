"""Rule editions (policies for unplayed rounds), looked up by name.

`get("fide-2026")` returns the policy; `default_name(t)` picks the edition in force on the start
date (`EDITIONS_BY_DATE`: the legacy rules before 1 April 2024, ``fide-2024`` until
28 February 2026, ``fide-2026`` from 1 March 2026; docs/texts-in-force.md);
`register` lets national modules (SSF, DrawBoss ...) add theirs. See `rules.base` for the
interface.
"""

from __future__ import annotations

import re

from arbiter_app.core.dates import event_dates, read_date
from arbiter_app.core.declared import round_dates
from arbiter_app.core.model import Tournament
from arbiter_app.core.rules.base import Category, CutRule, OwnValue, Policy
from arbiter_app.core.rules.fide2009 import POLICY as FIDE2009
from arbiter_app.core.rules.fide2024 import POLICY as FIDE2024
from arbiter_app.core.rules.fide2026 import POLICY as FIDE2026

_POLICIES: dict[str, Policy] = {}
_ALIASES: dict[str, str] = {}

CUTOVER_2026 = "2026-03-01"
# C.07 in force by start date, newest first (FIDE Handbook; spec fide-tiebreaks.md §1): the
# 2023 text applied from 1 September 2023 to FIDE's own events (EVE/GSC) and from 1 April 2024
# to every rated event; its April and August 2024 rewordings changed no definition
# (``fide-2024``); the 2026 text from 1 March 2026. Before 1 April 2024 an event that was not
# FIDE's own could keep the legacy rules (``fide-2009``): the default, since a file does not
# say who organised it (choose ``fide-2024`` for a FIDE event of September 2023 - March 2024).
CUTOVER_2024 = "2024-04-01"
EDITIONS_BY_DATE = (
    (CUTOVER_2026, FIDE2026.name),
    (CUTOVER_2024, FIDE2024.name),
    ("", FIDE2009.name),
)


class UnknownRules(ValueError):
    """A rules name that no policy answers to; the message lists the known names."""


def register(policy: Policy, *, replace: bool = False) -> Policy:
    key = policy.name.lower()
    if not replace and (key in _POLICIES or key in _ALIASES):
        raise ValueError(f"rule set {policy.name} is already registered")
    _POLICIES[key] = policy
    for alias in policy.aliases:
        _ALIASES[alias.lower()] = key
    return policy


def _register_national() -> None:
    """SSF's and DrawBoss's rule sets, registered when a name FIDE's editions do not answer to
    is first asked for, or every set is listed: a run under FIDE's rules never loads them."""
    from arbiter_app.core.rules.drawboss import POLICY as DRAWBOSS
    from arbiter_app.core.rules.ssf import POLICY as SSF
    from arbiter_app.core.rules.ssf import POLICY_NO_BYE_ZERO as SSF_NO_BYE_ZERO

    for policy in (SSF, SSF_NO_BYE_ZERO, DRAWBOSS):
        if _POLICIES.get(policy.name.lower()) is not policy:
            register(policy)


def get(name: str) -> Policy:
    """The policy called `name` (or an alias); UnknownRules lists the known names."""
    key = name.strip().lower()
    found = _POLICIES.get(_ALIASES.get(key, key))
    if found is not None:
        return found
    _register_national()
    try:
        return _POLICIES[_ALIASES.get(key, key)]
    except KeyError:
        raise UnknownRules(f"unknown rules {name!r}; known: {', '.join(names())}") from None


def names() -> list[str]:
    _register_national()
    return sorted(_POLICIES)


def all_policies() -> list[Policy]:
    return [_POLICIES[n] for n in names()]


def default_name(t: Tournament) -> str:
    """The tournament's own rules, else the FIDE edition in force on its start date.

    The start date is read in the forms people write (`core.dates`: `2024-08-01`,
    `01.08.2024`, `Aug 1, 2024` ...). Without a start date, or with one that cannot be read or
    stays ambiguous across the cut-over (`03/02/2026`), the current edition applies; the
    validation and the standings heading say so.
    """
    if t.rules:
        return get(t.rules).name
    found = start_date(t)
    if found is None:
        return FIDE2026.name
    return next(name for since, name in EDITIONS_BY_DATE if found >= since)


_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def start_date(t: Tournament) -> str | None:
    """The start date (ISO) as the event's dates read together give it (`core.dates.
    event_dates`: with the end date and the file's round dates, `132`), when it reads as one
    date on the same side of every change of edition (`03/02/2026` could be either side of
    1 March 2026: None); None when unread. A date in ISO form (every reader stores one it could
    decide) is that date."""
    text = t.start_date.strip()
    if not text or _ISO.fullmatch(text):
        return read_date(text, CUTOVER_2026)[0]
    found: str | None = None
    for cutover, _ in EDITIONS_BY_DATE[:-1]:
        found = event_dates(text, t.end_date, round_dates(t), cutover).start
        if found is None:
            return None
    return found


def start_date_unread(t: Tournament) -> bool:
    """True when the edition is chosen by a start date that cannot be read as one date, or
    whose readings the event's other dates do not decide between (`default_name` then
    assumes the current edition)."""
    return not t.rules and bool(t.start_date.strip()) and start_date(t) is None


def assumed_for(t: Tournament, rules: str) -> str:
    """The start date as written when `rules` is the edition assumed because that date could
    not be read (the lists and the window name it: "assumed, start date … unread"); else "".
    An edition the user chose, or one a readable date gives, is not an assumption."""
    if start_date_unread(t) and rules == default_name(t):
        return t.start_date.strip()
    return ""


def resolve(t: Tournament, name: str | None = None) -> Policy:
    """`name` if given, else the tournament's rules or the default by date."""
    return get(name) if name else get(default_name(t))


for _p in (FIDE2026, FIDE2024, FIDE2009):
    register(_p)

__all__ = [
    "CUTOVER_2026",
    "Category",
    "CutRule",
    "OwnValue",
    "Policy",
    "UnknownRules",
    "all_policies",
    "assumed_for",
    "default_name",
    "get",
    "names",
    "register",
    "resolve",
    "start_date",
    "start_date_unread",
]
