"""Edits of a team event's team data, undoable like every edit (`core.edits`).

A board's result is an individual game: `core.edits.SetGame` / `SetResult` enter it, and the
match follows (matches are read from the boards, `core.teams.matches`). What only a team has
is one value, `Tournament.teams` (a frozen `TeamSetup`): each edit here computes the new value
from the current one when applied (so a redo after other edits re-reads the state), keeps the
one it replaced, and `revert` puts that back, which restores the event exactly.
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

from arbiter_app.core.edits import Batch, Changes, Edit, EditError
from arbiter_app.core.model import Tournament
from arbiter_app.core.team_model import Lineup, MatchScoring, Team, TeamSetup
from arbiter_app.core.teams.tiebreaks import parse_list


class _SetupEdit(Edit):
    def __init__(self) -> None:
        self._old: TeamSetup | None = None

    def _new(self, t: Tournament, setup: TeamSetup) -> TeamSetup:  # pragma: no cover
        raise NotImplementedError

    def apply(self, t: Tournament) -> Changes:
        if t.teams is None:
            raise EditError("not a team event")
        new = self._new(t, t.teams)
        self._old = t.teams
        t.teams = new
        return Changes(structure=True)

    def revert(self, t: Tournament) -> Changes:
        t.teams = self._old
        return Changes(structure=True)


class _Computed(_SetupEdit):
    def __init__(self, change: Callable[[Tournament, TeamSetup], TeamSetup]) -> None:
        super().__init__()
        self._change = change

    def _new(self, t: Tournament, setup: TeamSetup) -> TeamSetup:
        return self._change(t, setup)


class EditTeam(_Computed):
    """Add a team or replace the one with its number (name, captain, board order ...)."""

    label = "edit-team"

    def __init__(self, team: Team) -> None:
        def change(t: Tournament, setup: TeamSetup) -> TeamSetup:
            for m in team.members:
                if not t.has_player(m):
                    raise EditError(f"team {team.name!r}: no player {m}", start_no=m)
            if len(set(team.members)) != len(team.members):
                raise EditError(f"team {team.name!r}: a player is listed twice")
            return setup.with_team(team)

        super().__init__(change)


class RemoveTeam(_Computed):
    label = "remove-team"

    def __init__(self, number: int) -> None:
        def change(t: Tournament, setup: TeamSetup) -> TeamSetup:
            if all(x.number != number for x in setup.teams):
                raise EditError(f"no team {number}")
            kept = tuple(x for x in setup.teams if x.number != number)
            lineups = tuple(x for x in setup.lineups if x.team != number)
            return replace(setup, teams=kept, lineups=lineups)

        super().__init__(change)


class SetLineup(_Computed):
    """A team's players board by board in one round (TRF-26 300)."""

    label = "set-lineup"

    def __init__(self, lineup: Lineup) -> None:
        def change(t: Tournament, setup: TeamSetup) -> TeamSetup:
            team = (
                setup.team(lineup.team)
                if any(x.number == lineup.team for x in setup.teams)
                else None
            )
            if team is None:
                raise EditError(f"no team {lineup.team}", round_no=lineup.round_no)
            if lineup.round_no < 1:
                raise EditError("rounds are numbered from 1")
            for m in lineup.boards:
                if m and m not in team.members:
                    raise EditError(f"player {m} is not in team {team.name!r}", m, lineup.round_no)
            named = [m for m in lineup.boards if m]
            if len(set(named)) != len(named):
                raise EditError("a player on two boards", round_no=lineup.round_no)
            return setup.with_lineup(lineup)

        super().__init__(change)


class SetMatchScoring(_Computed):
    """Match points for a won, drawn, lost match and a team bye (e.g. 3-1-0)."""

    label = "set-match-scoring"

    def __init__(self, scoring: MatchScoring) -> None:
        super().__init__(lambda t, setup: replace(setup, scoring=scoring))


class SetTeamTiebreaks(_Computed):
    label = "set-team-tiebreaks"

    def __init__(self, codes: tuple[str, ...]) -> None:
        def change(t: Tournament, setup: TeamSetup) -> TeamSetup:
            try:
                parse_list(codes)
            except ValueError as exc:
                raise EditError(str(exc)) from exc
            return replace(setup, tiebreaks=tuple(codes))

        super().__init__(change)


def settings_edit(
    setup: TeamSetup, scoring: MatchScoring, tiebreaks: tuple[str, ...]
) -> Edit | None:
    """The one step that gives a team event `scoring` and the team list `tiebreaks` (the
    window's OK and `arbiter-app teams`): a `Batch` of what differs, None when nothing does."""
    wanted: list[Edit] = []
    if scoring != setup.scoring:
        wanted.append(SetMatchScoring(scoring))
    if tuple(tiebreaks) != setup.tiebreaks:
        wanted.append(SetTeamTiebreaks(tuple(tiebreaks)))
    return Batch(wanted, "team-settings") if wanted else None


class MakeTeamEvent(Edit):
    """Turn an individual event into a team event (or back, with `setup` None)."""

    label = "set-team-event"

    def __init__(self, setup: TeamSetup | None) -> None:
        self._setup = setup
        self._old: TeamSetup | None = None

    def apply(self, t: Tournament) -> Changes:
        self._old = t.teams
        t.teams = self._setup
        return Changes(structure=True)

    def revert(self, t: Tournament) -> Changes:
        t.teams = self._old
        return Changes(structure=True)


class SetTeamBye(_Computed):
    """Give `team` the pairing-allocated bye of round `round_no` (TRF-26 320), or take the
    round's bye away (`team` None)."""

    def __init__(self, round_no: int, team: int | None) -> None:
        def change(_t: Tournament, setup: TeamSetup) -> TeamSetup:
            kept = tuple((r, x) for r, x in setup.byes if r != round_no)
            added = () if team is None else ((round_no, team),)
            return replace(setup, byes=tuple(sorted(kept + added)))

        super().__init__(change)


class WithdrawTeam(_Computed):
    """Record that team `number` withdrew after round `after` (None: it did not withdraw):
    it is not paired from the next round on (`core.pairing.teams.left_out_teams`)."""

    label = "withdraw-team"

    def __init__(self, number: int, after: int | None) -> None:
        def change(_t: Tournament, setup: TeamSetup) -> TeamSetup:
            try:
                team = setup.team(number)
            except KeyError:
                raise EditError(f"no team {number}") from None
            if after is not None and after < 0:
                raise EditError(f"team {number}: no round {after}")
            return setup.with_team(replace(team, withdrawn_after=after))

        super().__init__(change)
