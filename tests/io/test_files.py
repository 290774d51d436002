"""Atomic writing (arbiter_app/io/files.py)."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.io.files import write_atomic


def test_a_new_file_gets_the_usual_permissions_not_mkstemps_0600(tmp_path: Path) -> None:
    """An exported list must be publishable as it is: a new file gets 0666 less the umask,
    like any program's output, not the private mode of the temporary file it was written to."""
    import os
    import stat

    mask = os.umask(0o022)
    try:
        target = tmp_path / "list.html"
        write_atomic(target, b"<html></html>")
        assert stat.S_IMODE(target.stat().st_mode) == 0o644
    finally:
        os.umask(mask)
