"""Speed and memory of live standings, measured side by side with Gacrux (issue 8).

Run from the repository root (one command, also from a clean clone; `make` creates `.venv`)::

    make bench                                   # the full run (about 3 minutes on 2 cores)
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/standings.py --quick   # about a minute

Options: ``--quick`` (no 10,000-player case, fewer repeats), ``--no-gacrux``, ``--no-gui``,
``--markdown`` (the table as Markdown, for benchmarks/README.md), ``--keep DIR`` (write the
generated files to DIR and keep them).

What it does:

1. Generates the tournaments deterministically with the differential test's generator
   (`tests/gacrux/harness.py`: Swiss with requested half/zero/full-point byes, late entries,
   forfeits, double forfeits, short games and withdrawals in realistic proportions; a Berger round
   robin) at 100×7, 1,500×11 and 10,000×15 players×rounds and a round robin of 20, and writes
   them to a temporary directory as TRF. TRF start numbers have four digits (1–9999, TRF-16
   001 cols 5–8), so the 10,000-player event is written as a native project file instead.
2. Measures, as medians of repeated runs in this process: reading the file; the engine's full
   standings with ``PTS, BH/C1, BH, SB, DE, WIN, BPG, ARO`` (points first is implicit) after an
   edit (live use) and for a file just read, and with the ``ssf-swiss`` and ``nsf`` presets;
   Gacrux's own computation of the same list on the same file (`benchmarks/gacrux_runner.py`);
   the xlsx export (report with tie-break details + `io.excel.write_xlsx`, as ``arbiter-app
   export --xlsx`` does it); the GUI offscreen (open file → standings shown; edit → standings
   refreshed).
3. Measures whole processes (wall time, medians): ``arbiter-app standings FILE --tiebreaks ...``
   against Gacrux's ``tiebreakchecker`` on the same file, the CLI's peak memory (ru_maxrss of
   the child), and program start → main window shown (and which heavy modules are loaded then).
   The program's bytecode is compiled first, as an installation has it (`compiled_bytecode`).

It prints one table: our figure, Gacrux's, the ratio, the target and PASS/MISS.

How the Gacrux ratio is read: "Gacrux compute" is one `compute_tiebreaks` call on a tournament
Gacrux has already read (the like-for-like figure to our `standings.compute` on a parsed model).
Gacrux has no model that survives an edit, so a recomputation after an edit costs it the reading
too; "Gacrux read+compute" is shown as well. The 150× target is judged on the strict figure.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import msgspec.structs

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # `tests.gacrux.harness`, `benchmarks.gacrux_runner`

from arbiter_app.core.live import LiveStandings  # noqa: E402
from arbiter_app.core.model import Colour, Player, RoundEntry, System, Tournament  # noqa: E402
from arbiter_app.core.standings import compute  # noqa: E402
from arbiter_app.io.project import load_any, save_project  # noqa: E402
from benchmarks import gacrux_runner  # noqa: E402
from tests.gacrux import harness  # noqa: E402

LIST = ["PTS", "BH/C1", "BH", "SB", "DE", "WIN", "BPG", "ARO"]  # issue 8's 8-criterion list
PRESETS = ["ssf-swiss", "nsf"]
EDITION = "fide-2026"
HEAVY_MODULES = ("pandas", "openpyxl", "numpy")  # must not be imported at program start


# ---------------------------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    key: str  # "1500x11"
    label: str  # "Swiss 1,500×11"
    system: str  # harness.SWISS / harness.ROUND_ROBIN
    players: int
    rounds: int | None  # None: a round robin's (players - 1)
    seed: int
    repeat: int  # engine repeats (full run)
    gacrux: bool = True  # Gacrux can read it (TRF) in a time a benchmark can wait for


CASES = [
    # Seeds for which the generator rates every player, so that ARO is computed (with unrated
    # players and no rating given for them, C.07 Art. 10 drops it: nothing left to measure).
    Case("100x7", "Swiss 100×7", harness.SWISS, 100, 7, 8_101, 50),
    Case("1500x11", "Swiss 1,500×11", harness.SWISS, 1500, 11, 81_503, 41),
    Case("10000x15", "Swiss 10,000×15", harness.SWISS, 10_000, 15, 810_000, 9, gacrux=False),
    Case("rr20", "Round robin 20", harness.ROUND_ROBIN, 20, None, 820, 100),
]


@dataclass
class Prepared:
    case: Case
    path: Path
    rounds: int
    generate_s: float


def tournament_from_generated(g: harness.Generated) -> Tournament:
    """The generated event as a model, for sizes TRF cannot hold (start numbers > 9999).

    Same result letters as the TRF reader (`io.trf.RESULT_BY_CODE`), `-`/`-` as a double
    forfeit, and no withdrawal inferred from trailing absences, as the TRF reader reads them
    (an absence is one round's, C.04.1)."""
    from arbiter_app.core.model import Result
    from arbiter_app.io.trf import RESULT_BY_CODE

    colour = {"w": Colour.WHITE, "b": Colour.BLACK, "-": Colour.NONE}
    t = Tournament(
        name=f"Generated Swiss {g.players}x{g.rounds}, seed {g.seed}",
        city="Testville",
        federation="NOR",
        start_date=harness.EDITIONS[EDITION].replace("/", "-"),
        end_date=harness.EDITIONS[EDITION].replace("/", "-"),
        chief_arbiter="Test Arbiter",
        system=System.SWISS,
        rounds=g.rounds,
    )
    for sno in sorted(g.table):
        entries = []
        for r, e in enumerate(g.table[sno]):
            if e.code == " ":
                entries.append(RoundEntry())
                continue
            result = RESULT_BY_CODE[e.code]
            if e.code == "-" and e.opponent and g.table[e.opponent][r].code == "-":
                result = Result.DOUBLE_FORFEIT
            entries.append(RoundEntry(e.opponent or None, colour[e.colour], result))
        t.add_player(
            Player(
                start_no=sno,
                name=f"Player {sno:05d}",
                sex="m",
                rating=g.ratings[sno],
                federation="NOR",
                fide_id=str(100_000 + sno),
                birth_date="1990/01/01",
                rounds=tuple(entries),
            )
        )
    return t


def prepare(case: Case, directory: Path) -> Prepared:
    start = time.perf_counter()
    g = harness.generate(
        case.seed,
        system=case.system,
        players=case.players,
        rounds=case.rounds,
        profile="realistic",
        scoring="1-0.5-0",
    )
    if not all(g.ratings.values()):
        raise RuntimeError(f"{case.label}: seed {case.seed} gives unrated players; pick another")
    if case.players <= 9999:
        # With the list as the file's own (TRF-26 record 202), as an arbiter's file carries it:
        # the GUI ranks by it. The command lines are given the list explicitly.
        lines = g.trf(EDITION).splitlines()
        first = next(i for i, line in enumerate(lines) if line.startswith("001"))
        lines.insert(first, "202 " + ",".join(LIST[1:]))
        path = directory / f"{case.key}.trf"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    else:
        path = directory / f"{case.key}.arbiter.json"
        t = tournament_from_generated(g)
        t.tiebreaks = LIST[1:]
        save_project(t, path)
    return Prepared(case, path, g.rounds, time.perf_counter() - start)


# ---------------------------------------------------------------------------------------------
# Measuring
# ---------------------------------------------------------------------------------------------


def run_times(
    fn: Callable[[], object],
    repeat: int,
    warmup: int = 1,
    before: Callable[[], object] | None = None,
) -> list[float]:
    """Wall seconds of `repeat` runs of `fn()` after `warmup` untimed runs; `before` (if given)
    runs untimed before each run."""
    for _ in range(warmup):
        fn()
    gc.collect()
    times = []
    for _ in range(max(1, repeat)):
        if before is not None:
            before()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def median_time(fn: Callable[[], object], repeat: int, warmup: int = 1) -> float:
    """Median wall seconds of `fn()` over `repeat` runs after `warmup` untimed runs."""
    return statistics.median(run_times(fn, repeat, warmup))


def result_toggle(t: Tournament) -> Callable[[], object]:
    """An edit to apply before each timed recomputation: one game of the last round switches
    between its result and a draw (`core.edits.SetResult`, both players' records replaced)."""
    from arbiter_app.core.edits import SetResult
    from arbiter_app.core.model import Result

    last = t.rounds_paired
    game = next(
        p for p in t.players if p.entry(last).result in (Result.WIN, Result.LOSS, Result.DRAW)
    )
    results = [game.entry(last).result]
    results.append(Result.LOSS if results[0] is Result.DRAW else Result.DRAW)
    flip = [0]

    def toggle() -> object:
        flip[0] ^= 1
        return SetResult(last, game.start_no, results[flip[0]]).apply(t)

    return toggle


# Child processes are started from a small launcher process, not from this one. On Linux a
# process's ru_maxrss keeps the high-water mark of the image it replaced at exec, and a child
# started by vfork/posix_spawn (as subprocess does) accounts the *parent's* resident set there:
# measured straight from this process (which holds Gacrux's parsed files), every child would
# report at least this process's peak. The launcher stays at ~10 MB, far below any child.
_LAUNCHER = r"""
import json, os, subprocess, sys, time
argv = json.loads(sys.argv[1])
start = time.perf_counter()
proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
err = proc.stderr.read()
_, status, usage = os.wait4(proc.pid, 0)
elapsed = time.perf_counter() - start
scale = 1 if sys.platform == "darwin" else 1024
print(json.dumps({"seconds": elapsed, "rss_mb": usage.ru_maxrss * scale / 2**20,
                  "code": os.waitstatus_to_exitcode(status), "stderr": err.decode()[-500:]}))
"""


def timed_once(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def fresh_copy(t: Tournament) -> Tournament:
    """The same event with new (equal) Player objects, as if the file had just been read."""
    return msgspec.structs.replace(t, players=[msgspec.structs.replace(p) for p in t.players])


def run_process(argv: list[str], ok: tuple[int, ...] = (0,)) -> tuple[float, float]:
    """(wall seconds, peak RSS MB) of one run of `argv`, measured by the launcher."""
    out = subprocess.run(
        [sys.executable, "-c", _LAUNCHER, json.dumps(argv)], capture_output=True, text=True
    )
    if out.returncode != 0:
        raise RuntimeError(f"launcher failed: {out.stderr[-500:]}")
    doc = json.loads(out.stdout)
    if doc["code"] not in ok:
        raise RuntimeError(f"exit {doc['code']}: {' '.join(argv)}\n{doc['stderr']}")
    return doc["seconds"], doc["rss_mb"]


def processes(argv: list[str], repeat: int, ok: tuple[int, ...] = (0,)) -> tuple[float, float]:
    """Median wall seconds and the largest peak RSS (MB) over `repeat` runs of `argv`."""
    times, peak = [], 0.0
    for _ in range(repeat):
        elapsed, rss = run_process(argv, ok)
        times.append(elapsed)
        peak = max(peak, rss)
    return statistics.median(times), peak


@dataclass
class Figure:
    case: str
    what: str
    ours: float | None  # seconds, or MB for memory
    unit: str = "s"  # "s" or "MB" or "x"
    gacrux: float | None = None
    target: str = ""
    ok: bool | None = None  # None: no target
    note: str = ""
    ratio: float | None = None


@dataclass
class Bench:
    quick: bool
    gacrux: bool
    gui: bool
    figures: list[Figure] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    first_computation: dict[str, float] = field(default_factory=dict)  # by case key

    def add(self, fig: Figure) -> Figure:
        self.figures.append(fig)
        other = f"  Gacrux {_fmt(fig.gacrux, fig.unit)}" if fig.gacrux is not None else ""
        print(f"  {fig.case:<16} {fig.what:<42} {_fmt(fig.ours, fig.unit):>9}{other}", flush=True)
        return fig

    def repeats(self, full: int) -> int:
        return max(3, full // 4) if self.quick else full


def python() -> str:
    return sys.executable


def cli_argv(path: Path) -> list[str]:
    return [python(), "-m", "arbiter_app", "standings", str(path), "--tiebreaks", ",".join(LIST)]


def has_profiles() -> bool:
    return importlib.util.find_spec("arbiter_app.core.profiles") is not None


def bench_engine(b: Bench, p: Prepared) -> float:
    case = p.case
    t = load_any(p.path)
    repeat = b.repeats(case.repeat)
    t_read = median_time(lambda: load_any(p.path), max(3, repeat // 5), warmup=0)
    kind = "TRF" if p.path.suffix == ".trf" else "project file"
    read = b.add(Figure(case.label, f"read the file ({kind})", t_read))
    if case.key == "10000x15":  # issue 29: the 10,000-player project read
        read.target, read.ok = "≤ 400 ms", t_read <= 0.400
    elif case.key == "1500x11":  # the TRF's records read together by columns (io/trf/columns.py)
        read.target, read.ok = "≤ 16 ms", t_read <= 0.016
    target = {"1500x11": 0.030, "10000x15": 0.400}.get(case.key)
    # Live standings: the recomputation after an edit. Before each timed run (untimed) a result
    # of the last round is changed, as the GUI's palette does, so each run recomputes after a
    # real edit: the engine recomputes the edited players and their opponents and moves them in
    # the last ranking (`core.live.LiveStandings`, the object a document owns); every other
    # value is the last run's.
    live = LiveStandings()
    times = run_times(lambda: live.compute(t, LIST), repeat, before=result_toggle(t))
    t_engine = statistics.median(times)
    fig = Figure(case.label, "engine: standings after an edit, 8 criteria", t_engine)
    fig.note = f"fastest of {len(times)} runs {_fmt(min(times), 's')}"
    b.add(fig)
    # The first computation of a file just read: every player's rows built (fresh Player
    # objects for each run, made before the timing).
    copies = [fresh_copy(t) for _ in range(max(3, repeat // 2))]
    firsts = [timed_once(lambda c=c: compute(c, LIST)) for c in copies]
    del copies
    first = statistics.median(firsts)
    cold = Figure(case.label, "engine: same, first computation of a file", first)
    cold.note = f"fastest of {len(firsts)} runs {_fmt(min(firsts), 's')}"
    b.add(cold)
    if target is not None:
        # The targets are for live standings (issue 8: "every edit refreshes them at once"),
        # judged on the recomputation after an edit; the first computation of a file is what
        # opening a file and the command line pay (their own targets are in their rows).
        fig.target, fig.ok = f"≤ {target * 1000:.0f} ms", t_engine <= target
    b.first_computation[case.key] = first
    if not has_profiles():
        if case.key == CASES[0].key:
            b.notes.append("presets ssf-swiss / nsf: core/profiles.py is absent, not measured")
        return t_engine
    from arbiter_app.core import profiles

    for name in PRESETS:
        # The preset's list for this event (e.g. NSF drops its median below 7 rounds), its
        # rules and information columns: what choosing the preset does (`Profile.settings`).
        profile = profiles.get(name)
        codes, info = profile.tiebreaks_for(t), list(profile.info)
        # Live use, as the figure above: a LiveStandings recomputing after each edit.
        preset_live = LiveStandings()

        def run(
            c: list[str] = codes,
            r: str = profile.rules,
            i: list[str] = info,
            live: LiveStandings = preset_live,
        ) -> object:
            return live.compute(t, c, rules=r, info=i)

        try:
            run()
        except ValueError as exc:  # e.g. a national criterion not registered yet
            if case.key == CASES[0].key:
                b.notes.append(f"preset {name}: not measured ({exc})"[:160])
            continue
        elapsed = statistics.median(run_times(run, repeat, before=result_toggle(t)))
        label = f"engine: preset {name} ({len(codes)} criteria{' + info' if info else ''})"
        b.add(Figure(case.label, label, elapsed))
    return t_engine


def bench_gacrux(b: Bench, p: Prepared, engine_s: float) -> None:
    case = p.case
    if not (b.gacrux and case.gacrux):
        if b.gacrux:
            b.notes.append(
                f"{case.label}: Gacrux not run (its TRF reader is quadratic in the number of "
                "games, and TRF start numbers stop at 9999)"
            )
        return
    big = case.players >= 1000
    repeat = (1 if b.quick else 3) if big else b.repeats(10)
    timing = gacrux_runner.time_inprocess(p.path, LIST, repeat=repeat, system=case.system)
    ratio = timing.compute / engine_s
    fig = Figure(
        case.label, "engine vs Gacrux compute", engine_s, gacrux=timing.compute, ratio=ratio
    )
    if case.key == "1500x11":
        fig.target, fig.ok = "≥ 150×", ratio >= 150
    b.add(fig)
    first = b.first_computation.get(case.key)
    if first is not None:
        b.add(
            Figure(
                case.label,
                "first computation of a file vs Gacrux compute",
                first,
                gacrux=timing.compute,
                ratio=timing.compute / first,
            )
        )
    total = timing.parse + timing.compute
    b.add(
        Figure(
            case.label,
            "engine vs Gacrux read+compute",
            engine_s,
            gacrux=total,
            ratio=total / engine_s,
            note=f"Gacrux reads in {_fmt(timing.parse, 's')}",
        )
    )


def bench_cli(b: Bench, p: Prepared) -> None:
    case = p.case
    big = case.players >= 1000
    repeat = (1 if b.quick else 3) if big else (2 if b.quick else 5)
    ours, rss = processes(cli_argv(p.path), repeat)
    fig = Figure(case.label, "CLI standings (whole process)", ours)
    mem = Figure(case.label, "CLI peak memory", rss, unit="MB")
    if case.key == "10000x15":
        mem.target, mem.ok = "≤ 300 MB", rss <= 300
    if b.gacrux and case.gacrux:
        # Gacrux's command line as the runner defines it; exit 1 is its "check failed" status.
        argv = gacrux_runner.cli_command(p.path, LIST, system=case.system)
        seconds, peak = processes(argv, 1 if big else repeat, ok=(0, 1))
        fig.gacrux, fig.ratio, mem.gacrux = seconds, seconds / ours, peak
        if case.key == "1500x11":  # issue 29: ≥ 40× Gacrux's whole process (was 20×)
            fig.target, fig.ok = "≥ 40×", fig.ratio >= 40
    b.add(fig)
    b.add(mem)


def bench_cli_largest_trf(b: Bench, directory: Path) -> None:
    """`arbiter-app standings` on the largest TRF there is: 9,999 players (four-digit start
    numbers), 15 rounds, as a whole process (issue 29: ≤ 1 s)."""
    case = Case("9999x15", "Swiss 9,999×15 (TRF)", harness.SWISS, 9999, 15, 810_000, 3, False)
    p = prepare(case, directory)
    seconds, rss = processes(cli_argv(p.path), 3)
    fig = Figure(case.label, "CLI standings (whole process)", seconds)
    fig.target, fig.ok = "≤ 1 s", seconds <= 1.0
    fig.note = f"peak memory {rss:.0f} MB"
    b.add(fig)


def bench_export(b: Bench, p: Prepared) -> None:
    if importlib.util.find_spec("arbiter_app.io.excel") is None:
        b.notes.append("xlsx export: io/excel.py is absent, not measured")
        return
    from arbiter_app.core import report as report_mod
    from arbiter_app.core.collector import collector_paused
    from arbiter_app.core.standings import compute_with_details
    from arbiter_app.io.excel import write_xlsx

    t = load_any(p.path)
    target = p.path.with_suffix(".xlsx")
    parts = set(report_mod.DEFAULT_PRINT_PARTS) | {report_mod.DETAILS}  # what export --xlsx does

    def export() -> None:
        # As `export --xlsx` does it (cli/export.py, cli/__init__.py): the standings computed
        # once with the explanation inputs the details part uses, the cyclic collector paused
        # for the whole command.
        with collector_paused():
            st, details = compute_with_details(t, LIST)
            write_xlsx(report_mod.build(t, st, parts=parts, details=details), target)

    first = time.perf_counter()
    export()  # includes importing pandas/openpyxl, which only the first export pays
    first = time.perf_counter() - first
    elapsed = median_time(export, 1 if b.quick else 3, warmup=0)
    fig = b.add(
        Figure(
            p.case.label,
            "xlsx export (standings+crosstable+details)",
            elapsed,
            note=f"first export in the process {_fmt(first, 's')} (imports openpyxl)",
        )
    )
    if p.case.key == "1500x11":  # issue 29
        fig.target, fig.ok = "≤ 600 ms", elapsed <= 0.600
        bench_xlsx_writers(b, p, t, parts)


def bench_xlsx_writers(b: Bench, p: Prepared, t: Tournament, parts: set[str]) -> None:
    """The workbook writer alone on the same report, against openpyxl's write-only mode with
    the same typed cells (numbers with their decimals' format, text as text, formula-like text
    quote-prefixed); XlsxWriter when installed (it is not a dependency)."""
    from arbiter_app.core import report as report_mod
    from arbiter_app.io.excel import write_xlsx
    from benchmarks import xlsx_writers

    report = report_mod.build(t, compute(t, LIST), parts=parts)
    target = p.path.with_suffix(".writer.xlsx")
    ours = median_time(lambda: write_xlsx(report, target), 1 if b.quick else 3, warmup=0)
    cells = xlsx_writers.cells(report)
    for name, write in xlsx_writers.others():
        theirs = median_time(lambda w=write: w(cells, target), 1, warmup=0)
        fig = Figure(p.case.label, f"xlsx writer: ours vs {name}", ours)
        fig.ratio = theirs / ours
        fig.note = f"{name} {_fmt(theirs, 's')} on the same {xlsx_writers.count(cells):,} cells"
        b.add(fig)
    if not xlsx_writers.has_xlsxwriter():
        b.notes.append("XlsxWriter is not installed: measured separately (benchmarks/README.md)")


# -- GUI ---------------------------------------------------------------------------------------


def bench_gui(b: Bench, p: Prepared) -> None:
    from benchmarks import gui_probe

    if not gui_probe.available():
        b.notes.append("GUI: arbiter_app.gui.main_window.MainWindow is absent, not measured")
        return
    big = p.case.players > 5000
    repeat = 1 if b.quick or big else 3
    edits = 3 if b.quick or big else 9
    grid_s, open_s, edit_s, note = gui_probe.measure(p.path, p.case.players, repeat, edits)
    grid = b.add(Figure(p.case.label, "GUI: open file → grid shown", grid_s))
    fig = b.add(Figure(p.case.label, "GUI: open file → standings shown", open_s, note=note))
    edit = b.add(Figure(p.case.label, "GUI: edit → standings refreshed", edit_s))
    # Targets: issue 8 (open 1,500 ≤ 1.5 s), issue 17 (edits at 1,500 and 10,000; opening a
    # 10,000-player project: grid shown and scrollable ≤ 1.5 s, standings following ≤ 2.5 s).
    if p.case.key == "1500x11":
        fig.target, fig.ok = "≤ 1.5 s", open_s <= 1.5
        edit.target, edit.ok = "≤ 20 ms", edit_s <= 0.020
    elif p.case.key == "10000x15":
        grid.target, grid.ok = "≤ 1.5 s", grid_s <= 1.5
        fig.target, fig.ok = "≤ 2.5 s", open_s <= 2.5
        edit.target, edit.ok = "≤ 150 ms", edit_s <= 0.150


_START_PROBE = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication, QMainWindow

def _until_shown(*args, **kwargs):
    app = QApplication.instance()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        app.processEvents()
        shown = [w for w in app.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()]
        if shown:
            app.processEvents()
            print(json.dumps({"shown": time.monotonic(),
                              "heavy": sorted(m for m in %(heavy)r if m in sys.modules)}))
            return 0
    return 3

QApplication.exec = _until_shown
QApplication.exec_ = _until_shown
from arbiter_app.gui.app import main
sys.exit(main([]) or 0)
"""


def bench_start(b: Bench) -> None:
    if importlib.util.find_spec("arbiter_app.gui.app") is None:
        b.notes.append("program start: arbiter_app/gui/app.py is absent, not measured")
        return
    code = _START_PROBE % {"heavy": HEAVY_MODULES}
    times, heavy = [], set()
    for _ in range(2 if b.quick else 5):
        with tempfile.TemporaryDirectory(prefix="arbiter-bench-start-") as tmp:
            env = dict(
                os.environ,
                QT_QPA_PLATFORM="offscreen",
                ARBITER_APP_CONFIG_DIR=str(Path(tmp) / "config"),  # a first start: no settings,
                ARBITER_APP_DATA_DIR=str(Path(tmp) / "data"),  # no recovery copies
            )
            begin = time.monotonic()
            out = subprocess.run(
                [python(), "-c", code], capture_output=True, text=True, env=env, timeout=120
            )
        if out.returncode != 0:
            b.notes.append(f"program start: probe failed ({out.stderr.strip()[-300:]})")
            return
        doc = json.loads(out.stdout.strip().splitlines()[-1])
        times.append(doc["shown"] - begin)
        heavy.update(doc["heavy"])
    elapsed = statistics.median(times)
    fig = b.add(Figure("-", "program start → main window shown", elapsed))
    bad = sorted(heavy & {"pandas", "openpyxl"})
    fig.target = "≤ 1.5 s, no pandas/openpyxl"
    fig.ok = elapsed <= 1.5 and not bad
    fig.note = (
        f"loaded at start: {', '.join(sorted(heavy))}" if heavy else "no pandas/openpyxl/numpy"
    )


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------


def _fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "MB":
        return f"{value:.0f} MB"
    if value >= 10:
        return f"{value:.1f} s"
    if value >= 1:
        return f"{value:.2f} s"
    if value >= 0.1:
        return f"{value * 1000:.0f} ms"
    return f"{value * 1000:.1f} ms"


def _ratio(r: float | None) -> str:
    if r is None:
        return ""
    return f"{r:,.0f}×" if r >= 10 else f"{r:.1f}×"


def table(b: Bench, markdown: bool) -> str:
    head = ["Case", "Measure", "arbiter-app", "Gacrux", "Ratio", "Target", "Result"]
    rows = []
    for f in b.figures:
        verdict = "" if f.ok is None else ("PASS" if f.ok else "MISS")
        rows.append(
            [
                f.case,
                f.what,
                _fmt(f.ours, f.unit),
                _fmt(f.gacrux, f.unit) if f.gacrux is not None else "",
                _ratio(f.ratio),
                f.target,
                verdict,
            ]
        )
    lines = []
    if markdown:
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + "|".join("---:" if i in (2, 3, 4) else "---" for i in range(7)) + "|")
        lines += ["| " + " | ".join(r) + " |" for r in rows]
    else:
        widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
        for r in [head, ["-" * w for w in widths], *rows]:
            cells = [
                c.rjust(w) if i in (2, 3, 4) else c.ljust(w)
                for i, (c, w) in enumerate(zip(r, widths, strict=True))
            ]
            lines.append("  ".join(cells).rstrip())
    notes = [f"{f.case}, {f.what}: {f.note}" for f in b.figures if f.note] + b.notes
    if notes:
        lines.append("")
        lines += [("- " if markdown else "  * ") + n for n in notes]
    return "\n".join(lines)


def reference_loop() -> str:
    """A fixed pure-Python loop (10⁶ multiply-adds), fastest and median of 15 runs: the same
    work takes twice as long on a busy or throttled virtual machine, which moves every figure
    in the table with it."""

    def work() -> int:
        s = 0
        for i in range(1_000_000):
            s += i * i
        return s

    times = sorted(timed_once(work) for _ in range(15))
    return f"{times[0] * 1000:.0f} ms fastest, {statistics.median(times) * 1000:.0f} ms median"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"Python {platform.python_version()}, {platform.system()} {platform.release()}, "
        f"{os.cpu_count()} CPUs ({cpu}), Gacrux {gacrux_runner.gacrux_version()}"
    )


def compiled_bytecode(b: Bench) -> None:
    """Compile the program's bytecode first, as installing it does (pip and PyInstaller both
    do; Gacrux, installed by pip, has its bytecode). The repository's editable install has
    none until a process writes it, and with PYTHONDONTWRITEBYTECODE set (as on the test
    machine) no process ever does: each measured process would compile every module anew
    (~150 ms of a ~0.5 s CLI run). The files go to the ignored `__pycache__` folders."""
    import compileall

    compileall.compile_dir(ROOT / "arbiter_app", quiet=1)
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        b.notes.append(
            "PYTHONDONTWRITEBYTECODE is set here: the program's bytecode was compiled first, as "
            "an installation has it (Gacrux's was compiled when pip installed it)"
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="skip 10,000×15, fewer repeats")
    ap.add_argument("--no-gacrux", action="store_true", help="do not run Gacrux")
    ap.add_argument("--no-gui", action="store_true", help="no GUI and program-start figures")
    ap.add_argument(
        "--gui-only",
        action="store_true",
        help="only the GUI figures of the Swiss events (10,000×15 included, even with --quick)",
    )
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ap.add_argument("--keep", metavar="DIR", help="write the generated files to DIR and keep them")
    args = ap.parse_args(argv)
    b = Bench(quick=args.quick, gacrux=not args.no_gacrux, gui=not args.no_gui)
    started = time.perf_counter()
    compiled_bytecode(b)
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    ref_before = reference_loop()
    cases = [c for c in CASES if not (args.quick and c.players > 5000)]
    if args.gui_only:
        cases = [c for c in CASES if c.system == harness.SWISS and c.players >= 1500]
    with tempfile.TemporaryDirectory(prefix="arbiter-bench-") as tmp:
        directory = Path(args.keep) if args.keep else Path(tmp)
        directory.mkdir(parents=True, exist_ok=True)
        print(f"generating {len(cases)} tournaments in {directory}", flush=True)
        prepared = []
        for c in cases:
            prepared.append(prepare(c, directory))
            print(f"  {c.label}: {prepared[-1].generate_s:.1f} s", flush=True)
        print("measuring", flush=True)
        for p in prepared:
            if args.gui_only:
                bench_gui(b, p)
                continue
            engine_s = bench_engine(b, p)
            bench_gacrux(b, p, engine_s)
            bench_cli(b, p)
            if p.case.key in ("100x7", "1500x11"):
                bench_export(b, p)
            if b.gui and p.case.system == harness.SWISS:
                bench_gui(b, p)
        if not args.gui_only and not args.quick:
            bench_cli_largest_trf(b, directory)
        if b.gui and not args.gui_only:
            bench_start(b)
    if args.quick:
        skipped = "" if args.gui_only else "10,000×15 skipped, "
        b.notes.append(f"--quick: {skipped}fewer repeats")
    print()
    print(f"arbiter-app standings benchmark ({time.perf_counter() - started:.0f} s); {machine()}")
    print(f"Tie-break list: {' '.join(LIST)}; rules {EDITION}; medians of repeated runs")
    print(f"Speed reference (pure-Python loop): before {ref_before}, after {reference_loop()}")
    if hasattr(os, "getloadavg"):
        before, after = load_before, os.getloadavg()[0]
        busy = " (a busy machine: figures are inflated)" if max(before, after) > 1.5 else ""
        print(f"Load average at start {before:.1f}, at end {after:.1f}{busy}")
    print()
    print(table(b, args.markdown))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
