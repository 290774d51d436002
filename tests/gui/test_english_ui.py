"""The English interface right after install: no string of another language left in it.

The English catalogue says every text as its English source does; a window built in English —
at first start, or switched back to English from another language — shows exactly the texts of
the program's sources, and no letter only Swedish, Norwegian, Danish or Bulgarian write (å ä ö
æ ø, Cyrillic) anywhere in the main window, its menus and every dialog."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FIDE_TEC
from every_dialog import dialogs
from languages import catalogues_env
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_untranslated_texts import texts

from arbiter_app.gui import i18n
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.io.trf import read_trf

ROOT = Path(__file__).resolve().parents[2]
EVENT = FIDE_TEC / "held_swiss_5.trf"  # players' names in plain ASCII
FOREIGN = re.compile(r"[åäöæøÅÄÖÆØ\u0400-\u04ff]")


@pytest.fixture(name="sv_en")
def sv_en_fixture(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """The Swedish and English catalogues compiled and installable (languages.py)."""
    yield from catalogues_env(tmp_path, monkeypatch, ("sv", "en"))


def test_the_english_catalogue_says_its_sources() -> None:
    root = ET.parse(ROOT / "resources" / "translations" / "arbiter_app_en.ts").getroot()
    differ = []
    messages = list(root.iter("message"))
    for m in messages:
        source = m.findtext("source")
        t = m.find("translation")
        assert t is not None and t.get("type") != "unfinished", source
        forms = [f.text for f in t.iter("numerusform")] or [t.text]
        differ += [f"{source!r} -> {f!r}" for f in forms if f != source]
    assert len(messages) > 1000  # the whole catalogue was read
    assert differ == []


def _window(qtbot: QtBot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_path(EVENT, ask=False)
    w.wait_for_standings()
    w.document.undo_stack.setClean()
    return w


def _shown(w: MainWindow) -> dict[str, str]:
    # The Language menu names each language in its own words, by design (gui/i18n.py).
    return {k: v for k, v in texts(w).items() if not k.startswith("action:actionLanguage_")}


def test_english_shows_the_sources_and_nothing_else(
    qtbot: QtBot, sv_en: None, tmp_path: Path
) -> None:
    i18n.uninstall()  # no catalogue at all: the program's own source texts
    sources = _shown(_window(qtbot))
    i18n.install("sv")
    assert i18n.current_language() == "sv"
    switched = _window(qtbot)
    assert _shown(switched) != sources  # Swedish is shown: the catalogues are installed
    i18n.set_language("en", remember=False)  # Language > English, as the menu does it
    assert _shown(switched) == sources
    first_start = _window(qtbot)  # a window opened in English after another language
    assert _shown(first_start) == sources
    foreign = [f"{k}: {v!r}" for k, v in sources.items() if FOREIGN.search(v)]
    assert foreign == []
    assert len(sources) > 100

    built = dialogs(lambda: read_trf(EVENT))
    for name, make in built.items():
        dialog = make(tmp_path)
        qtbot.addWidget(dialog)
        foreign = [f"{k}: {v!r}" for k, v in texts(dialog).items() if FOREIGN.search(v)]
        assert foreign == [], name
