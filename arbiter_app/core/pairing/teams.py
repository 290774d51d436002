"""Pairing a team event: a round of matches, written as the boards' individual games.

A `TeamPairing` is what a team engine decides for a round: the matches in table order, the
first-named team first, and the team that gets the pairing-allocated bye. Written into a
tournament (`team_pairing_edit`, one undo step) each match becomes its boards:

- the players are the round's lineup (TRF-26 300) when one was entered, else the team's
  first `boards` players in board order (Olympiad regulations: the board order is fixed);
- the first-named team has the colour the event's board sequence gives (TRF-26 352; by
  default white on the odd boards, C.04.6 art. 4 and FIDE's sample `WBWB`), the other team
  the opposite one, board by board;
- the bye team's players keep no game; the bye is the team record (TRF-26 320), which gives
  the match and game points `MatchScoring` says (C.04.6 art. 1.4).

Round robins of teams (C.05 Annex 1, used for teams as for players): the Berger table on the
teams' numbers in number order, the team with the lower table number (the table's "white")
named first, so its colour sequence alternates from round to round as the table's colours do.

`check_team_round` checks a round as a set of matches, with the individual checker's one
vocabulary (`PairingIssue`): every present team on one match or the bye, no two teams meeting
twice (C.04.6 art. 2.1.1 [C1]; a double round robin twice; a forfeited match was not
played, so meeting again after one is a warning, as for players), no second bye (C.04.6 art. 2.1.2
[C2]).
"""

from __future__ import annotations

from collections import Counter

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.edits import Batch, Edit
from arbiter_app.core.model import Colour, Result, Tournament
from arbiter_app.core.pairing.berger import schedule
from arbiter_app.core.pairing.checker import PairingFinding, PairingIssue
from arbiter_app.core.pairing.round import RoundPairing, pairing_edit
from arbiter_app.core.settings import TEAM_COLOUR_MODELS
from arbiter_app.core.team_model import TeamSetup
from arbiter_app.core.teams.edits import SetTeamBye
from arbiter_app.core.teams.matches import TeamRound, boards_of, team_rounds
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP

__all__ = [
    "TEAM_COLOUR_MODELS",
    "TEAM_ISSUE_WORDS",
    "TeamPairing",
    "berger_team_pairing",
    "check_team_round",
    "check_team_rounds",
    "left_out_teams",
    "match_boards",
    "round_findings",
    "team_history",
    "team_pairing_edit",
    "team_pairing_of",
    "teams_to_pair",
]


# The colour models of C.04.6 art. 1.7 a team Swiss may choose (pairing setting `team_colours`):
# type A colour preferences (the default), type B, or none.


# The words of the findings `check_team_round` makes, in team numbers (the same issues and
# fields as the individual checker's `ISSUE_WORDS`, whose words name players). No colour
# finding: C.04.6 has no absolute colour criterion (art. 4 allocates each match's colours
# after the round is paired), and a team's boards alternate their colours by design.
TEAM_ISSUE_WORDS: dict[PairingIssue, str] = {
    PairingIssue.NOT_PAIRED: QT_TRANSLATE_NOOP("RoundView", "Team {player} is not paired."),
    PairingIssue.PAIRED_TWICE: QT_TRANSLATE_NOOP("RoundView", "Team {player} is paired twice."),
    PairingIssue.NOT_TO_BE_PAIRED: QT_TRANSLATE_NOOP(
        "RoundView", "Team {player} has a bye or withdrew, yet is paired."
    ),
    PairingIssue.EXTRA_BYE: QT_TRANSLATE_NOOP(
        "RoundView", "Pairing-allocated bye to team {player} not needed (even number)."
    ),
    PairingIssue.BYE_AGAIN: QT_TRANSLATE_NOOP(
        "RoundView", "Team {player} already had the pairing-allocated bye (round {detail})."
    ),
    PairingIssue.REMATCH: QT_TRANSLATE_NOOP(
        "RoundView", "Teams {player} and {opponent} already met (round {detail})."
    ),
    PairingIssue.REMATCH_AFTER_FORFEIT: QT_TRANSLATE_NOOP(
        "RoundView", "Teams {player} and {opponent} meet again after a forfeited match."
    ),
}


class TeamPairing(Struct, frozen=True):
    round_no: int
    matches: tuple[tuple[int, int], ...]  # (first-named team, second team), table order
    bye: int | None = None

    def teams(self) -> list[int]:
        out = [x for m in self.matches for x in m]
        return out + ([self.bye] if self.bye is not None else [])


