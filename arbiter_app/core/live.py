"""Live standings: the standings of one event as it is edited.

`core.standings.compute` is a pure function of the tournament and the rules. A live event
recomputes after every edit, and an edit replaces one or two players: the computation can then
start from the last one (`core.standings.compute_after`, `Run`). What it starts from is kept
here, by the object that owns the event — the open document in the GUI, the worker's copy in
the worker process — never in a module global, so two documents, two threads or a preview of
another list never reuse each other's run and every result is that of its own tournament.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from arbiter_app.core.model import System, Tournament
from arbiter_app.core.standings import Details, Run, Standings, compute, compute_after

__all__ = ["LiveStandings", "Ranked"]


@dataclass(frozen=True)
class Ranked:
    """One computation as the window shows it."""

    standings: Standings
    details: Details | None  # the inputs explanations need (None: not kept)
    error: str | None  # the list could not be used (e.g. a bad descriptor): points only


class LiveStandings:
    """The last computation of one event and what the next one may reuse.

    Safe to call from several threads (one computation at a time); each owner has its own.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._run: Run | None = None
        self._latest: Ranked | None = None

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
        except ValueError as exc:
            result = Ranked(compute(tournament, tiebreaks=[], info=[]), None, str(exc))
        self._latest = result
        return result

    def forget(self) -> None:
        """Drop what was kept (another event is shown, or memory is wanted back)."""
        with self._lock:
            self._run = None
            self._latest = None
