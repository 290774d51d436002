"""`--profile` with a FIDE preset keeps the event's C.07 edition, as the window does: the FIDE TEC
exercise held_swiss_5 starts on 2024-08-01 (TRF 042), before the March-2026 text applies."""

from __future__ import annotations

import json

import pytest
from conftest import FIDE_TEC

from arbiter_app.cli import main

PATH = str(FIDE_TEC / "held_swiss_5.trf")


def _standings(capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[dict[str, object], str]:
    assert main(["standings", PATH, "--format", "json", *extra]) == 0
    captured = capsys.readouterr()
    return json.loads(captured.out), captured.err


def test_a_2026_preset_on_a_2024_event(capsys: pytest.CaptureFixture[str]) -> None:
    doc, err = _standings(capsys, "--profile", "fide-2026-swiss")
    assert doc["rules"] == "fide-2024"
    assert doc["tiebreaks"] == ["DE", "WIN", "BPG", "BH/C1", "BH", "SB", "LOT"]
    assert "written for fide-2026; the event's dates give fide-2024" in err
    doc, err = _standings(capsys, "--profile", "fide-2026-swiss", "--rules", "fide-2026")
    assert doc["rules"] == "fide-2026" and "note:" not in err


def test_a_national_preset_brings_its_rules(capsys: pytest.CaptureFixture[str]) -> None:
    doc, _ = _standings(capsys, "--profile", "nsf")
    assert doc["rules"] == "fide-2009"  # seed 004: NSF's list with the legacy rule
