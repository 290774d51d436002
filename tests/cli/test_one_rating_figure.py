"""One rating figure, one answer: every face gives each player the same FIDE rating change
(B.02 8.3) for the same event and lists: `core.rating_change.event_changes`, `ratings change`,
`standings --info RCHG`, `explain --tiebreak RCHG`, the CSV list of `export --info RCHG` and the
window's Rating changes dialog.

The event (written as TRF and read back, as users feed it; start 5 March 2026: B.02 as amended
1 October 2025) and a FIDE list with its players (imported as downloaded, list of March 2026):

- 1 New, Nia 1500, born 1985: new to the list, the list's K 40 (8.3.3 from the event alone
  would give 20). Round 16 draw v Master (D -950, capped at -400: PD .08): +0.42 x 40 = +16.80;
  round 17 loss v Busy (D -200: PD .24): -0.24 x 40 = -9.60. Change +7.20.
- 2 Junior, Jo 1800, born 2012 (under 18 all year, under 2300): K 40. Round 18 win v Busy
  (D 100: PD .64): +0.36 x 40 = +14.40.
- 3 Master, Max 2450 (a published 2400): K 10. Round 15 win v Busy (D 750 capped 400: PD .92):
  +0.08 x 10 = +0.80; round 16 draw v New (PD .92): -0.42 x 10 = -4.20. Change -3.40.
- 4 Busy, Bea 1700, born 1990, new to the list: K 40, 18 rated games, 40 x 18 = 720 > 700, so
  8.3.4 makes K 700 // 18 = 38. Rounds 1-14 v fillers 5-18 (1700, PD .50): wins in the odd
  rounds (7 x +0.50), draws in the even ones (0); round 15 loss v Master (PD .08): -0.08;
  round 16 draw v filler 19 (0); round 17 win v New (PD .76): +0.24; round 18 loss v Junior
  (PD .36): -0.36. Sum 3.50 - 0.08 + 0.24 - 0.36 = 3.30; x 38 = +125.40.
- 5-19 fillers, 1700, born 1980, the list's K 20: one game v Busy each; a loss (fillers 5, 7,
  ..., 17) is -0.50 x 20 = -10.00, a draw 0.00.
"""

from __future__ import annotations

import csv
import json
from fractions import Fraction
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_app.cli import main
from arbiter_app.core import rating_change as rc
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.io.trf import read_trf, write_trf

FILLERS = range(5, 20)
EXPECTED = {
    1: Fraction("7.20"),
    2: Fraction("14.40"),
    3: Fraction("-3.40"),
    4: Fraction("125.40"),
    **{sn: Fraction(-10) if (sn - 4) % 2 == 1 and sn < 19 else Fraction(0) for sn in FILLERS},
}


def event() -> Tournament:
    t = Tournament(name="Rating paths", start_date="2026-03-05", end_date="2026-03-22", rounds=18)
    people = [
        (1, "New, Nia", 1500, "1985/01/01"),
        (2, "Junior, Jo", 1800, "2012/05/05"),
        (3, "Master, Max", 2450, "1980/01/01"),
        (4, "Busy, Bea", 1700, "1990/01/01"),
        *[(sn, f"Filler, F{sn:02d}", 1700, "1980/01/01") for sn in FILLERS],
    ]
    for sn, name, rating, born in people:
        t.add_player(
            Player(
                sn,
                name,
                sex="w" if sn == 4 else "m",
                rating=rating,
                federation="SWE",
                fide_id=str(90000100 + sn),
                birth_date=born,
            )
        )
    games: list[tuple[int, int, int, Result]] = []
    for r in range(1, 15):  # Busy v fillers 5..18: wins in odd rounds, draws in even ones
        games.append((r, 4, 4 + r, Result.WIN if r % 2 else Result.DRAW))
    games += [
        (15, 3, 4, Result.WIN),
        (16, 1, 3, Result.DRAW),
        (16, 4, 19, Result.DRAW),
        (17, 4, 1, Result.WIN),
        (18, 2, 4, Result.WIN),
    ]
    for r, a, b, res in games:
        for x, y, c, rr in ((a, b, Colour.WHITE, res), (b, a, Colour.BLACK, res.mirror)):
            t.replace_player(t.player(x).with_entry(r, RoundEntry(y, c, rr)))
    return t


