"""Every code family's words, in every language: the tests enumerate each family's members
(`core.vocabulary`), not fixtures, so a member added without its words fails here.

The words are looked up as the program looks them up: in the catalogues' ``.ts`` sources (a
finished translation, no English fallback) and, for one member of each family, through the one
words object, `io.labels.Labels`, built on a compiled catalogue (`gui.i18n.report_labels`).
"""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from arbiter_app.core import profiles, report
from arbiter_app.core.pairing.checker import ISSUE_WORDS, PairingIssue
from arbiter_app.core.rules.base import CutRule
from arbiter_app.core.vocabulary.explanation_notes import (
    EXPLANATION_INPUTS,
    EXPLANATION_MARKS,
    EXPLANATION_NOTES,
    ExplanationInput,
    ExplanationMark,
    ExplanationNote,
)
from arbiter_app.core.vocabulary.findings import FindingKind
from arbiter_app.core.vocabulary.levels import Gate
from arbiter_app.core.vocabulary.notes import NOTES, Note, NoteKind
from arbiter_app.core.vocabulary.reasons import REASONS, Reason
from arbiter_app.core.vocabulary.results import RESULTS, Result
from arbiter_app.gui import explain_words, i18n
from arbiter_app.gui.tiebreak_text import CONTEXT as TIEBREAK_CONTEXT
from arbiter_app.io.labels import ENGLISH_LABELS, NOTE_CONTEXT, PRESET_CONTEXT, Labels
from arbiter_app.io.trf import read_trf

ROOT = Path(__file__).resolve().parents[2]
EXPLANATION_CONTEXT = "Explanation"
LANGUAGES = ("en", "sv", "nb", "da", "bg")


@cache
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, English source) -> finished translation, as the .ts file holds it."""
    path = ROOT / "resources" / "translations" / f"arbiter_app_{language}.ts"
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for msg in context.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") is None and tr.text:
                out[(name, msg.findtext("source") or "")] = tr.text
    return out


@pytest.fixture(scope="module")
def swedish(tmp_path_factory: pytest.TempPathFactory) -> Labels:
    """The Swedish words object, its catalogue compiled from the committed .ts (one
    catalogue, once: the tests stay quick)."""
    from test_translations import tool  # the catalogue script, loaded once there

    directory = tmp_path_factory.mktemp("qm")
    ts = ROOT / "resources" / "translations" / "arbiter_app_sv.ts"
    qm = directory / "arbiter_app_sv.qm"
    subprocess.run([tool.tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
    return i18n.report_labels("sv", directory)


def _has_words(context: str, source: str) -> None:
    for language in LANGUAGES:
        assert (context, source) in catalogue(language), (language, context, source)


@pytest.mark.parametrize("kind", [k for k in NoteKind if k is not NoteKind.WRITTEN])
def test_every_kind_of_read_note_has_its_words_in_every_language(kind: NoteKind) -> None:
    _has_words(NOTE_CONTEXT, NOTES[kind])


def test_a_read_note_in_swedish(swedish: Labels) -> None:
    """The window's words object (`report_labels`) words a note from the Swedish catalogue."""
    words = swedish
    n = Note(3, NoteKind.RECORD_AGAIN, {"record": "142", "first": 2})
    assert ENGLISH_LABELS.note(n) == "record 142 again, not as on line 2: this later one is used"
    assert words.note(n) == "post 142 igen, inte som på rad 2: den senare används"
    older = Note(7, NoteKind.WRITTEN, {"text": "kept as an older version wrote it"})
    assert words.note(older) == "kept as an older version wrote it"


@pytest.mark.parametrize("reason", list(Reason))
def test_every_applicability_reason_has_its_words_in_every_language(reason: Reason) -> None:
    spec = REASONS[reason]
    assert spec.rule.strip()
    _has_words(TIEBREAK_CONTEXT, spec.words)


@pytest.mark.parametrize("name", profiles.names())
def test_every_preset_has_its_title_and_description_in_every_language(name: str) -> None:
    """Marked where the preset is defined (`core.profiles`), found by lupdate there: the
    dialogs' preset lists and a printed list's header read the one entry."""
    p = profiles.get(name)
    _has_words(PRESET_CONTEXT, p.title)
    _has_words(PRESET_CONTEXT, p.description)


def test_a_printed_list_names_its_preset_in_the_lists_language(swedish: Labels) -> None:
    t = read_trf(ROOT / "resources" / "examples" / "fide_exercise_swiss_9.trf")
    header = report.build(t, profile="ssf-swiss", parts=()).header
    assert ENGLISH_LABELS.profile(header) == "SSF Swiss (Sweden)"
    words = swedish
    assert words.profile(header) == catalogue("sv")[(PRESET_CONTEXT, "SSF Swiss (Sweden)")]
    assert words.profile(header) != "SSF Swiss (Sweden)"


@pytest.mark.parametrize("note", list(ExplanationNote))
def test_every_explanation_note_has_its_words_in_every_language(note: ExplanationNote) -> None:
    words = EXPLANATION_NOTES[note]
    _has_words(EXPLANATION_CONTEXT, words.template)
    for whole in words.values.values():
        _has_words(EXPLANATION_CONTEXT, whole)


@pytest.mark.parametrize("name", list(ExplanationInput))
def test_every_explanation_input_has_its_words_in_every_language(name: ExplanationInput) -> None:
    words = EXPLANATION_INPUTS[name]
    if words is None:  # FIDE's own symbol (C.07 before 2023, B.02), shown as written
        assert ENGLISH_LABELS.explanation_input(name) == name.value
    else:
        _has_words(EXPLANATION_CONTEXT, words)


@pytest.mark.parametrize("mark", list(ExplanationMark))
def test_every_explanation_mark_has_its_words_in_every_language(mark: ExplanationMark) -> None:
    _has_words(EXPLANATION_CONTEXT, EXPLANATION_MARKS[mark])


def test_every_cut_rule_has_its_words() -> None:
    """The cut-rule note names the rule set's `CutRule` (C.07 16.5; SSF): each has words."""
    assert {r.value for r in CutRule} == set(EXPLANATION_NOTES[ExplanationNote.CUT_RULE].values)


def test_an_explanation_note_in_words() -> None:
    """The window's words for the notes the engine gives (English: no catalogue installed)."""
    assert explain_words.note_text("cut-rule", ["vur-exception"]) == (
        "cut rule: a voluntarily unplayed round first (C.07 16.5)"
    )
    assert explain_words.note_text("group", ["1", "3", "4"]) == "tied group: 1, 3, 4"
    assert explain_words.note_text("applies", ["no"]) == (
        "applies: no, not all tied players have met"
    )


# The families whose tables were there before: the same check, member by member.
@pytest.mark.parametrize("gate", list(Gate))
def test_every_gate_has_its_words_in_every_language(gate: Gate) -> None:
    _has_words("Messages", gate.spec.template)


@pytest.mark.parametrize("issue", list(PairingIssue))
def test_every_pairing_finding_has_its_words_in_every_language(issue: PairingIssue) -> None:
    _has_words("RoundView", ISSUE_WORDS[issue])


@pytest.mark.parametrize("kind", list(FindingKind))
def test_every_validation_finding_has_its_words_in_every_language(kind: FindingKind) -> None:
    _has_words("Messages", kind.template)


@pytest.mark.parametrize("result", list(Result))
def test_every_result_has_its_name_and_palette_label_in_every_language(result: Result) -> None:
    facts = RESULTS[result]
    _has_words("Messages", facts.name)
    if facts.palette is not None:
        _has_words("ResultPalette", facts.palette.label)
