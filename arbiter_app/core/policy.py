"""What each step does with a file whose records contradict each other: one table, for
every face.

A file's findings are of two severities (`core.vocabulary.findings`): an ERROR means the
records contradict each other (the two sides of a game disagree, the points column does not
follow from the results), so anything computed or written from them could be wrong; a WARNING
is consistent data against the usual rules or the file's own claims. A step that computes from
the records meets the gate `Gate.RECORDS_CONTRADICT` of the warning levels
(`core.vocabulary.levels`, level 3): the window asks (Cancel by default), the command line
goes on only with that gate's option, `--force`. What follows from them:

| step | on errors | on warnings |
|---|---|---|
| `standings`, `export`, `prizes`, `compare` | the gate (refused unless confirmed) | shown |
| `convert` (1) | the gate | shown |
| `pair`, the window's Pair next round (2) | the gate | shown |
| `validate`, `explain` | shown (that is their purpose) | shown |
| opening in the window (3) | opened, findings listed | listed |

(1) written out, the contradiction would read as the file's own: a points column recomputed,
ranks moved. (2) a pairing rests on the scores the records give. (3) the window is where the
records are mended.

Every refusal says the same sentence (`refusal`) and names the records it could not
understand: the players and what in their records, so that the arbiter knows where to look.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from arbiter_app.core.vocabulary.findings import Finding, Severity
from arbiter_app.core.vocabulary.levels import Ask, Gate


class OnErrors(Enum):
    REFUSE = "refuse"  # the step meets Gate.RECORDS_CONTRADICT: confirmed (`--force`) or refused
    SHOW = "show"  # the command's purpose is to show them
    OPEN = "open"  # opened with the findings listed, to be mended


POLICY: dict[str, OnErrors] = {
    "standings": OnErrors.REFUSE,
    "export": OnErrors.REFUSE,
    "prizes": OnErrors.REFUSE,
    "compare": OnErrors.REFUSE,
    "convert": OnErrors.REFUSE,
    "pair": OnErrors.REFUSE,
    "validate": OnErrors.SHOW,
    "explain": OnErrors.SHOW,
    "window": OnErrors.OPEN,
}

_NAMED = 10  # records named in one refusal; the rest are counted


def asks(step: str, findings: Sequence[Finding], fide_mode: bool) -> list[Ask]:
    """What `step` asks before it goes on with these findings (see the table): the gate
    `RECORDS_CONTRADICT` when it computes from records that contradict each other."""
    if POLICY[step] is not OnErrors.REFUSE:
        return []
    errors = sum(f.severity is Severity.ERROR for f in findings)
    return [Gate.RECORDS_CONTRADICT.ask(fide_mode, count=errors)] if errors else []


def refusal(findings: Sequence[Finding]) -> str:
    """The one sentence of every refusal: how many contradictions, in which records, and the
    way on (`--force`)."""
    errors = [f for f in findings if f.severity is Severity.ERROR]
    places: dict[str, list[str]] = {}
    for f in errors:
        where = "the event" if f.start_no is None else f"player {f.start_no}"
        what = f.kind.field if f.kind.field != "points" else "points column"
        if f.round_no is not None:
            what = f"round {f.round_no} {what}"
        places.setdefault(where, [])
        if what not in places[where]:
            places[where].append(what)
    named = [f"{where} ({', '.join(what)})" for where, what in list(places.items())[:_NAMED]]
    if len(places) > _NAMED:
        named.append(f"and {len(places) - _NAMED} more")
    count = len(errors)
    noun = "inconsistency" if count == 1 else "inconsistencies"
    return f"{count} {noun} in the records of {'; '.join(named)}; fix them or use --force"
