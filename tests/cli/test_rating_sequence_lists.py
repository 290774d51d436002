"""National lists in the event's rating sequence (C.02 checklist, rating lists: custom lists,
a list sequence the arbiter edits): registration takes the rating from the first list of the
sequence that has the player, says where it came from, keeps the national rating beside it.

The lists: the synthetic FIDE excerpt (tests/data/ratinglists/players_list_foa.txt) and an
SSF-style list written here. By hand, from the two lists' lines:

    FIDE ID   FIDE list (SRtng)          SSF list (Rating)
    100000    Dawi, Kahangor: 0 (unrated)  1650
    100014    Anka, Hanzoyu GM: 2573       2550
    -         (not in it)                 Öberg, Märta: 1875

Sequence "standard ssf": Anka 2573 from fide:standard (national 2550), Dawi 1650 from
ssf:standard (national 1650; no FIDE rating, so unrated for B.02), Öberg 1875 from ssf.
Sequence "ssf standard": Anka 2550 from ssf:standard, his FIDE rating 2573 kept beside it
(the official rating, C.02 checklist: official and tournament rating).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli import main
from arbiter_app.core.rating_change import official_rating, rating_source
from arbiter_app.io.project import load_any

LISTS = Path(__file__).resolve().parents[1] / "data" / "ratinglists"
SSF = """Medlemsnummer;Efternamn;Förnamn;Klubb;Födelseår;Kön;Rating;FIDE-ID
201;Dawi;Kahangor;Lunds ASK;1996;M;1650;100000
202;Anka;Hanzoyu;SK Rockaden;1970;M;2550;100014
203;Öberg;Märta;SK Rockaden;1958;K;1875;
"""


@pytest.fixture
def event(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "data"))
    fide = ["ratings", "import", str(LISTS / "players_list_foa.txt"), "--date", "2026-11-01"]
    assert main(fide) == 0
    (tmp_path / "ssf.csv").write_text(SSF, encoding="utf-8")
    ssf = ["ratings", "import", str(tmp_path / "ssf.csv"), "--source", "ssf"]
    assert main([*ssf, "--date", "2026-11-01"]) == 0
    path = tmp_path / "event.trf"
    assert main(["new", str(path), "--name", "Lists", "--rounds", "3"]) == 0
    return path


def registered(path: Path) -> list[tuple[str, int, str, int, int]]:
    t = load_any(path)
    return [
        (p.name, p.rating, rating_source(p), p.national_rating, official_rating(t, p))
        for p in t.players
    ]


def test_the_first_list_of_the_sequence_that_has_the_player(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ratings", "sequence", str(event)]) == 0
    assert capsys.readouterr().out.strip() == "standard"
    assert main(["ratings", "sequence", str(event), "standard", "ssf"]) == 0
    assert capsys.readouterr().out.strip() == "standard -> ssf"
    for fide_id in ("100014", "100000"):
        assert main(["players", "add", str(event), "--fide-id", fide_id]) == 0
    assert registered(event) == [
        ("Anka, Hanzoyu", 2573, "fide:standard", 2550, 2573),
        ("Dawi, Kahangor", 1650, "ssf:standard", 1650, 0),
    ]
    assert main(["ratings", "sequence", str(event), "ssf", "standard"]) == 0
    assert main(["players", "add", str(event), "--fide-id", "100014"]) == 0
    # Seeded by the SSF list, Anka keeps his FIDE rating beside it (official rating: 2573),
    # the one B.02 rates from and the rating report carries.
    assert registered(event)[2] == ("Anka, Hanzoyu", 2550, "ssf:standard", 2550, 2573)
    # The check against the FIDE list does not count Dawi's SSF rating as a difference.
    capsys.readouterr()
    main(["ratings", "check", str(event)])
    assert "Dawi" not in capsys.readouterr().out
    # The rating report carries FIDE ratings only: Dawi unrated there (TRF 001 columns 49-52
    # blank), Anka 2573 however seeded; 072 counts two rated players.
    report = event.parent / "report.trf"
    assert main(["export", str(event), "--rating-report", str(report), "--force"]) == 0
    lines = report.read_text(encoding="utf-8").splitlines()
    ratings = [line[48:52].strip() for line in lines if line.startswith("001")]
    assert ratings == ["2573", "", "2573"] and "072 2" in lines


def test_the_event_trf_writes_fide_ratings_and_reads_the_national_ones_back(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The event's own TRF (not the rating report) writes the FIDE rating in 001 columns 49-52
    (TRF-16/TRF-26: "FIDE rating", blank for none), however the player was seeded: Dawi,
    seeded by SSF 1650 with FIDE 0, blank; Anka, seeded by SSF 2550, his FIDE 2573. The
    tournament (national) ratings travel in the arbiter-app comment and read back unchanged;
    another program reading the file sees FIDE's figures (the comment is a comment to it)."""
    assert main(["ratings", "sequence", str(event), "ssf", "standard"]) == 0
    for fide_id in ("100014", "100000"):
        assert main(["players", "add", str(event), "--fide-id", fide_id]) == 0
    lines = event.read_text(encoding="utf-8").splitlines()
    players = [line for line in lines if line.startswith("001")]
    assert [(x[14:47].strip(), x[48:52].strip()) for x in players] == [
        ("Anka, Hanzoyu", "2573"),
        ("Dawi, Kahangor", ""),
    ]
    assert "072 1" in lines  # one FIDE-rated player
    # Read back (the file is the event): the tournament ratings as registered, by hand above.
    assert registered(event) == [
        ("Anka, Hanzoyu", 2550, "ssf:standard", 2550, 2573),
        ("Dawi, Kahangor", 1650, "ssf:standard", 1650, 0),
    ]
    # ... and converted to a project file and back to a TRF, the same lines.
    project, again = event.parent / "event.arbiter", event.parent / "again.trf"
    assert main(["convert", str(event), str(project)]) == 0
    assert main(["convert", str(project), str(again)]) == 0
    assert registered(again) == registered(event)
    assert [x for x in again.read_text(encoding="utf-8").splitlines() if x[:3] == "001"] == players


