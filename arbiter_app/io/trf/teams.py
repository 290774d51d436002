"""Team records of a TRF file to a `TeamSetup` (core/team_model.py).

The records and their columns (FIDE TRF-2026, "Team records"; spec/fide-tiebreaks.md §10.3):

- TRF-16 `013` (to be phased out): columns 5-36 the team name, then the members' start numbers
  at 37-40, 42-45, ... (a stride of 5). Teams are numbered in the order of their records.
- `310` team: 5-7 team pairing number, 9-40 name, 42-46 short name, 48-53 strength, 55-60 match
  points, 62-67 game points, 69-71 rank, members at 74-77, 79-82, ... (the file's points and
  rank are kept as claims, `Team.mp_in_file`, never used to rank).
- `300` out-of-order line-up: 5-7 round, 9-11 team, 13-15 opponent team, then the board 1..n
  players at 17-20, 22-25, ... (`0000`: an empty board).
- `320` team pairing-allocated bye: 5-8 match points, 10-13 game points, then the bye's team for
  round 1, 2, ... at 15-17, 19-21, ... (a stride of 4).
- `330` forfeited match: 5-6 `+-`, `-+` or `--`, 8-10 round, 12-14 white team, 16-18 black.
- `352` board colours of the first-named team (`WBWB`: its length is the number of boards).
- `362` match points: `TW` (win, default 2), `TD` (draw, 1), `TL` (loss, 0).
- `240` in a team event: a requested team bye, `F`, `H` or `Z` at column 5, the round at 7-9,
  team numbers at 11-14, 16-19, ... (`U` is the pairing-allocated bye, as 320).
- `801`/`802`: informative team crosstables; the reader does not need them (kept verbatim).

Swiss-Manager's TRF-16 team files (docs/trf-dialects.md) write a board won because the opponent
team had nobody on it as `0000 - -` and count the point in the points column; read as its
author meant, such a round is a forfeit win (`_board_forfeits`).
"""

from __future__ import annotations

from fractions import Fraction

from arbiter_app.core.model import RoundEntry, Tournament
from arbiter_app.core.team_model import ForfeitedMatch, Lineup, MatchScoring, Team, TeamSetup
from arbiter_app.core.teams.matches import bye_points, team_rounds
from arbiter_app.core.vocabulary.notes import Note, NoteKind, note
from arbiter_app.core.vocabulary.results import Result
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.codes import TEAM_RECORDS

MAX_TEAMS = 999  # three digits (310 columns 5-7)


def _int(text: str, source: str, line: int, column: int, what: str) -> int:
    text = text.strip()
    if not text:
        return 0
    if not text.isdecimal():
        raise InputError(f"{what}: expected a number, found {text!r}", source, line, column)
    return int(text)


def _points(text: str) -> Fraction | None:
    text = text.strip()
    try:
        return Fraction(text) if text else None
    except ValueError:
        return None


def _numbers(line: str, start: int, stride: int, width: int, source: str, n: int) -> list[int]:
    out = []
    i = start
    while i < len(line):
        out.append(_int(line[i : i + width], source, n, i + 1, "start number"))
        i += stride
    return out


