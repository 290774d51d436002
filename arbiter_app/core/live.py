"""Live standings: the standings and findings of one event as it is edited.

`core.standings.compute` is a pure function of the tournament and the rules. A live event
recomputes after every edit, and an edit replaces one or two players: the computation can then
start from the last one (`core.standings.compute_after`, `Run`). What it starts from is kept
here, by the object that owns the event — the open document in the GUI, the worker's copy in
the worker process — never in a module global, so two documents, two threads or a preview of
another list never reuse each other's run and every result is that of its own tournament.

The findings follow the same way (`LiveStandings.check`): after an edit that replaced some
players, only what those players' records can concern is checked again (`core.validate.
revalidate`; a team event's team findings, only for the teams whose rounds changed,
`core.teams.lineups.TeamChecks`); what changed is found by comparing the tournament with the
one checked last (players are frozen values: a replaced player is a new object), never taken
on trust from the caller, so a missed edit cannot leave a stale finding behind.
"""

from __future__ import annotations

from _thread import allocate_lock  # (threading's Lock, without importing threading)
from typing import TYPE_CHECKING, Any

from msgspec import Struct

from arbiter_app.core.model import SETTINGS, Player, RoundEntry, System, Tournament
from arbiter_app.core.records import FlatRecords
from arbiter_app.core.standings import Details, Run, Standings, compute_after
from arbiter_app.core.validate import Finding, revalidate, validate

if TYPE_CHECKING:
    from arbiter_app.core.teams.lineups import TeamChecks

# The findings depend on some settings (system, scoring, rules, planned rounds, name and type
# for a double Swiss, ...): any change of `SETTINGS` checks everything.

__all__ = ["LiveStandings", "Ranked"]


class Ranked(Struct, frozen=True):
    """One computation as the window shows it."""

    standings: Standings
    details: Details | None  # the inputs explanations need (None: not kept)
    error: str | None  # the list could not be used (e.g. a bad descriptor): points only


class LiveStandings:
    """The last computation of one event and what the next one may reuse.

    Safe to call from several threads (one computation at a time); each owner has its own.
    """

    def __init__(self) -> None:
        self._lock = allocate_lock()
        self._run: Run | None = None
        self._latest: Ranked | None = None
        self._checked: _Checked | None = None
        # A team event's last team check (`team_findings`), made for the first team event.
        self._teams: TeamChecks | None = None

    @property
    def latest(self) -> Ranked | None:
        """The last result of `rank` (None before the first)."""
        return self._latest

    def compute(
        self,
        tournament: Tournament,
        tiebreaks: list[str] | None = None,
        rules: str | None = None,
        system: System | None = None,
        unrated: int | None = None,
        info: list[str] | None = None,
        details: bool = False,
    ) -> tuple[Standings, Details]:
        """`core.standings.compute_with_details`, reusing the last run of this event (the
        result is the one a computation from scratch gives). Raises as `compute` does."""
        with self._lock:
            standings, found, run = compute_after(
                self._run, tournament, tiebreaks, rules, system, unrated, info, details
            )
            self._run = run
        return standings, found

    def rank(self, tournament: Tournament, details: bool = True) -> Ranked:
        """The standings under the event's own list and rules (with the details explanations
        need, if asked). Never raises for a bad tie-break list: the error is returned with
        points-only standings."""
        try:
            standings, found = self.compute(tournament, details=details)
            result = Ranked(standings, found if details else None, None)
        except ValueError as exc:  # (points only, from this event's last run too)
            standings, _ = self.compute(tournament, tiebreaks=[], info=[])
            result = Ranked(standings, None, str(exc))
        self._latest = result
        return result

    def check(self, tournament: Tournament, standings: Standings) -> list[Finding]:
        """`core.validate.validate(tournament, standings)` (`standings`: the tournament's own,
        as `rank` gives them), the same list in the same order, from the last check of this
        event when only some players were replaced since."""
        with self._lock:
            last, self._checked = self._checked, None
            players = tuple(tournament.players)
            settings = _settings(tournament)
            edit = None if last is None else last.edit_to(players, settings, standings.system)
            if tournament.teams is not None and self._teams is None:
                from arbiter_app.core.teams.lineups import TeamChecks  # (team events only)

                self._teams = TeamChecks()
            if last is None or edit is None:
                found = validate(tournament, standings, self._teams, self._records())
                unique = len({p.start_no for p in players}) == len(players)
            else:
                changed, rounds = edit
                system = standings.system
                found = revalidate(
                    tournament,
                    last.findings,
                    changed,
                    system,
                    system,
                    standings,
                    rounds,
                    self._teams,
                )
                unique = last.unique  # (the same start numbers in the same places)
            self._checked = _Checked(players, settings, standings.system, tuple(found), unique)
        return found

    def records(self) -> FlatRecords | None:
        """The event's records as the last computation read them, if it read every player's
        (`core.records`): `validate` takes its columns from them instead of reading again."""
        with self._lock:
            return self._records()

    def _records(self) -> FlatRecords | None:
        return None if self._run is None else self._run.context.records

    def forget(self) -> None:
        """Drop what was kept (another event is shown, or memory is wanted back)."""
        with self._lock:
            self._run = None
            self._latest = None
            self._checked = None
            self._teams = None


def _settings(t: Tournament) -> dict[str, Any]:
    """The tournament's settings, as values a later edit of `t` cannot change in place."""
    out: dict[str, Any] = {}
    for name in SETTINGS:
        value = getattr(t, name)
        out[name] = (
            list(value)
            if isinstance(value, list)
            else dict(value)
            if isinstance(value, dict)
            else value
        )
    return out


class _Checked(Struct, frozen=True):
    """The last check: the players and settings it saw, the system, the findings."""

    players: tuple[Player, ...]
    settings: dict[str, Any]
    system: System
    findings: tuple[Finding, ...]
    unique: bool  # no start number used twice

    def edit_to(
        self, players: tuple[Player, ...], settings: dict[str, Any], system: System
    ) -> tuple[set[int], set[int]] | None:
        """(players replaced, rounds in which their records changed) when
        `players` are these players with some replaced by others of the same start numbers,
        under the same settings and system; None when everything must be checked again (a
        player added, removed or renumbered, a setting changed, the system changed, or a start
        number used twice: `revalidate` addresses players by start number)."""
        if not self.unique or system is not self.system or len(players) != len(self.players):
            return None
        if settings != self.settings:
            return None
        changed: set[int] = set()
        rounds: set[int] = set()
        for new, old in zip(players, self.players, strict=True):
            if new is old:
                continue
            if new.start_no != old.start_no:
                return None
            changed.add(new.start_no)
            a, b = new.rounds, old.rounds
            rounds.update(
                r for r in range(1, max(len(a), len(b)) + 1) if _entry(a, r) != _entry(b, r)
            )
        return changed, rounds


def _entry(rounds: tuple[RoundEntry, ...], r: int) -> RoundEntry | None:
    return rounds[r - 1] if r <= len(rounds) else None
