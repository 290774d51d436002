"""Validation findings on the command line: each located as `file:line:column` (TRF) or
`file: players[i]...` (project), one line each on stderr."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.cli.common import (
    err,
)
from arbiter_app.core.model import Tournament
from arbiter_app.core.validate import Finding, Severity, validate
from arbiter_app.io.project import (
    looks_like_project,
)
from arbiter_app.io.trf import player_lines


class Locator:
    """Places the findings of one file: `file:line:column` (TRF) or `file: players[i]...`
    (project, told by content). The file is read once, when the first finding is placed."""

    def __init__(self, path: str, t: Tournament) -> None:
        self.path = path
        self.t = t
        self._read = False
        self._lines: dict[int, int] | None = None

    def lines(self) -> dict[int, int] | None:
        """Start number -> line of its 001 record; None for a project file."""
        if not self._read:
            self._read = True
            try:
                data = Path(self.path).read_bytes()
            except OSError:
                return None
            if not looks_like_project(data):
                self._lines = player_lines(data.decode("utf-8", "replace"))
        return self._lines

    def locate(self, finding: Finding) -> str:
        path = self.path
        lines = self.lines()
        if lines is None:
            return _record_location(path, self.t, finding)
        if finding.start_no is None or finding.start_no not in lines:
            return path
        column = 5
        if finding.kind.field == "points":
            column = 81
        elif finding.round_no is not None:
            offset = {"opponent": 92, "colour": 97, "result": 99}.get(finding.kind.field, 92)
            column = offset + 10 * (finding.round_no - 1)
        return f"{path}:{lines[finding.start_no]}:{column}"

    def line(self, finding: Finding) -> str:
        """The finding as one line of output, with its place."""
        prefix = "warning: " if finding.severity is Severity.WARNING else ""
        return f"{self.locate(finding)}: {prefix}{finding.describe()}"


def _record_location(path: str, t: Tournament, finding: Finding) -> str:
    if finding.start_no is None or not t.has_player(finding.start_no):
        return path
    index = t.players.index(t.player(finding.start_no))
    record = f"tournament.players[{index}]"
    if finding.round_no is not None:
        record += f".rounds[{finding.round_no - 1}]"
    return f"{path}: {record}"


def finding_line(path: str, t: Tournament, finding: Finding) -> str:
    """One finding as a line of output (`Locator.line`; for many, make one Locator)."""
    return Locator(path, t).line(finding)


def check(path: str, t: Tournament, force: bool = False) -> bool:
    """Print validation findings to stderr; False when errors should stop the command."""
    findings = validate(t)
    errors = [f for f in findings if f.severity is Severity.ERROR]
    places = Locator(path, t)
    for finding in findings:
        err(places.line(finding))
    if errors and not force:
        err(
            f"{path}: {len(errors)} inconsistenc{'y' if len(errors) == 1 else 'ies'} in the "
            "records; fix them or use --force"
        )
        return False
    return True
