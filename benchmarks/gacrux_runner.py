"""Time Gacrux (FIDE's reference tie-break implementation) on a TRF file, for the benchmark.

Used by the standings benchmark (issue 8) to put Gacrux's figures next to ours in the same run:

- `time_inprocess(path, codes)`: Gacrux in this process, as its `tiebreakchecker` drives it:
  `trf2json().parse_file(text)` (reported separately as `parse`), then
  `tiebreak(tournament, -1, params).compute_tiebreaks(tournament, params)` (one recomputation,
  reported as `compute`; this is the figure to compare with our `standings.compute`).
- `time_cli(path, codes)`: the whole Gacrux command line, a fresh process per run:
  `python -m gacrux.tiebreakchecker -i FILE -t PTS <codes...> -d T -o -` (tab-separated table on
  stdout, discarded), with `-s` / `-p` when the system is known. `cli_command()` gives the exact
  argv so the benchmark can print it.

Gacrux is a dev-only dependency (pinned in requirements/constraints.txt); nothing here is copied
from it. Its TRF reader merges every game into a list it scans linearly (chessjson.append_result),
so reading grows with the square of the number of games: a 10,000-player file takes far longer
than a benchmark can wait; pass `timeout` to `time_cli` and skip the in-process run for such sizes.
"""

from __future__ import annotations

import copy
import os
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

SWISS = "swiss"
ROUND_ROBIN = "round-robin"


def gacrux_version() -> str:
    from gacrux import version

    return str(version.version()["version"])


def _descriptors(codes: list[str] | tuple[str, ...]) -> list[str]:
    """Gacrux needs PTS as the first criterion (our lists have points implicitly first)."""
    codes = [c for c in codes if c.upper() != "PTS"]
    return ["PTS", *codes]


def _params(descriptors: list[str], system: str | None, unrated: int | None) -> dict[str, object]:
    return {
        "tiebreak": list(descriptors),
        "check": 0,
        "unrated": unrated,
        "pre_determined": system == ROUND_ROBIN,  # -p
        "swiss": system == SWISS,  # -s
        "current_round": -1,
    }


@dataclass(frozen=True)
class InProcessTiming:
    parse: float  # median seconds to read the TRF (trf2json.parse_file)
    compute: float  # median seconds for one recomputation of all criteria
    runs: int
    samples_compute: tuple[float, ...]


def time_inprocess(
    path: str | Path,
    codes: list[str] | tuple[str, ...],
    *,
    repeat: int = 5,
    system: str | None = None,
    unrated: int | None = None,
) -> InProcessTiming:
    """Median parse and compute times of Gacrux in this process (`repeat` runs each)."""
    from gacrux.tiebreak import tiebreak
    from gacrux.trf2json import trf2json

    text = Path(path).read_text(encoding="latin-1")  # what tiebreakchecker uses for TRF
    descriptors = _descriptors(codes)
    parse_times: list[float] = []
    compute_times: list[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        chessfile = trf2json()
        chessfile.parse_file(text, 0)
        parse_times.append(time.perf_counter() - start)
        status = chessfile.chessjson["status"]
        if status["code"] > 2:
            raise ValueError(f"Gacrux refused {path}: {status}")
        tournament = chessfile.get_tournament(1)
        work = copy.copy(tournament)
        params = _params(descriptors, system, unrated)
        start = time.perf_counter()
        tiebreak(work, -1, params).compute_tiebreaks(work, params)
        compute_times.append(time.perf_counter() - start)
    return InProcessTiming(
        parse=statistics.median(parse_times),
        compute=statistics.median(compute_times),
        runs=repeat,
        samples_compute=tuple(compute_times),
    )


def cli_command(
    path: str | Path,
    codes: list[str] | tuple[str, ...],
    *,
    system: str | None = None,
    python: str | None = None,
) -> list[str]:
    """The Gacrux command line for `path` (argv list)."""
    argv = [python or sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path)]
    if system == SWISS:
        argv.append("-s")
    elif system == ROUND_ROBIN:
        argv.append("-p")
    argv += ["-d", "T", "-o", "-", "-t", *_descriptors(codes)]
    return argv


@dataclass(frozen=True)
class CliTiming:
    seconds: float | None  # median wall time per run (None: timed out)
    peak_rss_mb: float | None  # largest resident set of the Gacrux process
    runs: int
    command: str


def time_cli(
    path: str | Path,
    codes: list[str] | tuple[str, ...],
    *,
    repeat: int = 3,
    system: str | None = None,
    timeout: float | None = None,
) -> CliTiming:
    """Median wall time (and peak memory) of the Gacrux command line on `path`."""
    argv = cli_command(path, codes, system=system)
    times: list[float] = []
    peak = 0.0
    for _ in range(repeat):
        elapsed, rss, code = _run_measured(argv, timeout)
        if elapsed is None:
            return CliTiming(None, None, len(times), " ".join(argv))
        if code not in (0, 1):  # 1: Gacrux's "check failed" status, not an error
            raise RuntimeError(f"Gacrux exited with {code}: {' '.join(argv)}")
        times.append(elapsed)
        peak = max(peak, rss)
    return CliTiming(statistics.median(times), peak or None, repeat, " ".join(argv))


def _run_measured(argv: list[str], timeout: float | None) -> tuple[float | None, float, int]:
    """(wall seconds or None on timeout, peak RSS in MB of that process, exit code)."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not hasattr(os, "wait4"):  # pragma: no cover - Windows: no per-process rusage
        try:
            code = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            return None, 0.0, -1
        return time.perf_counter() - start, 0.0, code
    timer = threading.Timer(timeout, proc.kill) if timeout else None
    if timer:
        timer.start()
    try:
        _, status, usage = os.wait4(proc.pid, 0)  # reap it ourselves to get its own rusage
    finally:
        if timer:
            timer.cancel()
    elapsed = time.perf_counter() - start
    proc.returncode = code = os.waitstatus_to_exitcode(status)
    if code < 0:  # killed by the timer
        return None, 0.0, code
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB on Linux
    return elapsed, usage.ru_maxrss * scale / 2**20, code


if __name__ == "__main__":  # manual use: python benchmarks/gacrux_runner.py FILE [CODES...]
    file = sys.argv[1]
    wanted = sys.argv[2:] or ["BH/C1", "BH", "SB", "DE", "WIN", "BPG", "ARO"]
    print(f"gacrux {gacrux_version()} on {file}")
    t = time_inprocess(file, wanted, repeat=3)
    print(f"in process: parse {t.parse * 1000:.0f} ms, compute {t.compute * 1000:.0f} ms (median)")
    c = time_cli(file, wanted, repeat=1)
    print(f"command line: {c.seconds} s, peak {c.peak_rss_mb} MB: {c.command}")
