"""Rating lists: the FIDE TXT and XML forms and national spreadsheets into the local database,
and search. The data files are synthetic in the real layout (tests/data/ratinglists/README.md);
every expected value below is what the line in the file says (quoted in the test)."""

from __future__ import annotations

import threading
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_app.io.errors import InputError
from arbiter_app.io.ratinglists import ImportCancelled, RatingLists, import_list
from arbiter_app.io.ratinglists.fold import fold, name_keys
from arbiter_app.io.ratinglists.paths import data_dir

DATA = Path(__file__).resolve().parent.parent / "data" / "ratinglists"
TXT = DATA / "players_list_foa.txt"
XML = DATA / "players_list_xml_foa.xml"


@pytest.fixture
def lists_dir(tmp_path: Path) -> Path:
    return tmp_path / "ratinglists"


def test_fold_accents_case_punctuation() -> None:
    assert fold("Núñez Álvarez, José-María") == "nunez alvarez jose maria"
    assert fold("ØSTERGÅRD, Bjørn") == "ostergard bjorn"
    assert name_keys("Carlsen, Magnus") == ("carlsen magnus", "magnus carlsen")
    assert name_keys("Singlename") == ("singlename", None)


def test_txt_combined_list_fields(lists_dir: Path) -> None:
    result = import_list(TXT, directory=lists_dir, list_date="2026-11-01")
    assert (result.source, result.kind, result.players, result.skipped) == ("fide", "fide", 300, [])
    assert (result.list_date, result.date_from) == ("2026-11-01", "given")
    lists = RatingLists(lists_dir)
    # 90000001       Lindqvist, Ake ... SWE M   FM ... 2301  9   20 2250  0   20 0     0   0  2009
    (found,) = lists.by_fide_id(90000001)
    e = found.entry
    assert (e.name, e.federation, e.sex, e.title) == ("Lindqvist, Ake", "SWE", "M", "FM")
    assert (e.standard, e.standard_games, e.standard_k) == (2301, 9, 20)
    assert (e.rapid, e.rapid_games, e.rapid_k) == (2250, 0, 20)
    assert (e.blitz, e.blitz_k, e.birth_year, e.flag) == (None, None, 2009, "")
    # ... FRA F   WGM  WGM                 AGM 2401  0   10 2388  3   20 2420  0   20 1990  wi
    (v,) = lists.by_fide_id(90000006)
    assert (v.entry.title, v.entry.women_title, v.entry.foa_title) == ("WGM", "WGM", "AGM")
    assert (v.entry.standard, v.entry.standard_k, v.entry.flag) == (2401, 10, "wi")
    # Singlename ... IND M ... 0 (all ratings) ... birth 0, flag i: unrated, year unknown
    (s,) = lists.by_fide_id(90000005)
    assert (s.entry.standard, s.entry.rapid, s.entry.birth_year, s.entry.flag) == (
        None, None, None, "i",
    )  # fmt: skip


def test_txt_otit_overflow_line(lists_dir: Path) -> None:
    """The 163-character line: `SI,FI,LSI,SLI,NAAFM 1980  0   20 1980 ...` one column right."""
    line = next(x for x in TXT.read_text().splitlines() if x.startswith("90000004"))
    assert len(line) == 163
    import_list(TXT, directory=lists_dir)
    (p,) = RatingLists(lists_dir).by_fide_id(90000004)
    assert (p.entry.other_titles, p.entry.foa_title) == ("SI,FI,LSI,SLI,NAAFM", "")
    assert (p.entry.standard, p.entry.standard_k, p.entry.rapid, p.entry.blitz) == (
        1980, 20, 1980, 1980,
    )  # fmt: skip
    assert p.entry.birth_year == 1975


def test_xml_gives_the_same_players_with_accents(lists_dir: Path, tmp_path: Path) -> None:
    txt_dir, xml_dir = tmp_path / "t", tmp_path / "x"
    import_list(TXT, directory=txt_dir)
    result = import_list(XML, directory=xml_dir)
    assert (result.kind, result.players) == ("fide", 300)
    t, x = RatingLists(txt_dir), RatingLists(xml_dir)
    for fide_id in (90000001, 90000003, 90000004, 90000006, 100007):
        (a,), (b,) = t.by_fide_id(fide_id), x.by_fide_id(fide_id)
        assert a.entry._replace(name="") == b.entry._replace(name="")
    assert x.by_fide_id(90000001)[0].entry.name == "Lindqvist, Åke"


def test_single_type_list_takes_date_and_type_from_the_file(lists_dir: Path) -> None:
    result = import_list(DATA / "standard_nov26frl.txt", directory=lists_dir)
    assert (result.source, result.list_date, result.date_from) == (
        "fide-standard", "2026-11-01", "file",
    )  # fmt: skip
    (p,) = RatingLists(lists_dir).by_fide_id(90000001)
    assert (p.entry.standard, p.entry.standard_games, p.entry.standard_k) == (2301, 9, 20)
    assert p.entry.rapid is None


