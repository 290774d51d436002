"""Team events: standings speed (issue 27's target) and the conformance run on Gacrux's corpus.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/teams.py            # speed
    .venv/bin/python benchmarks/teams.py --corpus PATH [--limit N]            # conformance

Speed: a team Swiss of 100 teams x 4 boards (5 players each, the fifth a reserve) x 9 rounds,
generated deterministically (score-group pairing without rematches, random board results with
a few forfeits); the team standings under FIDE's sample list (`EDET/P EMGSB/C1/P BH:MP/C1/P
MPvGP`) and a longer one, from scratch and after a board's result is changed (a core edit,
untimed, then the computation reusing the last one, `core.teams.reuse.TeamRun`, as the window
does). Target (issue 27): <= 5 ms in the engine after an edit. Also Gacrux on the same event
(its TRF written by our writer): read + compute, compute only.

Conformance: PATH is Gacrux's `tests/corpus/corpus.jsonl.gz` (or `.jsonl`, or a directory of
`.trf` files). Every team tournament in it (a TRF with 310 or 013 records) is read by the
program and by Gacrux; the ranks under the file's own list (202/212, else our default) are
compared. It prints how many were read, each one not read with why, how many rank exactly as
Gacrux and each difference. The corpus is not in the PyPI package of Gacrux and was not
reachable from the machine this was written on; the tests run the sample that is
(tests/gacrux/test_teams.py: FIDE's Grandmommy's Cup and the hand-built events).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parents[1]))

from arbiter_app.core.edits import SetResult
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament
from arbiter_app.core.team_model import Team, TeamSetup
from arbiter_app.core.teams.matches import team_rounds
from arbiter_app.core.teams.reuse import TeamRun
from arbiter_app.core.teams.standings import compute
from arbiter_app.io.trf import format_trf, parse_trf

LISTS = {
    "cup": ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"],
    "long": ["MPvGP", "EDEBT", "EMGSB/C1", "EGGSB", "BH:MP/C1", "BH:GP", "BC", "TBR"],
}
_MIRROR = {Result.WIN: Result.LOSS, Result.LOSS: Result.WIN, Result.DRAW: Result.DRAW}


def team_swiss(teams: int = 100, boards: int = 4, rounds: int = 9, seed: int = 1) -> Tournament:
    rng = random.Random(seed)
    size = boards + 1
    t = Tournament(name=f"Team Swiss {teams}x{boards}x{rounds}", rounds=rounds)
    t.start_date = "2026-06-01"
    t.system = System.SWISS
    entries = {n: [RoundEntry()] * rounds for n in range(1, teams * size + 1)}
    setup = TeamSetup(
        teams=tuple(
            Team(k, f"Team {k}", members=tuple(range((k - 1) * size + 1, k * size + 1)))
            for k in range(1, teams + 1)
        ),
        boards=boards,
    )
    mp = {k: 0 for k in range(1, teams + 1)}
    met: set[tuple[int, int]] = set()
    for r in range(1, rounds + 1):
        order = sorted(mp, key=lambda k: (-mp[k], rng.random()))
        pairs = []
        while len(order) > 1:
            a = order.pop(0)
            b = next((x for x in order if (min(a, x), max(a, x)) not in met), order[0])
            order.remove(b)
            pairs.append((a, b))
            met.add((min(a, b), max(a, b)))
        for a, b in pairs:
            sit_a, sit_b = rng.randrange(size), rng.randrange(size)  # the reserve sits out one
            ta = [m for i, m in enumerate(setup.team(a).members) if i != sit_a][:boards]
            tb = [m for i, m in enumerate(setup.team(b).members) if i != sit_b][:boards]
            score = 0.0
            for board, (x, y) in enumerate(zip(ta, tb, strict=True)):
                white, black = (x, y) if board % 2 == 0 else (y, x)
                roll = rng.random()
                if roll < 0.01:
                    w, bl = Result.FORFEIT_WIN, Result.FORFEIT_LOSS
                else:
                    w = Result.WIN if roll < 0.4 else Result.DRAW if roll < 0.7 else Result.LOSS
                    bl = _MIRROR[w]
                entries[white][r - 1] = RoundEntry(black, Colour.WHITE, w)
                entries[black][r - 1] = RoundEntry(white, Colour.BLACK, bl)
                mine = w if white == x else bl
                score += {Result.WIN: 1, Result.DRAW: 0.5, Result.FORFEIT_WIN: 1}.get(mine, 0)
            mp[a] += 2 if score > boards / 2 else 1 if score == boards / 2 else 0
            mp[b] += 2 if score < boards / 2 else 1 if score == boards / 2 else 0
    for n, rows in entries.items():
        t.add_player(Player(n, f"Player {n}", rating=2400 - n, rounds=tuple(rows)))
    t.teams = setup
    return t


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def speed(repeats: int) -> None:
    t = team_swiss()
    rng = random.Random(7)
    players = [p.start_no for p in t.players if p.entry(9).result.is_played]
    print(f"event: {t.name}: {len(t.players)} players, {sum(1 for _ in team_rounds(t))} teams")
    for name, codes in LISTS.items():
        fresh = []
        after = []
        after_cpu = []  # (the process's CPU time: the machine may be shared)
        cache = TeamRun()  # what a live document keeps between edits
        compute(t, codes, cache=cache)
        for _ in range(repeats):
            start = time.perf_counter()
            compute(t, codes)
            fresh.append(time.perf_counter() - start)
            player = rng.choice(players)
            SetResult(9, player, rng.choice([Result.WIN, Result.DRAW, Result.LOSS])).apply(t)
            start, cpu = time.perf_counter(), time.process_time()
            compute(t, codes, cache=cache)
            after.append(time.perf_counter() - start)
            after_cpu.append(time.process_time() - cpu)
        print(
            f"engine, list {name} ({' '.join(codes)}): from scratch {_median_ms(fresh):.1f} ms, "
            f"after an edit {_median_ms(after):.1f} ms (CPU {_median_ms(after_cpu):.1f} ms; "
            f"target <= 5 ms), {statistics.median(fresh) / statistics.median(after):.0f}x faster"
        )
    try:
        from gacrux.tiebreak import tiebreak
        from gacrux.trf2json import trf2json
    except ImportError:
        print("gacrux not installed: not compared")
        return
    text = format_trf(t)
    times = []
    compute_only = []
    for _ in range(max(1, repeats // 5)):
        start = time.perf_counter()
        chessfile = trf2json()
        chessfile.parse_file(text, 0)
        tournament = chessfile.get_tournament(1)
        params = {"tiebreak": ["PTS", *LISTS["cup"]], "check": 0, "current_round": -1}
        middle = time.perf_counter()
        tiebreak(tournament, -1, params).compute_tiebreaks(tournament, params)
        end = time.perf_counter()
        times.append(end - start)
        compute_only.append(end - middle)
    ours = []
    for _ in range(max(1, repeats // 5)):
        start = time.perf_counter()
        compute(parse_trf(text), LISTS["cup"])
        ours.append(time.perf_counter() - start)
    print(
        f"gacrux, list cup: read + compute {_median_ms(times):.0f} ms, compute "
        f"{_median_ms(compute_only):.0f} ms; arbiter-app read + compute {_median_ms(ours):.0f} ms"
    )


def gui(repeats: int) -> None:
    """Edit -> team standings shown, in the window (offscreen): a result pushed as a core edit
    until `MainWindow.wait_for_standings` returns (the team dock is refreshed in the same
    update, `MainWindow._show`). Target (issue 27): <= 50 ms to the screen."""
    import tempfile

    from PySide6.QtWidgets import QApplication

    from arbiter_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    t = team_swiss()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "teams.trf"
        path.write_text(format_trf(t), encoding="utf-8")
        window = MainWindow()
        window.show()
        window.open_path(path)
        window.wait_for_standings()
        rng = random.Random(3)
        players = [p.start_no for p in t.players if p.entry(9).result.is_played]
        times = []
        for _ in range(repeats):
            edit = SetResult(9, rng.choice(players), rng.choice([Result.WIN, Result.LOSS]))
            start = time.perf_counter()
            window.document.push(edit, "result")
            window.wait_for_standings()
            app.processEvents()
            times.append(time.perf_counter() - start)
        rows = window.team_dock.model.rowCount()
        window.document.undo_stack.setClean()
        window.close()
    print(
        f"window: edit -> standings and team standings shown {_median_ms(times):.0f} ms "
        f"({rows} teams; target <= 50 ms)"
    )


# -- the corpus ---------------------------------------------------------------------------------
def _texts(path: Path) -> Iterator[tuple[str, str | None, str]]:
    """(name, TRF text or None, why not) for each tournament of the corpus at `path`."""
    if path.is_dir():
        for p in sorted(path.rglob("*.trf")):
            yield str(p), p.read_text(encoding="utf-8", errors="replace"), ""
        return
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as lines:
        for n, line in enumerate(lines, start=1):
            try:
                item: Any = json.loads(line)
            except json.JSONDecodeError as exc:
                yield f"line {n}", None, f"not JSON ({exc.msg})"
                continue
            text = _trf_in(item)
            name = (
                str(item.get("id", item.get("name", f"line {n}")))
                if isinstance(item, dict)
                else f"line {n}"
            )
            yield name, text, "" if text else "no TRF text in the record"


def _trf_in(item: Any) -> str | None:
    if isinstance(item, str) and "\n001 " in "\n" + item:
        return item
    if isinstance(item, dict):
        for value in item.values():
            found = _trf_in(value)
            if found:
                return found
    if isinstance(item, list):
        for value in item:
            found = _trf_in(value)
            if found:
                return found
    return None


def corpus(path: Path, limit: int | None) -> int:
    from gacrux.tiebreak import tiebreak
    from gacrux.trf2json import trf2json

    read = agree = 0
    unread: list[tuple[str, str]] = []
    differ: list[tuple[str, str]] = []
    for count, (name, text, why) in enumerate(_texts(path), start=1):
        if limit and count > limit:
            break
        if text is None:
            unread.append((name, why))
            continue
        if not any(x[:4] in ("310 ", "013 ") for x in text.splitlines()):
            continue  # an individual tournament
        try:
            t = parse_trf(text, name)
            mine = compute(t)
        except Exception as exc:
            unread.append((name, f"arbiter-app: {exc}"))
            continue
        read += 1
        try:
            chessfile = trf2json()
            chessfile.parse_file(text, 0)
            tournament = chessfile.get_tournament(1)
            params = {"tiebreak": ["PTS", *mine.codes], "check": 0, "current_round": -1}
            result = tiebreak(tournament, -1, params).compute_tiebreaks(tournament, params)
        except Exception as exc:
            unread.append((name, f"gacrux: {exc}"))
            continue
        theirs = {c["cid"]: c["rank"] for c in result["competitors"]}
        ours = {row.team.number: row.rank for row in mine.rows}
        if ours == theirs:
            agree += 1
        else:
            first = next(k for k in sorted(ours) if ours[k] != theirs.get(k))
            differ.append((name, f"team {first}: ours {ours[first]}, gacrux {theirs.get(first)}"))
    print(f"team tournaments read: {read}; ranked exactly as Gacrux: {agree}")
    for name, why in unread:
        print(f"not read: {name}: {why}")
    for name, why in differ:
        print(f"differs: {name}: {why}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, help="Gacrux's corpus.jsonl(.gz) or a directory")
    parser.add_argument("--limit", type=int, help="at most this many corpus records")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--no-gui", action="store_true", help="leave out the window's figure")
    args = parser.parse_args()
    if args.corpus:
        return corpus(args.corpus, args.limit)
    speed(args.repeats)
    if not args.no_gui:
        gui(max(5, args.repeats // 2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
