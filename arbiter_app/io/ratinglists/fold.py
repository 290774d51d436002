"""Search keys for names: accents, case and punctuation folded away.

`fold("Núñez-Álvarez, José")` is `"nunez alvarez jose"`: Unicode NFKD with the combining marks
dropped, case folded, every run of characters that are not letters or digits made one space.
Letters NFKD does not decompose are spelled as the Nordic and Central European lists do
(`ø` -> `o`, `æ` -> `ae`, `ß` -> `ss`, `ł` -> `l`, `đ` -> `d`, `þ` -> `th`).

A rating-list name is "Surname, First names"; it is stored under two keys, surname first and
first names first, so both "carlsen, magn" and "magnus carl" find it by prefix.
"""

from __future__ import annotations

import unicodedata

_SPECIAL = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d",
                          "ð": "d", "þ": "th", "ı": "i", "ħ": "h"})  # fmt: skip
# ASCII fast path (the FIDE TXT list is plain ASCII): punctuation to spaces, lower case.
_ASCII = str.maketrans(
    {chr(c): " " for c in range(128) if not chr(c).isalnum()}
    | {chr(c): chr(c).lower() for c in range(ord("A"), ord("Z") + 1)}
)


def fold(text: str) -> str:
    """The search form of `text` (see the module docstring)."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text.casefold().translate(_SPECIAL))
        text = "".join(c if c.isalnum() else " " for c in text if not unicodedata.combining(c))
        if not text.isascii():  # letters of other scripts stay as they are, lower case
            return " ".join(text.split())
    return " ".join(text.translate(_ASCII).split())


def name_keys(name: str) -> tuple[str, str | None]:
    """(surname-first key, first-names-first key or None when the name has no comma)."""
    surname, comma, first = name.partition(",")
    if not comma:
        return fold(name), None
    s, f = fold(surname), fold(first)
    if not f:
        return s, None
    return f"{s} {f}", f"{f} {s}"


def query_keys(text: str) -> tuple[str, bool]:
    """(folded query, whether it can only be surname-first: it was written with a comma)."""
    surname, comma, first = text.partition(",")
    if comma:
        return " ".join(filter(None, (fold(surname), fold(first)))), True
    return fold(text), False
