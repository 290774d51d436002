"""An event run from the command line alone: `new`, `players add|import`, `pair`, `result`,
`unpair`, `standings`, `export` — from an empty file to the final list.

Sources: the synthetic FIDE list excerpt (tests/data/ratinglists, README there): 90000001
`Lindqvist, Ake  SWE M FM  SRtng 2301 SK 20  B-day 2009`, 90000006 `Vachier-Test, Anne-Lise
FRA F WGM  SRtng 2401 SK 10  B-day 1990`; the SSF-style national list `national.csv` (Swedish
column names) read as a file of entries. Expected scores are the test's own tally of the
results it typed (shown below), not the program's output.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from clitools import run

from arbiter_app.cli import main
from arbiter_app.core.boards import boards as board_list
from arbiter_app.core.model import Colour, Result
from arbiter_app.core.rating_change import stored_k
from arbiter_app.io.project import load_any
from arbiter_app.io.trf import read_trf

LISTS = Path(__file__).resolve().parent.parent / "data" / "ratinglists"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    return out


def import_fide_list(capsys: pytest.CaptureFixture[str]) -> None:
    ok(capsys, "ratings", "import", str(LISTS / "players_list_foa.txt"), "--date", "2026-11-01")


# White's result on board b of every round, cycling: what the test types, and the points
# (White's, Black's) each gives (1-½-0; a forfeit scores as a win and a loss).
TYPED = [("1-0", 1, 0), ("½-½", Fraction(1, 2), Fraction(1, 2)), ("0-1", 0, 1), ("+/-", 1, 0)]


def test_eight_players_from_an_empty_file_to_the_final_list(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import_fide_list(capsys)
    trf = tmp_path / "open.trf"
    ok(capsys, "new", str(trf), "--name", "Club Open", "--rounds", "3",
       "--start-date", "2026-11-10", "--end-date", "2026-11-12", "--city", "Lund")  # fmt: skip
    t = read_trf(trf)
    assert (t.name, t.rounds, t.city, t.start_date, t.players) == (
        "Club Open", 3, "Lund", "2026-11-10", [],
    )  # fmt: skip
    # Two from the FIDE list, three typed, three from a file of entries.
    ok(capsys, "players", "add", str(trf), "--fide-id", "90000006")
    ok(capsys, "players", "add", str(trf), "--fide-id", "90000001")
    ok(capsys, "players", "add", str(trf), "--name", "Berg, Bo", "--rating", "2150",
       "--title", "CM", "--federation", "nor", "--birth", "1990", "--club", "Oslo SK")  # fmt: skip
    ok(capsys, "players", "add", str(trf), "--name", "Dahl, Dan", "--rating", "1980")
    ok(capsys, "players", "add", str(trf), "--name", "Ek, Eva", "--sex", "w")
    entries = tmp_path / "entries.csv"
    entries.write_text(
        'Name,Fed,Rating,Born,Club\n"Fors, Finn",SWE,2050,1999,Lunds ASK\n'
        '"Gran, Gun",SWE,1890,2005,SK Rockaden\n"Holm, Hans",DEN,,1970,\n',
        encoding="utf-8",
    )
    out = ok(capsys, "players", "import", str(trf), str(entries))
    assert out.strip() == "3 player(s) added (0 row(s) skipped)."
    t = read_trf(trf)
    assert [(p.start_no, p.name, p.title, p.rating, p.federation, p.birth_date) for p in
            t.players] == [
        (1, "Vachier-Test, Anne-Lise", "WGM", 2401, "FRA", "1990"),
        (2, "Lindqvist, Ake", "FM", 2301, "SWE", "2009"),
        (3, "Berg, Bo", "CM", 2150, "NOR", "1990"),
        (4, "Dahl, Dan", "", 1980, "", ""),
        (5, "Ek, Eva", "", 0, "", ""),
        (6, "Fors, Finn", "", 2050, "SWE", "1999"),
        (7, "Gran, Gun", "", 1890, "SWE", "2005"),
        (8, "Holm, Hans", "", 0, "DEN", "1970"),
    ]  # fmt: skip
    assert (t.player(3).club, t.player(7).club, t.player(5).sex) == ("Oslo SK", "SK Rockaden", "w")
    # The list's K went with the FIDE players (SK column: 10 and 20), as in the window.
    assert (stored_k(t, t.player(1)), stored_k(t, t.player(2))) == (10, 20)

    points = {p.start_no: Fraction(0) for p in t.players}
    met: set[frozenset[int]] = set()
    for r in (1, 2, 3):
        out = ok(capsys, "pair", str(trf))
        assert out.startswith(f"Round {r} ")
        if r == 2:  # unpaired and paired again: the same boards
            assert ok(capsys, "unpair", str(trf), "--confirm").strip() == "Round 2 unpaired."
            assert ok(capsys, "pair", str(trf)) == out
        boards = [(b.white, b.black) for b in board_list(read_trf(trf), r)]
        assert len(boards) == 4
        for b, (white, black) in enumerate(boards, start=1):
            text, pw, pb = TYPED[(b + r) % len(TYPED)]
            if b % 2:
                ok(capsys, "result", str(trf), "--round", str(r), "--board", str(b), text)
            else:
                ok(capsys, "result", str(trf), "--round", str(r),
                   "--white", str(white), "--black", str(black), text)  # fmt: skip
            points[white] += pw
            points[black] += pb
            met.add(frozenset((white, black)))
    assert len(met) == 12  # nobody met twice (C.04.1 a)
    code, _, err = run(capsys, "pair", str(trf))
    assert code == 1 and "all 3 rounds are paired" in err

    final = read_trf(trf)
    assert all(p.entry(r).result is not Result.PENDING for p in final.players for r in (1, 2, 3))
    listed = json.loads(ok(capsys, "standings", str(trf), "--format", "json"))
    rows = listed["standings"] if isinstance(listed, dict) else listed
    got = {row["start_no"]: Fraction(str(row["points"])) for row in rows}
    assert got == points
    assert sum(points.values()) == 12  # twelve games, one point each
    csv = tmp_path / "final.csv"
    ok(capsys, "export", str(trf), "--csv", str(csv))
    assert "Vachier-Test, Anne-Lise" in csv.read_text(encoding="utf-8")


def test_a_project_file_too(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The same commands on the native project file (by its extension)."""
    project = tmp_path / "rr.arbiter"
    ok(capsys, "new", str(project), "--name", "RR", "--rounds", "3", "--system", "round-robin")
    for name in ("A, A", "B, B", "C, C", "D, D"):
        ok(capsys, "players", "add", str(project), "--name", name)
    ok(capsys, "pair", str(project))
    ok(capsys, "result", str(project), "--round", "1", "--board", "1", "=")
    t = load_any(project)
    assert (t.name, len(t.players), t.system and t.system.value) == ("RR", 4, "round-robin")
    drawn = [p.start_no for p in t.players if p.entry(1).result is Result.DRAW]
    assert len(drawn) == 2


