"""Validation findings on the command line: each located as `file:line:column` (TRF) or
`file: players[i]...` (project), one line each on stderr."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from arbiter_app.app.gates import passes
from arbiter_app.cli.common import (
    err,
)
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.model import Tournament
from arbiter_app.core.policy import asks, refusal
from arbiter_app.core.validate import Finding, Severity, validate
from arbiter_app.core.vocabulary.levels import Ask
from arbiter_app.io.errors import InputError
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.project import (
    looks_like_project,
)
from arbiter_app.io.trf import decode, player_lines, read_notes, tiebreaks_record


class _Forced:
    """`--force` as the confirmation of the policy's gate (the refusal is said by `check`)."""

    def __init__(self, force: bool) -> None:
        self.force = force

    def tell(self, ask: Ask) -> None:
        return None

    def confirm(self, ask: Ask, second: bool) -> bool:
        return self.force


def _trf_lines(path: str) -> dict[int, int] | None:
    """Start number -> line of its 001 record; None for a project file (told by content).
    Read again at each call (no module cache): `finding_lines` asks once for all findings."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None
    return None if looks_like_project(data) else player_lines(_text(path, data))


def _text(path: str, data: bytes) -> str:
    """The text of a TRF file as the reader decodes it (UTF-16, UTF-8, Windows-1252 ...)."""
    try:
        return decode(data, path)[0]
    except InputError:
        return data.decode("utf-8", "replace")


def list_place(path: str) -> str:
    """Where the file's own tie-break list is: `file:line: record 212` (TRF) or
    `file: tournament.tiebreaks` (project), so an error in it is reported as the file's."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return path
    if looks_like_project(data):
        return f"{path}: tournament.tiebreaks"
    found = tiebreaks_record(_text(path, data))
    return f"{path}:{found[1]}: record {found[0]}" if found else path


def _header_line(path: str, record: str) -> int | None:
    """The line of the first `record` header of a TRF file (for a finding about a header)."""
    try:
        text = _text(path, Path(path).read_bytes())
    except OSError:
        return None
    for n, line in enumerate(text.splitlines(), start=1):
        if line.startswith(record + " "):
            return n
    return None


def _locate(path: str, t: Tournament, finding: Finding, lines: dict[int, int] | None) -> str:
    if lines is None:
        return _record_location(path, t, finding)
    record = finding.args.get("record")
    if finding.kind.field == "record" and isinstance(record, str):
        team = finding.args.get("team_no")  # a team's own record (TRF-26 310, cols 5-7)
        n = _header_line(path, f"{record} {team:>3}" if isinstance(team, int) else record)
        return path if n is None else f"{path}:{n}:5"
    if finding.start_no is None or finding.start_no not in lines:
        return path
    column = 5
    if finding.kind.field == "points":
        column = 81
    elif finding.kind.field == "rank":
        column = 86
    elif finding.round_no is not None:
        offset = {"opponent": 92, "colour": 97, "result": 99}.get(finding.kind.field, 92)
        column = offset + 10 * (finding.round_no - 1)
    return f"{path}:{lines[finding.start_no]}:{column}"


def _record_location(path: str, t: Tournament, finding: Finding) -> str:
    if finding.start_no is None:
        return path
    try:
        index = t.position(finding.start_no)  # O(1): locating every finding stays linear
    except KeyError:
        return path
    record = f"tournament.players[{index}]"
    if finding.round_no is not None:
        record += f".rounds[{finding.round_no - 1}]"
    return f"{path}: {record}"


def finding_lines(path: str, t: Tournament, findings: Iterable[Finding]) -> Iterator[str]:
    """One printed line per finding (the file's line map looked up once for all)."""
    lines = _trf_lines(path)
    for finding in findings:
        prefix = "warning: " if finding.severity is Severity.WARNING else ""
        yield f"{_locate(path, t, finding, lines)}: {prefix}{finding.describe()}"


def note_lines(path: str, t: Tournament) -> list[str]:
    """What the TRF reader noted (a record given twice, team records skipped ...), located."""
    return [f"{path}:{n.line}: note: {ENGLISH_LABELS.note(n)}" for n in read_notes(t)]


def check(
    path: str,
    t: Tournament,
    force: bool = False,
    live: LiveStandings | None = None,
    command: str = "standings",
) -> bool:
    """Print validation findings to stderr; False when `command` must stop (`core.policy`,
    the one table of what each command does with them). `live`: the command's live
    standings; when the file declares a tie-break list, the rank check takes the standings
    from it, and the command's ranking later reuses that run."""
    standings = None
    if live is not None and t.tiebreaks:
        ranked = live.rank(t, details=False)
        if ranked.error is None:  # (a list that cannot be used is reported where it is used)
            standings = ranked.standings
    # (the records as the ranking read them: the check reads each record once more at most)
    findings = validate(t, standings, records=None if live is None else live.records())
    # The gate of core.policy, confirmed on the command line by --force (its option); the
    # sentence said on refusal is `refusal`, which names the records.
    stop = not passes(asks(command, findings, t.fide_mode.on), _Forced(force))
    shown = findings
    if stop:
        # Ranks follow from the records: while some contradict each other, a rank-column
        # warning falls on players whose own records are fine. The refusal names the records.
        shown = [f for f in findings if f.kind.field != "rank"]
    for line in note_lines(path, t):
        err(line)
    for line in finding_lines(path, t, shown):
        err(line)
    if stop:
        err(f"{path}: {refusal(findings)}")
        return False
    return True
