"""Explanations and findings speak the user's language: no engine code reaches the screen raw.

Bases: the engine emits members of `core.vocabulary.bases.Basis` (typed, so mypy refuses any
other code); every member has its words, printed and on screen, in every catalogue — the test
enumerates the members, not fixtures. Notes and inputs are members of `ExplanationNote` and
`ExplanationInput` (their words: test_code_words.py): every one the engine gives for every
criterion on a sample of fixtures (the small FIDE TEC exercises, the seeds' examples, the
bundled example) under every rule set is a member.
Findings: every kind the validator reports has its translated sentence (no English fallback).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from test_code_words import catalogue as _catalogue  # the .ts files' finished entries

from arbiter_app.core import rules as rules_mod
from arbiter_app.core.explain import explain, explain_with
from arbiter_app.core.standings import compute_with_details, parse_list
from arbiter_app.core.tiebreaks import Explanation, all_criteria, descriptor
from arbiter_app.core.validate import FindingKind
from arbiter_app.core.vocabulary.bases import BASES, Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationInput, ExplanationNote
from arbiter_app.gui.explain_text import explanation_text
from arbiter_app.io.project import load_any
from arbiter_app.io.trf import parse_trf

ROOT = Path(__file__).resolve().parents[2]
# The sample for number names and notes: every fixture small enough to explain quickly (the
# large real files add players, not codes).
FILES = [
    *sorted(p for p in (ROOT / "tests" / "data").rglob("*.trf") if p.stat().st_size < 12_000),
    ROOT / "resources" / "examples" / "fide_exercise_swiss_9.trf",
]
VARIANTS = ("BH/C1", "BH/M1", "SB/C1", "ARO/C1", "FB/C1", "PS/C1", "BHL/V1", "KS/L+1")
LANGUAGES = ("sv", "nb", "da", "bg")


@cache
def _explanations() -> tuple[Explanation, ...]:
    codes = sorted({c.code for c in all_criteria()} | set(VARIANTS))
    out = []
    for path in FILES:
        t = load_any(path)
        for rules in rules_mod.names():
            for code in codes:
                # As `explain` does, once for the first players (one computation, three
                # explanations).
                tb_list = list(t.tiebreaks)
                if descriptor(code).code not in {x.code for x in parse_list(tb_list)}:
                    tb_list.append(code)
                try:
                    standings, details = compute_with_details(t, tb_list, rules, unrated=1000)
                    for p in t.players[:3]:
                        out.append(explain_with(details, p.start_no, code, standings))
                except (ValueError, KeyError):
                    continue  # a criterion the event cannot compute (its own message)
    return tuple(out)


@pytest.mark.parametrize("basis", [b for b in Basis if b is not Basis.NONE])
def test_every_basis_has_its_words_in_every_language(basis: Basis) -> None:
    spec = BASES[basis]
    assert spec.words.strip()
    # A value that is not its criterion's ordinary one gets a note in printed lists: it needs
    # printed words too.
    assert spec.ordinary or spec.report
    for language in LANGUAGES:
        catalogue = _catalogue(language)
        assert ("Explanation", spec.words) in catalogue, (language, basis)
        if spec.report:
            assert ("Report", spec.report) in catalogue, (language, basis)


def test_an_unfinished_game_is_explained_in_words() -> None:
    # Player 1 beat 2 in round 1; in round 2 the game 1-3 has no result yet: its BH element is
    # the opponent's score with the basis "unfinished", which the window words.
    t = parse_trf(
        "012 Pending\n"
        "001    1      Aaa                               1500                 1.0     1     2 w 1     3 b  \n"  # noqa: E501
        "001    2      Bbb                               1500                 0.0     3     1 b 0     0000 - Z\n"  # noqa: E501
        "001    3      Ccc                               1500                 0.0     2  0000 - Z     1 w  \n"  # noqa: E501
    )
    e = explain(t, 1, "BH", "fide-2026")
    assert [c.basis for c in e.contributions][1] is Basis.UNFINISHED
    text = explanation_text(e)
    assert "unfinished" not in text
    assert "opponent's score; the game has no result yet" in text


def test_the_inputs_and_notes_the_engine_gives_are_members() -> None:
    """Every input name and note the sample's explanations carry is a member of its enum
    (`ExplanationInput`, `ExplanationNote`), whose words test_code_words.py checks."""
    found = _explanations()
    notes = {n[0] for e in found for n in e.notes}
    assert len(found) > 1000  # the sample is broad enough to mean something
    assert {"cut-rule", "group", "layers", "threshold"} <= notes
    raw = set()
    for e in found:
        for c in e.contributions:
            for name, _value in c.numbers:
                if not isinstance(name, ExplanationInput):
                    raw.add(("number", name))
        for code, *_values in e.notes:
            if not isinstance(code, ExplanationNote):  # its words: test_code_words.py
                raw.add(("note", str(code)))
    assert raw == set()


@pytest.mark.parametrize("kind", list(FindingKind))
def test_every_finding_kind_has_its_sentence(kind: FindingKind) -> None:
    # Each kind carries its template (core.vocabulary.findings), a catalogue entry in context
    # Messages; the catalogue checks fail while one is untranslated.
    assert kind.template.strip()
