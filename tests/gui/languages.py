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
    """The fixture's work, for the catalogues of `languages` only when given (each compiled
    catalogue costs a pyside6-lrelease run)."""
    qm = tmp_path / "qm"
    qm.mkdir()
    from test_translations import tool  # the catalogue script, loaded once there

    sources = tool.TRANSLATIONS
    if languages:
        sources = tmp_path / "ts"
        sources.mkdir()
        for lang in languages:
            name = f"{tool.PREFIX}_{lang}.ts"
            (sources / name).write_bytes((tool.TRANSLATIONS / name).read_bytes())
    tool.build(qm, directory=sources)
    monkeypatch.setattr(i18n, "CATALOGUES", qm)
    monkeypatch.delenv(i18n.ENV, raising=False)
    monkeypatch.setenv(settings.CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(settings.DATA_ENV, str(tmp_path / "data"))
    settings.set_application_names()
    yield
    i18n.uninstall()
