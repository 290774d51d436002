"""Where the GUI keeps its state: QSettings (geometry, recent files) and the user data directory
(crash recovery files).

Both locations can be redirected by environment variables, so tests (and portable installs)
never touch the user's real settings:

- `ARBITER_APP_CONFIG_DIR`: settings go to `<dir>/arbiter-app.ini` instead of the platform store;
- `ARBITER_APP_DATA_DIR`: recovery files go to `<dir>/recovery/` instead of the platform's
  application data directory.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

ORGANISATION = "arbiter-app"
APPLICATION = "arbiter-app"
CONFIG_ENV = "ARBITER_APP_CONFIG_DIR"
DATA_ENV = "ARBITER_APP_DATA_DIR"
MAX_RECENT = 8


def set_application_names() -> None:
    """Names QSettings and QStandardPaths derive their locations from (call before either)."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)


def settings() -> QSettings:
    config = os.environ.get(CONFIG_ENV)
    if config:
        Path(config).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(config) / "arbiter-app.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


def data_dir() -> Path:
    """The user data directory (created on demand)."""
    override = os.environ.get(DATA_ENV)
    if override:
        path = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(location) if location else Path.home() / ".arbiter-app"
    path.mkdir(parents=True, exist_ok=True)
    return path


def recent_files() -> list[str]:
    value = settings().value("recentFiles", [])
    if isinstance(value, str):  # QSettings returns a lone string for a one-element list
        return [value]
    return [str(v) for v in value] if isinstance(value, list | tuple) else []


def add_recent_file(path: str | os.PathLike[str]) -> list[str]:
    """Put `path` first in the recent files (no duplicates, at most MAX_RECENT)."""
    p = str(Path(path).resolve())
    files = [p] + [f for f in recent_files() if f != p]
    files = files[:MAX_RECENT]
    s = settings()
    s.setValue("recentFiles", files)
    s.sync()
    return files
