"""Opening and saving a tournament in any format: one decision for every face.

A file is read by its content (a JSON object is a project file, anything else a TRF:
`io.project.load_any` for the command line, `parse_any` of the bytes the window also hands to
its worker); it is written by its name (`.arbiter` or `.json` is the native
project file, anything else a TRF, `io.project.is_project_path`), atomically in both formats
(a failed write leaves the old file as it was). The window's Save, Save As and Export TRF and
every command that writes its FILE go through `save`, so the same name gives the same format.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_app.core.model import Tournament
from arbiter_app.core.standings import Standings
from arbiter_app.io.project import is_project_path, save_project
from arbiter_app.io.trf import write_trf

__all__ = ["save"]


def save(t: Tournament, path: str | Path, standings: Standings | None = None) -> None:
    """Write `t` to `path` in the format its name asks for. `standings`: `t`'s own (the
    window's live standings), so a TRF's rank column is not computed again. OSError or
    ValueError (a record no reader would take) on failure, the old file untouched."""
    if is_project_path(path):
        save_project(t, path)
    else:
        write_trf(t, path, standings)
