"""The smallest files that showed a fault when every TRF under tests/data was fed to the
program in hostile and foreign variants (tests/data/hostile/README.md): each is read as its
author meant, or refused with a message naming the file and the place."""

from __future__ import annotations

from fractions import Fraction

from conftest import DATA

from arbiter_app.io.trf import format_trf, parse_trf_bytes, read_trf
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
