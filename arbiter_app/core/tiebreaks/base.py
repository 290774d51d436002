"""The tie-break registry: descriptors, criterion definitions, values and explanations.

This module is the interface every criterion module builds against (FIDE C.07 and national
ones). A criterion is one small `Criterion` record registered under its code; the engine
(`core.standings`) looks criteria up by the descriptor a tournament stores, e.g. ``BH/C1``,
``SB:GP/P``, ``KS/L+1``, ``TPN/R`` (MTB26 syntax, FIDE Handbook C.07 + TRF-26 records 202/212).

How to add a criterion (a national one included)::

    from arbiter_app.core.tiebreaks.base import Criterion, register

    def _compute(ctx: Context, d: Descriptor) -> dict[int, Value]: ...

    register(Criterion(code="RSUM", description="...", compute=_compute,
                       params=frozenset({"C", "M"}), precision=1))

Descriptor syntax (case-insensitive): ``NAME[:GP|:MP][/MOD]...`` where MOD is ``Cn`` (Cut-n,
C.07 14.1/14.2), ``Mn`` (Median-n, 14.3/14.4), ``L±n`` (Koya limit in half points, 14.5),
``P`` (forfeits count as games against the scheduled opponent), ``F`` (use Fore Buchholz),
``R`` (reverse order), ``Un`` (rating of unrated players, a Gacrux extension), or any other
letter followed by a value that the criterion declares in `Criterion.params` (national
variants such as ``BHL/V1``). ``#`` and ``!`` (older Gacrux syntax) and ``-`` before a letter
(``BH-C1``, as the TEC exercises write it) are accepted as separators.

Values (`Value`) are exact: `Fraction` for scores, `int` for counts and ratings, a tuple of
Fractions for layered criteria, `None` when a criterion is undefined for a player. Higher is
better unless the criterion says `lower_is_better` (TPN); ``/R`` reverses either. `None` ranks
below every defined value and ties with `None`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from importlib import import_module
from typing import TYPE_CHECKING, NamedTuple, TypeAlias

from msgspec import Struct

from arbiter_app.core import numbers
from arbiter_app.core.vocabulary.bases import Basis

if TYPE_CHECKING:
    from arbiter_app.core.model import Result
    from arbiter_app.core.tiebreaks.context import Context

Value: TypeAlias = Fraction | int | tuple[Fraction, ...] | None
Number: TypeAlias = Fraction | int

# Modifier letters with a fixed meaning (typed fields of Descriptor). Any other letter is kept
# in `Descriptor.options` and must be declared by the criterion that accepts it.
_FLAGS = {"P": "forfeits_played", "F": "fore", "R": "reverse"}
_NUMERIC = {"C", "M", "U"}


class DescriptorError(ValueError):
    """A tie-break descriptor that cannot be used; the message names the descriptor."""


class Descriptor(Struct, frozen=True):
    """One parsed tie-break descriptor (an entry of the tournament's tie-break list).

    `name` is the registry code (aliases resolved). `cut`/`median` are the numbers of Cut-n /
    Median-n (C.07 14.1–14.4; both may be given, low cuts are applied first). `limit` is the
    Koya limit shift in half points (14.5). `options` holds criterion-specific modifiers as
    (letter, value) pairs in the order written.
    """

    name: str
    score_kind: str | None = None  # "GP" / "MP" (team events; individual: the primary score)
    cut: int = 0
    median: int = 0
    limit: int | None = None
    forfeits_played: bool = False  # /P
    fore: bool = False  # /F
    reverse: bool = False  # /R
    unrated: int | None = None  # /Unnnn
    options: tuple[tuple[str, str], ...] = ()

    @property
    def code(self) -> str:
        """Canonical descriptor text: ``NAME[:KIND][/Cn][/Mn][/L±n][/F][/P][/R][/Un][/X..]``."""
        parts = [self.name + (f":{self.score_kind}" if self.score_kind else "")]
        if self.cut:
            parts.append(f"C{self.cut}")
        if self.median:
            parts.append(f"M{self.median}")
        if self.limit is not None:
            parts.append(f"L{self.limit:+d}" if self.limit else "L0")
        if self.fore:
            parts.append("F")
        if self.forfeits_played:
            parts.append("P")
        if self.reverse:
            parts.append("R")
        if self.unrated is not None:
            parts.append(f"U{self.unrated}")
        parts.extend(letter + value for letter, value in self.options)
        return "/".join(parts)

    @property
    def low_cuts(self) -> int:
        """Values cut from the low end: Cut-n cuts n, Median-n cuts n (C.07 14.1–14.4)."""
        return self.cut + self.median

    @property
    def high_cuts(self) -> int:
        return self.median

    def option(self, letter: str) -> str | None:
        for key, value in self.options:
            if key == letter:
                return value
        return None

    def __str__(self) -> str:
        return self.code


# -- explanations ----------------------------------------------------------------------------
# Explanations are data: codes and numbers. The CLI and GUI turn them into sentences.


class Contribution(NamedTuple):
    """One element of a player's tie-break: normally one round.

    - `value`: the number used for this element (an opponent's score, a dummy, a virtual
      opponent, a rating ...);
    - `points`: what the player scored in the round, when the criterion multiplies by it (SB);
    - `amount`: what enters the sum (None: the element does not count);
    - `basis`: why `value` is what it is, a stable code: ``"adjusted-score"`` (C.07 16.3),
      ``"raw-score"`` (round robin, 15.2), ``"forfeit-as-game"`` (/P), ``"dummy"`` (16.4),
      ``"dummy-capped"`` (16.4.1/16.4.2, 2026), ``"virtual-opponent"`` (legacy Svon),
      ``"no-opponent"`` (round robin rest round), ``"encounter"`` (DE), ``"cumulative"`` (PS) ...;
    - `numbers`: the named inputs behind `value`, e.g. ``(("own", 7), ("cap", 5))`` or
      ``(("SPR", 1.5), ("SfPR", 0), ("n", 5), ("R", 4))``;
    - `adjusted_rounds`: rounds of the *opponent* whose points were replaced (16.3.2 draws);
    - `vur`: the round is a voluntarily unplayed round of the player (16.1.2);
    - `cut`: ``"low"`` or ``"high"`` if a modifier removed the element, else None.

    (A named tuple: a list's details hold one per player, round and criterion, 80,000 at
    1,500 players: made by position with `tuple.__new__`, `contribution`.)
    """

    round: int
    opponent: int | None
    result: Result | None
    value: Number | None
    points: Fraction | None = None
    amount: Number | None = None
    basis: Basis = Basis.NONE
    numbers: tuple[tuple[str, Number], ...] = ()
    adjusted_rounds: tuple[int, ...] = ()
    vur: bool = False
    cut: str | None = None


def contribution(fields: tuple[object, ...]) -> Contribution:
    """A `Contribution` from all eleven fields in order: a tuple of the type made directly.

    The named tuple's own constructor is a Python function and takes about twice as long;
    a report's details make one per player, round and criterion (tens of thousands).
    """
    return tuple.__new__(Contribution, fields)


class Explanation(NamedTuple):
    """How one player's value of one criterion was reached. (A named tuple: a list's details
    explain every player and criterion, 10,500 at 1,500 players and seven criteria.)

    `notes` are facts that are not per-round: a `core.vocabulary.explanation_notes`
    member (its words are there) with optional values, e.g. ``(GROUP, 1, 3, 4, 16)`` for DE,
    ``(THRESHOLD, Fraction(5, 2))`` for Koya, ``(CUT_RULE, "vur-exception")``.
    """

    descriptor: str
    start_no: int
    rules: str
    value: Value
    contributions: tuple[Contribution, ...] = ()
    notes: tuple[tuple[str | Number, ...], ...] = ()


def explained(
    ctx: Context,
    d: Descriptor,
    start_no: int,
    value: Value,
    contributions: Iterable[Contribution] = (),
    notes: Iterable[tuple[str | Number, ...]] = (),
) -> Explanation:
    """The explanation of `d` for one player, under the rules of `ctx` (every criterion's
    `explain` ends here)."""
    # The descriptor's text once per context (a report explains every player: 10,000 calls,
    # and `Descriptor.code` builds the text each time); found by the descriptor's identity,
    # kept alive with it so no other descriptor takes its id.
    key = ("descriptor-code", id(d))
    known = ctx.cache.get(key)
    if not (isinstance(known, tuple) and known[0] is d):
        known = ctx.cache[key] = (d, d.code)
    code: str = known[1]
    return Explanation(code, start_no, ctx.policy.name, value, tuple(contributions), tuple(notes))


# -- criteria --------------------------------------------------------------------------------

ComputeFn: TypeAlias = "Callable[[Context, Descriptor], dict[int, Value]]"
ExplainFn: TypeAlias = "Callable[[Context, Descriptor, int], Explanation]"
# Type A (group) criteria: rank one tied group; returns the ordered blocks (best first) and the
# value shown for each member. Called again on every subgroup still tied (C.07 4.2, 6.2).
RankGroupFn: TypeAlias = (
    "Callable[[Context, Descriptor, Sequence[int]], tuple[list[list[int]], dict[int, Value]]]"
)


class Criterion(Struct, frozen=True):
    """One tie-break definition.

    - `code`: registry code (upper case), e.g. ``"BH"``; `aliases`: other names (``"GE"``);
    - the words, English source texts marked for translation (`core.vocabulary`) in the
      context each layer looks them up in: `description`, one line for ``arbiter-app
      tiebreaks`` and the legend of printed lists (``Report``); `name`, the criterion's name on
      printed lists (``Report``, "Average FIDE rating of opponents"); `title`, its short name in
      the tie-break dialog (``TiebreakText``, "Average rating of opponents"); `summary`, the
      dialog's one-line description (``TiebreakText``); `variants`, names of whole descriptors
      that national documents name as criteria of their own (``("BH/C1", "Buchholz Cut-1")``,
      seeds 002-004), keyed by canonical descriptor text;
    - `article`: where it is defined, e.g. ``"C.07 8.1"``;
    - `traits`: what the applicability checks (`core.applicability`) and presets need to know:
      ``buchholz`` (C.07 2026 note to Art. 8: not in round robins), ``rating`` (Art. 10
      preamble: needs a rating for unrated players), ``colour`` (7.3/7.4), ``round-robin``
      (9.2 Koya), ``decider`` (leaves no tie: 4.2 lots, 7.8 TPN), ``primary`` (the points);
    - `params`: modifier letters accepted besides the score kind: ``C M L P F R U`` or any
      national letter (``V``);
    - `precision`: decimals when printed (0 = integer);
    - `trim_zeros`: print without trailing zero decimals (``9/7/5/3``, ``4.5``): criteria whose
      sources print whole points bare (DrawBoss, seed 003); `precision` stays the maximum;
    - `group`: type A (C.07 4.3): ranks a tied group (`rank_group`) instead of per-player values;
    - `lower_is_better`: TPN; ``/R`` reverses the direction either way;
    - `compute`: values for every player (not used for group criteria);
    - `explain`: per-round contributions for one player (optional);
    - `reach`: set when a player's value depends on nothing but the rows of the players within
      `reach` pairing hops (0: the player's own rows; 1: also the opponents': their scores,
      adjusted scores, ratings) and the context's constants, *and* `compute` returns values for
      the players of `Context.targets` only. A live recomputation after an edit then computes
      such criteria for the edited players and their opponents and keeps everybody else's
      value (`core.standings`). None (the default): computed for everybody every time. For a
      group criterion, ``reach=0`` says that a group's ranking reads nothing but its members'
      own rows: a group the edit left alone keeps its ranking.
    """

    code: str
    description: str
    compute: ComputeFn | None = None
    title: str = ""  # short name ("Buchholz"); defaults to the code
    name: str = ""  # name on printed lists; defaults to the title
    summary: str = ""  # one-line description in the dialog; defaults to the description
    variants: tuple[tuple[str, str], ...] = ()
    traits: frozenset[str] = frozenset()
    explain: ExplainFn | None = None
    rank_group: RankGroupFn | None = None
    aliases: tuple[str, ...] = ()
    article: str = ""
    params: frozenset[str] = frozenset()
    score_kinds: bool = True  # accepts :GP / :MP
    precision: int = 1
    trim_zeros: bool = False
    group: bool = False
    lower_is_better: bool = False
    max_cut: int = 9
    reach: int | None = None


_REGISTRY: dict[str, Criterion] = {}
_ALIASES: dict[str, str] = {}


def register(criterion: Criterion, *, replace: bool = False) -> Criterion:
    """Add `criterion` to the registry (a national module may `replace` a definition)."""
    code = criterion.code.upper()
    if not replace and (code in _REGISTRY or code in _ALIASES):
        raise ValueError(f"tie-break code {code} is already registered")
    if criterion.group and criterion.rank_group is None:
        raise ValueError(f"group criterion {code} needs rank_group")
    if not criterion.group and criterion.compute is None:
        raise ValueError(f"criterion {code} needs compute")
    _REGISTRY[code] = criterion
    for alias in criterion.aliases:
        _ALIASES[alias.upper()] = code
    return criterion


def unregister(code: str) -> None:
    """Remove a criterion and its aliases (tests, or a national module withdrawing one)."""
    key = code.upper()
    _REGISTRY.pop(key, None)
    for alias in [a for a, c in _ALIASES.items() if c == key]:
        del _ALIASES[alias]


# The modules of the national criteria and of the information column, which register theirs
# when first imported: the package imports C.07's criteria, these are imported when a code
# C.07's do not answer to is looked up, or every criterion is listed (a list of FIDE's codes
# never loads them).
_LATER = ("drawboss", "national", "ratingchange")


def _import_later() -> None:
    for name in _LATER:
        import_module(f"arbiter_app.core.tiebreaks.{name}")


def lookup(code: str) -> Criterion:
    """The criterion for a code or alias (the name part of a descriptor, case-insensitive)."""
    key = code.strip().upper()
    key = _ALIASES.get(key, key)
    found = _REGISTRY.get(key)
    if found is not None:
        return found
    _import_later()
    key = _ALIASES.get(key, key)
    try:
        return _REGISTRY[key]
    except KeyError:
        raise DescriptorError(
            f"unknown tie-break {code!r}; valid codes: {', '.join(sorted(_REGISTRY))}"
        ) from None


class Description(Struct, frozen=True):
    """What a list legend needs to know about one descriptor of a tie-break list."""

    code: str  # canonical descriptor, e.g. "BH/C1"
    name: str  # registry code of the criterion, e.g. "BH"
    title: str  # short English name of the criterion
    description: str
    article: str
    precision: int


def describe(desc: str | Descriptor) -> Description:
    """Legend data for a descriptor (DescriptorError if it cannot be parsed)."""
    d = descriptor(desc)
    c = lookup(d.name)
    return Description(d.code, c.code, c.title or c.code, c.description, c.article, c.precision)


def all_criteria() -> list[Criterion]:
    """Every registered criterion, sorted by code."""
    _import_later()
    return [_REGISTRY[c] for c in sorted(_REGISTRY)]


# (a pattern text: compiled on first use, by `re`'s cache; only listings sort by article)
_C07_ARTICLE = r"C\.07 (\d+)(?:\.(\d+))?$"


def listing_key(criterion: Criterion) -> tuple[int, int, int, str]:
    """The order lists offer criteria in: the C.07 Art. 5 table (Arts. 6-10, by article), then
    the others grouped by their source (lots, C.07 4.2; the national ones), the points last."""
    m = re.match(_C07_ARTICLE, criterion.article)
    if "primary" in criterion.traits:
        return (2, 0, 0, criterion.code)
    if m and int(m.group(1)) >= 6:
        return (0, int(m.group(1)), int(m.group(2) or 0), criterion.code)
    return (1, 0, 0, f"{criterion.article} {criterion.code}")


def list_name(desc: str | Descriptor) -> str:
    """The name printed lists give a descriptor: its variant's (``BH/C1`` "Buchholz Cut-1"),
    else its criterion's (English source text; "" for text that is no descriptor)."""
    try:
        d = descriptor(desc)
    except DescriptorError:
        return ""
    c = lookup(d.name)
    return dict(c.variants).get(d.code) or c.name or c.title or c.code


