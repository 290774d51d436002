"""`pair` and `check-pairings` on a team event: rounds of matches (`core.pairing.teams`).

`pair` pairs the next round's matches by the event's engine (`io.team_engines`: Berger for a
declared team round robin, gacrux's C.04.6 team engine otherwise), checks them, writes each
match's boards (lineup or board order) and prints the matches and their boards.
`check-pairings` checks every paired round as a set of matches: the absolute rules (each team
once, no rematch, no second bye) and the same matches and bye as the engine pairs from the
round's history (C.04.A, free pairings checker: the order of the tables never counts; the same
two teams the other way round is one difference, the first-named team).
"""

from __future__ import annotations

import argparse

from arbiter_app.app.team_pairing import meetings
from arbiter_app.app.team_pairing import pair_team_round as app_pair_team_round
from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, CommandError, err, out, round_to_pair
from arbiter_app.core.edits import EditError
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.checker import PairingFinding
from arbiter_app.core.pairing.engine import PairingError
from arbiter_app.core.pairing.teams import (
    TEAM_ISSUE_WORDS,
    TeamPairing,
    check_team_rounds,
    left_out_teams,
    match_boards,
    team_history,
    team_pairing_of,
)
from arbiter_app.core.teams.edits import WithdrawTeam
from arbiter_app.core.validate import Severity
from arbiter_app.core.vocabulary.results import RESULTS
from arbiter_app.io.team_engines import pair_teams, team_engine_name

__all__ = ["check_team_pairings", "pair_team_round", "withdraw_teams"]


def _finding_line(f: PairingFinding) -> str:
    # The team checker's findings in its words (numbers are team numbers).
    return f"{f.severity.value}: round {f.round_no}: {f.words(TEAM_ISSUE_WORDS[f.issue])}"


def _label(t: Tournament) -> str:
    name = team_engine_name(t)
    return "Berger (C.05 Annex 1)" if name == "berger" else "C.04.6, gacrux"


def withdraw_teams(t: Tournament, specs: list[str], source: str) -> None:
    """Apply `--withdraw-team NO[:ROUND]` (the arbiter's record of a team's withdrawal)."""
    if specs and t.teams is None:
        raise CommandError(f"{source}: --withdraw-team: not a team event")
    for spec in specs:
        number, _, after = spec.partition(":")
        if not number.isdecimal() or (after and not after.isdecimal()):
            raise CommandError(f"--withdraw-team {spec!r}: expected a team number, or NO:ROUND")
        try:
            WithdrawTeam(int(number), int(after) if after else t.rounds_paired).apply(t)
        except EditError as exc:
            raise CommandError(f"{source}: --withdraw-team: {exc}") from None


def pair_team_round(args: argparse.Namespace, t: Tournament) -> tuple[int, list[str]]:
    """Pair the next (or `--round`) round of the team event `t` into it; the round and the
    lines to print. Raises CommandError when it cannot be paired."""
    assert t.teams is not None
    r = round_to_pair(args.file, t, args.round)
    try:
        paired = app_pair_team_round(t, r)
    except PairingError as exc:
        raise CommandError(f"{args.file}: round {r}: {exc}") from None
    for f in paired.findings:
        err(f"{args.file}: {_finding_line(f)}")
    if paired.errors:
        raise CommandError(f"{args.file}: round {r}: the engine's pairing fails our check")
    paired.edit.apply(t)
    return r, _match_lines(t, paired.pairing) + _left_out_lines(t, r)


def _left_out_lines(t: Tournament, round_no: int) -> list[str]:
    """The teams not paired and why (`core.pairing.teams.left_out_teams`)."""
    assert t.teams is not None
    lines = []
    for number, result in left_out_teams(t, round_no):
        team = t.teams.team(number)
        why = (
            f"withdrawn after round {team.withdrawn_after}"
            if result is None
            else RESULTS[result].name
        )
        lines.append(f"   -  {number:>3} {team.label()}  not paired: {why}")
    return lines


def _match_lines(t: Tournament, pairing: TeamPairing) -> list[str]:
    assert t.teams is not None
    lines = [f"Round {pairing.round_no} ({_label(t)}): {len(pairing.matches)} matches"]
    boards = iter(match_boards(t, pairing).boards)
    per_match: dict[tuple[int, int], list[str]] = {m: [] for m in pairing.matches}
    first_of: dict[int, tuple[int, int]] = {}
    for m in pairing.matches:
        for no in t.teams.team(m[0]).members + t.teams.team(m[1]).members:
            first_of.setdefault(no, m)
    for white, black in boards:
        per_match[first_of.get(white, pairing.matches[0])].append(f"{white}-{black}")
    for k, (a, b) in enumerate(pairing.matches, start=1):
        ta, tb = t.teams.team(a), t.teams.team(b)
        lines.append(
            f"{k:>4}  {a:>3} {ta.label()[:24]:<24} - {b:>3} {tb.label()[:24]:<24}"
            f"  boards {' '.join(per_match[(a, b)])}"
        )
    if pairing.bye is not None:
        name = t.teams.team(pairing.bye).label()
        lines.append(f"   -  {pairing.bye:>3} {name}  pairing-allocated bye (C.04.6 1.4)")
    return lines


def _differences(mine: TeamPairing, engine: TeamPairing) -> list[str]:
    ours = {frozenset(m): m for m in mine.matches}
    theirs = {frozenset(m): m for m in engine.matches}
    out_lines = []
    for key in sorted(ours.keys() | theirs.keys(), key=sorted):
        a, b = ours.get(key), theirs.get(key)
        if a is None and b is not None:
            out_lines.append(f"the engine pairs teams {b[0]}-{b[1]}, the file does not")
        elif b is None and a is not None:
            out_lines.append(f"the file pairs teams {a[0]}-{a[1]}, the engine does not")
        elif a != b and a is not None and b is not None:
            out_lines.append(f"first-named team reversed: file {a[0]}-{a[1]}, engine {b[0]}-{b[1]}")
    if mine.bye != engine.bye:
        out_lines.append(f"team bye: file {mine.bye or 'none'}, engine {engine.bye or 'none'}")
    return out_lines


def check_team_pairings(args: argparse.Namespace, t: Tournament) -> int:
    """`check-pairings` on a team event (see the module docstring)."""
    assert t.teams is not None
    bad = False
    label = _label(t)
    checked = check_team_rounds(t, meetings(t))
    rounds = sorted(checked)
    for r in rounds:
        mine = team_pairing_of(t, r)
        findings = checked[r]
        errors = [f for f in findings if f.severity is Severity.ERROR]
        bad = bad or bool(errors)
        try:
            engine = pair_teams(team_history(t, r), r)
        except PairingError as exc:
            bad = True
            out(f"{args.file}: round {r}: the engine cannot pair it: {exc}")
            engine = None
        if engine is not None:
            diffs = _differences(mine, engine)
            bad = bad or bool(diffs)
            verdict = f"same matches as {label}" if not diffs else f"{len(diffs)} difference(s)"
            out(f"{args.file}: round {r}: {verdict}")
            for line in diffs:
                out(f"  {line}")
        for f in findings:
            out(f"  {_finding_line(f)}")
    if not rounds:
        out(f"{args.file}: no paired round to check")
    return EXIT_BAD_INPUT if bad else EXIT_OK
