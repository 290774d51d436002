"""Reading the FIDE rating list as FIDE publishes it (ratings.fide.com/download_lists.phtml).

Two forms, each as the plain file or the ZIP FIDE serves it in (the only member is read as a
stream, never unpacked to disk):

TXT, fixed-width. The first line is a header whose words start the columns; the combined list
(`players_list_foa.txt`, 162 characters a line) reads `ID Number`, `Name` (at column 16),
then from column 77 `Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm
BK B-day Flag`, so (0-based) ID 0-15, Name 15-76, Fed 76-80, Sex 80-84, Tit 84-89, WTit 89-94,
OTit 94-109, FOA 109-113, standard rating/games/K 113/119/123, rapid 126/132/136, blitz
139/145/149, B-day (birth year) 152, Flag 158 (`i` inactive, `w` woman, `wi`). The single-type lists
(`standard_rating_list.txt` …) put the list's month where the rating column is (`FOA OCT26 Gms K
B-day Flag`), and the older lists have no FOA column. The columns are therefore taken from the
header, never hard-coded. A rating, game count or K of 0 or blank means none. A few lines of the
real list are one character longer because a long OTit list (`SI,FI,LSI,SLI,NAAFM`) overflows
into the next column; the columns after OTit are then read one character further right.
Layout confirmed against the field table and sample lines of the October 2026 list documented in
the public notes of several rating-list importers (see tests/data/ratinglists/README.md).

XML (`players_list_xml_foa.xml`): `<playerslist>` of `<player>` elements with the children
fideid, name, country, sex, title, w_title, o_title, foa_title, rating, games, k, rapid_rating,
rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, birthday (the year), flag. It is
read with `iterparse`, each player dropped once read, so memory stays flat on the 850 MB file.

Both readers yield `Entry` tuples (one field order for every source) and report the bytes read,
so an import can show progress.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Callable, Iterator
from operator import itemgetter
from pathlib import Path
from typing import BinaryIO, NamedTuple
from xml.etree.ElementTree import iterparse

from msgspec import Struct

from arbiter_app.io.errors import InputError

RATING_TYPES = ("standard", "rapid", "blitz")
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


class Entry(NamedTuple):
    """One player of a rating list. Ratings, games and K are None when the list has none."""

    fide_id: int | None
    name: str
    federation: str = ""
    sex: str = ""
    title: str = ""
    women_title: str = ""
    other_titles: str = ""
    foa_title: str = ""
    standard: int | None = None
    standard_games: int | None = None
    standard_k: int | None = None
    rapid: int | None = None
    rapid_games: int | None = None
    rapid_k: int | None = None
    blitz: int | None = None
    blitz_games: int | None = None
    blitz_k: int | None = None
    birth_year: int | None = None
    flag: str = ""
    local_id: str = ""  # a national list's own member number
    club: str = ""


FIELDS = Entry._fields
INT_FIELDS = frozenset(
    {"fide_id", "birth_year"} | {f"{t}{s}" for t in RATING_TYPES for s in ("", "_games", "_k")}
)
# The lists write 0 for "none" in these: no rating, no K, birth year unknown.
ZERO_IS_NONE = frozenset({"birth_year", *RATING_TYPES} | {f"{t}_k" for t in RATING_TYPES})

# Header words -> fields. `{}` is the rating type of a single-type list.
_HEADER_WORDS = {
    "ID Number": "fide_id", "ID number": "fide_id", "Name": "name", "Fed": "federation",
    "Sex": "sex", "Tit": "title", "Titl": "title", "WTit": "women_title",
    "OTit": "other_titles", "FOA": "foa_title", "SRtng": "standard", "SGm": "standard_games",
    "SK": "standard_k", "RRtng": "rapid", "RGm": "rapid_games", "Rk": "rapid_k",
    "BRtng": "blitz", "BGm": "blitz_games", "BK": "blitz_k", "B-day": "birth_year",
    "Born": "birth_year", "Flag": "flag", "Gms": "{}_games", "Games": "{}_games", "K": "{}_k",
}  # fmt: skip
_MONTH_WORD = re.compile(r"^(?P<mon>[A-Za-z]{3})(?P<yy>\d{2})$")
_WORD = re.compile(r"ID [Nn]umber|\S+")


class ListInfo(Struct, frozen=True):
    """What a list file says about itself."""

    kind: str  # "fide" (combined) or "fide-standard", "fide-rapid", "fide-blitz"
    list_date: str  # ISO `YYYY-MM-01`, "" when neither the file nor its name says
    rating_types: tuple[str, ...]


def list_date_from_name(name: str) -> str:
    """`standard_oct26frl.zip` -> `2026-10-01` (FIDE's archive names); "" when none."""
    m = re.search(r"(?<![a-z])(" + "|".join(MONTHS) + r")(\d{2})(?!\d)", name.lower())
    if not m:
        return ""
    return f"20{m.group(2)}-{MONTHS.index(m.group(1)) + 1:02d}-01"


def type_from_name(name: str) -> str | None:
    low = name.lower()
    return next((t for t in RATING_TYPES if t in low), None)


class _Columns(Struct):
    getter: Callable[[str], tuple[str, ...]]
    fields: tuple[str, ...]
    width: int  # where the header's last column starts (lines are at least this long)
    shift_from: int  # the first column after OTit (and FOA): it moves right when OTit overflows
    usual: int  # the usual length of a line
    otit: int  # index of the OTit column, -1 if none
    otit_start: int  # where OTit starts


def _columns(header: str, rating_type: str | None, source: str) -> tuple[_Columns, ListInfo]:
    words = [(m.start(), m.group()) for m in _WORD.finditer(header)]
    fields: list[str] = []
    starts: list[int] = []
    date = ""
    single = False
    for start, word in words:
        month = _MONTH_WORD.match(word)
        if month and month.group("mon").lower() in MONTHS:
            single = True
            date = f"20{month.group('yy')}-{MONTHS.index(month.group('mon').lower()) + 1:02d}-01"
            field = "{}"
        else:
            field = _HEADER_WORDS.get(word, "")
        if not field:
            raise InputError(f"unknown column {word!r} in the header", source, 1, start + 1)
        fields.append(field)
        starts.append(start)
    if fields[:2] != ["fide_id", "name"]:
        raise InputError(
            "not a FIDE rating list: the header must start with 'ID Number' and 'Name'",
            source,
            1,
            1,
        )
    if single or any(f.startswith("{}") for f in fields):
        if rating_type is None:
            raise InputError(
                "a single-type list: say whether it is standard, rapid or blitz", source, 1
            )
        fields = [f.format(rating_type) if "{}" in f else f for f in fields]
        fields = [rating_type if f == "{}" else f for f in fields]
        types: tuple[str, ...] = (rating_type,)
        kind = f"fide-{rating_type}"
    else:
        types = tuple(t for t in RATING_TYPES if t in fields)
        kind = "fide"
    ends = [*starts[1:], None]
    getter = itemgetter(*(slice(a, b) for a, b in zip(starts, ends, strict=True)))
    otit = fields.index("other_titles") if "other_titles" in fields else -1
    after = otit + 1 + (otit + 1 < len(fields) and fields[otit + 1] == "foa_title")
    shift_from = starts[after] if otit >= 0 and after < len(starts) else len(header) + 1
    usual = max(len(header.rstrip()), starts[-1] + 4)
    otit_start = starts[otit] if otit >= 0 else 0
    cols = _Columns(getter, tuple(fields), starts[-1], shift_from, usual, otit, otit_start)
    return cols, ListInfo(kind, date, types)


class _Counter:
    """A binary stream that counts the bytes read through it."""

    def __init__(self, raw: BinaryIO) -> None:
        self.raw = raw
        self.done = 0

    def read(self, n: int = -1) -> bytes:
        data = self.raw.read(n)
        self.done += len(data)
        return data

    def __iter__(self) -> Iterator[bytes]:
        for line in self.raw:
            self.done += len(line)
            yield line


class ListFile:
    """An open rating-list file (plain or the single member of a ZIP) with its size in bytes."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.source = str(path)
        self._zip: zipfile.ZipFile | None = None
        self.member = self.path.name
        if zipfile.is_zipfile(self.path):
            self._zip = zipfile.ZipFile(self.path)
            members = [i for i in self._zip.infolist() if not i.is_dir()]
            if len(members) != 1:
                self._zip.close()
                raise InputError(
                    f"the archive holds {len(members)} files; expected one rating list",
                    self.source,
                )
            self.member = members[0].filename
            self.size = members[0].file_size
            self.stream = _Counter(self._zip.open(members[0]))  # type: ignore[arg-type]
        else:
            self.size = self.path.stat().st_size
            self.stream = _Counter(open(self.path, "rb"))  # noqa: SIM115 - closed in close()

    @property
    def done(self) -> int:
        return self.stream.done

    def looks_like_xml(self) -> bool:
        return self.member.lower().endswith(".xml")

    def close(self) -> None:
        self.stream.raw.close()
        if self._zip is not None:
            self._zip.close()

    def __enter__(self) -> ListFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:  # older lists were Latin-1
        return raw.decode("latin-1")


def _int(text: str, zero_is_none: bool = False) -> int | None:
    if not text:
        return None
    value = int(text)
    return None if zero_is_none and value == 0 else value


def read_txt(
    lf: ListFile, rating_type: str | None, skipped: list[str]
) -> tuple[ListInfo, Iterator[Entry]]:
    """The header's `ListInfo` and the players of a TXT list. Lines that cannot be read are
    named in `skipped` (`file:line: why`), never silently dropped."""
    lines = iter(lf.stream)
    first = next(lines, b"")
    header = _decode(first).lstrip("\ufeff").rstrip("\r\n")
    cols, info = _columns(header, rating_type or type_from_name(lf.member), lf.source)
    if not info.list_date:
        info = ListInfo(info.kind, list_date_from_name(lf.member), info.rating_types)
    int_positions = [(i, f in ZERO_IS_NONE) for i, f in enumerate(cols.fields) if f in INT_FIELDS]
    order = [cols.fields.index(f) if f in cols.fields else -1 for f in FIELDS]
    empty = Entry(None, "")  # the value of a field the list does not have

    def entries() -> Iterator[Entry]:
        getter, usual, short = cols.getter, cols.usual, cols.width
        for number, raw in enumerate(lines, start=2):
            line = _decode(raw).rstrip("\r\n")
            if not line.strip():
                continue
            titles: list[str] = []
            if len(line) > usual and cols.otit >= 0 and line[cols.shift_from - 1] != " ":
                # OTit overflowed over FOA: the columns after them sit `extra` characters
                # further right. OTit is the first word of that stretch, FOA the next if any.
                extra, start, cut = len(line) - usual, cols.otit_start, cols.shift_from
                titles = line[start : cut + extra].split()
                line = line[:start] + " " * (cut - start) + line[cut + extra :]
            parts: list[object] = [p.strip() for p in getter(line.ljust(short))]
            if titles:
                parts[cols.otit] = titles[0]
                if cols.fields[cols.otit + 1 : cols.otit + 2] == ("foa_title",):
                    parts[cols.otit + 1] = " ".join(titles[1:])
            try:
                for i, zero_none in int_positions:
                    parts[i] = _int(str(parts[i]), zero_none)
            except ValueError:
                skipped.append(f"{lf.source}:{number}: not a number in {cols.fields[i]}")
                continue
            if parts[0] is None or not parts[1]:
                skipped.append(f"{lf.source}:{number}: no FIDE ID or no name")
                continue
            yield Entry(*(empty[k] if j < 0 else parts[j] for k, j in enumerate(order)))  # type: ignore[arg-type]

    return info, entries()


_XML_FIELDS = {
    "fideid": "fide_id", "name": "name", "country": "federation", "sex": "sex",
    "title": "title", "w_title": "women_title", "o_title": "other_titles",
    "foa_title": "foa_title", "rating": "{}", "games": "{}_games", "k": "{}_k",
    "rapid_rating": "rapid", "rapid_games": "rapid_games", "rapid_k": "rapid_k",
    "blitz_rating": "blitz", "blitz_games": "blitz_games", "blitz_k": "blitz_k",
    "birthday": "birth_year", "flag": "flag",
}  # fmt: skip


def _kind(field: str) -> int:
    if field == "birth_year":
        return 3
    if field in ZERO_IS_NONE:
        return 2
    return 1 if field in INT_FIELDS else 0


def read_xml(
    lf: ListFile, rating_type: str | None, skipped: list[str]
) -> tuple[ListInfo, Iterator[Entry]]:
    """The players of an XML list (see the module docstring)."""
    name_type = rating_type or type_from_name(lf.member)
    combined = name_type is None
    main = "standard" if combined else name_type
    kind = "fide" if combined else f"fide-{name_type}"
    types = RATING_TYPES if combined else (str(name_type),)
    info = ListInfo(kind, list_date_from_name(lf.member), types)
    mapping = {tag: f.format(main) if "{}" in f else f for tag, f in _XML_FIELDS.items()}
    position = {f: i for i, f in enumerate(FIELDS)}
    # (tag, field, index in Entry, kind): 0 text, 1 number, 2 number with 0 = none, 3 year.
    plan = [(tag, f, position[f], _kind(f)) for tag, f in mapping.items() if f in position]
    empty = Entry(None, "")

    def entries() -> Iterator[Entry]:
        context = iterparse(lf.stream, events=("start", "end"))
        root = None
        number = 0
        try:
            for event, elem in context:
                if event == "start":
                    if root is None:
                        root = elem
                        if elem.tag != "playerslist":
                            raise InputError(
                                f"not a FIDE XML list: the root is <{elem.tag}>, not <playerslist>",
                                lf.source,
                            )
                    continue
                if elem.tag != "player" or root is None:
                    continue
                number += 1
                texts = {child.tag: child.text for child in elem}
                elem.clear()
                root.clear()  # the players read so far: memory stays flat
                values: list[object] = list(empty)
                bad = ""
                for tag, field, i, kind in plan:
                    text = texts.get(tag)
                    if text is None:
                        continue
                    text = text.strip()
                    if not kind:
                        values[i] = text
                    elif text:
                        try:
                            value = int(text[:4] if kind == 3 else text)
                        except ValueError:
                            bad = field
                            break
                        values[i] = None if kind >= 2 and value == 0 else value
                if bad:
                    skipped.append(f"{lf.source}: player {number}: not a number in {bad}")
                elif values[0] is None or not values[1]:
                    skipped.append(f"{lf.source}: player {number}: no FIDE ID or no name")
                else:
                    yield Entry(*values)  # type: ignore[arg-type]
        except SyntaxError as exc:  # ParseError
            line, column = getattr(exc, "position", (None, None))
            raise InputError(f"not well-formed XML ({exc})", lf.source, line, column) from exc

    return info, entries()


def open_list(
    path: Path, rating_type: str | None, skipped: list[str]
) -> tuple[ListFile, ListInfo, Iterator[Entry]]:
    """Open a FIDE list (TXT or XML, plain or zipped): the file, its info and its players."""
    lf = ListFile(path)
    try:
        if lf.looks_like_xml():
            info, entries = read_xml(lf, rating_type, skipped)
        else:
            info, entries = read_txt(lf, rating_type, skipped)
    except BaseException:
        lf.close()
        raise
    return lf, info, entries


__all__ = ["FIELDS", "RATING_TYPES", "Entry", "ListFile", "ListInfo", "open_list"]
