"""The program as a process: the entry of the `arbiter-app` script and of `python -m
arbiter_app` (tests and scripts call `arbiter_app.cli.main` instead, many times in one
process).

The cyclic collector and a process that runs one command:
- Importing the command line makes tens of thousands of objects that live as long as the
  process (classes, functions, the vocabulary tables) and no garbage: the collector's passes
  during the imports would only walk them (2 ms of every command), and so would its first
  pass after them. They are imported with it paused, then frozen: no pass walks them again.
- `main` decides whether the command itself runs with the collector (not the window, which
  runs for hours, nor the cross-test).
- After the command, what is still alive is frozen too: the process ends, and the
  interpreter's last collection at shutdown would walk every record of the event for cycles
  that the exit frees anyway (about a tenth of a 1,500-player `standings`).
"""

from __future__ import annotations

import gc

from arbiter_app.core.collector import collector_paused


def run() -> int:
    with collector_paused():
        from arbiter_app.cli import main

        gc.freeze()
    code = main()
    gc.freeze()
    return code
