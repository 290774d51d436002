"""Shared test set-up: Qt runs offscreen; paths to the copied fixtures."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

# One 1366x768 screen (a common laptop; the offscreen plugin's own default is 800x800): every
# window and dialog is tested on the screen arbiters have (tests/gui/test_screen_fit.py).
_SCREEN = Path(__file__).parent / "data" / "screen-1366x768.json"
# (`make test` sets plain "offscreen": the screen is added to it; another platform is kept.)
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
# Any main window a test creates keeps its settings (recent files, geometry) and recovery copies
# in a scratch directory, never in the user's own (gui/settings.py reads these variables).
_SCRATCH = tempfile.mkdtemp(prefix="arbiter-app-tests-")
os.environ.setdefault("ARBITER_APP_CONFIG_DIR", os.path.join(_SCRATCH, "config"))
os.environ.setdefault("ARBITER_APP_DATA_DIR", os.path.join(_SCRATCH, "data"))

DATA = Path(__file__).parent / "data"
FIDE_TEC = DATA / "fide-tec"
SEEDS = DATA / "seeds"
