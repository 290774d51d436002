"""The players' use cases both faces share: renumbering (the players view's "Renumber by
rating", `arbiter-app players renumber`). Registering from a list is `io.registration` (the
entry-to-player mapping and the list's K, B.02), which both faces call as it is.
"""

from __future__ import annotations

from arbiter_app.core.edits import Edit
from arbiter_app.core.model import Tournament
from arbiter_app.core.seeding import CloseEntries, Renumber, has_late_entries

__all__ = ["renumber_edit"]


def renumber_edit(t: Tournament, method: str | None = None) -> Edit:
    """Start numbers by the initial ranking (C.04.2 2: the event's starting-rank method, or
    `method`). With late entries this closes the list of participants (C.04.2 2.5: their
    provisional numbers become definitive), allowed after round 4 too; otherwise it is a
    renumbering, which the edit refuses once round 4 has been paired (2.3)."""
    return CloseEntries(method) if has_late_entries(t) else Renumber(method=method)
