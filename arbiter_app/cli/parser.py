"""The argument parser: the top-level options and every registered command.

A command's module (and what it imports: the readers, the engine, the writers) is imported
only when that command is asked for, so `arbiter-app standings FILE` pays for the standings
and not for pairing engines or rating lists; `--help` and an unknown word import them all.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
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


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; given `argv` that names a command, with only that command registered
    (without one, for `--help` or a word that is no command, with every command, so that
    the top level's help and its error list them all)."""
    parser = argparse.ArgumentParser(
        prog="arbiter-app",
        description="Crosstables, live standings and exact tie-breaks for chess arbiters.",
    )
    parser.add_argument("--version", action="version", version=f"arbiter-app {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    common = argparse.ArgumentParser(add_help=False)
    # SUPPRESS: a subcommand's own --debug must not reset the top-level one to False.
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    original = sub.add_parser

    def add_parser(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        kwargs.setdefault("parents", [common])
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