_SPLIT = re.compile(r"[/#!]|-(?=[A-Za-z])")
_MOD = re.compile(r"^([A-Z])(.*)$")


def parse_descriptor(text: str) -> Descriptor:
    """Parse ``BH:GP/C1/P`` style text into a `Descriptor`; DescriptorError names the problem."""
    raw = text.strip()
    if not raw:
        raise DescriptorError("empty tie-break descriptor")
    head, *mods = (part.strip() for part in _SPLIT.split(raw.upper()))
    name, _, kind = head.partition(":")
    criterion = lookup(name)
    fields: dict[str, object] = {"name": criterion.code}
    if kind:
        if kind not in ("GP", "MP"):
            raise DescriptorError(f"{raw}: score kind must be :GP or :MP, not :{kind}")
        if not criterion.score_kinds:
            raise DescriptorError(f"{raw}: {criterion.code} takes no :GP/:MP")
        fields["score_kind"] = kind
    options: list[tuple[str, str]] = []
    allowed = criterion.params
    for mod in mods:
        m = _MOD.match(mod)
        if not m:
            raise DescriptorError(f"{raw}: cannot read modifier {mod!r}")
        letter, arg = m.groups()
        if letter not in allowed:
            valid = ", ".join("/" + p for p in sorted(allowed)) or "none"
            raise DescriptorError(
                f"{raw}: {criterion.code} does not take /{letter} (modifiers allowed: {valid})"
            )
        if letter in _FLAGS:
            if arg:
                raise DescriptorError(f"{raw}: /{letter} takes no value")
            fields[_FLAGS[letter]] = True
        elif letter in _NUMERIC:
            if not arg.isdigit():
                raise DescriptorError(f"{raw}: /{letter} needs a whole number, e.g. /{letter}1")
            n = int(arg)
            if letter == "U":
                fields["unrated"] = n
            elif n > criterion.max_cut:
                raise DescriptorError(f"{raw}: /{letter}{n} cuts more than {criterion.max_cut}")
            else:
                fields["cut" if letter == "C" else "median"] = n
        elif letter == "L":
            if not re.fullmatch(r"[+-]?\d+", arg):
                raise DescriptorError(f"{raw}: /L needs a number of half points, e.g. /L+1")
            fields["limit"] = int(arg)
        else:
            options.append((letter, arg))
    fields["options"] = tuple(options)
    return Descriptor(**fields)  # type: ignore[arg-type]


