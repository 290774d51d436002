"""Information-only columns (issue 4, acceptance 2): criteria computed and printed after the
ranking list, never used to rank.

Sources: seed 003 (DrawBoss "Korrektion", tests/data/seeds/drawboss_example.trf and
expected.json: C and H share third place on layered Buchholz although their rating corrections
differ, 4125 and 3980); C.07 Art. 10.6 (RTNG, the player's own rating) and 8.1 (BH) for the
hand-made tie below; TRF-26 records 202/212 (they carry the ranking list only).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import SEEDS

from arbiter_app.cli import main
from arbiter_app.core import profiles, report, standings
from arbiter_app.core.explain import explain_with
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.tiebreaks import DescriptorError
from arbiter_app.io.csv import rows as csv_rows
from arbiter_app.io.errors import InputError
from arbiter_app.io.labels import Labels
from arbiter_app.io.project import format_project, load_project, parse_project, save_project
from arbiter_app.io.trf import EXTENSION_PREFIX, format_trf, parse_trf, read_trf

DRAWBOSS = SEEDS / "drawboss_example.trf"
LETTER = dict(zip("ABCDEFGHIJK", range(1, 12), strict=True))
W, B = Colour.WHITE, Colour.BLACK


def _tie() -> Tournament:
    """Four players, two rounds, every game played (so BH is the same under every rule set).

    Ratings 1: 2000, 2: 1900, 3: 1800, 4: 1700.  R1: 1-4 1-0, 2-3 1-0.  R2: 3-1 ½-½, 4-2 ½-½.
    Points: 1 and 2 1.5, 3 and 4 0.5.  BH (C.07 8.1, sum of the opponents' scores):
    BH(1) = s(4) + s(3) = 0.5 + 0.5 = 1.0; BH(2) = s(3) + s(4) = 1.0 — a tie.
    RTNG (C.07 10.6, own rating, highest first) would split it: 2000 > 1900.
    """
    t = Tournament(name="tie", rounds=2, system=System.SWISS, rules="fide-2024")
    games = {
        1: ((4, W, Result.WIN), (3, B, Result.DRAW)),
        2: ((3, W, Result.WIN), (4, B, Result.DRAW)),
        3: ((2, B, Result.LOSS), (1, W, Result.DRAW)),
        4: ((1, B, Result.LOSS), (2, W, Result.DRAW)),
    }
    for sn, rating in ((1, 2000), (2, 1900), (3, 1800), (4, 1700)):
        rounds = tuple(RoundEntry(o, c, r) for o, c, r in games[sn])
        t.add_player(Player(sn, f"P{sn}", rating=rating, rounds=rounds))
    return t


# -- the engine ------------------------------------------------------------------------------


def test_an_info_column_never_splits_a_tie() -> None:
    """BH leaves 1 and 2 tied (hand calculation in `_tie`): with RTNG for information they share
    places 1-2 and still show 2000 and 1900; RTNG in the list itself puts 1 first."""
    t = _tie()
    st = standings.compute(t, ["BH"], info=["RTNG"])
    one, two = st.row(1), st.row(2)
    assert (one.rank, one.rank_last) == (two.rank, two.rank_last) == (1, 2)
    assert one.values == two.values == (Fraction(1),)
    assert (one.info_values, two.info_values) == ((2000,), (1900,))
    ranked = standings.compute(t, ["BH", "RTNG"])
    assert (ranked.row(1).rank, ranked.row(2).rank) == (1, 2)
    assert not ranked.row(1).shared


def test_info_columns_are_apart_from_the_ranking_list() -> None:
    """`tiebreaks` stays the ranking list; `info` / `info_values` hold the rest;
    `columns` / `column_values` are both in print order."""
    st = standings.compute(_tie(), ["BH"], info=["RTNG", "TPN"])
    assert st.tiebreaks == ("BH",)
    assert st.info == ("RTNG", "TPN")
    assert st.columns == ("BH", "RTNG", "TPN")
    assert [st.is_info(k) for k in range(3)] == [False, True, True]
    assert st.row(2).column_values == (Fraction(1), 1900, 2)


def test_the_tournament_info_columns_are_the_default() -> None:
    t = _tie()
    t.tiebreaks, t.info_columns = ["BH"], ["RTNG"]
    assert standings.compute(t).info == ("RTNG",)
    assert standings.compute(t, info=[]).info == ()
    assert standings.compute(t).row(1).rank_last == 2  # still not ranked by


def test_pts_duplicates_and_ranking_codes_are_shown_once() -> None:
    """Points are always shown; a code already in the list (here `bh` = BH) or given twice is
    one column."""
    st = standings.compute(_tie(), ["BH"], info=["PTS", "bh", "RTNG", "RTNG", " "])
    assert st.info == ("RTNG",)


def test_a_group_criterion_cannot_be_an_info_column() -> None:
    """DE has a value only inside a tied group (C.07 6): there is nothing to print for
    everybody."""
    with pytest.raises(DescriptorError, match=r"DE.*information column"):
        standings.compute(_tie(), ["BH"], info=["DE"])
    with pytest.raises(DescriptorError, match="XYZ"):
        standings.compute(_tie(), ["BH"], info=["XYZ"])


def test_seed_c_and_h_share_third_with_rating_correction_for_information() -> None:
    """Seed 003: C and H share third on layered Buchholz (7/6/4/2 both); their rating
    corrections, C 4125 and H 3980 (seed arithmetic, expected.json), are printed but do not
    separate them."""
    t = read_trf(DRAWBOSS)
    st = standings.compute(t, ["BHL"], rules="drawboss", info=["RSUM"])
    c, h = st.row(LETTER["C"]), st.row(LETTER["H"])
    assert (c.rank, c.rank_last) == (h.rank, h.rank_last) == (3, 4)
    assert (c.info_values, h.info_values) == ((4125,), (3980,))


def test_an_info_column_is_explained_like_a_tie_break() -> None:
    """Seed 003: A's rating correction 1250 + 1110 + 1020 + 870 = 4250, round by round."""
    t = read_trf(DRAWBOSS)
    st, details = standings.compute_with_details(t, ["BHL"], rules="drawboss", info=["RSUM"])
    assert [d.code for d in details.columns] == ["BHL", "RSUM"]
    e = explain_with(details, LETTER["A"], "RSUM", st)
    assert e.value == 4250
    assert [c.amount for c in e.contributions] == [1250, 1110, 1020, 870]


# -- presets ---------------------------------------------------------------------------------


def test_drawboss_preset_ranks_by_bhl_and_prints_the_other_methods() -> None:
    """Seed 003's methods: the `drawboss` preset ranks by layered Buchholz and prints rating
    correction, median and Variant 1 for information; the siblings rank by their own method."""
    p = profiles.get("drawboss")
    assert p.tiebreaks == ("BHL",)
    assert p.info == ("RSUM", "BHM", "BHL/V1")
    assert p.settings()["info_columns"] == ["RSUM", "BHM", "BHL/V1"]
    for name, code in (
        ("drawboss-rating", "RSUM"),
        ("drawboss-median", "BHM"),
        ("drawboss-variant1", "BHL/V1"),
    ):
        sibling = profiles.get(name)
        assert sibling.tiebreaks == (code,)
        assert code not in sibling.info and len(sibling.info) == 3
    assert profiles.get("fide-2024-swiss").info == ()


# -- files -----------------------------------------------------------------------------------


def test_project_file_keeps_info_columns(tmp_path: Path) -> None:
    t = _tie()
    t.tiebreaks, t.info_columns = ["BH"], ["RTNG", "ARO"]
    path = tmp_path / "tie.arbiter.json"
    save_project(t, path)
    back = load_project(path)
    assert back.info_columns == ["RTNG", "ARO"]
    assert back == t


def test_a_project_file_without_info_columns_loads_with_none() -> None:
    """Files written before information columns existed have no `info_columns` key."""
    doc = json.loads(format_project(_tie()))
    del doc["tournament"]["info_columns"]
    back = parse_project(json.dumps(doc).encode("utf-8"), "old.arbiter.json")
    assert back.info_columns == []


def test_a_damaged_info_columns_entry_names_the_record() -> None:
    doc = json.loads(format_project(_tie()))
    doc["tournament"]["info_columns"] = ["RTNG", 7]
    with pytest.raises(InputError, match=r"tournament\.info_columns\[1\]"):
        parse_project(json.dumps(doc).encode("utf-8"), "bad.arbiter.json")


def test_trf_keeps_info_columns_in_the_extension_comment() -> None:
    """TRF-26 202/212 carry the ranking list only: the information columns go into the
    `### arbiter-app` comment and come back from it."""
    t = read_trf(DRAWBOSS)
    t.extra.clear()
    for key, value in profiles.get("drawboss").settings(t).items():
        setattr(t, key, value)
    text = format_trf(t)
    lines = text.splitlines()
    assert next(x for x in lines if x.startswith("202 ")) == "202 OTHER_BHL"
    comment = next(x for x in lines if x.startswith(EXTENSION_PREFIX))
    assert json.loads(comment[len(EXTENSION_PREFIX) :])["tournament"]["info_columns"] == [
        "RSUM",
        "BHM",
        "BHL/V1",
    ]
    back = parse_trf(text, "written.trf")
    assert back.info_columns == ["RSUM", "BHM", "BHL/V1"]
    assert back.tiebreaks == ["BHL"]


# -- report and exports ----------------------------------------------------------------------


def test_report_shows_info_columns_marked_in_legend_and_header() -> None:
    t = read_trf(DRAWBOSS)
    r = report.build(t, tiebreaks=["BHL"], rules="drawboss", info=["RSUM"], parts=())
    assert [(c.code, c.info) for c in r.criteria] == [("BHL", False), ("RSUM", True)]
    assert r.header.tiebreaks == ("BHL",) and r.header.info == ("RSUM",)
    assert [v.text for v in r.row(LETTER["A"]).values] == ["8/7/5/3", "4250"]
    labels = Labels()
    assert labels.criterion(r.criteria[1]).endswith("(for information, not used for ranking)")
    assert "(for information" not in labels.criterion(r.criteria[0])
    assert ("For information (not used for ranking)", "RSUM") in labels.header_fields(r.header)
    header = csv_rows(r)[0]
    assert header[-2:] == ["BHL", "RSUM (info)"]


def test_report_details_explain_info_columns_too() -> None:
    t = read_trf(DRAWBOSS)
    r = report.build(t, tiebreaks=["BHL"], rules="drawboss", info=["RSUM"], parts=["details"])
    rsum = next(d for d in r.details if d.start_no == LETTER["A"] and d.descriptor == "RSUM")
    assert rsum.value.text == "4250"
    assert [c.value.text for c in rsum.contributions] == ["1250", "1110", "1020", "870"]


# -- command line ----------------------------------------------------------------------------


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cli_info_option_adds_columns_to_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "standings", str(DRAWBOSS), "--rules", "drawboss",
                          "--tiebreaks", "BHL", "--info", "RSUM", "--format", "json")  # fmt: skip
    assert code == 0, err
    doc = json.loads(out)
    assert doc["tiebreaks"] == ["BHL"] and doc["info"] == ["RSUM"]
    row_a = next(r for r in doc["standings"] if r["start_no"] == LETTER["A"])
    assert row_a["values"] == {"BHL": "8/7/5/3", "RSUM": "4250"}


