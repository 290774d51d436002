"""Explanations and findings speak the user's language: no engine code reaches the screen raw.

Every explanation the engine gives for every criterion, on every fixture (the FIDE TEC
exercises, the seeds' NSF and DrawBoss examples, the FIDE Arbiters' Manual 2026 examples, the
bundled example) under every rule set, has words for each of its codes (`gui.explain_words`);
a new code without words fails here. The words themselves are catalogue entries, so the
catalogue checks (tests/gui/test_translations.py) fail while any is untranslated. Findings:
every kind the validator reports has its translated sentence (no English fallback).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from arbiter_app.core import rules as rules_mod
from arbiter_app.core.explain import explain
from arbiter_app.core.tiebreaks import Explanation, all_criteria
from arbiter_app.core.validate import FindingKind
from arbiter_app.gui import explain_words as words
from arbiter_app.io.project import load_any

ROOT = Path(__file__).resolve().parents[2]
FILES = [
    *sorted((ROOT / "tests" / "data").rglob("*.trf")),
    ROOT / "resources" / "examples" / "fide_exercise_swiss_9.trf",
]
VARIANTS = ("BH/C1", "BH/M1", "SB/C1", "ARO/C1", "FB/C1", "PS/C1", "BHL/V1", "KS/L+1")


@cache
def _explanations() -> tuple[Explanation, ...]:
    codes = sorted({c.code for c in all_criteria()} | set(VARIANTS))
    out = []
    for path in FILES:
        t = load_any(path)
        for rules in rules_mod.names():
            for code in codes:
                for p in t.players[:5]:
                    try:
                        out.append(explain(t, p.start_no, code, rules, unrated=1000))
                    except (ValueError, KeyError):
                        continue  # a criterion the event cannot compute (its own message)
    return tuple(out)


def test_the_sample_is_broad() -> None:
    found = _explanations()
    bases = {c.basis for e in found for c in e.contributions}
    notes = {n[0] for e in found for n in e.notes}
    assert len(found) > 1000
    assert {"dummy-capped", "virtual-opponent", "encounter", "bye-zero"} <= bases
    assert {"cut-rule", "group", "layers", "threshold"} <= notes


def test_every_code_has_words() -> None:
    raw = set()
    for e in _explanations():
        for c in e.contributions:
            if not words.has_basis(c.basis):
                raw.add(("basis", c.basis))
            for name, _value in c.numbers:
                if not words.has_number(name):
                    raw.add(("number", name))
        for code, *values in e.notes:
            shown = [v if isinstance(v, str) else str(v) for v in values]
            if not words.known_note(str(code), shown):
                raw.add(("note", " ".join([str(code), *shown])))
    assert raw == set()


@pytest.mark.parametrize("kind", list(FindingKind))
def test_every_finding_kind_has_its_sentence(kind: FindingKind) -> None:
    # Each kind carries its template (core.vocabulary.findings), a catalogue entry in context
    # Messages; the catalogue checks fail while one is untranslated.
    assert kind.template.strip()
