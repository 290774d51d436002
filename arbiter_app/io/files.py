"""Atomic file writing: a save either completes or leaves the old file as it was.

The data goes to a temporary file in the same directory (so the final rename cannot cross file
systems), is flushed and fsync'ed, then `os.replace`d over the target. With `backup=True` the
previous version is first copied to `<name>.bak`. A crash or a full disk at any point leaves
either the old file or the new one, never a half-written one.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes, backup: bool = False) -> None:
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            with contextlib.suppress(OSError):
                # Keep the file's permissions on the new version.
                shutil.copymode(path, tmp)
            if backup:
                _copy_atomic(path, path.with_name(path.name + ".bak"))
        else:
            # mkstemp creates 0600; a new file gets the mode any program would give it
            # (0666 less the umask), so an exported list can be published as it is.
            with contextlib.suppress(OSError):
                os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _sync_directory(directory)


def _umask() -> int:
    mask = os.umask(0)  # the only way to read it is to set it; put it straight back
    os.umask(mask)
    return mask


def _copy_atomic(source: Path, target: Path) -> None:
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
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
