"""Rating-list import and search on a full-size FIDE list (targets: import <= 60 s and <= 300 MB,
search <= 50 ms).

Run from the repository root::

    .venv/bin/python benchmarks/ratings.py                 # 1,200,000 players (about a minute)
    .venv/bin/python benchmarks/ratings.py --players 100000 --keep DIR
    .venv/bin/python benchmarks/ratings.py --xml           # the XML form too (501 MB more)
    .venv/bin/python benchmarks/ratings.py --gui           # and 100 registrations in the window

What it does:

1. Writes a synthetic combined FIDE list (`players_list_foa.txt` layout: the 162-character lines
   and the header of the real file, see `arbiter_app/io/ratinglists/fide.py`) of `--players`
   players to a temporary directory: deterministic pseudo-random surnames and first names from
   syllables, federations, titles, about 40 % rated in standard, a third in rapid and blitz,
   birth years, flags, as the real list has them.
2. Imports it in a child process (`io.ratinglists.import_list`, what `arbiter-app ratings
   import` runs) and measures
   the wall time and the child's peak memory (`ru_maxrss`).
3. Measures search latency in this process: name prefixes of 1 to 12 characters, "surname,
   first" and "first surname" forms, and FIDE-ID lookups, each the median and the maximum of
   the runs, opening the database each time as the command does.

4. With ``--gui``: the real main window (offscreen) on the imported list; 100 players of the
   list registered by typing "surname, f" into ``playerSearch`` (choosing the exact player
   among the matches) and Enter: the slowest keystroke and the whole run.

It prints each figure beside its target and PASS/MISS. Nothing here runs in the test suite
(tests/io/test_ratinglists.py imports a tiny list of the same generator).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from itertools import islice, pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

HEADER = (
    "ID Number      Name                                                         "
    "Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
)
_SYLLABLES = ("an", "ber", "car", "da", "el", "fin", "gor", "han", "is", "jo", "ka", "lin", "mo",
              "nes", "or", "pa", "ri", "sen", "ta", "ul", "va", "wi", "xe", "yu", "zo", "ch", "sk",
              "ov", "ic", "ez")  # fmt: skip
_FEDS = ("SWE", "NOR", "DEN", "BUL", "GER", "FRA", "ESP", "IND", "USA", "RUS", "FID", "ENG",
         "NED", "POL", "CZE", "HUN", "ITA", "IRI", "CHN", "BRA")  # fmt: skip
_TITLES = ("", "", "", "", "", "", "", "", "", "", "", "", "CM", "FM", "IM", "GM")


def _word(rng: random.Random, parts: int) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(parts)).capitalize()


def fide_line(
    fide_id: int,
    name: str,
    fed: str = "",
    sex: str = "M",
    title: str = "",
    wtitle: str = "",
    otitle: str = "",
    foa: str = "",
    ratings: tuple[tuple[int, int, int], ...] = ((0, 0, 0), (0, 0, 0), (0, 0, 0)),
    birth: int = 0,
    flag: str = "",
) -> str:
    """One line of the combined list: the header's columns, numbers left-aligned as FIDE
    writes them (a rating of 0 is written `0`; rated K is 40, 20 or 10)."""
    line = f"{fide_id:<15}{name:<61}{fed:<4}{sex:<4}{title:<5}{wtitle:<5}{otitle:<15}{foa:<4}"
    for rating, games, k in ratings:
        line += f"{rating:<6}{games:<4}{k:<3}"
    line += f"{birth:<6}{flag:<4}"
    return line


def synthetic_lines(players: int, seed: int = 2026) -> Iterator[str]:
    rng = random.Random(seed)
    for i in range(players):
        surname = _word(rng, rng.choice((2, 2, 3)))
        first = _word(rng, rng.choice((1, 2, 2, 3)))
        sex = "F" if rng.random() < 0.15 else "M"
        ratings = []
        for share in (0.4, 0.33, 0.33):
            if rng.random() < share:
                r = rng.randint(1400, 2750)
                ratings.append((r, rng.choice((0, 0, 0, 5, 9)), 10 if r >= 2400 else 20))
            else:
                ratings.append((0, 0, 0))
        flag = ("w" if sex == "F" else "") + ("i" if rng.random() < 0.3 else "")
        yield fide_line(
            100_000 + i * 7,
            f"{surname}, {first}",
            fed=rng.choice(_FEDS),
            sex=sex,
            title=rng.choice(_TITLES),
            ratings=tuple(ratings),
            birth=rng.randint(1930, 2020),
            flag=flag,
        )


def write_list(path: Path, players: int, seed: int = 2026) -> None:
    with open(path, "w", encoding="ascii", newline="\r\n") as out:
        out.write(HEADER + "\n")
        for line in synthetic_lines(players, seed):
            out.write(line + "\n")


_XML_TAGS = ("fideid", "name", "country", "sex", "title", "w_title", "o_title", "foa_title",
             "rating", "games", "k", "rapid_rating", "rapid_games", "rapid_k", "blitz_rating",
             "blitz_games", "blitz_k", "birthday", "flag")  # fmt: skip
_CUTS = (0, 15, 76, 80, 84, 89, 94, 109, 113, 119, 123, 126, 132, 136, 139, 145, 149, 152, 158,
         162)  # fmt: skip


def write_xml(path: Path, players: int, seed: int = 2026) -> None:
    """The same players in the XML form (`players_list_xml_foa.xml` layout)."""
    from xml.sax.saxutils import escape

    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write("<playerslist>\n")
        for line in synthetic_lines(players, seed):
            values = [line[a:b].strip() for a, b in pairwise(_CUTS)]
            body = "".join(
                f"<{t}>{escape(v)}</{t}>" for t, v in zip(_XML_TAGS, values, strict=True)
            )
            out.write(f"<player>{body}</player>\n")
        out.write("</playerslist>\n")


def _child_import(list_path: Path, data: Path) -> tuple[float, int, str]:
    env = dict(os.environ, ARBITER_APP_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    # The import as the command line does it, in a process of its own (for its peak memory).
    code = (
        "import sys; from pathlib import Path; "
        "from arbiter_app.io.ratinglists import import_list; "
        "r = import_list(Path(sys.argv[1])); "
        "print(f'imported {r.players:,} players, list date {r.list_date} ({r.date_from}), "
        "{len(r.skipped)} lines skipped'); "
        "import resource; print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
    )
    cmd = [sys.executable, "-c", code, str(list_path)]
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if done.returncode:
        raise SystemExit(f"import failed:\n{done.stdout}\n{done.stderr}")
    said, peak_kb = done.stdout.strip().rsplit("\n", 1)
    # The child's own peak resident size (Linux: kilobytes), read at its end.
    return wall, int(peak_kb) // 1024, said


def _latency(fn: object, queries: list[str], repeat: int = 3) -> tuple[float, float]:
    times = []
    for q in queries:
        for _ in range(repeat):
            start = time.perf_counter()
            fn(q)  # type: ignore[operator]
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def _register_in_window(data: Path, lines: list[str]) -> list[tuple[str, float, float | None, str]]:
    """100 players registered by typing "surname, f" into `playerSearch` and Enter in the real
    window (offscreen): the slowest keystroke (search and list update) and the whole run."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["ARBITER_APP_DATA_DIR"] = str(data)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from arbiter_app.gui import app
    from arbiter_app.gui.main_window import MainWindow

    qapp = app.application([])
    window = MainWindow()
    window.show()
    search = window.players_view.search
    keys: list[float] = []
    start = time.perf_counter()
    for line in lines:
        name = line[15:76].strip()
        text = name[: name.index(",") + 3]
        search.clear()
        for ch in text:
            t0 = time.perf_counter()
            QTest.keyClicks(search, ch)
            keys.append((time.perf_counter() - t0) * 1000)
        # Down to the exact player when the prefix has several matches, then Enter.
        matches = window.players_view.matches
        for row in range(matches.count()):
            if matches.item(row).data(Qt.ItemDataRole.UserRole).entry.name == name:
                matches.setCurrentRow(row)
                break
        QTest.keyClick(search, Qt.Key.Key_Return)
    total = time.perf_counter() - start
    registered = len(window.document.tournament.players)
    window.document.undo_stack.setClean()
    window.close()
    qapp.processEvents()
    print(f"window: {registered} players registered by typing and Enter")
    return [
        ("window: slowest keystroke (search + matches) (ms)", max(keys), 50, "ms"),
        ("window: 100 registrations, keystrokes included (s)", total, None, "s"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--players", type=int, default=1_200_000)
    parser.add_argument("--keep", type=Path, help="write the list and database here, keep them")
    parser.add_argument("--xml", action="store_true", help="also import the same list as XML")
    parser.add_argument(
        "--gui", action="store_true", help="also register 100 players in the window (offscreen)"
    )
    args = parser.parse_args(argv)
    from arbiter_app.io.ratinglists import RatingLists

    with tempfile.TemporaryDirectory() as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        list_path = work / "players_list_foa.txt"
        start = time.perf_counter()
        write_list(list_path, args.players)
        size = list_path.stat().st_size
        print(f"synthetic list: {args.players:,} players, {size / 1e6:.0f} MB, written in "
              f"{time.perf_counter() - start:.1f} s")  # fmt: skip
        wall, peak_mb, said = _child_import(list_path, work / "data")
        print(f"  {said}")
        xml_rows = []
        if args.xml:
            xml_path = work / "players_list_xml_foa.xml"
            write_xml(xml_path, args.players)
            print(f"synthetic XML: {xml_path.stat().st_size / 1e6:.0f} MB")
            xml_wall, xml_peak, xml_said = _child_import(xml_path, work / "xml-data")
            print(f"  {xml_said}")
            xml_rows = [
                ("XML import wall time (s)", xml_wall, 60, "s"),
                ("XML import peak memory (MB)", xml_peak, 300, "MB"),
            ]
        lists = RatingLists(work / "data" / "ratinglists")
        rng = random.Random(7)
        sample = list(islice(synthetic_lines(args.players), 2000))
        picks = rng.sample(sample, 40)
        names = [p[15:76].strip() for p in picks]
        surname_prefixes = [n.split(",")[0][:k] for n in names for k in (1, 3, 6)]
        comma_forms = [n[: n.index(",") + 3] for n in names]
        first_surname = [f"{n.split(', ')[1]} {n.split(', ')[0][:4]}" for n in names]
        ids = [p[:15].strip() for p in picks]
        rows = [
            ("import wall time (s)", wall, 60, "s"),
            ("import peak memory (MB)", peak_mb, 300, "MB"),
            *xml_rows,
        ]
        for label, queries in (
            ("search: surname prefix 1/3/6 chars", surname_prefixes),
            ("search: 'surname, fi'", comma_forms),
            ("search: 'first surn'", first_surname),
            ("lookup: FIDE ID", ids),
        ):
            median, worst = _latency(lists.find, queries)
            rows.append((f"{label}, median (ms)", median, 50, "ms"))
            rows.append((f"{label}, worst (ms)", worst, 50, "ms"))
        if args.gui:
            rows += _register_in_window(work / "data", sample[:100])
    print()
    print(f"{'figure':48} {'measured':>10} {'target':>8}  result")
    misses = 0
    for label, value, target, _unit in rows:
        if target is None:  # information: the issue sets no figure
            print(f"{label:48} {value:10.1f} {'-':>8}  info")
            continue
        ok = value <= target
        misses += not ok
        print(f"{label:48} {value:10.1f} {target:8}  {'PASS' if ok else 'MISS'}")
    return 1 if misses else 0


if __name__ == "__main__":
    raise SystemExit(main())
