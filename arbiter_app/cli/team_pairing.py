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

from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, CommandError, err, out, round_to_pair
from arbiter_app.core.model import System, Tournament
from arbiter_app.core.pairing.checker import PairingFinding
from arbiter_app.core.pairing.engine import PairingError
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
from arbiter_app.core.validate import Severity
from arbiter_app.io.team_engines import pair_teams, team_engine_name

__all__ = ["check_team_pairings", "pair_team_round"]


def _meetings(t: Tournament) -> int:
    return 2 if t.system is System.DOUBLE_ROUND_ROBIN else 1


def _finding_line(f: PairingFinding) -> str:
    # The checker's words (one vocabulary) name players; here its numbers are team numbers.
    return f.describe().replace("Players ", "Teams ").replace("Player ", "Team ")


def _label(t: Tournament) -> str:
    name = team_engine_name(t)
    return "Berger (C.05 Annex 1)" if name == "berger" else "C.04.6, gacrux"


def pair_team_round(args: argparse.Namespace, t: Tournament) -> tuple[int, list[str]]:
    """Pair the next (or `--round`) round of the team event `t` into it; the round and the
    lines to print. Raises CommandError when it cannot be paired."""
    assert t.teams is not None
    r = round_to_pair(args.file, t, args.round)
    try:
        pairing = pair_teams(t, r)
    except PairingError as exc:
        raise CommandError(f"{args.file}: round {r}: {exc}") from None
    findings = check_team_round(t, pairing, teams_to_pair(t, r), _meetings(t))
    for f in findings:
        err(f"{args.file}: {_finding_line(f)}")
    if any(f.severity is Severity.ERROR for f in findings):
        raise CommandError(f"{args.file}: round {r}: the engine's pairing fails our check")
    team_pairing_edit(t, pairing).apply(t)
    return r, _match_lines(t, pairing)


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
    checked = check_team_rounds(t, _meetings(t))
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
