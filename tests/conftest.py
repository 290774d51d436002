"""Shared test set-up: Qt runs offscreen; paths to the copied fixtures."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

# One 1366x768 screen (a common laptop; the offscreen plugin's own default is 800x800): every
# window and dialog is tested on the screen arbiters have (tests/gui/test_screen_fit.py).
_SCREEN = Path(__file__).parent / "data" / "screen-1366x768.json"
# (`make test` sets plain "offscreen": the screen is added to it; another platform is kept.)
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
# Any main window a test creates keeps its settings (recent files, geometry) and recovery copies
# in a scratch directory, never in the user's own (gui/settings.py reads these variables).
_SCRATCH = tempfile.mkdtemp(prefix="arbiter-app-tests-")
os.environ.setdefault("ARBITER_APP_CONFIG_DIR", os.path.join(_SCRATCH, "config"))
os.environ.setdefault("ARBITER_APP_DATA_DIR", os.path.join(_SCRATCH, "data"))

# CI (CI=true) draws the same examples on every run, so a red CI reproduces and a green one is
# not luck; runs elsewhere keep exploring new examples (a failure found there becomes an
# explicit `@example` of its test).
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

DATA = Path(__file__).parent / "data"
FIDE_TEC = DATA / "fide-tec"
SEEDS = DATA / "seeds"


def with_ranks(text: str, ranks: dict[int, int] | None = None) -> str:
    """`text` (TRF) with every `001` rank column (86-89) set to `ranks` (start number -> rank),
    by default the ranks of the program's standings of the text: what the TRF writer must put
    there (federations rate from that column), whatever rank the text carried."""
    if ranks is None:
        from arbiter_app.core.standings import compute
        from arbiter_app.core.tiebreaks import DescriptorError
        from arbiter_app.io.trf import parse_trf

        t = parse_trf(text)
        try:
            standings = compute(t)
        except DescriptorError:  # a list the program cannot compute: points alone (as written)
            standings = compute(t, tiebreaks=[])
        ranks = {row.start_no: row.rank for row in standings.rows}
    out = []
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        if body.startswith("001") and body[4:8].strip().isdecimal():
            rank = ranks.get(int(body[4:8]))
            cell = f"{rank:>4}" if rank is not None else "    "
            body = (body.ljust(89)[:85] + cell + body[89:]).rstrip()
        out.append(body + line[len(line.rstrip("\r\n")) :])
    return "".join(out)


# Withdrawals the sources print, which a TRF cannot say (no record for it: the reader asks
# "withdrawn?" and the arbiter confirms): the NSF seed, "Ingrid withdrew after round 4"; Held's
# swiss_5, the exercise's withdrawal (Nick, 12, `0 - Z` after round 3).
WITHDRAWN_AS_PRINTED = {"nsf_example.trf": {9: 4}, "held_swiss_5.trf": {12: 3}}


def read_as_printed(path: Path) -> Any:
    """A fixture read as its source prints it: the TRF with the withdrawals confirmed."""
    from arbiter_app.core.edits import Withdraw
    from arbiter_app.io.trf import read_trf

    t = read_trf(path)
    for start_no, after in WITHDRAWN_AS_PRINTED.get(path.name, {}).items():
        Withdraw(start_no, after).apply(t)
    return t


@pytest.fixture(name="gates", autouse=True)
def gates_fixture(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Any:
    """GUI tests: FIDE mode's dialogs answered, never shown (tests/gui/gatetools.py)."""
    if "gui" not in request.node.path.parts:
        yield None
        return
    from gatetools import install  # (tests/gui is on the path of its own tests)

    yield from install(monkeypatch)
