"""TRF text: bytes to lines, control characters, and where an error is."""

from __future__ import annotations

import re

from msgspec import Struct

from arbiter_app.io.errors import InputError

# Hard limits: far beyond any real event (the largest opens have a few thousand players and
# rarely more than 15 rounds), low enough that hostile input is refused before it costs time.
MAX_BYTES = 64 * 1024 * 1024  # a TRF file
MAX_LINE = 10_100  # characters in one line: 91 + 999 round blocks of 10 columns
MAX_ROUNDS = 999  # rounds in one player record
# start numbers: 1 to 9999 (TRF columns 5-8)


def decode(data: bytes, source: str) -> tuple[str, str]:
    """Bytes to text: UTF-16 with a BOM (or its unmistakable pattern), UTF-8 (BOM allowed),
    UTF-8 with some lines in Windows-1252 (`_mixed`), else Windows-1252, else Latin-1. Refuses
    binaries and files above `MAX_BYTES`."""
    if len(data) > MAX_BYTES:
        raise InputError(
            f"file of {len(data):,} bytes: larger than any TRF file ({MAX_BYTES:,} at most)",
            source,
        )
    utf16 = _utf16(data)
    if utf16 is not None:
        try:
            return data.decode(utf16), utf16
        except UnicodeDecodeError as exc:
            line = data.count(b"\n", 0, exc.start) + 1
            raise InputError(f"not valid {utf16.upper()} text", source, line) from None
    nul = data.find(b"\x00")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        column = nul - (data.rfind(b"\n", 0, nul) + 1) + 1
        raise InputError("binary data (a NUL byte): not a TRF text file", source, line, column)
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        pass
    mixed = _mixed(data)
    if mixed is not None:
        return mixed, "utf-8"
    for encoding in ("cp1252", "latin-1"):
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def _mixed(data: bytes) -> str | None:
    """A UTF-8 file with lines in Windows-1252 (else Latin-1), each line read in its own
    encoding, or None when no line needs UTF-8 (a Windows file: read whole as one).

    Such files are made by hand: a UTF-8 export with player records pasted in from a Windows
    program's file (Swiss-Manager and Vega write Windows-1252), or two files joined by a byte
    copy. Read whole as Windows-1252, every name written in UTF-8 grows by a column per accented
    letter, so its record reads as misaligned (or its fields shift). A line that decodes as
    UTF-8 and holds a non-ASCII character is UTF-8 (Windows-1252 text passes as UTF-8 only in
    letter pairs like `Ã©` that no name holds); every other line is read as the whole file
    would be without the UTF-8 lines.
    """
    lines = data.splitlines(keepends=True)  # (bytes: at CR LF, CR or LF only)
    utf8: list[str | None] = []
    for line in lines:
        try:
            utf8.append(line.decode("utf-8") if not line.isascii() else None)
        except UnicodeDecodeError:
            utf8.append(None)
    if all(text is None for text in utf8):
        return None
    rest = b"".join(line for line, text in zip(lines, utf8, strict=True) if text is None)
    try:
        rest.decode("cp1252")
        encoding = "cp1252"
    except UnicodeDecodeError:
        encoding = "latin-1"
    if data.startswith(b"\xef\xbb\xbf"):
        lines[0] = lines[0][3:]
        utf8[0] = utf8[0][1:] if utf8[0] is not None else None
    return "".join(
        line.decode(encoding) if text is None else text
        for line, text in zip(lines, utf8, strict=True)
    )


def _utf16(data: bytes) -> str | None:
    """ "utf-16" (BOM), "utf-16-le"/"utf-16-be" (no BOM, every other byte NUL), else None.

    Windows editors ("Unicode" in Notepad) save text so; the records are ASCII, so without a
    BOM every character of the first line has one NUL byte on the same side.
    """
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    head = data[:200]
    if len(head) >= 8 and len(head) % 2 == 0:
        if not any(head[1::2]) and all(head[0::2]):
            return "utf-16-le"
        if not any(head[0::2]) and all(head[1::2]):
            return "utf-16-be"
    return None


def _split(text: str) -> tuple[list[str], str, bool]:
    """Lines (without terminators), the newline style, and whether the text ends in one."""
    text = text.rstrip("\x1a")  # DOS end-of-file marker
    if "\r" not in text:  # (most files: split by the one terminator, without a pattern)
        newline, lines = "\n", text.split("\n")
    else:
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
    if max(map(len, lines)) <= MAX_LINE and not _CONTROL.search("\n".join(lines)):
        return  # (the whole text at once; the loop below finds the line and column)
    for n, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:
            raise InputError(
                f"line of {len(line):,} characters: longer than any TRF record "
                f"({MAX_LINE:,} at most, {MAX_ROUNDS} rounds)",
                source,
                n,
                MAX_LINE + 1,
            )
        bad = _CONTROL.search(line)
        if bad:
            raise InputError(
                f"binary data (control character {ord(bad.group()):#04x}): not a TRF text file",
                source,
                n,
                bad.start() + 1,
            )


# Lines that are no record but help a human read the columns: a column ruler
# (`         1         2`, `1234567890123...`) or a field mask
# (`DDD SSSS sTTT NNNN... RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1`), as FIDE's TRF-26
# team sample and Sharly Chess write them; and `#` comments (TRF's own comment is `###`).
_RULER_CHARS = frozenset("0123456789 ")


def is_ruler(line: str) -> bool:
    """True for a comment, column ruler or field-mask line (see above)."""
    if line.startswith("#"):
        return True
    if set(line) <= _RULER_CHARS and ("1234567890" in line or line.startswith(" ")):
        return True
    tokens = line.split()
    return len(tokens) >= 6 and all(_is_mask_token(tok) for tok in tokens)


def _is_mask_token(token: str) -> bool:
    """`DDD`, `sTTT`, `BBBB/BB/BB`, `1111`: runs of one character, an optional lowercase lead."""
    body = token[1:] if len(token) > 1 and token[0].islower() else token
    parts = body.split("/")
    return all(part and part == part[0] * len(part) for part in parts)


class _At(Struct, frozen=True):
    """Where we are, to build errors that name file, line and column. (One per line read: a
    Struct is quicker to make than a named tuple, and its class too.)"""

    source: str
    line: int
    team: bool = False  # a team event: some codes without an opponent mean other things

    def error(self, column: int, message: str) -> InputError:
        return InputError(message, self.source, self.line, column)


def _clean(text: str) -> str:
    """Text safe for one TRF line: no line breaks or control characters."""
    return _CONTROL.sub(" ", text.replace("\r", " ").replace("\n", " ").replace("\t", " "))
