"""Help > About: version, licence, rule texts (issue 10: "Version number in one place, shown in
the About dialog"). The expected version is read from arbiter_app/__init__.py's text, the one
place it lives, not from the running code; the expected rule editions from the rules registry.
"""

from __future__ import annotations

import re
from pathlib import Path

from arbiter_app.core import rules
from arbiter_app.gui.about import AboutDialog, application_icon

ROOT = Path(__file__).resolve().parents[2]
VERSION = re.search(
    r'^__version__ = "([^"]+)"', (ROOT / "arbiter_app" / "__init__.py").read_text(), re.M
)


def test_about_shows_version_licence_and_every_rule_edition(qtbot) -> None:
    assert VERSION is not None
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.objectName() == "AboutDialog"
    title = dialog.findChild(type(dialog.text), "aboutTitle")
    assert f"arbiter-app {VERSION.group(1)}" in title.text()
    assert "MIT" in dialog.text.text()
    text = dialog.rules.text()
    for policy in rules.all_policies():
        assert f"<b>{policy.name}</b>" in text
    # FIDE's own texts: the Handbook chapters of C.07 (2024 and 2026 editions).
    assert "handbook.fide.com/chapter/TieBreakRegulations082024" in text
    assert "handbook.fide.com/chapter/TieBreakRegulations032026" in text


def test_application_icon_has_the_shipped_sizes() -> None:
    sizes = {s.width() for s in application_icon().availableSizes()}
    assert {16, 32, 48, 256} <= sizes


def test_help_menu_opens_the_about_dialog(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("ARBITER_APP_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "data"))
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from arbiter_app.gui import main_window

    opened = []
    monkeypatch.setattr(main_window, "show_about", lambda parent: opened.append(parent))
    window = main_window.MainWindow()
    qtbot.addWidget(window)
    menu = window.findChild(QMenu, "menuHelp")
    action = window.findChild(QAction, "actionAbout")
    assert action in menu.actions()
    assert VERSION is not None and VERSION.group(1) in action.toolTip()
    action.trigger()
    assert opened == [window]
