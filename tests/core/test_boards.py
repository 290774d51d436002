"""Board order (core.boards): stored order first, else C.04.1 F.1 (score of the higher-scored
player, sum of scores, rank of the higher-ranked player), and the SetBoardOrder edit."""

from __future__ import annotations

from arbiter_app.core.boards import Board, boards
from arbiter_app.core.edits import SetBoardOrder
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.io.project import load_any, save_project
from arbiter_app.io.trf import read_trf, write_trf

W, B = Colour.WHITE, Colour.BLACK


def game(t: Tournament, r: int, white: int, black: int, result: Result) -> None:
    w, b = t.player(white), t.player(black)
    t.replace_player(w.with_entry(r, RoundEntry(black, W, result)))
    t.replace_player(b.with_entry(r, RoundEntry(white, B, result.mirror)))


def six() -> Tournament:
    t = Tournament(players=[Player(i, f"P{i}") for i in range(1, 7)])
    # Round 1: 1-4 1-0, 5-2 1-0, 3-6 ½-½  -> scores 1:1, 5:1, 3:½, 6:½, 2:0, 4:0
    game(t, 1, 1, 4, Result.WIN)
    game(t, 1, 5, 2, Result.WIN)
    game(t, 1, 3, 6, Result.DRAW)
    # Round 2 as entered (pending): 2-3, 6-1, 4-5
    game(t, 2, 2, 3, Result.PENDING)
    game(t, 2, 6, 1, Result.PENDING)
    game(t, 2, 4, 5, Result.PENDING)
    return t


def test_default_order_follows_c04_f1_by_hand() -> None:
    t = six()
    # Round 2 by hand: 6-1 (higher score 1, sum 1½), 4-5 (higher 1, sum 1), 2-3 (higher ½).
    # Boards 6-1 and 4-5 tie on the higher score; the sum of scores (1½ > 1) decides.
    assert boards(t, 2) == [Board(1, 6, 1), Board(2, 4, 5), Board(3, 2, 3)]
    # Round 1: every score 0, so the higher-ranked player (lower number) decides.
    assert boards(t, 1) == [Board(1, 1, 4), Board(2, 5, 2), Board(3, 3, 6)]


def test_stored_order_wins_and_unknown_games_follow() -> None:
    t = six()
    edit = SetBoardOrder(2, (2, 99))  # 99 plays no game: dropped
    edit.apply(t)
    assert [b.white for b in boards(t, 2)] == [2, 6, 4]
    assert boards(t, 2)[2] == Board(3, 4, 5)
    assert boards(t, 3) == []
    edit.revert(t)
    assert t.board_order == {}
    assert [b.white for b in boards(t, 2)] == [6, 4, 2]


def test_board_order_survives_the_project_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    t = six()
    SetBoardOrder(2, (4, 2, 6)).apply(t)
    path = tmp_path / "event.arbiter"
    save_project(t, path)
    back = load_any(path)
    assert back.board_order == {2: (4, 2, 6)}
    assert [b.white for b in boards(back, 2)] == [4, 2, 6]


def test_board_order_survives_a_trf(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # TRF has no board records: the order travels in the arbiter-app extension comment.
    t = six()
    SetBoardOrder(2, (4, 2, 6)).apply(t)
    path = tmp_path / "event.trf"
    write_trf(t, path)
    assert read_trf(path).board_order == {2: (4, 2, 6)}
