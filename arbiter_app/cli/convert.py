"""`arbiter-app convert IN OUT`: TRF <-> native project file, by the output's extension."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from arbiter_app.app import files
from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    CommandError,
    load,
)
from arbiter_app.cli.findings import check
from arbiter_app.io.project import (
    SUFFIX,
    is_project_path,
)


def register(sub: Any) -> None:
    p = sub.add_parser("convert", help="convert between TRF and the native project file")
    p.add_argument("input", help="TRF or project file")
    p.add_argument("output", help=f"*.trf / *.txt for TRF, *{SUFFIX} (or *.json) for a project")
    p.add_argument("--force", action="store_true", help="write even when validation finds errors")
    p.set_defaults(func=cmd_convert)


def cmd_convert(args: argparse.Namespace) -> int:
    name = Path(args.output).name.lower()
    if not (is_project_path(name) or name.endswith((".trf", ".txt"))):
        raise CommandError(
            f"{args.output}: cannot tell the format from the name (use .trf or {SUFFIX})"
        )
    t = load(args.input, replay=True)  # fully read and checked before anything is written
    # What `standings` refuses is refused here too (core.policy): written out, the
    # contradiction would read as the file's own (a points column recomputed, ranks moved).
    if not check(args.input, t, force=args.force, command="convert"):
        return EXIT_BAD_INPUT
    try:
        files.save(t, args.output)  # the format by the name, as the window's Save
    except OSError as exc:
        raise CommandError(f"{args.output}: {exc.strerror or exc}") from None
    except ValueError as exc:  # data the target format cannot hold (e.g. start number > 9999)
        raise CommandError(f"{args.output}: {exc}") from None
    return EXIT_OK
