"""Shared test set-up: Qt runs offscreen; paths to the copied fixtures."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DATA = Path(__file__).parent / "data"
FIDE_TEC = DATA / "fide-tec"
SEEDS = DATA / "seeds"
