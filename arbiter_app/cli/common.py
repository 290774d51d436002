"""What every command shares: exit statuses, the one-line error, output, loading, numbers."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from arbiter_app.core import numbers
from arbiter_app.core.model import Tournament
from arbiter_app.io.project import SUFFIX

EXIT_OK = 0
EXIT_BAD_INPUT = 1
EXIT_UNSUPPORTED = 3  # check-pairings: team records that could not be read as teams
EXIT_INTERNAL = 70  # EX_SOFTWARE

FILE_HELP = f"TRF file or {SUFFIX} project"


class CommandError(Exception):
    """A request that cannot be carried out (bad option value, unwritable output): one line."""


# -- helpers shared by subcommands ------------------------------------------------------------
def out(text: str = "") -> None:
    print(text)


def err(text: str) -> None:
    print(text, file=sys.stderr)


def load(path: str, replay: bool = False) -> Tournament:
    """TRF or project file (by content); InputError names the place on failure. `replay`
    (`validate`, `convert`): a TRF's rounds that break a pairing rule are recorded in its
    journal (`app.trf_import`; the other commands leave that to them, as it costs a check of
    every round)."""
    from arbiter_app.io.project import looks_like_project, parse_any, read_file

    data = read_file(Path(path))
    t = parse_any(data, path)
    if replay and not looks_like_project(data):
        # (imported here: the pairing checker and the team model are no other command's)
        from arbiter_app.app.trf_import import record

        record(t)
    return t


# The file names each output format takes: `--xlsx out.pdf` would write an Excel workbook under
# a PDF's name, which every program then fails to open.
OUTPUT_SUFFIXES = {
    "xlsx": ("an Excel workbook", ".xlsx"),
    "pdf": ("a PDF", ".pdf"),
    "html": ("a web page", ".html", ".htm"),
    "csv": ("a CSV file", ".csv"),
}


def check_output_names(outputs: dict[str, str]) -> None:
    """Refuse an output whose file name says another format (`--xlsx out.pdf`)."""
    for fmt, target in outputs.items():
        kind, *suffixes = OUTPUT_SUFFIXES[fmt]
        suffix = Path(target).suffix.lower()
        if suffix not in suffixes:
            named = f"ends in {suffix}" if suffix else "has no extension"
            other = next((f for f, (_, *s) in OUTPUT_SUFFIXES.items() if suffix in s), None)
            hint = f" (for {OUTPUT_SUFFIXES[other][0]} use --{other})" if other else ""
            raise CommandError(
                f"--{fmt} {target}: --{fmt} writes {kind} (*{suffixes[0]}), "
                f"but the name {named}{hint}"
            )


def split_codes(text: str) -> list[str]:
    return [code.strip() for code in text.split(",") if code.strip()]


def format_value(code: str, value: Any) -> str | None:
    """A tie-break value as an exact decimal string (None when undefined).

    Uses the tie-break registry's formatting (the criterion's precision) when available.
    """
    if value is None:
        return None
    try:
        from arbiter_app.core.tiebreaks import format_value as registry_format

        text = registry_format(code, value)
    except ImportError:
        text = numbers.exact(value)
    except (KeyError, ValueError, LookupError):
        text = numbers.exact(value)
    return text if text != "" else None


def num(value: Any) -> str:
    """An exact number for explanations (`core.numbers.exact`), ``-`` for none."""
    return "-" if value is None else numbers.exact(value)


def descriptor_errors() -> tuple[type[Exception], ...]:
    try:
        from arbiter_app.core.tiebreaks import DescriptorError
    except ImportError:
        return ()
    return (DescriptorError,)


def round_to_pair(file: str, t: Tournament, asked: int | None) -> int:
    """The round `pair` pairs (`app.pairing.round_to_pair`); CommandError naming the file."""
    from arbiter_app.app.pairing import AllPaired, Unfinished
    from arbiter_app.app.pairing import round_to_pair as chosen

    try:
        return chosen(t, asked)
    except (AllPaired, Unfinished) as exc:
        raise CommandError(f"{file}: {exc}") from None
