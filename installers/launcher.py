"""Entry point of the frozen program (the script PyInstaller freezes; see arbiter-app.spec).

One executable serves the arbiter who double-clicks and the one who scripts:

    arbiter-app                       the GUI on the bundled example (cli.main's default)
    arbiter-app FILE                  the GUI opening FILE: what a desktop shortcut, "Open with",
                                      a file association ("%1") or a drop on the icon passes
    arbiter-app SUBCOMMAND ...        the command line (`standings`, `convert`, `validate`, ...)
    arbiter-app --version | --help    the command line

The only rule added to `arbiter_app.cli.main` is the second line: a first argument that is
neither an option nor a subcommand name is a file for the GUI. (A file literally named like a
subcommand, say `standings`, opens with `arbiter-app gui standings`.)

Windows: the GUI executable is built without a console (`console=False`), so Explorer opens no
black window; Windows then gives it no standard output. For scripts the bundle also has
`arbiter-app-cli.exe`, built with a console, whose output can be piped and whose exit status
cmd waits for. When the windowless one is nevertheless given a subcommand from a console, it
attaches to that console (best effort: cmd does not wait for a GUI-subsystem program, so the
output may follow the next prompt).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence


def subcommand_names(parser: argparse.ArgumentParser) -> frozenset[str]:
    """The subcommands `cli.build_parser()` knows (so new ones need no change here)."""
    for action in parser._actions:  # argparse has no public accessor for its subparsers
        if isinstance(action, argparse._SubParsersAction):
            return frozenset(action.choices)
    return frozenset()


def command_line(argv: Sequence[str], subcommands: Iterable[str]) -> list[str]:
    """The arguments to give `cli.main` for the frozen program's `argv` (without argv[0])."""
    args = list(argv)
    if args and not args[0].startswith("-") and args[0] not in set(subcommands):
        return ["gui", *args]
    return args


def attach_parent_console() -> None:
    """Windows, windowless build, used from cmd/PowerShell: write to the caller's console.

    Nothing to do when standard output exists (another platform, the console build, or output
    redirected to a file or pipe, which Windows hands over even to a GUI-subsystem program).
    """
    if sys.platform != "win32" or sys.stdout is not None:
        return
    import ctypes

    attach_parent_process = -1  # ATTACH_PARENT_PROCESS (wincon.h)
    if not ctypes.windll.kernel32.AttachConsole(attach_parent_process):  # type: ignore[attr-defined]
        return  # started from Explorer: there is no console to write to
    # "CONOUT$" opens as a console stream (WriteConsoleW), so names in any script print right.
    sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115


def main() -> int:
    # The GUI ranks large events in a worker process (gui/recompute.py). In a frozen program
    # that child re-runs this executable; freeze_support() must see it before anything parses
    # the command line, or the child would start a second GUI.
    import multiprocessing

    multiprocessing.freeze_support()
    from arbiter_app import cli

    args = command_line(sys.argv[1:], subcommand_names(cli.build_parser()))
    if args and args[0] != "gui":
        attach_parent_console()
    return cli.main(args)


if __name__ == "__main__":
    raise SystemExit(main())
