"""DrawBoss "Korrektion" (seed 003_58f04dcfe5ad8ffc.txt, digest §4): RSUM, BHL, BHL/V1, BHM.

The 11-player, 4-round example is tests/data/seeds/drawboss_example.trf; its values are in
tests/data/seeds/expected.json, whose `source` note lists the seed's errata (E and J both given
2 points, B's round-3 opponent, I's rating sum) and the per-player arithmetic of the seed that
is self-consistent, which is pinned here separately.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from conftest import SEEDS

from arbiter_app.core import standings
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.rules.base import CutRule
from arbiter_app.core.tiebreaks import DescriptorError, format_value, lookup
from arbiter_app.core.tiebreaks.cuts import apply_cuts
from arbiter_app.core.tiebreaks.drawboss import layer_sizes, layers, median_cuts
from arbiter_app.io.trf import read_trf

EXPECTED = json.loads((SEEDS / "expected.json").read_text(encoding="utf-8"))
DB = EXPECTED["drawboss_example.trf"]
FILE = SEEDS / "drawboss_example.trf"
LETTER = dict(zip("ABCDEFGHIJK", range(1, 12), strict=True))


def _printed(code: str) -> dict[int, str]:
    """Every player's value of `code`, as printed, under the DrawBoss rule set."""
    t = read_trf(FILE)
    st = standings.compute(t, [code], rules="drawboss")
    return {row.start_no: format_value(code, row.values[0]) for row in st.rows}


def _expected(block: str) -> dict[int, str]:
    return {int(k): str(v) for k, v in DB[block].items() if k != "note"}


def test_points_of_the_fixture() -> None:
    """The fixture's points (expected.json): A 4, B C H 3, F G J K 2, D E I 1."""
    t = read_trf(FILE)
    got = {p.start_no: t.points(p) for p in t.players}
    assert got == {int(k): Fraction(v) for k, v in DB["points"].items()}


def test_rating_correction_every_player() -> None:
    """Seed 003 "Rating korrektion": sum of the opponents' ratings, a bye rated 500."""
    assert _printed("RSUM") == _expected("rating_correction")


def test_layered_buchholz_every_player() -> None:
    """Seed 003 "Buchholz / Solkov": all, best R-1, ..., best 1; a bye is 0 points."""
    assert _printed("BHL") == _expected("buchholz_layers")


def test_median_every_player() -> None:
    """Seed 003 "Buchholz median": highest and lowest dropped (4 rounds: one of each)."""
    assert _printed("BHM") == _expected("buchholz_median")


def test_variant1_every_player() -> None:
    """Seed 003 "Buchholz Variant 1": layers R-2, R-1, R, R-3."""
    assert _printed("BHL/V1") == _expected("buchholz_variant1")


# -- the seed's self-consistent arithmetic -----------------------------------------------------


@pytest.mark.parametrize(
    ("letter", "printed"),
    [("A", 4250), ("C", 4125), ("D", 3840), ("F", 3820), ("G", 4480), ("H", 3980), ("J", 3570),
     ("K", 4195)],
)  # fmt: skip
def test_seed_rating_correction_where_consistent(letter: str, printed: int) -> None:
    """Seed 003 prints A = 1250+1110+1020+870 = 4250, C = 1175+870+1060+1020 = 4125, and
    D=3840, F=3820, G=4480, H=3980, J=3570, K=4195 (K includes its bye at 500)."""
    t = read_trf(FILE)
    st = standings.compute(t, ["RSUM"], rules="drawboss")
    assert st.row(LETTER[letter]).values[0] == printed


def test_seed_layers_of_3_2_2_2() -> None:
    """Seed 003, player A's opponents B 3, E 2, G 2, K 2: "9/7/5/3" (3+2+2+2, 3+2+2, 3+2, 3)."""
    assert layers([3, 2, 2, 2], layer_sizes(4)) == (9, 7, 5, 3)
    value = tuple(Fraction(x) for x in (9, 7, 5, 3))
    assert format_value("BHL", value) == "9/7/5/3"


def test_seed_variant1_of_3_2_2_2() -> None:
    """Seed 003, Variant 1 for A: max(R-2) = 5, max(R-1) = 7, max(R) = 9, max(R-3) = 3:
    "5 / 7 / 9 / 3"."""
    assert layer_sizes(4, variant=1) == [2, 3, 4, 1]
    assert layers([3, 2, 2, 2], layer_sizes(4, variant=1)) == (5, 7, 9, 3)


def test_seed_median_of_4_1_2_1() -> None:
    """Seed 003, median for B with opponents A 4, D 1, K 2, I 1: drop 4 and one 1 → 3."""
    n = median_cuts(4)
    total, _ = apply_cuts([4, 1, 2, 1], [4, 1, 2, 1], [False] * 4, n, n, CutRule.LOWEST)
    assert total == 3
    assert format_value("BHM", Fraction(3)) == "3"


def test_median_cuts_two_of_each_from_nine_rounds() -> None:
    """Seed 003: "ved 9 runder eller mere fjernes de to højeste og to laveste scores"."""
    assert [median_cuts(r) for r in (4, 8, 9, 11)] == [1, 1, 2, 2]


def test_variant1_with_few_rounds_leaves_out_missing_layers() -> None:
    """Variant 1 needs R-2 ≥ 1; with 2 rounds the order is R-1, R; with 1 round just R."""
    assert layer_sizes(2, variant=1) == [1, 2]
    assert layer_sizes(1, variant=1) == [1]


