"""`python -m arbiter_app`: the command line, or the GUI when started without a subcommand."""

import gc

from arbiter_app.core.collector import collector_paused

# Importing the command line makes tens of thousands of objects that live as long as the
# process (classes, functions, the vocabulary tables) and no garbage: the cyclic collector's
# passes during the imports would only walk them (2 ms of every command), and so would its
# first pass after them. Imported with it paused, then frozen: no pass ever walks them again.
# `main` decides whether the command itself runs with the collector.
with collector_paused():
    from arbiter_app.cli import main

    gc.freeze()

raise SystemExit(main())
