"""Hostile input: any bytes given as a TRF, project file, extension comment ("extra" data inside
a TRF) or preset give a value or the program's own located error (`InputError`, naming the file
and the place) — never another exception, never a hang.

The property tests run each reader on arbitrary and on mutated input (real files with bytes
flipped, lines cut, duplicated or stuffed with numbers), with a time bound per example
(hypothesis `deadline`) and a bounded number of examples so the suite stays within its budget.
The named classes of hostile input come first, one test each. The hard limits are documented in
README.md ("Limits").
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import timedelta
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import FIDE_TEC
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace

from arbiter_app.core.model import Tournament
from arbiter_app.io.errors import InputError
from arbiter_app.io.project import format_project, parse_project
from arbiter_app.io.trf import format_trf, parse_trf, parse_trf_bytes, read_trf

REAL = Path(__file__).parents[1] / "data" / "real"
SAMPLES = [
    FIDE_TEC / "held_swiss_5.trf",
    REAL / "lichess" / "2020_06.trf",
    REAL / "sharly-chess" / "trf-import-test.trf",
    REAL / "javafo" / "gros_2010.trf",
]
BOUNDED = settings(
    max_examples=300,
    deadline=timedelta(seconds=3),  # per example; readers are linear, a hang fails here
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
HEAD = "001 {sno:>4} m    {name:<33} 2000 NOR           0 1990/01/01 {pts:>4} {rank:>4}"


def player(sno: int, pts: str = "0.0", rounds: str = "", name: str = "") -> str:
    return HEAD.format(sno=sno, name=name or f"Player {sno}", pts=pts, rank="") + rounds


def _trf_outcome(data: bytes) -> Tournament | None:
    """Read `data` as a TRF: the tournament, or None after a located InputError. A tournament
    read is also written (TRF and project file) and read back: every file the program writes
    must read back."""
    try:
        t = parse_trf_bytes(data, "hostile.trf")
    except InputError as exc:
        assert exc.source == "hostile.trf"
        assert str(exc).startswith("hostile.trf")
        return None
    again = parse_trf(format_trf(t), "written.trf")
    assert [p.start_no for p in again.players] == [p.start_no for p in t.players]
    assert parse_project(format_project(t).encode("utf-8"), "saved.arbiter") == t
    return t


# -- named classes -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "142 " + "9" * 5000,  # an integer of thousands of digits
        "XXR " + "9" * 5000,
        "062 " + "9" * 5000,
        "162  W " + "9" * 5000,
        player(1, "9" * 4) + "  " + "9" * 5000 + " w 1",  # shifted line, read by tokens
        "001 ²³¹⁴ Superscript digits",  # str.isdigit() is true, int() refuses
        "142 ²",
        "001    ①      Circled one",
    ],
)
def test_absurd_numbers_give_a_located_error_or_a_value(line: str) -> None:
    _trf_outcome(f"012 X\n{line}\n{player(2)}\n".encode())


def test_arabic_indic_digits_are_numbers() -> None:
    """Unicode decimal digits are digits: int() reads them, so the reader does too."""
    t = parse_trf(f"012 X\n001 {'١٢':>4}{player(12)[8:]}\n")
    assert [p.start_no for p in t.players] == [12]


def test_a_line_with_thousands_of_rounds_is_refused_at_its_place() -> None:
    rounds = "".join("     2 w 1" for _ in range(3000))
    with pytest.raises(InputError) as caught:
        parse_trf(f"{player(1, '3000', rounds)}\n{player(2)}\n", "long.trf")
    assert (caught.value.source, caught.value.line) == ("long.trf", 1)
    assert "999 rounds" in caught.value.message


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig"])
def test_utf16_and_bom_files_are_read(encoding: str) -> None:
    text = (FIDE_TEC / "held_swiss_5.trf").read_text(encoding="utf-8").replace("Alyx", "Åsaö")
    t = parse_trf_bytes(text.encode(encoding), "bom.trf")
    assert t.player(1).name == "Åsaö"
    assert len(t.players) == 16


def test_nul_and_control_characters_in_a_name() -> None:
    with pytest.raises(InputError) as caught:
        parse_trf_bytes(("012 X\n" + player(1, name="Bad\x00Name") + "\n").encode(), "nul.trf")
    assert (caught.value.line, caught.value.column) == (2, 18)
    with pytest.raises(InputError) as caught:
        parse_trf("012 X\n" + player(1, name="Bell\x07") + "\n", "bell.trf")
    assert caught.value.line == 2


def test_a_project_keeps_control_characters_in_names_and_writes_a_readable_trf() -> None:
    t = read_trf(FIDE_TEC / "held_swiss_5.trf")
    t.replace_player(replace(t.player(1), name="A\x00B\x07C"))
    back = parse_project(format_project(t).encode("utf-8"))
    assert back.player(1).name == "A\x00B\x07C"
    text = format_trf(back)
    assert not any(c in text for c in "\x00\x07")  # the TRF lines stay clean text ...
    assert parse_trf(text).player(1).name == "A\x00B\x07C"  # ... the comment keeps the name


@pytest.mark.parametrize("cut", [10, 200, 333, 1000])
def test_truncated_files(cut: int) -> None:
    data = (FIDE_TEC / "held_swiss_5.trf").read_bytes()[:cut]
    _trf_outcome(data)
    project = format_project(read_trf(FIDE_TEC / "held_swiss_5.trf")).encode()[:cut]
    with pytest.raises(InputError):
        parse_project(project, "cut.arbiter")


def test_negative_and_absurd_scoring_is_refused_on_input() -> None:
    with pytest.raises(InputError) as caught:
        parse_trf(f"162  W-1.0    D 0.5    L 0.0\n{player(1)}\n", "neg.trf")
    assert (caught.value.line, caught.value.column) == (1, 7)
    with pytest.raises(InputError):
        parse_trf(f"162  W 99999.0\n{player(1)}\n", "big.trf")
    doc = json.loads(format_project(read_trf(FIDE_TEC / "held_swiss_5.trf")))
    for value in ("-1", "101", "1e999999999", "1/0", "nan", "0x10", "1_000"):
        doc["tournament"]["scoring"]["win"] = value
        with pytest.raises(InputError) as caught:
            parse_project(json.dumps(doc).encode(), "s.arbiter")
        assert caught.value.record == "tournament.scoring.win"


def test_deep_and_type_confused_json() -> None:
    for data in (
        b"[" * 200_000,
        b'{"format": "arbiter-app", "format_version": ' + b"9" * 5000 + b"}",
        b'{"format": "arbiter-app", "format_version": 1, "tournament": []}',
        b'{"format": "arbiter-app", "format_version": 1, "tournament": {"players": {}}}',
        b'{"format": "arbiter-app", "format_version": 1, "tournament": {"rounds": 10000000}}',
        b'{"format": "arbiter-app", "format_version": 1, "tournament": {"players": '
        b'[{"start_no": 99999999999, "name": "x"}]}}',
    ):
        with pytest.raises(InputError):
            parse_project(data, "deep.arbiter")


def test_an_unknown_encoding_name_in_a_project_file_is_refused() -> None:
    t = read_trf(REAL / "lichess" / "2020_06.trf")
    doc = json.loads(format_project(t))
    doc["tournament"]["extra"]["trf"]["encoding"] = "no-such-codec"
    with pytest.raises(InputError) as caught:
        parse_project(json.dumps(doc).encode(), "enc.arbiter")
    assert caught.value.record == "tournament.extra.trf.encoding"


def test_a_hostile_extension_comment_is_the_files_error() -> None:
    base = f"012 X\n{player(1)}\n"
    for comment in (
        "### arbiter-app " + "[" * 100_000,
        '### arbiter-app {"version": ' + "9" * 5000 + "}",
        '### arbiter-app {"version": 1, "players": {"' + "1" * 5000 + '": {}}}',
        '### arbiter-app {"version": 1, "tournament": {"rounds": -1}}',
        '### arbiter-app {"version": 1, "players": {"1": {"rounds": "x"}}}',
    ):
        with pytest.raises(InputError) as caught:
            parse_trf(base + comment + "\n", "ext.trf")
        assert (caught.value.source, caught.value.line) == ("ext.trf", 3)


# -- properties --------------------------------------------------------------------------------
@BOUNDED
@given(st.binary(max_size=3000))
def test_arbitrary_bytes_as_trf(data: bytes) -> None:
    _trf_outcome(data)


@BOUNDED
@given(st.text(alphabet=st.sampled_from("0123456789 .-+=wbWDLHFUZ\n#XR"), max_size=2000))
def test_trf_like_text(text: str) -> None:
    _trf_outcome(("012 X\n001    1 " + text).encode())


def _mutate(data: bytes, ops: list[tuple[int, int, bytes]]) -> bytes:
    out = bytearray(data)
    for kind, at, chunk in ops:
        i = at % (len(out) + 1)
        if kind == 0:  # overwrite
            out[i : i + len(chunk)] = chunk
        elif kind == 1:  # insert
            out[i:i] = chunk
        elif kind == 2:  # cut
            del out[i : i + len(chunk) * 7]
        else:  # duplicate the line around i
            start = out.rfind(b"\n", 0, i) + 1
            end = out.find(b"\n", i)
            end = len(out) if end < 0 else end + 1
            out[end:end] = out[start:end]
    return bytes(out)


MUTATIONS = st.lists(
    st.tuples(
        st.integers(0, 3),
        st.integers(0, 100_000),
        st.sampled_from(
            [
                b"9",
                b"-",
                b"+",
                b" ",
                b"\n",
                b"0000 - -",
                b"\xff\xfe",
                b"\x00",
                b"9" * 600,
                b"\xb2",
                b"\xe2\x91\xa0",
                b"162  W-1.0",
                b"142 77777",
                b"### ",
                b"240 H   1    1",
            ]
        )
        | st.binary(min_size=1, max_size=12),
    ),
    min_size=1,
    max_size=6,
)


@BOUNDED
@given(st.sampled_from(SAMPLES), MUTATIONS)
# Found by this test: scoring made a forfeit loss worth 99 points (XXS `FL=99.0`), a player's
# points (five characters) were written against the birth date, and the line did not read back.
@example(REAL / "javafo" / "gros_2010.trf", [(0, 322, b"9"), (1, 321, b"9")])
def test_mutated_real_files_as_trf(path: Path, ops: list[tuple[int, int, bytes]]) -> None:
    _trf_outcome(_mutate(path.read_bytes(), ops))


_PROJECT = format_project(read_trf(REAL / "lichess" / "2020_06.trf")).encode("utf-8")


@BOUNDED
@given(MUTATIONS)
# Found by this test: a DEL (0x7f) in the event's name went raw into the TRF's arbiter-app
# comment (JSON escapes only characters below 0x20), and the TRF reader refuses it.
@example([(0, 114, b"\x7f")])
def test_mutated_project_files(ops: list[tuple[int, int, bytes]]) -> None:
    try:
        t = parse_project(_mutate(_PROJECT, ops), "mutated.arbiter")
    except InputError as exc:
        assert exc.source == "mutated.arbiter"
        return
    assert parse_project(format_project(t).encode("utf-8")) == t  # what is read saves back
    parse_trf(format_trf(t))


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=20,
)
KEYS = st.sampled_from(
    [
        "name",
        "rounds",
        "scoring",
        "players",
        "extra",
        "system",
        "tiebreaks",
        "board_order",
        "start_no",
        "win",
        "trf",
        "encoding",
        "lines",
        "unrated_rating",
        "lots_seed",
    ]
)


@BOUNDED
@given(st.lists(st.tuples(st.lists(KEYS, min_size=1, max_size=3), JSON), max_size=4))
def test_type_confused_project_files(changes: list[tuple[list[str], object]]) -> None:
    doc = json.loads(_PROJECT)
    for keys, value in changes:
        node = doc["tournament"]
        for key in keys[:-1]:
            child = node.get(key) if isinstance(node, dict) else None
            if not isinstance(child, dict):
                break
            node = child
        if isinstance(node, dict):
            node[keys[-1]] = value
    try:
        t = parse_project(json.dumps(doc).encode(), "confused.arbiter")
    except InputError as exc:
        assert exc.source == "confused.arbiter"
        return
    assert parse_project(format_project(t).encode("utf-8")) == t
    parse_trf(format_trf(t))


@BOUNDED
@given(JSON)
# Found by the fuzz: a comment giving player 1 the start number 99 stopped the program with
# KeyError: 99; now the comment's error at its line.
@example({"players": {"1": {"start_no": 99}}, "version": 1})
@example({"players": {"2": {"start_no": 1}}, "version": 1})
def test_arbitrary_extension_comments(value: object) -> None:
    text = f"012 X\n{player(1)}\n{player(2)}\n### arbiter-app {json.dumps(value)}\n"
    try:
        parse_trf(text, "ext.trf")
    except InputError as exc:
        assert (exc.source, exc.line) == ("ext.trf", 4)


@settings(max_examples=60, deadline=timedelta(seconds=3))
@given(st.text(max_size=300) | JSON.map(json.dumps))
def test_arbitrary_presets(raw: str) -> None:
    """The arbiter's own presets (an application setting, JSON text): unreadable entries are
    left out, never a crash."""
    pytest.importorskip("PySide6")
    from arbiter_app.gui import presets_store
    from arbiter_app.gui import settings as app_settings

    with tempfile.TemporaryDirectory() as config:
        old = os.environ.get(app_settings.CONFIG_ENV)
        os.environ[app_settings.CONFIG_ENV] = config
        try:
            s = app_settings.settings()
            s.setValue(presets_store.KEY, raw)
            s.sync()
            presets = presets_store.load()
        finally:
            if old is None:
                del os.environ[app_settings.CONFIG_ENV]
            else:
                os.environ[app_settings.CONFIG_ENV] = old
    assert all(isinstance(p.name, str) and p.name.strip() for p in presets)


def test_points_columns_stay_exact() -> None:
    """Not a float anywhere: 3 points of 1/3 each read and written exactly."""
    t = parse_trf(
        f"162  W 0.5    D 0.3\n{player(1, '0.5', '     2 w 1')}\n{player(2, '0.0', '     1 b 0')}\n"
    )
    assert t.scoring.draw == Fraction(3, 10)


@settings(max_examples=60, deadline=timedelta(seconds=3))
@given(st.binary(max_size=200) | JSON.map(lambda v: json.dumps(v).encode()))
def test_arbitrary_recovery_metadata(meta: bytes) -> None:
    """The recovery copies' metadata (a JSON file beside each copy, read at start-up): a file
    that is not what the program wrote is skipped, never a crash that stops the program."""
    pytest.importorskip("PySide6")
    from arbiter_app.gui import recovery

    with tempfile.TemporaryDirectory() as directory:
        folder = Path(directory)
        (folder / "s1.json").write_bytes(meta)
        (folder / f"s1{recovery.SUFFIX}").write_bytes(_PROJECT)
        found = recovery.candidates(folder)
    assert all(c.session == "s1" for c in found)


def test_a_thousand_rounds_fit_the_line_but_not_the_limit() -> None:
    """1,000 round blocks fit in 10,091 columns; the limit is 999 rounds, the same the project
    file holds, so whatever is read can be saved and read back."""
    rounds = "".join("     2 w 1" if r % 2 else "     2 b 0" for r in range(1000))
    with pytest.raises(InputError) as caught:
        parse_trf(f"{player(1, '500', rounds)}\n{player(2)}\n", "k.trf")
    assert "at most 999" in caught.value.message
    assert caught.value.column == 92 + 10 * 999
