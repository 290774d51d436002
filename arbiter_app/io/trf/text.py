"""TRF text: bytes to lines, control characters, and where an error is."""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter_app.io.errors import InputError


def decode(data: bytes, source: str) -> tuple[str, str]:
    """Bytes to text: UTF-8 (BOM allowed), else Windows-1252, else Latin-1. Refuses binaries."""
    nul = data.find(b"\x00")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        column = nul - (data.rfind(b"\n", 0, nul) + 1) + 1
        raise InputError("binary data (a NUL byte): not a TRF text file", source, line, column)
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        return text, "utf-8" if encoding == "utf-8-sig" else encoding
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def _split(text: str) -> tuple[list[str], str, bool]:
    """Lines (without terminators), the newline style, and whether the text ends in one."""
    text = text.rstrip("\x1a")  # DOS end-of-file marker
    match = re.search(r"\r\n|\r|\n", text)
    newline = match.group(0) if match else "\n"
    lines = re.split(r"\r\n|\r|\n", text)
    final_newline = lines[-1] == ""
    if final_newline:
        lines.pop()
    return lines, newline, final_newline or not text


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _check_text(lines: list[str], source: str) -> None:
    if not any(line.strip() for line in lines):
        raise InputError("empty file: no TRF records", source, 1)
    for n, line in enumerate(lines, start=1):
        bad = _CONTROL.search(line)
        if bad:
            raise InputError(
                f"binary data (control character {ord(bad.group()):#04x}): not a TRF text file",
                source,
                n,
                bad.start() + 1,
            )


@dataclass(frozen=True)
class _At:
    """Where we are, to build errors that name file, line and column."""

    source: str
    line: int

    def error(self, column: int, message: str) -> InputError:
        return InputError(message, self.source, self.line, column)


def _clean(text: str) -> str:
    """Text safe for one TRF line: no line breaks or control characters."""
    return _CONTROL.sub(" ", text.replace("\r", " ").replace("\n", " ").replace("\t", " "))
