"""The command line: headless entry points over core and io.

    arbiter-app                      start the GUI
    arbiter-app gui [FILE]           start the GUI on FILE
    arbiter-app standings FILE [--system swiss|round-robin|double-round-robin] [--rules NAME]
                          [--tiebreaks CODES] [--info CODES] [--profile NAME]
                          [--format text|csv|json] [--force]
    arbiter-app convert IN OUT [--force]   TRF <-> native project file, by OUT's extension
    arbiter-app validate FILE        list every inconsistency (exit 1 if there is any)
    arbiter-app new FILE --name NAME --rounds N      an empty event
    arbiter-app players add|import FILE ...          register players (io.registration)
    arbiter-app result FILE --round R --board B RESULT   record a game (or --white/--black)
    arbiter-app unpair FILE                          remove the last round's pairings
    arbiter-app tiebreaks            list every tie-break code and rule edition
    arbiter-app explain FILE START_NO [--tiebreak CODE] [--rules NAME] [--format text|json]
    arbiter-app export FILE [--profile/--tiebreaks/--info/--rules ...] [--parts P]
                          [--paper a4|letter] (--xlsx OUT | --pdf OUT | --html OUT | --csv OUT)...

Bad input ends with exit status 1 and one line naming the file, line and column (or record);
`--debug` shows the traceback instead. Usage errors exit with 2 (argparse).

The package has one module per command (`standings.py`, `explain.py`, `tiebreaks.py`,
`validate.py`, `convert.py`, `export.py`, `gui.py`) and a few shared ones: `common.py` (exit
statuses, `CommandError`, `out`/`err`, `load`, number text), `findings.py` (validation findings
located in the file), `options.py` (the ranking options: --system, --rules, --tiebreaks,
--profile, --info) and `parser.py` (the top-level parser and the list of commands).

Adding a command `NAME`:
1. Write `arbiter_app/cli/NAME.py` with
   `register(sub)`, which adds the command's parser
   (`p = sub.add_parser("NAME", help=...)`, its arguments, `p.set_defaults(func=cmd_NAME)`),
   and the handler `cmd_NAME(args: argparse.Namespace) -> int` returning an `EXIT_*` status.
   Bad input: raise `CommandError("one line naming the file/option")` (or let the readers'
   `InputError` through); `main` prints it and exits 1.
2. Add `("NAME", "module")` to `COMMANDS` in `parser.py` (one line; the order is the order
   of `--help`; the module is imported only when its command runs).
3. Tests in `tests/cli/` call `arbiter_app.cli.main([...])`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from arbiter_app.cli.common import EXIT_BAD_INPUT, EXIT_INTERNAL, CommandError, err
from arbiter_app.cli.parser import build_parser
from arbiter_app.core.collector import collector_paused
from arbiter_app.io.errors import InputError

__all__ = ["build_parser", "main"]


# Commands that run for hours or through thousands of events (see `main`).
_LONG_RUNNING = (None, "gui", "crosstest")


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    # A command reads a file, computes and writes once: what it makes lives until it ends and
    # holds no reference cycles, so the cyclic collector would only walk the event again and
    # again (a fifth of `standings` on 10,000 players). Paused for the command (and from the
    # start: building the parser imports the command's modules), never for the window, which
    # runs for hours, nor for the cross-test, which runs thousands of events through Gacrux,
    # whose objects do hold cycles (a team run grew by 23 MB an event, to 20 GB).
    with collector_paused():
        parser = build_parser(words)
        args = parser.parse_args(words)
        if args.command is None:
            from arbiter_app.cli.gui import cmd_gui

            args.func, args.file = cmd_gui, None
        if args.command not in _LONG_RUNNING:
            return _run(args)
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    """The command's handler; bad input and internal errors become one line and a status."""
    try:
        return int(args.func(args))
    except (InputError, CommandError) as exc:
        if args.debug:
            raise
        err(str(exc))
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # Output piped into `head` and the like: the reader left, which is not an error.
        # Point stdout at devnull so the interpreter's final flush does not complain either.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:
        if args.debug:
            raise
        err(f"arbiter-app: internal error: {type(exc).__name__}: {exc} (run with --debug)")
        return EXIT_INTERNAL
