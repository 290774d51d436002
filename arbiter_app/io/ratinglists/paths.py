"""Where the rating-list databases live: `<user data dir>/ratinglists/`, without Qt.

The GUI resolves the user data directory with Qt (`QStandardPaths.AppDataLocation`, in
`gui/settings.py`); the CLI and the io layer must not import Qt, so this module computes the same
place by hand: `$ARBITER_APP_DATA_DIR` when set (tests, portable installs), otherwise the
platform's application-data directory with the organisation and application names Qt appends
(`arbiter-app/arbiter-app`):

- Linux and other Unix: `$XDG_DATA_HOME` (default `~/.local/share`)/arbiter-app/arbiter-app
- Windows: `%APPDATA%`/arbiter-app/arbiter-app
- macOS: `~/Library/Application Support`/arbiter-app/arbiter-app
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

DATA_ENV = "ARBITER_APP_DATA_DIR"  # the same variable gui/settings.py reads
_NAMES = ("arbiter-app", "arbiter-app")  # organisation, application (gui/settings.py)
SUFFIX = ".sqlite"  # one database per imported list: `<source>.sqlite` (`store`)


def data_dir() -> Path:
    """The user data directory (not created here)."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base.joinpath(*_NAMES)


def lists_dir() -> Path:
    """`<data dir>/ratinglists`, created on demand."""
    path = data_dir() / "ratinglists"
    path.mkdir(parents=True, exist_ok=True)
    return path


def has_lists(directory: Path) -> bool:
    """Whether any list has been imported into `directory` (a glob: no database opened)."""
    return any(directory.glob(f"*{SUFFIX}"))
