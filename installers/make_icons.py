"""Render resources/icons/arbiter-app.svg to the PNG sizes and the Windows .ico.

    .venv/bin/python installers/make_icons.py

The outputs are committed (small), so a build never needs this; run it again after editing the
SVG. Uses only Qt from PySide6-Essentials (QtSvg renders, QImage encodes PNG), no Pillow.

The .ico is written here rather than by a Qt image plugin because Qt's `ico` writer stores one
image, and Windows picks the size it needs from a file holding several: 16-48 px for lists and
the title bar, 256 px for large Explorer views. Sizes below 256 are stored as 32-bit DIBs with an
AND mask (readable by every tool, Inno Setup's SetupIconFile included); 256 px as PNG, which is
how Windows itself stores it since Vista (the ICONDIRENTRY width/height byte 0 means 256).
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "arbiter-app.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """A 32-bit BI_RGB DIB as an .ico entry: header (height doubled), BGRA rows, AND mask."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)  # memory order B,G,R,A (LE)
    w, h = image.width(), image.height()
    bits = bytes(image.constBits())
    stride = image.bytesPerLine()
    rows = [bits[y * stride : y * stride + 4 * w] for y in range(h)]
    mask_stride = ((w + 31) // 32) * 4
    mask_rows = []
    for row in rows:
        mask = bytearray(mask_stride)
        for x in range(w):
            if row[4 * x + 3] == 0:  # fully transparent: set the AND bit
                mask[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(mask))
    xor = b"".join(reversed(rows))  # DIBs are stored bottom-up
    and_mask = b"".join(reversed(mask_rows))
    header = struct.pack(
        "<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, len(xor) + len(and_mask), 0, 0, 0, 0
    )
    return header + xor + and_mask


def ico_bytes(images: list[QImage]) -> bytes:
    entries = [png_bytes(i) if i.width() >= 256 else dib_bytes(i) for i in images]
    out = struct.pack("<HHH", 0, 1, len(images))  # ICONDIR: reserved, type 1 = icon, count
    offset = 6 + 16 * len(images)
    for image, data in zip(images, entries, strict=True):
        side = image.width() if image.width() < 256 else 0  # 0 means 256
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(entries)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG}: Qt cannot read this SVG", file=sys.stderr)
        return 1
    for size in PNG_SIZES:
        path = ICONS / f"arbiter-app-{size}.png"
        path.write_bytes(png_bytes(render(renderer, size)))
        print(path.relative_to(ROOT))
    ico = ICONS / "arbiter-app.ico"
    ico.write_bytes(ico_bytes([render(renderer, s) for s in ICO_SIZES]))
    print(ico.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