def test_new_never_overwrites(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    trf = tmp_path / "e.trf"
    ok(capsys, "new", str(trf), "--name", "E", "--rounds", "5")
    before = trf.read_bytes()
    code, _, err = run(capsys, "new", str(trf), "--name", "Other", "--rounds", "7")
    assert code == 1 and err.strip() == f"{trf}: the file exists (--force overwrites it)"
    assert trf.read_bytes() == before
    code, _, err = run(capsys, "new", str(tmp_path / "f.trf"), "--name", "F", "--rounds", "0")
    assert code == 1 and "--rounds 0: an event has at least one round" in err
    code, _, err = run(capsys, "new", str(tmp_path / "f.trf"), "--name", "F", "--rounds", "5",
                       "--start-date", "10.11.2026")  # fmt: skip
    assert code == 1 and "expected a date as YYYY-MM-DD" in err
    assert not (tmp_path / "f.trf").exists()
    assert usage(capsys, "new", str(tmp_path / "g.trf"), "--rounds", "5") == 2  # no --name


def test_players_errors(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    trf = tmp_path / "e.trf"
    ok(capsys, "new", str(trf), "--name", "E", "--rounds", "5")
    before = trf.read_bytes()
    code, _, err = run(capsys, "players", "add", str(trf), "--fide-id", "90000001")
    assert code == 1 and "--fide-id 90000001: no imported rating list has this player" in err
    import_fide_list(capsys)
    code, _, err = run(capsys, "players", "add", str(trf), "--fide-id", "1", "--rating", "2000")
    assert code == 1 and "--rating: the list gives these with --fide-id" in err
    code, _, err = run(capsys, "players", "add", str(trf), "--name", "X", "--birth", "19x0")
    assert code == 1 and "--birth '19x0': expected a year, YYYY" in err
    assert usage(capsys, "players", "add", str(trf)) == 2  # neither --fide-id nor --name
    bad = tmp_path / "bad.csv"
    bad.write_text("Rating,Fed\n2000,SWE\n", encoding="utf-8")
    code, _, err = run(capsys, "players", "import", str(trf), str(bad))
    assert code == 1 and err.startswith(f"{bad}") and "which column holds the name" in err
    assert trf.read_bytes() == before
    # The SSF-style list as a file of entries: Swedish column names guessed; the row with
    # the birth year 19x0 (line 5) is named and left out, the other three are added.
    code, out, err = run(capsys, "players", "import", str(trf), str(LISTS / "national.csv"))
    assert code == 0 and out.strip() == "3 player(s) added (1 row(s) skipped)."
    assert err.startswith(f"not added: {LISTS / 'national.csv'}:5:")
    t = read_trf(trf)
    assert [(p.name, p.rating, p.club, p.fide_id) for p in t.players] == [
        ("Lindqvist, Åke", 2310, "Lunds ASK", "90000001"),
        ("Öberg, Märta", 1875, "SK Rockaden", ""),
        ("Ek, Lars", 1640, "Eksjö SS", ""),
    ]  # fmt: skip
    _, _, err = run(capsys, "players", "add", str(trf), "--fide-id", "90000001")
    assert "note: FIDE ID 90000001 is registered already" in err


def usage(capsys: pytest.CaptureFixture[str], *argv: str) -> int:
    """The exit status of a usage error (argparse exits 2 and prints the usage)."""
    with pytest.raises(SystemExit) as exc:
        main(list(argv))
    capsys.readouterr()
    return int(exc.value.code or 0)


def paired_event(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    trf = tmp_path / "e.trf"
    ok(capsys, "new", str(trf), "--name", "E", "--rounds", "3")
    for k, name in enumerate(("A, A", "B, B", "C, C", "D, D", "E, E")):
        ok(capsys, "players", "add", str(trf), "--name", name, "--rating", str(2000 - 100 * k))
    ok(capsys, "pair", str(trf))
    return trf


def test_result_errors_name_the_place(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    trf = paired_event(capsys, tmp_path)
    before = trf.read_bytes()
    # Round 1 of five by rating (C.04.3 Dutch): the lowest, 5, gets the bye; S1 = 1, 2 meets
    # S2 = 3, 4: 1-3 (board 1), 2-4 (board 2).
    t = read_trf(trf)
    assert (t.player(1).entry(1).opponent, t.player(2).entry(1).opponent) == (3, 4)
    assert t.player(5).entry(1).result is Result.PAIRING_BYE
    code, _, err = run(capsys, "result", str(trf), "--round", "1", "--board", "1", "2-0")
    assert code == 1 and err.startswith("result '2-0': not a board result; one of 1-0, ½-½")
    code, _, err = run(capsys, "result", str(trf), "--round", "1", "--board", "3", "1-0")
    assert code == 1 and err.strip() == f"{trf}: round 1 has boards 1 to 2, not 3"
    code, _, err = run(capsys, "result", str(trf), "--round", "2", "--board", "1", "1-0")
    assert code == 1 and err.strip() == f"{trf}: round 2 has no games"
    white, black = (1, 3) if t.player(1).entry(1).colour is Colour.WHITE else (3, 1)
    code, _, err = run(capsys, "result", str(trf), "--round", "1",
                       "--white", str(black), "--black", str(white), "1-0")  # fmt: skip
    assert code == 1 and f"player {white} has White against {black}" in err
    code, _, err = run(capsys, "result", str(trf), "--round", "1",
                       "--white", "1", "--black", "4", "1-0")  # fmt: skip
    assert code == 1 and "players 1 and 4 do not meet on any board" in err
    code, _, err = run(capsys, "result", str(trf), "--round", "1", "--white", "1", "1-0")
    assert code == 1 and "--white N --black M" in err
    assert usage(capsys, "result", str(trf), "--round", "1", "--board", "1",
                 "--white", "1", "--black", "4", "1-0") == 2  # fmt: skip
    assert trf.read_bytes() == before
    # A result beginning with a dash follows `--` (else it reads as an option: usage error).
    assert usage(capsys, "result", str(trf), "--round", "1", "--board", "1", "-/-") == 2
    ok(capsys, "result", str(trf), "--round", "1", "--white", str(white), "--black", str(black),
       "--", "-/-")  # fmt: skip
    t = read_trf(trf)
    assert t.player(1).entry(1).result is t.player(3).entry(1).result is Result.DOUBLE_FORFEIT


def test_unpair_the_last_round_only(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    trf = paired_event(capsys, tmp_path)
    unpaired = tmp_path / "unpaired.trf"
    # A round unpaired to be paired again: a pairing-integrity event (level 3, --confirm).
    code, _, err = run(capsys, "unpair", str(trf), "--out", str(unpaired))
    assert code == 1 and err.strip() == "Unpair round 1 and pair it again? Use --confirm to go on."
    assert not unpaired.exists()
    ok(capsys, "unpair", str(trf), "--out", str(unpaired), "--confirm")
    t = read_trf(unpaired)
    assert all(p.entry(1).result is Result.NOT_PAIRED for p in t.players)
    ok(capsys, "result", str(trf), "--round", "1", "--board", "1", "1-0")
    ok(capsys, "result", str(trf), "--round", "1", "--board", "2", "0-1")
    ok(capsys, "pair", str(trf))
    code, _, err = run(capsys, "unpair", str(trf), "--round", "1")
    assert code == 1 and err.strip() == (
        f"{trf}: round 1: only the last paired round (2) can be unpaired"
    )
    ok(capsys, "result", str(trf), "--round", "2", "--board", "1", "½-½")
    code, _, err = run(capsys, "unpair", str(trf))
    assert code == 1 and "Round 2 has results. Remove its pairings anyway? Use --force" in err
    ok(capsys, "unpair", str(trf), "--force", "--confirm")
    t = read_trf(trf)
    assert all(p.entry(2).result is Result.NOT_PAIRED for p in t.players)
    assert sorted(p.entry(1).result.value for p in t.players) == [
        "loss", "loss", "pairing_bye", "win", "win",
    ]  # fmt: skip
    code, _, err = run(capsys, "unpair", str(tmp_path / "none.trf"))
    assert code == 1 and "none.trf" in err
