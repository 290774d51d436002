"""The argument parser: the top-level options and every registered command.

A command's module (and what it imports: the readers, the engine, the writers) is imported
only when that command is asked for, so `arbiter-app standings FILE` pays for the standings
and not for pairing engines or rating lists; `--help` and an unknown word import them all.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from importlib import import_module
from typing import Any

from arbiter_app import __version__

# The registered commands, in the order `--help` lists them: (command, module in
# `arbiter_app.cli`). One line each, so commands added on different branches merge without
# touching each other's lines.
COMMANDS: tuple[tuple[str, str], ...] = (
    ("standings", "standings"),
    ("tiebreaks", "tiebreaks"),
    ("explain", "explain"),
    ("compare", "compare"),
    ("convert", "convert"),
    ("validate", "validate"),
    ("journal", "journal"),
    ("export", "export"),
    ("new", "new"),
    ("players", "players"),
    ("pair", "pair"),
    ("result", "result"),
    ("unpair", "unpair"),
    ("fide-mode", "fide_mode"),
    ("teams", "teams"),
    ("check-pairings", "check_pairings"),
    ("forbid", "forbid"),
    ("generate", "generate"),
    ("crosstest", "crosstest"),
    ("pairing-list", "pairing_list"),
    ("ratings", "ratings"),
    ("prizes", "prizes"),
    ("gui", "gui"),
)


def _wanted(argv: Sequence[str] | None) -> set[str] | None:
    """The module of the command `argv` asks for; None (all of them) for help, no command
    or a word that is none (argparse then lists them)."""
    if argv is None:
        return None
    words = [a for a in argv if not a.startswith("-")]
    if not words or {"-h", "--help"} & set(argv[: argv.index(words[0])]):
        return None
    modules = dict(COMMANDS)
    return {modules[words[0]]} if words[0] in modules else None


def help_width() -> int:
    """The width argparse gives its help by default, `shutil.get_terminal_size().columns - 2`
    (COLUMNS if set and positive, else the terminal's width, else 80), found without importing
    shutil: argparse makes a formatter for every argument it adds, and sizing it imports shutil
    and with it bz2 and lzma, extension modules a run that prints no help would load for
    nothing (a few milliseconds of every command)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        stdout = sys.__stdout__
        try:
            columns = 0 if stdout is None else os.get_terminal_size(stdout.fileno()).columns
        except (AttributeError, ValueError, OSError):  # no terminal, stdout closed or detached
            columns = 0
        columns = columns or 80
    return columns - 2


def _formatter() -> Callable[..., argparse.HelpFormatter]:
    """argparse's formatter at `help_width` (a command may choose its own class)."""
    return partial(argparse.HelpFormatter, width=help_width())


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; given `argv` that names a command, with only that command registered
    (without one, for `--help` or a word that is no command, with every command, so that
    the top level's help and its error list them all)."""
    formatter = _formatter()
    parser = argparse.ArgumentParser(
        prog="arbiter-app",
        description="Crosstables, live standings and exact tie-breaks for chess arbiters.",
        formatter_class=formatter,
    )
    parser.add_argument("--version", action="version", version=f"arbiter-app {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    common = argparse.ArgumentParser(add_help=False, formatter_class=formatter)
    # SUPPRESS: a subcommand's own --debug must not reset the top-level one to False.
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    original = sub.add_parser

    def add_parser(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        kwargs.setdefault("parents", [common])
        kwargs.setdefault("formatter_class", formatter)
        return original(name, **kwargs)

    sub.add_parser = add_parser  # type: ignore[method-assign]
    wanted = _wanted(argv)
    for _name, module in COMMANDS:
        # A run that names its command registers only that one: its word is the only one
        # parsed, and its usage and errors name no other (a parser per other command, each
        # looking up argparse's words in gettext's catalogues, took 4 ms of every run).
        if wanted is None or module in wanted:
            import_module(f"arbiter_app.cli.{module}").register(sub)
    return parser