def test_cli_info_option_overrides_the_profile(capsys: pytest.CaptureFixture[str]) -> None:
    """`--info ''` prints none of the preset's information columns; `--info RSUM` just one."""
    for given, want in (("", []), ("RSUM", ["RSUM"])):
        code, out, err = _run(capsys, "standings", str(DRAWBOSS), "--profile", "drawboss",
                              "--info", given, "--format", "json")  # fmt: skip
        assert code == 0, err
        doc = json.loads(out)
        assert doc["info"] == want and doc["tiebreaks"] == ["BHL"]


def test_cli_text_and_csv_mark_info_columns(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "standings", str(DRAWBOSS), "--profile", "drawboss")
    assert code == 0, err
    header = next(x for x in out.splitlines() if x.startswith("Rk"))
    assert header.split()[4:] == ["BHL", "RSUM", "(info)", "BHM", "(info)", "BHL/V1", "(info)"]
    assert "for information, not used for ranking" in out
    assert "for information RSUM, BHM, BHL/V1" in out  # the profile line
    code, out, err = _run(capsys, "standings", str(DRAWBOSS), "--profile", "drawboss",
                          "--format", "csv")  # fmt: skip
    assert code == 0, err
    assert out.splitlines()[0] == (
        "rank,start_no,name,points,BHL,RSUM (info),BHM (info),BHL/V1 (info)"
    )


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("DE", "--info: DE compares the players of a tied group"),
        ("XYZ", "--info: unknown tie-break 'XYZ'"),
        ("BHL/V2", "--info: BHL/V2: only /V1"),
    ],
)
def test_cli_bad_info_code_names_the_option(
    capsys: pytest.CaptureFixture[str], given: str, message: str
) -> None:
    code, out, err = _run(capsys, "standings", str(DRAWBOSS), "--rules", "drawboss",
                          "--tiebreaks", "BHL", "--info", given)  # fmt: skip
    assert code == 1 and out == ""
    assert err.strip().startswith(message)


def test_cli_export_takes_info(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "list.csv"
    code, _out, err = _run(capsys, "export", str(DRAWBOSS), "--profile", "drawboss",
                           "--info", "RSUM", "--csv", str(target))  # fmt: skip
    assert code == 0, err
    header = target.read_text(encoding="utf-8-sig").splitlines()[0].split(",")
    assert header[-2:] == ["BHL", "RSUM (info)"]


def test_cli_uses_the_file_info_columns(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A project file's own information columns are printed without any option, and `explain`
    explains them after the list (seed 003: A's rating correction 4250)."""
    t = read_trf(DRAWBOSS)
    t.rules, t.tiebreaks, t.info_columns = "drawboss", ["BHL"], ["RSUM"]
    path = tmp_path / "db.arbiter.json"
    save_project(t, path)
    code, out, err = _run(capsys, "standings", str(path), "--format", "json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["tiebreaks"] == ["BHL"] and doc["info"] == ["RSUM"]
    code, out, err = _run(capsys, "explain", str(path), "1", "--format", "json")
    assert code == 0, err
    assert [(e["descriptor"], e["value"]) for e in json.loads(out)] == [
        ("BHL", "8/7/5/3"),
        ("RSUM", "4250"),
    ]
