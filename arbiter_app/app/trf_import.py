"""Reading a TRF: the rounds replayed against the pairing rules (`core.pairing.replay`).

TRF-06, TRF-16 and TRF-26 files are read by `io.trf` (every adjustment it makes is a reader's
note, `io.trf.read_notes`); a round that breaks a rule asks the arbiter first in the window
(`Gate.BROKEN_ROUND_READ`, level 3: open the file or not), and is recorded in the journal, so
that `validate` and the window's findings list show it and the TRF written afterwards carries
it as a `### JOURNAL ... what=broken-round-read` line. On the command line `validate` and
`convert` replay the rounds (`cli.common.load(..., replay=True)`) and show a broken round as a
warning (findings of that severity are shown and the command goes on: `core.policy`).
"""

from __future__ import annotations

from arbiter_app.app.clock import now
from arbiter_app.app.gates import Confirmer, passes
from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.replay import broken_round_asks, record_broken_rounds

__all__ = ["checked", "record"]


def record(t: Tournament, time: str | None = None) -> None:
    """Record the broken rounds of a TRF just read (the command line: shown as warnings)."""
    record_broken_rounds(t, time or now())


def checked(t: Tournament, confirmer: Confirmer, time: str | None = None) -> bool:
    """Ask about the broken rounds of a TRF just read (level 3); True, with them recorded,
    when the arbiter opens it anyway (or nothing is broken)."""
    if not passes(broken_round_asks(t), confirmer):
        return False
    record(t, time)
    return True
