"""Atomic file writing: a save either completes or leaves the old file as it was.

The data goes to a temporary file in the same directory as the file it replaces (so the final
rename cannot cross file systems), is flushed and fsync'ed, then `os.replace`d over it. With
`backup=True` the previous version is first copied to `<name>.bak`. A crash or a full disk at
any point leaves either the old file or the new one, never a half-written one.

- Saving over a symbolic link writes to the file it points to (as an editor does): the link
  stays a link. `os.replace` on the link itself would put a plain file in its place.
- A temporary file never outlives the save that made it: on any failure (an exception, Ctrl+C)
  it is removed before the error goes on. Only a killed process (power cut, `kill -9`) can leave
  one behind; its name carries the process id (`.<name>.<pid>.<random>.tmp`), so the next save
  of the same file removes those of processes that no longer run (where processes cannot be
  asked, Windows: those older than an hour).
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from pathlib import Path


def write_atomic(path: Path, data: bytes, backup: bool = False) -> None:
    # (shutil and tempfile imported where a file is written: a command that only reads pays
    # for neither, shutil's compression modules included)
    import shutil
    import tempfile

    target = _resolved(Path(path))
    directory = target.parent if str(target.parent) else Path(".")
    clear_stale_temporaries(target)
    fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=_prefix(target), suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if target.exists():
            with contextlib.suppress(OSError):
                # Keep the file's permissions on the new version.
                shutil.copymode(target, tmp)
            if backup:
                _copy_atomic(target, target.with_name(target.name + ".bak"))
        else:
            # mkstemp creates 0600; a new file gets the mode any program would give it
            # (0666 less the umask), so an exported list can be published as it is.
            with contextlib.suppress(OSError):
                os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _sync_directory(directory)


def _resolved(path: Path) -> Path:
    """The file a save of `path` writes: the end of its chain of symbolic links (the links
    stay as they are); `path` itself when it is no link."""
    if not path.is_symlink():
        return path
    return Path(os.path.realpath(path))


def _prefix(target: Path) -> str:
    return f".{target.name}.{os.getpid()}."


def clear_stale_temporaries(target: Path) -> list[Path]:
    """Remove the temporary files a killed save of `target` left (their process is gone);
    returns what was removed. Temporaries of a process still running are left alone: it may be
    saving right now."""
    directory = target.parent if str(target.parent) else Path(".")
    pattern = re.compile(re.escape(f".{target.name}.") + r"(\d+)\.[^.]+\.tmp\Z")
    removed: list[Path] = []
    try:
        names = os.listdir(directory)
    except OSError:
        return removed
    for name in names:
        match = pattern.match(name)
        stale = directory / name
        if match is None or _running(int(match.group(1)), stale):
            continue
        with contextlib.suppress(OSError):
            stale.unlink()
            removed.append(stale)
    return removed


STALE_AFTER_SECONDS = 3600  # where no process can be asked about: older than any save


def _running(pid: int, path: Path) -> bool:
    """Whether the save that made `path` (process `pid`) may still be going on."""
    if pid == os.getpid():
        return True  # another thread of this process may be saving
    if os.name != "posix":
        # No safe probe of another process without extra modules: a temporary older than any
        # save could take is stale.
        try:
            return time.time() - path.stat().st_mtime < STALE_AFTER_SECONDS
        except OSError:
            return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True  # exists, but belongs to someone else (or not a pid at all: keep it)
    except OSError:
        return True
    return True


def _umask() -> int:
    mask = os.umask(0)  # the only way to read it is to set it; put it straight back
    os.umask(mask)
    return mask


def _copy_atomic(source: Path, target: Path) -> None:
    import shutil
    import tempfile

    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=_prefix(target), suffix=".tmp")
    os.close(fd)
    try:
        shutil.copy2(source, tmp_name)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where directories cannot be opened."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
