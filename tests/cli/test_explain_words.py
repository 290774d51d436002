"""`explain` words its notes as the window does, in English (the one words object,
`io.labels.Labels`, with the table `core.vocabulary.explanation_notes`), not as codes."""

from __future__ import annotations

from pathlib import Path

import pytest
from clitools import run

EXAMPLE = (
    Path(__file__).resolve().parents[2] / "resources" / "examples" / "fide_exercise_swiss_9.trf"
)


def test_explain_prints_the_notes_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    # The example has no dates: the 2023/2024 rules (C.07 16.5: a voluntarily unplayed round
    # is cut first). Alyx (1) and Franck (6) both have 6 points; BH/C1 (40.5 against 43.5)
    # separates them before DE applies, so Alyx is tied with nobody there.
    code, out, _ = run(capsys, "explain", str(EXAMPLE), "1", "--tiebreaks", "BH/C1,DE")
    assert code == 0
    assert "  cut rule: a voluntarily unplayed round first (C.07 16.5)" in out.splitlines()
    assert "  not tied with anybody when applied" in out.splitlines()
    assert "cut-rule" not in out and "not-tied" not in out
