"""Replaying the rounds of a file read against the pairing rules (C.02, 2026 checklist: TRF
import, "replay the imported rounds against the rules; a level-3 warning and a `###` comment
when they break one").

Each round is judged by our checker (`core.pairing.checker`, C.04.1's absolute criteria: a
rematch, a player twice in a round, a second pairing-allocated bye, a bye to a player who had
one, a prohibited pair). Colour rules (C.04.1.6, C.04.1.7) are judged only when the file names
a Dutch edition (TRF-26 record 192, `PairingSettings.edition`): other systems and older files
have colour rules of their own (without them the replay also skips the board order, which
costs every player's score: benchmarks/replay.py). Warnings (a meeting again after a forfeit,
the last round's topscorer exception) break no rule. A finding about a start number the file
does not have is validation's (an inconsistent record), not a broken pairing.

A broken round becomes one journal event (`Gate.BROKEN_ROUND_READ`, what the arbiter is asked
and the TRF's `### JOURNAL ... what=broken-round-read` line) and a finding
(`FindingKind.BROKEN_ROUND_READ`, from the journal); a round already in the journal (the file
was written by this program after an earlier reading) is not recorded again.
"""

from __future__ import annotations

from arbiter_app.core.model import JournalEntry, Tournament
from arbiter_app.core.pairing.checker import ISSUE_WORDS, PairingFinding, check_rounds
from arbiter_app.core.validate import Severity
from arbiter_app.core.vocabulary.levels import Ask, Gate

__all__ = ["broken_round_asks", "broken_rounds", "journal_asks", "record_broken_rounds"]


def broken_rounds(t: Tournament) -> dict[int, list[PairingFinding]]:
    """Round -> the rules it breaks (errors of the checker; colours only for Dutch files)."""
    dutch = t.pairing.edition is not None
    out: dict[int, list[PairingFinding]] = {}
    for f in check_rounds(t, colours=dutch):
        # (a record naming no player of the file is validation's error, not a pairing's)
        named = (f.start_no, f.opponent) if f.opponent is not None else (f.start_no,)
        if f.severity is not Severity.ERROR or not all(map(t.has_player, named)):
            continue
        out.setdefault(f.round_no, []).append(f)
    return out


def _detail(findings: list[PairingFinding]) -> str:
    return " ".join(f.words(ISSUE_WORDS[f.issue]) for f in findings)


def _new(t: Tournament) -> dict[int, str]:
    """Round -> what it breaks, for the broken rounds the journal does not record yet."""
    known = {j.round_no for j in t.journal if j.what == Gate.BROKEN_ROUND_READ.value}
    return {r: _detail(fs) for r, fs in sorted(broken_rounds(t).items()) if r not in known}


def broken_round_asks(t: Tournament) -> list[Ask]:
    """What opening the file asks (level 3), one per broken round not yet recorded."""
    fide = t.fide_mode.on
    return [_ask(fide, r, d) for r, d in _new(t).items()]


def _ask(fide: bool, round_no: int, detail: str) -> Ask:
    # (the gate's words end the sentence: the detail's own last full stop goes)
    return Gate.BROKEN_ROUND_READ.ask(fide, round=round_no, what=detail.rstrip("."))


def record_broken_rounds(t: Tournament, time: str) -> None:
    """Add a journal event for each broken round not yet recorded (part of reading the file,
    not an edit: the journal then says how the file was when it was read)."""
    what = Gate.BROKEN_ROUND_READ.value
    entries = [JournalEntry(time, r, what, "", d) for r, d in _new(t).items()]
    t.journal = (*t.journal, *entries)


def journal_asks(t: Tournament) -> list[Ask]:
    """The warnings the journal's broken rounds gave when the file was read (`validate`)."""
    fide = t.fide_mode.on
    what = Gate.BROKEN_ROUND_READ.value
    return [_ask(fide, j.round_no, j.detail) for j in t.journal if j.what == what]
