"""One team tournament of the cross-test (`crosstest --teams`), against Gacrux's team engine,
its pairing checker and its team tie-breaks.

Two directions, each a plain function of (index, seed, options) so a pool can run them:

- `team-ours`: our random team Swiss (`core.pairing.team_generator`, `generate --teams N
  --boards B`). Before each round the event is written as a TRF, read back, and its round is
  paired as `arbiter-app pair` pairs it (gacrux's FIDE Swiss Team Pairing System, C.04.6, fed
  the TRF-26 we write: `io.team_engines`); our team checker (`core.pairing.teams.
  check_team_round`: each present team once, no rematch, no second bye) judges it. The
  finished file goes to Gacrux's own pairing checker (its `pairingchecker -c`: every round as
  written must be the one its engine pairs from the rounds before, board for board and colour
  for colour); any round it rejects is a discrepancy of our TRF (the history we hand the
  engine and the file we write must say the same).
- `team-gacrux`: our checker on Gacrux's rounds. The same event, its last round paired by
  gacrux and, in every other tournament, changed as the invalid fixtures of Gacrux's corpus
  are (its README: `team_colour`, the colours of one match reversed; `team_opponent`, the
  opponents of two matches cross-swapped). Then both checkers judge every round — Gacrux's
  `pairingchecker -c`, and ours as `check-pairings` does (the absolute rules, and the same
  matches with the same first-named team as the engine pairs from the round's history,
  `core.pairing.teams.team_history`) — and must give the same verdict on each round; the
  changed round must be rejected by both.

In both, the final team standings equal Gacrux's team tie-breaks (`TEAM_TIEBREAKS`, C.07 Arts.
11-13 and 16: rank, match points, and every value Gacrux prints as a number; EDE is a rank).
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from msgspec import Struct
from msgspec.structs import replace

from arbiter_app.core.edits import SetResult
from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.pairing.engine import PairingError
from arbiter_app.core.pairing.generator import Settings
from arbiter_app.core.pairing.team_generator import clamped_teams, generate_teams
from arbiter_app.core.pairing.teams import (
    TeamPairing,
    check_team_round,
    check_team_rounds,
    match_boards,
    team_history,
    team_pairing_edit,
    team_pairing_of,
    teams_to_pair,
)
from arbiter_app.core.teams.matches import bye_points
from arbiter_app.core.teams.standings import compute as team_standings
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.validate import Severity
from arbiter_app.io.crosstest import (
    CHECKER,
    PAIRING,
    TIEBREAK,
    Discrepancy,
    Outcome,
    standings_differences,
    timed,
)
from arbiter_app.io.crosstest import gacrux_standings as gacrux_values
from arbiter_app.io.team_engines import pair_teams, with_engine_head
from arbiter_app.io.trf import format_trf, parse_trf

__all__ = [
    "KNOWN",
    "TEAM_DIRECTIONS",
    "TEAM_KINDS",
    "TEAM_TIEBREAKS",
    "TeamOptions",
    "gacrux_check",
    "run_team_one",
]

TEAM_DIRECTIONS = ("team-ours", "team-gacrux")
KNOWN = "known"  # a difference of Gacrux's, explained (`team_tiebreak_discrepancies`)
TEAM_KINDS = (PAIRING, CHECKER, TIEBREAK, KNOWN)
# FIDE's Grandmommy's Cup list (its 202 record) and the other team criteria of C.07 2026
# (Arts. 11-13, 16), every kind: direct encounter, the team Sonneborn-Berger variants,
# Buchholz of match and game points, board count.
TEAM_TIEBREAKS = ("EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP", "BH:GP", "EGGSB", "BC", Code.SB)
# Printed by Gacrux as a place inside a group, not a value: compared through the ranks.
_RANKS_ONLY = ("EDE", "TBR", "BBE")


class TeamOptions(Struct, frozen=True):
    teams: tuple[int, int] = (4, 30)
    boards: tuple[int, int] = (2, 6)
    rounds: tuple[int, int] = (3, 9)


def _settings(seed: int, options: TeamOptions) -> Settings:
    rng = random.Random(seed)
    teams = rng.randint(*options.teams)
    boards = rng.randint(*options.boards)
    rounds = rng.randint(*options.rounds)
    return clamped_teams(
        Settings(
            players=0,
            rounds=rounds,
            seed=seed,
            teams=teams,
            boards=boards,
            forfeits=rng.choice((0.0, 0.02, 0.05)),
            draw_rate=rng.choice((0.2, 0.3, 0.45)),
        )
    )


def _pair_from_file(outcome: Outcome) -> Any:
    """The generator's team engine: the event written and read back, paired as `pair` does,
    judged by our checker (a discrepancy when it finds an error)."""

    def pair_round(t: Tournament, round_no: int) -> TeamPairing:
        text = format_trf(t)
        back = parse_trf(text, source=f"seed {outcome.seed}")
        try:
            pairing = pair_teams(back, round_no)
        except PairingError as exc:
            outcome.note = f"round {round_no}: {exc}"
            raise
        outcome.rounds += 1
        findings = check_team_round(back, pairing, teams_to_pair(back, round_no))
        errors = [f.describe() for f in findings if f.severity is Severity.ERROR]
        if errors:
            detail = f"gacrux's pairing: {'; '.join(errors[:5])}"
            outcome.discrepancies.append(Discrepancy(CHECKER, round_no, detail, text))
        return pairing

    return pair_round


def gacrux_check(t: Tournament) -> dict[int, bool]:
    """Gacrux's `pairingchecker -c` on the event (in process, as its `do_checker` does): per
    round, whether the round as written is the one its team engine pairs."""
    from gacrux.gacruxexeptions import GacruxNoLegalPairing  # type: ignore[import-untyped]
    from gacrux.pairingfideteam import pairing_fideteam  # type: ignore[import-untyped]
    from gacrux.trf2json import trf2json  # type: ignore[import-untyped]

    reader = trf2json()
    reader.parse_file(with_engine_head(t, format_trf(t)), 0)
    tournament = reader.get_tournament(1)
    if tournament is None:
        raise PairingError("Gacrux could not read the team tournament")
    params: dict[str, Any] = {"experimental": [], "verbose": 0, "top_color": ""}

    def pairs(brackets: Any) -> list[tuple[int, int]]:
        found = [p for b in brackets if b and "pairs" in b for p in b["pairs"]]
        return [(int(p["w"]), int(p["b"])) for p in sorted(found, key=lambda p: p["board"])]

    verdicts = {}
    for r in range(1, t.rounds_paired + 1):
        # One engine a round, the declared round analysed first (as `compute_pairing` there).
        engine_of_round = pairing_fideteam(tournament, r, params)
        declared = pairs(engine_of_round.compute_pairing(True, 0))
        try:
            engine = pairs(engine_of_round.compute_pairing(False, 0))
        except GacruxNoLegalPairing:
            engine = []
        verdicts[r] = bool(engine) and declared == engine
    return verdicts


def our_check(t: Tournament) -> dict[int, bool]:
    """Ours, as `check-pairings` on a team event: per round, no error of the absolute rules
    and the same matches, first-named team included, and bye as the engine pairs from the
    round's history."""
    verdicts = {}
    for r, findings in check_team_rounds(t).items():
        ok = not any(f.severity is Severity.ERROR for f in findings)
        try:
            engine = pair_teams(team_history(t, r), r)
        except PairingError:
            engine = None
        mine = team_pairing_of(t, r)
        same = engine is not None and set(mine.matches) == set(engine.matches)
        verdicts[r] = ok and same and engine is not None and mine.bye == engine.bye
    return verdicts


