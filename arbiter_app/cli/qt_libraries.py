"""Before the window opens on Linux: are the system libraries Qt's X11 platform plugin needs
installed? If not, say exactly what to install instead of Qt's abort ("could not load the Qt
platform plugin "xcb" ... no Qt platform plugin could be initialized").

PySide6's wheels bring Qt but not the X11/XCB client libraries of the system. The list below is
what `ldd` reports the xcb platform plugin (`PySide6/Qt/plugins/platforms/libqxcb.so`) and its
`libQt6XcbQpa.so.6` need beyond Qt itself (PySide6 6.x; the same set as Qt's "X11 Requirements"
page), each with the package that ships it on Debian/Ubuntu (apt) and Fedora/RHEL (dnf).
`libxcb-cursor0` is the one most often missing since Qt 6.5.

The probe runs `ldd` on those two files and reads its `=> not found` lines, so it finds
whatever is missing on the machine at hand, including a library not in the table (named as it
is). Run it as `python -m arbiter_app.cli.qt_libraries` (`make run` does); `arbiter-app gui`
checks too. It imports no Qt, and it stays silent off Linux, with the offscreen, minimal or VNC
platforms, in a Wayland session (unless `QT_QPA_PLATFORM=xcb` asks for X11), and when `ldd` or
the plugin cannot be found (Qt then speaks for itself).

Before the libraries it asks whether there is a display at all: with neither `DISPLAY` nor
`WAYLAND_DISPLAY` set (a server, a container, an SSH session without X forwarding) no library
helps and Qt aborts naming whichever one it tried last; the check says so and names the
offscreen platform (`QT_QPA_PLATFORM=offscreen`) for headless use instead.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

# soname -> (Debian/Ubuntu package, Fedora/RHEL package)
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
}
# Platforms that need no display server (tests, screenshots, remote use).
_HEADLESS = ("offscreen", "minimal", "vnc", "linuxfb", "eglfs")

Probe = Callable[[Sequence[Path]], set[str]]


def plugin_files() -> list[Path]:
    """The xcb platform plugin and its XCB integration library of the installed PySide6
    (found without importing Qt); empty when PySide6 is not installed."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return []
    qt = Path(next(iter(spec.submodule_search_locations))) / "Qt"
    candidates = [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"]
    return [p for p in candidates if p.exists()]


def ldd_probe(files: Sequence[Path]) -> set[str]:
    """The libraries `ldd` cannot find for `files` (sonames)."""
    ldd = shutil.which("ldd")
    if ldd is None or not files:
        return set()
    missing: set[str] = set()
    for path in files:
        try:
            done = subprocess.run(
                [ldd, str(path)], capture_output=True, text=True, timeout=20, check=False
            )
        except (OSError, subprocess.SubprocessError):
            continue
        for line in done.stdout.splitlines():
            name, _, rest = line.strip().partition("=>")
            if "not found" in rest:
                missing.add(name.strip())
    return missing


def install_lines(missing: Iterable[str]) -> tuple[str, str]:
    """The apt and dnf command lines that install the packages of the `missing` sonames
    (a soname not in the table is named as it is, for the user to look up)."""
    apt: list[str] = []
    dnf: list[str] = []
    for soname in sorted(missing):
        deb, rpm = PACKAGES.get(soname, (soname, soname))
        if deb not in apt:
            apt.append(deb)
        if rpm not in dnf:
            dnf.append(rpm)
    return "sudo apt-get install -y " + " ".join(apt), "sudo dnf install -y " + " ".join(dnf)


def message(missing: Iterable[str]) -> str:
    names = sorted(missing)
    apt, dnf = install_lines(names)
    return (
        "arbiter-app: the window needs system libraries that Qt does not bring and that are "
        f"not installed: {', '.join(names)}.\n"
        "Install them, then start the program again:\n"
        f"  Debian, Ubuntu:  {apt}\n"
        f"  Fedora, RHEL:    {dnf}\n"
        "(The command line works without them: arbiter-app standings/validate/export.)"
    )


NO_DISPLAY = (
    "arbiter-app: no display: neither DISPLAY nor WAYLAND_DISPLAY is set, so the window has "
    "nowhere to open (installing libraries does not change that).\n"
    "  On a desktop: start it from a terminal of the desktop session.\n"
    "  Over SSH: connect with `ssh -X` (X forwarding).\n"
    "  Headless (a server, CI, screenshots): QT_QPA_PLATFORM=offscreen arbiter-app gui ...\n"
    "(The command line needs no display: arbiter-app standings/validate/export.)"
)


def applies(platform: str | None = None, env: dict[str, str] | None = None) -> bool:
    """Whether the check is meaningful here: Linux with a display platform."""
    env = dict(os.environ) if env is None else env
    if (platform or sys.platform) != "linux":
        return False
    wanted = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if wanted.startswith("wayland") or (not wanted and env.get("WAYLAND_DISPLAY")):
        return False  # Qt takes its Wayland plugin there, which needs none of these
    return wanted not in _HEADLESS


def check(probe: Probe = ldd_probe, files: Sequence[Path] | None = None) -> str | None:
    """The message to print, or None when nothing is missing (or nothing can be told)."""
    if not applies():
        return None
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY
    missing = probe(plugin_files() if files is None else files)
    return message(missing) if missing else None


def main() -> int:
    text = check()
    if text is None:
        return 0
    print(text, file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
