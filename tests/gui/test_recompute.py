"""The worker's copy of the tournament (gui/recompute.py): it is sent only what an edit changed,
and it never differs from the window's document.

Tournament: IA Mario Held, "Exercises in Tie-Breaking" (FIDE TEC, rev. 2403220900), the
16-player 5-round Swiss (`held_swiss_5.trf`; its players are listed in the file by rank, not by
start number, so the list order is worth keeping). Every expected result is the core's own
computation of the document (`core.standings.compute`, `core.validate.validate`): these tests
check that the worker computes the same tournament, not the numbers themselves (the tie-break
tests do that).
"""

from __future__ import annotations

import threading
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import FIDE_TEC
from gatetools import Gates
from guitools import (  # noqa: F401 - pytest fixtures
    expected_pane,
    free_editing,
    gui_env_fixture,
    pane,
    window_fixture,
)
from msgspec.structs import replace
from pytestqt.qtbot import QtBot

from arbiter_app.core.edits import (
    AddPlayer,
    ChangeSettings,
    Edit,
    RemovePlayer,
    SetResult,
    Withdraw,
)
from arbiter_app.core.model import Player, Result, System, Tournament
from arbiter_app.core.standings import Row, Standings, compute
from arbiter_app.core.validate import validate
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.recompute import (
    Computed,
    Mirror,
    OutOfStep,
    Patch,
    Update,
    Worker,
    WorkerState,
    snapshot,
)
from arbiter_app.gui.standings_model import StandingsModel
from arbiter_app.io.trf import read_trf

HELD5 = FIDE_TEC / "held_swiss_5.trf"


@pytest.fixture(name="state")
def state_fixture() -> WorkerState:
    """What a worker keeps between jobs, here in the test's process: nothing yet."""
    return WorkerState()


def _edits() -> list[Edit]:
    """Result changes, a withdrawal, a new player (structure), settings: each kind of change."""
    return [
        SetResult(5, 1, Result.WIN),  # Alyx - David, round 5: was a draw
        SetResult(2, 16, Result.DRAW),  # Maria - Stephan, round 2: Stephan had won
        Withdraw(10, 4),  # Lais, who played round 5: a finding appears
        AddPlayer(Player(17, "Late Entry", rating=1400)),
        ChangeSettings(tiebreaks=["BH/C1", "SB"], name="renamed"),
        SetResult(1, 3, Result.LOSS),  # Charline - Maria, round 1: was a draw
    ]


def test_changes_only_the_edited_players_are_sent_and_the_copy_equals_the_document(
    state: WorkerState,
) -> None:
    """In-process: after every edit, undo and redo the copy the updates build is the document."""
    t = read_trf(HELD5)
    mirror = Mirror()
    first = mirror.update(snapshot(t))
    assert first.whole is not None  # nothing held yet: the whole tournament
    assert state.apply(first) == t
    done: list[Edit] = []
    for edit in _edits():
        edit.apply(t)
        done.append(edit)
        update = mirror.update(snapshot(t))
        assert update.whole is None
        assert state.apply(update) == t
        if isinstance(edit, SetResult):  # the two players of the game, nobody else
            assert {p.start_no for p in update.players} == {edit.start_no, _opponent(t, edit)}
            assert update.settings is None
        if isinstance(edit, ChangeSettings):
            assert update.players == ()
            assert update.settings is not None and update.settings["name"] == "renamed"
    for edit in reversed(done):  # undo all, then redo all
        edit.revert(t)
        assert state.apply(mirror.update(snapshot(t))) == t
    for edit in done:
        edit.apply(t)
        assert state.apply(mirror.update(snapshot(t))) == t
    assert t.players[0].start_no == 2  # (the file's order, kept)


def _opponent(t: Tournament, edit: SetResult) -> int:
    opponent = t.player(edit.start_no).entry(edit.round_no).opponent
    assert opponent is not None
    return opponent


