"""scripts/screenshot.py writes the README's main-window picture (issue 5 acceptance 3): a PNG
of 1366×768 of the window on the bundled example, with the grid, palette and standings shown."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def test_screenshot_script_writes_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object
) -> None:
    # The script points settings and data at a scratch directory; keep that out of this process.
    monkeypatch.setenv("ARBITER_APP_CONFIG_DIR", str(tmp_path / "c"))
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "d"))
    spec = importlib.util.spec_from_file_location("screenshot", ROOT / "scripts/screenshot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = tmp_path / "main_window.png"
    assert module.main(["--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