def read_team_records(
    t: Tournament, records: list[tuple[int, str]], source: str, notes: list[Note]
) -> None:
    """Set `t.teams` from the team records (line number, text) of a team event."""
    teams: dict[int, Team] = {}
    old_teams: list[Team] = []
    lineups: list[Lineup] = []
    byes: list[tuple[int, int]] = []
    requested: list[tuple[int, int, str]] = []
    forfeits: list[ForfeitedMatch] = []
    scoring = MatchScoring()
    colours = ""
    for n, line in records:
        record = line[:3]
        if record == "310":
            number = _int(line[4:7], source, n, 5, "team number")
            if not number:
                raise InputError("record 310 without a team number", source, n, 5)
            if number in teams:
                raise InputError(f"team {number} appears twice", source, n, 5)
            members = [m for m in _numbers(line, 73, 5, 4, source, n) if m]
            teams[number] = Team(
                number,
                line[8:40].strip(),
                short_name=line[41:46].strip(),
                members=tuple(members),
                mp_in_file=_points(line[54:60]),
                gp_in_file=_points(line[61:67]),
                rank_in_file=_int(line[68:71], source, n, 69, "rank") or None,
            )
        elif record == "013":
            members = [m for m in _numbers(line, 36, 5, 4, source, n) if m]
            old_teams.append(Team(len(old_teams) + 1, line[4:36].strip(), members=tuple(members)))
        elif record == "300":
            players = _numbers(line.rstrip(), 16, 5, 4, source, n)
            lineups.append(
                Lineup(
                    _int(line[4:7], source, n, 5, "round"),
                    _int(line[8:11], source, n, 9, "team"),
                    _int(line[12:15], source, n, 13, "opponent team"),
                    tuple(players),
                )
            )
        elif record == "320":
            mp, gp = _points(line[4:8]), _points(line[9:13])
            scoring = MatchScoring(scoring.win, scoring.draw, scoring.loss, mp, gp)
            for r, team in enumerate(_numbers(line.rstrip(), 14, 4, 3, source, n), start=1):
                if team:
                    byes.append((r, team))
        elif record == "330":
            code = line[4:6]
            if code not in ("+-", "-+", "--"):
                raise InputError(f"record 330: unknown code {code!r}", source, n, 5)
            forfeits.append(
                ForfeitedMatch(
                    _int(line[7:10], source, n, 8, "round"),
                    _int(line[11:14], source, n, 12, "white team"),
                    _int(line[15:18], source, n, 16, "black team"),
                    code,
                )
            )
        elif record == "352":
            colours = line[4:].strip().upper()
        elif record == "362":
            scoring = _match_scoring(line, scoring, source, n)
        elif record == "240":
            kind = line[4:5].upper()
            r = _int(line[6:9], source, n, 7, "round")
            for team in (int(x) for x in line[9:].split() if x.isdecimal()):
                if kind == "U":
                    byes.append((r, team))
                else:
                    requested.append((r, team, kind))
    if not teams:  # TRF-16: the 013 records are the teams
        teams = {team.number: team for team in old_teams}
    elif old_teams:
        first = next(n for n, line in records if line[:3] == "013")
        notes.append(note(first, NoteKind.OLD_TEAMS_BESIDE_NEW))
    if len(teams) > MAX_TEAMS:
        raise InputError(f"more than {MAX_TEAMS} teams", source, records[0][0])
    _check_members(t, teams, source, records)
    t.teams = TeamSetup(
        teams=tuple(teams[k] for k in sorted(teams)),
        boards=len(colours),
        scoring=scoring,
        lineups=tuple(lineups),
        byes=tuple(sorted(byes)),
        requested=tuple(sorted(requested)),
        forfeits=tuple(forfeits),
        colours=colours,
    )
    _board_forfeits(t, notes, records[0][0])


def _match_scoring(line: str, scoring: MatchScoring, source: str, n: int) -> MatchScoring:
    words = line[4:].split()
    values = {"TW": scoring.win, "TD": scoring.draw, "TL": scoring.loss}
    for key, value in zip(words[::2], words[1::2], strict=False):
        points = _points(value)
        if key.upper() not in values or points is None:
            raise InputError(f"record 362: cannot read {key} {value}", source, n, 5)
        values[key.upper()] = points
    return MatchScoring(values["TW"], values["TD"], values["TL"], scoring.bye_mp, scoring.bye_gp)


def _check_members(
    t: Tournament, teams: dict[int, Team], source: str, records: list[tuple[int, str]]
) -> None:
    line_of = {}
    for n, line in records:
        if line[:3] in ("310", "013"):
            line_of[line[4:36].strip() if line[:3] == "013" else line[8:40].strip()] = n
    for team in teams.values():
        for m in team.members:
            if not t.has_player(m):
                raise InputError(
                    f"team {team.name!r} lists player {m}, who has no 001 record",
                    source,
                    line_of.get(team.name, records[0][0]),
                )


def _board_forfeits(t: Tournament, notes: list[Note], first_line: int) -> None:
    """Swiss-Manager's boards won by the opponent team's absence (`0000 - -` counted as a win
    in the points column, docs/trf-dialects.md): where a player's points column exceeds his
    results by k wins and his team played a match with an empty board in exactly k of his
    unpaired rounds, those rounds are forfeit wins. A team bye gives its players nothing (the
    Crete 2024 file: players whose only unpaired round is a team bye score no point for it)."""
    setup = t.teams
    if setup is None:
        return
    win = t.scoring.forfeit_win if t.scoring.forfeit_win is not None else t.scoring.win
    if not win:
        return

    rounds = team_rounds(t)
    team_of = setup.team_of()
    boards = max(
        (len([g for g in tr.games if g.player]) for trs in rounds.values() for tr in trs),
        default=0,
    )
    fixed = 0
    for p in list(t.players):
        if p.points_in_file is None or p.start_no not in team_of:
            continue
        surplus = p.points_in_file - t.points(p)
        if surplus <= 0 or surplus % win:
            continue
        k = int(surplus / win)
        mine = rounds[team_of[p.start_no]]
        candidates = [
            tr.round_no
            for tr in mine
            if tr.opponent
            and len([g for g in tr.games if g.player]) < boards
            and p.entry(tr.round_no).result in (Result.NOT_PAIRED, Result.ZERO_BYE)
        ]
        if len(candidates) != k:
            notes.append(
                note(first_line, NoteKind.TEAM_POINTS_LEFT, player=p.start_no, surplus=str(surplus))
            )
            continue
        for r in candidates:
            p = p.with_entry(r, RoundEntry(None, p.entry(r).colour, Result.FULL_BYE))
        t.replace_player(p)
        fixed += 1
    if fixed:
        notes.append(note(first_line, NoteKind.TEAM_FORFEITS_READ, count=fixed))


