"""What a command loads: `standings` of a TRF imports neither what only help text needs
(argparse sizes its help with shutil, which brings bz2 and lzma) nor what only some rankings
need (a live recomputation; the national criteria and rule sets and the information column,
for FIDE's codes and editions) nor what only some checks need (the initial ranking of an
event before its first round), and the help argparse prints is the one it prints by
default."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys

import pytest
from conftest import FIDE_TEC

from arbiter_app.cli import parser as cli_parser

HELD5 = FIDE_TEC / "held_swiss_5.trf"


@pytest.mark.parametrize("columns", [None, "120", "37", "0", "-4", "wide"])
def test_help_width_is_argparse_default(
    monkeypatch: pytest.MonkeyPatch, columns: str | None
) -> None:
    """argparse's default width is `shutil.get_terminal_size().columns - 2` (its
    HelpFormatter): COLUMNS when it is a positive number, else the terminal's, else 80."""
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert cli_parser.help_width() == shutil.get_terminal_size().columns - 2


@pytest.mark.parametrize("words", [[], ["standings", "x.trf"], ["check-pairings", "x.trf"]])
def test_help_is_argparse_default(monkeypatch: pytest.MonkeyPatch, words: list[str]) -> None:
    """The help of the parser (top level, one command's) is what argparse's own formatter
    writes at the terminal's width: the parser built with it instead prints the same."""
    monkeypatch.setenv("COLUMNS", "72")

    def helps() -> list[str]:
        top = cli_parser.build_parser(words or None)
        out = [top.format_help(), top.format_usage()]
        if words:
            sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
            out.append(sub.choices[words[0]].format_help())
        return out

    ours = helps()
    monkeypatch.setattr(cli_parser, "_formatter", lambda: argparse.HelpFormatter)
    assert ours == helps()


def test_standings_of_a_trf_loads_only_what_it_needs() -> None:
    """A real `standings` run (as `python -m arbiter_app` runs it) on a TRF of the FIDE
    exercises, then the modules it loaded: none of these. (typing_extensions, and through it
    inspect, ast, dis and tokenize, is kept from msgspec's import: arbiter_app/__init__.py.)"""
    code = (
        "import sys\n"
        "from arbiter_app.cli import main\n"
        f"status = main(['standings', {str(HELD5)!r}])\n"
        "unwanted = ('shutil', 'bz2', 'lzma', 'threading', 'bisect',\n"
        "  'arbiter_app.core.seeding', 'arbiter_app.core.edits', 'unicodedata',\n"
        "  'arbiter_app.core.tiebreaks.drawboss', 'arbiter_app.core.tiebreaks.national',\n"
        "  'arbiter_app.core.tiebreaks.ratingchange', 'arbiter_app.core.rules.ssf',\n"
        "  'arbiter_app.core.rules.drawboss', 'dataclasses', 'typing_extensions', 'inspect',\n"
        "  'ast', 'dis', 'tokenize')\n"
        "print(status, [m for m in unwanted if m in sys.modules], file=sys.stderr)\n"
    )
    assert _last_line(code) == "0 []"


def test_python_m_arbiter_app_runs_standings_without_a_collector_pass() -> None:
    """`python -m arbiter_app standings FILE` imports the command line, builds its parser and
    computes with the cyclic collector paused, and no pass walks the imported objects
    afterwards (frozen): they live as long as the process, so a pass would only walk them
    (before, 25 passes ran during the imports alone). No pass starts in the program's code
    before the standings are printed; the collector is on again after the command. (From the
    process's entry on, `arbiter_app/process.py`: the package's own import of msgspec comes
    before it, with a few passes over young objects, `arbiter_app/__init__.py`.)"""
    code = (
        "import gc, io, runpy, sys, traceback\n"
        "printed = sys.stdout = io.StringIO()\n"
        "early = []\n"
        "def seen(phase, info):\n"
        "    ours = any(f.filename.endswith('process.py') for f in traceback.extract_stack())\n"
        "    if phase == 'start' and ours and not printed.getvalue():\n"
        "        early.append(info)\n"
        "gc.callbacks.append(seen)\n"
        f"sys.argv = ['arbiter_app', 'standings', {str(HELD5)!r}]\n"
        "try:\n"
        "    runpy.run_module('arbiter_app', run_name='__main__', alter_sys=True)\n"
        "except SystemExit as exc:\n"
        "    status = exc.code\n"
        "print(status, bool(printed.getvalue()), early, gc.isenabled(), file=sys.stderr)\n"
    )
    assert _last_line(code) == "0 True [] True"


def _last_line(code: str) -> str:
    """The last line `code` writes to stderr, run in a fresh interpreter (what a run loads
    and does from its start; the standings themselves go to stdout)."""
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    return out.stderr.strip().splitlines()[-1]
