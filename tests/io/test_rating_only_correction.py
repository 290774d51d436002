"""A correction for the rating report only (C.04.2 4.3: a mistake found after the last two
rounds is corrected in the rating report only): the journal records it, the standings keep the
result as played, the rating report rates the corrected one (core/corrections.py)."""

from __future__ import annotations

from arbiter_app.app.corrections import rating_only
from arbiter_app.core.corrections import RatingCorrection, for_rating, rating_corrections
from arbiter_app.core.edits import SetGame
from arbiter_app.core.model import Colour, Player, Result, System, Tournament
from arbiter_app.core.standings import compute
from arbiter_app.core.vocabulary.levels import Ask
from arbiter_app.io.rating_report import ReportOptions, rating_report

R = Result


class Yes:
    def __init__(self) -> None:
        self.asked: list[str] = []

    def tell(self, ask: Ask) -> None:
        self.asked.append(ask.gate.value)

    def confirm(self, ask: Ask, second: bool) -> bool:
        self.asked.append(ask.gate.value)
        return True


def event() -> Tournament:
    t = Tournament(name="Club", start_date="2026-06-01", system=System.SWISS, rounds=3)
    for i in range(1, 5):
        t.add_player(Player(i, f"P{i}", rating=2000 - 10 * i))
    for r, games in enumerate([[(1, 3, R.WIN), (4, 2, R.LOSS)], [(2, 1, R.DRAW), (3, 4, R.WIN)]]):
        for white, black, result in games:
            SetGame(r + 1, white, black, Colour.WHITE, result).apply(t)
    SetGame(3, 1, 4, Colour.WHITE, R.PENDING).apply(t)
    SetGame(3, 3, 2, Colour.WHITE, R.PENDING).apply(t)
    return t


def test_the_rating_report_rates_the_correction_the_standings_keep_the_result() -> None:
    t = event()
    # Round 1, board 1 was 1-0 for player 1; the score sheet said 0-1, found in round 3.
    correction = RatingCorrection(1, 1, 3, R.LOSS, R.WIN)
    yes = Yes()
    step = rating_only(t, correction, "score sheet", yes, "2026-06-03T10:00:00")
    assert step is not None and yes.asked == ["rating-only-correction"]
    points = {row.start_no: row.points for row in compute(t).rows}
    step.apply(t)
    assert [(e.what, e.round_no, e.detail) for e in t.journal] == [
        ("rating-only-correction", 1, "white=1 black=3 result=loss/win")
    ]
    assert rating_corrections(t) == [correction]
    # The event keeps the result as played: player 1 has 1 + ½ = 1½, player 3 has 0 + 1 = 1.
    assert t.player(1).entry(1).result is R.WIN
    assert {row.start_no: row.points for row in compute(t).rows} == points
    # The report rates 0-1: player 1's line has round 1 `3 w 0` and 0 + ½ = 0.5 points.
    rated = for_rating(t)
    assert rated.player(1).entry(1).result is R.LOSS and rated.player(3).entry(1).result is R.WIN
    text, _ = rating_report(t, ReportOptions())
    line = next(x for x in text.splitlines() if x.startswith("001    1"))
    assert "    3 w 0" in line and line[80:84].strip() == "0.5"
