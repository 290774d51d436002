"""The GUI tests' answers to FIDE mode's questions (gui/gates.py's `DialogConfirmer`).

Installed for every test under tests/gui by tests/conftest.py (`gates`).

A gate's dialog is modal: unanswered it would stop a test. Every GUI test gets `gates`: what
was told and asked (gate code, level, second step?) and `answer`, what the confirmations
answer (Cancel, the default button, unless a test says OK). A test of the dialogs themselves
puts the real methods back (`REAL_TELL`, `REAL_CONFIRM`) and answers `QMessageBox.exec`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from arbiter_app.core.vocabulary.levels import Ask
from arbiter_app.gui.gates import DialogConfirmer

REAL_TELL = DialogConfirmer.tell
REAL_CONFIRM = DialogConfirmer.confirm


@dataclass
class Gates:
    told: list[tuple[str, int]] = field(default_factory=list)
    asked: list[tuple[str, int, bool]] = field(default_factory=list)
    answer: bool = False

    def codes(self) -> list[str]:
        return [code for code, *_ in (*self.told, *self.asked)]


def install(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gates]:
    gates = Gates()

    def tell(self: DialogConfirmer, ask: Ask) -> None:
        gates.told.append((ask.gate.value, int(ask.level)))

    def confirm(self: DialogConfirmer, ask: Ask, second: bool) -> bool:
        gates.asked.append((ask.gate.value, int(ask.level), second))
        return gates.answer

    monkeypatch.setattr(DialogConfirmer, "tell", tell)
    monkeypatch.setattr(DialogConfirmer, "confirm", confirm)
    yield gates


def real_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gates' real dialogs back, for a test that answers `QMessageBox.exec` itself."""
    monkeypatch.setattr(DialogConfirmer, "tell", REAL_TELL)
    monkeypatch.setattr(DialogConfirmer, "confirm", REAL_CONFIRM)
