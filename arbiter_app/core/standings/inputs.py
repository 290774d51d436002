"""What a computation starts from: the tie-break list and the information-only columns
parsed, the rule edition and the system resolved, the shared inputs (`Context`) built.

A leading ``PTS`` in the list (TRF-26 record 212 style) is dropped: points always come first
(C.07 4.2). The rule edition is `rules` if given, else the tournament's `rules`, else the FIDE
edition in force on the start date (`core.rules.default_name`). The system (Swiss or round
robin, which switches between C.07 Art. 16 and 15.2) is `system` if given, else
`core.system.resolve_system` (declared, else inferred from the pairings, else Swiss). A group
criterion (DE, DEA) has a value only inside a tied group, so it cannot be an information column.
"""

from __future__ import annotations

from arbiter_app.core import rules as rules_mod
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.rules import Policy
from arbiter_app.core.system import resolve_system
from arbiter_app.core.tiebreaks import Context, Descriptor, DescriptorError, descriptor, lookup
from arbiter_app.core.tiebreaks.codes import Code


def parse_list(tiebreaks: list[str] | tuple[str, ...]) -> tuple[Descriptor, ...]:
    """Parse a tie-break list (DescriptorError names a bad entry or one given twice); a
    leading PTS is dropped."""
    descs = [descriptor(x) for x in tiebreaks if x.strip()]
    if descs and descs[0].name == Code.PTS:
        descs = descs[1:]
    seen: set[str] = set()
    for d in descs:
        if d.code in seen and not lookup(d.name).group:
            # Given again, a criterion of the player's own value gives everyone the value it
            # gave before: it never separates anyone. (A criterion of the tied group, DE, is
            # worked out again on the smaller groups the criteria between have left: C.07
            # 4.2-4.3, Annex's type A.)
            raise DescriptorError(f"{d.code} is listed twice in the tie-break list")
        seen.add(d.code)
    return tuple(descs)


def parse_info(
    info: list[str] | tuple[str, ...], ranking: tuple[Descriptor, ...] = ()
) -> tuple[Descriptor, ...]:
    """Parse the information-only columns (DescriptorError names a bad entry). PTS and codes
    already in `ranking` (or given twice) are left out: each column is printed once."""
    seen = {d.code for d in ranking} | {Code.PTS}
    out: list[Descriptor] = []
    for text in info:
        if not text.strip():
            continue
        d = descriptor(text)
        if d.code in seen:
            continue
        if lookup(d.name).group:
            raise DescriptorError(
                f"{d.code} compares the players of a tied group: it cannot be an "
                "information column (put it in the tie-break list)"
            )
        seen.add(d.code)
        out.append(d)
    return tuple(out)


def make_context(
    t: Tournament,
    rules: str | None = None,
    system: System | None = None,
    unrated: int | None = None,
) -> Context:
    """The shared inputs under the chosen (or default) rules and system."""
    return Context(t, *_policy_and_system(t, rules, system), unrated)


def _policy_and_system(
    t: Tournament, rules: str | None, system: System | None
) -> tuple[Policy, System]:
    """The rule policy (`rules`, else the tournament's or the default by date) and the system
    (`system`, else declared, inferred or Swiss)."""
    return rules_mod.resolve(t, rules), system if system is not None else resolve_system(t)[0]
