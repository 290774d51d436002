"""Exporting the lists: one writer per format for every face, and the window's export as a
`Job`.

`write_report` writes a built `core.report.Report` as Excel, HTML or CSV (each atomically, in
`io`); `arbiter-app export` calls it for those formats, and so does the window's File > Export
through `export_job`, which builds the report and writes it in a thread (`app.jobs.ThreadJob`)
from a snapshot of the tournament, so the window stays responsive. PDF pages are laid out by
Qt, in each face (`gui/printing.py`, reached by the command line through `cli/gui.py`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from arbiter_app.app.jobs import Progress, ThreadJob
from arbiter_app.core.list_check import ListAge
from arbiter_app.core.model import Tournament
from arbiter_app.core.report import Report, build
from arbiter_app.core.standings import Standings
from arbiter_app.io.html import DEFAULT_PARTS
from arbiter_app.io.labels import Labels

__all__ = ["FORMATS", "export_job", "write_report"]

FORMATS = ("xlsx", "html", "csv")


def write_report(
    report: Report,
    fmt: str,
    path: str | os.PathLike[str],
    labels: Labels,
    parts: Iterable[str] = DEFAULT_PARTS,
    *,
    paper: str = "A4",
    lang: str = "en",
) -> None:
    """Write `report` in `fmt` (one of FORMATS); OSError when the file cannot be written."""
    if fmt == "xlsx":
        from arbiter_app.io.excel import write_xlsx

        write_xlsx(report, path, labels, paper=paper)
    elif fmt == "html":
        from arbiter_app.io.html import write_html

        write_html(report, path, labels, parts, lang=lang)
    elif fmt == "csv":
        from arbiter_app.io.csv import write_csv

        write_csv(report, path, labels)
    else:
        raise ValueError(f"not an export format: {fmt!r}")


def export_job(
    t: Tournament,
    standings: Standings | None,
    fmt: str,
    path: str | os.PathLike[str],
    labels: Labels,
    parts: Iterable[str] = DEFAULT_PARTS,
    then: Callable[[ThreadJob[None]], None] | None = None,
    rating_list: ListAge | None = None,
) -> ThreadJob[None]:
    """Build the report of `t` (a snapshot no edit touches meanwhile) and write it, in a
    thread, with the FIDE list's age for the header (`rating_list`); the job's result raises
    what the writing raised (`then` as for `ThreadJob`)."""
    wanted = tuple(parts)

    def work(progress: Progress) -> None:
        report = build(t, standings, parts=wanted, rating_list=rating_list)
        write_report(report, fmt, path, labels, wanted)

    return ThreadJob(work, "export", then)
