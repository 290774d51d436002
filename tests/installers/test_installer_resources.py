"""The icon files the installers ship, and the Linux host-library list.

Source: issue 10 (icon for the bundle, the .desktop entry and the Windows installer). The
.ico layout follows Microsoft's ICO format: ICONDIR (reserved 0, type 1, count) then one
16-byte ICONDIRENTRY per image, where width/height 0 means 256.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
sys.path.insert(0, str(ROOT / "installers" / "linux"))

import elfdeps  # noqa: E402


def test_png_sizes_match_their_names() -> None:
    for size in (16, 24, 32, 48, 64, 128, 256):
        data = (ICONS / f"arbiter-app-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])  # IHDR
        assert (width, height) == (size, size)


def test_ico_holds_every_size_windows_asks_for() -> None:
    data = (ICONS / "arbiter-app.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for i in range(count):
        w, h, _colors, _res, _planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert w == h and bits == 32 and offset + length <= len(data)
        sizes.add(w or 256)
    assert {16, 24, 32, 48, 256} <= sizes


def test_host_libraries_are_the_desktops_not_qts() -> None:
    # The desktop's own libraries stay out of the bundle ...
    for name in ("libc.so.6", "libX11.so.6", "libxcb.so.1", "libfontconfig.so.1", "libcups.so.2"):
        assert elfdeps.is_host_library(name), name
    # ... while Qt, Python and the xcb helpers desktops without Qt programs lack stay in.
    for name in ("libQt6Core.so.6", "libpython3.11.so.1.0", "libxcb-cursor.so.0", "libssl.so.3"):
        assert not elfdeps.is_host_library(name), name
