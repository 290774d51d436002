"""`ratings check` against the FIDE list in force (C.02 checklist, rating lists: consistency
with the list valid at the start, updating a chosen subset), and the same in the window
(`ListCheckDialog` from the players view, one undo step).

The event: five players registered from the February 2026 list (their K kept), start 5 March
2026. The March 2026 list (in force at the start) has new ratings for players 2 (1950 ->
1962), 3 (2210 -> 2198) and 5 (1600 -> 1631) and a new title for player 4 (FM -> IM);
player 1 is unchanged. Written by hand: the differences are exactly those four.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_app.cli import main
from arbiter_app.core.model import Colour, JournalEntry, Player, Result, RoundEntry, Tournament
from arbiter_app.core.rating_change import SetKFactor
from arbiter_app.io.trf import read_trf, write_trf

REGISTERED = [  # start no, name, title, rating, K, born
    (1, "Alm, Anna", "WFM", 2050, 20, 1995),
    (2, "Berg, Bo", "", 1950, 20, 1990),
    (3, "Carlsson, Cia", "", 2210, 20, 1988),
    (4, "Dahl, Dan", "FM", 2320, 20, 1985),
    (5, "Ek, Erik", "", 1600, 40, 2011),
]
MARCH = {2: ("", 1962), 3: ("", 2198), 4: ("IM", 2320), 5: ("", 1631)}


def event() -> Tournament:
    t = Tournament(name="Check", start_date="2026-03-05", end_date="2026-03-06", rounds=2)
    for sn, name, title, rating, k, born in REGISTERED:
        p = Player(sn, name, title=title, sex="w" if sn in (1, 3) else "m", rating=rating,
                   federation="SWE", fide_id=str(1700000 + sn), birth_date=str(born))  # fmt: skip
        t.add_player(p)
        SetKFactor(p.fide_id, k).apply(t)
    for a, b, res in ((1, 2, Result.WIN), (3, 4, Result.DRAW)):
        t.replace_player(t.player(a).with_entry(1, RoundEntry(b, Colour.WHITE, res)))
        t.replace_player(t.player(b).with_entry(1, RoundEntry(a, Colour.BLACK, res.mirror)))
    return t


def march_list(path: Path) -> Path:
    from benchmarks.ratings import HEADER, fide_line

    lines = [HEADER]
    for sn, name, title, rating, k, born in REGISTERED:
        title, rating = MARCH.get(sn, (title, rating))
        wtitle = title if title.startswith("W") else ""
        lines.append(
            fide_line(
                1700000 + sn,
                name,
                "SWE",
                "F" if sn in (1, 3) else "M",
                title="" if wtitle else title,
                wtitle=wtitle,
                ratings=((rating, 3, k), (0, 0, 0), (0, 0, 0)),
                birth=born,
            )
        )
    path.write_text("\r\n".join(lines) + "\r\n")
    return path


@pytest.fixture
def trf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "event.trf"
    write_trf(event(), path)
    assert main(["ratings", "import", str(march_list(tmp_path / "list.txt")),
                 "--date", "2026-03-01"]) == 0  # fmt: skip
    return path


def check(
    capsys: pytest.CaptureFixture[str], *argv: str, told: list[str] | None = None
) -> tuple[int, list[tuple[object, ...]]]:
    code = main(["ratings", "check", *argv, "--format", "json"])
    captured = capsys.readouterr()
    if told is not None:
        told.extend(captured.err.splitlines())
    data = json.loads(captured.out)
    return code, [(d["start_no"], d["field"], d["event"], d["list"]) for d in data["differences"]]


def test_check_lists_exactly_the_changes_and_updates_only_the_chosen(
    trf: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, found = check(capsys, str(trf))
    assert code == 1 and found == [
        (2, "rating", "1950", "1962"),
        (3, "rating", "2210", "2198"),
        (4, "title", "FM", "IM"),
        (5, "rating", "1600", "1631"),
    ]
    before = read_trf(trf)
    told: list[str] = []
    code, found = check(capsys, str(trf), "--update", "2,4", told=told)
    assert "2 value(s) taken over from the list fide (list of 2026-03-01)." in told
    assert code == 1 and found == [(3, "rating", "2210", "2198"), (5, "rating", "1600", "1631")]
    after = read_trf(trf)
    assert (after.player(2).rating, after.player(4).title) == (1962, "IM")
    for sn in (1, 3, 5):
        assert after.player(sn) == before.player(sn)
    assert after.player(2).rounds == before.player(2).rounds
    assert check(capsys, str(trf), "--update", "all") == (0, [])


def test_the_journal_lines_of_an_update() -> None:
    """The hook FIDE mode's journal will call: one line per difference taken over."""
    from arbiter_app.core.list_check import Difference, TakeFromList

    t = event()
    edit = TakeFromList(t, [Difference(4, "title", "FM", "IM"), Difference(2, "k", "", "20")])
    assert edit.journal_lines() == [
        "player 2: k - -> 20 (from the list)",
        "player 4: title FM -> IM (from the list)",
    ]


