"""Which tie-break criteria make sense for an event, and why not (codes; the GUI words them).

The settings dialog lists every criterion the engine offers and marks those that cannot do
their job in this event instead of hiding them (the arbiter may know better, e.g. a round robin
that is still being paired). Each reason is a member of `core.vocabulary.reasons.Reason`
(words and rule in its entry there):

- ``bh-in-round-robin-2026``: a Buchholz-type criterion (BH, FB, AOB and the DrawBoss layered /
  median Buchholz BHL, BHM) in a round robin under the C.07 March 2026 rules, whose note to
  Art. 8 says "These tie-breaks must not be used in round-robins" (in a complete round robin
  every player tied on points has the same Buchholz, so it separates nobody);
- ``koya-in-swiss``: Koya outside a round robin (C.07 9.2 defines it "for Round Robin"; NSF,
  seed 004: "godt egnet i bergerturneringer, men for sveitserturneringer blir det litt
  tilfeldig");
- ``no-colours``: a colour criterion (BPG, BWG, C.07 7.3/7.4) in an event without colours
  (backgammon, the DrawBoss presets; or no game recorded with a colour);
- ``unrated-without-rating``: a rating criterion (C.07 Art. 10: ARO, TPR, PTP, APRO, APPO, RTNG;
  DrawBoss RSUM) while some player is unrated and no rating for unrated players is set, neither
  for the tournament nor in the descriptor (``/U``); C.07 10 preamble: then the criterion must
  not be used (`core.tiebreaks.rating` drops it, RSUM counts such opponents as 0);
- ``points-always-first``: PTS, which the standings always use first (C.07 4.2).

For an ordered list (`list_reasons`) two more codes describe an entry's place in it:

- ``after-final-decider``: the entry follows LOT or TPN, which leave no tie, so it never
  decides anything (C.07 4.2, 7.8);
- ``duplicate``: the same descriptor already appears earlier in the list.

A descriptor that cannot be parsed gets ``invalid-descriptor``.
"""

from __future__ import annotations

from msgspec import Struct

from arbiter_app.core import profiles
from arbiter_app.core import rules as rules_mod
from arbiter_app.core.model import Colour, Tournament
from arbiter_app.core.system import resolve_system
from arbiter_app.core.tiebreaks import Descriptor, DescriptorError, descriptor, lookup
from arbiter_app.core.vocabulary.reasons import Reason

# The registry's `Criterion.traits` say which criteria each reason concerns.
BUCHHOLZ = "buchholz"
RATING = "rating"
ROUND_ROBIN = "round-robin"
COLOUR = "colour"
DECIDER = "decider"  # leaves no tie behind it
PRIMARY = "primary"  # the points
RULES_2026 = "fide-2026"
# Rule sets of games without colours: DrawBoss is backgammon (seed 003); its TRF files still
# carry the w/b columns the format requires, so the games cannot tell.
_NO_COLOUR_RULES = frozenset({"drawboss", "drawboss-korrektion"})


class Event(Struct, frozen=True):
    """The facts about a tournament the reasons depend on (computed once per check)."""

    round_robin: bool
    rules: str  # the resolved rule set name, e.g. "fide-2026"
    colours: bool
    unrated_players: bool
    unrated_rating: int | None  # the tournament's rating for unrated players


def has_colours(t: Tournament) -> bool:
    """False when the event is played without colours: its preset or rule set says so
    (DrawBoss), or games were paired and none of them has a colour. Before any game, colours
    are assumed."""
    if t.profile:
        try:
            if not profiles.get(t.profile).colours:
                return False
        except profiles.UnknownProfile:
            pass
    if t.rules and t.rules.strip().lower() in _NO_COLOUR_RULES:
        return False
    paired = False
    for p in t.players:
        for e in p.rounds:
            if e.opponent is None:
                continue
            if e.colour in (Colour.WHITE, Colour.BLACK):
                return True
            paired = True
    return not paired


def event(t: Tournament) -> Event:
    """The facts of `t` under its own settings (rules, system, rating for unrated players).
    To check settings being edited, pass a copy of the tournament carrying them."""
    system, _source = resolve_system(t)
    return Event(
        round_robin=system.is_round_robin,
        rules=rules_mod.resolve(t).name,
        colours=has_colours(t),
        unrated_players=any(p.rating <= 0 for p in t.players),
        unrated_rating=t.unrated_rating,
    )


def reasons(facts: Event, desc: str | Descriptor) -> tuple[Reason, ...]:
    """Why the criterion of `desc` makes no sense in the event (empty: it does).

    A code alone (``"ARO"``) is checked as written; a descriptor's ``/U`` counts as a rating for
    unrated players."""
    try:
        d = descriptor(desc)
    except DescriptorError:
        return (Reason.INVALID_DESCRIPTOR,)
    traits = lookup(d.name).traits
    out: list[Reason] = []
    if PRIMARY in traits:
        out.append(Reason.POINTS_ALWAYS_FIRST)
    if BUCHHOLZ in traits and facts.round_robin and facts.rules == RULES_2026:
        out.append(Reason.BH_IN_ROUND_ROBIN_2026)
    if ROUND_ROBIN in traits and not facts.round_robin:
        out.append(Reason.KOYA_IN_SWISS)
    if COLOUR in traits and not facts.colours:
        out.append(Reason.NO_COLOURS)
    if (
        RATING in traits
        and facts.unrated_players
        and facts.unrated_rating is None
        and d.unrated is None
    ):
        out.append(Reason.UNRATED_WITHOUT_RATING)
    return tuple(out)


def list_reasons(t: Tournament, tiebreaks: list[str] | tuple[str, ...]) -> list[tuple[Reason, ...]]:
    """For each entry of an ordered list: its reasons in `t` plus its place in the list."""
    facts = event(t)
    out: list[tuple[Reason, ...]] = []
    seen: set[str] = set()
    decided = False
    for text in tiebreaks:
        found = list(reasons(facts, text))
        try:
            d = descriptor(text)
        except DescriptorError:
            out.append(tuple(found))
            continue
        if decided:
            found.append(Reason.AFTER_FINAL_DECIDER)
        if d.code in seen:
            found.append(Reason.DUPLICATE)
        seen.add(d.code)
        decided = decided or DECIDER in lookup(d.name).traits
        out.append(tuple(found))
    return out


__all__ = [
    "BUCHHOLZ",
    "COLOUR",
    "DECIDER",
    "PRIMARY",
    "RATING",
    "ROUND_ROBIN",
    "Event",
    "event",
    "has_colours",
    "list_reasons",
    "reasons",
]