def test_a_removed_player_and_changed_list_lists_are_followed(state: WorkerState) -> None:
    """Removing a player, and a tie-break list changed in place in the document (the copy sent
    before must not change with it)."""
    t = read_trf(HELD5)
    t.add_player(Player(17, "Wrong Entry"))
    mirror = Mirror()
    state.apply(mirror.update(snapshot(t)))
    RemovePlayer(17).apply(t)
    assert state.apply(mirror.update(snapshot(t))) == t
    t.tiebreaks.append("WIN")  # (edits replace the list; this checks the compared copy)
    update = mirror.update(snapshot(t))
    assert update.settings is not None
    copy = state.apply(update)
    assert copy == t and copy.tiebreaks[-1] == "WIN"


def test_an_update_the_copy_does_not_follow_is_refused(state: WorkerState) -> None:
    """A lost update, another window's copy, or a new worker process: OutOfStep, and the copy
    is dropped rather than used."""
    t = read_trf(HELD5)
    mirror = Mirror()
    state.apply(mirror.update(snapshot(t)))
    SetResult(5, 1, Result.WIN).apply(t)
    mirror.update(snapshot(t))  # never arrives
    SetResult(5, 1, Result.LOSS).apply(t)
    with pytest.raises(OutOfStep):
        state.apply(mirror.update(snapshot(t)))
    assert state.held is None
    other = Mirror()
    state.apply(other.update(snapshot(t)))
    with pytest.raises(OutOfStep):  # the worker holds the other window's copy
        state.apply(replace(mirror.update(snapshot(t)), base=other.seq))


def test_an_order_that_differs_is_refused(state: WorkerState) -> None:
    """The copy's player list must be the document's, position by position."""
    t = read_trf(HELD5)
    mirror = Mirror()
    state.apply(mirror.update(snapshot(t)))
    update = mirror.update(snapshot(t))
    with pytest.raises(OutOfStep):  # a start number the copy does not have
        state.apply(replace(update, order=(*update.order, 99)))


def test_start_numbers_used_twice_are_always_sent_whole(state: WorkerState) -> None:
    """A broken file with a start number twice: a change cannot name the player, so whole."""
    t = read_trf(HELD5)
    t.players.append(replace(t.players[0], name="Twin"))
    mirror = Mirror()
    for _ in range(2):
        update = mirror.update(snapshot(t))
        assert update.whole is not None
        assert state.apply(update) == t


def test_standings_come_back_as_the_rows_that_changed(state: WorkerState) -> None:
    """After the first answer the worker sends only the rows that differ from the standings the
    window holds; patched onto those they are the core's standings of the document."""
    t = read_trf(HELD5)
    mirror = Mirror()
    update = mirror.update(snapshot(t))
    answer, _, _ = state.remote(update)
    assert isinstance(answer, Standings)  # nothing received yet: all rows
    first = mirror.receive(update.seq, answer)
    SetResult(5, 1, Result.WIN).apply(t)  # Alyx beats David: both move, others' values change
    update = mirror.update(snapshot(t))
    answer, _, _ = state.remote(update)
    assert isinstance(answer, Patch)
    expected = compute(t)
    differ = {i for i, (a, b) in enumerate(zip(first.rows, expected.rows, strict=True)) if a != b}
    assert {i for i, _ in answer.rows} == differ
    assert 0 < len(differ) < len(expected.rows)
    assert mirror.receive(update.seq, answer) == expected
    with pytest.raises(ValueError):  # a patch of standings this mirror never received
        Mirror().receive(update.seq, answer)


def test_without_processes_a_thread_keeps_the_copy() -> None:
    """Where no process can be started the worker is a thread; the copy works the same."""
    worker = Worker(processes=False)
    try:
        t = read_trf(HELD5)
        mirror = Mirror()
        for edit in _edits():
            edit.apply(t)
            result = _submit_and_wait(worker, t, mirror)
            assert result.standings == compute(t)
            assert result.findings == tuple(validate(t))
        assert worker.held_copy(mirror) == t
    finally:
        worker.close()


