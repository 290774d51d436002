"""arbiter-app: crosstables, live standings and exact tie-breaks for tournament arbiters."""

__version__ = "0.1.0"
