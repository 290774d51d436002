"""Team files as their producers wrote them (tests/data/real/, sources in its README): the
Crete championships (Swiss-Manager, TRF-16 013) and FIDE's Grandmommy's Cup sample (TRF-26 310,
300, 320, 330, 240, 352, 362, 801/802) open as team events; what the files print is sliced from
their text here, independently of the reader, and compared."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from msgspec.structs import replace

from arbiter_app.core.model import Tournament
from arbiter_app.core.teams.matches import team_rounds
from arbiter_app.core.vocabulary.results import Result
from arbiter_app.io.errors import InputError
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.project import format_project, parse_project
from arbiter_app.io.trf import format_trf, parse_trf, read_trf
from arbiter_app.io.trf.reader import read_notes


def note_texts(t: Tournament) -> list[str]:
    """The reader's notes as the command line prints them (English)."""
    return [ENGLISH_LABELS.note(n) for n in read_notes(t)]


REAL = Path(__file__).parents[1] / "data" / "real"
CRETE_2025 = REAL / "swiss-manager" / "crete_2025_teams.trf"
CRETE_2024 = REAL / "swiss-manager" / "crete_2024_teams.trf"
CUP = REAL / "fide-tec" / "grandmommyscup.trf"


def _lines(path: Path, record: str) -> list[str]:
    return [x for x in path.read_text(encoding="utf-8").splitlines() if x.startswith(record)]


@pytest.mark.parametrize(("path", "teams", "boards"), [(CRETE_2025, 8, 10), (CRETE_2024, 15, 6)])
def test_the_crete_championships_open_as_team_events(path: Path, teams: int, boards: int) -> None:
    t = read_trf(path)
    assert t.teams is not None and len(t.teams.teams) == teams
    listed = {int(x) for line in _lines(path, "013") for x in line[36:].split()}
    assert listed == {p.start_no for p in t.players}  # every player is in a team
    # Every player's points equal the file's points column (001 columns 81-84).
    for line in _lines(path, "001"):
        assert t.points(t.player(int(line[4:8]))) == Fraction(line[80:84].strip())
    rounds = team_rounds(t)
    assert max(len(tr.games) for trs in rounds.values() for tr in trs) == boards


def test_a_board_left_empty_by_the_opponent_team_is_the_point_swiss_manager_counts() -> None:
    t = read_trf(CRETE_2025)
    # Player 58 (Ο.Φ.Σ.Χ.): round 4 `0000 - -`, points column 1.5 = ½ + 0 + 0 + 1: his team met
    # Σ.Α.ΓΑΖΙΟΥ, which had 8 players for 10 boards.
    assert t.player(58).entry(4).result is Result.FULL_BYE
    assert any("board won by forfeit" in text for text in note_texts(t))
    # Crete 2024: a team bye gives its players nothing; player 41's point is round 6 (a board
    # his team's opponent left empty), not round 2 (the team's bye).
    t = read_trf(CRETE_2024)
    assert t.player(41).entry(2).result is Result.ZERO_BYE
    assert t.player(41).entry(6).result is Result.FULL_BYE


def test_the_cup_gives_the_310_match_and_game_points_and_every_802_round() -> None:
    t = read_trf(CUP)
    assert t.teams is not None
    assert t.teams.tiebreaks == ("EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP")
    rounds = team_rounds(t)
    for line in _lines(CUP, "310"):  # columns 55-60 MP, 62-67 GP
        mine = rounds[int(line[4:7])]
        assert sum(tr.mp for tr in mine) == Fraction(line[54:60].strip())
        assert sum(tr.gp for tr in mine) == Fraction(line[61:67].strip())
    kinds = {"FPB": Result.FULL_BYE, "HPB": Result.HALF_BYE, "PAB": Result.PAIRING_BYE}
    for line in _lines(CUP, "802"):  # per round: opponent or bye, colour, GP, `f` forfeit
        mine = rounds[int(line[4:7])]
        for r in range(14):
            cell = line[28 + 13 * r : 41 + 13 * r]
            opponent, gp = cell[0:3].strip(), cell[6:10].strip()
            tr = mine[r]
            assert tr.gp == Fraction(gp), (line[4:7], r + 1)
            if opponent.isdecimal():
                assert tr.opponent == int(opponent)
                assert tr.played == (cell[10:11] != "f")
            elif opponent in kinds:
                assert tr.result is kinds[opponent]
            else:  # ZPB: not in the round at all
                assert opponent == "ZPB" and tr.result is Result.NOT_PAIRED


@pytest.mark.parametrize("path", [CRETE_2025, CRETE_2024, CUP], ids=lambda p: p.stem)
def test_team_records_are_written_back_and_kept_in_the_project_file(path: Path) -> None:
    t = read_trf(path)
    assert t.teams is not None
    back = parse_trf(format_trf(t))
    assert back.teams is not None and back.teams.without_claims() == t.teams.without_claims()
    assert parse_project(format_project(t).encode()) == t
    # An edited team is written as TRF-26 310 records (the 013/310 lines no longer say it).
    first = t.teams.teams[0]
    t.teams = t.teams.with_team(replace(first, name="Renamed", captain="", members=first.members))
    text = format_trf(t)
    assert any(x.startswith("310   1 Renamed") for x in text.splitlines())
    again = parse_trf(text)
    assert again.teams is not None and again.teams.without_claims() == t.teams.without_claims()
    assert not any(x.startswith("### arbiter-app") and "teams" in x for x in text.splitlines())


@pytest.mark.parametrize(
    ("record", "message", "column"),
    [
        ("310  99 " + "Gamma".ljust(32) + " GMA  " + " " * 27 + " 999", "lists player 999", 1),
        ("330 ++   1   1   2", "record 330: unknown code '++'", 5),
        ("362 TW two", "record 362: cannot read TW two", 5),
        ("300   x   1   2    1    2", "round: expected a number", 5),
    ],
)
def test_bad_team_records_are_refused_naming_line_and_column(
    record: str, message: str, column: int
) -> None:
    text = CUP.read_text(encoding="utf-8").splitlines()
    at = text.index(next(x for x in text if x.startswith("310")))
    text.insert(at, record)
    with pytest.raises(InputError) as info:
        parse_trf("\n".join(text), "cup.trf")
    assert message in info.value.message
    assert info.value.line == at + 1
    assert (info.value.column or 1) == column