def list_file(path: Path) -> Path:
    from benchmarks.ratings import HEADER, fide_line

    ks = {1: 40, 2: 40, 3: 10, 4: 40}
    t = event()
    lines = [HEADER]
    for p in t.players:
        std = (p.rating, 0, ks.get(p.start_no, 20))
        lines.append(
            fide_line(
                int(p.fide_id),
                p.name,
                "SWE",
                "F" if p.sex == "w" else "M",
                ratings=(std, (0, 0, 0), (0, 0, 0)),
                birth=int(p.birth_date[:4]),
            )
        )
    path.write_text("\r\n".join(lines) + "\r\n")
    return path


@pytest.fixture
def setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "data"))
    trf = tmp_path / "event.trf"
    write_trf(event(), trf)
    assert main(["ratings", "import", str(list_file(tmp_path / "list.txt")),
                 "--date", "2026-03-01"]) == 0  # fmt: skip
    return trf


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_every_face_gives_the_same_change(
    setup: Path, capsys: pytest.CaptureFixture[str], qtbot: QtBot, tmp_path: Path
) -> None:
    trf = setup
    # The list's K enters the event through the check: the only differences are the K.
    code, out = run(capsys, "ratings", "check", str(trf), "--format", "json")
    diffs = json.loads(out)["differences"]
    assert code == 1 and {d["field"] for d in diffs} == {"k"} and len(diffs) == 19
    assert run(capsys, "ratings", "check", str(trf), "--update", "all")[0] == 0
    assert run(capsys, "ratings", "check", str(trf))[0] == 0

    t = read_trf(trf)
    core = {c.start_no: c.change for c in rc.event_changes(t)}
    assert core == EXPECTED
    busy = next(c for c in rc.event_changes(t) if c.start_no == 4)
    assert (busy.k_given, busy.k, len(busy.games)) == (40, 38, 18)

    _, out = run(capsys, "ratings", "change", str(trf), "--format", "json")
    cli = {p["start_no"]: Fraction(p["change"]) for p in json.loads(out)["players"]}
    _, out = run(capsys, "standings", str(trf), "--info", "RCHG", "--format", "json")
    listed = {r["start_no"]: Fraction(r["values"]["RCHG"]) for r in json.loads(out)["standings"]}
    explained = {}
    for sn in EXPECTED:
        _, out = run(capsys, "explain", str(trf), str(sn), "--tiebreak", "RCHG", "--format", "json")
        explained[sn] = Fraction(json.loads(out)[0]["value"])
    target = tmp_path / "list.csv"
    assert run(capsys, "export", str(trf), "--csv", str(target), "--info", "RCHG")[0] == 0
    rows = list(csv.reader(target.read_text(encoding="utf-8-sig").splitlines()))
    head = next(r for r in rows if "RCHG (info)" in r)
    column, number = head.index("RCHG (info)"), head.index("No.")
    exported = {
        int(r[number]): Fraction(r[column])
        for r in rows[rows.index(head) + 1 :]
        if len(r) > column and r[number].isdigit() and r[column]
    }

    from PySide6.QtWidgets import QTableWidget

    from arbiter_app.gui.rating_change_dialog import RatingChangeDialog

    dialog = RatingChangeDialog(t, tmp_path / "data" / "ratinglists")
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget, "ratingChangeTable")
    window = {
        int(table.item(r, 0).text()): Fraction(table.item(r, 7).text())
        for r in range(table.rowCount())
    }
    assert cli == listed == explained == exported == window == EXPECTED