def _play(t: Tournament, pairing: TeamPairing, rng: random.Random) -> None:
    for white, _black in match_boards(t, pairing).boards:
        result = rng.choice((Result.WIN, Result.DRAW, Result.DRAW, Result.LOSS))
        SetResult(pairing.round_no, white, result).apply(t)


def _changed(pairing: TeamPairing, rng: random.Random) -> tuple[TeamPairing, str]:
    """`pairing` changed as one of the corpus's invalid fixtures are made."""
    matches = list(pairing.matches)
    if len(matches) >= 2 and rng.random() < 0.5:
        i, j = sorted(rng.sample(range(len(matches)), 2))
        (a, b), (c, d) = matches[i], matches[j]
        matches[i], matches[j] = (a, d), (c, b)
        how = f"team_opponent: {a}-{b} and {c}-{d} made {a}-{d} and {c}-{b}"
    else:
        i = rng.randrange(len(matches))
        a, b = matches[i]
        matches[i] = (b, a)
        how = f"team_colour: {a}-{b} made {b}-{a}"
    return TeamPairing(pairing.round_no, tuple(matches), pairing.bye), how


def run_team_ours(index: int, seed: int, options: TeamOptions) -> Outcome:
    s = _settings(seed, options)
    outcome = Outcome(index, seed, "team-ours", s.players)
    try:
        t = generate_teams(s, _pair_from_file(outcome))
    except PairingError:
        return outcome  # gacrux found no legal pairing: the note says where
    text = format_trf(t)
    for r, ok in gacrux_check(parse_trf(text, source="<crosstest>")).items():
        if not ok:
            detail = f"Gacrux's checker rejects round {r} of the file we wrote"
            outcome.discrepancies.append(Discrepancy(PAIRING, r, detail, text))
    outcome.discrepancies += team_tiebreak_discrepancies(text)
    return outcome