def test_zip_is_read_as_fide_serves_it(lists_dir: Path, tmp_path: Path) -> None:
    archive = tmp_path / "players_list_foa.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(TXT, "players_list_foa.txt")
    seen: list[tuple[int, int]] = []
    result = import_list(archive, directory=lists_dir, progress=lambda d, t: seen.append((d, t)))
    assert result.players == 300
    assert seen and seen[-1][0] == seen[-1][1] == TXT.stat().st_size


def test_search_forms(lists_dir: Path) -> None:
    import_list(XML, directory=lists_dir)
    lists = RatingLists(lists_dir)

    def names(text: str) -> list[str]:
        return [f.entry.name for f in lists.find(text)]

    assert names("lindqvist, a") == ["Lindqvist, Åke"]
    assert names("Åke Lindq") == ["Lindqvist, Åke"]
    assert names("ake lindqvist") == ["Lindqvist, Åke"]
    assert names("NUNEZ ALV") == ["Núñez Álvarez, José María"]
    assert names("jose maria nu") == ["Núñez Álvarez, José María"]
    assert names("vachier-test, anne") == ["Vachier-Test, Anne-Lise"]
    assert names("singlename") == ["Singlename"]
    assert names("90000003") == ["Okafor, Ngozi"]
    assert names("lindqvist, b") == []  # the comma fixes the order: surname first
    assert len(lists.find("a", limit=7)) == 7


def test_reimport_replaces_and_cancel_keeps_previous(lists_dir: Path) -> None:
    import_list(TXT, directory=lists_dir)
    import_list(TXT, directory=lists_dir)  # idempotent: the same list again
    (summary,) = RatingLists(lists_dir).summaries()
    assert summary.players == 300
    stop = threading.Event()
    stop.set()
    with pytest.raises(ImportCancelled):
        import_list(XML, directory=lists_dir, cancelled=stop.is_set)
    assert [p.name for p in lists_dir.iterdir()] == ["fide.sqlite"]  # no .part left over
    assert RatingLists(lists_dir).by_fide_id(90000001)[0].entry.name == "Lindqvist, Ake"


def test_bad_lines_are_named_not_dropped_silently(lists_dir: Path, tmp_path: Path) -> None:
    text = TXT.read_text().splitlines()
    text[5] = "12x45" + text[5][5:]
    bad = tmp_path / "players_list_foa.txt"
    bad.write_text("\n".join(text) + "\n")
    result = import_list(bad, directory=lists_dir)
    assert result.players == 299
    assert result.skipped == [f"{bad}:6: not a number in fide_id"]


def test_not_a_rating_list(lists_dir: Path, tmp_path: Path) -> None:
    other = tmp_path / "x.txt"
    other.write_text("012 Some tournament\n")
    with pytest.raises(InputError, match=r"x\.txt:1:1: unknown column '012'"):
        import_list(other, directory=lists_dir)
    broken = tmp_path / "broken.xml"
    broken.write_text("<playerslist><player><fideid>1</fideid>")
    with pytest.raises(InputError, match=r"broken\.xml"):
        import_list(broken, directory=lists_dir)
    assert not list(lists_dir.glob("*.sqlite"))


def test_national_csv_mapping_is_guessed_and_remembered(lists_dir: Path) -> None:
    result = import_list(
        DATA / "national.csv", directory=lists_dir, source="ssf", list_date="2026-11-01"
    )
    assert (result.kind, result.players) == ("national", 3)
    assert result.skipped == [
        f"{DATA / 'national.csv'}:5: 'Födelseår' is not a whole number ('19x0')"
    ]
    lists = RatingLists(lists_dir)
    found = [f for f in lists.find("oberg") if f.source == "ssf"]
    assert [(f.entry.name, f.entry.standard, f.entry.club, f.entry.birth_year) for f in found] == [
        ("Öberg, Märta", 1875, "SK Rockaden", 1958)
    ]
    assert lists.by_fide_id(90000001)[0].entry.local_id == "101"
    stored = (lists_dir / "mappings.json").read_text(encoding="utf-8")
    assert '"surname": "Efternamn"' in stored and '"standard": "Rating"' in stored


def test_data_dir_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=st.binary(max_size=600))
def test_any_bytes_give_players_or_a_located_error(tmp_path: Path, body: bytes) -> None:
    """Whatever follows the header (or replaces the file), the import either ends with every
    line imported or named as skipped, or stops with an InputError naming the file."""
    header = TXT.read_bytes().split(b"\n", 1)[0] + b"\n"
    for n, data in enumerate((header + body, body)):
        path = tmp_path / f"players_list_{n}.txt"
        path.write_bytes(data)
        try:
            result = import_list(path, directory=tmp_path / f"db{n}", list_date="2026-01-01")
        except InputError as exc:
            assert str(path) in str(exc)
            continue
        assert all(s.startswith(f"{path}:") for s in result.skipped)