def test_only_variant_1_exists() -> None:
    t = read_trf(FILE)
    with pytest.raises(DescriptorError, match="V1"):
        standings.compute(t, ["BHL/V2"], rules="drawboss")


# -- ranking: the seed's 3-point group --------------------------------------------------------


def test_three_point_group_ranked_as_the_seed() -> None:
    """Seed 003's Buchholz table: 2 B 8/7/6/4; 3 C 7/6/4/2 and H 7/6/4/2 sharing the place
    (printed "3 C" then a blank place for H). B's layers in the fixture are 7/6/5/4 (the seed's
    B row uses K for B's round-3 opponent, an erratum): B still wins the third layer, 5 > 4."""
    t = read_trf(FILE)
    st = standings.compute(t, ["BHL"], rules="drawboss")
    b, c, h = (st.row(LETTER[x]) for x in "BCH")
    assert (b.rank, b.rank_last) == (2, 2)
    assert (c.rank, c.rank_last) == (3, 4)
    assert (h.rank, h.rank_last) == (3, 4)
    assert st.row(LETTER["A"]).rank == 1


def test_layers_are_compared_left_to_right() -> None:
    """A tuple criterion ranks by its first layer, then the next: 8/8/6/3 (D) above 8/7/5/3."""
    crit = lookup("BHL")
    from arbiter_app.core.tiebreaks import parse_descriptor, sort_key

    key = sort_key(crit, parse_descriptor("BHL"))
    f = Fraction
    vals = [(f(8), f(7), f(5), f(3)), (f(8), f(8), f(6), f(3)), (f(7), f(6), f(5), f(4))]
    assert sorted(vals, key=key) == [vals[1], vals[0], vals[2]]


# -- backgammon-style events: no draws, no colours ---------------------------------------------


def test_backgammon_event_without_colours() -> None:
    """An event with only wins, losses and a bye, no colours (Colour.NONE): points and the
    DrawBoss criteria work.  R1: 1 beats 2, 3 bye.  R2: 3 beats 1, 2 bye.
    Scores: 1: 1, 2: 1 (bye), 3: 2.  BHL(1): opponents 2 (1) and 3 (2) → 3/2.
    BHL(2): 1 (1) and its own bye (0) → 1/1.  RSUM(2): rating 1500 + bye 500 = 2000."""
    t = Tournament(name="backgammon", rounds=2, system=System.SWISS, rules="drawboss")
    none = Colour.NONE
    t.add_player(
        Player(
            1,
            "One",
            rating=1500,
            rounds=(RoundEntry(2, none, Result.WIN), RoundEntry(3, none, Result.LOSS)),
        )
    )
    t.add_player(
        Player(
            2,
            "Two",
            rating=1400,
            rounds=(RoundEntry(1, none, Result.LOSS), RoundEntry(None, none, Result.PAIRING_BYE)),
        )
    )
    t.add_player(Player(3, "Three", rating=1300, rounds=(
        RoundEntry(None, none, Result.PAIRING_BYE), RoundEntry(1, none, Result.WIN))))  # fmt: skip
    st = standings.compute(t, ["BHL", "RSUM"])
    assert [r.start_no for r in st.rows] == [3, 1, 2]
    assert format_value("BHL", st.row(1).values[0]) == "3/2"
    assert format_value("BHL", st.row(2).values[0]) == "1/1"
    assert st.row(2).values[1] == 2000


# -- acceptance 2 in one run: `standings drawboss_example.trf --profile drawboss` ---------------


def test_acceptance_2_one_cli_run(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 4, acceptance 2: one `--profile drawboss` run prints every value of expected.json
    (seed 003: rating correction, layered Buchholz, median, Variant 1) and ranks the 3-point
    group as the seed does: B second, C and H sharing third on layered Buchholz (the next
    player, G, is fifth). The ranking list is BHL alone; RSUM, BHM and BHL/V1 are
    information-only columns, so C's higher rating correction (4125 > 3980) does not split
    C and H."""
    from arbiter_app.cli import main

    code = main(["standings", str(FILE), "--profile", "drawboss", "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    doc = json.loads(captured.out)
    assert doc["rules"] == "drawboss"
    assert doc["tiebreaks"] == ["BHL"]
    assert doc["info"] == ["RSUM", "BHM", "BHL/V1"]
    rows = {row["start_no"]: row for row in doc["standings"]}
    assert {sn: Fraction(row["points"]) for sn, row in rows.items()} == {
        int(k): Fraction(v) for k, v in DB["points"].items()
    }
    for code_, block in (
        ("RSUM", "rating_correction"),
        ("BHL", "buchholz_layers"),
        ("BHM", "buchholz_median"),
        ("BHL/V1", "buchholz_variant1"),
    ):
        assert {sn: row["values"][code_] for sn, row in rows.items()} == _expected(block), code_
    rank = {letter: rows[sn]["rank"] for letter, sn in LETTER.items()}
    assert rank["A"] == 1 and rank["B"] == 2
    assert rank["C"] == rank["H"] == 3
    assert rank["G"] == 5  # C and H hold places 3 and 4 together
    assert [row["start_no"] for row in doc["standings"]][:4] == [1, 2, 3, 8]
