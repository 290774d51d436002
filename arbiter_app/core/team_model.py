"""Team events: the teams, their board order, the lineups and the match scoring.

Pure data like `core.model`, frozen so that an edit replaces a value and its revert puts the old
one back. The individual games stay where they are (`Tournament.players`, one record a round):
a team event is an individual event whose players belong to teams, and the matches are read
from their games (`core.teams.matches`). What only a team has is here:

- `Team`: a team pairing number (TRF-26 310 columns 5-7), name, short name (310 columns 42-46),
  federation or club, captain, and its players in board order; the first `boards` of them are
  the regular players, the rest reserves (FIDE Olympiad regulations: a team's board order is
  fixed before the first round and a player may only move down for a player above him).
- `Lineup`: who played on which board in one round for one team (TRF-26 300 "out-of-order
  line-up"; without one a team's players are taken in board order).
- `MatchScoring`: match points for a won, drawn and lost match (TRF-26 362, default 2-1-0) and
  what a team bye gives (TRF-26 320: the pairing-allocated bye's match and game points;
  C.04.6 1.4 gives a draw's by default).
- `TeamSetup`: all of it for one event; `Tournament.teams` holds it (None: an individual event).
"""

from __future__ import annotations

from fractions import Fraction

from msgspec import Struct
from msgspec.structs import replace


class Team(Struct, frozen=True):
    number: int  # team pairing number
    name: str
    short_name: str = ""
    federation: str = ""  # or club
    captain: str = ""
    members: tuple[int, ...] = ()  # start numbers in board order (regulars, then reserves)
    # What a file claimed (TRF-26 310 match points, game points, rank): kept to report
    # disagreement, never used for ranking (as `Player.points_in_file`).
    mp_in_file: Fraction | None = None
    gp_in_file: Fraction | None = None
    rank_in_file: int | None = None
    # The team withdrew after this round (0: before round 1): from the next round on it is
    # not paired, as a withdrawn player (C.07 16.1.1: "any round after a participant
    # withdraws is a zero-point bye"). TRF-26 has no withdrawal record: the writer gives each
    # later round a 240 Z record (io/trf/teams.py), the arbiter-app comment the withdrawal.
    withdrawn_after: int | None = None

    def label(self) -> str:
        return self.short_name or self.name

    def is_withdrawn_in(self, round_no: int) -> bool:
        return self.withdrawn_after is not None and round_no > self.withdrawn_after


class Lineup(Struct, frozen=True):
    round_no: int
    team: int
    opponent: int  # the opponent team's number (0: none written)
    boards: tuple[int, ...]  # start numbers, board 1 first; 0 = an empty board


class MatchScoring(Struct, frozen=True):
    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)
    # A pairing-allocated team bye (C.04.6 1.4: a draw's match and game points unless the
    # regulations say otherwise). None: the default, a draw's points.
    bye_mp: Fraction | None = None
    bye_gp: Fraction | None = None

    @classmethod
    def preset(cls, name: str) -> MatchScoring:
        """`2-1-0` (default) or `3-1-0` and the like."""
        try:
            win, draw, loss = (Fraction(x) for x in name.split("-"))
        except ValueError as exc:
            raise ValueError(f"unknown match scoring {name!r}") from exc
        return cls(win=win, draw=draw, loss=loss)


class ForfeitedMatch(Struct, frozen=True):
    """A match not played (TRF-26 330): `code` `+-` (white team wins), `-+` or `--`."""

    round_no: int
    white: int
    black: int
    code: str


class TeamSetup(Struct, frozen=True):
    teams: tuple[Team, ...] = ()
    boards: int = 0  # players a match (0: the largest lineup seen)
    scoring: MatchScoring = MatchScoring()
    lineups: tuple[Lineup, ...] = ()
    # round -> team of the pairing-allocated bye (TRF-26 320), as pairs so the value stays frozen
    byes: tuple[tuple[int, int], ...] = ()
    # Requested team byes (TRF-26 240 F/H/Z with team numbers): (round, team, result code)
    requested: tuple[tuple[int, int, str], ...] = ()
    forfeits: tuple[ForfeitedMatch, ...] = ()
    colours: str = ""  # board colour sequence of the first-named team (TRF-26 352, e.g. WBWB)
    primary: str = "MP"  # the primary score: match points (MP) or game points (GP)
    tiebreaks: tuple[str, ...] = ()  # the team tie-break list (TRF 202/212), e.g. "EDET/P"

    def team(self, number: int) -> Team:
        for t in self.teams:
            if t.number == number:
                return t
        raise KeyError(number)

    def team_of(self) -> dict[int, int]:
        """Start number -> team number (the first team that lists the player)."""
        out: dict[int, int] = {}
        for t in self.teams:
            for m in t.members:
                out.setdefault(m, t.number)
        return out

    def lineup(self, round_no: int, team: int) -> Lineup | None:
        for lineup in self.lineups:
            if lineup.round_no == round_no and lineup.team == team:
                return lineup
        return None

    def with_team(self, team: Team) -> TeamSetup:
        """A copy with `team` in place of the one with its number (or added)."""
        teams = [t for t in self.teams if t.number != team.number]
        teams.append(team)
        return replace(self, teams=tuple(sorted(teams, key=lambda t: t.number)))

    def without_claims(self) -> TeamSetup:
        """The setup without what a file claimed (team points and ranks): what two readings of
        the same event must agree on once the claims are rewritten."""
        teams = tuple(
            replace(t, mp_in_file=None, gp_in_file=None, rank_in_file=None) for t in self.teams
        )
        return replace(self, teams=teams, colours=self.board_colours())

    def board_colours(self) -> str:
        """The colours of the first-named team board by board (TRF-26 352): as set, else white
        on the odd boards (C.04.6 gives the first-named team white on board 1; the boards
        alternate, as FIDE's sample writes `WBWB`)."""
        return self.colours or ("WB" * self.boards)[: self.boards]

    def with_lineup(self, lineup: Lineup) -> TeamSetup:
        kept = [x for x in self.lineups if (x.round_no, x.team) != (lineup.round_no, lineup.team)]
        return replace(self, lineups=(*kept, lineup))
