"""`python -m arbiter_app`: the command line, or the GUI when started without a subcommand."""

from arbiter_app.core.collector import collector_paused

# Importing the command line makes tens of thousands of objects that live until the process
# ends (classes, functions, the vocabulary tables) and no garbage: the cyclic collector's
# passes during the imports would only walk them (2 ms of every command). `main` decides
# whether the command itself runs with it.
with collector_paused():
    from arbiter_app.cli import main

raise SystemExit(main())