def test_an_update_is_one_step_with_its_journal_line() -> None:
    """`ratings check --update` and the window build the same edit: the values and the journal
    line (Gate.TAKEN_FROM_LIST) in one undo step, and the notice both faces give."""
    from arbiter_app.core.list_check import Difference, take_from_list

    t = event()
    chosen = [Difference(5, "rating", "1600", "1631", "fide:standard")]
    edit, ask = take_from_list(t, chosen, "fide", "2026-03-01", "2026-03-05T09:00:00+00:00")
    assert ask.describe() == "1 value(s) taken over from the list fide (list of 2026-03-01)."
    edit.apply(t)
    assert t.player(5).rating == 1631
    assert t.journal[0] == JournalEntry(
        "2026-03-05T09:00:00+00:00", 1, "taken-from-list", "",
        "fide (2026-03-01): player 5: rating 1600 -> 1631 (from the list)",
    )  # fmt: skip
    edit.revert(t)
    assert (t.player(5).rating, t.journal) == (1600, ())


def test_text_table_and_errors(trf: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ratings", "check", str(trf)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("against fide (2026-03-01, standard ratings)")
    assert out[-1].split() == ["5", "Ek,", "Erik", "rating", "1600", "1631"]
    assert main(["ratings", "check", str(trf), "--update", "9"]) == 1
    assert "--update: '9' is not a start number" in capsys.readouterr().err
    assert main(["ratings", "check", str(trf), "--list", "ssf"]) == 1
    assert "no rating list named 'ssf' (lists: fide)" in capsys.readouterr().err


def test_the_window_takes_the_chosen_as_one_undo_step(
    trf: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The players view's checkAgainstList button: the dialog lists the same four; the user
    checks players 2 and 4 and accepts; one undo step restores the players."""
    from PySide6.QtWidgets import QMessageBox, QPushButton

    from arbiter_app.gui.document import Document
    from arbiter_app.gui.list_check_dialog import ListCheckDialog
    from arbiter_app.gui.players_view import PlayersView

    document = Document(read_trf(trf))
    view = PlayersView(document, trf.parent / "data" / "ratinglists")
    qtbot.addWidget(view)
    shown: list[int] = []

    def accept_two(dialog: ListCheckDialog) -> int:
        shown.append(dialog.table.rowCount())
        dialog.check({2, 4})
        return int(ListCheckDialog.DialogCode.Accepted.value)

    told: list[str] = []

    def notice(box: QMessageBox) -> int:
        told.append(f"{box.objectName()}: {box.text()}")
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(ListCheckDialog, "exec", accept_two)
    monkeypatch.setattr(QMessageBox, "exec", notice)
    before = list(document.tournament.players)
    view.findChild(QPushButton, "checkAgainstList").click()
    t = document.tournament
    assert shown == [4]
    assert (t.player(2).rating, t.player(4).title, t.player(3).rating) == (1962, "IM", 2210)
    assert told == ["gateNotice: 2 value(s) taken over from the list fide (list of 2026-03-01)."]
    assert [(j.what, j.round_no, j.detail) for j in t.journal] == [
        ("taken-from-list", 1, "fide (2026-03-01): player 2: rating 1950 -> 1962 (from the "
         "list); player 4: title FM -> IM (from the list)")
    ]  # fmt: skip
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert list(document.tournament.players) == before
    assert document.tournament.journal == ()
