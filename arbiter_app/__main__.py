"""`python -m arbiter_app`: the command line, or the GUI when started without a subcommand."""

from arbiter_app.process import run

raise SystemExit(run())