# -- writing ----------------------------------------------------------------------------------
def _number(value: Fraction | None, width: int) -> str:
    if value is None:
        return " " * width
    text = str(value.numerator) if value.denominator == 1 else f"{float(value):.1f}"
    if Fraction(text) != value:  # not a half: the exact value, as the extension comment keeps
        text = str(value)
    return text.rjust(width)[:width] if len(text) <= width else " " * width


def team_lines(t: Tournament) -> list[str]:
    """The team records of `t` (TRF-26 310, 352, 362, 300, 320, 330, 240: the teams first, as
    Gacrux reads 352 only in an event it already knows has teams), the teams' match and game
    points and rank as the results give them (as the 001 points column is written)."""
    from arbiter_app.core.teams.standings import compute

    setup = t.teams
    if setup is None:
        return []
    out = []
    sc = setup.scoring
    try:
        rows = {row.team.number: row for row in compute(t).rows}
    except ValueError:
        rows = {}
    for team in setup.teams:
        row = rows.get(team.number)
        mp = _number(row.mp if row else None, 6)
        gp = _number(row.gp if row else None, 6)
        rank = f"{row.rank:>3}" if row and row.rank <= 999 else "   "
        members = " ".join(f"{m:>4}" for m in team.members)
        name = _clean_text(team.name)[:32].ljust(32)
        short = _clean_text(team.short_name)[:5].ljust(5)
        out.append(
            f"310 {team.number:>3} {name} {short} {'':>6} {mp} {gp} {rank}  {members}".rstrip()
        )
    if setup.board_colours():
        out.append(f"352 {setup.board_colours()}")
    out.append(
        f"362 TW {_number(sc.win, 5).strip():<5} TD {_number(sc.draw, 5).strip():<5} "
        f"TL {_number(sc.loss, 5).strip()}"
    )
    for x in setup.lineups:
        boards = " ".join(f"{m:>4}" for m in x.boards)
        out.append(f"300 {x.round_no:>3} {x.team:>3} {x.opponent:>3} {boards}".rstrip())
    if setup.byes or sc.bye_mp is not None or sc.bye_gp is not None:
        # The points written out even when they are the default (a draw's, C.04.6 art. 1.4):
        # TRF-2026 gives 320 no default, and Gacrux reads blank columns as no points.
        bye_mp, bye_gp = bye_points(t, setup)
        by_round: dict[int, list[int]] = {}
        for r, bye_team in setup.byes:
            by_round.setdefault(r, []).append(bye_team)
        count = max((len(v) for v in by_round.values()), default=1)
        last = max(by_round, default=0)
        for k in range(count):
            cells = [
                f"{by_round[r][k]:>3}" if r in by_round and len(by_round[r]) > k else "   "
                for r in range(1, last + 1)
            ]
            points = f"{_number(bye_mp, 4)} {_number(bye_gp, 4)}"
            out.append(f"320 {points} {' '.join(cells)}".rstrip())
    for f in setup.forfeits:
        out.append(f"330 {f.code} {f.round_no:>3} {f.white:>3} {f.black:>3}")
    for r, number, code in _requested_with_withdrawals(t, setup):
        out.append(f"240 {code} {r:>3} {number:>4}")
    return out


def _requested_with_withdrawals(t: Tournament, setup: TeamSetup) -> list[tuple[int, int, str]]:
    """The requested byes and, for a withdrawn team, a zero-point bye (`Z`) in every later
    round up to the last: TRF-2026 has no withdrawal record, and its 240 record ("bye", type
    F, H or Z, round, team ids; spec/fide-tiebreaks.md 10.3) is how a round not yet paired
    reaches the engine; C.07 16.1.1 makes every round after a withdrawal a zero-point bye.
    A reader sees the team absent in those rounds; this program's comment keeps the
    withdrawal itself."""
    out = list(setup.requested)
    have = {(r, number) for r, number, _code in out}
    last = max(t.rounds or 0, t.rounds_paired)
    for team in setup.teams:
        if team.withdrawn_after is None:
            continue
        for r in range(team.withdrawn_after + 1, last + 1):
            if (r, team.number) not in have:
                out.append((r, team.number, "Z"))
    return sorted(out)


def _clean_text(text: str) -> str:
    return "".join(" " if ord(c) < 32 or ord(c) == 127 else c for c in text)


def replace_team_lines(lines: list[str], new: list[str]) -> list[str]:
    """`lines` with their team records (and the informative 801/802, which the new records
    make stale) replaced by `new`, at the place of the first one (else at the end)."""
    out: list[str] = []
    at = None
    team = any(line[:4] in ("310 ", "013 ") for line in lines)
    for line in lines:
        record = line[:3]
        if record in TEAM_RECORDS or (team and record == "240"):
            at = len(out) if at is None else at
            continue
        out.append(line)
    i = len(out) if at is None else at
    out[i:i] = new
    return out