def test_a_player_only_the_national_list_has(event: Path) -> None:
    from arbiter_app.app.players import register_edit
    from arbiter_app.core.model import Tournament
    from arbiter_app.core.settings import RatingSettings
    from arbiter_app.io.ratinglists import RatingLists, lists_dir

    lists = RatingLists(lists_dir())
    (found,) = lists.find("öberg, m")
    t = Tournament(name="t", ratings=RatingSettings(sequence=("standard", "ssf")))
    edit, _ = register_edit(t, lists, found)
    edit.apply(t)
    p = t.player(1)
    assert (p.rating, rating_source(p), p.national_rating, official_rating(t, p)) == (
        1875, "ssf:standard", 1875, 0,
    )  # fmt: skip


def test_a_sequence_names_known_items_once(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ratings", "sequence", str(event), "ssf", "ssf:standard"]) == 1
    assert "each rating type or list once" in capsys.readouterr().err
    assert main(["ratings", "sequence", str(event), "classic"]) == 0  # a list imported later
    assert "note: no list named classic is imported" in capsys.readouterr().err
    assert main(["ratings", "sequence", str(event), "ssf:elo"]) == 1
    assert "'ssf:elo' is not a rating type nor a list's name" in capsys.readouterr().err
    assert main(["ratings", "sequence", str(event), "--default"]) == 0
    assert capsys.readouterr().out.strip() == "standard"


def test_every_path_rates_a_nationally_seeded_player_from_his_fide_rating(
    event: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Sequence "ssf standard": Anka is seeded 2550 (SSF), Zochfin (not in the SSF list)
    2439 (FIDE, K 10 in the list, as Anka). Anka wins. B.02 8.3 from the FIDE ratings, worked
    by hand: D = 2573 - 2439 = 134, PD .68 for the higher (8.1.2: 130-137); Anka
    (1 - .68) x 10 = +3.20, Zochfin (0 - .32) x 10 = -3.20. Every face gives these."""
    import json
    from fractions import Fraction

    from arbiter_app.io.trf import read_trf

    f = str(event)
    assert main(["ratings", "sequence", f, "ssf", "standard"]) == 0
    for fide_id in ("100014", "100007"):
        assert main(["players", "add", f, "--fide-id", fide_id]) == 0
    assert main(["pair", f, "--confirm"]) == 0  # (two players cannot play 3 rounds: asked)
    white = read_trf(event).player(1).entry(1).colour.value
    assert (
        main(["result", f, "--round", "1", "--board", "1", "1-0" if white == "w" else "0-1"]) == 0
    )
    capsys.readouterr()
    assert main(["ratings", "change", f, "--format", "json"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    cli = {p["start_no"]: Fraction(p["change"]) for p in players}
    assert main(["standings", f, "--info", "RCHG", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    listed = {r["start_no"]: Fraction(r["values"]["RCHG"]) for r in rows}
    assert cli == listed == {1: Fraction("3.20"), 2: Fraction("-3.20")}


def test_the_list_corrects_the_fide_rating_kept_beside_a_national_one() -> None:
    """Consistency with the list in force (C.02 checklist): for a player seeded by a national
    list the FIDE list is compared with the FIDE rating kept beside it, and taking the
    difference over corrects that one; the tournament rating stays the national list's."""
    from arbiter_app.core.list_check import Listed, TakeFromList, differences
    from arbiter_app.core.model import Player, Tournament
    from arbiter_app.core.rating_change import with_fide_rating, with_source
    from arbiter_app.core.settings import RatingSettings

    t = Tournament(name="t", start_date="2026-11-05")
    t.ratings = RatingSettings(sequence=("ssf", "standard"))
    anka = Player(1, "Anka, Hanzoyu", rating=2550, national_rating=2550, fide_id="100014")
    t.add_player(with_fide_rating(with_source(anka, "ssf:standard"), "standard", 2500))
    listed = {"100014": Listed("100014", "Anka, Hanzoyu", rating=2573, rating_from="fide:standard")}
    (diff,) = differences(t, listed)
    assert (diff.field, diff.event, diff.listed) == ("rating", "2500", "2573")
    TakeFromList(t, [diff]).apply(t)
    p = t.player(1)
    assert (p.rating, rating_source(p), official_rating(t, p)) == (2550, "ssf:standard", 2573)