def _players(t: Tournament, setup: TeamSetup, team: int, round_no: int) -> tuple[int, ...]:
    boards = boards_of(t, setup)
    lineup = setup.lineup(round_no, team)
    chosen = lineup.boards if lineup is not None else setup.team(team).members[:boards]
    return tuple(chosen) + (0,) * (boards - len(chosen))


def match_boards(t: Tournament, pairing: TeamPairing) -> RoundPairing:
    """The individual boards (white, black) of `pairing`, match after match, board 1 first.
    A board one side left empty has no game (its forfeit is entered as a result)."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    colours = setup.board_colours() or "W"
    games: list[tuple[int, int]] = []
    for first, second in pairing.matches:
        mine = _players(t, setup, first, pairing.round_no)
        theirs = _players(t, setup, second, pairing.round_no)
        for k, (a, b) in enumerate(zip(mine, theirs, strict=True)):
            if a and b:
                white_first = colours[k % len(colours)].upper() != "B"
                games.append((a, b) if white_first else (b, a))
    return RoundPairing(pairing.round_no, tuple(games))


def team_pairing_edit(t: Tournament, pairing: TeamPairing) -> Edit:
    """The edit that writes `pairing` (its boards and the team bye): one undo step."""
    edits: list[Edit] = [pairing_edit(match_boards(t, pairing))]
    edits.append(SetTeamBye(pairing.round_no, pairing.bye))
    return Batch(edits, label="pair-round")


def berger_team_pairing(setup: TeamSetup, round_no: int, double: bool) -> TeamPairing:
    """Round `round_no` of the (double) round robin of the teams by the Berger tables."""
    numbers = sorted(team.number for team in setup.teams)
    rounds = schedule(len(numbers), double)
    if not 1 <= round_no <= len(rounds):
        raise ValueError(f"a round robin of {len(numbers)} teams has {len(rounds)} rounds")
    rnd = rounds[round_no - 1]
    matches = tuple((numbers[g.white - 1], numbers[g.black - 1]) for g in rnd.games)
    # An odd count: the team that meets the table's extra number sits out (no points, C.05
    # Annex 1 "the highest number counts as a bye"), which is not a pairing-allocated bye.
    return TeamPairing(round_no, matches, None)


Rounds = dict[int, list[TeamRound]]  # `team_rounds(t)`, read once by a caller of several


def team_pairing_of(t: Tournament, round_no: int, read: Rounds | None = None) -> TeamPairing:
    """The round's matches as they stand (from the boards) and its team bye."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    seen: set[int] = set()
    matches: list[tuple[int, int]] = []
    for team, rounds in sorted((team_rounds(t) if read is None else read).items()):
        if len(rounds) < round_no:
            continue
        x = rounds[round_no - 1]
        if x.opponent and team not in seen:
            seen.update((team, x.opponent))
            first = team if _named_first(t, x, setup) else x.opponent
            matches.append((first, x.opponent if first == team else team))
    byes = [x for r, x in setup.byes if r == round_no]
    return TeamPairing(round_no, tuple(matches), byes[0] if byes else None)


def _named_first(t: Tournament, x: TeamRound, setup: TeamSetup) -> bool:
    """Whether the team of `x` was named first: its first board with a game has the colour
    the board sequence gives the first-named team there (TRF-26 352)."""
    colours = setup.board_colours() or "W"
    for g in x.games:
        if g.player and g.opponent:
            colour = t.player(g.player).entry(x.round_no).colour
            first = colours[(g.board - 1) % len(colours)].upper() != "B"
            return (colour is Colour.WHITE) == first
    return True


def _finding(
    issue: PairingIssue, round_no: int, teams: tuple[int, ...], detail: int | None = None
) -> PairingFinding:
    """A finding in team numbers (the checker's words say "player"; the CLI says "team")."""
    return PairingFinding(issue, round_no, teams[0], teams[1] if len(teams) > 1 else None, detail)


