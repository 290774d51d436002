"""GUI timings for the standings benchmark, offscreen, in a process of their own.

    python benchmarks/gui_probe.py FILE PLAYERS [--open-repeat N] [--edit-repeat M]

prints one JSON line: ``{"open": s, "grid": s, "edit": s, "rows": n}``, medians over the
repeats.

- grid: `MainWindow.open_path(FILE)` until it returns and the window has painted: the grid is
  shown and scrollable (for big events the standings are still being computed in the worker);
- open: the same until the standings pane shows the file's standings (`standingsUpdated`, the
  model has one row per player, pending paint events processed);
- edit: a result change pushed as a core edit (`MainWindow.push(SetResult(...))`, the path the
  palette takes) until the refreshed standings are shown. The edit alternates a game of the last
  round between two results, so the tournament stays the same size.

A process of its own, so Qt never enters the benchmark process, and with its own settings and
data directories (`ARBITER_APP_CONFIG_DIR` / `ARBITER_APP_DATA_DIR`) so recent-file lists and
recovery copies of the user's real installation are left alone.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def available() -> bool:
    return importlib.util.find_spec("arbiter_app.gui.main_window") is not None


def measure(
    path: Path, players: int, open_repeat: int, edit_repeat: int
) -> tuple[float, float, float, str]:
    """(grid shown seconds, standings shown seconds, edit seconds, note) from a child process
    running this module."""
    with tempfile.TemporaryDirectory(prefix="arbiter-bench-gui-") as tmp:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            ARBITER_APP_CONFIG_DIR=str(Path(tmp) / "config"),
            ARBITER_APP_DATA_DIR=str(Path(tmp) / "data"),
        )
        argv = [sys.executable, __file__, str(path), str(players)]
        argv += ["--open-repeat", str(open_repeat), "--edit-repeat", str(edit_repeat)]
        out = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=900)
    if out.returncode != 0:
        raise RuntimeError(f"GUI probe failed: {out.stderr.strip()[-500:]}")
    doc = json.loads(out.stdout.strip().splitlines()[-1])
    note = "" if doc["rows"] == players else f"pane showed {doc['rows']} rows"
    return doc["grid"], doc["open"], doc["edit"], note


def _run(path: Path, players: int, open_repeat: int, edit_repeat: int) -> dict[str, float]:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from arbiter_app.core.edits import SetResult
    from arbiter_app.core.model import Result
    from arbiter_app.gui.app import application
    from arbiter_app.gui.main_window import MainWindow

    # A file the program refuses would show an error box, which nobody closes offscreen:
    # read it first and fail with the reader's message.
    from arbiter_app.io.project import load_any

    load_any(path)
    app = application([])
    window = MainWindow()
    window.show()
    QApplication.processEvents()

    # Wait on the window's signal in a nested event loop, never by polling: with PySide6 6.12
    # on Python 3.11 every `processEvents()` call drops a reference to None, and a busy loop
    # of them (as `MainWindow.wait_for_standings` is) aborts the process ("deallocating None")
    # while a big event is computed in the worker thread.
    shown = [False]

    def on_shown() -> None:
        shown[0] = True
        loop.quit()

    loop = QEventLoop()
    window.standingsUpdated.connect(on_shown)
    limit = QTimer(singleShot=True, interval=120_000)
    limit.timeout.connect(loop.quit)

    def act(action: Callable[[], bool]) -> float:
        shown[0] = False
        start = time.perf_counter()
        if not action():
            raise RuntimeError(f"refused: {window.last_error}")
        if not shown[0]:  # computed in the worker thread: wait for its result
            limit.start()
            loop.exec()
            limit.stop()
        if not shown[0]:
            raise RuntimeError("standings not shown within 120 s")
        QApplication.processEvents()  # the paint the refresh scheduled
        return time.perf_counter() - start

    opens: list[float] = []
    grids: list[float] = []

    def open_file() -> bool:
        start = time.perf_counter()
        ok = window.open_path(path, ask=False)
        QApplication.processEvents()  # the grid's first paint
        grids.append(time.perf_counter() - start)
        return ok

    for _ in range(open_repeat):
        opens.append(act(open_file))
    rows = window.standings_model.rowCount()

    t = window.current_tournament()
    last = t.rounds_paired
    game = next(
        p
        for p in t.players
        if p.entry(last).result in (Result.WIN, Result.DRAW, Result.LOSS)
        and p.entry(last).opponent is not None
    )
    first = game.entry(last).result
    other = Result.DRAW if first is not Result.DRAW else Result.WIN
    edits = []
    for k in range(edit_repeat + 1):
        result = other if k % 2 == 0 else first
        edit = SetResult(last, game.start_no, result)
        elapsed = act(lambda e=edit: window.push(e, "benchmark edit"))
        if k:  # the first edit warms caches (e.g. the undo stack's first command)
            edits.append(elapsed)
    window.document.undo_stack.setClean()  # no save question on close
    window.close()
    app.processEvents()
    return {
        "open": statistics.median(opens),
        "grid": statistics.median(grids),
        "edit": statistics.median(edits),
        "rows": rows,
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("players", type=int)
    ap.add_argument("--open-repeat", type=int, default=3)
    ap.add_argument("--edit-repeat", type=int, default=9)
    args = ap.parse_args()
    result = _run(Path(args.file), args.players, args.open_repeat, args.edit_repeat)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
