"""FIDE mode's rules as pure functions (core/fide_mode.py, core/results_rules.py) and what the
project file keeps of it (io/codec.py). Sources: C.02 (2026) checklist (spec/fide-acceptance.md
§3, §6, §14, §15); C.04.1 b; C.05 Annex 1; C.04.2 4.3; Laws of Chess art. 12.9.7."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from arbiter_app.app.steps import asks_of
from arbiter_app.core.edits import ChangeSettings, EditError, SetBye, SetGame, SetResult, SetSides
from arbiter_app.core.fide_mode import departures, max_rounds, rounds_asks, scoring_asks
from arbiter_app.core.model import Colour, Player, Result, Scoring, System, Tournament
from arbiter_app.core.validate import validate
from arbiter_app.core.vocabulary.findings import FindingKind
from arbiter_app.core.vocabulary.levels import Gate, Level
from arbiter_app.io.project import format_project, parse_project

R = Result


def event(players: int = 6, rounds: int = 5) -> Tournament:
    t = Tournament(name="Club", system=System.SWISS, rounds=rounds)
    for i in range(1, players + 1):
        t.add_player(Player(i, f"P{i}", rating=2400 - 10 * i))
    return t


def test_the_most_rounds_a_field_can_play() -> None:
    # C.04.1 b: no two players meet twice. Six players meet all five others in 5 rounds; seven
    # need 7 (each has one round off: C.05 Annex 1 pairs the odd field against a dummy); a
    # double round robin of six plays 2 x 5 = 10.
    assert max_rounds(6, System.SWISS) == 5
    assert max_rounds(7, System.ROUND_ROBIN) == 7
    assert max_rounds(6, System.DOUBLE_ROUND_ROBIN) == 10
    assert rounds_asks(event(6, 5)) == []
    (ask,) = rounds_asks(event(6, 6))
    assert (ask.gate, ask.level, ask.text()) == (
        Gate.ROUNDS_CANNOT_COMPLETE,
        Level.CONFIRM,
        "6 rounds cannot be completed within the rules with 6 players.",
    )
    assert rounds_asks(event(1, 9)) == []  # no field yet


@pytest.mark.parametrize(
    ("win", "draw", "loss", "refused"),
    [
        (1, Fraction(1, 2), 0, False),  # FIDE 1-½-0: two draws = a win and a loss
        (3, 1, 0, False),  # 3-1-0: 2 < 3
        (2, 1, 0, False),
        (1, 1, 0, True),  # two draws (2) outscore a win and a loss (1)
    ],
)
def test_two_draws_never_outscore_a_win_and_a_loss(
    win: int, draw: Fraction, loss: int, refused: bool
) -> None:
    t = event()
    t.scoring = Scoring(win=Fraction(win), draw=Fraction(draw), loss=Fraction(loss))
    asks = scoring_asks(t)
    assert bool(asks) is refused
    if asks:
        assert asks[0].level is Level.REFUSED and asks[0].text() == (
            "Two draws (2.0) may not score more than a win and a loss (1.0)."
        )


def played(t: Tournament) -> Tournament:
    for white, black, result in [(1, 4, R.WIN), (5, 2, R.DRAW), (3, 6, R.LOSS)]:
        SetGame(1, white, black, Colour.WHITE, result).apply(t)
    return t


def test_settings_lock_once_round_1_is_paired() -> None:
    t = event()
    assert asks_of(t, ChangeSettings(rounds=4, tiebreaks=["BH"])) == []  # before round 1
    played(t)
    asks = asks_of(t, ChangeSettings(rounds=4, tiebreaks=["BH"]))
    assert [(a.gate, a.level, a.args["setting"]) for a in asks] == [
        (Gate.LOCKED_SETTING, Level.REFUSED, "The number of rounds"),
        (Gate.LOCKED_SETTING, Level.REFUSED, "The tie-break list"),
    ]
    assert asks_of(t, ChangeSettings(name="Club 2026")) == []  # not a locked setting
    t.fide_mode = type(t.fide_mode)(on=False, left_round=1, reason="test")
    assert {a.level for a in asks_of(t, ChangeSettings(rounds=4))} == {Level.TWO_STEP}


def test_results_the_laws_know() -> None:
    t = played(event())
    SetGame(2, 1, 2, Colour.WHITE, R.PENDING).apply(t)
    # 1-1 refused; ½-0, 0-½, 0-0 ask; a mirrored result passes.
    assert [a.gate for a in asks_of(t, SetSides(2, 1, R.WIN, R.WIN))] == [Gate.RESULT_BOTH_WIN]
    for white, black in [(R.DRAW, R.LOSS), (R.LOSS, R.DRAW), (R.LOSS, R.LOSS)]:
        (ask,) = asks_of(t, SetSides(2, 1, white, black))
        assert ask.gate is Gate.RESULT_ASYMMETRIC and ask.level is Level.CONFIRM
    assert asks_of(t, SetResult(2, 1, R.WIN)) == []
    # Forfeits only 1F-0F, 0F-1F, 0F-0F: a forfeit against a game result is no result.
    with pytest.raises(EditError, match="forfeit_win against loss is no result"):
        SetSides(2, 1, R.FORFEIT_WIN, R.LOSS).apply(t)
    # Games of less than one move (TRF W/D/L) are results of their own, mirrored.
    assert asks_of(t, SetResult(2, 1, R.WIN_UNRATED)) == []
    SetResult(2, 1, R.WIN_UNRATED).apply(t)
    assert t.player(2).entry(2).result is R.LOSS_UNRATED


def test_unequal_results_are_records_that_agree_but_1_1_is_not() -> None:
    t = played(event())
    SetGame(2, 1, 2, Colour.WHITE, R.PENDING).apply(t)
    SetSides(2, 1, R.DRAW, R.LOSS).apply(t)
    assert not [f for f in validate(t) if f.kind is FindingKind.RESULT_NOT_MIRRORED]
    SetSides(2, 1, R.WIN, R.WIN).apply(t)  # the edit itself takes it: the gate refuses it
    assert [f.kind for f in validate(t) if f.kind is FindingKind.RESULT_NOT_MIRRORED]


def test_byes_and_corrections() -> None:
    t = played(event())
    assert [a.gate for a in asks_of(t, SetBye(2, 6, R.FULL_BYE))] == [Gate.FULL_POINT_BYE]
    SetBye(2, 6, R.HALF_BYE).apply(t)
    assert asks_of(t, SetBye(2, 5, R.HALF_BYE)) == []  # a first one
    (ask,) = asks_of(t, SetBye(3, 6, R.HALF_BYE))
    assert ask.gate is Gate.SECOND_HALF_BYE and ask.args == {"player": 6, "earlier": 2, "round": 3}
    # Rounds 2 and 3 paired: round 2 may change, round 1 asks (previous), and an older
    # round is refused in FIDE mode (C.04.2 4.3).
    for r, games in ((2, [(1, 5), (2, 4)]), (3, [(1, 2), (4, 5)])):
        for white, black in games:
            SetGame(r, white, black, Colour.WHITE, R.DRAW).apply(t)
    assert asks_of(t, SetResult(3, 1, R.WIN)) == []
    assert [a.gate for a in asks_of(t, SetResult(2, 1, R.WIN))] == [Gate.CORRECT_PREVIOUS_ROUND]
    (old,) = asks_of(t, SetResult(1, 1, R.LOSS))
    assert (old.gate, old.level) == (Gate.CORRECT_OLD_ROUND, Level.REFUSED)


def _written_before_fide_mode(t: Tournament) -> bytes:
    doc = json.loads(format_project(t))
    del doc["tournament"]["fide_mode"]
    return json.dumps(doc).encode()


def test_an_older_project_file_is_in_fide_mode_unless_it_departs() -> None:
    t = played(event())
    assert parse_project(_written_before_fide_mode(t)).fide_mode.on
    SetSides(1, 1, R.WIN, R.WIN).apply(t)  # 1-1 in round 1
    back = parse_project(_written_before_fide_mode(t))
    assert not back.fide_mode.on and back.fide_mode.left_round == 1
    assert back.fide_mode.reason == (
        "read from a file written before FIDE mode: round 1: players 1 and 4: both players won"
    )
    assert departures(back)[0].round_no == 1
    (finding,) = [f for f in validate(back) if f.kind is FindingKind.OUTSIDE_FIDE_MODE]
    assert dict(finding.args)["round"] == 1
    # A file written since keeps the mode as it is.
    assert parse_project(format_project(back).encode()).fide_mode == back.fide_mode


def test_every_list_of_an_event_outside_fide_mode_says_so(tmp_path: Path) -> None:
    from arbiter_app.core.model import FideMode
    from arbiter_app.core.pairing.sheets import pairing_sheet
    from arbiter_app.core.report import build
    from arbiter_app.io.html import render
    from arbiter_app.io.pairing_html import pairing_html

    t = played(event())
    line = "Outside FIDE mode since round 1: club rules"
    assert line not in render(build(t))
    t.fide_mode = FideMode(on=False, left_round=1, reason="club rules")
    assert line in render(build(t))  # standings, crosstable, final list
    assert line in pairing_html(pairing_sheet(t, 1))  # the pairing list
    # Excel: the Tournament sheet's first rows and every printed page's header.
    import zipfile

    from arbiter_app.io.excel import write_xlsx

    path = tmp_path / "club.xlsx"
    write_xlsx(build(t), path)
    with zipfile.ZipFile(path) as z:
        sheets = [z.read(n).decode() for n in z.namelist() if n.startswith("xl/worksheets/")]
    headers = [x.split("<oddHeader>")[1].split("</oddHeader>")[0] for x in sheets]
    assert len(sheets) >= 3 and all(line in h for h in headers)
    cells = [x.split("<headerFooter")[0] for x in sheets]
    assert sum(line in x for x in cells) == 1  # the Tournament sheet, a row of its own