def check_team_round(
    t: Tournament,
    pairing: TeamPairing,
    expected: set[int],
    meetings: int = 1,
    read: Rounds | None = None,
) -> list[PairingFinding]:
    """What breaks an absolute rule in `pairing` of the present teams `expected`."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    r = pairing.round_no
    out: list[PairingFinding] = []
    placed = Counter(pairing.teams())
    for team in sorted(expected):
        if placed[team] == 0:
            out.append(_finding(PairingIssue.NOT_PAIRED, r, (team,)))
    for team, n in sorted(placed.items()):
        if n > 1:
            out.append(_finding(PairingIssue.PAIRED_TWICE, r, (team,)))
        elif team not in expected:
            out.append(_finding(PairingIssue.NOT_TO_BE_PAIRED, r, (team,)))
    read = team_rounds(t) if read is None else read
    earlier = {team: rounds[: r - 1] for team, rounds in read.items()}
    for first, second in pairing.matches:
        met = [x for x in earlier.get(first, []) if x.opponent == second]
        played = [x.round_no for x in met if x.played]
        if len(played) >= meetings:
            out.append(_finding(PairingIssue.REMATCH, r, (first, second), played[-1]))
        elif len(met) >= meetings:  # a forfeited match was not played: a warning, as for players
            issue = PairingIssue.REMATCH_AFTER_FORFEIT
            out.append(_finding(issue, r, (first, second), met[-1].round_no))
    if pairing.bye is not None:
        if len(expected) % 2 == 0:
            out.append(_finding(PairingIssue.EXTRA_BYE, r, (pairing.bye,)))
        had = [x for x in earlier.get(pairing.bye, []) if x.result is Result.PAIRING_BYE]
        if had:
            out.append(_finding(PairingIssue.BYE_AGAIN, r, (pairing.bye,), had[0].round_no))
    return out


def teams_to_pair(t: Tournament, round_no: int) -> set[int]:
    """The teams to pair in round `round_no`: all but those `left_out_teams` lists."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    out = {team.number for team in setup.teams}
    return out - {team for team, _why in left_out_teams(t, round_no)}


# TRF-26 240 type letters of a requested team bye and the result each stands for.
_REQUESTED = {"F": Result.FULL_BYE, "H": Result.HALF_BYE, "Z": Result.ZERO_BYE}


def left_out_teams(t: Tournament, round_no: int) -> list[tuple[int, Result | None]]:
    """The teams round `round_no` leaves out and why, in team-number order (as players,
    `core.pairing.round.left_out`): None for a team withdrawn before the round, else the
    requested bye entered for it (TRF-26 240: `F` full, `H` half, `Z` zero-point bye)."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    requested = {x: code for r, x, code in setup.requested if r == round_no}
    out: list[tuple[int, Result | None]] = []
    for team in setup.teams:
        if team.is_withdrawn_in(round_no):
            out.append((team.number, None))
        elif team.number in requested:
            out.append((team.number, _REQUESTED.get(requested[team.number], Result.ZERO_BYE)))
    return out


def team_history(t: Tournament, round_no: int) -> Tournament:
    """A copy of the team event `t` as it stood before round `round_no` was paired: the games,
    team byes, forfeited matches and lineups of the earlier rounds, and the requested byes up to
    that round (asked for before the pairing; a lineup is handed in once the pairing is known,
    Olympiad regulations, so the round's own lineup is not part of its history)."""
    setup = t.teams
    if setup is None:
        raise ValueError("not a team event")
    players = [replace(p, rounds=tuple(p.rounds[: round_no - 1])) for p in t.players]
    kept = replace(
        setup,
        byes=tuple(x for x in setup.byes if x[0] < round_no),
        forfeits=tuple(f for f in setup.forfeits if f.round_no < round_no),
        lineups=tuple(x for x in setup.lineups if x.round_no < round_no),
        requested=tuple(x for x in setup.requested if x[0] <= round_no),
    )
    copy = replace(t, players=players, board_order={}, teams=kept)
    copy.__dict__.pop("_index", None)
    return copy


def check_team_rounds(t: Tournament, meetings: int = 1) -> dict[int, list[PairingFinding]]:
    """Every paired round's findings (`round_findings`)."""
    out: dict[int, list[PairingFinding]] = {}
    rounds = team_rounds(t)
    r = 1
    while any(len(x) >= r for x in rounds.values()):
        found = round_findings(t, r, meetings, rounds)
        if found is not None:
            out[r] = found
        r += 1
    return out


def round_findings(
    t: Tournament, round_no: int, meetings: int = 1, read: Rounds | None = None
) -> list[PairingFinding] | None:
    """The findings of round `round_no` as it stands (`check_team_round`), None when it is not
    paired. A team with no record in a paired round was absent (as a player, `core.pairing.
    round.history_for`): not one to pair."""
    rounds = team_rounds(t) if read is None else read
    pairing = team_pairing_of(t, round_no, rounds)
    if not pairing.teams():
        return None
    absent = {
        n
        for n, x in rounds.items()
        if len(x) >= round_no and x[round_no - 1].result is Result.NOT_PAIRED
    }
    expected = teams_to_pair(t, round_no) - absent
    return check_team_round(t, pairing, expected, meetings, rounds)
