"""`arbiter-app export FILE ...`: the final list as Excel, PDF, HTML or CSV, headless."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from arbiter_app.app.export import write_report
from arbiter_app.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    FILE_HELP,
    CommandError,
    check_output_names,
    load,
    split_codes,
)
from arbiter_app.cli.findings import check
from arbiter_app.cli.options import (
    _origin,
    add_ranking_options,
    check_lists,
    compute_standings,
    list_errors,
    ranking_options,
)
from arbiter_app.core.live import LiveStandings
from arbiter_app.core.stage import paired_rounds

EXPORT_FORMATS = ("xlsx", "pdf", "html", "csv")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "export",
        help="write the final list as Excel, PDF, HTML or CSV (no display needed)",
        description="Write the report (standings, crosstable, tie-break details) of FILE. "
        "Each output is written atomically: on any error nothing is left half-written.",
    )
    p.add_argument("file", help=FILE_HELP)
    for fmt in EXPORT_FORMATS:
        p.add_argument(f"--{fmt}", metavar="OUT", help=f"write a .{fmt} file")
    from arbiter_app.cli.rating_report import add_options

    add_options(p)
    add_ranking_options(p)
    p.add_argument("--unrated", metavar="RATING", type=int, help="rating of unrated players")
    p.add_argument(
        "--parts",
        metavar="PARTS",
        help="comma-separated parts for PDF/HTML: standings, crosstable, progress, details "
        "(default: standings,crosstable; Excel always has standings, crosstable and details)",
    )
    p.add_argument(
        "--after-round",
        metavar="N",
        type=int,
        help="the list as it stood after round N (later rounds left out)",
    )
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="PDF and Excel paper")
    p.add_argument(
        "--lang",
        metavar="LANG",
        help="language of the list's words: en, sv, nb, da or bg (default en); PDF and HTML "
        "numbers take its decimal separator, Excel cells stay numbers",
    )
    p.add_argument("--force", action="store_true", help="export even when validation finds errors")
    p.add_argument(
        "--confirm",
        action="store_true",
        help="outside FIDE mode: write the rating report, or the list after the last round, "
        "although adjourned games have no result",
    )
    p.set_defaults(func=cmd_export)


def cmd_export(args: argparse.Namespace) -> int:
    from arbiter_app.core import report as report_mod
    from arbiter_app.io.ratinglists.installed import installed_list_age

    outputs = {fmt: getattr(args, fmt) for fmt in EXPORT_FORMATS if getattr(args, fmt)}
    if not outputs and not args.rating_report:
        raise CommandError(
            "export: name at least one output (--xlsx, --pdf, --html, --csv or --rating-report)"
        )
    check_output_names(outputs)
    labels = _export_labels(args.lang)  # an unknown language fails before any work
    parts = split_codes(args.parts) if args.parts else list(report_mod.DEFAULT_PRINT_PARTS)
    unknown = [x for x in parts if x not in report_mod.ALL_PARTS]
    if unknown:
        raise CommandError(
            f"--parts: unknown part {unknown[0]!r} (use {', '.join(report_mod.ALL_PARTS)})"
        )
    t = load(args.file)
    live = LiveStandings()
    if not check(args.file, t, force=args.force, live=live, command="export"):
        return EXIT_BAD_INPUT
    if t.teams is not None and not args.rating_report:
        return _export_teams(args, t, outputs, labels)
    paired = paired_rounds(t)  # (rounds with only announced byes are not lists yet)
    if args.after_round is not None and not 0 <= args.after_round <= paired:
        raise CommandError(
            f"--after-round: {args.file} has rounds 1..{paired}, not {args.after_round}"
        )
    from arbiter_app.app.adjourning import final_passes, list_passes
    from arbiter_app.cli.gates import CommandLineConfirmer

    # No rating report, and no final list, while an adjourned game has no result (C.02 2026
    # checklist, adjourned games; core.adjourned).
    confirmer = CommandLineConfirmer(args.confirm, sys.stderr)
    if args.rating_report and not final_passes(t, confirmer):
        return EXIT_BAD_INPUT
    if outputs and args.after_round is None and not list_passes(t, confirmer):
        return EXIT_BAD_INPUT
    if args.rating_report:
        from arbiter_app.cli.rating_report import write_rating_report

        if not write_rating_report(t, args, args.file):
            return EXIT_BAD_INPUT
        if not outputs:
            return EXIT_OK
    tiebreaks, info, rules, system = ranking_options(args, t)
    info_codes = check_lists(t, tiebreaks, info, args.file)
    wanted = set(parts) | ({report_mod.DETAILS} if "xlsx" in outputs else set())
    standings, details = None, None
    if args.after_round is None:  # (a list after an earlier round is ranked by the report)
        standings, details = compute_standings(
            live,
            t,
            tiebreaks,
            rules,
            system,
            args.unrated,
            info,
            args.file,
            details=report_mod.DETAILS in wanted,
        )
    with list_errors(info_codes, _origin(tiebreaks, args.file)):  # the report
        report = report_mod.build(
            t,
            standings,
            parts=wanted,
            tiebreaks=tiebreaks,
            rules=rules,
            system=system,
            unrated=args.unrated,
            after_round=args.after_round,
            info=info,
            details=details if report_mod.DETAILS in wanted else None,
            rating_list=installed_list_age(t),  # the FIDE list's age, a header line
        )
    for fmt, target in outputs.items():
        try:
            if fmt == "pdf":  # laid out by Qt (the command line's door to the GUI)
                from arbiter_app.cli.gui import write_pdf

                write_pdf(report, target, labels, parts=parts, paper=args.paper)
            else:  # as the window's File > Export writes them (app.export)
                write_report(
                    report, fmt, target, labels, parts, paper=args.paper, lang=args.lang or "en"
                )
        except OSError as exc:
            raise CommandError(f"{target}: {exc.strerror or exc}") from None
    return EXIT_OK


def _export_teams(args: argparse.Namespace, t: Any, outputs: dict[str, str], labels: Any) -> int:
    """A team event's lists (`core.teams.report`): the final team standings, the team
    crosstable and the board table; CSV has the final list."""
    from arbiter_app.core.teams.report import build
    from arbiter_app.core.teams.tiebreaks import TeamDescriptorError
    from arbiter_app.io import team_lists

    if args.after_round is not None:
        raise CommandError("--after-round: a team event's lists are the final ones")
    try:
        report = build(t, split_codes(args.tiebreaks) if args.tiebreaks else None, args.rules)
    except TeamDescriptorError as exc:
        raise CommandError(f"{args.file}: {exc}") from None
    for fmt, target in outputs.items():
        try:
            if fmt == "xlsx":
                team_lists.write_xlsx(report, target, labels)
            elif fmt == "pdf":
                from arbiter_app.cli.gui import write_team_pdf

                write_team_pdf(report, target, labels, args.paper)
            elif fmt == "html":
                team_lists.write_html(report, target, labels, lang=args.lang or "en")
            else:
                team_lists.write_csv(report, target, labels)
        except OSError as exc:
            raise CommandError(f"{target}: {exc.strerror or exc}") from None
    return EXIT_OK


def _export_labels(lang: str | None) -> Any:
    """The list's words for `--lang`: English without it. The catalogue is read by
    gui.i18n with QtCore only (no application object, no display)."""
    from arbiter_app.io.labels import ENGLISH_LABELS

    if not lang:
        return ENGLISH_LABELS
    from arbiter_app.cli.gui import report_labels

    try:
        return report_labels(lang)
    except (ValueError, FileNotFoundError) as exc:
        raise CommandError(f"--lang: {exc}") from None
