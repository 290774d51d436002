"""Which shared libraries the Linux bundle carries, and a check that it is complete.

Used two ways:

- by installers/arbiter-app.spec (imported): `prune(binaries)` drops from PyInstaller's list the
  libraries of host-libraries.txt and every top-level library that only those needed (GnuTLS
  and Kerberos only CUPS links, HarfBuzz only FreeType, ...), so the bundle neither grows by
  them nor shadows the desktop's own copies;
- by installers/linux/smoke_test.sh: `python3 elfdeps.py check dist/arbiter-app` reads every
  ELF file in the bundle and fails if one of them links against a library that is neither in
  the bundle nor listed in host-libraries.txt (the plugin and library trimming of the spec
  must never leave a dangling dependency).

Only direct dependencies (DT_NEEDED, read with `objdump -p`, which PyInstaller needs on Linux
anyway) count: `ldd` would also list what the host's own libraries pull in.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent


@cache
def host_pattern() -> re.Pattern[str]:
    lines = (HERE / "host-libraries.txt").read_text("utf-8").splitlines()
    rules = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    return re.compile("|".join(f"(?:{rule})" for rule in rules))


def is_host_library(name: str) -> bool:
    return host_pattern().fullmatch(name) is not None


@cache
def needed(path: str) -> frozenset[str]:
    """The DT_NEEDED entries of an ELF file (empty for anything else)."""
    if not _is_elf(path):
        return frozenset()
    text = subprocess.run(
        ["objdump", "-p", path], check=True, capture_output=True, text=True
    ).stdout
    return frozenset(re.findall(r"^\s*NEEDED\s+(\S+)", text, re.M))


Entry = tuple[str, str, str]  # PyInstaller TOC entry: (destination, source, typecode)


def prune(binaries: Iterable[Entry]) -> tuple[list[Entry], list[str]]:
    """`binaries` less host libraries and top-level libraries nothing else in the bundle needs.

    Everything in a subfolder (Python extensions, Qt libraries and plugins) and libpython are
    roots; a top-level library stays only if a root, or a library that stays, needs it.
    Returns the kept entries and the names dropped.
    """
    entries = [e for e in binaries if not is_host_library(Path(e[0]).name)]
    dropped = sorted({Path(e[0]).name for e in binaries} - {Path(e[0]).name for e in entries})

    def top_level(e: Entry) -> bool:
        return "/" not in e[0].replace("\\", "/") and e[2] == "BINARY" and "python" not in e[0]

    candidates = {e[0]: e for e in entries if top_level(e)}
    reached: set[str] = set()
    todo = [e[1] for e in entries if not top_level(e) and e[2] != "SYMLINK"]
    while todo:
        for name in needed(todo.pop()):
            if name in candidates and name not in reached:
                reached.add(name)
                todo.append(candidates[name][1])
    unused = set(candidates) - reached
    kept = [e for e in entries if e[0] not in unused]
    # A top-level symlink to a library that is gone would dangle.
    names = {e[0] for e in kept}
    kept = [e for e in kept if e[2] != "SYMLINK" or e[1] in names]
    return kept, dropped + sorted(unused)


def stripped_copy(entry: Entry, folder: Path) -> Entry:
    """`entry` with its source replaced by a copy without debug symbols (`strip
    --strip-unneeded`, as Debian's packaging does); unchanged if it is not an ELF file."""
    dest, source, typecode = entry
    if typecode == "SYMLINK" or not _is_elf(source):
        return entry
    target = folder / dest
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)
    target.chmod(0o755)
    subprocess.run(["strip", "--strip-unneeded", str(target)], check=True)
    return (dest, str(target), typecode)


def _is_elf(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


# Qt's xcb helpers: bundled when the build machine has them (build.sh says when it had not);
# without them the bundle still runs offscreen and on desktops that have them: a warning.
XCB_HELPERS = re.compile(r"lib(xcb-[a-z0-9-]+|xkbcommon-x11)\.so\.\d+")


def check(bundle: Path) -> tuple[list[str], list[str]]:
    """(problems, warnings): ELF files in `bundle` needing a library neither bundled nor the
    host's; the warnings are Qt's xcb helpers the build machine lacked."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    present = {p.name for p in bundle.rglob("*")}
    problems, warnings = [], []
    for path in sorted(files):
        for name in sorted(needed(str(path))):
            if name not in present and not is_host_library(name):
                line = f"{path.relative_to(bundle)}: needs {name}, not in the bundle"
                (warnings if XCB_HELPERS.fullmatch(name) else problems).append(line)
    return problems, warnings


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "check":
        print("usage: elfdeps.py check BUNDLE_DIR", file=sys.stderr)
        return 2
    problems, warnings = check(Path(argv[1]))
    for line in warnings:
        print(f"warning: {line} (the target desktop must provide it)", file=sys.stderr)
    for line in problems:
        print(f"error: {line}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
