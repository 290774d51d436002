"""The frozen program's entry point (installers/launcher.py) and the GUI's smoke-test hook.

Source: issue 10 "Installers", acceptance 3 (the frozen program opens a .trf passed on its
command line) and "arbiter-app subcommands work from the frozen binary too". The frozen build
itself is checked by installers/linux/smoke_test.sh; these tests run the same script from source.
Expected standings: FIDE TEC exercise file held_swiss_5.trf, record 001: Bruno (start number 2)
has 4.0 points, the only player with 4.0.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from conftest import FIDE_TEC

from arbiter_app import cli

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = ROOT / "installers" / "launcher.py"
HELD5 = FIDE_TEC / "held_swiss_5.trf"

spec = importlib.util.spec_from_file_location("launcher", LAUNCHER)
assert spec is not None and spec.loader is not None
launcher = importlib.util.module_from_spec(spec)
spec.loader.exec_module(launcher)

SUBCOMMANDS = launcher.subcommand_names(cli.build_parser())


def test_subcommands_are_read_from_the_cli_parser() -> None:
    assert {"standings", "convert", "validate", "gui"} <= SUBCOMMANDS


def test_no_arguments_start_the_gui() -> None:
    assert launcher.command_line([], SUBCOMMANDS) == []


def test_a_file_alone_opens_in_the_gui() -> None:
    # What Explorer / a .desktop entry passes for a double-click: the path only.
    path = r"C:\Users\arbiter\Turnering Ålesund\round 5.trf"
    assert launcher.command_line([path], SUBCOMMANDS) == ["gui", path]
    assert launcher.command_line(["x.arbiter"], SUBCOMMANDS) == ["gui", "x.arbiter"]
    assert launcher.command_line(["x.arbiter.json"], SUBCOMMANDS) == ["gui", "x.arbiter.json"]


def test_subcommands_and_options_go_to_the_command_line() -> None:
    for argv in (["standings", "x.trf"], ["--version"], ["-h"], ["gui", "x.trf"]):
        assert launcher.command_line(argv, SUBCOMMANDS) == argv


def test_attaching_a_console_changes_nothing_outside_windows_gui_builds() -> None:
    before = sys.stdout
    launcher.attach_parent_console()
    assert sys.stdout is before


def _run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    return subprocess.run(
        [sys.executable, str(LAUNCHER), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        cwd=ROOT,
    )


def test_launcher_runs_standings() -> None:
    result = _run("standings", str(HELD5))
    assert result.returncode == 0, result.stderr
    first = next(line for line in result.stdout.splitlines() if line.split()[:1] == ["1"])
    assert first.split() == ["1", "2", "Bruno", "4.0"]


def test_launcher_opens_a_trf_given_on_the_command_line(tmp_path: Path) -> None:
    result = _run(
        str(HELD5),
        ARBITER_APP_QUIT_AFTER_MS="100",
        ARBITER_APP_CONFIG_DIR=str(tmp_path / "config"),
        ARBITER_APP_DATA_DIR=str(tmp_path / "data"),
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert any(line.startswith("window: held_swiss_5.trf") for line in lines), result.stdout
    assert "leader: 2 Bruno 4.0" in lines
