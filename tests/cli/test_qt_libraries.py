"""`make run` / `arbiter-app gui` on a machine without Qt's X11 libraries: the exact packages
to install instead of Qt's abort. The library probe is faked (a fake `ldd` on PATH, or a probe
function), so the test does not depend on what this machine has installed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.cli import qt_libraries
from arbiter_app.cli.qt_libraries import install_lines, ldd_probe, message

ROOT = Path(__file__).resolve().parents[2]


def _fake_ldd(directory: Path, missing: list[str]) -> Path:
    """An `ldd` that reports `missing` as not found and everything else as present."""
    lines = [f"\t{name} => not found" for name in missing]
    lines.append("\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f5ce405a000)")
    script = directory / "ldd"
    script.write_text("#!/bin/sh\ncat <<'EOF'\n" + "\n".join(lines) + "\nEOF\n")
    script.chmod(0o755)
    return script


def test_the_message_names_the_apt_and_dnf_packages() -> None:
    text = message({"libxcb-cursor.so.0", "libxcb-icccm.so.4"})
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in text
    assert "sudo apt-get install -y libxcb-cursor0 libxcb-icccm4" in text
    assert "sudo dnf install -y xcb-util-cursor xcb-util-wm" in text


def test_a_package_shipping_several_libraries_is_named_once() -> None:
    apt, dnf = install_lines(["libxcb-randr.so.0", "libxcb-shm.so.0", "libxcb-cursor.so.0"])
    assert apt == "sudo apt-get install -y libxcb-cursor0 libxcb-randr0 libxcb-shm0"
    assert dnf == "sudo dnf install -y xcb-util-cursor libxcb"


def test_a_library_outside_the_table_is_named_as_it_is() -> None:
    apt, _ = install_lines(["libfoo.so.9"])
    assert apt == "sudo apt-get install -y libfoo.so.9"


@pytest.mark.skipif(os.name != "posix", reason="a shell script as ldd")
def test_the_ldd_probe_reads_not_found_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_ldd(tmp_path, ["libxcb-cursor.so.0", "libxcb-keysyms.so.1"])
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    assert ldd_probe([Path("/any/libqxcb.so")]) == {"libxcb-cursor.so.0", "libxcb-keysyms.so.1"}


def test_check_is_silent_when_nothing_is_missing_or_headless(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(qt_libraries.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    assert qt_libraries.check(probe=lambda files: set(), files=[Path("x")]) is None
    found = qt_libraries.check(probe=lambda files: {"libxcb-cursor.so.0"}, files=[Path("x")])
    assert found is not None and "libxcb-cursor0" in found
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert qt_libraries.check(probe=lambda files: {"libxcb-cursor.so.0"}, files=[Path("x")]) is None
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")  # Qt takes its Wayland plugin
    assert qt_libraries.check(probe=lambda files: {"libxcb-cursor.so.0"}, files=[Path("x")]) is None
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")  # ... unless X11 is asked for
    assert qt_libraries.check(probe=lambda files: {"libxcb-cursor.so.0"}, files=[Path("x")])
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.delenv("WAYLAND_DISPLAY")
    monkeypatch.setattr(qt_libraries.sys, "platform", "win32")
    assert qt_libraries.check(probe=lambda files: {"libxcb-cursor.so.0"}, files=[Path("x")]) is None


@pytest.mark.skipif(sys.platform != "linux", reason="the check applies on Linux")
def test_the_make_run_check_prints_the_install_line_and_fails(tmp_path: Path) -> None:
    """What `make run` runs first, as a process, with a fake `ldd` on PATH that reports
    libxcb-cursor missing: exit 1 and the line to install it, before any Qt is loaded."""
    if not qt_libraries.plugin_files():
        pytest.skip("PySide6's xcb plugin is not installed")
    _fake_ldd(tmp_path, ["libxcb-cursor.so.0"])
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["PATH"] = f"{tmp_path}{os.pathsep}{env['PATH']}"
    env["PYTHONPATH"] = str(ROOT)
    env["DISPLAY"] = ":0"
    done = subprocess.run(
        [sys.executable, "-m", "arbiter_app.cli.qt_libraries"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "sudo apt-get install -y libxcb-cursor0" in done.stderr
    assert "sudo dnf install -y xcb-util-cursor" in done.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="the check applies on Linux")
def test_without_a_display_the_check_names_the_offscreen_platform(tmp_path: Path) -> None:
    """No DISPLAY, no WAYLAND_DISPLAY, no platform asked for (the issue's `make run` on a
    server): no install advice (it would not help), the offscreen platform instead; exit 1
    before Qt is loaded. Even with a library missing (the fake `ldd`)."""
    _fake_ldd(tmp_path, ["libxcb-cursor.so.0"])
    gone = ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "DISPLAY")
    env = {k: v for k, v in os.environ.items() if k not in gone}
    env["PATH"] = f"{tmp_path}{os.pathsep}{env['PATH']}"
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "arbiter_app.cli.qt_libraries"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "no display" in done.stderr and "QT_QPA_PLATFORM=offscreen" in done.stderr
    assert "apt-get" not in done.stderr


def test_make_run_runs_the_check_before_the_window() -> None:
    recipe = (ROOT / "Makefile").read_text(encoding="utf-8").split("\nrun:", 1)[1]
    recipe = recipe.split("\n\n", 1)[0]
    lines = [line.strip() for line in recipe.splitlines()[1:]]
    check = next(i for i, x in enumerate(lines) if "arbiter_app.cli.qt_libraries" in x)
    start = next(i for i, x in enumerate(lines) if "arbiter-app gui" in x)
    assert check < start


def test_arbiter_app_gui_stops_with_the_message_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from arbiter_app.cli import main

    monkeypatch.setattr(qt_libraries, "check", lambda: message({"libxcb-cursor.so.0"}))
    assert main(["gui"]) == 1
    assert "sudo apt-get install -y libxcb-cursor0" in capsys.readouterr().err