def _submit_and_wait(worker: Worker, t: Tournament, mirror: Mirror) -> Computed:
    got: list[Computed] = []
    event = threading.Event()

    def done(result: Computed) -> None:
        got.append(result)
        event.set()

    worker.submit(1, snapshot(t), mirror, done)
    assert event.wait(60)
    return got[0]


def test_the_worker_process_computes_what_the_core_computes_and_resyncs() -> None:
    """Through the worker process: a change, then a worker that lost its copy (as a new
    process would): the whole tournament is sent again and the result is still right."""
    t = read_trf(HELD5)
    mirror = Mirror()
    worker = Worker()
    try:
        result = _submit_and_wait(worker, t, mirror)
        assert result.standings == compute(t)
        SetResult(5, 1, Result.WIN).apply(t)
        result = _submit_and_wait(worker, t, mirror)
        assert result.standings == compute(t)
        assert worker.held_copy(mirror) == t
        worker.call("release", mirror.key).result(60)  # the worker forgets
        assert mirror.holds  # (the window does not know)
        SetResult(5, 1, Result.LOSS).apply(t)
        result = _submit_and_wait(worker, t, mirror)
        assert result.standings == compute(t)
        assert result.findings == tuple(validate(t))
        assert worker.held_copy(mirror) == t
        assert worker._local is None  # (answered by the process all along)
    finally:
        worker.close()


def test_window_worker_copy_follows_edits_undo_redo_and_structure(
    window: MainWindow, qtbot: QtBot, gates: Gates
) -> None:
    """With every event sent to the worker (sync_limit 0): after each edit, undo, redo and
    added player the pane is the core's standings of the document, and the worker's copy is
    the document."""
    window.open_path(HELD5)
    free_editing(window, gates)
    window.sync_limit = 0
    stack = window.document.undo_stack

    def check() -> None:
        assert window.wait_for_standings(60_000)
        t = window.document.tournament
        assert pane(window) == expected_pane(t)
        assert window._worker.held_copy(window.document.mirror) == t

    for edit in _edits():
        assert window.push(edit, "test")
        check()
    for _ in range(3):
        stack.undo()
        check()
    stack.redo()
    check()
    window.show_tournament(read_trf(HELD5))  # another document: sent whole
    check()


def test_an_event_up_to_the_limit_is_shown_when_the_edit_returns(
    window: MainWindow, qtbot: QtBot
) -> None:
    """At or below `sync_limit` players nothing waits for the worker: the pane is current at
    once."""
    window.open_path(HELD5)
    assert len(window.document.tournament.players) <= window.sync_limit
    assert window.push(SetResult(5, 1, Result.WIN), "test")
    assert window._shown_generation == window._generation
    assert pane(window) == expected_pane(window.document.tournament)


def _row(rank: int, start_no: int, points: str) -> Row:
    return Row(rank, rank, start_no, Fraction(points), ())


def test_only_changed_rows_are_reported(qtbot: QtBot) -> None:
    """Two rows of five change (positions 1 and 3, not adjacent): two dataChanged signals, one
    per row, so the view repaints only those; then a renamed player's row alone."""
    model = StandingsModel()
    rows = [_row(i + 1, i + 1, "1") for i in range(5)]
    players = {r.start_no: Player(r.start_no, f"P{r.start_no}") for r in rows}

    def show(rows: list[Row], players: dict[int, Player]) -> None:
        st = Standings(tiebreaks=(), rules="fide-2026", system=System.SWISS, rows=tuple(rows))
        model.set_standings(st, players)

    show(rows, players)
    seen: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: seen.append((a.row(), b.row())))
    rows[1] = _row(2, 2, "1.5")
    rows[3] = _row(4, 4, "0.5")
    show(rows, players)
    assert seen == [(1, 1), (3, 3)]
    assert model.data(model.index(1, 3)) == "1.5"
    seen.clear()  # the same rows; one player renamed (an edit of the player, not the games)
    show(rows, {**players, 5: Player(5, "Renamed")})
    assert seen == [(4, 4)]
    assert model.data(model.index(4, 2)) == "Renamed"