def test_a_folder_or_an_unwritable_place_is_a_located_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=str(tmp_path)):
        import_list(tmp_path, directory=tmp_path / "db")
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("")
    with pytest.raises(InputError):
        import_list(TXT, directory=blocked / "sub")


def test_the_benchmark_list_is_the_real_layout(tmp_path: Path) -> None:
    """The benchmark's generator (a tiny run of it): every line imports, none is skipped, and
    a generated player is found by name and by FIDE ID."""
    from benchmarks.ratings import synthetic_lines, write_list

    path = tmp_path / "players_list_foa.txt"
    write_list(path, 2000)
    result = import_list(path, directory=tmp_path / "db", list_date="2026-11-01")
    assert (result.players, result.skipped) == (2000, [])
    line = next(iter(synthetic_lines(1)))
    name, fide_id = line[15:76].strip(), int(line[:15])
    lists = RatingLists(tmp_path / "db")
    assert name in [f.entry.name for f in lists.find(name)]
    assert lists.by_fide_id(fide_id)[0].entry.name == name


REAL = DATA / "real"


def test_the_real_lines(tmp_path: Path) -> None:
    """The six real lines (real/README.md) read as the shared fixture's table lists them:
    FIDE ID, name, federation, sex, titles, rating / games / K, birth year, flag."""
    lists = RatingLists(tmp_path)
    combined = import_list(REAL / "players_list_foa_real_lines.txt", directory=tmp_path,
                           list_date="2026-10-01")  # fmt: skip
    single = import_list(REAL / "standard_jan23_real_lines.txt", directory=tmp_path)
    assert (combined.players, combined.skipped) == (3, [])
    assert (single.kind, single.list_date, single.date_from, single.players) == (
        "fide-standard", "2023-01-01", "file", 3,
    )  # fmt: skip

    def read(fide_id: int) -> tuple[object, ...]:
        (found,) = lists.by_fide_id(fide_id)
        e = found.entry
        return (e.name, e.federation, e.sex, e.title, e.women_title,
                (e.standard, e.standard_games, e.standard_k), (e.rapid, e.rapid_games, e.rapid_k),
                (e.blitz, e.blitz_games, e.blitz_k), e.birth_year, e.flag)  # fmt: skip

    assert read(1503014) == ("Carlsen, Magnus", "NOR", "M", "GM", "", (2823, 0, 10),
                             (2801, 12, 10), (2860, 0, 10), 1990, "")  # fmt: skip
    assert read(8603677) == ("Ding, Liren", "CHN", "M", "GM", "", (2723, 11, 10),
                             (2693, 0, 10), (2736, 0, 10), 1992, "")  # fmt: skip
    assert read(2016192) == ("Nakamura, Hikaru", "USA", "M", "GM", "", (2792, 0, 10),
                             (2738, 0, 10), (2800, 0, 10), 1987, "")  # fmt: skip
    none = (None, None, None)
    assert read(25121731) == ("A C J John", "IND", "M", "", "", (1063, 0, 40), none, none,
                              1987, "i")  # fmt: skip
    assert read(5045886) == ("A K, Kalshyan", "IND", "M", "", "", (1671, 0, 20), none, none,
                             1964, "")  # fmt: skip
    assert read(4804929) == ("A-ALI, Sali Abbas Abdulzahra", "IRQ", "F", "WFM", "WFM",
                             (1876, 13, 20), none, none, 2001, "w")  # fmt: skip


def test_the_excerpts_quirks_read(lists_dir: Path) -> None:
    """The synthetic excerpt's quirks of the real file: the 163-character line (OTit overflowing
    into FOA), an unrated player with birth year 0 (no rating, no K, no birth year), lower-case
    flags `i`, `w`, `wi`, a woman with her W-title in Tit as well."""
    raw = TXT.read_bytes().split(b"\r\n")
    assert {len(line) for line in raw[:-1]} == {162, 163} and raw[-1] == b""
    import_list(TXT, directory=lists_dir, list_date="2026-11-01")
    lists = RatingLists(lists_dir)
    (petrov,) = lists.by_fide_id(90000004)
    assert (petrov.entry.other_titles, petrov.entry.standard) == ("SI,FI,LSI,SLI,NAAFM", 1980)
    (single,) = lists.by_fide_id(90000005)
    e = single.entry
    assert (e.standard, e.standard_k, e.rapid, e.blitz, e.birth_year, e.flag) == (
        None, None, None, None, None, "i",
    )  # fmt: skip
    assert {f.entry.flag for i in (90000003, 90000006) for f in lists.by_fide_id(i)} == {"w", "wi"}
    (okafor,) = lists.by_fide_id(90000003)
    assert (okafor.entry.title, okafor.entry.women_title) == ("WIM", "WIM")