def run_team_gacrux(index: int, seed: int, options: TeamOptions) -> Outcome:
    s = _settings(seed, options)
    outcome = Outcome(index, seed, "team-gacrux", s.players)
    last = s.rounds
    try:
        t = generate_teams(s, _pair_from_file(outcome), upto=last - 1)
        pairing = _pair_from_file(outcome)(t, last)
    except PairingError:
        return outcome
    rng = random.Random(seed)
    changed = index % 2 == 1 and len(pairing.matches) >= 1
    if changed:
        pairing, how = _changed(pairing, rng)
        outcome.note = f"round {last} changed ({how})"
    team_pairing_edit(t, pairing).apply(t)
    _play(t, pairing, rng)
    text = format_trf(t)
    back = parse_trf(text, source="<crosstest>")
    theirs, ours = gacrux_check(back), our_check(back)
    for r in sorted(theirs.keys() | ours.keys()):
        if theirs.get(r) != ours.get(r):
            detail = f"round {r}: Gacrux's checker says {theirs.get(r)}, ours {ours.get(r)}"
            outcome.discrepancies.append(Discrepancy(CHECKER, r, detail, text))
    if changed and (theirs.get(last) or ours.get(last)):
        detail = f"the changed round {last} passed a checker ({outcome.note})"
        outcome.discrepancies.append(Discrepancy(CHECKER, last, detail, text))
    outcome.discrepancies += team_tiebreak_discrepancies(text)
    return outcome


def run_team_one(direction: str, index: int, seed: int, options: TeamOptions) -> Outcome:
    """One team tournament of `direction`; a crash of ours is a discrepancy with its seed."""
    runner = run_team_ours if direction == "team-ours" else run_team_gacrux
    return timed(runner, direction, index, seed, options)


def team_tiebreak_discrepancies(text: str) -> list[Discrepancy]:
    """Teams whose rank, match points or a value of `TEAM_TIEBREAKS` differ from Gacrux's.

    One difference is Gacrux's and known (`KNOWN`): it counts a team bye's game points as a
    whole number, rounded half to even (the 320 record's 1.5, 2.5, 3.0 and 5.0 give 2, 2, 3 and
    5 in its standings), so the bye of an odd number of boards (a draw on each, C.04.6 art.
    1.4: 1.5 for 3 boards) differs. Such an event is compared again with the bye's game points
    rounded so on our side; when that agrees everywhere, the difference is that one."""
    t = parse_trf(text, source="<crosstest>")
    theirs = gacrux_values(text, TEAM_TIEBREAKS)
    lines = _differences(t, theirs)
    if not lines:
        return []
    detail = f"{len(lines)} differences, first: {'; '.join(lines[:3])}"
    assert t.teams is not None
    if t.teams.byes:
        mp, gp = bye_points(t, t.teams)
        if gp.denominator != 1:
            whole = Fraction(round(gp))  # (Python's round: half to even, as Gacrux's)
            scoring = replace(t.teams.scoring, bye_mp=mp, bye_gp=whole)
            t.teams = replace(t.teams, scoring=scoring)
            if not _differences(t, theirs):
                why = f"Gacrux counts the team bye's {gp} game points as {whole}"
                return [Discrepancy(KNOWN, None, f"{why}: {detail}", text)]
    return [Discrepancy(TIEBREAK, None, detail, text)]


def _differences(t: Tournament, theirs: dict[int, tuple[Any, ...]]) -> list[str]:
    st = team_standings(t, list(TEAM_TIEBREAKS))
    compared = [i for i, code in enumerate(TEAM_TIEBREAKS) if not code.startswith(_RANKS_ONLY)]
    rows = ((f"team {r.team.number}", r.team.number, r.rank, r.mp, r.values) for r in st.rows)
    return standings_differences(rows, theirs, TEAM_TIEBREAKS, compared, "match points")
