"""FIDE mode's rules for the event as a whole: leaving it, the settings it locks, the scoring
and number of rounds it allows, and what makes an older file depart from it.

Each rule is a pure function returning the `Ask`s (core.vocabulary.levels) a proposed step
meets; the use cases (arbiter_app/app/) pass them through the face's `Confirmer`. The settings
rules compare the event before and after the step (`trial`), so every dialog and command that
changes a setting is checked the same way whatever edit it builds.

Sources: FIDE C.02 (2026), the acceptance checklist's FIDE mode, locked settings and scoring
(spec/fide-acceptance.md §3, §6); C.04.1 b (two players do not meet twice); C.05 Annex 1 (a
round robin of n players has n-1 rounds, n when n is odd, twice that in a double round robin).
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from msgspec import Struct

from arbiter_app.core.edits import Edit
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.numbers import points
from arbiter_app.core.pairing.engine import edition_of
from arbiter_app.core.results_rules import pair_departure
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.system import resolve_system
from arbiter_app.core.team_model import MatchScoring
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.levels import Ask, Gate

__all__ = [
    "LOCKED",
    "Departure",
    "departures",
    "leave_asks",
    "locked_changes",
    "max_rounds",
    "rounds_asks",
    "scoring_asks",
    "settings_asks",
    "trial",
]


class Locked(Struct, frozen=True):
    """A setting FIDE mode locks once round 1 is paired: its name in the gate's message
    (context ``Messages``), how to read its effective value from an event, and (`stored`) the
    field it is read from, compared first: the effective value only when that changed (the
    system inferred from the games costs a pass over every record)."""

    name: str
    value: Callable[[Tournament], object]
    stored: Callable[[Tournament], object] | None = None


def _system(t: Tournament) -> object:
    return t.system if t.system is not None else resolve_system(t)[0]


def _stored_system(t: Tournament) -> object:
    return t.system


# C.02 (2026) checklist, locked settings (Q57-63, 70-88): number of rounds, scoring and bye
# values (one `Scoring` record), pairing system and text, acceleration, tie-break list. The
# values compared are the effective ones (an edition left to the dates and the same edition
# chosen are one text), so naming what is already in force is no change.
LOCKED: tuple[Locked, ...] = (
    Locked(QT_TRANSLATE_NOOP("Messages", "The number of rounds"), lambda t: t.rounds),
    Locked(QT_TRANSLATE_NOOP("Messages", "The scoring (and bye values)"), lambda t: t.scoring),
    Locked(QT_TRANSLATE_NOOP("Messages", "The pairing system"), _system, _stored_system),
    Locked(QT_TRANSLATE_NOOP("Messages", "The pairing text"), edition_of),
    Locked(
        QT_TRANSLATE_NOOP("Messages", "The acceleration"),
        lambda t: t.pairing.acceleration or None,
    ),
    Locked(QT_TRANSLATE_NOOP("Messages", "The tie-break list"), lambda t: tuple(t.tiebreaks)),
    # A team event's scoring and tie-break list are its match points (TRF-26 362) and its
    # team list (202): the same locked settings of the checklist, for the teams. An individual
    # event reads as the defaults, so making it a team event is not a change of these.
    Locked(
        QT_TRANSLATE_NOOP("Messages", "The match scoring"),
        lambda t: t.teams.scoring if t.teams is not None else MatchScoring(),
    ),
    Locked(
        QT_TRANSLATE_NOOP("Messages", "The team tie-break list"),
        lambda t: t.teams.tiebreaks if t.teams is not None else (),
    ),
)


def trial(t: Tournament, edit: Edit) -> Tournament:
    """`t` as it would be after `edit`, `t` untouched: a copy sharing the (frozen) players and
    settings records, whose lists are its own. An edit that refuses raises as it would."""
    copied = copy.copy(t)
    copied.players = list(t.players)
    copied.__dict__.pop("_index", None)
    copied.deputy_arbiters = list(t.deputy_arbiters)
    copied.tiebreaks = list(t.tiebreaks)
    copied.info_columns = list(t.info_columns)
    copied.board_order = dict(t.board_order)
    copied.extra = dict(t.extra)
    edit.apply(copied)
    return copied


def locked_changes(before: Tournament, after: Tournament) -> list[str]:
    """The names of the locked settings `after` changes (English; ``Messages``)."""
    return [
        lock.name
        for lock in LOCKED
        if (lock.stored is None or lock.stored(before) != lock.stored(after))
        and lock.value(before) != lock.value(after)
    ]


def max_rounds(players: int, system: System) -> int:
    """The most rounds `players` can play without two of them meeting twice (C.04.1 b): every
    player meets every other once, n-1 rounds, or n when n is odd (each has one round off,
    C.05 Annex 1's dummy); a double round robin twice that."""
    single = players if players % 2 else players - 1
    return 2 * single if system is System.DOUBLE_ROUND_ROBIN else single


def rounds_asks(t: Tournament) -> list[Ask]:
    """ROUNDS_CANNOT_COMPLETE when the planned rounds exceed what the registered players can
    play within the rules (C.04.1 b; C.05 Annex 1). Nothing while fewer than two players are
    registered (the field is not known yet) or the number of rounds is not set."""
    n = len(t.players)
    if n < 2 or t.rounds <= 0:
        return []
    if t.rounds <= max_rounds(n, resolve_system(t)[0]):
        return []
    return [Gate.ROUNDS_CANNOT_COMPLETE.ask(t.fide_mode.on, rounds=t.rounds, players=n)]


def scoring_asks(t: Tournament) -> list[Ask]:
    """SCORING_DRAWS_OUTSCORE_WIN when two draws score more than a win and a loss (C.02 2026
    checklist: custom scoring is allowed, but never so)."""
    s = t.scoring
    if 2 * s.draw <= s.win + s.loss:
        return []
    return [
        Gate.SCORING_DRAWS_OUTSCORE_WIN.ask(
            t.fide_mode.on, draws=points(2 * s.draw), decisive=points(s.win + s.loss)
        )
    ]


def settings_asks(before: Tournament, after: Tournament) -> list[Ask]:
    """What a change of settings from `before` to `after` meets: once round 1 is paired each
    locked setting changed is LOCKED_SETTING; the scoring is checked whenever it changes, the
    number of rounds before round 1 whenever it or the system changes, and when round 1 is
    paired."""
    fide = before.fide_mode.on
    asks: list[Ask] = []
    started = paired_rounds(before) >= 1
    if started:
        asks.extend(
            Gate.LOCKED_SETTING.ask(fide, setting=name, round=paired_rounds(before))
            for name in locked_changes(before, after)
        )
    if after.scoring != before.scoring:
        asks.extend(scoring_asks(after))
    # The rounds against the field: when the number or the system is set before round 1, and
    # when round 1 is paired (the field is known then; not while players register one by one).
    first_pairing = not started and paired_rounds(after) >= 1
    if not started and (
        first_pairing or after.rounds != before.rounds or after.system != before.system
    ):
        asks.extend(rounds_asks(after))
    return asks


def leave_asks(t: Tournament) -> list[Ask]:
    """Leaving FIDE mode: a two-step confirmation (C.02 2026 checklist, a hard fail without
    it). An event already outside has nothing to leave (the use case says so)."""
    return [Gate.LEAVE_FIDE_MODE.ask(True, round=paired_rounds(t))]


class Departure(Struct, frozen=True):
    """Why an event's records depart from FIDE mode: the round (0: the settings) and the
    English words (the project file keeps them as the reason for leaving)."""

    round_no: int
    text: str


def departures(t: Tournament) -> list[Departure]:
    """What in `t` FIDE mode would never have let in: scoring where two draws outscore a win
    and a loss; a game both players won (1-1, Laws of Chess art. 5 ends a game with one
    result); a forfeit on one side with a game result on the other (forfeits are only 1F-0F,
    0F-1F, 0F-0F). A project file written before FIDE mode existed is read in FIDE mode unless
    it has one of these (`io.codec`)."""
    out = [Departure(0, "two draws outscore a win and a loss")] if scoring_asks(t) else []
    seen: set[tuple[int, int, int]] = set()
    for p in t.players:
        for r, e in enumerate(p.rounds, 1):
            o = e.opponent
            if o is None or not t.has_player(o) or (r, o, p.start_no) in seen:
                continue
            seen.add((r, p.start_no, o))
            theirs = t.player(o).entry(r)
            if theirs.opponent != p.start_no:
                continue
            why = pair_departure(e.result, theirs.result)
            if why:
                out.append(Departure(r, f"round {r}: players {p.start_no} and {o}: {why}"))
    return out
