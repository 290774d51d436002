"""The smallest files that showed a fault when every TRF under tests/data was fed to the
program in hostile and foreign variants (tests/data/hostile/README.md): each is read as its
author meant, or refused with a message naming the file and the place."""

from __future__ import annotations

from fractions import Fraction

import pytest
from conftest import DATA

from arbiter_app.io.errors import InputError
from arbiter_app.io.trf import format_trf, parse_trf, parse_trf_bytes, read_trf
from arbiter_app.io.trf.text import decode

HOSTILE = DATA / "hostile"


def test_a_utf8_file_with_a_windows_1252_record_reads_each_line_in_its_encoding() -> None:
    # Line 3 is UTF-8 ("Brünö", 2 bytes a letter), line 4 Windows-1252 ("Aléx", 1 byte).
    t = read_trf(HOSTILE / "mixed_utf8_cp1252.trf")
    players = {p.start_no: p for p in t.players}
    assert players[1].name == "Brünö"
    assert players[2].name == "Aléx"
    # The names' columns are right, so the fields after them are too: 1-0 in round 1.
    assert players[1].rating == 2150 and players[2].rating == 2200
    assert players[1].points_in_file == Fraction(1) and players[2].points_in_file == Fraction(0)


def test_a_mixed_file_is_written_back_as_utf8_and_reads_the_same() -> None:
    t = read_trf(HOSTILE / "mixed_utf8_cp1252.trf")
    data = format_trf(t).encode("utf-8")
    again = parse_trf_bytes(data, "again.trf")
    assert [p.name for p in again.players] == ["Brünö", "Aléx"]


def test_mixed_reading_keeps_cr_line_ends_and_the_bom() -> None:
    text, encoding = decode(b"\xef\xbb\xbf012 \xc3\xa9\r012 \xe9\r", "x.trf")
    assert (text, encoding) == ("012 é\r012 é\r", "utf-8")


def test_a_whole_windows_1252_file_is_still_read_and_kept_as_windows_1252() -> None:
    # No line is UTF-8 with a non-ASCII letter: the file is one Windows file, not mixed.
    assert decode(b"012 M\xfcller \x80\n012 Aa\n", "x.trf") == ("012 Müller €\n012 Aa\n", "cp1252")
    assert decode(b"012 \x81\xe9\n", "x.trf") == ("012 \x81é\n", "latin-1")


def _record(start: str, name: str = "Ann", rounds: str = "     2 w 1") -> str:
    """A `001` record with `start` written from column 5 on (TRF-16 §10.1 layout)."""
    rest = f" m    {name:<33} 2000 NOR           0 1990/01/01  1.0    1{rounds}"
    return f"001 {start}{rest}"


def _error(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        parse_trf(text, "h.trf")
    return caught.value


def test_a_start_number_above_9999_is_named_as_such() -> None:
    # Before: "player 1234's record is misaligned: column 9 should be blank, found '5'".
    other = _record("   2", "Bob", "     1 b 0")
    error = _error(f"XXR 1\n{other}\n{_record('12345')}\n")
    assert (error.source, error.line, error.column) == ("h.trf", 3, 5)
    assert error.message == "start number 12345 is above 9999: TRF has four columns for it (5-8)"


def test_a_record_shifted_right_is_named_as_shifted() -> None:
    # Before: "start number '' is not a number from 1 to 9999" (columns 5-8 blank).
    error = _error(f"XXR 1\n{_record('    1')}\n{_record('   2', 'Bob', '     1 b 0')}\n")
    assert (error.line, error.column) == (2, 5)
    assert error.message == (
        "start number 1 ends at column 9, not 8: the record is shifted 1 column right?"
    )


def test_a_left_aligned_start_number_is_still_read() -> None:
    t = parse_trf(f"XXR 1\n{_record('1   ')}\n{_record('2   ', 'Bob', '     1 b 0')}\n", "h.trf")
    assert sorted(p.start_no for p in t.players) == [1, 2]


def test_a_record_with_tabs_for_spaces_names_the_tab() -> None:
    # An editor turned the runs of spaces after the name into one tab: every field after it
    # moved 3-30 columns left.
    record = _record("   1", "Ann").replace("Ann" + " " * 31, "Ann\t", 1)
    error = _error(f"XXR 1\n{record}\n")
    assert error.line == 2
    assert error.message.endswith("(a tab at column 18: TRF lays its fields out with spaces)")
    error = _error("XXR 1\n001\t1\n")
    assert (error.line, error.column) == (2, 4)
    assert "(a tab at column 4: TRF lays its fields out with spaces)" in error.message


def test_a_utf8_bom_before_windows_1252_text_is_read() -> None:
    # Before: the BOM was read as Windows-1252 "ï»¿" and line 1 refused as no TRF record.
    text, _ = decode(b"\xef\xbb\xbf012 Irish\n001    1 m    O'M\xe9ara\n", "x.trf")
    assert text == "012 Irish\n001    1 m    O'Méara\n"
