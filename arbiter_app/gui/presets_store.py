"""The arbiter's own tie-break presets, kept in the application settings (`gui.settings`).

A user preset is a name, an ordered tie-break list and a rule set (None: by start date). It is
an application setting, shared by every tournament on this computer; the list a tournament uses
is stored in the tournament itself (native file, TRF-26 202/212), never here. Stored as one
JSON text under ``tiebreaks/userPresets`` (QSettings turns nested lists into platform-specific
shapes; a JSON string reads back the same everywhere). Entries that cannot be read are skipped,
never a crash.
"""

from __future__ import annotations

import json

from msgspec import Struct

from arbiter_app.gui import settings as app_settings

KEY = "tiebreaks/userPresets"


class UserPreset(Struct, frozen=True):
    name: str
    tiebreaks: tuple[str, ...]
    rules: str | None = None


def load() -> list[UserPreset]:
    """Every saved preset, in the order saved (unreadable entries left out)."""
    raw = app_settings.settings().value(KEY, "")
    try:
        data = json.loads(str(raw)) if raw else []
    except (ValueError, RecursionError):  # not JSON, 5,000-digit numbers, absurd nesting
        return []
    out: list[UserPreset] = []
    for item in data if isinstance(data, list) else []:
        if not isinstance(item, dict):
            continue
        name, tiebreaks, rules = item.get("name"), item.get("tiebreaks"), item.get("rules")
        if not isinstance(name, str) or not name.strip() or not isinstance(tiebreaks, list):
            continue
        if not all(isinstance(x, str) for x in tiebreaks):
            continue
        out.append(UserPreset(name, tuple(tiebreaks), rules if isinstance(rules, str) else None))
    return out


def _write(presets: list[UserPreset]) -> None:
    data = [{"name": p.name, "tiebreaks": list(p.tiebreaks), "rules": p.rules} for p in presets]
    s = app_settings.settings()
    s.setValue(KEY, json.dumps(data, ensure_ascii=False))
    s.sync()


def save(preset: UserPreset) -> list[UserPreset]:
    """Add `preset`, replacing one of the same name (case-insensitive)."""
    key = preset.name.strip().casefold()
    presets = [p for p in load() if p.name.strip().casefold() != key]
    presets.append(preset)
    _write(presets)
    return presets


def delete(name: str) -> list[UserPreset]:
    key = name.strip().casefold()
    presets = [p for p in load() if p.name.strip().casefold() != key]
    _write(presets)
    return presets


def find(name: str) -> UserPreset | None:
    key = name.strip().casefold()
    return next((p for p in load() if p.name.strip().casefold() == key), None)
