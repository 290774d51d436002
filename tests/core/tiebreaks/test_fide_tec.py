"""Issue 3, acceptance 1: every value of the official FIDE TEC exercises.

Source: IA Mario Held, "Exercises in Tie-Breaking", FIDE TEC rev. 2403220900 (C.07 2023/2024),
crosstables transcribed as TRF in tests/data/fide-tec/; the printed values are in
tests/data/fide-tec/expected.json (its "fide-2026" block: the same exercises re-derived under
the March-2026 Art. 16.4 caps). Each value is compared as printed, with the criterion's
precision (BH 1 decimal, SB and AOB 2, ratings integers).
"""

from __future__ import annotations

import json
from functools import cache

import pytest
from conftest import FIDE_TEC

from arbiter_app.core import standings
from arbiter_app.core.standings import Standings
from arbiter_app.core.tiebreaks import DescriptorError, format_value, parse_descriptor
from arbiter_app.io.trf import read_trf

EXPECTED = json.loads((FIDE_TEC / "expected.json").read_text(encoding="utf-8"))
FILES = ("held_swiss_5.trf", "held_swiss_9.trf", "held_round_robin.trf")


def _cases() -> list[tuple[str, str, str, str, str | None]]:
    cases = []
    for name in FILES:
        for edition in ("fide-2024", "fide-2026"):
            for code, values in EXPECTED[name].get(edition, {}).items():
                for start_no, value in values.items():
                    cases.append((name, edition, code, start_no, value))
    return cases


@cache
def _standings(name: str, edition: str, code: str) -> Standings:
    return standings.compute(read_trf(FIDE_TEC / name), [code], rules=edition)


@pytest.mark.parametrize(("name", "edition", "code", "start_no", "expected"), _cases())
def test_printed_value(
    name: str, edition: str, code: str, start_no: str, expected: str | None
) -> None:
    parse_descriptor(code)  # DescriptorError (a failure) when the criterion is not registered
    st = _standings(name, edition, code)
    value = st.row(int(start_no)).values[0]
    assert format_value(code, value) == (expected or "")


# The individual tie-breaks of C.07 (Art. 5 table; Arts. 6-10), by edition: Aug 2024 (GE was
# REP's name in the Sep 2023 and Apr 2024 texts) and March 2026, which adds STD (7.7), TPN
# (7.8) and RTNG (10.6). Source: /work/shared/spec/fide-tiebreaks.md §1 and §2.1.
C07_2024 = (
    "DE", "WIN", "WON", "BPG", "BWG", "PS", "REP", "GE",
    "BH", "AOB", "FB", "SB", "KS",
    "ARO", "TPR", "PTP", "APRO", "APPO",
)  # fmt: skip
C07_2026 = (*C07_2024, "STD", "TPN", "RTNG")


@pytest.mark.parametrize("code", sorted(set(C07_2024) | set(C07_2026)))
def test_every_official_individual_code_is_registered(code: str) -> None:
    """An official code that is not registered fails here (and every exercise using it fails
    above) instead of being skipped."""
    try:
        d = parse_descriptor(code)
    except DescriptorError as exc:
        pytest.fail(f"C.07 tie-break {code} is not registered: {exc}")
    assert d.name == ("REP" if code == "GE" else code)


def test_the_exercises_cover_registered_codes_only() -> None:
    """Every code of expected.json parses: the conformance run checks each of them."""
    for name, edition, code, _start_no, _value in _cases():
        try:
            parse_descriptor(code)
        except DescriptorError as exc:
            pytest.fail(f"{name} {edition}: {code} is not registered: {exc}")


@pytest.mark.parametrize("name", FILES)
def test_direct_encounter_ranks(name: str) -> None:
    """The DE exercises: ranks after ordering by PTS then DE (ties share the rank)."""
    expected = EXPECTED[name]["ranks_PTS_DE"]
    expected = expected.get("partial", expected)
    st = standings.compute(read_trf(FIDE_TEC / name), ["DE"])
    ranks = {str(row.start_no): row.rank for row in st.rows}
    assert {k: ranks[k] for k in expected} == expected


def test_round_robin_is_recognised() -> None:
    """held_round_robin.trf declares no system; the pairings (all met once) make it Art. 15.2."""
    st = standings.compute(read_trf(FIDE_TEC / "held_round_robin.trf"), ["SB"])
    assert st.system.is_round_robin


def test_default_edition_by_start_date() -> None:
    """The TEC files start 2024-08-01: before 2026-03-01, so the 2024 rules apply (#4 BH 15.0,
    where the 2026 cap would give 14.0)."""
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    st = standings.compute(t, ["BH"])
    assert st.rules == "fide-2024"
    assert format_value("BH", st.row(4).values[0]) == "15.0"
    t.start_date = "2026-03-01"
    st = standings.compute(t, ["BH"])
    assert st.rules == "fide-2026"
    assert format_value("BH", st.row(4).values[0]) == "14.0"
