"""Tie-break codes in TRF-26 records 202/212: FIDE's own, and ``OTHER_…`` for the rest.

C.07 4.1 lets the organiser define tie-breaks of their own; TRF-26 carries them as ``OTHER_<code>``
(TRF-26 records 202/212, MTB26 descriptor syntax). A tournament keeps its list in our codes
(``BHL/V1``, ``DEA``, ``LOT`` …) in the native file; writing TRF turns every code FIDE does not
define into ``OTHER_<descriptor>`` and reading turns it back, so the list survives a round trip
unchanged.

FIDE's codes: the C.07 (2026) Art. 5 acronyms (individual Arts. 6-10, team Arts. 12-13) and
the MTB26 catalogue, plus ``PTS``, which TRF-26 record 212 uses for the points, and ``GE``,
REP's name before Aug 2024. The drawing of lots is C.07 4.2's fallback, not an Art. 5
tie-break, so ``LOT`` is ``OTHER_LOT``.
"""

from __future__ import annotations

import re

from arbiter_app.core.tiebreaks.base import DescriptorError, lookup

OTHER = "OTHER_"

FIDE_CODES = frozenset(
    {
        # individual (Arts. 6-10)
        "DE",
        "WIN",
        "WON",
        "BPG",
        "BWG",
        "PS",
        "REP",
        "GE",
        "STD",
        "TPN",
        "BH",
        "AOB",
        "FB",
        "SB",
        "KS",
        "ARO",
        "TPR",
        "PTP",
        "APRO",
        "APPO",
        "RTNG",
        # teams (Arts. 12-13)
        "BC",
        "TBR",
        "BBE",
        "MPVGP",
        "ESB",
        "EMMSB",
        "EMGSB",
        "EGMSB",
        "EGGSB",
        "EDE",
        "EDEBT",
        "EDEBB",
        "EDET",
        "EDEB",
        "SSSC",
        # the primary score in record 212
        "PTS",
    }
)

_NAME = re.compile(r"^\s*([A-Za-z0-9_]+)")


def _name(text: str) -> str:
    m = _NAME.match(text)
    return m.group(1).upper() if m else ""


def to_trf(code: str) -> str:
    """The descriptor as written in record 202/212: ``OTHER_<code>`` unless FIDE defines it.

    A name that is neither FIDE's nor ours (read from another program's file) is written back
    as it came.
    """
    text = code.strip()
    name = _name(text)
    if not name or name in FIDE_CODES or name.startswith(OTHER):
        return text
    try:
        criterion = lookup(name)
    except DescriptorError:
        return text
    return text if criterion.code in FIDE_CODES else OTHER + text


def from_trf(item: str) -> str:
    """The descriptor a 202/212 item stands for: ``OTHER_BHL/V1`` → ``BHL/V1`` when ``BHL`` is
    one of ours; anything else unchanged."""
    text = item.strip()
    if not text.upper().startswith(OTHER):
        return text
    rest = text[len(OTHER) :]
    name = _name(rest)
    if not name or name in FIDE_CODES:
        return text
    try:
        lookup(name)
    except DescriptorError:
        return text
    return rest
