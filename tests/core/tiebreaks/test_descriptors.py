"""Descriptor syntax (MTB26, TRF-26 records 202/212; spec §5.1), the registry and printing."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbiter_app.core.tiebreaks import (
    Criterion,
    Descriptor,
    DescriptorError,
    all_criteria,
    describe,
    format_value,
    lookup,
    parse_descriptor,
    register,
    unregister,
)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("BH", "BH"),
        ("bh/c1", "BH/C1"),
        ("BH-C1", "BH/C1"),  # the TEC exercises' spelling
        ("BH#M1", "BH/M1"),  # older Gacrux syntax
        ("BH!C2", "BH/C2"),
        ("BH:GP/C1/P", "BH:GP/C1/P"),
        ("BH/P/C1", "BH/C1/P"),  # canonical order
        ("SB/C2/P", "SB/C2/P"),
        ("FB/M2/P", "FB/M2/P"),
        ("AOB/F", "AOB/F"),
        ("KS/L+1", "KS/L+1"),
        ("KS/L-2", "KS/L-2"),
        ("DE/P", "DE/P"),
        ("PS/C1", "PS/C1"),
        (" PTS ", "PTS"),
    ],
)
def test_canonical_code(text: str, code: str) -> None:
    assert parse_descriptor(text).code == code


def test_fields() -> None:
    d = parse_descriptor("BH:GP/C1/M1/P")
    assert (d.name, d.score_kind, d.cut, d.median, d.forfeits_played) == ("BH", "GP", 1, 1, True)
    assert (d.low_cuts, d.high_cuts) == (2, 1)
    assert parse_descriptor("KS/L-2").limit == -2
    assert parse_descriptor("AOB/F").fore


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("XYZ", "unknown tie-break 'XYZ'; valid codes: "),
        ("BH/L+1", "BH does not take /L (modifiers allowed: /C, /M, /P)"),
        ("BH/C", "/C needs a whole number"),
        ("BH:XP", "score kind must be :GP or :MP"),
        ("KS/Lx", "/L needs a number of half points"),
        ("BH/P1", "/P takes no value"),
        ("", "empty tie-break descriptor"),
    ],
)
def test_errors_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(DescriptorError) as info:
        parse_descriptor(text)
    assert message in str(info.value)
    if text:
        assert text.strip() in str(info.value)


def test_unknown_code_lists_the_valid_ones() -> None:
    with pytest.raises(DescriptorError) as info:
        parse_descriptor("BHX")
    for c in ("BH", "SB", "DE", "KS"):
        assert c in str(info.value)


def test_national_code_with_its_own_modifier() -> None:
    """National criteria register their own codes and modifier letters (e.g. DrawBoss's
    layered Buchholz `BHL/V1`)."""
    register(
        Criterion(
            code="XBHL",
            description="test criterion",
            compute=lambda ctx, d: {},
            params=frozenset({"V", "C"}),
            aliases=("XLAYERED",),
        )
    )
    try:
        d = parse_descriptor("xlayered/v1/c1")
        assert d == Descriptor(name="XBHL", cut=1, options=(("V", "1"),))
        assert d.code == "XBHL/C1/V1"
        assert d.option("V") == "1"
        assert "XBHL" in [c.code for c in all_criteria()]
        with pytest.raises(ValueError, match="already registered"):
            register(Criterion(code="XBHL", description="again", compute=lambda ctx, d: {}))
    finally:
        unregister("XBHL")
    with pytest.raises(DescriptorError):
        parse_descriptor("XLAYERED")


@pytest.mark.parametrize(
    ("code", "value", "text"),
    [
        ("BH", Fraction(25, 2), "12.5"),
        ("BH", Fraction(13), "13.0"),
        ("SB", Fraction(37, 4), "9.25"),
        ("SB", Fraction(0), "0.00"),
        ("AOB", Fraction(107, 8), "13.38"),  # 13.375 printed half up (TEC exercise: #4 13.38)
        ("AOB", Fraction(79, 6), "13.17"),  # 13.1666… (TEC: #14 13.17)
        ("AOB", Fraction(63, 5), "12.60"),
        ("PS", Fraction(23, 2), "11.5"),
        ("LOT", 3, "3"),
        ("BH", None, ""),
    ],
)
def test_format_value(code: str, value: object, text: str) -> None:
    assert format_value(code, value) == text  # type: ignore[arg-type]


def test_describe_and_lookup() -> None:
    info = describe("bh/c1")
    assert (info.code, info.name, info.title, info.precision) == ("BH/C1", "BH", "Buchholz", 1)
    assert lookup("buchholz").code == "BH"
    assert describe("SB").precision == 2
    assert lookup("DE").group
