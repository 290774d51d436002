"""The argument parser: the top-level options and every registered command."""

from __future__ import annotations

import argparse
from types import ModuleType
from typing import Any

from arbiter_app import __version__
from arbiter_app.cli import (
    check_pairings,
    compare,
    convert,
    crosstest,
    explain,
    export,
    forbid,
    generate,
    gui,
    pair,
    pairing_list,
    prizes,
    ratings,
    standings,
    tiebreaks,
    validate,
)

# The registered commands, in the order `--help` lists them. One line each, so commands added
# on different branches merge without touching each other's lines.
COMMANDS: tuple[ModuleType, ...] = (
    standings,
    tiebreaks,
    explain,
    compare,
    convert,
    validate,
    export,
    pair,
    check_pairings,
    forbid,
    generate,
    crosstest,
    pairing_list,
    ratings,
    prizes,
    gui,
)


def build_parser() -> argparse.ArgumentParser:
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
    for command in COMMANDS:
        command.register(sub)
    return parser
