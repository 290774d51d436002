"""Atomic writing (arbiter_app/io/files.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.io import files
from arbiter_app.io.files import clear_stale_temporaries, write_atomic


def test_a_new_file_gets_the_usual_permissions_not_mkstemps_0600(tmp_path: Path) -> None:
    """An exported list must be publishable as it is: a new file gets 0666 less the umask,
    like any program's output, not the private mode of the temporary file it was written to."""
    import stat

    mask = os.umask(0o022)
    try:
        target = tmp_path / "list.html"
        write_atomic(target, b"<html></html>")
        assert stat.S_IMODE(target.stat().st_mode) == 0o644
    finally:
        os.umask(mask)


# -- symbolic links, failures, leftovers ------------------------------------------------------


def _leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_saving_over_a_symbolic_link_writes_to_its_target(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "event.arbiter"
    target.write_bytes(b"old")
    link = tmp_path / "event.arbiter"
    link.symlink_to(Path("real") / "event.arbiter")  # relative, into another directory
    write_atomic(link, b"new", backup=True)
    assert link.is_symlink()
    assert target.read_bytes() == b"new"
    assert (tmp_path / "real" / "event.arbiter.bak").read_bytes() == b"old"
    assert _leftovers(tmp_path) == [] and _leftovers(tmp_path / "real") == []
    # A chain of links ends at the same file.
    chain = tmp_path / "chain"
    chain.symlink_to(link)
    write_atomic(chain, b"newer")
    assert chain.is_symlink() and link.is_symlink()
    assert target.read_bytes() == b"newer"


@pytest.mark.parametrize("step", ["write", "fsync", "replace", "backup"])
def test_a_failing_save_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    target = tmp_path / "event.trf"
    target.write_bytes(b"old")

    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    if step == "write":
        real_fdopen = os.fdopen

        class Full:
            def __init__(self, fd: int) -> None:
                self.handle = real_fdopen(fd, "wb")

            def __enter__(self) -> Full:
                return self

            def __exit__(self, *exc: object) -> None:
                self.handle.close()

            def write(self, data: bytes) -> int:
                self.handle.write(data[:10])
                raise OSError(28, "No space left on device")

        monkeypatch.setattr(files.os, "fdopen", lambda fd, mode: Full(fd))
    elif step == "fsync":
        monkeypatch.setattr(files.os, "fsync", fail)
    elif step == "replace":
        monkeypatch.setattr(files.os, "replace", fail)
    else:
        monkeypatch.setattr(shutil, "copy2", fail)  # (io.files imports it where it copies)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, b"new content", backup=True)
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert _leftovers(tmp_path) == []


def test_an_interrupted_save_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "event.trf"

    def interrupt(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, b"new")
    monkeypatch.undo()
    assert not target.exists()
    assert _leftovers(tmp_path) == []


@pytest.mark.skipif(os.name != "posix", reason="process ids are probed with os.kill")
def test_a_killed_saves_temporary_is_cleared_by_the_next_save(tmp_path: Path) -> None:
    """A process killed in the middle of a save (here: really killed, SIGKILL, while its
    temporary file is open) leaves the temporary; the next save of that file removes it, and
    leaves alone the temporary of a process that still runs."""
    target = tmp_path / "event.arbiter"
    target.write_bytes(b"old")
    script = (
        "import os, sys, tempfile, time\n"
        "from arbiter_app.io import files\n"
        "target = sys.argv[1]\n"
        "fd, name = tempfile.mkstemp(dir=os.path.dirname(target), "
        "prefix=files._prefix(files.Path(target)), suffix='.tmp')\n"
        "os.write(fd, b'half')\n"
        "print(name, flush=True)\n"
        "time.sleep(60)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    killed = subprocess.Popen(
        [sys.executable, "-c", script, str(target)], stdout=subprocess.PIPE, env=env, text=True
    )
    running = subprocess.Popen(
        [sys.executable, "-c", script, str(target)], stdout=subprocess.PIPE, env=env, text=True
    )
    try:
        assert killed.stdout is not None and running.stdout is not None
        stale = Path(killed.stdout.readline().strip())
        busy = Path(running.stdout.readline().strip())
        killed.kill()
        killed.wait()
        assert stale.exists() and busy.exists()
        write_atomic(target, b"new")
        assert target.read_bytes() == b"new"
        assert not stale.exists()  # its process is gone
        assert busy.exists()  # its process may still be saving
    finally:
        running.kill()
        running.wait()
        if killed.poll() is None:
            killed.kill()
            killed.wait()
        for process in (killed, running):
            if process.stdout is not None:
                process.stdout.close()
    assert clear_stale_temporaries(target) == [busy]
    assert _leftovers(tmp_path) == []
