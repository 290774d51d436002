"""A fixture for tests that build windows in several languages: the catalogues compiled from
the committed .ts files, own settings directories, English again afterwards. Test modules import
`language_env_fixture` (pytest knows it as `language_env`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from arbiter_app.gui import i18n, settings


@pytest.fixture(name="language_env")
def language_env_fixture(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    yield from catalogues_env(tmp_path, monkeypatch)


def catalogues_env(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, languages: tuple[str, ...] = ()
) -> Iterator[None]:
    """The fixture's work, for the catalogues of `languages` only when given: those compiled
    beside their sources when they are newer than them, else compiled here (each costs a
    pyside6-lrelease run)."""
    from test_translations import tool  # the catalogue script, loaded once there

    qm = tmp_path / "qm"
    built = [
        (tool.TRANSLATIONS / f"{tool.PREFIX}_{lang}.ts", i18n.catalogue_file(lang))
        for lang in languages
    ]
    if built and all(q.is_file() and q.stat().st_mtime >= ts.stat().st_mtime for ts, q in built):
        qm = i18n.CATALOGUES  # compiled from the committed sources (make test does it first)
    elif languages:
        qm.mkdir()
        sources = tmp_path / "ts"
        sources.mkdir()
        for ts, _q in built:
            (sources / ts.name).write_bytes(ts.read_bytes())
        tool.build(qm, directory=sources)
    else:
        qm.mkdir()
        tool.build(qm)
    monkeypatch.setattr(i18n, "CATALOGUES", qm)
    monkeypatch.delenv(i18n.ENV, raising=False)
    monkeypatch.setenv(settings.CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(settings.DATA_ENV, str(tmp_path / "data"))
    settings.set_application_names()
    yield
    i18n.uninstall()
