"""Tie-break criteria: the registry (`base`), the shared inputs (`context`), the modifiers in
one place (`cuts`), and one small module per family of criteria.

Public interface (import from here):
`parse_descriptor`, `Descriptor`, `DescriptorError`, `Criterion`, `register`, `lookup`,
`all_criteria`, `describe`, `format_value`, `list_name`, `listing_key`, `sort_key`, `Context`,
`Value`, `Contribution`, `Explanation`.

The registry is the one table of the criteria: each `register(Criterion(...))` holds the code,
the descriptor grammar it accepts (`params`, `score_kinds`, `max_cut`), its words (name, short
name, descriptions, marked for translation) and its article.

Importing this package registers C.07's criteria; the national criteria and the information
column register when a code C.07's do not answer to is first looked up, or every criterion is
listed (`base._LATER`), so a FIDE list never loads them. The rating and own-record criteria
(`rating`, `own`) live in their own modules and register themselves the same way.
"""

from __future__ import annotations

import importlib

from arbiter_app.core.tiebreaks.base import (
    Contribution,
    Criterion,
    Description,
    Descriptor,
    DescriptorError,
    Explanation,
    Value,
    all_criteria,
    describe,
    descriptor,
    explained,
    format_number,
    format_value,
    list_name,
    listing_key,
    lookup,
    parse_descriptor,
    register,
    sort_key,
    unregister,
)
from arbiter_app.core.tiebreaks.context import Context, ScoreView

# Built-in criterion modules, registered on import (order does not matter): C.07's here; the
# national ones (DrawBoss, seed 003: RSUM, BHL, BHM; SSF, seed 002: DEA) and the information
# column (the FIDE rating change, B.02: RCHG) on first lookup of another code (`base._LATER`).
_MODULES = (
    "points",
    "buchholz",
    "sonneborn",
    "progressive",
    "direct",
    "lots",
    "own",
    "rating",
)

for _name in _MODULES:
    try:
        importlib.import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as _exc:  # a module still being written by another helper
        if _exc.name != f"{__name__}.{_name}":
            raise

__all__ = [
    "Context",
    "Contribution",
    "Criterion",
    "Description",
    "Descriptor",
    "DescriptorError",
    "Explanation",
    "ScoreView",
    "Value",
    "all_criteria",
    "describe",
    "descriptor",
    "explained",
    "format_number",
    "format_value",
    "list_name",
    "listing_key",
    "lookup",
    "parse_descriptor",
    "register",
    "sort_key",
    "unregister",
]