def descriptor(value: str | Descriptor) -> Descriptor:
    """Accept either a parsed descriptor or its text (parsed here: a few microseconds; code
    that formats thousands of values parses each descriptor once, as `core.report` does)."""
    if isinstance(value, Descriptor):
        return value
    return parse_descriptor(value)


# -- formatting ------------------------------------------------------------------------------


format_number = numbers.rounded  # the rule's precision (`core.numbers`)


def format_value(desc: str | Descriptor, value: Value) -> str:
    """The value as printed: the criterion's precision, layers joined by ``/``, "" if undefined."""
    if value is None:
        return ""
    d = descriptor(desc)
    criterion = lookup(d.name)
    places = criterion.precision

    def number(v: Number) -> str:
        text = numbers.rounded(v, places)
        if criterion.trim_zeros and "." in text:
            text = text.rstrip("0").rstrip(".")
        return text

    if isinstance(value, tuple):
        return "/".join(number(v) for v in value)
    if isinstance(value, bool):  # pragma: no cover - defensive: bools are ints
        return str(int(value))
    return number(value)


def sort_key(criterion: Criterion, d: Descriptor) -> Callable[[Value], tuple[int, object]]:
    """A key ordering values best first (None last) for this criterion and descriptor."""
    descending = criterion.lower_is_better == d.reverse

    def key(v: Value) -> tuple[int, object]:
        if v is None:
            return (1, 0)
        if isinstance(v, tuple):
            return (0, tuple(-x for x in v) if descending else v)
        return (0, -v if descending else v)

    return key


__all__ = [
    "ComputeFn",
    "Contribution",
    "Criterion",
    "Description",
    "Descriptor",
    "DescriptorError",
    "ExplainFn",
    "Explanation",
    "Number",
    "RankGroupFn",
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