def test_the_first_copy_is_the_worker_s_own_reading_of_the_file(state: WorkerState) -> None:
    """In-process: the worker reads the file's bytes itself (`preload`); the first update
    carries no tournament, only what changed since the window read the same bytes (here an
    edit made meanwhile), and the copy is then the document."""
    from arbiter_app.io.project import parse_any

    data = HELD5.read_bytes()
    mirror = Mirror()
    state.preload(mirror.key, data, str(HELD5))
    t = parse_any(data, str(HELD5))
    mirror.start_from_file(t)
    SetResult(5, 1, Result.WIN).apply(t)  # (an edit before the first computation)
    first = mirror.update(snapshot(t))
    assert first.whole is None and first.staged and first.base is None
    assert {p.start_no for p in first.players} == {1, 4}  # Alyx and David, nobody else
    assert state.apply(first) == t
    SetResult(5, 1, Result.LOSS).apply(t)
    assert state.apply(mirror.update(snapshot(t))) == t


def test_without_the_file_staged_the_whole_tournament_follows(state: WorkerState) -> None:
    """A worker that did not read the file (it was unreadable there, or another window's was
    staged) refuses the first update; the window then sends the whole tournament."""
    data = HELD5.read_bytes()
    mirror, other = Mirror(), Mirror()
    state.preload(other.key, data, str(HELD5))
    t = read_trf(HELD5)
    mirror.start_from_file(t)
    with pytest.raises(OutOfStep):
        state.apply(mirror.update(snapshot(t)))
    mirror.forget()
    again = mirror.update(snapshot(t))
    assert again.whole is not None and state.apply(again) == t
    state.preload(mirror.key, b"012 not a tournament\n001 x", "broken.trf")
    assert state.staged is None  # nothing staged, nothing raised


def test_opening_a_big_file_stages_it_in_the_worker(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the window and the worker process: a file big enough for the worker is read
    there too; the first update is staged (no whole copy), and the pane and the worker's copy
    are the document's."""
    sent: list[Update] = []
    window.sync_limit = 3  # held_swiss_5.trf: 16 players, above the limit, and bytes enough
    real_update = Mirror.update

    def spy(self: Mirror, t: Tournament) -> Update:
        update = real_update(self, t)
        sent.append(update)
        return update

    monkeypatch.setattr(Mirror, "update", spy)
    assert window.open_path(HELD5)
    assert window.wait_for_standings(60_000)
    assert window.push(SetResult(5, 1, Result.WIN), "test")
    assert window.wait_for_standings(60_000)
    t = window.document.tournament
    assert pane(window) == expected_pane(t)
    assert window._worker.held_copy(window.document.mirror) == t
    assert [(u.whole is None, u.staged) for u in sent] == [(True, True), (True, False)]


def test_a_big_file_that_cannot_be_read_leaves_the_worker_ready(
    window: MainWindow, qtbot: QtBot, gui_env: list[str], tmp_path: Path
) -> None:
    """A file big enough to be handed to the worker but unreadable (a record cut short) is
    refused with its place, as any file; the next file opens and its standings come from the
    worker, equal to the core's."""
    window.sync_limit = 3
    data = HELD5.read_bytes()
    broken = tmp_path / "broken.trf"
    broken.write_bytes(data.replace(b"\n001    1", b"\n001    x", 1))
    assert not window.open_path(broken)
    assert gui_env and gui_env[-1].startswith(str(broken))
    assert window.open_path(HELD5)
    assert window.wait_for_standings(60_000)
    t = window.document.tournament
    assert pane(window) == expected_pane(t)
    assert window._worker.held_copy(window.document.mirror) == t
