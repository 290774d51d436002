"""bbpPairings (BieremaBoyzProgramming, Apache-2.0, C++) as a test tool: the other public Dutch
engine of the cross-test (FIDE C.02 checklist: cross-test against another engine).

Never shipped, never a runtime dependency, and never built by this repository (its source is not
ours to carry): a tester builds v6.0.0 (the 2026 Dutch text) and v5.0.1 (the text before it)
from the public repository's tags and puts them in `tools/bbpairings/<tag>/` (git-ignored), or
names a folder laid out the same way in the environment variable `ARBITER_BBPAIRINGS_DIR`. Its
command line is JaVaFo's (README of v6.0.0): `--dutch IN -p OUT` pairs the next round of IN
(OUT: the number of pairs, then `white black` per line, `N 0` for the pairing-allocated bye);
`--dutch -g CONFIG -o OUT -s SEED` writes a random tournament (CONFIG: `PlayersNumber=`,
`RoundsNumber=`; the other parameters drawn from the seed; lines end in CR). Exit status 0 when
done."""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

from arbiter_app.core.pairing.engine import DUTCH_2025, DUTCH_2026, PairingError
from arbiter_app.core.pairing.round import RoundPairing

__all__ = ["BUILD_HINT", "TAGS", "BbpUnavailable", "executable", "generate", "pair"]

TAGS = {DUTCH_2026: "v6.0.0", DUTCH_2025: "v5.0.1"}
BUILD_HINT = (
    "bbpPairings is a test tool, not part of this program: build tags v6.0.0 and v5.0.1 of "
    "its public repository (BieremaBoyzProgramming/bbpPairings) and put them in "
    "tools/bbpairings/<tag>/bbpPairings.exe or ~/.cache/bbpairings/<tag>/bbpPairings.exe, or "
    "set ARBITER_BBPAIRINGS_DIR to a folder with <tag>/bbpPairings.exe"
)
TIMEOUT = 120  # seconds for one call: far above the 0.5 s a 300-player round takes


class BbpUnavailable(Exception):
    """bbpPairings is not built here."""


def _folder() -> Path:
    """Where a tester's build is: `ARBITER_BBPAIRINGS_DIR`, else `tools/bbpairings` of this
    checkout, else the tester's own `~/.cache/bbpairings` (one build serves every checkout and
    clean clone on the machine)."""
    env = os.environ.get("ARBITER_BBPAIRINGS_DIR")
    if env:
        return Path(env)
    here = Path(__file__).resolve().parents[2] / "tools" / "bbpairings"
    shared = Path.home() / ".cache" / "bbpairings"
    return here if here.is_dir() or not shared.is_dir() else shared


def executable(edition: str) -> Path:
    """The bbpPairings binary that implements `edition`; BbpUnavailable when not built."""
    path = _folder() / TAGS[edition] / "bbpPairings.exe"
    if not path.is_file():
        raise BbpUnavailable(f"{path} not found. {BUILD_HINT}")
    return path


def _run(args: list[str], what: str) -> None:
    try:
        done = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        raise PairingError(f"bbpPairings {what}: no answer in {TIMEOUT} s") from None
    if done.returncode != 0:
        message = (done.stderr or done.stdout).strip().splitlines()
        raise PairingError(
            f"bbpPairings {what} (exit {done.returncode}): {message[-1] if message else ''}"
        )


def pair(exe: Path, trf_text: str, round_no: int) -> RoundPairing:
    """bbpPairings' pairing of the next round of `trf_text` (engine numbers)."""
    with tempfile.TemporaryDirectory(prefix="bbp-") as tmp:
        src, dst = Path(tmp) / "in.trf", Path(tmp) / "out.txt"
        src.write_text(trf_text, encoding="utf-8")
        _run([str(exe), "--dutch", str(src), "-p", str(dst)], f"pairing round {round_no}")
        lines = dst.read_text(encoding="utf-8").split()
    numbers = [int(x) for x in lines[1:]]
    pairs = list(zip(numbers[::2], numbers[1::2], strict=True))
    boards = tuple((w, b) for w, b in pairs if b != 0)
    byes = [w for w, b in pairs if b == 0]
    return RoundPairing(round_no, boards, byes[0] if byes else None)


def generate(exe: Path, players: int, rounds: int, seed: int) -> str:
    """bbpPairings' random tournament (its own generator, `-g`), lines ending in LF."""
    with tempfile.TemporaryDirectory(prefix="bbp-") as tmp:
        config, dst = Path(tmp) / "config.txt", Path(tmp) / "out.trf"
        config.write_text(f"PlayersNumber={players}\nRoundsNumber={rounds}\n", encoding="ascii")
        _run(
            [str(exe), "--dutch", "-g", str(config), "-o", str(dst), "-s", str(seed)],
            f"generating seed {seed}",
        )
        text = dst.read_bytes().decode("latin-1")
    return "\n".join(text.replace("\r\n", "\n").replace("\r", "\n").splitlines()) + "\n"
